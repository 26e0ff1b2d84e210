import Geometry
import Lottie
import Motion
import XCTest

/// lottie-ios's shape constructions, masks and mattes, as layers.
final class ShapeTranslationTests: XCTestCase {
    /// `options`: `afterEffects` where a test checks a value exactly half-way between keyframes, which lottie-ios's
    /// `Float` key times move by a few 1e-9 (`KeyTimeRoundingTests`).
    private func shapeLayer(_ items: String, extra: String = "",
                            options: LottieOptions = LottieOptions()) throws -> (LottieAnimation, LayerState) {
        let shapes = #"[{"ty": "gr", "it": [\#(items), {"ty": "fl", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 50}, "r": 2}, {"ty": "tr", "p": {"a": 0, "k": [0, 0]}}]}]"#
        let a = try LottieAnimation(json: LottieJSON.document(layers: [LottieJSON.shapeLayer(extra: extra, shapes: shapes)]),
                                    options: options)
        return (a, try XCTUnwrap(a.presentation(of: "layers[0].shapes[0].it[0]", atFrame: 0)).state)
    }

    /// `BezierPath.ellipse`: from the top, clockwise, control points 0.55228 of the half axes.
    func testEllipseIsLottieIOSsConstruction() throws {
        let (_, s) = try shapeLayer(#"{"ty": "el", "s": {"a": 0, "k": [40, 20]}, "p": {"a": 0, "k": [50, 50]}}"#)
        let k = 0.55228
        XCTAssertEqual(s.path?.elements, [
            .move(Point(x: 50, y: 40)),
            .cubic(Point(x: 50 + 20 * k, y: 40), Point(x: 70, y: 50 - 10 * k), Point(x: 70, y: 50)),
            .cubic(Point(x: 70, y: 50 + 10 * k), Point(x: 50 + 20 * k, y: 60), Point(x: 50, y: 60)),
            .cubic(Point(x: 50 - 20 * k, y: 60), Point(x: 30, y: 50 + 10 * k), Point(x: 30, y: 50)),
            .cubic(Point(x: 30, y: 50 - 10 * k), Point(x: 50 - 20 * k, y: 40), Point(x: 50, y: 40)),
            .close,
        ])
        // The fill: colour, opacity on the shape layer, even-odd from `r: 2`.
        XCTAssertEqual(s.fillColor, Color(red: 0, green: 0, blue: 1))
        XCTAssertEqual(s.opacity, 0.5)
        XCTAssertEqual(s.fillRule, .evenOdd)
    }

    /// `BezierPath.rectangle` without roundness: from the top-right corner, clockwise, back to it.
    func testRectangleStartsAtTheTopRightCorner() throws {
        let (_, s) = try shapeLayer(#"{"ty": "rc", "s": {"a": 0, "k": [40, 20]}, "p": {"a": 0, "k": [50, 50]}, "r": {"a": 0, "k": 0}}"#)
        XCTAssertEqual(s.path?.elements, [
            .move(Point(x: 70, y: 40)), .line(Point(x: 70, y: 60)), .line(Point(x: 30, y: 60)),
            .line(Point(x: 30, y: 40)), .line(Point(x: 70, y: 40)), .close,
        ])
    }

    /// A polygon of 4 points with radius 10: the first vertex straight up (rotation − 90°), then clockwise.
    func testPolygonVertices() throws {
        let (_, s) = try shapeLayer(#"{"ty": "sr", "sy": 2, "p": {"a": 0, "k": [0, 0]}, "or": {"a": 0, "k": 10}, "os": {"a": 0, "k": 0}, "pt": {"a": 0, "k": 4}, "r": {"a": 0, "k": 0}}"#)
        let points = try XCTUnwrap(s.path).elements.flatMap(\.points)
        let expected = [Point(x: 0, y: -10), Point(x: 10, y: 0), Point(x: 0, y: 10), Point(x: -10, y: 0), Point(x: 0, y: -10)]
        XCTAssertEqual(points.count, expected.count)
        for (p, e) in zip(points, expected) {
            XCTAssertEqual(p.x, e.x, accuracy: 1e-9)
            XCTAssertEqual(p.y, e.y, accuracy: 1e-9)
        }
    }

    /// A subtract mask is the mask path plus a very large rectangle, filled even-odd, on the layer's content.
    func testSubtractMaskAddsAVeryLargeRectangle() throws {
        let mask = #", "masksProperties": [{"mode": "s", "inv": false, "pt": {"a": 0, "k": {"i": [[0,0],[0,0],[0,0]], "o": [[0,0],[0,0],[0,0]], "v": [[0,0],[10,0],[0,10]], "c": true}}}]"#
        let (a, _) = try shapeLayer(#"{"ty": "rc", "s": {"a": 0, "k": [40, 20]}, "p": {"a": 0, "k": [50, 50]}, "r": {"a": 0, "k": 0}}"#,
                                    extra: mask)
        let layer = try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: 0)).state
        let maskLayer = try XCTUnwrap(layer.mask?.find("layers[0].masksProperties[0]"))
        XCTAssertEqual(maskLayer.fillRule, .evenOdd)
        let bounds = try XCTUnwrap(maskLayer.path).controlPointBounds
        XCTAssertLessThan(bounds.minX, -100_000)
        XCTAssertGreaterThan(bounds.maxX, 100_000)
        XCTAssertEqual(maskLayer.path?.elements.suffix(5), [.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)),
                                                            .line(Point(x: 0, y: 10)), .line(Point(x: 0, y: 0)), .close])
    }

    /// A track matte: the layer above (`td`) becomes the mask of a container holding the matted layer, and is not
    /// drawn itself.
    func testTrackMatteMasksTheLayerBelowIt() throws {
        let matte = LottieJSON.shapeLayer(ind: 1, extra: #", "td": 1"#, shapes: LottieJSON.square)
        let matted = LottieJSON.shapeLayer(ind: 2, extra: #", "tt": 1"#, shapes: LottieJSON.square)
        let a = try LottieAnimation(json: LottieJSON.document(layers: [matte, matted]))
        let root = a.layerTree.initialLayers[0]
        XCTAssertEqual(root.sublayers.map(\.id), ["layers[1].matted"])
        XCTAssertEqual(root.sublayers[0].sublayers.map(\.id), ["layers[1]"])
        XCTAssertEqual(root.sublayers[0].mask?.sublayers.map(\.id), ["layers[0]"])
    }

    /// A segment that is a line in one keyframe (both tangents zero) and a curve in the next is a cubic in both:
    /// lottie-ios hands Core Animation a line and a curve, and Core Animation morphs them as two curves (the oracle's
    /// TypeFace-Z at 50 %). The line keyframe's cubic has its control points on its ends, so it draws the same line;
    /// half-way the handle grows from zero along the curve keyframe's handle (`Path.blended`).
    func testALineMorphingIntoACurveIsACubicInEveryKeyframe() throws {
        let line = #"{"i": [[0,0],[0,0],[0,0]], "o": [[0,0],[0,0],[0,0]], "v": [[0,0],[10,0],[0,10]], "c": true}"#
        let curve = #"{"i": [[0,0],[0,0],[0,0]], "o": [[4,4],[0,0],[0,0]], "v": [[0,0],[10,0],[0,10]], "c": true}"#
        let k = #"{"ty": "sh", "ks": {"a": 1, "k": [{"t": 0, "s": [\#(line)], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 10, "s": [\#(curve)]}]}}"#
        let (a, start) = try shapeLayer(k, options: LottieOptions(semantics: .afterEffects))
        XCTAssertEqual(start.path?.elements, [
            .move(Point(x: 0, y: 0)), .cubic(Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 0)),
            .line(Point(x: 0, y: 10)), .line(Point(x: 0, y: 0)), .close,
        ])
        let end = try XCTUnwrap(a.presentation(of: "layers[0].shapes[0].it[0]", atFrame: 10)).state
        XCTAssertEqual(end.path?.elements[1], .cubic(Point(x: 4, y: 4), Point(x: 10, y: 0), Point(x: 10, y: 0)))
        let mid = try XCTUnwrap(a.presentation(of: "layers[0].shapes[0].it[0]", atFrame: 5)).state
        XCTAssertEqual(mid.path?.elements[1], .cubic(Point(x: 2, y: 2), Point(x: 10, y: 0), Point(x: 10, y: 0)))
        // Only the segment that curves somewhere changes: the others stay lines in every keyframe.
        XCTAssertEqual(mid.path?.elements[2], .line(Point(x: 0, y: 10)))
    }
}
