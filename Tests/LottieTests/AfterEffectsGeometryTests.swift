import Geometry
import Lottie
import Motion
import XCTest

/// The geometry `--lottie-semantics after-effects` draws as After Effects does and `lottie-ios` does not: offset
/// paths, mask expansion, rounded polystars' handle lengths, and motion along a spatial Bézier by arc length.
final class AfterEffectsGeometryTests: XCTestCase {
    private let ae = LottieOptions(semantics: .afterEffects)
    private let fill = #"{"ty": "fl", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}, "r": 1}"#
    private let square = #"{"ty": "rc", "s": {"a": 0, "k": [40, 40]}, "p": {"a": 0, "k": [50, 50]}, "r": {"a": 0, "k": 0}}"#

    private func group(_ items: [String]) -> String {
        #"[{"ty": "gr", "it": [\#(items.joined(separator: ", ")), {"ty": "tr", "p": {"a": 0, "k": [0, 0]}}]}]"#
    }

    /// The `path`s of the shape layers, in drawing order.
    private func paths(_ a: LottieAnimation) -> [Path] { a.shapePathsAtStart }

    // MARK: Offset paths

    /// Offset paths (`op`) of 5 with miter joins grow the 40-point square to 50 points; lottie-ios ignores them with
    /// its warning.
    func testOffsetPathsGrowTheSquare() throws {
        let op = #"{"ty": "op", "a": {"a": 0, "k": 5}, "lj": 1, "ml": {"a": 0, "k": 4}}"#
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: group([square, op, fill]))])
        let ios = try LottieAnimation(json: json)
        XCTAssertTrue(ios.warnings.contains { $0.message == "offset paths are not supported" })
        XCTAssertEqual(paths(ios).map(\.bounds), [Rect(x: 30, y: 30, width: 40, height: 40)])
        let a = try LottieAnimation(json: json, options: ae)
        XCTAssertFalse(a.warnings.contains { $0.message.contains("offset") })
        let p = try XCTUnwrap(paths(a).first)
        XCTAssertEqual(p.bounds.minX, 25, accuracy: 1e-9)
        XCTAssertEqual(p.bounds.maxY, 75, accuracy: 1e-9)
        XCTAssertEqual(ios.semanticsDifferences, ["offset paths"])
        XCTAssertEqual(a.semanticsDifferences, ["offset paths"])
    }

    /// Round (`lj` 2) and bevel (`lj` 3) joins reach the offset path; a negative amount shrinks.
    func testOffsetPathsJoinsAndNegativeAmounts() throws {
        func bounds(_ amount: Double, _ lj: Int) throws -> Rect {
            let op = #"{"ty": "op", "a": {"a": 0, "k": \#(amount)}, "lj": \#(lj), "ml": {"a": 0, "k": 4}}"#
            let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: group([square, op, fill]))])
            return try XCTUnwrap(paths(try LottieAnimation(json: json, options: ae)).first).bounds
        }
        XCTAssertEqual(try bounds(-5, 1).minX, 35, accuracy: 1e-6)
        // A bevelled corner leaves the square's sides at 25 but cuts the corner: the point (25, 25) is outside.
        let rounded = try bounds(5, 2), bevelled = try bounds(5, 3)
        XCTAssertEqual(rounded.minX, 25, accuracy: 1e-3)
        XCTAssertEqual(bevelled.minX, 25, accuracy: 1e-9)
    }

    // MARK: Mask expansion

    /// A mask's expansion `x` grows the mask outline under after-effects (round corners: the bounds grow by x);
    /// lottie-ios ignores it with its warning.
    func testMaskExpansionGrowsTheMask() throws {
        let mask = #", "masksProperties": [{"mode": "a", "inv": false, "x": {"a": 0, "k": 4}, "pt": {"a": 0, "k": {"i": [[0,0],[0,0],[0,0],[0,0]], "o": [[0,0],[0,0],[0,0],[0,0]], "v": [[30,30],[70,30],[70,70],[30,70]], "c": true}}}]"#
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(extra: mask, shapes: group([square, fill]))])
        func maskBounds(_ options: LottieOptions) throws -> Rect {
            let a = try LottieAnimation(json: json, options: options)
            let layer = try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: 0)).state
            return try XCTUnwrap(layer.mask?.find("layers[0].masksProperties[0]")?.path).bounds
        }
        XCTAssertEqual(try maskBounds(LottieOptions()), Rect(x: 30, y: 30, width: 40, height: 40))
        XCTAssertTrue(try LottieAnimation(json: json).warnings.contains { $0.message == "mask expansion is not supported" })
        let b = try maskBounds(ae)
        XCTAssertEqual(b.minX, 26, accuracy: 1e-3)
        XCTAssertEqual(b.maxY, 74, accuracy: 1e-3)
        XCTAssertFalse(try LottieAnimation(json: json, options: ae).warnings.contains { $0.message.contains("expansion") })
        XCTAssertEqual(try LottieAnimation(json: json).semanticsDifferences, ["mask expansion"])
    }

    // MARK: Rounded polystars

    /// A hexagon of radius 40 at 100 % outer roundness: lottie-ios's handles are 0.25 of the radius (10); After
    /// Effects' a quarter of the arc between two points, 2π · 40 / 24.
    func testRoundedPolygonHandles() throws {
        let polygon = #"{"ty": "sr", "sy": 2, "d": 1, "pt": {"a": 0, "k": 6}, "p": {"a": 0, "k": [50, 50]}, "r": {"a": 0, "k": 0}, "or": {"a": 0, "k": 40}, "os": {"a": 0, "k": 100}}"#
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: group([polygon, fill]))])
        func handle(_ options: LottieOptions) throws -> Double {
            let v = try XCTUnwrap(paths(try LottieAnimation(json: json, options: options)).first?.vertexContours.first)
            return v.vertices[1].outPoint.distance(to: v.vertices[1].point)
        }
        XCTAssertEqual(try handle(LottieOptions()), 10, accuracy: 1e-9)
        XCTAssertEqual(try handle(ae), 2 * .pi * 40 / 24, accuracy: 1e-9)
        XCTAssertEqual(try LottieAnimation(json: json).semanticsDifferences, ["rounded polystars"])
    }

    /// A star's inner vertices use the inner radius: 5 points, inner radius 20 at 50 %: 2π · 20 / 20 · 0.5.
    func testRoundedStarInnerHandles() throws {
        let star = #"{"ty": "sr", "sy": 1, "d": 1, "pt": {"a": 0, "k": 5}, "p": {"a": 0, "k": [50, 50]}, "r": {"a": 0, "k": 0}, "or": {"a": 0, "k": 40}, "os": {"a": 0, "k": 0}, "ir": {"a": 0, "k": 20}, "is": {"a": 0, "k": 50}}"#
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: group([star, fill]))])
        let v = try XCTUnwrap(paths(try LottieAnimation(json: json, options: ae)).first?.vertexContours.first)
        let inner = try XCTUnwrap(v.vertices.first { abs($0.point.distance(to: Point(x: 50, y: 50)) - 20) < 1e-9 })
        XCTAssertEqual(inner.outPoint.distance(to: inner.point), 2 * .pi * 20 / 20 * 0.5, accuracy: 1e-9)
        XCTAssertEqual(inner.inPoint.distance(to: inner.point), 2 * .pi * 20 / 20 * 0.5, accuracy: 1e-9)
    }

    // MARK: Motion along a spatial Bézier

    /// Position from (0, 50) to (100, 50) with spatial tangents bunching the parameter toward the end (out tangent
    /// (90, 0), in tangent (0, 0)), linear easing: half-way through the time Core Animation is at the Bézier's
    /// t = 0.5 (x = 83.75), After Effects at half the arc length (x = 50).
    func testPositionMovesByArcLength() throws {
        let p = #""p": {"a": 1, "k": [{"t": 0, "s": [0, 50], "to": [90, 0], "ti": [0, 0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 10, "s": [100, 50]}]}"#
        let ks = #"{"a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}, "#
            + p + "}"
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(ks: ks, shapes: group([square, fill]))])
        let ios = try XCTUnwrap(try LottieAnimation(json: json).presentation(of: "layers[0]", atFrame: 5)).state
        XCTAssertEqual(ios.position.x, 83.75, accuracy: 1e-6)
        let a = try XCTUnwrap(try LottieAnimation(json: json, options: ae).presentation(of: "layers[0]", atFrame: 5)).state
        // PathMeasure's chords (64 per curve) place the point within a thousandth of the length.
        XCTAssertEqual(a.position.x, 50, accuracy: 0.1)
        XCTAssertEqual(a.position.y, 50, accuracy: 1e-9)
        XCTAssertEqual(try LottieAnimation(json: json).semanticsDifferences, ["motion along spatial Béziers (by arc length)"])
    }
}
