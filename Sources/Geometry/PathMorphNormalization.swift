/// Two paths prepared for a morph: the originals, and two normalised versions of identical element structure whose
/// element-wise blend moves smoothly from one shape to the other.
///
/// Core Animation blends paths element by element and leaves paths of different structure undefined (reference §10);
/// this goes beyond it. Normalisation (deterministic; a pure function of the two paths):
/// 1. Every sub-path becomes a contour of cubic segments (lines and quadratics exactly; a closing line of non-zero
///    length becomes a segment).
/// 2. Closed contours are matched with closed ones and open with open, greedily by the cost
///    `|centroid_a − centroid_b|² + (√|area_a| − √|area_b|)²`, cheapest pair first (ties: lower indices first).
///    A contour left without a partner grows from (or shrinks to) a point: the centroid of the nearest contour of the
///    other path (its own centroid when the other path has none).
/// 3. Winding is made consistent: when a matched pair runs in opposite directions, the `to` contour is reversed, so
///    the blend never turns an outline inside out.
/// 4. Segment counts are equalised by splitting the longest segments of the contour with fewer: the extra segments are
///    dealt out one at a time to the segment with the longest control polygon per piece. Each segment is cut into
///    equal parameter spans for step 5, then, once matched, re-cut where its partner's segments meet (in proportion
///    to their control-polygon lengths), so a rect's plain side lines up with the corners of the rounded rect it
///    becomes.
/// 5. A closed `to` contour's start is rotated to the segment that minimises the sum of squared distances between
///    matched on-curve points (ties: the smallest rotation). An open pair whose winding is undefined is reversed when
///    that is closer.
///
/// `path(at:)` returns the originals exactly at amounts 0 and 1.
///
/// # Guarantees
/// - `normalizedFrom` and `normalizedTo` have the same element structure: `move`, `cubic`s, and `close` per contour.
/// - Contours are ordered as the `from` path's (matched ones), then the `to` path's unmatched ones.
public struct PathMorphPair: Hashable, Sendable {
    public let from: Path
    public let to: Path
    public let normalizedFrom: Path
    public let normalizedTo: Path

    /// Normalises `from` and `to` (even when they already have the same structure: use `Path.blended` for Core
    /// Animation's element-wise rule).
    public init(from: Path, to: Path) {
        self.from = from
        self.to = to
        let (a, b) = normalizeForMorph(from.cubicContours, to.cubicContours)
        normalizedFrom = Path(contours: a)
        normalizedTo = Path(contours: b)
    }

    /// The morph at `amount`: `from` exactly at 0, `to` exactly at 1, otherwise the element-wise blend of the
    /// normalised paths (not clamped: outside [0, 1] it extrapolates, as springs overshoot).
    public func path(at amount: Double) -> Path {
        if amount == 0 { return from }
        if amount == 1 { return to }
        return normalizedFrom.blended(with: normalizedTo, amount: amount) ?? (amount < 0.5 ? from : to)
    }
}

extension Path {
    /// The element-wise blend of two paths of the same structure (Core Animation's rule for `path` animations): every
    /// point moves linearly, `self` at 0 and `other` at 1 (not clamped). `nil` when the structures differ.
    public func blended(with other: Path, amount p: Double) -> Path? {
        guard hasSameStructure(as: other) else { return nil }
        @inline(__always) func f(_ a: Point, _ b: Point) -> Point {
            Point(x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p)
        }
        var out: [PathElement] = []
        out.reserveCapacity(elements.count)
        for (ea, eb) in zip(elements, other.elements) {
            switch (ea, eb) {
            case (.move(let a), .move(let b)): out.append(.move(f(a, b)))
            case (.line(let a), .line(let b)): out.append(.line(f(a, b)))
            case (.quad(let c, let a), .quad(let d, let b)): out.append(.quad(f(c, d), f(a, b)))
            case (.cubic(let c1, let c2, let a), .cubic(let d1, let d2, let b)):
                out.append(.cubic(f(c1, d1), f(c2, d2), f(a, b)))
            default: out.append(ea)
            }
        }
        return Path(validatedElements: out)
    }

