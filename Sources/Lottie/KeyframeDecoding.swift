import Composition
import Geometry
import JSONValue

extension JSONNode<LottieError> {
    /// Decodes an animatable property `{"a": 0|1, "k": …}` with `decodeValue` for each value, as lottie-ios's
    /// `KeyframeGroup` decoding: a keyframe without `s` takes the previous keyframe's `e` (the older Bodymovin
    /// format); times must not decrease — except in a layer played backwards (`LayerTimeDirection`), whose
    /// keyframes may instead all not increase, and are then read in ascending order (`reversedInTime`).
    /// Expressions (`x`) are reported as warnings by the caller.
    func property<V>(_ decodeValue: (JSONNode<LottieError>) throws -> V) throws -> KeyframeGroup<V> {
        guard isObject else { throw expected("an animatable property (an object with \"k\")") }
        let k = try required("k")
        if let kfs = try keyframeList(k) {
            let limit = Limits.current.maximumKeyframes
            guard kfs.count <= limit else {
                throw LottieError(path: k.path, "expected at most \(limit) keyframes (the limit), got \(kfs.count)")
            }
            var out: [Keyframe<V>] = []
            var previous: JSONNode<LottieError>? = nil
            // Whether the times descend: only in a layer played backwards (`LayerTimeDirection`), decided by the
            // first two keyframes whose times differ.
            var descending: Bool? = nil
            for (index, kf) in kfs.enumerated() {
                guard kf.isObject else { throw kf.expected("a keyframe object") }
                let time = try kf.required("t").number()
                if let last = out.last, time != last.time {
                    let down = time < last.time
                    if descending == nil { descending = down && LayerTimeDirection.isReversed }
                    if down != descending {
                        throw LottieError(path: kf.child("t"), descending == true
                            ? "keyframes out of order: frame \(fmt(time)) comes after frame \(fmt(last.time)) in a layer played backwards (sr < 0), whose keyframes descend"
                            : "keyframes out of order: frame \(fmt(time)) comes after frame \(fmt(last.time))")
                    }
                }
                let value: V
                if let s = kf["s"] {
                    value = try decodeValue(s)
                } else if let e = previous?["e"] {
                    value = try decodeValue(e)
                } else if index == kfs.count - 1, let p = out.last {
                    value = p.value
                } else {
                    throw LottieError(path: kf.child("s"), "missing (a keyframe needs a value)")
                }
                var keyframe = Keyframe(time: time, value: value)
                keyframe.isHold = try kf.holdFlag()
                keyframe.outTangent = try kf["o"].map { try $0.tangent() }
                keyframe.spatialOutTangent = try kf["to"].map { try $0.paddedPoint() }
                if let p = previous {
                    keyframe.inTangent = try p["i"].map { try $0.tangent() }
                    keyframe.spatialInTangent = try p["ti"].map { try $0.paddedPoint() }
                }
                out.append(keyframe)
                previous = kf
            }
            guard !out.isEmpty else { throw k.fail("expected at least one keyframe") }
            let group = KeyframeGroup(keyframes: out, path: path)
            return descending == true ? group.reversedInTime() : group
        }
        return KeyframeGroup(keyframes: [Keyframe(time: 0, value: try decodeValue(k))], path: path)
    }

    /// The keyframe objects when `k` holds keyframes (an array of objects with `t`), else `nil`.
    private func keyframeList(_ k: JSONNode<LottieError>) throws -> [JSONNode<LottieError>]? {
        guard case .array(let items) = k.value, let first = items.first, case .object = first,
              k.node(first, path: "")["t"] != nil else { return nil }
        return try k.array()
    }

    /// A keyframe's easing tangent `{"x": n | [n…], "y": …}`: the first component (as lottie-ios's
    /// `LottieVector2D`).
    func tangent() throws -> Point {
        let x = try required("x").numbers(), y = try required("y").numbers()
        guard let x0 = x.first, let y0 = y.first else { throw expected("a tangent with x and y") }
        return Point(x: x0, y: y0)
    }

    /// A point `[x, y]` or `[x, y, z]`.
    func point() throws -> Point {
        let n = try numbers()
        guard n.count >= 2 else { throw expected("a point [x, y]") }
        return Point(x: n[0], y: n[1])
    }

    /// A vector value (one or more numbers).
    func vector() throws -> LottieVector {
        let n = try numbers()
        guard !n.isEmpty else { throw expected("at least one number") }
        return n
    }

    /// A vector property. A scalar (`minimum` 1: `LottieVector1D`) needs a number; a vector (`minimum` ≥ 2:
    /// `LottieVector3D`, a colour) is padded with 0 to `minimum` components (`Lenient`). With `exactly`, every value
    /// is cut to that many components, so keyframes written with and without `z` combine.
    func vectorProperty(minimum: Int = 1, exactly: Int? = nil) throws -> KeyframeGroup<LottieVector> {
        try property { node in
            let v = minimum >= 2 ? try node.paddedVector(minimum) : try node.vector()
            if let exactly { return Array(v.prefix(exactly)) }
            return v
        }
    }

    /// A point or size property (`[x, y]`, a `z` dropped), defaulting to `d` when absent.
    func pointProperty(_ key: String, default d: LottieVector = [0, 0]) throws -> KeyframeGroup<LottieVector> {
        guard let n = self[key] else { return KeyframeGroup(d, path: child(key)) }
        return try n.vectorProperty(minimum: 2, exactly: 2)
    }

    /// A one-number property, defaulting to `d` when absent.
    func scalarProperty(_ key: String, default d: Double) throws -> KeyframeGroup<LottieVector> {
        guard let n = self[key] else { return KeyframeGroup([d], path: child(key)) }
        return try n.vectorProperty(minimum: 1, exactly: 1)
    }

    /// An optional vector property with a default value.
    func vectorProperty(_ key: String, default d: LottieVector, minimum: Int = 1) throws -> KeyframeGroup<LottieVector> {
        guard let n = self[key] else { return KeyframeGroup(d, path: child(key)) }
        return try n.vectorProperty(minimum: minimum)
    }
}

/// Whether the layer being read plays backwards (time stretch `sr` < 0): its keyframes are then written at the
/// frames of its parent where they play, in descending order (Bodymovin: a keyframe at layer time τ is written at
/// `st + sr × τ`; Skia's resources/skottie/skottie-time-reverse.json). Set by `DocumentDecoder` around one layer's
/// properties (not its precomp's layers, which have their own `sr`).
enum LayerTimeDirection {
    @TaskLocal static var isReversed = false
}

/// A number for messages: whole numbers without a fraction.
func fmt(_ n: Double) -> String {
    if let i = Int(exactly: n), abs(n) < 1e15 { return String(i) }
    return String(n)
}
