import Foundation
import Geometry

/// How a keyframe animation computes values between keyframes (`CAAnimationCalculationMode`).
public enum CalculationMode: String, Sendable, Hashable, CaseIterable {
    /// Straight interpolation between neighbouring values (the default).
    case linear
    /// No interpolation: each value holds for its slot.
    case discrete
    /// Linear, with key times recomputed so the value moves at constant speed (keyTimes and timingFunctions ignored).
    case paced
    /// A Kochanek–Bartels spline through the values (Catmull-Rom with the default tension/continuity/bias of 0).
    case cubic
    /// `cubic` with key times recomputed for constant speed.
    case cubicPaced
}

/// Whether a layer moving along a keyframe `path` turns to follow it (`CAAnimationRotationMode`).
public enum RotationMode: String, Sendable, Hashable, CaseIterable {
    /// Rotates by the path's tangent angle.
    case auto
    /// Rotates by the tangent angle plus π.
    case autoReverse
}

/// `CAKeyframeAnimation` (reference §4): values at key times, or a path for `position`.
public struct KeyframeAnimation: Sendable, Hashable {
    public var keyPath: String
    /// The keyframe values. Ignored when `path` is set.
    public var values: [AnimatableValue] = []
    /// Fractions of the duration (0…1), non-decreasing, one per value (one more than the values for `discrete`
    /// is also accepted, as Apple documents). `nil`: evenly spaced.
    public var keyTimes: [Double]? = nil
    /// One per segment (`values.count − 1`); `timingFunctions[i]` eases the local progress of segment `i`.
    /// Ignored by `discrete`, `paced` and `cubicPaced`.
    public var timingFunctions: [TimingFunction]? = nil
    public var calculationMode: CalculationMode = .linear
    /// Kochanek–Bartels parameters per keyframe for `cubic` / `cubicPaced`, each in −1…1; missing entries are 0.
    public var tensionValues: [Double]? = nil
    public var continuityValues: [Double]? = nil
    public var biasValues: [Double]? = nil
    /// A path for a point-valued key path (`position`): each element after the first move is one keyframe, and the
    /// value moves along the element's curve. Overrides `values`.
    public var path: Path? = nil
    /// With `path`: turn the layer along the path's tangent (concatenated onto `transform`).
    public var rotationMode: RotationMode? = nil
    public var timing = MediaTiming()
    /// Eases the animation's whole progress before the keyframes are looked up (`nil` is exactly linear).
    public var timingFunction: TimingFunction? = nil
    public var isRemovedOnCompletion = true
    public var isAdditive = false
    public var isCumulative = false

    public init(keyPath: String, values: [AnimatableValue] = []) {
        self.keyPath = keyPath
        self.values = values
    }
}

/// Why a keyframe animation's arrays do not fit together.
public enum KeyframeError: Error, Equatable, Sendable, CustomStringConvertible {
    case keyTimesCount(expected: String, got: Int)
    case keyTimesNotIncreasing(index: Int)
    case keyTimeOutOfRange(index: Int)
    case timingFunctionsCount(expected: Int, got: Int)
    case kbCount(name: String, expected: Int, got: Int)
    case kbOutOfRange(name: String, index: Int)
    case rotationModeWithoutPath

    public var description: String {
        switch self {
        case .keyTimesCount(let e, let g): "keyTimes: expected \(e) entries (one per value), got \(g)"
        case .keyTimesNotIncreasing(let i): "keyTimes[\(i)]: key times must not decrease"
        case .keyTimeOutOfRange(let i): "keyTimes[\(i)]: expected a number in 0…1"
        case .timingFunctionsCount(let e, let g): "timingFunctions: expected \(e) (one per segment), got \(g)"
        case .kbCount(let n, let e, let g): "\(n): expected \(e) entries (one per value), got \(g)"
        case .kbOutOfRange(let n, let i): "\(n)[\(i)]: expected a number in -1…1"
        case .rotationModeWithoutPath: "rotationMode: needs a path (Core Animation leaves it undefined without one)"
        }
    }
}

extension KeyframeAnimation {
    /// The number of keyframes: the path's keyframe points, else `values.count`.
    public var keyframeCount: Int { path.map { PathTrack($0).points.count } ?? values.count }

