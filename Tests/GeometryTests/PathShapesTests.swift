import Testing
import Geometry

/// Seed 003's `createRoundedRectPath(rect:cornerRadius:)`, transcribed call for call with the same arithmetic.
private func seedRoundedRectPath(rect: Rect, cornerRadius: Double) -> Path {
    var path = Path.Builder()
    let minRadius = min(rect.width, rect.height) / 2
    let radius = min(cornerRadius, minRadius)

    // Top-left corner
    path.move(to: Point(x: rect.minX + radius, y: rect.minY))
    path.line(to: Point(x: rect.maxX - radius, y: rect.minY))
    path.quad(to: Point(x: rect.maxX, y: rect.minY + radius), control: Point(x: rect.maxX, y: rect.minY))

    // Top-right corner
    path.line(to: Point(x: rect.maxX, y: rect.maxY - radius))
    path.quad(to: Point(x: rect.maxX - radius, y: rect.maxY), control: Point(x: rect.maxX, y: rect.maxY))

    // Bottom-right corner
    path.line(to: Point(x: rect.minX + radius, y: rect.maxY))
    path.quad(to: Point(x: rect.minX, y: rect.maxY - radius), control: Point(x: rect.minX, y: rect.maxY))

    // Bottom-left corner
    path.line(to: Point(x: rect.minX, y: rect.minY + radius))
    path.quad(to: Point(x: rect.minX + radius, y: rect.minY), control: Point(x: rect.minX, y: rect.minY))

    path.close()
    return path.build()
}

/// Every coordinate of the two paths has the same bit pattern (so `0` and `-0` differ).
private func bitIdentical(_ a: Path, _ b: Path) -> Bool {
    guard a.structure == b.structure else { return false }
    return zip(a.elements, b.elements).allSatisfy { e, f in
        zip(e.points, f.points).allSatisfy {
            $0.x.bitPattern == $1.x.bitPattern && $0.y.bitPattern == $1.y.bitPattern
        }
    }
}

private let sampleRects = [
    Rect(x: 0, y: 0, width: 200, height: 100),
    Rect(x: 0.1, y: 0.7, width: 123.456, height: 78.9),
    Rect(x: -40, y: 13.333333333333334, width: 1, height: 300),
    Rect(x: 24, y: 418, width: 342, height: 96),
    Rect(x: 1e-3, y: 2e5, width: 1e6, height: 3e-2),
]
private let sampleRadii: [Double] = [0, 0.25, 5, 16, 33.3, 48, 50, 1000]

@Suite struct PathShapesTests {
    @Test func rectStructure() {
        let p = Path.rect(Rect(x: 10, y: 20, width: -5, height: 8))
        #expect(p.elements == [.move(P(5, 20)), .line(P(10, 20)), .line(P(10, 28)), .line(P(5, 28)), .close])
    }

    @Test func ellipsePassesThroughItsExtremePoints() {
        let r = Rect(x: 10, y: 20, width: 100, height: 60)
        let p = Path.ellipse(in: r)
        #expect(p.structure == [.move, .cubic, .cubic, .cubic, .cubic, .close])
        let ends = p.elements.compactMap(\.points.last)
        #expect(ends == [P(110, 50), P(60, 80), P(10, 50), P(60, 20), P(110, 50)])
        #expect(p.bounds == r)
        // The 45° point lies on the ellipse within the 4-cubic approximation's error.
        let e = p.elements
        guard case .move(let p0) = e[0], case .cubic(let c1, let c2, let p1) = e[1] else {
            Issue.record("unexpected structure"); return
        }
        let mid = cubicAt(p0, c1, c2, p1, 0.5)
        let nx = (mid.x - 60) / 50, ny = (mid.y - 50) / 30
        #expect(isClose((nx * nx + ny * ny).squareRoot(), 1, 3e-4))
    }

