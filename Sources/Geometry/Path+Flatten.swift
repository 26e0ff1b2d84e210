extension Path {
    /// The sub-paths as polygons (closed rings, the closing point not repeated): every curve replaced by chords that
    /// stay within `tolerance` of it. A cubic is cut into `n = ⌈√(M / (8·tolerance))⌉` equal parameter spans, where
    /// `M = 6·max(|p0 − 2p1 + p2|, |p1 − 2p2 + p3|)` bounds its second derivative, so each chord's error
    /// `M/(8n²)` is at most `tolerance`; straight segments stay one chord. Sub-paths with fewer than 3 points are left
    /// out (they enclose nothing). Open sub-paths are closed, as filling does.
    public func flattenedRings(tolerance: Double) -> [[Point]] {
        precondition(tolerance > 0, "flattening tolerance must be positive")
        var rings: [[Point]] = []
        for contour in cubicContours {
            var ring = [contour.start]
            for s in contour.segments {
                let d1 = s.p0 - s.p1 * 2 + s.p2, d2 = s.p1 - s.p2 * 2 + s.p3
                let m = 6 * max((d1.x * d1.x + d1.y * d1.y).squareRoot(), (d2.x * d2.x + d2.y * d2.y).squareRoot())
                // At most `maxPiecesPerSegment` chords a segment, whatever its size (and no trap on ∞ or NaN).
                let steps = (m / (8 * tolerance)).squareRoot().rounded(.up)
                let n = m == 0 ? 1 : (steps.isFinite ? max(1, Int(min(steps, Path.maxPiecesPerSegment))) : 1)
                for k in 1..<n { ring.append(s.point(at: Double(k) / Double(n))) }
                ring.append(s.p3)
            }
            if ring.count > 1, ring.last == ring.first { ring.removeLast() }
            if ring.count >= 3 { rings.append(ring) }
        }
        return rings
    }

    /// The most chords one curve segment is flattened into.
    static let maxPiecesPerSegment = 4096.0
}
