import Geometry
import XCTest

/// After Effects' shape modifiers on `Path` (`VertexContour`, `Path+PuckerBloat`, `Path+ZigZag`), as lottie-web
/// builds them.
final class PathModifierTests: XCTestCase {
    /// The square (0, 0), (10, 0), (10, 10), (0, 10): clockwise on a y-down screen, repeating its first vertex as
    /// Lottie's constructions do.
    private let square = Path([.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 10, y: 10)),
                               .line(Point(x: 0, y: 10)), .line(Point(x: 0, y: 0)), .close])

    private func assertClose(_ a: Point, _ b: Point, _ message: String = "", line: UInt = #line) {
        XCTAssertEqual(a.x, b.x, accuracy: 1e-12, message, line: line)
        XCTAssertEqual(a.y, b.y, accuracy: 1e-12, message, line: line)
    }

    // MARK: Vertex contours

    func testVertexContoursMergeTheRepeatedFirstVertexAndRoundTrip() {
        let contours = square.vertexContours
        XCTAssertEqual(contours.count, 1)
        XCTAssertEqual(contours[0].vertices.map(\.point),
                       [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)])
        XCTAssertTrue(contours[0].isClosed)
        // Lines come back as lines, the closing segment drawn before the close.
        XCTAssertEqual(Path(vertexContours: contours).elements, square.elements)
    }

    func testVertexContoursKeepCubicControlPoints() {
        let p = Path([.move(Point(x: 0, y: 0)), .cubic(Point(x: 1, y: 2), Point(x: 3, y: 4), Point(x: 5, y: 0))])
        let c = p.vertexContours[0]
        XCTAssertFalse(c.isClosed)
        XCTAssertEqual(c.vertices, [.init(point: Point(x: 0, y: 0), inPoint: Point(x: 0, y: 0), outPoint: Point(x: 1, y: 2)),
                                    .init(point: Point(x: 5, y: 0), inPoint: Point(x: 3, y: 4), outPoint: Point(x: 5, y: 0))])
        XCTAssertEqual(Path(vertexContours: [c]), p)
    }

    /// A repeated first vertex off by rounding (as Lottie's polygons end) still merges, and the closing segment stays
    /// straight: its zig-zag points sit at even steps along it.
    func testVertexContoursMergeANearlyRepeatedFirstVertex() {
        let p = Path([.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 10, y: 10)),
                      .line(Point(x: 1e-15, y: 0)), .close])
        let c = p.vertexContours[0]
        XCTAssertEqual(c.vertices.count, 3)
        XCTAssertEqual(c.vertices[0].inPoint, c.vertices[0].point)
        let v = p.zigZagged(size: 1, ridges: 1, smooth: false).vertexContours[0].vertices
        // The closing side (10, 10) → (0, 0): its mid-point (5, 5) moved 1 outwards, along (−1, 1) / √2.
        let h = 0.5.squareRoot()
        assertClose(v[5].point, Point(x: 5 - h, y: 5 + h))
    }

    // MARK: Pucker & bloat

    func testPuckerAndBloatAtZeroIsTheIdentity() {
        XCTAssertEqual(square.puckeredAndBloated(amount: 0), square)
        let circle = Path.ellipse(in: Rect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(circle.puckeredAndBloated(amount: 0), circle)
    }

    /// Bloat 50 %: each vertex half-way to the centre (5, 5); each control point (on its vertex, the segments being
    /// straight) as far again away from it.
    func testBloatMovesVerticesInAndControlPointsOut() {
        let e = square.puckeredAndBloated(amount: 50).elements
        XCTAssertEqual(e, [
            .move(Point(x: 2.5, y: 2.5)),
            .cubic(Point(x: -2.5, y: -2.5), Point(x: 12.5, y: -2.5), Point(x: 7.5, y: 2.5)),
            .cubic(Point(x: 12.5, y: -2.5), Point(x: 12.5, y: 12.5), Point(x: 7.5, y: 7.5)),
            .cubic(Point(x: 12.5, y: 12.5), Point(x: -2.5, y: 12.5), Point(x: 2.5, y: 7.5)),
            .cubic(Point(x: -2.5, y: 12.5), Point(x: -2.5, y: -2.5), Point(x: 2.5, y: 2.5)),
            .close,
        ])
    }

    /// Pucker −100 %: the vertices twice as far from the centre, the control points all on it.
    func testPuckerPullsControlPointsToTheCentre() {
        let e = square.puckeredAndBloated(amount: -100).elements
        let c = Point(x: 5, y: 5)
        XCTAssertEqual(e.first, .move(Point(x: -5, y: -5)))
        XCTAssertEqual(e[1], .cubic(c, c, Point(x: 15, y: -5)))
        XCTAssertEqual(e.count, 6)
    }

    /// One centre for the whole path, its tight bounds' centre (Skottie's `PuckerBloat.cpp`), not each sub-path's
    /// vertex mean (lottie-web): two squares at x 0…10 and 100…110 both collapse to (55, 5) at 100 %.
    func testPuckerAndBloatUsesThePathsBoundsCentre() {
        var b = Path.Builder()
        b.append(square)
        b.append(square.applying(.translation(100, 0)))
        let e = b.build().puckeredAndBloated(amount: 100).elements
        XCTAssertEqual(e[0], .move(Point(x: 55, y: 5)))
        XCTAssertEqual(e[6], .move(Point(x: 55, y: 5)))
    }

    /// A shape not symmetric about its vertex mean: the triangle (0, 0), (12, 0), (0, 6) has its bounds' centre at
    /// (6, 3) and its vertex mean at (4, 2); bloat 50 % moves (0, 0) half-way to (6, 3).
    func testBloatTowardTheBoundsCentreOfAnAsymmetricShape() {
        let triangle = Path([.move(.zero), .line(Point(x: 12, y: 0)), .line(Point(x: 0, y: 6)), .close])
        let e = triangle.puckeredAndBloated(amount: 50).elements
        XCTAssertEqual(e[0], .move(Point(x: 3, y: 1.5)))
        // The first segment's control points: (0, 0) and (12, 0) pushed away from (6, 3) by half their distance.
        XCTAssertEqual(e[1], .cubic(Point(x: -3, y: -1.5), Point(x: 15, y: -1.5), Point(x: 9, y: 1.5)))
    }

    // MARK: Zig-zag

    /// A closed contour of n vertices becomes 1 + n × (ridges + 1) vertices (its first corner again at the end); an
    /// open one 1 + (n − 1) × (ridges + 1).
    func testZigZagPointCounts() {
        for ridges in 0...4 {
            let closed = square.zigZagged(size: 1, ridges: Double(ridges), smooth: false).vertexContours
            XCTAssertEqual(closed.map(\.vertices.count), [1 + 4 * (ridges + 1)], "ridges \(ridges)")
            let open = Path([.move(.zero), .line(Point(x: 10, y: 0)), .line(Point(x: 10, y: 10))])
                .zigZagged(size: 1, ridges: Double(ridges), smooth: true).vertexContours
            XCTAssertEqual(open.map(\.vertices.count), [1 + 2 * (ridges + 1)], "ridges \(ridges)")
        }
        // Ridges round to the nearest whole number, at least 0; size 0 is the identity.
        XCTAssertEqual(square.zigZagged(size: 1, ridges: 1.6, smooth: false),
                       square.zigZagged(size: 1, ridges: 2, smooth: false))
        XCTAssertEqual(square.zigZagged(size: 1, ridges: -3, smooth: false),
                       square.zigZagged(size: 1, ridges: 0, smooth: false))
        XCTAssertEqual(square.zigZagged(size: 0, ridges: 5, smooth: true), square)
    }

    /// One ridge per side, size 1, corners: every corner moves inwards along its bisector (the normal of the chord
    /// from the previous vertex to the next), every mid-side point outwards along the side's normal.
    func testZigZagCornerPoints() {
        let v = square.zigZagged(size: 1, ridges: 1, smooth: false).vertexContours[0].vertices
        let h = 0.5.squareRoot()
        let expected = [
            Point(x: h, y: h), Point(x: 5, y: -1), Point(x: 10 - h, y: h), Point(x: 11, y: 5),
            Point(x: 10 - h, y: 10 - h), Point(x: 5, y: 11), Point(x: h, y: 10 - h), Point(x: -1, y: 5), Point(x: h, y: h),
        ]
        XCTAssertEqual(v.count, expected.count)
        for (a, b) in zip(v, expected) {
            assertClose(a.point, b)
            XCTAssertEqual(a.inPoint, a.point, "corner points are straight")
            XCTAssertEqual(a.outPoint, a.point)
        }
    }

    /// Smooth points: control points along the tangent, a (ridges + 1) × 2-th of the chord on each side.
    func testZigZagSmoothControlPoints() {
        let v = square.zigZagged(size: 1, ridges: 1, smooth: true).vertexContours[0].vertices
        // The mid-point of the top side: tangent (1, 0), chord 10, handles 10 / 4.
        assertClose(v[1].point, Point(x: 5, y: -1))
        assertClose(v[1].outPoint, Point(x: 7.5, y: -1))
        assertClose(v[1].inPoint, Point(x: 2.5, y: -1))
        // The first corner: tangent along the chord (0, 10) → (10, 0); handles 10 / 4 on either side.
        let h = 0.5.squareRoot()
        assertClose(v[0].outPoint, Point(x: h + 2.5 * h, y: h - 2.5 * h))
        assertClose(v[0].inPoint, Point(x: h - 2.5 * h, y: h + 2.5 * h))
    }

    /// Points along a curve sit `size` from it, along its normal.
    func testZigZagOnACurveKeepsItsDistance() {
        let circle = Path.ellipse(in: Rect(x: -10, y: -10, width: 20, height: 20))
        let contour = circle.vertexContours[0]
        let out = circle.zigZagged(size: 2, ridges: 3, smooth: false).vertexContours[0].vertices
        for i in 0..<contour.vertices.count {
            let s = contour.segment(from: i)
            for k in 1...3 {
                let p = s.point(at: Double(k) / 4)
                let q = out[i * 4 + k].point
                XCTAssertEqual(p.distance(to: q), 2, accuracy: 1e-9)
            }
        }
    }
}
