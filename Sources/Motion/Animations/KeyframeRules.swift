/// Core Animation's rules for how a keyframe animation's arrays fit together (reference §4), in one place: the
/// scene reader applies them entry by entry (to name the offending JSON path), lint applies them to animations
/// as written (and warns, beyond them, when a discrete animation's key times are not one more than its values, the
/// only count with which Core Animation shows every value), and `KeyframeAnimation.validate()` applies them to
/// animations built in code. Evaluation does not depend on them: `KeyframeAnimation` follows Core Animation for any
/// counts.
///
/// - key times: one per keyframe (`discrete`: that many, or one more), each in 0…1, never decreasing;
/// - timing functions: one per segment (keyframes − 1);
/// - tension, continuity and bias (`cubic`): one per keyframe, each in −1…1;
/// - `rotationMode` only with a `path`.
public enum KeyframeRules {
    /// Whether `count` key times fit `keyframes` keyframes in `mode`.
    public static func keyTimesCountFits(_ count: Int, keyframes: Int, mode: CalculationMode) -> Bool {
        count == keyframes || (mode == .discrete && count == keyframes + 1)
    }

    /// The number of key times `keyframes` keyframes take in `mode`, as messages write it (`"3"`, `"3 or 4"`).
    public static func expectedKeyTimes(keyframes: Int, mode: CalculationMode) -> String {
        mode == .discrete ? "\(keyframes) or \(keyframes + 1)" : "\(keyframes)"
    }

    /// What is wrong with one key time.
    public enum KeyTimeProblem: Sendable, Equatable {
        case outOfRange
        /// Smaller than the one before it.
        case decreasing
    }

    /// The problem of `times[i]` given the key times before it, or `nil`.
    public static func problem(ofKeyTime i: Int, in times: [Double]) -> KeyTimeProblem? {
        let t = times[i]
        if !(t >= 0 && t <= 1) { return .outOfRange }
        if i > 0 && t < times[i - 1] { return .decreasing }
        return nil
    }

    /// The first key time with a problem, or `nil` when they all fit.
    public static func firstProblem(in times: [Double]) -> (index: Int, problem: KeyTimeProblem)? {
        for i in times.indices {
            if let p = problem(ofKeyTime: i, in: times) { return (i, p) }
        }
        return nil
    }

    /// Timing functions `keyframes` keyframes take: one per segment.
    public static func timingFunctionCount(keyframes: Int) -> Int { max(keyframes - 1, 0) }

    /// Whether a tension, continuity or bias value is in −1…1.
    public static func isValidKochanekBartels(_ v: Double) -> Bool { v >= -1 && v <= 1 }

    /// Whether a `calculationMode` places keyframes by distance and ignores `keyTimes` and `timingFunctions`.
    public static func isPaced(_ mode: CalculationMode) -> Bool { mode == .paced || mode == .cubicPaced }
}
