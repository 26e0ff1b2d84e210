import Geometry
import Lottie
import Motion
import XCTest

/// Round corners (`rd`) under `--lottie-semantics after-effects`: every path's sharp corners rounded as After Effects
/// rounds them (`Path.roundingCorners`, lottie-web's `RoundCornersModifier`), stars and polygons included; under
/// `lottie-ios` stars are not rounded (a warning) and free paths follow lottie-ios's `roundCorners`.
final class RoundCornersAfterEffectsTests: XCTestCase {
    private func paths(_ item: String, radius: Double, semantics: LottieSemantics) throws -> (LottieAnimation, [Path]) {
        let items = #"\#(item), {"ty": "rd", "r": {"a": 0, "k": \#(radius)}}, {"ty": "fl", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}}"#
        let shapes = #"[{"ty": "gr", "it": [\#(items), {"ty": "tr", "p": {"a": 0, "k": [0, 0]}}]}]"#
        let a = try LottieAnimation(json: LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes)]),
                                    options: LottieOptions(semantics: semantics))
        return (a, a.shapePathsAtStart)
    }

    private let square = #"{"ty": "sh", "ks": {"a": 0, "k": {"c": true, "v": [[0, 0], [10, 0], [10, 10], [0, 10]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}}}"#

    /// A free square path: the same path as `Path.roundingCorners` makes of it.
    func testFreePathIsRoundedAsAfterEffects() throws {
        let (_, p) = try paths(square, radius: 2, semantics: .afterEffects)
        let plain = Path([.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 10, y: 10)),
                          .line(Point(x: 0, y: 10)), .close])
        XCTAssertEqual(p.count, 1)
        XCTAssertEqual(p.first?.elements, plain.roundingCorners(radius: 2).elements)
    }

    /// A polygon (5 sharp points): rounded under `after-effects` (five more cubics), left sharp with a warning under
    /// `lottie-ios`.
    func testPolygonIsRoundedUnderAfterEffectsOnly() throws {
        let polygon = #"{"ty": "sr", "sy": 2, "p": {"a": 0, "k": [0, 0]}, "or": {"a": 0, "k": 20}, "os": {"a": 0, "k": 0}, "pt": {"a": 0, "k": 5}, "r": {"a": 0, "k": 0}}"#
        func cubics(_ p: Path) -> Int { p.elements.filter { if case .cubic = $0 { true } else { false } }.count }
        let (ios, iosPaths) = try paths(polygon, radius: 3, semantics: .lottieIOS)
        let (ae, aePaths) = try paths(polygon, radius: 3, semantics: .afterEffects)
        XCTAssertEqual(cubics(try XCTUnwrap(aePaths.first)), cubics(try XCTUnwrap(iosPaths.first)) + 5)
        XCTAssertTrue(ios.warnings.contains { $0.message.hasPrefix("rounded corners are not applied") })
        XCTAssertFalse(ae.warnings.contains { $0.message.hasPrefix("rounded corners are not applied") })
    }
}
