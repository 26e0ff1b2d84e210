import Geometry

/// `CAKeyframeAnimation` (reference §4): values at key times, or a path for `position`.
public struct KeyframeAnimation: Sendable, Hashable {
    public var keyPath: String
    /// The keyframe values. Ignored when `path` is set.
    public var values: [AnimatableValue] = []
    /// Fractions of the duration (0…1), non-decreasing, one per value (one more than the values for `discrete`
    /// is also accepted, as Apple documents). `nil`: evenly spaced.
    ///
    /// Evaluation follows Core Animation for any counts (`validate()` rejects the ones Apple does not document):
    /// the key times alone pick the segment (the first `i` with `keyTimes[i + 1] > t`, else the last) and the
    /// values are indexed clamped to the last one. So a `discrete` animation shows `values[i]` from key time `i` to
    /// `i + 1`; with as many key times as values its last value is never shown (the one before holds after the
    /// last key time). A keyframe animation with fewer than two values (and no `path`) changes nothing: Core
    /// Animation skips it and the layer shows what it would without it.
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
    /// With `path` in `linear` or `cubic` mode: whether the (eased) progress through each element is a fraction of
    /// the element's arc length, so the value moves at the speed the timing function gives, as After Effects moves a
    /// layer along a spatial Bézier (lottie-web's `getValueAtCurrentTime` walks the keyframe's bezier by
    /// `segmentLength × percent`). `false` (Core Animation, reference §4): the progress is the Bézier parameter, so
    /// the speed varies along a curve; `paced` and `cubicPaced` always follow the arc length.
    public var followsArcLength = false
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

extension KeyframeAnimation {
    /// The number of keyframes: the path's keyframe points, else `values.count`.
    public var keyframeCount: Int { path.map { PathTrack($0).points.count } ?? values.count }

    /// Checks the arrays against each other (reference §4): key times in 0…1, non-decreasing, one per keyframe (or
    /// one more for `discrete`); one timing function per segment; tension/continuity/bias one per keyframe in −1…1;
    /// `rotationMode` only with a path.
    public func validate() throws(KeyframeError) {
        let n = keyframeCount
        if let kt = keyTimes {
            guard KeyframeRules.keyTimesCountFits(kt.count, keyframes: n, mode: calculationMode) else {
                throw .keyTimesCount(expected: KeyframeRules.expectedKeyTimes(keyframes: n, mode: calculationMode), got: kt.count)
            }
            switch KeyframeRules.firstProblem(in: kt) {
            case (let i, .outOfRange)?: throw .keyTimeOutOfRange(index: i)
            case (let i, .decreasing)?: throw .keyTimesNotIncreasing(index: i)
            case nil: break
            }
        }
        if let tf = timingFunctions, tf.count != KeyframeRules.timingFunctionCount(keyframes: n) {
            throw .timingFunctionsCount(expected: KeyframeRules.timingFunctionCount(keyframes: n), got: tf.count)
        }
        for (name, array) in [("tensionValues", tensionValues), ("continuityValues", continuityValues),
                              ("biasValues", biasValues)] {
            guard let array else { continue }
            if array.count != n { throw .kbCount(name: name, expected: n, got: array.count) }
            if let i = array.firstIndex(where: { !KeyframeRules.isValidKochanekBartels($0) }) {
                throw .kbOutOfRange(name: name, index: i)
            }
        }
        if rotationMode != nil && path == nil { throw .rotationModeWithoutPath }
    }
}
