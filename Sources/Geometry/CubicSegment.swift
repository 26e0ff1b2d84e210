/// One cubic Bézier segment: start, two control points, end.
public struct CubicSegment: Hashable, Sendable {
    public var p0: Point, p1: Point, p2: Point, p3: Point

    public init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        self.p0 = p0; self.p1 = p1; self.p2 = p2; self.p3 = p3
    }

    /// A straight line as a cubic, control points at one and two thirds (the parametrisation stays uniform).
    public init(line a: Point, _ b: Point) {
        self.init(a, a + (b - a) * (1.0 / 3), a + (b - a) * (2.0 / 3), b)
    }

    /// The exact cubic form of a quadratic Bézier (degree elevation).
    public init(quad a: Point, _ c: Point, _ b: Point) {
        self.init(a, a + (c - a) * (2.0 / 3), b + (c - b) * (2.0 / 3), b)
    }

    /// The length of the control polygon: an upper bound of the arc length, used to rank segments for splitting.
    public var controlPolygonLength: Double { p0.distance(to: p1) + p1.distance(to: p2) + p2.distance(to: p3) }

    /// The same curve traversed from end to start.
    public var reversed: CubicSegment { CubicSegment(p3, p2, p1, p0) }

    /// The curve cut into `pieces` parts of equal parameter span (de Casteljau), in order.
    public func split(into pieces: Int) -> [CubicSegment] {
        guard pieces > 1 else { return [self] }
        var result: [CubicSegment] = []
        result.reserveCapacity(pieces)
        var rest = self
        for i in 0..<(pieces - 1) {
            // Cut the remaining curve at the parameter that is 1/(pieces − i) of its span.
            let (head, tail) = rest.split(at: 1 / Double(pieces - i))
            result.append(head)
            rest = tail
        }
        result.append(rest)
        return result
    }

    /// The two halves of the curve cut at parameter `t` (de Casteljau).
    public func split(at t: Double) -> (CubicSegment, CubicSegment) {
        func mix(_ a: Point, _ b: Point) -> Point { a + (b - a) * t }
        let a = mix(p0, p1), b = mix(p1, p2), c = mix(p2, p3)
        let d = mix(a, b), e = mix(b, c)
        let m = mix(d, e)
        return (CubicSegment(p0, a, d, m), CubicSegment(m, e, c, p3))
    }

    /// The point at parameter `t`.
    public func point(at t: Double) -> Point { cubicPoint(p0, p1, p2, p3, t) }

    /// ∮ over the segment of (x dy − y dx) / 2: its share of the enclosed signed area (positive clockwise on a y-down
    /// screen). Exact: the integrand is a degree-5 polynomial, integrated by 3-point Gauss–Legendre.
    var areaIntegral: Double {
        var sum = 0.0
        for (t, w) in gauss3 {
            let p = point(at: t), d = derivative(at: t)
            sum += w * (p.x * d.y - p.y * d.x)
        }
        return sum / 2
    }

    /// ∮ (x² dy) / 2 and ∮ (−y² dx) / 2 over the segment: its share of ∬x dA and ∬y dA. Exact (degree 8, 5-point
    /// Gauss–Legendre).
    var firstMomentIntegrals: (x: Double, y: Double) {
        var mx = 0.0, my = 0.0
        for (t, w) in gauss5 {
            let p = point(at: t), d = derivative(at: t)
            mx += w * p.x * p.x * d.y
            my -= w * p.y * p.y * d.x
        }
        return (mx / 2, my / 2)
    }

    func derivative(at t: Double) -> Point {
        let u = 1 - t
        let a = (p1 - p0) * (3 * u * u), b = (p2 - p1) * (6 * u * t), c = (p3 - p2) * (3 * t * t)
        return a + b + c
    }
}

/// Gauss–Legendre nodes and weights on [0, 1].
private let gauss3: [(Double, Double)] = {
    let r = (3.0 / 5).squareRoot() / 2
    return [(0.5 - r, 5.0 / 18), (0.5, 8.0 / 18), (0.5 + r, 5.0 / 18)]
}()
private let gauss5: [(Double, Double)] = {
    // Typed steps: the literal-heavy one-line forms took over 0.4 s each to type-check.
    let root: Double = (10.0 / 7).squareRoot()
    let inner: Double = 5 - 2 * root, outer: Double = 5 + 2 * root
    let a: Double = inner.squareRoot() / 3
    let b: Double = outer.squareRoot() / 3
    let wa = (322 + 13 * 70.0.squareRoot()) / 900, wb = (322 - 13 * 70.0.squareRoot()) / 900
    return [(0.5 - b / 2, wb / 2), (0.5 - a / 2, wa / 2), (0.5, 128.0 / 225 / 2), (0.5 + a / 2, wa / 2),
            (0.5 + b / 2, wb / 2)]
}()

extension CubicSegment {
    /// The part of the curve between parameters `t0` < `t1` (de Casteljau: first cut at `t1`, then the head at
    /// `t0 / t1`). The whole curve, unchanged, for 0 and 1.
    public func part(from t0: Double, to t1: Double) -> CubicSegment {
        var s = self
        if t1 < 1 { s = s.split(at: t1).0 }
        if t0 > 0 { s = s.split(at: t1 > 0 ? t0 / t1 : 0).1 }
        return s
    }
}
