import Composition
import Geometry
import Motion

/// Reads the drawing fields of a layer object: corners, shadow, sublayer transform, stroke style.
extension LayerDecoder {
    static func decodeDrawing(_ node: JSONNode<SceneError>, type: LayerType, into layer: inout LayerState) throws {
        if let n = node["sublayerTransform"] { layer.sublayerTransform = try n.transform() }
        if let n = node["cornerCurve"] { layer.cornerCurve = try n.oneOf(CornerCurve.self) }
        if let n = node["maskedCorners"] { layer.maskedCorners = try n.cornerMask() }
        if let n = node["shadowColor"] { layer.shadowColor = n.isNull ? nil : try n.color() }
        if let n = node["shadowOpacity"] {
            let v = try n.number()
            guard (0...1).contains(v) else { throw n.expected("a number in 0…1") }
            layer.shadowOpacity = v
        }
        if let n = node["shadowOffset"] { layer.shadowOffset = try n.size().checked(AnimatableValue.size, "shadowOffset", at: n) }
        if let n = node["shadowRadius"] { layer.shadowRadius = try n.number(atLeast: 0).checked(AnimatableValue.number, "shadowRadius", at: n) }
        if let n = node["shadowPath"] { layer.shadowPath = n.isNull ? nil : try n.pathValue() }
        guard type == .shape else { return }
        if let n = node["lineCap"] { layer.lineCap = try n.oneOf(LineCap.self) }
        if let n = node["lineJoin"] { layer.lineJoin = try n.oneOf(LineJoin.self) }
        if let n = node["miterLimit"] { layer.miterLimit = try n.number(atLeast: 0) }
        if let n = node["lineDashPattern"] {
            if n.isNull {
                layer.lineDashPattern = nil
            } else {
                layer.lineDashPattern = try n.array().map { try $0.number(atLeast: 0) }.checked(AnimatableValue.numbers, "lineDashPattern", at: n)
            }
        }
        if let n = node["lineDashPhase"] { layer.lineDashPhase = try n.number() }
    }
}

extension JSONNode<SceneError> {
    /// A `CACornerMask`: a list of Core Animation's corner names, or the bit mask 0…15.
    func cornerMask() throws -> CornerMask {
        let names = CornerMask.names.map { "\"\($0.name)\"" }.joined(separator: ", ")
        switch value {
        case .number(let v):
            guard v == v.rounded(), (0...15).contains(v) else { throw expected("a corner bit mask 0…15") }
            return CornerMask(rawValue: Int(v))
        case .array:
            var mask: CornerMask = []
            for item in try array() {
                guard case .string(let s) = item.value, let c = CornerMask.names.first(where: { $0.name == s }) else {
                    throw item.expected("one of \(names)")
                }
                guard !mask.contains(c.corner) else { throw item.fail("corner \"\(s)\" is listed twice") }
                mask.insert(c.corner)
            }
            return mask
        default:
            throw expected("a list of corner names (\(names)) or a bit mask 0…15")
        }
    }
}
