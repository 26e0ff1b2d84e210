import Lottie
import XCTest

/// Malformed Lottie: an error naming the JSON path, never a crash.
final class BadInputTests: XCTestCase {
    private func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> LottieError? {
        do {
            _ = try LottieAnimation(json: text)
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch let e as LottieError {
            return e
        } catch {
            XCTFail("expected a LottieError, got \(error)", file: file, line: line)
            return nil
        }
    }

    func testTruncatedJSON() {
        let text = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: LottieJSON.square)])
        let e = error(String(text.prefix(text.count / 2)))
        XCTAssertEqual(e?.path, "")
        XCTAssertTrue(e?.message.hasPrefix("not valid JSON: line ") ?? false, e?.message ?? "")
    }

    func testUnknownLayerType() {
        let layer = #"{"ty": 42, "ks": \#(LottieJSON.ks()), "ip": 0, "op": 20}"#
        let e = error(LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: "[]"), layer]))
        XCTAssertEqual(e?.path, "layers[1].ty")
        XCTAssertTrue(e?.message.hasPrefix("unknown layer type 42") ?? false)
    }

    func testKeyframesOutOfOrder() {
        let ks = LottieJSON.ks(#""o": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 10, "s": [50]}, {"t": 5, "s": [100]}]}"#)
        let e = error(LottieJSON.document(layers: [LottieJSON.shapeLayer(ks: ks, shapes: "[]")]))
        XCTAssertEqual(e?.description, "layers[0].ks.o.k[2].t: keyframes out of order: frame 5 comes after frame 10")
    }

    func testFrameRateZero() {
        XCTAssertEqual(error(LottieJSON.document(fr: 0, layers: []))?.description, "fr: expected a frame rate > 0, got 0")
    }

    func testOutPointNotAfterInPoint() {
        XCTAssertEqual(error(LottieJSON.document(ip: 10, op: 10, layers: []))?.description,
                       "op: expected an out point after the in point 10, got 10")
    }

    func testPrecompWithMissingAsset() {
        let layer = #"{"ty": 0, "refId": "nowhere", "ks": \#(LottieJSON.ks()), "ip": 0, "op": 20, "w": 10, "h": 10}"#
        XCTAssertEqual(error(LottieJSON.document(layers: [layer]))?.description,
                       #"layers[0].refId: no precomposition asset with id "nowhere""#)
    }

    func testPrecompCycle() {
        func precomp(_ ref: String) -> String {
            #"{"ty": 0, "refId": "\#(ref)", "ks": \#(LottieJSON.ks()), "ip": 0, "op": 20, "w": 10, "h": 10}"#
        }
        let assets = [#"{"id": "a", "layers": [\#(precomp("b"))]}"#, #"{"id": "b", "layers": [\#(precomp("a"))]}"#]
        let e = error(LottieJSON.document(layers: [precomp("a")], assets: assets))
        XCTAssertEqual(e?.path, "assets[1].layers[0].refId")
        XCTAssertEqual(e?.message, #"precompositions form a cycle: "a" → "b" → "a""#)
    }

    func testMissingField() {
        XCTAssertEqual(error(#"{"v": "5", "fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10}"#)?.description, "layers: missing")
    }

    /// Unsupported features are warnings with their JSON paths; the rest still translates.
    func testUnsupportedFeaturesAreWarnings() throws {
        let shapes = #"[{"ty": "gr", "it": [{"ty": "rp", "c": {"a": 0, "k": 3}}, {"ty": "tr", "p": {"a": 0, "k": [0, 0]}}]}]"#
        let text = LottieJSON.document(layers: [LottieJSON.shapeLayer(extra: #", "ef": [{"ty": 5}]"#, shapes: shapes)])
        let a = try LottieAnimation(json: text)
        XCTAssertEqual(a.warnings.map(\.description), ["layers[0].shapes[0].it[0]: repeaters are not supported",
                                                       "layers[0].ef: effects are not supported"])
    }
}