    /// Checks the arrays against each other (reference §4): key times in 0…1, non-decreasing, one per keyframe (or
    /// one more for `discrete`); one timing function per segment; tension/continuity/bias one per keyframe in −1…1;
    /// `rotationMode` only with a path.
    public func validate() throws(KeyframeError) {
        let n = keyframeCount
        if let kt = keyTimes {
            let ok = kt.count == n || (calculationMode == .discrete && kt.count == n + 1)
            if !ok {
                throw .keyTimesCount(expected: calculationMode == .discrete ? "\(n) or \(n + 1)" : "\(n)", got: kt.count)
            }
            for (i, k) in kt.enumerated() {
                if !(k >= 0 && k <= 1) { throw .keyTimeOutOfRange(index: i) }
                if i > 0 && k < kt[i - 1] { throw .keyTimesNotIncreasing(index: i) }
            }
        }
        if let tf = timingFunctions, tf.count != max(n - 1, 0) {
            throw .timingFunctionsCount(expected: max(n - 1, 0), got: tf.count)
        }
        for (name, array) in [("tensionValues", tensionValues), ("continuityValues", continuityValues),
                              ("biasValues", biasValues)] {
            guard let array else { continue }
            if array.count != n { throw .kbCount(name: name, expected: n, got: array.count) }
            for (i, v) in array.enumerated() where !(v >= -1 && v <= 1) { throw .kbOutOfRange(name: name, index: i) }
        }
        if rotationMode != nil && path == nil { throw .rotationModeWithoutPath }
    }
}

// MARK: Evaluation

/// A keyframe animation prepared for evaluation: key times resolved (paced ones computed once), the path split into
/// segments.
struct CompiledKeyframes: Sendable {
    let animation: KeyframeAnimation
    let values: [AnimatableValue]
    /// Resolved key times, one per value (discrete: slot starts, plus the end).
    private(set) var keyTimes: [Double]
    /// The key times the spline's tangents are scaled with (`cubicPaced`: the chord-length ones).
    private(set) var splineTimes: [Double]
    /// `cubicPaced` only: per segment, the spline's arc length at 33 evenly spaced parameters.
    private(set) var arcTables: [[Double]]? = nil
    let track: PathTrack?

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

    /// The value at animation progress `t` (after the animation's own timing function), before cumulative and
    /// additive. Also the path tangent angle for `rotationMode`.
    func value(atProgress t: Double) -> (value: AnimatableValue, angle: Double?)? {
        let a = animation
        let n = values.count
        guard n > 0 else { return nil }
        if n == 1 { return (values[0], track.map { $0.angle(segment: 0, u: 0) }) }
        let t = min(max(t, 0), 1)
        if a.calculationMode == .discrete {
            // Slot i holds values[i] from keyTimes[i] to keyTimes[i + 1].
            var i = 0
            while i + 1 < n && keyTimes[i + 1] <= t { i += 1 }
            return (values[i], track.map { $0.angle(segment: max(i - 1, 0), u: i == 0 ? 0 : 1) })
        }
        // Segment i: the first with keyTimes[i + 1] > t, else the last.
        var i = 0
        while i < n - 2 && !(keyTimes[i + 1] > t) { i += 1 }
        let span = keyTimes[i + 1] - keyTimes[i]
        var u = span > 0 ? min(max((t - keyTimes[i]) / span, 0), 1) : 1
        let eases = a.calculationMode == .linear || a.calculationMode == .cubic
        if eases, let tfs = a.timingFunctions, i < tfs.count { u = tfs[i].evaluate(u) }
        if let track {
            let paced = a.calculationMode == .paced || a.calculationMode == .cubicPaced
            let s = paced ? track.parameter(segment: i, fraction: u) : u
            return (.point(track.point(segment: i, u: s)), track.angle(segment: i, u: s))
        }
        // Core Animation snaps to the keyframe values within 0.001 of a segment's ends (reference §4).
        if abs(u) < 0.001 { return (values[i], nil) }
        if abs(u - 1) < 0.001 { return (values[i + 1], nil) }
        let cubic = a.calculationMode == .cubic || a.calculationMode == .cubicPaced
        if cubic && n > 2, let v = hermite(segment: i, u: splineParameter(segment: i, fraction: u)) { return (v, nil) }
        return (values[i].interpolated(to: values[i + 1], amount: u), nil)
    }

    /// Kochanek–Bartels spline value in segment `i` at `u` (reference §4). Ends: the missing neighbour value is
    /// extrapolated linearly (P₋₁ = 2P₀ − P₁), as the key times are. Tangents are scaled for uneven key times
    /// (the standard KB time adjustment 2Δᵢ/(Δᵢ₋₁ + Δᵢ)). `nil` for value types without linear arithmetic
    /// (transforms, paths of different structure), which fall back to linear.
    private func hermite(segment i: Int, u: Double) -> AnimatableValue? {
        let n = values.count
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

extension AnimatableValue {
    /// The distance `paced` modes use between two keyframe values: Euclidean over the components (numbers,
    /// points, sizes, rects, colours, arrays of equal count); 1 for values without a metric, so those fall back to
    /// even spacing. Core Animation's metric for non-point types is UNCONFIRMED.
    func distance(to other: AnimatableValue) -> Double {
        func e(_ a: [Double], _ b: [Double]) -> Double {
            zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
        }
        switch (self, other) {
        case (.number(let a), .number(let b)): return abs(a - b)
        case (.point(let a), .point(let b)): return a.distance(to: b)
        case (.size(let a), .size(let b)): return e([a.width, a.height], [b.width, b.height])
        case (.rect(let a), .rect(let b)):
            return e([a.origin.x, a.origin.y, a.width, a.height], [b.origin.x, b.origin.y, b.width, b.height])
        case (.color(let a), .color(let b)):
            return e([a.red, a.green, a.blue, a.alpha], [b.red, b.green, b.blue, b.alpha])
        case (.numbers(let a), .numbers(let b)) where a.count == b.count: return e(a, b)
        case (.colors(let a), .colors(let b)) where a.count == b.count:
            return e(a.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }, b.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })
        default: return 1
        }
    }
}

