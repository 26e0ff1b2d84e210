import Testing
import Geometry

/// Issue 13's properties, over a gallery of pairs: a morph that twists cannot pass them.
private let interior = (1...19).map { Double($0) / 20 }  // t = 0.05 … 0.95

private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// Pairs symmetric about the same axes through a common centre (x = 60 and, where named, y = 60).
enum SymmetricGallery {
    static let frames: [(String, Rect)] = [
        ("1:1", rect(10, 10, 100, 100)), ("2:1", rect(0, 30, 120, 60)), ("1:3", rect(35, 0, 50, 120)),
    ]

    /// Rect ↔ rounded rect in every corner style, several radii and aspect ratios.
    static let rectToRounded: [(String, Path, Path)] = frames.flatMap { name, r in
        CornerStyle.allCases.flatMap { style in
            [4.0, 12, 40].map { radius in
                ("rect \(name) → \(style) r\(radius)", Path.rect(r), Path.roundedRect(r, cornerRadius: radius, style: style))
            }
        }
    }

    static let circle = Path.ellipse(in: rect(10, 10, 100, 100))
    static let square = Path.rect(rect(10, 10, 100, 100))
    static let triangle = MorphGallery.svg("M60 10 L110 110 L10 110 Z")
    static let others: [(String, Path, Path)] = [
        ("circle → square", circle, square),
        ("circle → rounded rect", circle, Path.roundedRect(rect(10, 10, 100, 100), cornerRadius: 20, style: .continuous)),
        ("ellipse → rect", Path.ellipse(in: rect(0, 30, 120, 60)), Path.rect(rect(20, 40, 80, 40))),
        ("triangle → square", triangle, square),
        ("star → circle", MorphGallery.star, circle),
    ]

    static var all: [(String, Path, Path)] { (rectToRounded + others).flatMap { n, a, b in [(n, a, b), (n + " (rev)", b, a)] } }
}

/// Dense points along a path (64 per segment).
private func outline(_ p: Path) -> [Point] {
    let m = PathMeasure(p, chordsPerCurve: 16)
    var out: [Point] = []
    for s in m.segments { for k in 0..<64 { out.append(s.curve.point(at: Double(k) / 64)) } }
    return out
}

/// The largest distance from a point of `points` to the closed polyline through `poly`, looked up in a grid of 2 pt
/// cells (a point with no chord within 2 pt counts as 2 pt away: far beyond any tolerance here).
private func distanceToPolyline(_ points: [Point], _ poly: [Point]) -> Double {
    let cell = 2.0
    func key(_ x: Double, _ y: Double) -> Int64 {
        Int64((x / cell).rounded(.down)) &* 1_000_003 &+ Int64((y / cell).rounded(.down))
    }
    var grid: [Int64: [Int]] = [:]
    for i in poly.indices {
        let a = poly[i], b = poly[(i + 1) % poly.count]
        var x = (min(a.x, b.x) / cell).rounded(.down)
        while x <= (max(a.x, b.x) / cell).rounded(.down) {
            var y = (min(a.y, b.y) / cell).rounded(.down)
            while y <= (max(a.y, b.y) / cell).rounded(.down) {
                for dx in -1...1 { for dy in -1...1 { grid[key((x + Double(dx)) * cell, (y + Double(dy)) * cell), default: []].append(i) } }
                y += 1
            }
            x += 1
        }
    }
    var worst = 0.0
    for p in points {
        var best = cell
        for i in grid[key(p.x, p.y)] ?? [] {
            let a = poly[i], b = poly[(i + 1) % poly.count]
            let d = b - a, l2 = d.x * d.x + d.y * d.y
            let t = l2 > 0 ? min(max(((p.x - a.x) * d.x + (p.y - a.y) * d.y) / l2, 0), 1) : 0
            best = min(best, p.distance(to: a + d * t))
        }
        worst = max(worst, best)
    }
    return worst
}

