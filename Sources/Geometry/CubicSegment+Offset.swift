extension CubicSegment {
    /// The parameters in (0, 1) where the curvature changes sign: the roots of x′y″ − y′x″, a quadratic in t (its
    /// cubic terms cancel). With the power-basis coefficients a t³ + b t² + c t + d, the roots are
    /// t_cusp ± √(t_cusp² − (b × c) / (3 (a × b))), t_cusp = −(a × c) / (2 (a × b)) (lottie-web's
    /// `inflectionPoints`).
    var inflectionParameters: [Double] {
        let a = p0 * -1 + p1 * 3 - p2 * 3 + p3, b = p0 * 3 - p1 * 6 + p2 * 3, c = (p1 - p0) * 3
        func cross(_ u: Point, _ v: Point) -> Double { u.x * v.y - u.y * v.x }
        let den = cross(b, a)
        guard abs(den) > 1e-5 else { return [] }
        let cusp = -0.5 * cross(c, a) / den
        let square = cusp * cusp - cross(c, b) / 3 / den
        guard square >= 0 else { return [] }
        let root = square.squareRoot()
        return (root == 0 ? [cusp] : [cusp - root, cusp + root]).filter { $0 > 0 && $0 < 1 }
    }

    /// The segment cut at its inflection points: pieces whose control polygons do not cross themselves.
    var inflectionPieces: [CubicSegment] {
        var pieces: [CubicSegment] = []
        var rest = self, done = 0.0
        for t in inflectionParameters {
            let (head, tail) = rest.split(at: (t - done) / (1 - done))
            pieces.append(head.linearized)
            rest = tail.linearized
            done = t
        }
        return pieces + [rest]
    }

    /// The piece moved `d` along its normal (the direction rotated a quarter turn counter-clockwise on a y-down
    /// screen, so outward for a clockwise contour): the three lines of its control polygon moved by `d`, the new
    /// control points where consecutive moved lines meet (Tiller–Hanson, lottie-web's `offsetSegment`). `nil` for a
    /// segment collapsed to a point.
    func offset(by d: Double) -> CubicSegment? {
        guard !isPoint else { return nil }
        let chord = p3 - p0
        func shift(_ a: Point, _ b: Point) -> (Point, Point) {
            var v = b - a
            if v == .zero { v = chord == .zero ? (p2 - p1) : chord }
            let n = Point(x: v.y, y: -v.x).normalized * d
            return (a + n, b + n)
        }
        let (q0, q1a) = shift(p0, p1), (q1b, q2b) = shift(p1, p2), (q2a, q3) = shift(p2, p3)
        let q1 = lineIntersection(q0, q1a, q1b, q2b) ?? q1a
        let q2 = lineIntersection(q2a, q3, q1b, q2b) ?? q2a
        return CubicSegment(q0, q1, q2, q3)
    }

    /// The piece offset by `d` as one or more cubics, halved (up to 2⁶ parts) until each part's Tiller–Hanson
    /// offset lies within 10⁻³ of |d| (and of a pixel's thousandth) of distance `d` along the curve's normal at a
    /// quarter, half and three quarters of it. lottie-web offsets each inflection-free piece once, which bows a quarter circle's offset out
    /// by 7 % of `d`; After Effects' offset of a circle is the concentric circle, so the parts are refined. Each
    /// halving spends one of `budget` (shared by a contour's pieces), so a path of many segments grows by a bounded
    /// factor.
    func refinedOffset(by d: Double, budget: inout Int, depth: Int = 0) -> [CubicSegment] {
        guard let o = offset(by: d) else { return [] }
        let tolerance = max(1e-3 * abs(d), 1e-3)
        let accurate = [0.25, 0.5, 0.75].allSatisfy { t in
            let dir = derivative(at: t)
            guard dir != .zero else { return true }
            // The offset's distance from the curve along the curve's normal there (the two curves' parameters
            // need not match along the curve, so the tangential part is not an error).
            let n = Point(x: dir.y, y: -dir.x).normalized, v = o.point(at: t) - point(at: t)
            return abs(v.x * n.x + v.y * n.y - d) <= tolerance
        }
        if accurate || depth >= 6 || budget <= 0 { return [o] }
        budget -= 1
        let (a, b) = split(at: 0.5)
        return a.refinedOffset(by: d, budget: &budget, depth: depth + 1)
            + b.refinedOffset(by: d, budget: &budget, depth: depth + 1)
    }

    /// The parameters on `self` and on `b` of their first crossing in `self`'s direction, found by halving both
    /// wherever their control boxes overlap (lottie-web's `intersections`, to a finer tolerance); the point where
    /// `self` ends and `b` starts, when they share it, is not a crossing. `nil` when they do not cross or the search
    /// exceeds its budget (curves that run along each other).
    func firstCrossing(with b: CubicSegment) -> (Double, Double)? {
        let box = controlBox.union(b.controlBox)
        let scale = max(box.width, box.height, 1e-12)
        let shared: Point? = p3.isClose(to: b.p0) ? p3 : nil
        var budget = 2_000
        func search(_ s: CubicSegment, _ s0: Double, _ s1: Double, _ u: CubicSegment, _ u0: Double, _ u1: Double,
                    _ depth: Int) -> (Double, Double)? {
            budget -= 1
            guard budget > 0 else { return nil }
            let bs = s.controlBox, bu = u.controlBox
            guard bs.minX <= bu.maxX, bu.minX <= bs.maxX, bs.minY <= bu.maxY, bu.minY <= bs.maxY else { return nil }
            if depth >= 30 || max(bs.width, bs.height, bu.width, bu.height) <= 1e-9 * scale {
                let p = s.point(at: 0.5)
                if let shared, p.distance(to: shared) <= 1e-3 * scale { return nil }
                return ((s0 + s1) / 2, (u0 + u1) / 2)
            }
            let (sa, sb) = s.split(at: 0.5), (ua, ub) = u.split(at: 0.5)
            let sm = (s0 + s1) / 2, um = (u0 + u1) / 2
            return search(sa, s0, sm, ua, u0, um, depth + 1) ?? search(sa, s0, sm, ub, um, u1, depth + 1)
                ?? search(sb, sm, s1, ua, u0, um, depth + 1) ?? search(sb, sm, s1, ub, um, u1, depth + 1)
        }
        return search(self, 0, 1, b, 0, 1, 0)
    }

    /// The smallest rectangle holding its four points.
    var controlBox: Rect {
        let xs = [p0.x, p1.x, p2.x, p3.x], ys = [p0.y, p1.y, p2.y, p3.y]
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }
}
