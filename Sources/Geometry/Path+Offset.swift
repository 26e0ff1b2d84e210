import Foundation

extension Path {
    /// How `offset(by:join:)` fills the gap an offset opens at a corner (After Effects' Offset Paths "Line Join").
    public enum OffsetJoin: Hashable, Sendable {
        /// The two offset edges extended to meet, while the miter is at most `limit` times the offset amount (the
        /// stroke rule: 1 / cos(φ / 2) ≤ limit, φ the angle between the edges' normals); beyond it, a bevel.
        case miter(limit: Double)
        /// A circular arc round the corner.
        case round
        /// A straight line between the two offset edges.
        case bevel
    }

    /// After Effects' Offset Paths (Lottie `op`): every sub-path moved `amount` along its normal, outward for a
    /// positive amount and inward for a negative one whichever way the sub-path runs (ThorVG's `LottieOffsetModifier`
    /// flips the amount for counter-clockwise sub-paths; After Effects' own shapes grow for a positive amount in both
    /// directions). An open sub-path becomes the closed outline of both its sides, with butt ends. 0 is the identity.
    ///
    /// The construction is lottie-web's `OffsetPathModifier`: each cubic is cut at its inflection points, so each
    /// piece's control polygon is convex, and offset by moving the three lines of its control polygon and
    /// intersecting them (Tiller–Hanson), halved where that strays from the true offset (`refinedOffset`); consecutive
    /// pieces that now cross are trimmed at their crossing, and the
    /// gaps at outer corners get `join`.
    public func offset(by amount: Double, join: OffsetJoin) -> Path {
        guard amount != 0, amount.isFinite else { return self }
        return Path(vertexContours: vertexContours.map { $0.offset(by: amount, join: join) })
    }
}

extension VertexContour {
    /// The contour offset by `amount` (`Path.offset(by:join:)`).
    func offset(by amount: Double, join: Path.OffsetJoin) -> VertexContour {
        let count = isClosed ? vertices.count : vertices.count - 1
        guard count > 0 else { return self }
        var pieces: [[CubicSegment]] = (0..<count).map { [segment(from: $0).linearized] }
        var d = amount
        if isClosed {
            let cubic = CubicContour(start: vertices[0].point, segments: pieces.map { $0[0] }, isClosed: true)
            // Positive outward: the offset below moves a clockwise (y-down) contour's edges outward.
            if cubic.signedArea < 0 { d = -amount }
        } else {
            // Back along the other side: the outline of both sides, one closed contour.
            pieces += stride(from: count - 1, through: 0, by: -1).map { [segment(from: $0).reversed.linearized] }
        }
        // At most 16 halvings per segment on average (a circle's quarters need 2 or 3 each).
        var budget = 16 * pieces.count
        pieces = pieces.map { $0[0].inflectionPieces.flatMap { $0.refinedOffset(by: d, budget: &budget) } }
            .filter { !$0.isEmpty }
        guard !pieces.isEmpty else { return VertexContour(vertices: [], isClosed: true) }
        Self.trimCrossings(&pieces)

        var out = OffsetOutline()
        for (i, run) in pieces.enumerated() {
            if i > 0, let last = pieces[i - 1].last, let first = run.first {
                out.join(last, first, amount: d, join)
            }
            for s in run { out.add(s) }
        }
        if let last = pieces.last?.last, let first = pieces.first?.first { out.join(last, first, amount: d, join) }
        return out.closedContour
    }

    /// Trims each run's last piece and the next run's first piece (cyclically) at their first crossing, as
    /// lottie-web's `pruneIntersections`: where an offset turns inward at a corner, the two edges overlap.
    private static func trimCrossings(_ runs: inout [[CubicSegment]]) {
        guard runs.count > 1 else { return }
        for i in 0..<runs.count {
            let j = (i + 1) % runs.count
            guard let a = runs[i].last, let b = runs[j].first, let (ta, tb) = a.firstCrossing(with: b) else { continue }
            runs[i][runs[i].count - 1] = a.split(at: ta).0
            runs[j][0] = b.split(at: tb).1
        }
    }
}

