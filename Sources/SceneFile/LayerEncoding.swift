import Composition
import Geometry
import Motion

/// Writes a layer as a scene-format layer object: the fields that differ from Core Animation's defaults, values
/// encoded as the format reads them. Reading the object back gives the same `LayerState`.
enum LayerEncoding {
    /// The layer-object fields written as values, in `LayerProperty`'s table order (sub-paths such as `position.x`
    /// are not fields; `contents` and the font are written by type below).
    static let keyPaths = LayerProperty.all.filter { $0.field == .value }.map(\.keyPath)

    static func json(_ layer: LayerState) -> JSON {
        let defaults = LayerState(id: layer.id, type: layer.type)
        var members: [(key: String, value: JSON)] = [("id", .string(layer.id))]
        if layer.type != .layer { members.append(("type", .string(layer.type.rawValue))) }
        for keyPath in keyPaths {
            guard let value = try? layer.value(forKeyPath: keyPath),
                  let base = try? defaults.value(forKeyPath: keyPath), value != base else { continue }
            members.append((keyPath, ValueEncoding.json(value)))
        }
        func enumField<E: RawRepresentable & Equatable>(_ key: String, _ v: E, _ d: E) where E.RawValue == String {
            if v != d { members.append((key, .string(v.rawValue))) }
        }
        enumField("borderPlacement", layer.borderPlacement, defaults.borderPlacement)
        enumField("cornerCurve", layer.cornerCurve, defaults.cornerCurve)
        if let f = layer.compositingFilter { members.append(("compositingFilter", .string(f.rawValue))) }
        if layer.maskedCorners != defaults.maskedCorners {
            members.append(("maskedCorners", .number(Double(layer.maskedCorners.rawValue))))
        }
        for (key, v, d) in [("beginTime", layer.beginTime, 0.0), ("speed", layer.speed, 1), ("timeOffset", layer.timeOffset, 0)]
        where v != d {
            members.append((key, .number(v)))
        }
        switch layer.type {
        case .shape:
            enumField("fillRule", layer.fillRule, defaults.fillRule)
            enumField("lineCap", layer.lineCap, defaults.lineCap)
            enumField("lineJoin", layer.lineJoin, defaults.lineJoin)
        case .gradient:
            enumField("gradientType", layer.gradientType, defaults.gradientType)
        case .image:
            if let c = layer.contents { members.append(("contents", .string(c))) }
            if layer.contentsGravity != defaults.contentsGravity {
                members.append(("contentsGravity", .string(layer.contentsGravity)))
            }
        case .text:
            members.append(("string", .string(layer.string)))
            var font: [(key: String, value: JSON)] = []
            if let file = layer.fontFile { font.append(("file", .string(file))) } else { font.append(("family", .string(layer.fontFamily))) }
            font.append(("size", .number(layer.fontSize)))
            if layer.fontFile == nil { font.append(("weight", .number(layer.fontWeight))) }
            members.append(("font", .object(font)))
            enumField("alignmentMode", layer.alignmentMode, defaults.alignmentMode)
            if layer.isWrapped { members.append(("isWrapped", .bool(true))) }
            enumField("truncationMode", layer.truncationMode, defaults.truncationMode)
        case .layer, .transformLayer, .replicator:
            break
        }
        if let m = layer.mask { members.append(("mask", json(m))) }
        if !layer.sublayers.isEmpty { members.append(("sublayers", .array(layer.sublayers.map(json)))) }
        return .object(members)
    }

    /// A transaction as the `transactions` list writes it.
    static func json(_ t: Transaction) -> JSON {
        func set(_ changes: [PropertyChange]) -> JSON {
            .object(changes.map { ("\($0.layer).\($0.keyPath)", ValueEncoding.json($0.value)) })
        }
        var members: [(key: String, value: JSON)] = [("at", .number(t.at)), ("duration", .number(t.duration))]
        if let tf = t.timingFunction { members.append(("timingFunction", timingFunction(tf))) }
        members.append(("set", set(t.changes)))
        if !t.completion.isEmpty { members.append(("completion", .object([("set", set(t.completion))]))) }
        return .object(members)
    }

    static func timingFunction(_ tf: TimingFunction) -> JSON {
        if let name = TimingFunction.Name.allCases.first(where: { TimingFunction($0) == tf }) { return .string(name.rawValue) }
        return .array([tf.c1.x, tf.c1.y, tf.c2.x, tf.c2.y].map(JSON.number))
    }
}
