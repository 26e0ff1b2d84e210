import Composition
import Foundation
import Geometry

/// `animate expand`: the scene with every preset replaced by the ordinary layers and transactions it stands for.
/// The result is a scene a user could have written by hand; it renders the same frames as the original.
public enum SceneExpansion {
    /// Expands the presets of the scene JSON `text` (at any depth of `layers` and `sublayers`). Everything else is
    /// kept as written. Preset transactions go first in `transactions`, in file order, as the reader commits them
    /// before the scene's own at equal times.
    public static func expand(text: String) throws -> JSON {
        let root = JSONNode<SceneError>(try JSONParser.parse(text), path: "")
        guard case .object(var members) = root.value else { throw root.expected("a scene object") }
        guard let canvasNode = root["canvas"] else { throw root.fail("a scene needs a \"canvas\"") }
        let canvas = try Canvas(node: canvasNode)
        var presetTransactions: [JSON] = []

        func expandList(_ node: JSONNode<SceneError>) throws -> JSON {
            var out: [JSON] = []
            for item in try node.array() {
                if case .string("spotlight")? = item["type"]?.value {
                    let expansion = try SpotlightPreset(node: item, canvasSize: canvas.size).expand()
                    out += expansion.layers.map(LayerEncoding.json)
                    presetTransactions += expansion.transactions.map { LayerEncoding.json($0.transaction) }
                } else if case .object(var layer) = item.value, let sublayers = item["sublayers"] {
                    let expanded = try expandList(sublayers)
                    if let k = layer.firstIndex(where: { $0.key == "sublayers" }) { layer[k].value = expanded }
                    out.append(.object(layer))
                } else {
                    out.append(item.value)
                }
            }
            return .array(out)
        }

        if let layers = root["layers"], let k = members.firstIndex(where: { $0.key == "layers" }) {
            members[k].value = try expandList(layers)
        }
        if !presetTransactions.isEmpty {
            var own: [JSON] = []
            if case .array(let items)? = root["transactions"]?.value { own = items }
            if let k = members.firstIndex(where: { $0.key == "transactions" }) {
                members[k].value = .array(presetTransactions + own)
            } else {
                members.append(("transactions", .array(presetTransactions)))
            }
        }
        return .object(members)
    }
}

extension JSONWriter {
    /// Indented JSON: arrays and objects that fit in `width` columns stay on one line.
    public static func pretty(_ value: JSON, width: Int = 110) -> String {
        var out = ""
        pretty(value, indent: 0, width: width, into: &out)
        return out + "\n"
    }

    private static func pretty(_ value: JSON, indent: Int, width: Int, into out: inout String) {
        let compact = write(value)
        let pad = String(repeating: "  ", count: indent)
        switch value {
        case .array(let items) where compact.count + pad.count > width && !items.isEmpty:
            out += "[\n"
            for (k, item) in items.enumerated() {
                out += pad + "  "
                pretty(item, indent: indent + 1, width: width, into: &out)
                out += k + 1 < items.count ? ",\n" : "\n"
            }
            out += pad + "]"
        case .object(let members) where compact.count + pad.count > width && !members.isEmpty:
            out += "{\n"
            for (k, m) in members.enumerated() {
                out += pad + "  " + quote(m.key) + ": "
                pretty(m.value, indent: indent + 1, width: width, into: &out)
                out += k + 1 < members.count ? ",\n" : "\n"
            }
            out += pad + "}"
        default:
            out += compact
        }
    }
}