    /// Both paths normalised for a morph (see `PathMorphPair`).
    public func morphPair(to other: Path) -> PathMorphPair { PathMorphPair(from: self, to: other) }
}

// MARK: Normalisation

func normalizeForMorph(_ a: [CubicContour], _ b: [CubicContour]) -> ([CubicContour], [CubicContour]) {
    var outA: [CubicContour] = [], outB: [CubicContour] = []
    let areaA = a.map(\.signedArea), areaB = b.map(\.signedArea)
    let centA = a.map(\.centroid), centB = b.map(\.centroid)
    var usedB = Array(repeating: false, count: b.count)
    var partnerOfA = Array(repeating: -1, count: a.count)

    // 2. Greedy matching, closed with closed and open with open.
    var pairs: [(cost: Double, i: Int, j: Int)] = []
    for i in a.indices {
        for j in b.indices where a[i].isClosed == b[j].isClosed {
            let d = centA[i] - centB[j]
            let s = abs(areaA[i]).squareRoot() - abs(areaB[j]).squareRoot()
            pairs.append((d.x * d.x + d.y * d.y + s * s, i, j))
        }
    }
    pairs.sort { ($0.cost, $0.i, $0.j) < ($1.cost, $1.i, $1.j) }
    for p in pairs where partnerOfA[p.i] < 0 && !usedB[p.j] {
        partnerOfA[p.i] = p.j
        usedB[p.j] = true
    }

    func nearest(_ c: Point, in cents: [Point], fallback: Point) -> Point {
        var best = fallback, bestD = Double.infinity
        for q in cents {
            let d = (q - c).x * (q - c).x + (q - c).y * (q - c).y
            if d < bestD { bestD = d; best = q }
        }
        return best
    }

    for i in a.indices {
        let j = partnerOfA[i]
        if j >= 0 {
            let (x, y) = matchPair(a[i], b[j], areaA[i], areaB[j])
            outA.append(x); outB.append(y)
        } else {
            let target = nearest(centA[i], in: centB, fallback: centA[i])
            outA.append(a[i])
            outB.append(.point(target, count: a[i].segments.count, isClosed: a[i].isClosed))
        }
    }
    for j in b.indices where !usedB[j] {
        let source = nearest(centB[j], in: centA, fallback: centB[j])
        outA.append(.point(source, count: b[j].segments.count, isClosed: b[j].isClosed))
        outB.append(b[j])
    }
    return (outA, outB)
}

/// Steps 3–5 for one matched pair.
private func matchPair(_ a: CubicContour, _ b: CubicContour, _ areaA: Double, _ areaB: Double)
    -> (CubicContour, CubicContour)
{
    var b = b
    // 3. Consistent winding (only when both have a meaningful direction).
    let windingDefined = areaA != 0 && areaB != 0
    if windingDefined && (areaA > 0) != (areaB > 0) { b = b.reversed }

    // 4. Equal segment counts (equal parameter spans first; the cut positions are refined once matched, below).
    let n = max(a.segments.count, b.segments.count)
    let splitA = a.subdivision(to: n)
    var candidates = [(contour: b, split: b.subdivision(to: n))]
    if !windingDefined { candidates.append((b.reversed, b.reversed.subdivision(to: n))) }

    // 5. Best start (closed) or direction (open, when the winding did not decide it).
    var best = 0, bestK = 0, bestCost = Double.infinity
    for (c, candidate) in candidates.enumerated() {
        for k in 0..<(a.isClosed ? max(n, 1) : 1) {
            let cost = squaredDistance(splitA.contour, candidate.split.contour, rotation: k)
            if cost < bestCost { bestCost = cost; best = c; bestK = k }
        }
    }
    let (origB, splitB) = candidates[best]

    // Refinement: a segment cut into several pieces is cut where its partner's segments meet (in proportion to their
    // control-polygon lengths) rather than at equal spans, so a plain side of a rect lines up with the corners of the
    // rounded rect it becomes instead of wobbling.
    let bRotated = splitB.contour.rotated(by: bestK)
    let finalA = splitA.isSplit
        ? a.resplit(splitA.pieces, partnerLengths: bRotated.segments.map(\.controlPolygonLength)) : splitA.contour
    var finalB = bRotated
    if splitB.isSplit {
        let lengths = (0..<n).map { m in finalA.segments[(m - bestK % max(n, 1) + n) % n].controlPolygonLength }
        finalB = origB.resplit(splitB.pieces, partnerLengths: lengths).rotated(by: bestK)
    }
    return (finalA, finalB)
}

