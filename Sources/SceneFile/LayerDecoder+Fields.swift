import Composition
import Geometry
import Motion

/// Reads a layer object's property fields: every row of the layer property table that is a field of the layer's
/// type (`AnyLayerProperty.fields(of:)`), through the row's codec and range check.
extension LayerDecoder {
    mutating func decodeFields(_ node: JSONNode<SceneError>, into layer: inout LayerState) throws {
        for row in AnyLayerProperty.fields(of: layer.type) {
            guard let n = node[row.keyPath] else { continue }
            if row.field == .special {
                try decodeSpecial(row, n, into: &layer)
            } else {
                row.set(try n.fieldValue(for: row), in: &layer)
            }
        }
    }

    /// The fields with their own reading.
    private mutating func decodeSpecial(_ row: AnyLayerProperty, _ n: JSONNode<SceneError>, into layer: inout LayerState) throws {
        switch row.keyPath {
        case "contents":
            let file = resolve(try n.string())
            layer.contents = file
            if !imageFiles.contains(where: { $0.file == file }) { imageFiles.append((file, n.path)) }
        default:
            row.set(try n.fieldValue(for: row), in: &layer)
        }
    }
}

extension JSONNode<SceneError> {
    /// This node as the value of a layer-object field: read as `row`'s codec writes it, in its range
    /// (`ValueCheck`) and within `Limits.current`.
    func fieldValue(for row: AnyLayerProperty) throws -> AnimatableValue {
        if row.isOptional, isNull { return .none }
        let value: AnimatableValue
        switch (row.form, row.check) {
        case (.name(let names, let noun), _):
            guard case .string(let s) = self.value, names.contains(s) else {
                let listed = (noun == nil ? names : names.sorted()).map { "\"\($0)\"" }.joined(separator: ", ")
                throw expected(noun.map { "\($0) (\(listed))" } ?? "one of \(listed)")
            }
            value = .string(s)
        case (.cornerMask, _):
            value = .number(Double(try cornerMask().rawValue))
        case (.plain, .atLeast(let bound)?), (.plain, .wholeNumber(let bound)?):
            value = .number(try number(atLeast: bound))
        case (.plain, .within(let range)?):
            let v = try number()
            guard range.contains(v) else {
                throw expected("a number in \(NumberText.format(range.lowerBound))…\(NumberText.format(range.upperBound))")
            }
            value = .number(v)
        case (.plain, .eachAtLeast(let bound)?):
            value = .numbers(try array().map { try $0.number(atLeast: bound) })
        case (.plain, .nonDecreasing?), (.plain, nil):
            value = try animatableValue(of: KeyPathValueKind(kind: row.kind, isOptional: false))
        }
        if let problem = Limits.current.problem(with: value, keyPath: row.keyPath) { throw expected(problem) }
        switch (row.check, value) {
        case (.wholeNumber(let bound)?, .number(let v)):
            guard let i = v.checkedInt(), Double(i) == v else { throw expected("a whole number ≥ \(NumberText.format(bound))") }
        case (.nonDecreasing?, .numbers(let ns)):
            for k in ns.indices.dropFirst() where ns[k] < ns[k - 1] {
                throw SceneError(path: "\(path)[\(k)]", "\(row.keyPath) must not decrease")
            }
        default:
            break
        }
        return value
    }

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
