import Geometry
import Motion

/// A value a Lottie property can take and blend (lottie-ios's `Interpolatable`): vectors component-wise, shapes
/// vertex by vertex. The amount is not clamped, so overshooting easings overshoot.
protocol LottieInterpolatable: Sendable {
    func interpolated(to other: Self, amount: Double) -> Self
    /// The blend along a spatial Bézier from `self` (its out tangent `spatialOut`, relative) to `other` (its in
    /// tangent `spatialIn`): only points have one (`[Double]`); other values blend as `interpolated(to:amount:)`.
    func interpolated(to other: Self, amount: Double, spatialOut: Point?, spatialIn: Point?) -> Self
    /// Whether `other` is the same value, so that blending the two gives it back exactly at every amount (false
    /// when unknown: a value type that is not `Equatable`).
    func isIdentical(to other: Self) -> Bool
}

extension LottieInterpolatable {
    func isIdentical(to other: Self) -> Bool { false }

    func interpolated(to other: Self, amount: Double, spatialOut: Point?, spatialIn: Point?) -> Self {
        interpolated(to: other, amount: amount)
    }
}

extension LottieInterpolatable where Self: Equatable {
    func isIdentical(to other: Self) -> Bool { self == other }
}

/// Lottie's vector values (`[x, y, z]`, a colour `[r, g, b, a]`, a single number `[v]`, gradient stops).
typealias LottieVector = [Double]

extension Array: LottieInterpolatable where Element == Double {
    func interpolated(to other: [Double], amount: Double) -> [Double] {
        guard count == other.count else { return amount < 1 ? self : other }
        return zip(self, other).map { $0 + ($1 - $0) * amount }
    }

    /// A point moved along the cubic Bézier from `self` to `other` with control points `self + spatialOut` and
    /// `other + spatialIn`, the amount a fraction of its arc length (z, where there is one, blended linearly); a
    /// straight segment (both tangents zero or missing) as `interpolated(to:amount:)`. lottie-ios's
    /// `KeyframeInterpolator` blends a keyframe with spatial tangents so (`LottieVector3D.interpolate(to:amount:
    /// spatialOutTangent:spatialInTangent:)` → `CGPoint.interpolate(_:outTangent:inTangent:amount:)`, which walks a
    /// fraction of the curve's length), wherever it samples values itself (combined transforms, combined paths),
    /// and After Effects moves along the motion path by arc length (`TranslatedProperty+ArcLength.swift`). The amount
    /// is clamped to 0…1 along the curve, as lottie-ios's walk is.
    func interpolated(to other: [Double], amount: Double, spatialOut: Point?, spatialIn: Point?) -> [Double] {
        let out = spatialOut ?? .zero, inT = spatialIn ?? .zero
        guard count >= 2, other.count == count, out != .zero || inT != .zero,
              [out.x, out.y, inT.x, inT.y].allSatisfy(\.isFinite) else {
            return interpolated(to: other, amount: amount)
        }
        let a = Point(x: self[0], y: self[1]), b = Point(x: other[0], y: other[1])
        var builder = Path.Builder()
        builder.move(to: a)
        builder.cubic(to: b, control1: Point(x: a.x + out.x, y: a.y + out.y), control2: Point(x: b.x + inT.x, y: b.y + inT.y))
        let measure = PathMeasure(builder.build())
        let t = Swift.min(Swift.max(amount, 0), 1)
        guard let p = measure.point(atDistance: t * measure.length) else { return interpolated(to: other, amount: amount) }
        var v = interpolated(to: other, amount: amount)
        v[0] = p.x
        v[1] = p.y
        return v
    }

    /// Bit for bit (0 and −0 differ; NaN is never identical), so `a + (b − a) × t` gives back `a` exactly.
    func isIdentical(to other: [Double]) -> Bool {
        count == other.count && zip(self, other).allSatisfy { $0.isFinite && $0.bitPattern == $1.bitPattern }
    }
}

/// One Lottie keyframe, normalised as lottie-ios decodes it: `inTangent` and `spatialInTangent` are the previous
/// keyframe's `i` and `ti` (the easing into this keyframe), `outTangent` and `spatialOutTangent` this keyframe's
/// `o` and `to`; `isHold` (`h: 1`) holds this keyframe's value until the next one.
struct Keyframe<Value: LottieInterpolatable>: Sendable {
    var time: Double
    var value: Value
    var isHold = false
    var inTangent: Point? = nil
    var outTangent: Point? = nil
    var spatialInTangent: Point? = nil
    var spatialOutTangent: Point? = nil

