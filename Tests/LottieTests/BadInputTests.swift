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
        // The path of the value being read where the text ends, then the line and column.
        XCTAssertEqual(e?.path, "layers[0].shapes[0].ty")
        XCTAssertEqual(e?.message, "not valid JSON at line 2, column 259: unterminated string")
    }

    func testUnknownMatteType() {
        let layer = #"{"ty": 3, "tt": 9, "ks": \#(LottieJSON.ks()), "ip": 0, "op": 20}"#
        let e = error(LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: "[]"), layer]))
        XCTAssertEqual(e?.description, "layers[1].tt: unknown matte type 9 (expected 0…4)")
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
        let shapes = #"[{"ty": "gr", "it": [{"ty": "tw", "a": {"a": 0, "k": 30}}, {"ty": "tr", "p": {"a": 0, "k": [0, 0]}}]}]"#
        let text = LottieJSON.document(layers: [LottieJSON.shapeLayer(extra: #", "ef": [{"ty": 5}]"#, shapes: shapes)])
        let a = try LottieAnimation(json: text)
        XCTAssertEqual(a.warnings.map(\.description), ["layers[0].shapes[0].it[0]: twists are not supported",
                                                       #"layers[0].ef[0]: effect "Effect" is ignored, as lottie-ios ignores it (only Drop Shadow is drawn; --lottie-semantics after-effects will draw it)"#])
    }

    // MARK: Limits (found by the lottie fuzz target: input that made the translation grow without bound)

    /// Ellipse size and position with different keyframe times are combined by sampling every 0.1 frame (as
    /// lottie-ios); keyframes a billion frames apart would take ten billion samples.
    func testKeyframesTooFarApartToCombine() {
        let ellipse = #"{"ty": "el", "s": {"a": 1, "k": [{"t": 0, "s": [10, 10]}, {"t": 1000000000, "s": [20, 20]}]}, "p": {"a": 1, "k": [{"t": 5, "s": [0, 0]}, {"t": 6, "s": [5, 5]}]}}"#
        let shapes = #"[{"ty": "gr", "it": [\#(ellipse), {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}]"#
        let e = error(LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes)]))
        XCTAssertEqual(e?.path, "layers[0].shapes[0].it[0].s")
        XCTAssertTrue(e?.message.contains("more than 100000 samples") ?? false, e?.message ?? "")
    }

    /// A trim offset of 10 turns repeats the path 21 times (lottie-ios's construction: the trimmed range then
    /// runs from 10 to 10.5 turns, so the path is laid end to end 10 + 11 times): a 5,000-point star then has over
    /// 200,000 elements, past the per-path limit.
    func testTrimOffsetRepeatsAPathPastThePathLimit() {
        let star = #"{"ty": "sr", "sy": 1, "d": 1, "p": {"a": 0, "k": [0, 0]}, "or": {"a": 0, "k": 40}, "ir": {"a": 0, "k": 20}, "os": {"a": 0, "k": 0}, "is": {"a": 0, "k": 0}, "pt": {"a": 0, "k": 5000}, "r": {"a": 0, "k": 0}}"#
        let trim = #"{"ty": "tm", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "o": {"a": 0, "k": 3600}, "m": 1}"#
        let stroke = #"{"ty": "st", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 2}, "lc": 1, "lj": 1}"#
        let shapes = "[{\"ty\": \"gr\", \"it\": [\(star), \(stroke), \(trim)]}]"
        let e = error(LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes)]))
        XCTAssertEqual(e?.path, "layers[0].shapes[0].it[0]")
        XCTAssertTrue(e?.message.hasPrefix("at most 100000 path elements (the limit; this path has ") ?? false, e?.message ?? "")
    }

    /// Many moderate paths: each within the per-path limit, together past the animation's limit.
    func testPathsPastTheAnimationLimit() {
        let star = #"{"ty": "sr", "sy": 2, "d": 1, "p": {"a": 0, "k": [0, 0]}, "or": {"a": 0, "k": 40}, "os": {"a": 0, "k": 0}, "pt": {"a": 0, "k": 9000}, "r": {"a": 0, "k": 0}}"#
        let fill = #"{"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}"#
        let group = "{\"ty\": \"gr\", \"it\": [\(star), \(fill)]}"
        let shapes = "[" + Array(repeating: group, count: 120).joined(separator: ",") + "]"
        let e = error(LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes)]))
        XCTAssertTrue(e?.path.hasPrefix("layers[0].shapes[") ?? false, e?.path ?? "")
        XCTAssertEqual(e?.message, "the animation's paths have more than 1000000 elements in all (the limit)")
    }

    /// A colour count far past the stops given: an error at the stops, not an allocation or a trap.
    func testHugeGradientColourCount() {
        let gradient = #"{"ty": "gf", "t": 1, "g": {"p": 1000000000, "k": {"a": 0, "k": [0, 1, 0, 0]}}, "s": {"a": 0, "k": [0, 0]}, "e": {"a": 0, "k": [10, 0]}, "o": {"a": 0, "k": 100}}"#
        let shapes = #"[{"ty": "gr", "it": [{"ty": "rc", "s": {"a": 0, "k": [10, 10]}, "p": {"a": 0, "k": [0, 0]}, "r": {"a": 0, "k": 0}}, \#(gradient)]}]"#
        let e = error(LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes)]))
        XCTAssertEqual(e?.description, "layers[0].shapes[0].it[1].g.k: expected 4 numbers for each of 1000000000 colours, got 4")
    }
}
