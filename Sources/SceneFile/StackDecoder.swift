import Composition
import Layout
import Motion

/// Reads `alignments`, the `stack` objects and `alignmentGuides` (SCENE_FORMAT.md, "Layout: stacks").
struct StackDecoder {
    var alignments: [String: CustomAlignment] = [:]

    static let stackFields: Set<String> = ["axis", "alignment", "spacing", "padding"]

    mutating func decodeAlignments(_ node: JSONNode<SceneError>) throws {
        for (name, n) in try node.members() {
            _ = try n.object(allowing: ["axis", "default"])
            if GuideKey.standardHorizontal.contains(name) || GuideKey.standardVertical.contains(name)
                || GuideExpression.names.contains(name) {
                throw n.fail("\"\(name)\" is a standard guide name; a custom alignment needs another")
            }
            guard let axisNode = n["axis"] else { throw n.fail("a custom alignment needs an \"axis\" (\"horizontal\" or \"vertical\")") }
            guard case .string(let a) = axisNode.value, let axis = GuideAxis(rawValue: a) else {
                throw axisNode.expected("\"horizontal\" or \"vertical\"")
            }
            guard let d = n["default"] else { throw n.fail("a custom alignment needs a \"default\" (a number or an expression)") }
            alignments[name] = CustomAlignment(axis: axis, defaultValue: try Self.expression(d))
        }
    }

    /// A guide value: a number, or an expression string (errors give the character position).
    static func expression(_ node: JSONNode<SceneError>) throws -> GuideExpression {
        switch node.value {
        case .number(let n): return .number(n)
        case .string(let s):
            do { return try GuideExpression.parse(s) } catch {
                throw node.fail("malformed guide expression \"\(s)\": \(error)")
            }
        default: throw node.expected("a number or a guide expression such as \"width / 3\"")
        }
    }

    /// A guide name on `axis`: standard or custom.
    func key(_ node: JSONNode<SceneError>, axis: GuideAxis) throws -> GuideKey {
        let name = try node.string()
        let standard = axis == .horizontal ? GuideKey.standardHorizontal : GuideKey.standardVertical
        if standard.contains(name) { return GuideKey(name, axis) }
        if let c = alignments[name], c.axis == axis { return GuideKey(name, axis) }
        let customs = alignments.filter { $0.value.axis == axis }.keys.sorted()
        let all = standard.sorted() + customs
        let other = alignments[name].map { " (\"\(name)\" is a \($0.axis.rawValue) alignment)" } ?? ""
        throw node.fail("\"\(name)\" is not a \(axis.rawValue) alignment\(other); expected one of \(all.joined(separator: ", "))")
    }

    func decodeStack(_ node: JSONNode<SceneError>) throws -> StackSpec {
        _ = try node.object(allowing: Self.stackFields)
        guard let axisNode = node["axis"] else { throw node.fail("a stack needs an \"axis\" (\"horizontal\", \"vertical\" or \"z\")") }
        var spec = StackSpec(axis: try axisNode.oneOf(StackSpec.Axis.self))
        if let a = node["alignment"] { try setAlignment(a, on: &spec) }
        if let s = node["spacing"] { spec.spacing = try s.number() }
        if let p = node["padding"] { spec.padding = try Self.padding(p) }
        return spec
    }

    func setAlignment(_ a: JSONNode<SceneError>, on spec: inout StackSpec) throws {
        switch spec.axis {
        case .horizontal: spec.verticalAlignment = try key(a, axis: .vertical)
        case .vertical: spec.horizontalAlignment = try key(a, axis: .horizontal)
        case .z:
            if case .string("center") = a.value {
                spec.horizontalAlignment = GuideKey("center", .horizontal)
                spec.verticalAlignment = GuideKey("center", .vertical)
                return
            }
            _ = try a.object(allowing: ["horizontal", "vertical"])
            if let h = a["horizontal"] { spec.horizontalAlignment = try key(h, axis: .horizontal) }
            if let v = a["vertical"] { spec.verticalAlignment = try key(v, axis: .vertical) }
        }
    }

    static func padding(_ p: JSONNode<SceneError>) throws -> (top: Double, leading: Double, bottom: Double, trailing: Double) {
        if case .number(let n) = p.value { return (n, n, n, n) }
        let v = try p.numbers(count: 4, what: "a padding [top, leading, bottom, trailing] or one number")
        return (v[0], v[1], v[2], v[3])
    }

    /// A layer's `alignmentGuides`; `center` applies to the axis its parent stack aligns on (both in a z stack or
    /// outside stacks).
    func decodeGuides(_ node: JSONNode<SceneError>, parentStack: StackSpec.Axis?) throws -> [GuideKey: GuideExpression] {
        var out: [GuideKey: GuideExpression] = [:]
        for (name, n) in try node.object(allowing: Set(try node.members().map(\.key))) {
            let e = try Self.expression(n)
            var keys: [GuideKey] = []
            if name == "center" {
                switch parentStack {
                case .horizontal: keys = [GuideKey("center", .vertical)]
                case .vertical: keys = [GuideKey("center", .horizontal)]
                default: keys = [GuideKey("center", .horizontal), GuideKey("center", .vertical)]
                }
            } else if GuideKey.standardHorizontal.contains(name) {
                keys = [GuideKey(name, .horizontal)]
            } else if GuideKey.standardVertical.contains(name) {
                keys = [GuideKey(name, .vertical)]
            } else if let c = alignments[name] {
                keys = [GuideKey(name, c.axis)]
            } else {
                let names = GuideKey.standardHorizontal.union(GuideKey.standardVertical).union(alignments.keys)
                let hint = NameSuggestion.hint(for: name, in: names)
                throw n.fail("unknown alignment \"\(name)\"\(hint); custom alignments are declared in the top-level \"alignments\"")
            }
            for k in keys { out[k] = e }
        }
        return out
    }
}