@Suite struct MorphPropertyTests {
    /// Every intermediate shape is symmetric about the axis x = 60 that both ends share, within 0.01 pt: the sampled
    /// outline mirrored lies on the outline. (A twist — a pinwheel, a corner cut on one side only — moves points off.)
    @Test(arguments: 0..<SymmetricGallery.all.count)
    func symmetryIsKept(_ i: Int) {
        let (name, a, b) = SymmetricGallery.all[i]
        let pair = PathMorphPair(from: a, to: b)
        for t in interior {
            let pts = outline(pair.path(at: t))
            let mirrored = pts.map { Point(x: 120 - $0.x, y: $0.y) }
            let d = distanceToPolyline(mirrored, pts)
            #expect(d < 0.01, "\(name) at \(t): mirror image off by \(d)")
        }
    }

    /// Square and circle share a quarter turn about their centre: every intermediate shape keeps it.
    @Test func quarterTurnIsKept() {
        for (a, b) in [(SymmetricGallery.circle, SymmetricGallery.square),
                       (SymmetricGallery.square, Path.roundedRect(rect(10, 10, 100, 100), cornerRadius: 30, style: .continuous))] {
            let pair = PathMorphPair(from: a, to: b)
            for t in interior {
                let pts = outline(pair.path(at: t))
                let turned = pts.map { Point(x: 120 - $0.y, y: $0.x) }
                #expect(distanceToPolyline(turned, pts) < 0.01, "at \(t)")
            }
        }
    }

    /// Where one shape contains the other, the area moves monotonically (each step within 0.05 % of the larger area).
    @Test func areaIsMonotoneWhenOneContainsTheOther() {
        var pairs: [(String, Path, Path)] = SymmetricGallery.rectToRounded
        pairs.append(("square ⊃ circle", SymmetricGallery.square, SymmetricGallery.circle))
        for (name, a, b) in pairs.flatMap({ n, a, b in [(n, a, b), (n + " (rev)", b, a)] }) {
            let pair = PathMorphPair(from: a, to: b)
            let areas = (0...40).map { pair.path(at: Double($0) / 40).signedArea }
            let slack = 0.0005 * max(abs(areas.first!), abs(areas.last!))
            let decreasing = areas.last! < areas.first!
            for k in 1..<areas.count {
                let step = areas[k] - areas[k - 1]
                #expect(decreasing ? step <= slack : step >= -slack, "\(name): area \(areas[k - 1]) → \(areas[k])")
            }
        }
    }

    /// No intermediate outline of two convex shapes crosses itself: flattened, no two non-adjacent chords intersect.
    @Test(arguments: 0..<SymmetricGallery.all.count)
    func convexPairsNeverSelfIntersect(_ i: Int) {
        let (name, a, b) = SymmetricGallery.all[i]
        guard !name.contains("star") else { return }
        let pair = PathMorphPair(from: a, to: b)
        for t in [0.1, 0.3, 0.5, 0.7, 0.9] {
            guard let ring = pair.path(at: t).flattenedRings(tolerance: 0.05).first else { Issue.record("empty"); continue }
            #expect(firstCrossing(ring) == nil, "\(name) at \(t)")
        }
    }

    /// A shape morphed into a translated and scaled copy of itself is that translation and scale at every t.
    @Test func translatedScaledCopyIsExact() {
        let shapes: [(String, Path)] = [("star", MorphGallery.star), ("key", MorphGallery.key), ("seed key", MorphGallery.seedKey), ("A", MorphGallery.letterA),
                                        ("rounded", MorphGallery.roundedRect), ("circle", SymmetricGallery.circle),
                                        ("triangle", SymmetricGallery.triangle),
                                        ("2:1 circular", Path.roundedRect(rect(0, 30, 120, 60), cornerRadius: 12, style: .circular))]
        let s = 1.75, d = Point(x: 33.5, y: -20.25)
        for (name, a) in shapes {
            let b = a.applying(AffineTransform(a: s, b: 0, c: 0, d: s, tx: d.x, ty: d.y))
            let pair = PathMorphPair(from: a, to: b)
            for t in interior {
                let k = 1 + (s - 1) * t
                let expected = pair.normalizedFrom.applying(AffineTransform(a: k, b: 0, c: 0, d: k, tx: d.x * t, ty: d.y * t))
                #expect(isClose(pair.path(at: t), expected, 1e-9), "\(name) at \(t)")
            }
        }
    }

