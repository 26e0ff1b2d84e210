import Foundation

/// The spring UIKit's `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` and a property
/// animator's damping ratio run: a `CASpringAnimation` of mass 1 whose damping ratio is the one given and whose
/// stiffness makes it settle within the duration.
///
/// UIKit does not document the rule. This is the one Framer published for its "duration and damping ratio" springs
/// and which reproduces UIKit's curves (framer/SpringsExample; guillianbalisi/ios-spring-animations compares the
/// two side by side): the undamped angular frequency ω for which the spring's envelope has fallen to 0.001 of the
/// distance at the end of the duration, found by Newton's method; stiffness ω², damping 2ζω. UNCONFIRMED against a
/// device. The ratio is clamped to (0, 1] and the duration to 0.01…10 s, as Framer clamps them.
struct UIKitSpring: Equatable {
    var stiffness: Double
    var damping: Double

    static let epsilon = 0.001

    init(dampingRatio: Double, duration: Double, initialVelocity v: Double) {
        let zeta = min(max(dampingRatio.isFinite ? dampingRatio : 1, 1e-6), 1)
        let t = min(max(duration.isFinite ? duration : 0.5, 0.01), 10)
        let vel = v.isFinite ? v : 0
        // The envelope at the end of the duration, less epsilon: its root is ω.
        func f(_ w: Double) -> Double {
            if zeta < 1 {
                let wd = w * (1 - zeta * zeta).squareRoot()
                return Self.epsilon - (zeta * w - vel) / wd * exp(-zeta * w * t)
            }
            return -Self.epsilon + exp(-w * t) * ((w - vel) * t + 1)
        }
        // Without velocity an underdamped spring has the closed form; it starts Newton's walk in every case.
        var w: Double
        if zeta < 1 {
            let amplitude = zeta / (1 - zeta * zeta).squareRoot()
            w = amplitude > Self.epsilon ? log(amplitude / Self.epsilon) / (zeta * t) : 2 * Double.pi / t
        } else {
            w = 5 / t
        }
        for _ in 0..<24 {
            let h = max(w * 1e-6, 1e-9)
            let d = (f(w + h) - f(w - h)) / (2 * h)
            guard d != 0, d.isFinite else { break }
            let next = w - f(w) / d
            guard next.isFinite, next > 0 else { break }
            if abs(next - w) <= 1e-12 * w { w = next; break }
            w = next
        }
        if !(w.isFinite && w > 0) { w = 2 * Double.pi / t }
        stiffness = w * w
        damping = 2 * zeta * w
    }
}
