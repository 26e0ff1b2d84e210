/// Two paths prepared for a morph: the originals, and two normalised versions of identical element structure whose
/// element-wise blend moves smoothly from one shape to the other.
///
/// Core Animation blends paths element by element and leaves paths of different structure undefined (reference §10);
/// this goes beyond it, matching the shapes by where their points are, not by where their segments happen to start
/// (docs/path-morph-and-booleans.md). Normalisation (deterministic; a pure function of the two paths):
/// 1. Every sub-path becomes a contour of cubic segments (lines and quadratics exactly; a closing line of non-zero
///    length becomes a segment).
/// 2. Closed contours are matched with closed ones and open with open, greedily by the cost
///    `|centroid_a − centroid_b|² + (√|area_a| − √|area_b|)²`, cheapest pair first (ties: lower indices first), each
///    path measured in its own frame (origin at its bounds' centre, unit its bounds' larger side).
///    A contour left without a partner grows from (or shrinks to) a point: the centroid of the nearest contour of the
///    other path (its own centroid when the other path has none).
/// 3. Winding is made consistent: when a matched closed pair runs in opposite directions, the `to` contour is
///    reversed, so the blend never turns an outline inside out.
/// 4. A matched pair of convex closed contours corresponds by tangent direction (`ConvexCorrespondence`: the blend is
///    the Minkowski combination, so a rect's corners round off in place and shared symmetries are kept); any other
///    pair by arc length with the best cyclic offset and direction (`ArcLengthCorrespondence`). Either way both
///    contours are cut at the matched points, so they have the same number of segments, paired in order.
///
/// `path(at:)` returns the originals exactly at amounts 0 and 1.
///
/// # Guarantees
/// - `normalizedFrom` and `normalizedTo` have the same element structure: `move`, `cubic`s, and `close` per contour.
/// - Contours are ordered as the `from` path's (matched ones), then the `to` path's unmatched ones.
/// - A path and a translated, uniformly scaled copy of it are cut nowhere: every blend is that translation and scale
///   of the original, to rounding.
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

    // 2. Greedy matching, closed with closed and open with open, each path measured in its own frame (its bounds'
    // centre and larger side), so a path and a moved, scaled copy pair their sub-paths alike.
    func frame(_ c: [CubicContour]) -> (centre: Point, size: Double) {
        let box = Path(contours: c).bounds
        let size = max(box.width, box.height)
        return (Point(x: box.midX, y: box.midY), size > 0 ? size : 1)
    }
    let fa = frame(a), fb = frame(b)
    var pairs: [(cost: Double, i: Int, j: Int)] = []
    for i in a.indices {
        for j in b.indices where a[i].isClosed == b[j].isClosed {
            let d = (centA[i] - fa.centre) * (1 / fa.size) - (centB[j] - fb.centre) * (1 / fb.size)
            let s = abs(areaA[i]).squareRoot() / fa.size - abs(areaB[j]).squareRoot() / fb.size
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

/// Steps 3 and 4 for one matched pair.
private func matchPair(_ a: CubicContour, _ b: CubicContour, _ areaA: Double, _ areaB: Double)
    -> (CubicContour, CubicContour)
{
    var b = b
    // 3. Consistent winding (only when both are closed with a meaningful direction).
    let windingDefined = a.isClosed && b.isClosed && areaA != 0 && areaB != 0
    if windingDefined && (areaA > 0) != (areaB > 0) { b = b.reversed }
    // 4. The correspondence.
    if windingDefined {
        if areaA > 0, let wa = ConvexCorrespondence.walk(a), let wb = ConvexCorrespondence.walk(b),
           let pair = ConvexCorrespondence.correspond(wa, wb) {
            return pair
        }
        // Counter-clockwise: walked clockwise, and the result turned back.
        if areaA < 0, let wa = ConvexCorrespondence.walk(a.reversed), let wb = ConvexCorrespondence.walk(b.reversed),
           let (x, y) = ConvexCorrespondence.correspond(wa, wb) {
            return (x.reversed, y.reversed)
        }
    }
    return ArcLengthCorrespondence.correspond(a, b, tryReverse: !windingDefined)
}
