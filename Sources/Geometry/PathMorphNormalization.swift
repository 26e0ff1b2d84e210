/// Steps 1–4 of `PathMorphPair`'s normalisation: the two paths' contours matched and cut so that they correspond
/// segment by segment.
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
