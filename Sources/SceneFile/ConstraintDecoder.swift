import Composition
import Layout
import Motion

/// Reads the top-level `constraints` list (`NSLayoutConstraint`'s model; SCENE_FORMAT.md, "Layout: constraints").
struct ConstraintDecoder {
    let layers: [String: (type: LayerType, path: String)]

    static let fields: Set<String> = [
        "id", "item", "attribute", "relatedBy", "toItem", "toAttribute", "multiplier", "constant", "priority", "isActive",
    ]

    /// The constraints with the JSON path of each.
    func decode(_ node: JSONNode<SceneError>) throws -> [(constraint: LayoutConstraint, path: String)] {
        var out: [(LayoutConstraint, String)] = []
        var seen: [String: String] = [:]
        for item in try node.array() {
            let c = try decodeOne(item)
            if let earlier = seen[c.id] {
                throw item["id"]!.fail("the constraint id \"\(c.id)\" is already used at \(earlier)")
            }
            seen[c.id] = item.path
            out.append((c, item.path))
        }
        return out
    }

    private func decodeOne(_ node: JSONNode<SceneError>) throws -> LayoutConstraint {
        guard case .object = node.value else { throw node.expected("a constraint object") }
        _ = try node.object(allowing: Self.fields)
        guard let idNode = node["id"] else { throw node.fail("a constraint needs an \"id\"") }
        let id = try idNode.string()
        guard !id.isEmpty else { throw idNode.fail("expected a non-empty id") }
        if let layer = layers[id] {
            throw idNode.fail("the constraint id \"\(id)\" is also a layer id (at \(layer.path)); transactions address both by id")
        }
        guard let itemNode = node["item"] else { throw node.fail("a constraint needs an \"item\"") }
        let item = try layerID(itemNode, allowCanvas: false)
        guard let attrNode = node["attribute"] else { throw node.fail("a constraint needs an \"attribute\"") }
        let attribute = try Self.attribute(attrNode)
        let relation: Relation
        if let r = node["relatedBy"] { relation = try r.oneOf(Relation.self) } else { relation = .equal }
        var toItem: String? = nil
        var toAttribute: LayoutAttribute? = nil
        if let t = node["toItem"], !t.isNull {
            toItem = try layerID(t, allowCanvas: true)
            if let a = node["toAttribute"] { toAttribute = try Self.attribute(a) } else { toAttribute = attribute }
        } else if let a = node["toAttribute"], !a.isNull {
            throw a.fail("\"toAttribute\" needs a \"toItem\"")
        }
        let multiplier = try node["multiplier"]?.number() ?? 1
        let constant = try node["constant"]?.number() ?? 0
        var priority = 1000.0
        if let p = node["priority"] {
            priority = try p.number()
            guard Limits.priorities.contains(priority) else { throw p.expected(Limits.priorityText) }
        }
        let isActive = try node["isActive"]?.bool() ?? true
        let c = LayoutConstraint(id: id, item: item, attribute: attribute, relation: relation, toItem: toItem,
                                 toAttribute: toAttribute, multiplier: multiplier, constant: constant,
                                 priority: priority, isActive: isActive)
        if let reason = c.invalidReason { throw (node["toAttribute"] ?? attrNode).fail(reason) }
        if toItem == item { throw node["toItem"]!.fail("a constraint relates two different items") }
        return c
    }

    private func layerID(_ node: JSONNode<SceneError>, allowCanvas: Bool) throws -> String {
        let id = try node.string()
        if allowCanvas && id == "canvas" { return id }
        guard layers[id] != nil else {
            let hint = NameSuggestion.hint(for: id, in: Set(layers.keys))
            let canvas = allowCanvas ? " or \"canvas\"" : ""
            throw node.fail("no layer with id \"\(id)\"\(hint); expected a layer id\(canvas)")
        }
        return id
    }

    static func attribute(_ node: JSONNode<SceneError>) throws -> LayoutAttribute {
        let s = try node.string()
        guard let a = LayoutAttribute(rawValue: s) else {
            let names = Set(LayoutAttribute.allCases.map(\.rawValue))
            let hint = NameSuggestion.hint(for: s, in: names)
            throw node.fail("unknown layout attribute \"\(s)\"\(hint); expected one of \(LayoutAttribute.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return a
    }
}
