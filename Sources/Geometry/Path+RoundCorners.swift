extension Path {
    /// After Effects' Round Corners (Lottie `rd`) on any path, as lottie-web's `RoundCornersModifier` builds it:
    /// each sharp vertex (both control points on it) becomes two vertices, one on each of its segments at
    /// min(half the distance to the neighbouring vertex, `radius`) from the corner, joined by a cubic whose control
    /// points lie 0.5519 of the way back towards the corner (a quarter circle's handle length, so a right angle
    /// becomes a quarter circle of radius `radius`). Smooth vertices are kept, and so are the first and last vertices
    /// of an open sub-path. Radius 0 (or less) leaves the path as it is.
    public func roundingCorners(radius: Double) -> Path {
        guard radius > 0 else { return self }
        let handle = 0.5519
        let contours = vertexContours.map { contour -> VertexContour in
            let v = contour.vertices, n = v.count
            var out: [VertexContour.Vertex] = []
            for i in 0..<n {
                let c = v[i]
                guard c.inPoint == c.point, c.outPoint == c.point,
                      contour.isClosed || (i != 0 && i != n - 1) else {
                    out.append(c)
                    continue
                }
                /// The point `radius` (at most half-way) from the corner towards `p`.
                func towards(_ p: Point) -> Point {
                    let d = c.point.distance(to: p)
                    return d > 0 ? c.point + (p - c.point) * (Swift.min(d / 2, radius) / d) : c.point
                }
                let a = towards(v[(i + n - 1) % n].point), b = towards(v[(i + 1) % n].point)
                out.append(.init(point: a, inPoint: a, outPoint: a + (c.point - a) * handle))
                out.append(.init(point: b, inPoint: b + (c.point - b) * handle, outPoint: b))
            }
            return VertexContour(vertices: out, isClosed: contour.isClosed)
        }
        return Path(vertexContours: contours)
    }
}