/// A path split into keyframe segments for path-based keyframe animations: the first point, then one segment per
/// element after it (a later `move` is a jump, a `close` a line back to the sub-path's start).
struct PathTrack: Sendable {
    enum Segment: Sendable {
        case jump(Point)
        case line(Point, Point)
        case quad(Point, Point, Point)
        case cubic(Point, Point, Point, Point)
    }

    private(set) var points: [Point] = []
    private(set) var segments: [Segment] = []
    /// Per segment: arc length at 64 evenly spaced parameters (for paced motion).
    private var lengths: [[Double]] = []

    init(_ path: Path) {
        var current = Point.zero, start = Point.zero
        for (index, e) in path.elements.enumerated() {
            switch e {
            case .move(let p):
                if index == 0 { points.append(p) } else { segments.append(.jump(p)); points.append(p) }
                current = p; start = p
            case .line(let p):
                if points.isEmpty { points.append(current) }
                segments.append(.line(current, p)); points.append(p); current = p
            case .quad(let c, let p):
                if points.isEmpty { points.append(current) }
                segments.append(.quad(current, c, p)); points.append(p); current = p
            case .cubic(let c1, let c2, let p):
                if points.isEmpty { points.append(current) }
                segments.append(.cubic(current, c1, c2, p)); points.append(p); current = p
            case .close:
                if points.isEmpty { points.append(current) }
                segments.append(.line(current, start)); points.append(start); current = start
            }
        }
        lengths = segments.map { seg in
            var acc: [Double] = [0]
            var prev = PathTrack.point(seg, 0)
            for k in 1...64 {
                let q = PathTrack.point(seg, Double(k) / 64)
                if case .jump = seg { acc.append(0) } else { acc.append(acc[k - 1] + prev.distance(to: q)) }
                prev = q
            }
            return acc
        }
    }

    static func point(_ s: Segment, _ u: Double) -> Point {
        let v = 1 - u
        switch s {
        case .jump(let p): return p
        case .line(let a, let b): return a + (b - a) * u
        case .quad(let a, let c, let b): return a * (v * v) + c * (2 * v * u) + b * (u * u)
        case .cubic(let a, let c1, let c2, let b):
            return a * (v * v * v) + c1 * (3 * v * v * u) + c2 * (3 * v * u * u) + b * (u * u * u)
        }
    }

    static func tangent(_ s: Segment, _ u: Double) -> Point {
        let v = 1 - u
        switch s {
        case .jump: return .zero
        case .line(let a, let b): return b - a
        case .quad(let a, let c, let b): return (c - a) * (2 * v) + (b - c) * (2 * u)
        case .cubic(let a, let c1, let c2, let b):
            return (c1 - a) * (3 * v * v) + (c2 - c1) * (6 * v * u) + (b - c2) * (3 * u * u)
        }
    }

    func point(segment i: Int, u: Double) -> Point {
        guard i < segments.count else { return points.last ?? .zero }
        return PathTrack.point(segments[i], u)
    }

    /// The tangent angle (radians, atan2(dy, dx)) of segment `i` at `u`; a degenerate tangent falls back to the
    /// chord, then to 0.
    func angle(segment i: Int, u: Double) -> Double {
        guard i < segments.count else { return 0 }
        var d = PathTrack.tangent(segments[i], u)
        if d.x == 0 && d.y == 0 { d = PathTrack.point(segments[i], 1) - PathTrack.point(segments[i], 0) }
        if d.x == 0 && d.y == 0 { return 0 }
        return atan2(d.y, d.x)
    }

    func segmentLength(_ i: Int) -> Double { i < lengths.count ? lengths[i][64] : 0 }

    /// The Bézier parameter at which a fraction `f` of segment `i`'s arc length is covered (for paced motion).
    func parameter(segment i: Int, fraction f: Double) -> Double {
        guard i < lengths.count else { return f }
        let table = lengths[i]
        let total = table[64]
        guard total > 0 else { return f }
        let target = f * total
        var k = 1
        while k < 64 && table[k] < target { k += 1 }
        let l0 = table[k - 1], l1 = table[k]
        let frac = l1 > l0 ? (target - l0) / (l1 - l0) : 0
        return (Double(k - 1) + frac) / 64
    }
}
