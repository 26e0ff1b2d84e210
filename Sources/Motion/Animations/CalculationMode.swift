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
