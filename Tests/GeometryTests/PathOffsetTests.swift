import Geometry
import XCTest

/// After Effects' Offset Paths on `Path` (`Path+Offset`, `CubicSegment+Offset`), as lottie-web's
/// `OffsetPathModifier` builds it.
final class PathOffsetTests: XCTestCase {
    /// The square (0, 0)…(10, 10), clockwise on a y-down screen.
    private let square = Path([.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 10, y: 10)),
                               .line(Point(x: 0, y: 10)), .close])

    private func assertBounds(_ p: Path, _ r: Rect, accuracy: Double = 1e-9, line: UInt = #line) {
        let b = p.bounds
        XCTAssertEqual(b.minX, r.minX, accuracy: accuracy, line: line)
        XCTAssertEqual(b.minY, r.minY, accuracy: accuracy, line: line)
        XCTAssertEqual(b.maxX, r.maxX, accuracy: accuracy, line: line)
        XCTAssertEqual(b.maxY, r.maxY, accuracy: accuracy, line: line)
    }

    /// The largest distance of the curve (sampled) from `radius` about `center`.
    private func radialError(_ p: Path, center: Point, radius: Double) -> Double {
        var worst = 0.0
        for c in p.cubicContours {
            for s in c.segments {
                for k in 0...16 { worst = max(worst, abs(s.point(at: Double(k) / 16).distance(to: center) - radius)) }
            }
        }
        return worst
    }

    func testAmountZeroIsTheIdentity() {
        XCTAssertEqual(square.offset(by: 0, join: .miter(limit: 4)), square)
    }

    /// A circle of radius r offset by d is the circle of radius r + d, whichever way it runs; a negative amount
    /// shrinks it. The tolerance: Path.ellipse's own error (2.7e-4 of the radius, one cubic per quarter) plus the
    /// offset's refinement tolerance (1e-3 of d).
    func testOffsetOfACircleIsTheConcentricCircle() {
        let circle = Path.ellipse(in: Rect(x: -20, y: -20, width: 40, height: 40))
        let reversed = Path(contours: circle.cubicContours.map(\.reversed))
        for (p, name) in [(circle, "clockwise"), (reversed, "counter-clockwise")] {
            for d in [5.0, -5, 12] {
                let e = radialError(p.offset(by: d, join: .miter(limit: 4)), center: .zero, radius: 20 + d)
                XCTAssertLessThan(e, 2.8e-4 * 20 + 1.1e-3 * abs(d), "\(name) d \(d)")
            }
        }
    }

    func testMiterCornersOfASquare() {
        let p = square.offset(by: 2, join: .miter(limit: 4))
        assertBounds(p, Rect(x: -2, y: -2, width: 14, height: 14))
        let corners = Set(p.vertexContours[0].vertices.map(\.point))
        for c in [Point(x: -2, y: -2), Point(x: 12, y: -2), Point(x: 12, y: 12), Point(x: -2, y: 12)] {
            XCTAssertTrue(corners.contains { $0.distance(to: c) < 1e-9 }, "\(c)")
        }
        // Each side's two ends, and a vertex per mitred corner.
        XCTAssertEqual(p.vertexContours[0].vertices.count, 12)
    }

    /// A right angle's miter is √2 times the amount: over a limit of 1.4 it is bevelled (8 vertices, the sides' ends:
    /// the corner cut at (−2, 0)–(0, −2)).
    func testMiterLimitBevels() {
        for join in [Path.OffsetJoin.miter(limit: 1.4), .bevel] {
            let v = square.offset(by: 2, join: join).vertexContours[0].vertices.map(\.point)
            XCTAssertEqual(v.count, 8)
            XCTAssertTrue(v.contains { $0.distance(to: Point(x: -2, y: 0)) < 1e-9 })
            XCTAssertTrue(v.contains { $0.distance(to: Point(x: 0, y: -2)) < 1e-9 })
        }
        XCTAssertEqual(square.offset(by: 2, join: .miter(limit: 1.42)).vertexContours[0].vertices.count, 12)
    }

    /// A round join is the quarter circle of radius 2 about the corner.
    func testRoundJoinIsAnArcAboutTheCorner() {
        let p = square.offset(by: 2, join: .round)
        assertBounds(p, Rect(x: -2, y: -2, width: 14, height: 14), accuracy: 1e-3)
        let arcs = p.cubicContours[0].segments.filter { !$0.isStraightLine }
        XCTAssertEqual(arcs.count, 4)
        for a in arcs {
            let corner = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]
                .min { $0.distance(to: a.point(at: 0.5)) < $1.distance(to: a.point(at: 0.5)) } ?? .zero
            for k in 0...8 { XCTAssertEqual(a.point(at: Double(k) / 8).distance(to: corner), 2, accuracy: 2e-3) }
        }
    }

    /// Inward, the edges overlap at each corner and are trimmed where they cross: the square (2, 2)…(8, 8).
    func testNegativeAmountShrinks() {
        let p = square.offset(by: -2, join: .miter(limit: 4))
        assertBounds(p, Rect(x: 2, y: 2, width: 6, height: 6), accuracy: 1e-6)
        XCTAssertEqual(p.vertexContours.count, 1)
    }

    /// The refinement is bounded: 200 S-shaped segments (two inflection-free pieces each) give at most 3 pieces per
    /// segment plus 16 halvings per segment on average, and one vertex per join.
    func testRefinementIsBoundedForManySegments() {
        var b = Path.Builder()
        b.move(to: Point(x: 0, y: 0))
        for i in 0..<200 {
            let x = Double(i) * 10
            b.cubic(to: Point(x: x + 10, y: 0), control1: Point(x: x + 3, y: 40), control2: Point(x: x + 7, y: -40))
        }
        let p = b.build().offset(by: 3, join: .round)
        XCTAssertLessThanOrEqual(p.elements.count, (3 + 16) * 200 * 2 + 2 * 400 + 3)
        XCTAssertTrue(p.hasFiniteCoordinates)
    }

    /// An open path becomes the closed outline of both its sides with butt ends.
    func testOpenPathBecomesItsOutline() {
        let line = Path([.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0))])
        for d in [3.0, -3] {
            let p = line.offset(by: d, join: .miter(limit: 4))
            XCTAssertTrue(p.vertexContours[0].isClosed)
            assertBounds(p, Rect(x: 0, y: -3, width: 10, height: 6))
            XCTAssertEqual(p.vertexContours[0].vertices.count, 4)
        }
    }
}

private extension CubicSegment {
    var isStraightLine: Bool {
        let d = p3 - p0
        func off(_ q: Point) -> Double { abs((q - p0).x * d.y - (q - p0).y * d.x) }
        return off(p1) < 1e-9 && off(p2) < 1e-9
    }
}
