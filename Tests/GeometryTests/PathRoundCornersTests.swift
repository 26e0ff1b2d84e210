import Geometry
import XCTest

/// Round Corners on any path (`Path.roundingCorners`, lottie-web's `RoundCornersModifier`), with exact points.
final class PathRoundCornersTests: XCTestCase {
    private let square = Path([.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 10, y: 10)),
                               .line(Point(x: 0, y: 10)), .line(Point(x: 0, y: 0)), .close])
    private let k = 0.5519

    func testRadiusZeroIsTheIdentity() {
        XCTAssertEqual(square.roundingCorners(radius: 0), square)
        XCTAssertEqual(square.roundingCorners(radius: -3), square)
    }

    /// A square with radius 2: each corner becomes a cubic from 2 before it to 2 after it along the sides, its
    /// control points 0.5519 × 2 from its ends towards the corner; the sides between stay straight.
    func testSquareCornersBecomeQuarterCircles() {
        let r = 2.0, h = r * (1 - k)
        let expected: [PathElement] = [
            .move(Point(x: 0, y: 2)), .cubic(Point(x: 0, y: h), Point(x: h, y: 0), Point(x: 2, y: 0)),
            .line(Point(x: 8, y: 0)), .cubic(Point(x: 10 - h, y: 0), Point(x: 10, y: h), Point(x: 10, y: 2)),
            .line(Point(x: 10, y: 8)), .cubic(Point(x: 10, y: 10 - h), Point(x: 10 - h, y: 10), Point(x: 8, y: 10)),
            .line(Point(x: 2, y: 10)), .cubic(Point(x: h, y: 10), Point(x: 0, y: 10 - h), Point(x: 0, y: 8)),
            .line(Point(x: 0, y: 2)), .close,
        ]
        let rounded = square.roundingCorners(radius: r)
        XCTAssertEqual(rounded.elements.count, expected.count)
        for (a, b) in zip(rounded.elements, expected) {
            switch (a, b) {
            case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
                XCTAssertEqual(p.x, q.x, accuracy: 1e-12); XCTAssertEqual(p.y, q.y, accuracy: 1e-12)
            case (.cubic(let p1, let p2, let p3), .cubic(let q1, let q2, let q3)):
                for (p, q) in [(p1, q1), (p2, q2), (p3, q3)] {
                    XCTAssertEqual(p.x, q.x, accuracy: 1e-12); XCTAssertEqual(p.y, q.y, accuracy: 1e-12)
                }
            case (.close, .close): break
            default: XCTFail("\(a) vs \(b)")
            }
        }
        // Each corner is a quarter circle of radius 2: its middle is 2 from the circle's centre (within the
        // 0.5519 handle's error, 0.03 % of the radius).
        guard case .cubic(let c1, let c2, let end) = rounded.elements[1] else { return XCTFail() }
        let start = Point(x: 0, y: 2)
        let mid = Point(x: (start.x + 3 * c1.x + 3 * c2.x + end.x) / 8, y: (start.y + 3 * c1.y + 3 * c2.y + end.y) / 8)
        XCTAssertEqual(mid.distance(to: Point(x: 2, y: 2)), r, accuracy: 3e-4 * r)
    }

    /// A radius past half a side stops at half: neighbouring corners meet in the sides' middles.
    func testRadiusIsClampedToHalfTheSide() {
        let rounded = square.roundingCorners(radius: 50)
        guard case .move(let p) = rounded.elements[0], case .cubic(_, _, let q) = rounded.elements[1] else { return XCTFail() }
        XCTAssertEqual(p, Point(x: 0, y: 5))
        XCTAssertEqual(q, Point(x: 5, y: 0))
    }

    /// Smooth vertices are kept (an ellipse has none to round); an open path keeps its ends sharp.
    func testSmoothVerticesAndOpenEnds() {
        let circle = Path.ellipse(in: Rect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(circle.roundingCorners(radius: 5), Path(vertexContours: circle.vertexContours))
        let open = Path([.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 10, y: 10))])
        let h = 2 - 2 * k
        XCTAssertEqual(open.roundingCorners(radius: 2).elements, [
            .move(Point(x: 0, y: 0)), .line(Point(x: 8, y: 0)),
            .cubic(Point(x: 8 + 2 * k, y: 0), Point(x: 10, y: h), Point(x: 10, y: 2)), .line(Point(x: 10, y: 10)),
        ])
    }
}