    @Test func quadEqualsSeedConstructionBitForBit() {
        for r in sampleRects {
            for radius in sampleRadii {
                let ours = Path.roundedRect(r, cornerRadius: radius, style: .quad)
                let seed = seedRoundedRectPath(rect: r, cornerRadius: radius)
                #expect(ours == seed, "rect \(r) radius \(radius)")
                #expect(bitIdentical(ours, seed), "rect \(r) radius \(radius)")
            }
        }
    }

    @Test func quadElementsSpelledOut() {
        let p = Path.roundedRect(Rect(x: 0, y: 0, width: 200, height: 100), cornerRadius: 16, style: .quad)
        #expect(p.elements == [
            .move(P(16, 0)),
            .line(P(184, 0)), .quad(P(200, 0), P(200, 16)),
            .line(P(200, 84)), .quad(P(200, 100), P(184, 100)),
            .line(P(16, 100)), .quad(P(0, 100), P(0, 84)),
            .line(P(0, 16)), .quad(P(0, 0), P(16, 0)),
            .close,
        ])
    }

    @Test func quadRadiusClampedToHalfTheShorterSide() {
        let r = Rect(x: 0, y: 0, width: 200, height: 100)
        let clamped = Path.roundedRect(r, cornerRadius: 1000, style: .quad)
        #expect(clamped == Path.roundedRect(r, cornerRadius: 50, style: .quad))
        #expect(clamped.elements[0] == .move(P(50, 0)))
        #expect(clamped.elements[3] == .line(P(200, 50)))
        #expect(clamped.elements[4] == .quad(P(200, 100), P(150, 100)))
        // A negative radius draws square corners.
        #expect(Path.roundedRect(r, cornerRadius: -3, style: .quad) == Path.roundedRect(r, cornerRadius: 0, style: .quad))
    }

    @Test func quadStructureNeverChanges() {
        let expected: [PathElement.Kind] = [.move] + Array(repeating: [PathElement.Kind.line, .quad], count: 4).flatMap { $0 } + [.close]
        for r in sampleRects + [Rect.zero, Rect(x: 5, y: 5, width: 0, height: 10)] {
            for radius in sampleRadii {
                #expect(Path.roundedRect(r, cornerRadius: radius, style: .quad).structure == expected)
            }
        }
        // At radius 0 each quad's points sit on the corner.
        let square = Path.roundedRect(Rect(x: 1, y: 2, width: 3, height: 4), cornerRadius: 0, style: .quad)
        #expect(square.elements[2] == .quad(P(4, 2), P(4, 2)))
        #expect(square.elements[8] == .quad(P(1, 2), P(1, 2)))
    }

    @Test func circularCorners() {
        let p = Path.roundedRect(Rect(x: 0, y: 0, width: 200, height: 100), cornerRadius: 10, style: .circular)
        let corner: [PathElement.Kind] = [.line, .cubic]
        let expected: [PathElement.Kind] = [.move] + Array(repeating: corner, count: 4).flatMap { $0 } + [.close]
        #expect(p.structure == expected)
        guard case .line(let start) = p.elements[1], case .cubic(let c1, let c2, let end) = p.elements[2] else {
            Issue.record("unexpected structure"); return
        }
        #expect(start == P(190, 0) && end == P(200, 10))
        let mid = cubicAt(start, c1, c2, end, 0.5)
        #expect(isClose(mid.distance(to: P(190, 10)), 10, 10 * 3e-4))
        #expect(isClose(p.bounds, Rect(x: 0, y: 0, width: 200, height: 100), 1e-12))
    }

    @Test func continuousCornerSpans1_528665R() {
        let r = 10.0
        let p = Path.roundedRect(Rect(x: 0, y: 0, width: 200, height: 100), cornerRadius: r, style: .continuous)
        let corner: [PathElement.Kind] = [.line, .cubic, .cubic, .cubic]
        let expected: [PathElement.Kind] = [.move] + Array(repeating: corner, count: 4).flatMap { $0 } + [.close]
        #expect(p.structure == expected)
        guard case .move(let start) = p.elements[0], case .line(let firstLineEnd) = p.elements[1] else {
            Issue.record("unexpected structure"); return
        }
        // The top edge runs straight from 1.528665·r after the left edge to 1.528665·r before the right edge.
        #expect(isClose(start.x, 1.528665 * r, 1e-5))
        #expect(start.y == 0)
        #expect(isClose(firstLineEnd.x, 200 - 1.528665 * r, 1e-5))
        #expect(firstLineEnd.y == 0)
        #expect(isClose(Path.continuousCornerExpansion, 1.528665, 1e-6))
        // The corner's curve ends on the right edge 1.528665·r below the top.
        guard case .cubic(_, _, let cornerEnd) = p.elements[4] else { Issue.record("unexpected structure"); return }
        #expect(isClose(cornerEnd, P(200, 1.528665 * r), 1e-5))
        #expect(isClose(p.bounds, Rect(x: 0, y: 0, width: 200, height: 100), 1e-9))
    }

    @Test func continuousRadiusClampedSoTheCornerFits() {
        let p = Path.roundedRect(Rect(x: 0, y: 0, width: 200, height: 100), cornerRadius: 1000, style: .continuous)
        guard case .move(let start) = p.elements[0] else { Issue.record("unexpected structure"); return }
        #expect(isClose(start.x, 50, 1e-12) && start.y == 0)
    }

    /// The points of each corner of a continuous rounded rect: the line's end, then three cubics' points (10 points).
    private func cornerPoints(_ p: Path) -> [[Point]] {
        (0..<4).map { k in p.elements[(1 + 4 * k)...(4 + 4 * k)].flatMap(\.points) }
    }

    /// Issue 13: Core Animation's continuous corner is symmetric about the corner's diagonal. In a square centred on
    /// the origin the reflection about each corner's diagonal ((x, y) → (−y, −x) or (y, x)) and the quarter turn
    /// ((x, y) → (−y, x)) only swap and negate coordinates, which floating point does exactly: so the test demands
    /// equality, point for point (the mirrored corner read backwards).
    @Test func continuousCornerIsSymmetricAboutItsDiagonal() {
        for (w, r) in [(128.0, 20.0), (60, 30), (200, 7.25)] {
            let p = Path.roundedRect(Rect(x: -w / 2, y: -w / 2, width: w, height: w), cornerRadius: r, style: .continuous)
            let corners = cornerPoints(p)
            // Top-right and bottom-left sit on the diagonal y = −x, bottom-right and top-left on y = x.
            let mirrors: [(Point) -> Point] = [{ P(-$0.y, -$0.x) }, { P($0.y, $0.x) }, { P(-$0.y, -$0.x) }, { P($0.y, $0.x) }]
            for (points, mirror) in zip(corners, mirrors) {
                #expect(points.map(mirror) == Array(points.reversed()), "w \(w) r \(r)")
            }
        }
    }

    @Test func squareContinuousRoundedRectIsSymmetricUnderAQuarterTurn() {
        let p = Path.roundedRect(Rect(x: -50, y: -50, width: 100, height: 100), cornerRadius: 18.5, style: .continuous)
        let corners = cornerPoints(p)
        for k in 0..<4 {
            #expect(corners[k].map { P(-$0.y, $0.x) } == corners[(k + 1) % 4])
        }
    }

    /// The corner-mask variant draws the same continuous corner, so it is symmetric too.
    @Test func maskedContinuousCornerMatchesTheFullRoundedRect() {
        let r = Rect(x: -40, y: -40, width: 80, height: 80)
        #expect(Path.roundedRect(r, cornerRadius: 10, style: .continuous, corners: [.maxXMinY, .minXMaxY, .maxXMaxY])
            .elements[1...4] == Path.roundedRect(r, cornerRadius: 10, style: .continuous).elements[1...4])
    }
}
