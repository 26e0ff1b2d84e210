import Geometry

/// A keyframe animation prepared for evaluation: key times resolved (paced ones computed once), the path split into
/// segments.
struct CompiledKeyframes: Sendable {
    let animation: KeyframeAnimation
    let values: [AnimatableValue]
    /// Resolved key times: as given, else one per value (discrete: slot starts, plus the end); paced ones computed.
    private(set) var keyTimes: [Double]
    /// The key times the spline's tangents are scaled with (`cubicPaced`: the chord-length ones).
    private(set) var splineTimes: [Double]
    /// `cubicPaced` only: per segment, the spline's arc length at 33 evenly spaced parameters.
    private(set) var arcTables: [[Double]]? = nil
    let track: PathTrack?
    /// Per segment between two path values of different structure: their morph, normalised once.
    private(set) var morphs: [PathMorphPair?] = []

    init(_ a: KeyframeAnimation) {
        animation = a
        if let p = a.path {
            let t = PathTrack(p)
            track = t
            values = t.points.map { .point($0) }
        } else {
            track = nil
            values = a.values
        }
        let n = values.count
        let values = values
        // A discrete animation never interpolates: no morphs (a sampled path's hold keyframes would each cost one).
        morphs = a.calculationMode == .discrete ? [] : values.indices.dropLast().map { i -> PathMorphPair? in
            guard case .path(let from) = values[i], case .path(let to) = values[i + 1],
                  PathMorph.auto.needsNormalization(from: from, to: to) else { return nil }
            return PathMorphPair(from: from, to: to)
        }
        switch a.calculationMode {
        case .discrete:
            if let kt = a.keyTimes {
                keyTimes = kt
            } else {
                keyTimes = (0...n).map { Double($0) / Double(max(n, 1)) }
            }
        case .paced, .cubicPaced:
            var d: [Double] = [0]
            for i in 1..<max(n, 1) {
                let dist = track?.segmentLength(i - 1) ?? values[i - 1].distance(to: values[i])
                d.append(d[i - 1] + dist)
            }
            let total = d.last ?? 0
            keyTimes = total > 0 ? d.map { $0 / total } : CompiledKeyframes.uniform(n)
        case .linear, .cubic:
            keyTimes = a.keyTimes ?? CompiledKeyframes.uniform(n)
        }
        splineTimes = keyTimes
        // cubicPaced without a path: constant speed along the spline itself. The spline is built on chord-length key
        // times; its segments' arc lengths (sampled) then give the final key times and, inside each segment, the
        // parameter for a fraction of the length.
        if a.calculationMode == .cubicPaced && track == nil && n > 2 {
            var tables: [[Double]] = []
            for i in 0..<(n - 1) {
                var acc: [Double] = [0]
                var prev = values[i]
                for k in 1...32 {
                    guard let v = hermite(segment: i, u: Double(k) / 32) else { return }
                    acc.append(acc[k - 1] + prev.distance(to: v))
                    prev = v
                }
                tables.append(acc)
            }
            var d: [Double] = [0]
            for t in tables { d.append(d[d.count - 1] + t[32]) }
            guard let total = d.last, total > 0 else { return }
            keyTimes = d.map { $0 / total }
            arcTables = tables
        }
    }

    /// `cubicPaced`: the spline parameter at which a fraction `f` of segment `i`'s arc length is covered.
    private func splineParameter(segment i: Int, fraction f: Double) -> Double {
        guard let tables = arcTables, i < tables.count else { return f }
        let table = tables[i]
        let target = f * table[32]
        guard table[32] > 0 else { return f }
        var k = 1
        while k < 32 && table[k] < target { k += 1 }
        let l0 = table[k - 1], l1 = table[k]
        return (Double(k - 1) + (l1 > l0 ? (target - l0) / (l1 - l0) : 0)) / 32
    }

    static func uniform(_ n: Int) -> [Double] {
        n <= 1 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
    }

    /// The segment of the key times that progress `t` falls in, as Core Animation picks it (reference §4): the
    /// first `i` with `keyTimes[i + 1] > t`, else the last; with fewer than two key times, one segment over 0…1.
    /// Also its start and end.
    func segment(atProgress t: Double) -> (index: Int, start: Double, end: Double) {
        let k = keyTimes.count
        guard k >= 2 else { return (0, 0, 1) }
        var i = 0
        while i < k - 2 && !(keyTimes[i + 1] > t) { i += 1 }
        return (i, keyTimes[i], keyTimes[i + 1])
    }

    /// The value at animation progress `t` (after the animation's own timing function), before cumulative and
    /// additive. Also the path tangent angle for `rotationMode`. `nil` when the animation has no effect.
    ///
    /// Core Animation's rule for any counts (reference §4): the segment comes from the key times alone and indexes
    /// the values clamped to the last one (`values[min(i, n − 1)]` and `values[min(i + 1, n − 1)]`); a discrete
    /// animation shows the first of them. So key times that do not fit the values are not an error at run time: a
    /// discrete animation with as many key times as values never shows its last value (its last slot ends at the
    /// last key time and the one before holds after it), and one with a single value and no path changes nothing —
    /// Core Animation returns before applying a keyframe animation with fewer than two values.
    func value(atProgress t: Double) -> (value: AnimatableValue, angle: Double?)? {
        var out: (value: AnimatableValue, angle: Double?)? = nil
        withValue(atProgress: t) { out = ($0, $1) }
        return out
    }

