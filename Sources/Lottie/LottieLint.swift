import JSONValue

/// Pitfalls in a Lottie file that renders, but not as its author probably meant on Core Animation (lottie-ios's
/// Core Animation engine, and `animate`, which follows it), for `validate --lint`. Read from the JSON itself.
///
/// - `keyframes`: a hold keyframe between two eased ones. lottie-ios splits the keyframes where hold and eased ones
///   meet; the hold becomes a discrete animation whose one value (after lottie-ios drops the last of its two)
///   Core Animation ignores, so the property shows its static (model) value until the next keyframe instead of the
///   held one (lottie-ios issue 1632).
/// - `pathStructure`: consecutive keyframes of a bezier path with a different number of vertices, or one open and
///   one closed. Core Animation's morph between such paths is undefined; `animate` morphs them smoothly.
public enum LottieLint {
    /// What a notice is about: the names of the scene lint's rules (`Lint.Rule` in SceneFile).
    public enum Rule: String, Sendable, Hashable {
        case keyframes
        case pathStructure
    }

    /// One notice: its rule, the JSON path of the keyframe, and what happens.
    public struct Notice: Sendable, Hashable, CustomStringConvertible {
        public let rule: Rule
        public let path: String
        public let message: String

        public var description: String { "\(path): \(message)" }
    }

    /// The notices for a Lottie document, in file order (the root's layers, then each asset's).
    public static func check(_ root: JSON) -> [Notice] {
        var out: [Notice] = []
        visit(root, path: "", key: "", parent: nil, into: &out)
        return out
    }

    private static func visit(_ value: JSON, path: String, key: String, parent: JSON?, into out: inout [Notice]) {
        switch value {
        case .array(let items):
            for (i, item) in items.enumerated() { visit(item, path: "\(path)[\(i)]", key: key, parent: parent, into: &out) }
        case .object(let members):
            if case .array(let keyframes)? = value["k"], keyframes.contains(where: { $0["t"] != nil }) {
                check(keyframes, path: path.isEmpty ? "k" : "\(path).k", isPositionPath: isPositionPath(key: key, parent: parent, property: value), into: &out)
            }
            for (k, member) in members {
                visit(member, path: path.isEmpty ? k : "\(path).\(k)", key: k, parent: value, into: &out)
            }
        default:
            break
        }
    }

    /// A layer's or shape group's unsplit position (`ks.p`, a `tr` item's `p`): lottie-ios animates it along a
    /// path, where a held point shows (the one-value rule concerns values only).
    private static func isPositionPath(key: String, parent: JSON?, property: JSON) -> Bool {
        guard key == "p", let parent else { return false }
        if case .bool(true)? = property["s"] { return false }
        if case .string("tr")? = parent["ty"] { return true }
        return parent["ty"] == nil  // a layer's `ks`
    }

    private static func isHold(_ keyframe: JSON) -> Bool {
        switch keyframe["h"] {
        case .number(let n)?: n == 1
        case .bool(let b)?: b
        default: false
        }
    }

    private static func frame(_ keyframe: JSON) -> String {
        if case .number(let t)? = keyframe["t"] { return fmt(t) }
        return "?"
    }

    private static func check(_ keyframes: [JSON], path: String, isPositionPath: Bool, into out: inout [Notice]) {
        // keyframes: hold keyframe i with an eased keyframe before and after it.
        if !isPositionPath && keyframes.count >= 3 {
            for i in 1..<(keyframes.count - 1)
            where isHold(keyframes[i]) && !isHold(keyframes[i - 1]) && !isHold(keyframes[i + 1]) {
                out.append(Notice(rule: .keyframes, path: "\(path)[\(i)]", message:
                    "a hold keyframe between eased ones: lottie-ios makes frames \(frame(keyframes[i]))–\(frame(keyframes[i + 1])) "
                    + "a discrete animation with one value, which Core Animation ignores, so the property shows its static "
                    + "value there, not the held one (animate shows the same). Make the next keyframe a hold too, or ease "
                    + "into an identical keyframe instead of holding"))
            }
        }
        // pathStructure: bezier path keyframes whose element structure differs from the previous keyframe's.
        var previous: (vertices: Int, closed: Bool)? = nil
        for (i, kf) in keyframes.enumerated() {
            // A keyframe without `s` takes the previous one's `e` (the older format), as the reader does.
            let value = kf["s"] ?? (i > 0 ? keyframes[i - 1]["e"] : nil)
            guard let shape = value.flatMap(bezier) else { continue }
            let structure = structure(of: shape)
            if let p = previous, p != structure {
                out.append(Notice(rule: .pathStructure, path: "\(path)[\(i)].s", message:
                    "a path morph between keyframes of different element structure (\(describe(p)) → \(describe(structure))): "
                    + "Core Animation's result is undefined, so a device will not show the smooth morph animate shows. "
                    + "Give every keyframe the same number of vertices, open or closed alike"))
            }
            previous = structure
        }
    }

    /// The shape object of a keyframe value (`{"v", "i", "o", "c"}` or, in the older format, an array holding one).
    private static func bezier(_ value: JSON) -> JSON? {
        if case .array(let items) = value, let first = items.first { return bezier(first) }
        if case .object = value, case .array? = value["v"] { return value }
        return nil
    }

    /// What decides the element structure of lottie-ios's `CGPath` for morphing: the number of vertices, and
    /// whether the shape is closed (without `c`, lottie-ios closes it). Lines and curves between the same vertices
    /// are not counted apart: Core Animation morphs a line into a curve as a curve (the oracle's TypeFace samples
    /// do it at every snapshot, and match).
    private static func structure(of shape: JSON) -> (vertices: Int, closed: Bool) {
        var vertices = 0
        if case .array(let v)? = shape["v"] { vertices = v.count }
        var closed = true
        if case .bool(let c)? = shape["c"] { closed = c }
        return (vertices, closed)
    }

    private static func describe(_ s: (vertices: Int, closed: Bool)) -> String {
        "\(s.vertices) vertices, \(s.closed ? "closed" : "open")"
    }
}