    func withValue<U>(_ v: U) -> Keyframe<U> {
        Keyframe<U>(time: time, value: v, isHold: isHold, inTangent: inTangent, outTangent: outTangent,
                    spatialInTangent: spatialInTangent, spatialOutTangent: spatialOutTangent)
    }

    /// Same time, hold flag and easing tangents (lottie-ios's `hasSameTimingParameters`).
    func hasSameTiming<U>(as other: Keyframe<U>) -> Bool {
        time == other.time && isHold == other.isHold && inTangent == other.inTangent && outTangent == other.outTangent
    }
}

/// An animatable Lottie property: one keyframe for a static value, or several in time order.
struct KeyframeGroup<Value: LottieInterpolatable>: Sendable {
    var keyframes: [Keyframe<Value>]
    /// The JSON path of the property (for warnings).
    var path: String = ""

    init(keyframes: [Keyframe<Value>], path: String = "") {
        self.keyframes = keyframes
        self.path = path
    }

    init(_ value: Value, path: String = "") {
        self.init(keyframes: [Keyframe(time: 0, value: value)], path: path)
    }

    var isAnimated: Bool { keyframes.count > 1 }

    func map<U>(_ f: (Value) throws -> U) rethrows -> KeyframeGroup<U> {
        KeyframeGroup<U>(keyframes: try keyframes.map { $0.withValue(try f($0.value)) }, path: path)
    }

    /// The value at Lottie frame `frame`, as lottie-ios's `KeyframeInterpolator`: before the first and after the last
    /// keyframe their values; a hold keyframe's value until the next; otherwise the segment's bezier easing (the out
    /// tangent of the first keyframe, the in tangent of the second) applied to the linear progress.
    func value(atFrame frame: Double) -> Value {
        let k = keyframes
        guard let first = k.first, let last = k.last else { fatalError("a keyframe group is never empty") }
        if k.count == 1 || frame <= first.time { return first.value }
        if frame >= last.time { return last.value }
        // The last keyframe at or before `frame` (binary search: sampling a group calls this once per sample).
        var lo = 0, hi = k.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if k[mid].time <= frame { lo = mid } else { hi = mid }
        }
        let a = k[lo], b = k[lo + 1]
        if a.isHold || b.time <= a.time { return a.value }
        let progress = (frame - a.time) / (b.time - a.time)
        let eased = Keyframe<Value>.timingFunction(out: a.outTangent, in: b.inTangent).evaluate(progress)
        return a.value.interpolated(to: b.value, amount: eased, spatialOut: a.spatialOutTangent, spatialIn: b.spatialInTangent)
    }
}

extension KeyframeGroup {
    /// The same motion with its keyframes in ascending time order, for keyframes that descend: a layer played
    /// backwards (time stretch `sr` < 0) has its keyframes written at the frames of its parent where they play,
    /// which descend (Skia's resources/skottie/skottie-time-reverse.json: `sr` −2, `st` 600, keyframes at 599.96 and
    /// −598.04), and a precomp played backwards maps its children's ascending keyframes to descending root frames.
    /// After Effects plays the layer's own timeline backwards: at frame f the value is the one the keyframes give
    /// at the layer's local time (f − st) / sr, so between two keyframes the progress is still
    /// (f − tⱼ) / (tⱼ₊₁ − tⱼ) in the written order — the same arithmetic as lottie-web's `interpolateValue` and
    /// Skottie's `KeyframeAnimator::compute_weight`, which only their search for the segment (ascending times)
    /// keeps from applying. Read in ascending order, segment j runs from tⱼ₊₁ to tⱼ with progress q = 1 − p, so:
    ///
    /// ```
    /// written     t₀ = 10 ─(o₀, i₁)→ t₁ = 0          value v₀ at 10, v₁ at 0, eased by E(p)
    /// ascending   t = 0 ─(1 − i₁, 1 − o₀)→ t = 10    value v₁ at 0, v₀ at 10, eased by 1 − E(1 − q)
    /// ```
    ///
    /// - the easing of a segment, the bezier (o, i), becomes its point reflection (1 − i, 1 − o), which is
    ///   1 − E(1 − q) exactly: each keyframe's new out tangent is 1 − its in tangent, and the reverse;
    /// - a spatial segment P₀ = vⱼ + to, P₂ = vⱼ₊₁ + ti is the same curve walked the other way: each keyframe's
    ///   `ti` and `to` swap;
    /// - a hold keyframe j holds vⱼ until the next in the written order, so over (tⱼ₊₁, tⱼ] in ascending time: a
    ///   hold keyframe (tⱼ₊₁, vⱼ) is added after keyframe j + 1, which at exactly tⱼ₊₁ already shows vⱼ (one
    ///   instant earlier than the written order, where vⱼ₊₁ shows at tⱼ₊₁ itself).
    func reversedInTime() -> KeyframeGroup {
        let k = keyframes
        guard k.count > 1 else { return self }
        func reflected(_ p: Point?) -> Point? { p.map { Point(x: 1 - $0.x, y: 1 - $0.y) } }
        var out: [Keyframe<Value>] = []
        out.reserveCapacity(k.count)
        for j in k.indices.reversed() {
            let old = k[j]
            var kf = old
            kf.isHold = false
            kf.outTangent = reflected(old.inTangent)
            kf.inTangent = reflected(old.outTangent)
            kf.spatialOutTangent = old.spatialInTangent
            kf.spatialInTangent = old.spatialOutTangent
            // The segment that starts here in ascending order is written segment j − 1 (from k[j − 1] to k[j]).
            if j > 0, k[j - 1].isHold {
                kf.isHold = true
                out.append(kf)
                var held = k[j - 1]
                held.time = old.time
                held.isHold = true
                held.inTangent = nil; held.outTangent = nil
                held.spatialInTangent = nil; held.spatialOutTangent = nil
                out.append(held)
                continue
            }
            out.append(kf)
        }
        return KeyframeGroup(keyframes: out, path: path)
    }
}

