import Geometry
import Lottie
import Motion
import XCTest

/// Rounded corners on paths as lottie-ios rounds a `BezierPath` (`BezierPathRoundExtension.swift`), which its Core
/// Animation engine applies to `Shape` items (`CustomPathAnimation.swift`).
final class RoundedCornersTests: XCTestCase {
    private let t = 0.5519  // lottie-ios's TANGENT_LENGTH

    private func path(_ shape: String, radius: Double, extra: String = "") throws -> (LottieAnimation, [PathElement]) {
        let items = #"{"ty": "sh", "ks": {"a": 0, "k": \#(shape)}}, {"ty": "rd", "r": {"a": 0, "k": \#(radius)}}, {"ty": "fl", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}}\#(extra)"#
        let shapes = #"[{"ty": "gr", "it": [\#(items), {"ty": "tr", "p": {"a": 0, "k": [0, 0]}}]}]"#
        let a = try LottieAnimation(json: LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes)]))
        let state = try XCTUnwrap(a.presentation(of: "layers[0].shapes[0].it[0]", atFrame: 0)).state
        return (a, try XCTUnwrap(state.path).elements)
    }

    private func assertEqual(_ a: [PathElement], _ b: [PathElement], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.count, b.count, "\(a)", file: file, line: line)
        for (x, y) in zip(a, b) {
            XCTAssertEqual(x.points.count, y.points.count, "\(x) vs \(y)", file: file, line: line)
            for (p, q) in zip(x.points, y.points) {
                XCTAssertEqual(p.x, q.x, accuracy: 1e-12, "\(x) vs \(y)", file: file, line: line)
                XCTAssertEqual(p.y, q.y, accuracy: 1e-12, "\(x) vs \(y)", file: file, line: line)
            }
        }
    }

    /// A closed right triangle (0, 0), (10, 0), (0, 10), radius 2: lottie-ios's list is the vertices and the first
    /// again; the two ends are equal, so the list from the second vertex is rounded and closed. Each corner becomes
    /// two vertices min(d / 2, 2) from it along its edges, with tangents 0.5519 of the way back to the corner.
    func testClosedTriangle() throws {
        let (_, elements) = try path(#"{"i": [[0,0],[0,0],[0,0]], "o": [[0,0],[0,0],[0,0]], "v": [[0,0],[10,0],[0,10]], "c": true}"#, radius: 2)
        let s = 2 / 200.0.squareRoot()  // 2 along the hypotenuse of length √200
        let b1 = Point(x: 10 - 10 * s, y: 10 * s), a2 = Point(x: 10 * s, y: 10 - 10 * s)
        let corner1 = Point(x: 10, y: 0), corner2 = Point(x: 0, y: 10), corner0 = Point.zero
        func back(_ p: Point, _ c: Point) -> Point { p + (c - p) * t }
        assertEqual(elements, [
            .move(Point(x: 8, y: 0)),
            .cubic(back(Point(x: 8, y: 0), corner1), back(b1, corner1), b1),
            .line(a2),
            .cubic(back(a2, corner2), back(Point(x: 0, y: 8), corner2), Point(x: 0, y: 8)),
            .line(Point(x: 0, y: 2)),
            .cubic(back(Point(x: 0, y: 2), corner0), back(Point(x: 2, y: 0), corner0), Point(x: 2, y: 0)),
            .close,
        ])
    }

    /// An open path keeps its first and last vertices sharp; a radius past half an edge stops at its middle.
    func testOpenPathKeepsItsEnds() throws {
        let (_, elements) = try path(#"{"i": [[0,0],[0,0],[0,0]], "o": [[0,0],[0,0],[0,0]], "v": [[0,0],[10,0],[10,4]], "c": false}"#, radius: 5)
        let corner = Point(x: 10, y: 0)
        let a = Point(x: 5, y: 0), b = Point(x: 10, y: 2)
        assertEqual(elements, [
            .move(.zero), .line(a), .cubic(a + (corner - a) * t, b + (corner - b) * t, b), .line(Point(x: 10, y: 4)),
        ])
    }

    /// A vertex with a tangent is kept as it is; a closed shape whose first vertex has an out tangent is not seen
    /// as closed (its copy at the end has a zero out tangent), so the result is open: no closing segment.
    func testCurvedVerticesAndAnOpenedClosedShape() throws {
        let (_, elements) = try path(#"{"i": [[0,0],[0,0],[0,0]], "o": [[2,0],[0,0],[0,0]], "v": [[0,0],[10,0],[0,10]], "c": true}"#, radius: 1)
        let s = 1 / 200.0.squareRoot()
        let corner1 = Point(x: 10, y: 0), corner2 = Point(x: 0, y: 10)
        let a1 = Point(x: 9, y: 0), b1 = Point(x: 10 - 10 * s, y: 10 * s)
        let a2 = Point(x: 10 * s, y: 10 - 10 * s), b2 = Point(x: 0, y: 9)
        assertEqual(elements, [
            .move(.zero),
            .cubic(Point(x: 2, y: 0), a1, a1),
            .cubic(a1 + (corner1 - a1) * t, b1 + (corner1 - b1) * t, b1),
            .line(a2),
            .cubic(a2 + (corner2 - a2) * t, b2 + (corner2 - b2) * t, b2),
            // The last vertex (the first again, sharp, at the end of an open list) stays as it is.
            .line(.zero),
        ])
    }

    /// A radius of 0 leaves the path as the shape draws it; rounded corners on a star warn and are not applied.
    func testZeroRadiusAndStars() throws {
        let (_, plain) = try path(#"{"i": [[0,0],[0,0],[0,0]], "o": [[0,0],[0,0],[0,0]], "v": [[0,0],[10,0],[0,10]], "c": true}"#, radius: 0)
        XCTAssertEqual(plain, [.move(.zero), .line(Point(x: 10, y: 0)), .line(Point(x: 0, y: 10)), .line(.zero), .close])
        let star = #"[{"ty": "gr", "it": [{"ty": "sr", "sy": 2, "p": {"a": 0, "k": [0, 0]}, "or": {"a": 0, "k": 10}, "os": {"a": 0, "k": 0}, "pt": {"a": 0, "k": 4}, "r": {"a": 0, "k": 0}}, {"ty": "rd", "r": {"a": 0, "k": 3}}, {"ty": "fl", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}}, {"ty": "tr", "p": {"a": 0, "k": [0, 0]}}]}]"#
        let a = try LottieAnimation(json: LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: star)]))
        XCTAssertTrue(a.warnings.contains { $0.path == "layers[0].shapes[0].it[1]" && $0.message.contains("not applied to stars") })
        let s = try XCTUnwrap(a.presentation(of: "layers[0].shapes[0].it[0]", atFrame: 0)).state
        XCTAssertFalse(try XCTUnwrap(s.path).elements.contains { if case .cubic = $0 { true } else { false } })
    }
}
