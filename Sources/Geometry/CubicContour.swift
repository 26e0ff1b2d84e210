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
    let a = (5 - 2 * (10.0 / 7).squareRoot()).squareRoot() / 3
    let b = (5 + 2 * (10.0 / 7).squareRoot()).squareRoot() / 3
    let wa = (322 + 13 * 70.0.squareRoot()) / 900, wb = (322 - 13 * 70.0.squareRoot()) / 900
    return [(0.5 - b / 2, wb / 2), (0.5 - a / 2, wa / 2), (0.5, 128.0 / 225 / 2), (0.5 + a / 2, wa / 2),
            (0.5 + b / 2, wb / 2)]
}()

/// A sub-path as a start point and cubic segments, each starting where the previous one ends. A closed contour's
/// last segment ends at its start (the closing line becomes a segment unless it has zero length).
public struct CubicContour: Hashable, Sendable {
    public var start: Point
    public var segments: [CubicSegment]
    public var isClosed: Bool

    public init(start: Point, segments: [CubicSegment], isClosed: Bool) {
        self.start = start
        self.segments = segments
        self.isClosed = isClosed
    }

    /// A contour of `count` segments all collapsed to `point` (a sub-path that grows from or shrinks to a point).
    public static func point(_ point: Point, count: Int, isClosed: Bool) -> CubicContour {
        CubicContour(start: point, segments: Array(repeating: CubicSegment(point, point, point, point), count: count),
                     isClosed: isClosed)
    }

    /// The signed area it encloses (closing it with a straight line when open): positive when it runs clockwise on
    /// a y-down screen (as `Path.ellipse`), negative counter-clockwise.
    public var signedArea: Double {
        var sum = segments.reduce(0) { $0 + $1.areaIntegral }
        if let last = segments.last?.p3, last != start { sum += CubicSegment(line: last, start).areaIntegral }
        return sum
    }

    /// The centroid of the enclosed area, or of the on-curve points when the area is (near) zero.
    public var centroid: Point {
        var area = 0.0, mx = 0.0, my = 0.0
        var all = segments
        if let last = segments.last?.p3, last != start { all.append(CubicSegment(line: last, start)) }
        for s in all {
            area += s.areaIntegral
            let m = s.firstMomentIntegrals
            mx += m.x; my += m.y
        }
        let scale = all.reduce(0) { $0 + $1.controlPolygonLength }
        if abs(area) > 1e-9 * max(scale * scale, 1e-300) { return Point(x: mx / area, y: my / area) }
        return vertexMean
    }

    /// The mean of the on-curve points (the start and every segment's end; a closed contour's closing point once).
    var vertexMean: Point {
        var pts = [start] + segments.map(\.p3)
        if isClosed, pts.count > 1, pts.last == start { pts.removeLast() }
        let s = pts.reduce(Point.zero, +)
        return s * (1 / Double(pts.count))
    }

    /// The contour traversed backwards (same closedness, same start for a closed contour).
    public var reversed: CubicContour {
        let rev = segments.reversed().map(\.reversed)
        return CubicContour(start: rev.first?.p0 ?? start, segments: rev, isClosed: isClosed)
    }

    /// A closed contour starting at its `k`-th segment.
    func rotated(by k: Int) -> CubicContour {
        guard isClosed, !segments.isEmpty, k % segments.count != 0 else { return self }
        let k = k % segments.count
        let segs = Array(segments[k...] + segments[..<k])
        return CubicContour(start: segs[0].p0, segments: segs, isClosed: true)
    }

    /// The contour as path elements: a move, one cubic per segment, and a close when closed.
    var elements: [PathElement] {
        var e: [PathElement] = [.move(start)]
        e.reserveCapacity(segments.count + 2)
        for s in segments { e.append(.cubic(s.p1, s.p2, s.p3)) }
        if isClosed { e.append(.close) }
        return e
    }
}

extension Path {
    /// The sub-paths as cubic contours: lines and quadratics become exact cubics, a closing line of non-zero length
    /// becomes a segment. A sub-path that is only a move (draws nothing) is left out.
    public var cubicContours: [CubicContour] {
        var result: [CubicContour] = []
        var start = Point.zero, current = Point.zero
        var segments: [CubicSegment] = []
        var open = false
        func finish(closed: Bool) {
            if open && !segments.isEmpty {
                if closed, current != start { segments.append(CubicSegment(line: current, start)) }
                result.append(CubicContour(start: start, segments: segments, isClosed: closed))
            }
            segments = []
            open = false
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                start = p; current = p; open = true
            case .line(let p):
                segments.append(CubicSegment(line: current, p)); current = p
            case .quad(let c, let p):
                segments.append(CubicSegment(quad: current, c, p)); current = p
            case .cubic(let c1, let c2, let p):
                segments.append(CubicSegment(current, c1, c2, p)); current = p
            case .close:
                finish(closed: true)
                current = start
            }
        }
        finish(closed: false)
        return result
    }

    /// A path made of cubic contours.
    public init(contours: [CubicContour]) {
        self.init(validatedElements: contours.flatMap(\.elements))
    }

    /// The signed area the path encloses, summed over its sub-paths (each closed by a straight line): positive for
    /// clockwise outlines on a y-down screen. A hole drawn the other way subtracts.
    public var signedArea: Double { cubicContours.reduce(0) { $0 + $1.signedArea } }

    /// The centroid of the signed area (sub-paths weighted by their signed areas), or the mean of the on-curve points
    /// when the total area is (near) zero. `.zero` for an empty path.
    public var areaCentroid: Point {
        let contours = cubicContours
        guard !contours.isEmpty else { return .zero }
        var area = 0.0, mx = 0.0, my = 0.0, scale = 0.0
        for c in contours {
            var all = c.segments
            if let last = c.segments.last?.p3, last != c.start { all.append(CubicSegment(line: last, c.start)) }
            for s in all {
                area += s.areaIntegral
                let m = s.firstMomentIntegrals
                mx += m.x; my += m.y
                scale += s.controlPolygonLength
            }
        }
        if abs(area) > 1e-9 * max(scale * scale, 1e-300) { return Point(x: mx / area, y: my / area) }
        let means = contours.map(\.vertexMean)
        return means.reduce(Point.zero, +) * (1 / Double(means.count))
    }
}

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
