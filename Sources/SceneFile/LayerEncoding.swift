import Composition
import Geometry
import Motion

/// Writes a layer as a scene-format layer object: the fields of the layer property table that differ from Core
/// Animation's defaults, in table order, encoded as the format reads them (`contents` and a text layer's `string`
/// and `font` always). Reading the object back gives the same `LayerState`.
enum LayerEncoding {
    static func json(_ layer: LayerState) -> JSON {
        let defaults = LayerState(id: layer.id, type: layer.type)
        var members: [(key: String, value: JSON)] = [("id", .string(layer.id))]
        if layer.type != .layer { members.append(("type", .string(layer.type.rawValue))) }
        for row in AnyLayerProperty.fields(of: layer.type) {
            switch row.keyPath {
            case "contents":
                if let c = layer.contents { members.append(("contents", .string(c))) }
            case "string":
                members.append(("string", .string(layer.string)))
                members.append(("font", font(layer)))
                if let t = layer.textStroke { members.append(("textStroke", textStroke(t))) }
            default:
                let value = row.value(in: layer)
                if value != row.value(in: defaults) { members.append((row.keyPath, ValueEncoding.json(value))) }
            }
        }
        if let m = layer.mask { members.append(("mask", json(m))) }
        if !layer.sublayers.isEmpty { members.append(("sublayers", .array(layer.sublayers.map(json)))) }
        return .object(members)
    }

    /// A text layer's `font` object: its file or family, size and weight.
    static func font(_ layer: LayerState) -> JSON {
        var font: [(key: String, value: JSON)] = []
        if let file = layer.fontFile { font.append(("file", .string(file))) } else { font.append(("family", .string(layer.fontFamily))) }
        font.append(("size", .number(layer.fontSize)))
        if layer.fontFile == nil { font.append(("weight", .number(layer.fontWeight))) }
        if !layer.fontKerning { font.append(("kerning", .bool(false))) }
        if layer.fontTracking != 0 { font.append(("tracking", .number(layer.fontTracking))) }
        if let h = layer.fontLineHeight { font.append(("lineHeight", .number(h))) }
        return .object(font)
    }

    /// A text layer's `textStroke` object: its colour and width, and what differs from the defaults.
    static func textStroke(_ t: TextStroke) -> JSON {
        var members: [(key: String, value: JSON)] = [("color", ValueEncoding.color(t.color)), ("width", .number(t.width))]
        if t.overFill { members.append(("overFill", .bool(true))) }
        if t.lineJoin != .miter { members.append(("lineJoin", .string(t.lineJoin.rawValue))) }
        if t.miterLimit != 10 { members.append(("miterLimit", .number(t.miterLimit))) }
        return .object(members)
    }

    /// A transaction as the `transactions` list writes it.
    static func json(_ t: Transaction, removals: [(layer: String, key: String?)] = [], source: String? = nil) -> JSON {
        func set(_ changes: [PropertyChange]) -> JSON {
            .object(changes.map { ("\($0.layer).\($0.keyPath)", ValueEncoding.json($0.value)) })
        }
        var members: [(key: String, value: JSON)] = [("at", .number(t.at)), ("duration", .number(t.duration))]
        if let source { members.insert(("source", .string(source)), at: 0) }
        if let tf = t.timingFunction { members.append(("timingFunction", timingFunction(tf))) }
        members.append(("set", set(t.changes)))
        if !t.completion.isEmpty { members.append(("completion", .object([("set", set(t.completion))]))) }
        if !removals.isEmpty {
            members.append(("removeAnimations", .array(removals.map { r in
                .object([("layer", .string(r.layer))] + (r.key.map { [("key", JSON.string($0))] } ?? []))
            })))
        }
        return .object(members)
    }

    static func timingFunction(_ tf: TimingFunction) -> JSON {
        if let name = TimingFunction.Name.allCases.first(where: { TimingFunction($0) == tf }) { return .string(name.rawValue) }
        return .array([tf.c1.x, tf.c1.y, tf.c2.x, tf.c2.y].map(JSON.number))
    }
}