/// The vertices of an offset outline as they are built: each piece adds its end vertex, and its start vertex unless
/// the outline already ends there.
private struct OffsetOutline {
    var vertices: [VertexContour.Vertex] = []

    mutating func add(_ s: CubicSegment) {
        if let last = vertices.last, last.point.isClose(to: s.p0) {
            vertices[vertices.count - 1].outPoint = s.p1
        } else {
            vertices.append(.init(point: s.p0, inPoint: s.p0, outPoint: s.p1))
        }
        vertices.append(.init(point: s.p3, inPoint: s.p2, outPoint: s.p3))
    }

    /// The join from the end of `a` to the start of `b` at a corner the offset opened (an outer corner); at an inner
    /// corner, or with `bevel`, the next piece's start vertex makes the straight line.
    mutating func join(_ a: CubicSegment, _ b: CubicSegment, amount: Double, _ join: Path.OffsetJoin) {
        let p0 = a.p3, p1 = b.p0
        guard !p0.isClose(to: p1), let ta = a.endDirection, let tb = b.startDirection else { return }
        // Outer when the path turns the way the offset moved: clockwise (y-down) turns for positive amounts.
        let turn = ta.x * tb.y - ta.y * tb.x
        guard turn * amount > 0 else { return }
        switch join {
        case .bevel:
            return
        case .miter(let limit):
            let phi = abs(signedAngle(from: ta, to: tb))
            guard 1 / cos(phi / 2) <= limit, let m = lineIntersection(p0, p0 + ta, p1, p1 + tb) else { return }
            vertices.append(.init(m))
        case .round:
            // The arc about the corner: its centre where the normals at both ends meet.
            let n0 = Point(x: -ta.y, y: ta.x), n1 = Point(x: -tb.y, y: tb.x)
            let c = lineIntersection(p0, p0 + n0, p1, p1 + n1) ?? (p0 + p1) * 0.5
            let r = c.distance(to: p0)
            let phi = abs(signedAngle(from: ta, to: tb))
            let h = 4.0 / 3 * tan(phi / 4) * r
            vertices[vertices.count - 1].outPoint = p0 + ta.normalized * h
            vertices.append(.init(point: p1, inPoint: p1 - tb.normalized * h, outPoint: p1))
        }
    }

    /// The vertices as a closed contour, the last vertex merged into the first when they coincide.
    var closedContour: VertexContour {
        var v = vertices
        if v.count > 1, let first = v.first, let last = v.last, first.point.isClose(to: last.point) {
            v[0].inPoint = last.inPoint
            v.removeLast()
        }
        return VertexContour(vertices: v, isClosed: true)
    }
}

/// Where the line through `a0`, `a1` meets the line through `b0`, `b1`; `nil` for parallel lines.
func lineIntersection(_ a0: Point, _ a1: Point, _ b0: Point, _ b1: Point) -> Point? {
    let da = a1 - a0, db = b1 - b0
    let den = da.x * db.y - da.y * db.x
    let scale = (da.x * da.x + da.y * da.y).squareRoot() * (db.x * db.x + db.y * db.y).squareRoot()
    guard abs(den) > 1e-9 * scale, scale > 0 else { return nil }
    let w = b0 - a0
    let t = (w.x * db.y - w.y * db.x) / den
    return a0 + da * t
}

extension Point {
    /// The same direction with length 1 (`self` when it has length 0).
    var normalized: Point {
        let l = (x * x + y * y).squareRoot()
        return l > 0 ? self * (1 / l) : self
    }

    /// Whether the two points are within 1e-9 of the coordinates' size of each other.
    func isClose(to o: Point) -> Bool {
        let scale = max(1, abs(x), abs(y), abs(o.x), abs(o.y))
        return abs(x - o.x) <= 1e-9 * scale && abs(y - o.y) <= 1e-9 * scale
    }
}
