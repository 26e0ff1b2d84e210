import func Foundation.sqrt

extension Path {
    /// After Effects' Zig Zag (Lottie `zz`), as lottie-web's `ZigZagModifier` builds it. In each sub-path every
    /// vertex (a corner) and `ridges` points along each segment, at the Bézier parameters t = k / (ridges + 1),
    /// are moved by `size` along the normal (the segment's derivative turned a quarter clockwise on a y-down screen; at
    /// a corner, the chord from the previous vertex to the next turned the same way), alternately to either side:
    /// every corner goes to the side −1, the points of a segment +1, −1, … from the segment's start, and a corner after
    /// an even number of points continues the alternation. A closed sub-path ends with its first corner again (its
    /// vertex count is 1 + n × (ridges + 1) for n vertices; an open one's 1 + (n − 1) × (ridges + 1)).
    ///
    /// `smooth` (After Effects' "Smooth" points, `pt` 2) gives each point control points along the tangent, a
    /// (ridges + 1) × 2-th of the segment's chord (a corner: of the chord to the next and previous vertex) on each
    /// side; otherwise (`pt` 1, "Corner") the ridges are straight. `ridges` is rounded and at least 0; a size of 0
    /// leaves the path as it is.
    public func zigZagged(size: Double, ridges: Double, smooth: Bool) -> Path {
        guard size != 0 else { return self }
        let frequency = max(0, ridges.rounded())
        let f = frequency.checkedInt(rounding: .down) ?? 0
        return Path(vertexContours: vertexContours.map { $0.zigZagged(size: size, frequency: f, smooth: smooth) })
    }
}

extension VertexContour {
    func zigZagged(size: Double, frequency f: Int, smooth: Bool) -> VertexContour {
        let n = vertices.count
        let segmentCount = isClosed ? n : n - 1
        guard segmentCount > 0 else { return self }
        let share = 1 / (Double(f + 1) * 2)
        var out: [Vertex] = []
        func add(_ p: Point, normal d: Point, side: Double, outHandle: Double, inHandle: Double) {
            let length = sqrt(d.x * d.x + d.y * d.y)
            let u = length > 0 ? Point(x: d.x / length, y: d.y / length) : Point(x: 1, y: 0)
            let q = p + Point(x: u.y, y: -u.x) * (side * size)
            out.append(Vertex(point: q, inPoint: q - u * inHandle, outPoint: q + u * outHandle))
        }
        func corner(_ i: Int, side: Double) {
            // lottie-web's getProjectingAngle: the chord from the previous vertex to the next, wrapping round the
            // vertex list for open paths too.
            let p = vertices[i % n].point
            let prev = vertices[i == 0 ? n - 1 : i - 1].point, next = vertices[(i + 1) % n].point
            add(p, normal: next - prev, side: side, outHandle: smooth ? p.distance(to: next) * share : 0,
                inHandle: smooth ? p.distance(to: prev) * share : 0)
        }
        var side = -1.0
        corner(0, side: side)
        for i in 0..<segmentCount {
            let s = segment(from: i).linearized
            side = -side
            let handle = smooth ? s.p0.distance(to: s.p3) * share : 0
            for k in 0..<f {
                let t = Double(k + 1) / Double(f + 1)
                add(s.point(at: t), normal: s.derivative(at: t), side: side, outHandle: handle, inHandle: handle)
                side = -side
            }
            corner(i + 1, side: side)
        }
        return VertexContour(vertices: out, isClosed: isClosed)
    }
}

extension CubicSegment {
    /// lottie-web's `PolynomialBezier(…, linearize: true)`: a control point on its end point moves to a third of the
    /// chord, so a straight Lottie segment (control points on its vertices) is parametrised uniformly.
    var linearized: CubicSegment {
        var s = self
        if p1 == p0 { s.p1 = p0 + (p3 - p0) * (1.0 / 3) }
        if p2 == p3 { s.p2 = p0 + (p3 - p0) * (2.0 / 3) }
        return s
    }
}
