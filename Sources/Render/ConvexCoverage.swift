import Geometry

/// Exact pixel coverage of a convex polygon in device space: for each pixel square, the area of its intersection
/// with the polygon (Sutherland–Hodgman clipping of the square by each edge, then the shoelace formula) and the
/// centroid of that intersection. Used to give projected (non-affine) layers analytically anti-aliased edges.
struct ConvexCoverage {
    /// Unit inward normals and offsets of the edges: a point `p` is inside edge `k` where `n·p ≥ c`.
    private var normals: [(nx: Double, ny: Double, c: Double)] = []
    /// The polygon's bounding box.
    let minX: Double, minY: Double, maxX: Double, maxY: Double

    /// `nil` when the polygon has fewer than 3 vertices or no area.
    init?(_ polygon: [Point]) {
        guard polygon.count >= 3 else { return nil }
        var area2 = 0.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            area2 += a.x * b.y - b.x * a.y
        }
        guard area2 != 0, area2.isFinite else { return nil }
        let orient = area2 > 0 ? 1.0 : -1.0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            let dx = b.x - a.x, dy = b.y - a.y
            let len = (dx * dx + dy * dy).squareRoot()
            guard len > 0 else { continue }
            // Inside is to the left of a→b for a positively wound polygon (x right, y down: the cross product).
            let nx = -dy / len * orient, ny = dx / len * orient
            normals.append((nx, ny, nx * a.x + ny * a.y))
        }
        guard normals.count >= 3 else { return nil }
        minX = polygon.map(\.x).min()!; maxX = polygon.map(\.x).max()!
        minY = polygon.map(\.y).min()!; maxY = polygon.map(\.y).max()!
    }

    /// The covered fraction (0…1) of the pixel `[x, x+1] × [y, y+1]` and a point inside the covered part (the
    /// pixel centre when it is covered whole, else the centroid of the covered part).
    func coverage(x: Double, y: Double) -> (area: Double, sample: Point) {
        let cx = x + 0.5, cy = y + 0.5
        // Half the pixel's diagonal: a centre farther than this inside every edge is covered whole.
        let reach = 0.7071067811865476
        var whole = true
        for e in normals {
            let d = e.nx * cx + e.ny * cy - e.c
            if d <= -reach { return (0, Point(x: cx, y: cy)) }
            if d < reach { whole = false }
        }
        if whole { return (1, Point(x: cx, y: cy)) }
        var poly = [Point(x: x, y: y), Point(x: x + 1, y: y), Point(x: x + 1, y: y + 1), Point(x: x, y: y + 1)]
        for e in normals {
            var out: [Point] = []
            out.reserveCapacity(poly.count + 1)
            for i in poly.indices {
                let a = poly[i], b = poly[(i + 1) % poly.count]
                let da = e.nx * a.x + e.ny * a.y - e.c, db = e.nx * b.x + e.ny * b.y - e.c
                if da >= 0 { out.append(a) }
                if (da >= 0) != (db >= 0) {
                    let t = da / (da - db)
                    out.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
                }
            }
            poly = out
            if poly.count < 3 { return (0, Point(x: cx, y: cy)) }
        }
        var a2 = 0.0, sx = 0.0, sy = 0.0
        for i in poly.indices {
            let a = poly[i], b = poly[(i + 1) % poly.count]
            let cross = a.x * b.y - b.x * a.y
            a2 += cross
            sx += (a.x + b.x) * cross
            sy += (a.y + b.y) * cross
        }
        let area = abs(a2) / 2
        guard area > 0 else { return (0, Point(x: cx, y: cy)) }
        return (min(area, 1), Point(x: sx / (3 * a2), y: sy / (3 * a2)))
    }
}

/// The part of the polygon `points` where the linear function `w(p)` is at least `epsilon`: the layer's outline
/// clipped at the near plane (w ≤ ε is at or behind the eye, as Core Animation clips).
func clipToFront(_ points: [Point], w: (Point) -> Double, epsilon: Double) -> [Point] {
    var out: [Point] = []
    for i in points.indices {
        let a = points[i], b = points[(i + 1) % points.count]
        let wa = w(a) - epsilon, wb = w(b) - epsilon
        if wa >= 0 { out.append(a) }
        if (wa >= 0) != (wb >= 0) {
            let t = wa / (wa - wb)
            out.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
        }
    }
    return out
}
