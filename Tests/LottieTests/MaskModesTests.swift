import Geometry
@testable import Lottie
import Motion
import XCTest

/// After Effects' mask modes as one region (`LottieTranslator+MaskModes.swift`), under `--lottie-semantics
/// after-effects` where a mask is Difference; lottie-ios draws Difference as Intersect.
final class MaskModesTests: XCTestCase {
    private func square(_ x: Double, _ y: Double, _ side: Double) -> Path {
        Path.rect(Rect(x: x, y: y, width: side, height: side))
    }

    /// The area of a region (GEOS's holes wind against their shells, so the signed areas add up).
    private func area(_ p: Path) -> Double { abs(p.signedArea) }

    /// Difference is the exclusive or: two 20-point squares overlapping in a 10 × 10 square leave 400 + 400 − 2 · 100.
    func testDifferenceIsTheExclusiveOr() throws {
        let r = try MaskMode.region(of: [square(0, 0, 20), square(10, 10, 20)], modes: [.add, .difference],
                                    inverted: [false, false])
        XCTAssertEqual(area(r), 600, accuracy: 1e-6)
        XCTAssertEqual(r.controlPointBounds, Rect(x: 0, y: 0, width: 30, height: 30))
    }

    /// A first Difference mask is its own region (nothing above it), a second one inside it cuts a hole: 1600 − 100.
    func testAFirstDifferenceMaskIsItsOwnRegion() throws {
        let r = try MaskMode.region(of: [square(0, 0, 40), square(10, 10, 10)], modes: [.difference, .difference],
                                    inverted: [false, false])
        XCTAssertEqual(area(r), 1500, accuracy: 1e-6)
    }

    /// The other modes fold in the same way: (A ∪ B) − C ∩ D, with a first Subtract taken from the whole layer.
    func testEveryModeFoldsInOrder() throws {
        let a = square(0, 0, 20), b = square(20, 0, 20), c = square(0, 0, 10), d = square(0, 0, 30)
        let r = try MaskMode.region(of: [a, b, c, d], modes: [.add, .lighten, .subtract, .darken],
                                    inverted: [false, false, false, false])
        XCTAssertEqual(area(r), 400 + 200 - 100 + 0, accuracy: 1e-6, "A ∪ B is 40 × 20, minus C, within D: 30 × 20 − 100")
        let whole = LottieTranslator.veryLargeRect
        let first = try MaskMode.region(of: [a], modes: [.subtract], inverted: [false])
        XCTAssertEqual(area(first), whole.width * whole.height - 400, accuracy: 1)
        let inverted = try MaskMode.region(of: [a], modes: [.add], inverted: [true])
        XCTAssertEqual(area(inverted), area(first), accuracy: 1, "an inverted Add is a Subtract")
    }

    private func mask(_ mode: String, _ v: [[Double]]) -> String {
        let zeros = Array(repeating: "[0,0]", count: v.count).joined(separator: ",")
        let vs = v.map { "[\($0[0]),\($0[1])]" }.joined(separator: ",")
        return #"{"mode": "\#(mode)", "inv": false, "pt": {"a": 0, "k": {"i": [\#(zeros)], "o": [\#(zeros)], "v": [\#(vs)], "c": true}}}"#
    }

    /// A solid layer with two overlapping Difference masks: under `after-effects` one region layer, the two squares
    /// without their overlap; under `lottie-ios` the masks as lottie-ios builds them (the second intersects), with a
    /// warning.
    func testALayerWithDifferenceMasks() throws {
        let masks = [mask("f", [[10, 10], [50, 10], [50, 50], [10, 50]]), mask("f", [[30, 30], [70, 30], [70, 70], [30, 70]])]
        let solid = ##"{"ty": 1, "ind": 1, "ks": {}, "ip": 0, "op": 20, "st": 0, "sw": 100, "sh": 100, "sc": "#ff0000", "hasMask": true, "masksProperties": [\##(masks.joined(separator: ","))]}"##
        let json = LottieJSON.document(layers: [solid])
        let ae = try LottieAnimation(json: json, options: LottieOptions(semantics: .afterEffects))
        let layer = try XCTUnwrap(ae.presentation(of: "layers[0]", atFrame: 0)).state
        let region = try XCTUnwrap(layer.mask?.find("layers[0].masksProperties[0].region")?.path)
        XCTAssertEqual(area(region), 1600 + 1600 - 2 * 400, accuracy: 1e-6)
        XCTAssertFalse(ae.warnings.contains { $0.message.contains("mask mode") })
        let ios = try LottieAnimation(json: json)
        XCTAssertNil(try XCTUnwrap(ios.presentation(of: "layers[0]", atFrame: 0)).state.mask?.find("layers[0].masksProperties[0].region"))
        XCTAssertTrue(ios.warnings.contains { $0.message.hasPrefix("mask mode \"f\" is drawn as lottie-ios draws it (as intersect") })
        XCTAssertEqual(ios.semanticsDifferences, ["mask mode difference (After Effects: exclusive or)"])
    }
}
