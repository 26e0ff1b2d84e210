import Geometry

/// Whether `a` and `b` differ by at most `tolerance`.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }

func isClose(_ a: Point, _ b: Point, _ tolerance: Double) -> Bool {
    isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}

func isClose(_ a: Rect, _ b: Rect, _ tolerance: Double) -> Bool {
    isClose(a.origin, b.origin, tolerance) && isClose(a.width, b.width, tolerance)
        && isClose(a.height, b.height, tolerance)
}

/// Whether two paths have the same structure and every point within `tolerance`.
func isClose(_ a: Path, _ b: Path, _ tolerance: Double) -> Bool {
    guard a.hasSameStructure(as: b) else { return false }
    return zip(a.elements, b.elements).allSatisfy { e, f in
        zip(e.points, f.points).allSatisfy { isClose($0, $1, tolerance) }
    }
}

func P(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

/// The point at `t` of a cubic segment.
func cubicAt(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
    let u = 1 - t
    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
    return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
}

/// Every point along the path's segments, sampled `n` times per segment (move points included).
func sampledPoints(_ path: Path, perSegment n: Int) -> [Point] {
    var out: [Point] = []
    var current = Point.zero, start = Point.zero
    for e in path.elements {
        switch e {
        case .move(let p): out.append(p); current = p; start = p
        case .line(let p): out.append(p); current = p
        case .quad(let c, let p):
            for i in 0...n {
                let t = Double(i) / Double(n), u = 1 - t
                out.append(Point(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x,
                                 y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
            }
            current = p
        case .cubic(let c1, let c2, let p):
            for i in 0...n { out.append(cubicAt(current, c1, c2, p, Double(i) / Double(n))) }
            current = p
        case .close: current = start
        }
    }
    return out
}
