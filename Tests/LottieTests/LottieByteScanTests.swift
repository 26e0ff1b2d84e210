import Composition
@testable import Lottie
import XCTest

/// The pass over a file's bytes before the JSON tree is built: the header, and the limits counted from the text with
/// the reader's messages and paths.
final class LottieByteScanTests: XCTestCase {
    private func scan(_ text: String, _ change: (inout Limits) -> Void = { _ in }) -> LottieByteScan.Result {
        var limits = Limits()
        change(&limits)
        return Array(text.utf8).withUnsafeBufferPointer { LottieByteScan.scan($0, limits: limits) }
    }

    private let header = #""v": "5.7", "fr": 10, "ip": 0, "op": 3, "w": 10, "h": 10"#

    func testTheHeaderMakesALottieFile() {
        XCTAssertTrue(scan("{\(header)}").isLottie)
        XCTAssertTrue(scan(#"{"layers": [], "\u0076x": 1, \#(header)"#).isLottie, "a syntax error after the header")
        XCTAssertFalse(scan(#"{"canvas": {"size": [10, 10]}, "layers": [{"v": 1, "fr": 1, "ip": 0, "op": 1, "w": 1, "h": 1}]}"#).isLottie,
                       "the keys of a nested object are not the header")
        XCTAssertFalse(scan(#"[{\#(header)}]"#).isLottie)
        XCTAssertFalse(scan(#"{"v": "5", "fr": 10}"#).isLottie)
        // Without the version: still a Lottie file (lottie-web, rlottie and ThorVG read it; the decoder then says
        // lottie-ios refuses it). Without a frame rate it is not.
        XCTAssertTrue(scan(#"{"fr": 10, "ip": 0, "op": 3, "w": 10, "h": 10, "layers": []}"#).isLottie)
        XCTAssertFalse(scan(#"{"v": "5.7", "ip": 0, "op": 3, "w": 10, "h": 10, "layers": []}"#).isLottie)
    }

    func testAShapeIsCountedAsTheReaderCountsIt() {
        let shape = #"{\#(header), "layers": [{"shapes": [{"ks": {"k": {"i": [[0, 0], [0, 0], [0, 0]], "o": [], "v": [[0, 0], [1, "]"], [2, 2]], "c": true}}}]}]}"#
        XCTAssertNil(scan(shape) { $0.maximumPathElements = 5 }.error)
        XCTAssertEqual(scan(shape) { $0.maximumPathElements = 4 }.error,
                       LottieError(path: "layers[0].shapes[0].ks.k.v", "expected at most 4 path elements (the limit; this shape has 3 vertices, 5 elements)"))
        let open = shape.replacingOccurrences(of: #""c": true"#, with: #""c": false"#)
        XCTAssertNil(scan(open) { $0.maximumPathElements = 3 }.error)
        // The list's elements: vertices + 2 for every shape, as `LayerCost`.
        XCTAssertEqual(scan(shape) { $0.maximumSceneElements = 4 }.error?.message,
                       "the paths have more than 4 elements in all, counting each use of a precomposition (the limit)")
    }

    func testKeyframesAndLayers() {
        let kfs = #"{\#(header), "layers": [{"ks": {"o": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 1, "s": [1]}, {"t": 2, "s": [0]}]}}}, {}]}"#
        XCTAssertEqual(scan(kfs) { $0.maximumKeyframes = 2 }.error,
                       LottieError(path: "layers[0].ks.o.k", "expected at most 2 keyframes (the limit), got 3"))
        XCTAssertNil(scan(kfs) { $0.maximumKeyframes = 3 }.error)
        XCTAssertEqual(scan(kfs) { $0.maximumLayers = 1 }.error,
                       LottieError(path: "layers[1]", "more than 1 layers in all, counting each use of a precomposition (the limit)"))
        // An asset's list is counted on its own.
        let assets = #"{\#(header), "assets": [{"id": "a", "layers": [{}, {}]}], "layers": [{}]}"#
        XCTAssertEqual(scan(assets) { $0.maximumLayers = 1 }.error?.path, "assets[0].layers[1]")
        XCTAssertNil(scan(assets) { $0.maximumLayers = 2 }.error)
    }

    func testMalformedTextEndsThePassQuietly() {
        for text in ["{\(header), \"layers\": [", "{\(header), \"x\": \"unterminated", "{\(header)]", "{\(header), : 1}", ""] {
            XCTAssertNil(scan(text) { $0.maximumLayers = 1 }.error, text)
        }
    }
}