/// Sum of squared distances between `a`'s on-curve points and `b`'s rotated by `k` segments.
private func squaredDistance(_ a: CubicContour, _ b: CubicContour, rotation k: Int) -> Double {
    let n = a.segments.count
    guard n > 0 else { return 0 }
    var sum = 0.0
    for i in 0..<n {
        let p = a.segments[i].p0, q = b.segments[(i + k) % n].p0
        let dx = p.x - q.x, dy = p.y - q.y
        sum += dx * dx + dy * dy
    }
    if !a.isClosed {
        let p = a.segments[n - 1].p3, q = b.segments[n - 1].p3
        sum += (p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)
    }
    return sum
}

extension CubicContour {
    /// A contour cut to `count` segments, and how many pieces each original segment became.
    struct Subdivision {
        var contour: CubicContour
        var pieces: [Int]
        var isSplit: Bool { pieces.contains { $0 > 1 } }
    }

    /// The contour with its longest segments split so that it has `count` segments (`count` ≥ its current count).
    /// Extra pieces go one at a time to the segment whose control polygon per piece is longest (ties: the earlier
    /// segment); each segment is then cut into that many equal parameter spans.
    func subdivision(to count: Int) -> Subdivision {
        guard !segments.isEmpty, count > segments.count else {
            return Subdivision(contour: self, pieces: Array(repeating: 1, count: segments.count))
        }
        let lengths = segments.map(\.controlPolygonLength)
        var pieces = Array(repeating: 1, count: segments.count)
        for _ in 0..<(count - segments.count) {
            var best = 0, bestLength = -1.0
            for i in segments.indices {
                let l = lengths[i] / Double(pieces[i])
                if l > bestLength { bestLength = l; best = i }
            }
            pieces[best] += 1
        }
        var out: [CubicSegment] = []
        out.reserveCapacity(count)
        for (s, k) in zip(segments, pieces) { out.append(contentsOf: s.split(into: k)) }
        return Subdivision(contour: CubicContour(start: start, segments: out, isClosed: isClosed), pieces: pieces)
    }

    /// The contour with segment `i` cut into `pieces[i]` parts at parameters proportional to the matching run of
    /// `partnerLengths` (indexed by piece); equal spans where the partner's run has no length.
    func resplit(_ pieces: [Int], partnerLengths: [Double]) -> CubicContour {
        var out: [CubicSegment] = []
        var m = 0
        for (s, k) in zip(segments, pieces) {
            let run = partnerLengths[m..<(m + k)]
            let total = run.reduce(0, +)
            if k == 1 || !(total > 1e-12) {
                out.append(contentsOf: s.split(into: k))
            } else {
                var rest = s, done = 0.0
                for w in run.dropLast() {
                    // Cut the remaining span so that this piece covers w / total of the whole parameter range.
                    let left = 1 - done
                    let t = left > 1e-12 ? min(max((w / total) / left, 0), 1) : 1
                    let (head, tail) = rest.split(at: t)
                    out.append(head)
                    rest = tail
                    done += w / total
                }
                out.append(rest)
            }
            m += k
        }
        return CubicContour(start: start, segments: out, isClosed: isClosed)
    }
}
