import JSONValue

/// A dotLottie 2 theme (`t/ID.json`; `themes/ID.json` in dotLottie 1 archives): rules that give the animation's
/// slots new values. A property written with a slot id (`"sid": "bg"`) takes the value of the rule with that id.
/// The rule format is dotLottie's (dotlottie-rs `theming`): `{"rules": [{"id", "type", "value" | "keyframes",
/// "animations"?}]}`, a keyframe being `{"frame", "value", "inTangent"?, "outTangent"?, "hold"?}`; a rule with
/// `animations` applies only to those animations.
///
/// lottie-ios reads neither slots nor themes (a property shows its own value), so without a theme `animate` does the
/// same; a theme is applied only when asked for (`--theme ID`). `Color`, `Scalar`, `Vector`, `Position` and
/// `Gradient` rules are applied; `Image` and `Text` rules are reported as warnings and not applied.
struct DotLottieTheme {
    /// The entry holding the theme `id`, given the archive's entry names.
    static func entry(for id: String, entries: [String]) -> String? {
        ["t/\(id).json", "themes/\(id).json"].first { entries.contains($0) }
    }

    /// A slot's new value: a Lottie property (`{"a", "k"}`), or for a gradient the colours (`{"p", "k"}`).
    private(set) var slots: [String: JSON] = [:]
    private(set) var warnings: [LottieWarning] = []

    /// Reads the theme entry `name` for the animation `animation`. Errors name the entry and the rule's path.
    init(json root: JSON, entry name: String, animation: String) throws {
        let doc = JSONNode<LottieError>(root, path: "", conventions: .bodymovin)
        func fail(_ e: LottieError) -> LottieError { LottieError(path: "\(name): \(e.path)", e.message) }
        do {
            for rule in try doc.required("rules").array() {
                if let only = rule["animations"], try !only.array().contains(where: { try $0.string() == animation }) {
                    continue
                }
                let id = try rule.required("id").string()
                let type = try rule.required("type").string()
                switch type {
                case "Color", "Scalar", "Vector", "Position":
                    slots[id] = try property(rule, scalar: type == "Scalar")
                case "Gradient":
                    slots[id] = try gradient(rule)
                case "Image", "Text":
                    warnings.append(LottieWarning(path: "\(name): \(rule.path)", "\(type) rules are not applied (image and text slots are not supported)"))
                default:
                    throw LottieError(path: rule.child("type"), "unknown rule type \"\(type)\" (expected Color, Scalar, Vector, Position, Gradient, Image or Text)")
                }
            }
        } catch let e as LottieError {
            throw fail(e)
        }
    }

    /// A property from `value` or `keyframes` (values as numbers, a scalar as a one-number vector).
    private func property(_ rule: JSONNode<LottieError>, scalar: Bool) throws -> JSON {
        func value(_ n: JSONNode<LottieError>) throws -> JSON {
            .array(try n.numbers().map { .number($0) })
        }
        if let keyframes = rule["keyframes"] {
            let list = try keyframes.array()
            guard !list.isEmpty else { throw keyframes.fail("expected at least one keyframe") }
            return .object([("a", .number(1)), ("k", .array(try list.map { kf in
                try keyframe(kf, value: try value(try kf.required("value")))
            }))])
        }
        return .object([("a", .number(0)), ("k", try value(try rule.required("value")))])
    }

    /// A Lottie keyframe `{"t", "s", "i", "o", "h"}` from a theme keyframe.
    private func keyframe(_ kf: JSONNode<LottieError>, value: JSON) throws -> JSON {
        var members: [(key: String, value: JSON)] = [("t", .number(try kf.required("frame").number())), ("s", value)]
        for (from, to) in [("inTangent", "i"), ("outTangent", "o")] {
            if let t = kf[from] {
                members.append((to, .object([("x", .array(try t.required("x").numbers().map { .number($0) })),
                                             ("y", .array(try t.required("y").numbers().map { .number($0) }))])))
            }
        }
        if try kf.optionalBool("hold") { members.append(("h", .number(1))) }
        return .object(members)
    }

    /// Gradient stops `[{"offset", "color": [r, g, b, a?]}]` as Lottie's colours: `p` stops, then `k` with
    /// offset, r, g, b for each stop followed (when any stop has an alpha) by offset, alpha for each.
    private func gradient(_ rule: JSONNode<LottieError>) throws -> JSON {
        func data(_ stops: JSONNode<LottieError>) throws -> (count: Int, values: [Double]) {
            let list = try stops.array()
            var colors: [Double] = [], alphas: [Double] = []
            let hasAlpha = try list.contains { try $0.required("color").numbers().count >= 4 }
            for stop in list {
                let offset = try stop.required("offset").number()
                let c = try stop.required("color").numbers()
                guard c.count >= 3 else {
                    throw LottieError(path: stop.child("color"), "expected a colour [r, g, b] or [r, g, b, a], got \(c.count) numbers")
                }
                colors += [offset, c[0], c[1], c[2]]
                if hasAlpha { alphas += [offset, c.count >= 4 ? c[3] : 1] }
            }
            return (list.count, colors + alphas)
        }
        func numbers(_ v: [Double]) -> JSON { .array(v.map { .number($0) }) }
        if let keyframes = rule["keyframes"] {
            var count = 0
            let list = try keyframes.array().map { kf -> JSON in
                let d = try data(try kf.required("value"))
                count = d.count
                return try keyframe(kf, value: numbers(d.values))
            }
            return .object([("p", .number(Double(count))), ("k", .object([("a", .number(1)), ("k", .array(list))]))])
        }
        let d = try data(try rule.required("value"))
        return .object([("p", .number(Double(d.count))), ("k", .object([("a", .number(0)), ("k", numbers(d.values))]))])
    }

    /// `root` with every object that names a slot of this theme (`"sid"`) given the slot's value: its members
    /// replaced by the value's (its other members kept).
    func applied(to root: JSON) -> JSON {
        guard !slots.isEmpty else { return root }
        return rewrite(root)
    }

    private func rewrite(_ value: JSON) -> JSON {
        // The document's nesting is bounded by the parser (`JSONParser.maximumDepth`), so this recursion is too.
        switch value {
        case .array(let items):
            return .array(items.map(rewrite))
        case .object(let members):
            var out = members.map { (key: $0.key, value: rewrite($0.value)) }
            if case .string(let sid)? = value["sid"], case .object(let replacement)? = slots[sid] {
                for r in replacement {
                    if let k = out.firstIndex(where: { $0.key == r.key }) { out[k].value = r.value } else { out.append(r) }
                }
            }
            return .object(out)
        default:
            return value
        }
    }
}