    /// `value(atProgress:)` handed to `body` where it is (a keyframe value is not copied out of `values`, a computed
    /// one is made once): the value and the angle, or no call when the animation has no effect. A value moved
    /// through optionals and tuples is copied whole at every step (an `AnimatableValue` is 129 bytes, for its
    /// transform case), which was a tenth of a small Lottie file's frame (docs/lottie-speed.md, round 9).
    @inline(__always)
    func withValue(atProgress t: Double, _ body: (AnimatableValue, Double?) -> Void) {
        let n = values.count
        guard n > 0 else { return }
        if n == 1 {
            guard let track else { return }
            return body(values[0], track.angle(segment: 0, u: 0))
        }
        let t = min(max(t, 0), 1)
        let (s, start, end) = segment(atProgress: t)
        let i = min(s, n - 1), j = min(s + 1, n - 1)
        if animation.calculationMode == .discrete {
            return body(values[i], track.map { $0.angle(segment: max(i - 1, 0), u: i == 0 ? 0 : 1) })
        }
        let span = end - start
        var u = span > 0 ? min(max((t - start) / span, 0), 1) : 1
        let eases = animation.calculationMode == .linear || animation.calculationMode == .cubic
        if eases, let tfs = animation.timingFunctions, s < tfs.count { u = tfs[s].evaluate(u) }
        if i == j { return body(values[i], track.map { $0.angle(segment: n - 2, u: 1) }) }
        if let track {
            let paced = animation.calculationMode == .paced || animation.calculationMode == .cubicPaced || animation.followsArcLength
            let p = paced ? track.parameter(segment: i, fraction: u) : u
            return body(.point(track.point(segment: i, u: p)), track.angle(segment: i, u: p))
        }
        // Core Animation snaps to the keyframe values within 0.001 of a segment's ends (reference §4).
        if abs(u) < 0.001 { return body(values[i], nil) }
        if abs(u - 1) < 0.001 { return body(values[j], nil) }
        let cubic = animation.calculationMode == .cubic || animation.calculationMode == .cubicPaced
        if cubic && n > 2, let v = hermite(segment: i, u: splineParameter(segment: i, fraction: u)) { return body(v, nil) }
        if i < morphs.count, let m = morphs[i] { return body(.path(m.path(at: u)), nil) }
        body(values[i].interpolated(to: values[j], amount: u), nil)
    }

    /// Kochanek–Bartels spline value in segment `i` at `u` (reference §4). Ends: the missing neighbour value is
    /// extrapolated linearly (P₋₁ = 2P₀ − P₁), as the key times are. Tangents are scaled for uneven key times
    /// (the standard KB time adjustment 2Δᵢ/(Δᵢ₋₁ + Δᵢ)). `nil` for value types without linear arithmetic
    /// (transforms, paths of different structure), which fall back to linear.
    private func hermite(segment i: Int, u: Double) -> AnimatableValue? {
        let n = values.count
        // Key times that do not fit the values (an animation built in code and never validated): no spline.
        guard splineTimes.count == n else { return nil }
        func p(_ j: Int) -> AnimatableValue? {
            if j < 0 { return combine([(2, values[0]), (-1, values[1])]) }
            if j >= n { return combine([(2, values[n - 1]), (-1, values[n - 2])]) }
            return values[j]
        }
        let keyTimes = splineTimes
        func k(_ j: Int) -> Double {
            if j < 0 { return 2 * keyTimes[0] - keyTimes[1] }
            if j >= n { return 2 * keyTimes[n - 1] - keyTimes[n - 2] }
            return keyTimes[j]
        }
        func kb(_ array: [Double]?, _ j: Int) -> Double {
            guard let array, j >= 0, j < array.count else { return 0 }
            return array[j]
        }
        guard let p0 = p(i - 1), let p1 = p(i), let p2 = p(i + 1), let p3 = p(i + 2) else { return nil }
        let a = animation
        // Outgoing tangent at P_i (uses key i's t/c/b).
        let (ti, ci, bi) = (kb(a.tensionValues, i), kb(a.continuityValues, i), kb(a.biasValues, i))
        let outA = (1 - ti) * (1 + bi) * (1 + ci) / 2, outB = (1 - ti) * (1 - bi) * (1 - ci) / 2
        // Incoming tangent at P_{i+1} (uses key i+1's t/c/b).
        let (tj, cj, bj) = (kb(a.tensionValues, i + 1), kb(a.continuityValues, i + 1), kb(a.biasValues, i + 1))
        let inA = (1 - tj) * (1 + bj) * (1 - cj) / 2, inB = (1 - tj) * (1 - bj) * (1 + cj) / 2
        let dPrev = k(i) - k(i - 1), d = k(i + 1) - k(i), dNext = k(i + 2) - k(i + 1)
        let sOut = dPrev + d > 0 ? 2 * d / (dPrev + d) : 1
        let sIn = d + dNext > 0 ? 2 * d / (d + dNext) : 1
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        // value = h00 P1 + h10 T1 + h01 P2 + h11 T2 with
        // T1 = sOut (outA (P1 − P0) + outB (P2 − P1)), T2 = sIn (inA (P2 − P1) + inB (P3 − P2)).
        let c0 = -h10 * sOut * outA
        let c1 = h00 + h10 * sOut * (outA - outB) - h11 * sIn * inA
        let c2 = h01 + h10 * sOut * outB + h11 * sIn * (inA - inB)
        let c3 = h11 * sIn * inB
        return combine([(c0, p0), (c1, p1), (c2, p2), (c3, p3)])
    }
}

/// `Σ wᵢ vᵢ` for value types with linear arithmetic; `nil` otherwise.
func combine(_ terms: [(Double, AnimatableValue)]) -> AnimatableValue? {
    var sum: AnimatableValue? = nil
    for (w, v) in terms {
        guard let s = v.scaled(by: w) else { return nil }
        if let acc = sum {
            guard acc.isAddable(with: s) else { return nil }
            sum = acc.adding(s)
        } else {
            sum = s
        }
    }
    return sum
}
