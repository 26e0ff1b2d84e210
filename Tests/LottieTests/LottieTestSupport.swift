import Geometry
import Lottie
import Motion

/// Builds small Lottie documents for the tests.
enum LottieJSON {
    /// A document `w × h` at `fr` frames per second from `ip` to `op`, with `layers` and `assets` (JSON texts).
    static func document(w: Double = 100, h: Double = 100, fr: Double = 10, ip: Double = 0, op: Double = 20,
                         layers: [String], assets: [String] = []) -> String {
        """
        {"v": "5.7.0", "fr": \(fr), "ip": \(ip), "op": \(op), "w": \(w), "h": \(h),
         "assets": [\(assets.joined(separator: ","))], "layers": [\(layers.joined(separator: ","))]}
        """
    }

    /// A layer transform with the given members (JSON fragments) over identity defaults (a member given twice:
    /// the last one counts).
    static func ks(_ members: String = "") -> String {
        let base = #""a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}"#
        return "{" + base + (members.isEmpty ? "" : ", " + members) + "}"
    }

    /// A shape layer with `shapes` (JSON).
    static func shapeLayer(ind: Int = 1, ks: String = LottieJSON.ks(), ip: Double = 0, op: Double = 20,
                           extra: String = "", shapes: String) -> String {
        #"{"ty": 4, "ind": \#(ind), "nm": "shape", "ks": \#(ks), "ip": \#(ip), "op": \#(op), "st": 0\#(extra), "shapes": \#(shapes)}"#
    }

    static func nullLayer(ind: Int, ks: String, extra: String = "") -> String {
        #"{"ty": 3, "ind": \#(ind), "nm": "null", "ks": \#(ks), "ip": 0, "op": 20, "st": 0\#(extra)}"#
    }

    /// A rectangle 10 × 10 at the origin with a red fill, in a group.
    static let square = #"[{"ty": "gr", "it": [{"ty": "rc", "s": {"a": 0, "k": [10, 10]}, "p": {"a": 0, "k": [0, 0]}, "r": {"a": 0, "k": 0}}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}, {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]}]"#
}

extension LottieAnimation {
    /// The animation attached to `layer` under `key`.
    func animation(layer: String, key: String) -> Animation? {
        animations.first { $0.layer == layer && $0.key == key }?.animation
    }

    /// The keyframe animations inside the clipping group attached to `layer` under `key`.
    func keyframes(layer: String, key: String) -> [KeyframeAnimation] {
        guard case .group(let g)? = animation(layer: layer, key: key) else { return [] }
        return g.animations.compactMap { if case .keyframe(let k) = $0 { k } else { nil } }
    }

    /// The presentation state of the layer `id` at Lottie frame `frame`, and the transform from its coordinates to
    /// the root's.
    func presentation(of id: String, atFrame frame: Double) -> (state: LayerState, toRoot: AffineTransform)? {
        let roots = layerTree.presentation(at: time(atFrame: frame))
        func search(_ l: LayerState, _ t: AffineTransform) -> (LayerState, AffineTransform)? {
            let here = l.transformToSuperlayer.concatenating(t)
            if l.id == id { return (l, here) }
            for s in l.sublayers {
                if let hit = search(s, here) { return hit }
            }
            return nil
        }
        for r in roots { if let hit = search(r, .identity) { return hit } }
        return nil
    }

    /// Whether the layer `id` or any layer above it is hidden at `frame`.
    func isHidden(_ id: String, atFrame frame: Double) -> Bool? {
        let roots = layerTree.presentation(at: time(atFrame: frame))
        func search(_ l: LayerState, _ hidden: Bool) -> Bool? {
            let h = hidden || l.isHidden
            if l.id == id { return h }
            for s in l.sublayers { if let hit = search(s, h) { return hit } }
            return nil
        }
        for r in roots { if let hit = search(r, false) { return hit } }
        return nil
    }
}