    /// Rect → rounded rect: at every t each corner's cut is symmetric about the corner's diagonal (within 0.01 pt).
    @Test func rectCornersRoundSymmetricallyAboutTheirDiagonals() {
        for (name, a, b) in SymmetricGallery.rectToRounded {
            let r = a.bounds
            let pair = PathMorphPair(from: a, to: b)
            for t in interior {
                let pts = outline(pair.path(at: t))
                // Corner (cx, cy) with diagonal direction (sx, sy): reflect about the diagonal through the corner, keep
                // the points within a window as wide as it is high.
                for (cx, cy, sx, sy) in [(r.minX, r.minY, 1.0, 1.0), (r.maxX, r.minY, -1.0, 1.0),
                                         (r.maxX, r.maxY, -1.0, -1.0), (r.minX, r.maxY, 1.0, -1.0)] {
                    let window = min(0.4 * r.width, 0.4 * r.height, 25)
                    let near = pts.filter { abs($0.x - cx) < window && abs($0.y - cy) < window }
                    let reflected = near.map { p in Point(x: cx + sx * sy * (p.y - cy), y: cy + sx * sy * (p.x - cx)) }
                    let d = distanceToPolyline(reflected, pts)
                    #expect(d < 0.01, "\(name) at \(t): corner (\(cx), \(cy)) off by \(d)")
                }
            }
        }
    }

    /// The ends are the originals, byte for byte, for every pair.
    @Test func endsAreExact() {
        let seed = [("seed key → circle", MorphGallery.seedKey, SymmetricGallery.circle),
                    ("circle → seed key", SymmetricGallery.circle, MorphGallery.seedKey)]
        for (_, a, b) in SymmetricGallery.all + seed + MorphGallery.pairs.map({ ($0.name, $0.from, $0.to) }) {
            let pair = PathMorphPair(from: a, to: b)
            #expect(pair.path(at: 0) == a && pair.path(at: 1) == b)
        }
    }

    /// Shapes with two sub-paths ↔ one: the extra sub-path grows from a point and the matched ones stay symmetric.
    @Test func twoSubpathsToOne() {
        let pair = PathMorphPair(from: MorphGallery.key, to: SymmetricGallery.circle)
        #expect(pair.normalizedFrom.cubicContours.count == 2)
        for t in interior { #expect(pair.path(at: t).cubicContours.count == 2) }
    }

    /// Seed 001's key (six sub-paths) ↔ a circle: the handle's outline is matched with the circle and blends as two
    /// circles do (a circle at every t, centre and radius linear in t); the other five grow from / shrink to points
    /// inside the circle, and nothing leaves the box the two ends span.
    @Test func seedKeyToCircle() {
        let circle = SymmetricGallery.circle
        for (a, b, forward) in [(MorphGallery.seedKey, circle, true), (circle, MorphGallery.seedKey, false)] {
            let pair = PathMorphPair(from: a, to: b)
            let box = a.bounds.union(b.bounds)
            for t in interior {
                let p = pair.path(at: t)
                #expect(p.cubicContours.count == 6, "at \(t)")
                let bounds = p.bounds
                #expect(bounds.minX >= box.minX - 1e-9 && bounds.maxX <= box.maxX + 1e-9
                        && bounds.minY >= box.minY - 1e-9 && bounds.maxY <= box.maxY + 1e-9, "at \(t): \(bounds)")
                // The handle (key: centre (100, 50), r 50) ↔ the circle (centre (60, 60), r 50): every point of the
                // matched contour lies on the circle of the blended centre and radius.
                let s = forward ? t : 1 - t
                let centre = Point(x: 100 + (60 - 100) * s, y: 50 + (60 - 50) * s)
                let handle = p.cubicContours.map { Path(contours: [$0]) }.max { $0.bounds.width < $1.bounds.width }!
                for q in outline(handle) {
                    let r = ((q.x - centre.x) * (q.x - centre.x) + (q.y - centre.y) * (q.y - centre.y)).squareRoot()
                    #expect(abs(r - 50) < 0.05, "at \(t): \(q) is \(r) from the blended centre")
                }
            }
        }
    }
}