extension Keyframe {
    /// The timing function of the segment that starts with a keyframe whose out tangent is `out` and ends with one
    /// whose in tangent is `in` (lottie-ios: missing tangents are (0, 0) and (1, 1), i.e. linear).
    static func timingFunction(out: Point?, in inTangent: Point?) -> TimingFunction {
        let c1 = out ?? .zero, c2 = inTangent ?? Point(x: 1, y: 1)
        return TimingFunction(controlPoints: c1.x, c1.y, c2.x, c2.y)
    }
}

/// Combining several properties into one keyframe group (lottie-ios's `Keyframes.combined`): when every animated
/// group has the same keyframe times and easings, their keyframes are zipped; otherwise the values are sampled every
/// 0.1 frame as hold keyframes.
enum Keyframes {
    /// The sampling step of a manual combination, Lottie frames (lottie-ios's `stride(…, by: 0.1)`).
    static let samplingStep = 0.1

    /// The combined group, or `nil` when sampling it would take more than `maximumSamples` keyframes (keyframes
    /// spread over a very long span: the caller reports the limit). `wholeFrames`: sampled at every whole frame
    /// through the last keyframe instead (what After Effects renders; for values too costly to sample finer).
    static func combined<V, R: LottieInterpolatable>(_ groups: [KeyframeGroup<V>], forceManual: Bool = false,
                                                     wholeFrames: Bool = false, maximumSamples: Int,
                                                     _ make: ([V]) -> R) -> KeyframeGroup<R>? {
        let animating = groups.filter { $0.isAnimated }
        let base = animating.first ?? groups[0]
        let sameTiming = animating.allSatisfy { g in
            g.keyframes.count == base.keyframes.count
                && zip(g.keyframes, base.keyframes).allSatisfy { $0.hasSameTiming(as: $1) }
        }
        if !forceManual && sameTiming {
            var out: [Keyframe<R>] = []
            for (i, kf) in base.keyframes.enumerated() {
                let values = groups.map { $0.keyframes.count == 1 ? $0.keyframes[0].value : $0.keyframes[i].value }
                out.append(kf.withValue(make(values)))
            }
            return KeyframeGroup(keyframes: out, path: base.path)
        }
        let times = groups.flatMap { $0.keyframes.map(\.time) }
        var lo = times.min() ?? 0, hi = times.max() ?? 0
        if wholeFrames { lo = lo.rounded(.down); hi = hi.rounded(.up) }
        let step = wholeFrames ? 1 : samplingStep
        guard (hi - lo) / step <= Double(maximumSamples) else { return nil }
        var out: [Keyframe<R>] = []
        // stride(from:to:by:) as lottie-ios: the last sample is before `hi` (whole frames: through `hi`).
        for t in wholeFrames ? Array(Swift.stride(from: lo, through: hi, by: step)) : Array(Swift.stride(from: lo, to: hi, by: step)) {
            out.append(Keyframe(time: t, value: make(groups.map { $0.value(atFrame: t) }), isHold: true))
        }
        if out.isEmpty { out.append(Keyframe(time: lo, value: make(groups.map { $0.value(atFrame: lo) }))) }
        return KeyframeGroup(keyframes: out, path: base.path)
    }
}
