extension Path {
    /// After Effects' Pucker & Bloat (Lottie `pb`), as lottie-web's `PuckerAndBloatModifier` builds it: in each
    /// sub-path, with `c` the mean of its vertices, every vertex moves toward `c` by `amount` / 100 of its distance
    /// and every control point away from `c` by the same share. A positive amount bloats (the vertices pull in, the
    /// segments bulge out), a negative one puckers; 0 leaves the path as it is. Straight segments have their control
    /// points on their vertices, so they bend like the rest.
    public func puckeredAndBloated(amount: Double) -> Path {
        guard amount != 0 else { return self }
        let k = amount / 100
        let contours = vertexContours.map { contour -> VertexContour in
            let n = Double(contour.vertices.count)
            let sum = contour.vertices.reduce(Point.zero) { $0 + $1.point }
            let c = Point(x: sum.x / n, y: sum.y / n)
            func toward(_ p: Point, _ share: Double) -> Point { p + (c - p) * share }
            var out = contour
            out.vertices = contour.vertices.map {
                VertexContour.Vertex(point: toward($0.point, k), inPoint: toward($0.inPoint, -k),
                                     outPoint: toward($0.outPoint, -k))
            }
            return out
        }
        return Path(vertexContours: contours)
    }
}