/// The first pair of non-adjacent chords of a closed ring that cross, or `nil`.
private func firstCrossing(_ ring: [Point]) -> (Int, Int)? {
    let n = ring.count
    func cross(_ o: Point, _ a: Point, _ b: Point) -> Double { (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x) }
    for i in 0..<n {
        let a = ring[i], b = ring[(i + 1) % n]
        for j in stride(from: i + 2, to: n, by: 1) where !(i == 0 && j == n - 1) {
            let c = ring[j], d = ring[(j + 1) % n]
            let d1 = cross(a, b, c), d2 = cross(a, b, d), d3 = cross(c, d, a), d4 = cross(c, d, b)
            if d1 * d2 < 0 && d3 * d4 < 0 { return (i, j) }
        }
    }
    return nil
}

/// Seeded random outlines (convex and not, with repeated points, collinear runs, zero-length segments, open and
/// closed, one or two sub-paths) never trap, always give two normalised paths of the same structure, and keep the ends
/// exact.
@Suite struct MorphRobustnessTests {
    struct Generator {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    static func randomPath(_ g: inout Generator) -> Path {
        var b = Path.Builder()
        let subpaths = g.next() < 0.3 ? 2 : 1
        for _ in 0..<subpaths {
            let n = 1 + Int(g.next() * 7)
            var p = Point(x: g.next() * 100, y: g.next() * 100)
            b.move(to: p)
            for _ in 0..<n {
                let kind = g.next()
                // Sometimes stay put (zero-length segments) or reuse a coordinate (collinear runs).
                let q = kind < 0.15 ? p : Point(x: kind < 0.3 ? p.x : g.next() * 100, y: g.next() * 100)
                if kind < 0.5 {
                    b.line(to: q)
                } else if kind < 0.7 {
                    b.quad(to: q, control: Point(x: g.next() * 100, y: g.next() * 100))
                } else {
                    b.cubic(to: q, control1: Point(x: g.next() * 100, y: g.next() * 100), control2: kind < 0.8 ? q : p)
                }
                p = q
            }
            if g.next() < 0.8 { b.close() }
        }
        return b.build()
    }

    @Test func randomPairsNeverTrap() {
        var g = Generator(state: 13)
        let fixed: [Path] = [.rect(rect(10, 10, 100, 100)), .ellipse(in: rect(0, 0, 50, 80)),
                             .roundedRect(rect(0, 0, 80, 40), cornerRadius: 12, style: .continuous)]
        for i in 0..<300 {
            let a = Self.randomPath(&g)
            let b = i % 3 == 0 ? fixed[i % fixed.count] : Self.randomPath(&g)
            let pair = PathMorphPair(from: a, to: b)
            #expect(pair.normalizedFrom.hasSameStructure(as: pair.normalizedTo), "pair \(i)")
            #expect(pair.path(at: 0) == a && pair.path(at: 1) == b)
            #expect(pair.path(at: 0.5).hasFiniteCoordinates, "pair \(i)")
        }
    }
}

/// Corners pair with corners where arc length alone would not line them up: the star (concave, so matched by arc
/// length) into a pentagon through its five tips, stretched 1.4× sideways so the tips are unevenly spaced along it.
/// Every pentagon vertex meets a star tip at the same joint of the normalised paths.
@Test func starTipsPairWithPentagonCorners() {
    let tips = [P(60, 5), P(112.31, 43), P(92.33, 104.5), P(27.67, 104.5), P(7.69, 43)]
    let corners = tips.map { P(60 + 1.4 * ($0.x - 60), $0.y) }
    var b = Path.Builder()
    b.move(to: corners[0])
    for c in corners.dropFirst() { b.line(to: c) }
    b.close()
    let pair = PathMorphPair(from: MorphGallery.star, to: b.build())
    let from = pair.normalizedFrom.cubicContours[0], to = pair.normalizedTo.cubicContours[0]
    for c in corners {
        let k = to.segments.firstIndex { isClose($0.p0, c, 1e-9) }
        #expect(k != nil, "corner \(c) is not a joint")
        if let k { #expect(tips.contains { isClose(from.segments[k].p0, $0, 1e-9) }, "corner \(c) meets \(from.segments[k].p0)") }
    }
}
