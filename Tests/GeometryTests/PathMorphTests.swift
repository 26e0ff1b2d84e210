import Testing
import Geometry

/// The 21 evenly spaced amounts the morph tests sample.
private let amounts = (0...20).map { Double($0) / 20 }

/// Morph properties of every gallery pair, in both directions (`Scenes/morphs.json`).
@Suite struct PathMorphTests {
    static let cases: [(String, Path, Path)] = MorphGallery.pairs.flatMap { name, a, b in
        [(name, a, b), (name + " (reversed)", b, a)]
    }

    @Test(arguments: 0..<cases.count)
    func endsAreTheInputsExactly(_ i: Int) {
        let (_, a, b) = Self.cases[i]
        let pair = PathMorphPair(from: a, to: b)
        #expect(pair.path(at: 0) == a)
        #expect(pair.path(at: 1) == b)
        #expect(pair.normalizedFrom.hasSameStructure(as: pair.normalizedTo))
        // The normalised ends draw the same outlines as the inputs (same area and centroid).
        #expect(isClose(pair.normalizedFrom.signedArea, a.signedArea, 1e-9 * abs(a.signedArea)))
        #expect(isClose(pair.normalizedTo.signedArea, b.signedArea, 1e-9 * abs(b.signedArea)))
    }

    @Test(arguments: 0..<cases.count)
    func staysClosedWhereBothEndsAre(_ i: Int) {
        let (_, a, b) = Self.cases[i]
        #expect(a.isClosed && b.isClosed)  // every gallery shape is closed
        let pair = PathMorphPair(from: a, to: b)
        for t in amounts { #expect(pair.path(at: t).isClosed, "amount \(t)") }
    }

    /// Area moves monotonically from one end to the other: no step goes back, and no amount leaves the ends' range,
    /// by more than 5 % of the larger end's area.
    /// Why 5 %: a sub-path growing from a point while another shrinks (key → circle, the letter A's hole) moves the
    /// total area along a ratio of polynomials, not a line. Square ↔ diamond is left out: neither contains the other,
    /// and their blend is the octagon of `squareToDiamondIsTheMinkowskiOctagon`.
    @Test(arguments: 0..<cases.count)
    func areaMovesMonotonically(_ i: Int) {
        let (name, a, b) = Self.cases[i]
        guard !name.contains("diamond") else { return }
        let pair = PathMorphPair(from: a, to: b)
        let areas = amounts.map { pair.path(at: $0).signedArea }
        let a0 = areas.first!, a1 = areas.last!
        let tolerance = 0.05 * max(abs(a0), abs(a1))
        let direction: Double = a1 >= a0 ? 1 : -1
        for k in 1..<areas.count {
            #expect((areas[k] - areas[k - 1]) * direction >= -tolerance, "\(name): area \(areas[k - 1]) → \(areas[k])")
        }
        // Never outside the ends' range by more than the tolerance.
        for v in areas { #expect(v >= min(a0, a1) - tolerance && v <= max(a0, a1) + tolerance, "\(name): \(v)") }
    }

    /// The area centroid moves monotonically along the line between the ends' centroids, within 4 % of the larger
    /// end's bounding-box diagonal (about 5.7 pt on the 120 pt gallery shapes) sideways and backwards.
    /// Why 4 %: a sub-path with no partner grows from / shrinks to a point while the matched ones move, and a blend's
    /// centroid is a ratio of polynomials in the amount, not linear: the key (two sub-paths → one circle) swings back
    /// by 4.9 pt, the letter A (a hole shrinking) 3.5 pt sideways. A morph that swings across the shape fails.
    @Test(arguments: 0..<cases.count)
    func centroidMovesMonotonically(_ i: Int) {
        let (name, a, b) = Self.cases[i]
        let pair = PathMorphPair(from: a, to: b)
        let diagonal = [a.bounds, b.bounds].map { ($0.width * $0.width + $0.height * $0.height).squareRoot() }.max()!
        let tolerance = 0.04 * diagonal
        let cs = amounts.map { pair.path(at: $0).areaCentroid }
        let c0 = cs.first!, c1 = cs.last!
        let d = c1 - c0
        let len = (d.x * d.x + d.y * d.y).squareRoot()
        var previous = -Double.infinity
        for c in cs {
            let v = c - c0
            if len < 1e-9 {
                #expect(c.distance(to: c0) <= tolerance, "\(name): centroid \(c) vs \(c0)")
                continue
            }
            let along = (v.x * d.x + v.y * d.y) / len
            let across = abs(v.x * d.y - v.y * d.x) / len
            #expect(across <= tolerance, "\(name): centroid \(c) is \(across) pt off the line")
            #expect(along >= previous - tolerance, "\(name): centroid moves back from \(previous) to \(along)")
            previous = max(previous, along)
        }
    }

    /// No segment degenerates (its control polygon shrinks below 5 % of the shorter end's mid-morph) or flips (a
    /// curved segment whose control polygon turns the same way at both ends turns the other way in between), and no
    /// contour turns inside out (its signed area keeps its sign).
    @Test(arguments: 0..<cases.count)
    func noFlippedOrDegenerateSegments(_ i: Int) {
        let (name, a, b) = Self.cases[i]
        let pair = PathMorphPair(from: a, to: b)
        let ca = pair.normalizedFrom.cubicContours, cb = pair.normalizedTo.cubicContours
        #expect(ca.count == cb.count)
        for (x, y) in zip(ca, cb) {
            #expect(x.segments.count == y.segments.count)
            let areaX = x.signedArea, areaY = y.signedArea
            for (s, u) in zip(x.segments, y.segments) {
                let turnS = polygonArea(s), turnU = polygonArea(u)
                let curved = min(abs(turnS), abs(turnU)) > 1e-6 * s.controlPolygonLength * u.controlPolygonLength
                let shorter = min(s.controlPolygonLength, u.controlPolygonLength)
                guard shorter > 1e-9 else { continue }  // a contour growing from a point
                for t in amounts.dropFirst().dropLast() {
                    let m = blend(s, u, t)
                    #expect(m.controlPolygonLength >= 0.05 * shorter, "\(name): degenerate at \(t)")
                    if curved && turnS * turnU > 0 {
                        #expect(polygonArea(m) * turnS > 0, "\(name): flipped control polygon at \(t)")
                    }
                }
            }
            for t in amounts.dropFirst().dropLast() {
                let m = CubicContour(start: x.start + (y.start - x.start) * t,
                                     segments: zip(x.segments, y.segments).map { blend($0, $1, t) }, isClosed: x.isClosed)
                let reference = areaX != 0 ? areaX : areaY
                #expect(m.signedArea * reference > 0, "\(name): contour turned inside out at \(t)")
            }
        }
    }

    @Test func morphIsDeterministic() {
        for (_, a, b) in Self.cases {
            #expect(PathMorphPair(from: a, to: b) == PathMorphPair(from: a, to: b))
        }
    }

    /// Core Animation's element-wise blend of the square and the same-structure diamond pairs corners with the wrong
    /// vertices: half-way the outline pinches to 850 pt² (the ends are 6400 and 5000), which is why the gallery shows
    /// `resample` beside it.
    @Test func elementwiseSquareToDiamondPinches() throws {
        let a = MorphGallery.square, b = MorphGallery.diamond
        #expect(a.hasSameStructure(as: b))
        let elementwise = try #require(a.blended(with: b, amount: 0.5))
        #expect(isClose(elementwise.signedArea, 850, 1e-9))
    }

    /// Two convex shapes correspond by tangent direction, so the morph is the Minkowski combination (1 − t)A + tB: for
    /// the square (side 80) and the diamond (diagonals 100) an octagon whose area is the mixed-area polynomial
    /// (1 − t)²·|A| + 2t(1 − t)·V(A, B) + t²·|B|, with V(A, B) = ½ Σ over B's edges of A's support × edge length
    /// = ½ · 4 · 40√2 · 50√2 = 8000. Exact at every t: a morph that rotated or cut corners would not hit it.
    @Test func squareToDiamondIsTheMinkowskiOctagon() {
        let pair = PathMorphPair(from: MorphGallery.square, to: MorphGallery.diamond)
        for t in amounts {
            let expected = (1 - t) * (1 - t) * 6400 + 2 * t * (1 - t) * 8000 + t * t * 5000
            #expect(isClose(pair.path(at: t).signedArea, expected, 1e-9 * 8000), "at \(t)")
        }
    }

    /// A sub-path without a partner grows from the centroid of the nearest contour of the other path.
    @Test func unmatchedSubpathGrowsFromAPoint() {
        let pair = PathMorphPair(from: MorphGallery.circle, to: MorphGallery.key)
        let contours = pair.normalizedFrom.cubicContours
        #expect(contours.count == 2)
        let grown = contours[1]
        let centre = MorphGallery.circle.areaCentroid
        #expect(grown.segments.allSatisfy { [$0.p0, $0.p1, $0.p2, $0.p3].allSatisfy { isClose($0, centre, 1e-9) } })
    }

    /// Lines, quadratics and cubics become exact cubics: the cubic contours trace the same curve.
    @Test func cubicContoursTraceTheSameCurve() {
        let p = MorphGallery.svg("M0 0 L10 0 Q20 0 20 10 C20 20 10 30 0 30 Z")
        let c = p.cubicContours
        #expect(c.count == 1 && c[0].segments.count == 4 && c[0].isClosed)
        // Quadratic (10,0) (20,0) (20,10) at t = 0.5 is (17.5, 2.5).
        #expect(isClose(c[0].segments[1].point(at: 0.5), P(17.5, 2.5), 1e-12))
        // The closing line becomes a segment back to the start.
        #expect(c[0].segments[3].p3 == P(0, 0))
        // Shoelace area of the polygon part + the quadratic's and cubic's bulges, checked against a rectangle.
        #expect(isClose(Path.rect(Rect(x: 0, y: 0, width: 30, height: 20)).signedArea, 600, 1e-9))
        #expect(isClose(Path.ellipse(in: Rect(x: 0, y: 0, width: 2, height: 2)).signedArea, 3.1415, 0.0015))
    }
}

/// The signed area of a segment's closed control polygon p0 p1 p2 p3.
private func polygonArea(_ s: CubicSegment) -> Double {
    let p = [s.p0, s.p1, s.p2, s.p3]
    var sum = 0.0
    for i in 0..<4 { let a = p[i], b = p[(i + 1) % 4]; sum += a.x * b.y - a.y * b.x }
    return sum / 2
}

private func blend(_ a: CubicSegment, _ b: CubicSegment, _ t: Double) -> CubicSegment {
    func f(_ p: Point, _ q: Point) -> Point { p + (q - p) * t }
    return CubicSegment(f(a.p0, b.p0), f(a.p1, b.p1), f(a.p2, b.p2), f(a.p3, b.p3))
}
