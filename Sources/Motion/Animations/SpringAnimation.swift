import Foundation

/// `CASpringAnimation` (reference §6): a basic animation whose progress follows a damped spring.
///
/// `value = from + (to − from) · p_spring(duration × p)`, where `p` is the eased progress; `p ≤ 0` / `p ≥ 1` snap to
/// exactly from / to as for basic animations, so a duration shorter than the settling duration jumps to `to` at the
/// end. A `duration` ≤ 0 means `settlingDuration` (an extension: Core Animation's default is 0.25 s, but the scene
/// format and the perceptual initializer make the spring run until it settles).
public struct SpringAnimation: Sendable, Hashable {
    public var keyPath: String
    public var fromValue: AnimatableValue? = nil
    public var toValue: AnimatableValue? = nil
    public var byValue: AnimatableValue? = nil
    public var timing = MediaTiming()
    /// Warps time before the spring (`nil` is exactly linear).
    public var timingFunction: TimingFunction? = nil
    public var isRemovedOnCompletion = true
    public var isAdditive = false
    public var isCumulative = false

    /// Mass of the object on the spring (default 1; Core Animation's setter turns ≤ 0 into 1).
    public var mass: Double = 1 { didSet { if !(mass > 0) { mass = 1 } } }
    /// Spring stiffness (default 100; ≤ 0 → 100).
    public var stiffness: Double = 100 { didSet { if !(stiffness > 0) { stiffness = 100 } } }
    /// Damping (default 10; < 0 → 10).
    public var damping: Double = 10 { didSet { if !(damping >= 0) { damping = 10 } } }
    /// Initial velocity in fractions of the from → to distance per second, positive toward the target.
    public var initialVelocity: Double = 0
    /// With `false`, a damping ratio above 1 is treated as critically damped (Core Animation's default).
    public var allowsOverdamping = false

    public init(keyPath: String) {
        self.keyPath = keyPath
    }

    /// `init(perceptualDuration:bounce:)` (iOS 17): stiffness `(2π/D)²`, damping `f(bounce)·4π/D` with
    /// `f = 1 − bounce` for bounce ≥ 0 and `1/(1 + bounce)` below, mass 1, `allowsOverdamping`, and duration =
    /// settlingDuration.
    public init(keyPath: String, perceptualDuration d: Double, bounce: Double) {
        self.keyPath = keyPath
        allowsOverdamping = true
        stiffness = d > 0 ? pow(2 * .pi / d, 2) : .infinity
        let f = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        damping = d > 0 ? f * 4 * .pi / d : .infinity
        timing.duration = settlingDuration
    }

    /// `2π √(m/k)`.
    public var perceptualDuration: Double { 2 * .pi * (mass / stiffness).squareRoot() }

    /// `1 − D·c/(4πm)` when the damping ratio is ≤ 1, else `4πm/(D·c) − 1`.
    public var bounce: Double {
        let d = perceptualDuration
        return dampingRatio <= 1 ? 1 - d * damping / (4 * .pi * mass) : 4 * .pi * mass / (d * damping) - 1
    }

    /// ζ = c / (2√(k·m)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The spring's progress `p(t) = 1 − x(t)` at `t` seconds (reference §6.2); 0 at t = 0, tends to 1.
    ///
    /// - Under-damped (ζ < 1): `x = e^(−ζω₀t)(cos ω_d t + B sin ω_d t)`, `B = (ζω₀ − v₀)/ω_d`.
    /// - Critically damped (ζ = 1, or ζ > 1 without `allowsOverdamping`): `x = (1 + (ω₀ − v₀)t) e^(−ω₀t)`.
    /// - Over-damped with `allowsOverdamping`: the textbook solution with `x'(0) = −v₀`,
    ///   `x = C_f e^(−(ζω₀+r)t) + C_s e^((r−ζω₀)t)`, `r = ω₀√(ζ²−1)` (Core Animation's decompiled coefficients are
    ///   swapped; UNCONFIRMED which is real, the reference recommends this form).
    public func progress(at t: Double) -> Double {
        1 - displacement(at: t)
    }

    func displacement(at t: Double) -> Double {
        let w0 = (stiffness / mass).squareRoot()
        let zeta = dampingRatio
        let v0 = initialVelocity
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - v0) / wd
            return exp(-zeta * w0 * t) * (cos(wd * t) + b * sin(wd * t))
        }
        if zeta == 1 || !allowsOverdamping {
            return (1 + (w0 - v0) * t) * exp(-w0 * t)
        }
        let r = w0 * (zeta * zeta - 1).squareRoot()
        let a = zeta * w0
        let cf = (v0 + r - a) / (2 * r), cs = (r + a - v0) / (2 * r)
        return cf * exp(-(a + r) * t) + cs * exp((r - a) * t)
    }

    /// `settlingDuration` as Core Animation computes it (reference §6.3), divided by `|speed|`.
    public var settlingDuration: Double {
        let s = abs(timing.speed)
        if s == 0 { return Double(Float.greatestFiniteMagnitude) }
        return min(settlingDuration(epsilon: 0.001) / s, Double(Float.greatestFiniteMagnitude))
    }

    /// The time for the spring to settle within `epsilon` (floored at 1e‑6), at speed 1.
    ///
    /// - ζ = 0: infinite. Under-damped: the envelope bound `max(−ln(ε / (1 + |B|)) / (ζω₀), 0)`, not the first time
    ///   the curve is inside ε.
    /// - ζ ≥ 1: scan t = 0, 0.1, 0.2, … (accumulated) for the earliest grid time whose error |1 − p| is below ε and
    ///   stays below for more than 1 s; a non-finite error ends the scan with 0.
    public func settlingDuration(epsilon: Double) -> Double {
        let eps = max(epsilon, 1e-6)
        let w0 = (stiffness / mass).squareRoot()
        let zeta = dampingRatio
        if zeta == 0 { return .infinity }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - initialVelocity) / wd
            return max(-log(eps / (1 + abs(b))) / (zeta * w0), 0)
        }
        var t = 0.0
        var since: Double? = nil
        // Bounded so that pathological parameters cannot hang (≈ 11.5 days of spring time).
        for _ in 0..<10_000_000 {
            let err = abs(displacement(at: t))
            if !err.isFinite { return 0 }
            if err < eps {
                if let s = since {
                    if t - s > 1.0 { return s }
                } else {
                    since = t
                }
            } else {
                since = nil
            }
            t += 0.1
        }
        return since ?? t
    }

    /// The equivalent basic animation (from/to/by, timing and flags), whose interpolation the spring reshapes.
    var basic: BasicAnimation {
        var b = BasicAnimation(keyPath: keyPath)
        b.fromValue = fromValue
        b.toValue = toValue
        b.byValue = byValue
        b.timing = timing
        b.timingFunction = timingFunction
        b.isRemovedOnCompletion = isRemovedOnCompletion
        b.isAdditive = isAdditive
        b.isCumulative = isCumulative
        return b
    }

    /// `timing` with `duration` ≤ 0 replaced by the settling duration at speed 1.
    public var resolvedTiming: MediaTiming {
        var t = timing
        if t.duration <= 0 { t.duration = settlingDuration(epsilon: 0.001) }
        return t
    }
}
