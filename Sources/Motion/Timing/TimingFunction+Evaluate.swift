extension TimingFunction {
    /// Whether the curve is the identity (`linear`, or any curve whose control points lie on the diagonal).
    public var isLinear: Bool {
        c1.x == c1.y && c2.x == c2.y
    }

    /// The curve's y at abscissa `x`, as `CAMediaTimingFunction` evaluates it but with a tight solver.
    ///
    /// `x` is clamped to [0, 1] first (progress outside that range is the caller's business); y is *not* clamped, so
    /// curves with control points outside [0, 1] overshoot.
    ///
    /// Precision: Core Animation stores control points as `Float32` and solves with ε = 1e‑5 (8 Newton steps, then
    /// bisection; reference §2.2). We deliberately keep the control points as `Double` and do **not** round them to
    /// `Float32`, and solve to ~1e‑12 (Newton from `t = x`, derivative cutoff 1e‑6, then bisection on [0, 1] to 1e‑14),
    /// so results match the exact curve to well within 1e‑6 (CA itself is within ~1.4e‑6 of these values).
    /// A linear curve returns `x` exactly.
    public func evaluate(_ x: Double) -> Double {
        let x = min(max(x, 0), 1)
        if isLinear { return x }
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        // Polynomial coefficients: B(t) = ((a·t + b)·t + c)·t.
        let cx = 3 * c1.x, bx = 3 * (c2.x - c1.x) - cx, ax = 1 - cx - bx
        let cy = 3 * c1.y, by = 3 * (c2.y - c1.y) - cy, ay = 1 - cy - by
        @inline(__always) func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
        @inline(__always) func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
        @inline(__always) func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

        // Newton–Raphson from t = x.
        var t = x
        for _ in 0..<16 {
            let err = sampleX(t) - x
            if abs(err) < 1e-12, t >= 0, t <= 1 { return sampleY(t) }
            let d = slopeX(t)
            if abs(d) < 1e-6 { break }
            t -= err / d
            if !(t >= -0.5 && t <= 1.5) { break }
        }
        // Bisection on [0, 1] (X is monotonic there for control x in [0, 1]).
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<200 {
            let v = sampleX(t)
            if abs(v - x) < 1e-14 { break }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
            if hi - lo < 1e-15 { break }
        }
        return sampleY(t)
    }
}
