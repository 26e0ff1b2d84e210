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
