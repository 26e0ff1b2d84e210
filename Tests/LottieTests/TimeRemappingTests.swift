import Lottie
import Motion
import XCTest

/// Time remapping (`tm`) on a precomp: its children's animations are sampled at every whole root frame at the local
/// frame `tm(frame) × fr` (lottie-ios's `manuallyInterpolatedWithTimeRemapping`; Sources/Lottie/TimeRemapping.swift).
final class TimeRemappingTests: XCTestCase {
    /// fr 10, frames 0…20. The child's opacity goes 0 → 100 % linearly over its frames 0…10; `tm` runs backwards
    /// from 1 s at root frame 0 to 0 s at root frame 10 (linear), then holds 0.
    private func animation(tm: String = #"{"a": 1, "k": [{"t": 0, "s": [1], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [0]}]}"#) throws -> LottieAnimation {
        let child = LottieJSON.shapeLayer(
            ks: LottieJSON.ks(#""o": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [100]}]}"#),
            ip: 0, op: 20, shapes: LottieJSON.square)
        let precomp = #"{"ty": 0, "ind": 1, "refId": "comp", "w": 100, "h": 100, "ks": \#(LottieJSON.ks()), "ip": 0, "op": 20, "st": 7, "tm": \#(tm)}"#
        return try LottieAnimation(json: LottieJSON.document(layers: [precomp], assets: [#"{"id": "comp", "layers": [\#(child)]}"#]))
    }

    private func opacity(_ a: LottieAnimation, atFrame f: Double) throws -> Double {
        try XCTUnwrap(a.presentation(of: "assets[0].layers[0]", atFrame: f)).state.opacity
    }

    /// The local time at a frame: root frame 3 → tm 0.7 s → child frame 7 → opacity 0.7 (`st` 7 plays no part).
    func testLocalTimeAtAFrame() throws {
        let a = try animation()
        XCTAssertEqual(try opacity(a, atFrame: 0), 1, accuracy: 1e-6)
        XCTAssertEqual(try opacity(a, atFrame: 3), 0.7, accuracy: 1e-6)
        XCTAssertEqual(try opacity(a, atFrame: 10), 0, accuracy: 1e-6)
        XCTAssertEqual(try opacity(a, atFrame: 15), 0, accuracy: 1e-6)
        // Between whole frames the samples are joined linearly: frame 2.5 is half-way between 0.8 and 0.7.
        XCTAssertEqual(try opacity(a, atFrame: 2.5), 0.75, accuracy: 1e-6)
    }

    /// The sampled animation: one linear keyframe per whole root frame from `ip` up to `op`, except inside a run of
    /// identical samples, which keeps its two ends (linear keyframes between two identical values give that value).
    func testOneKeyframePerWholeFrameExceptInsideStillRuns() throws {
        let k = try XCTUnwrap(try animation().keyframes(layer: "assets[0].layers[0]", key: "opacity").first)
        XCTAssertEqual(k.calculationMode, .linear)
        // Frames 0…10 change (1, 0.9, … 0); frames 10…19 all hold 0: kept are 10 and 19. Then lottie-ios's padding
        // key at 1: 11 + 1 + 1.
        XCTAssertEqual(k.values.count, 13)
        XCTAssertEqual(k.values[3], .number(0.7))
        XCTAssertEqual(k.values[10], .number(0))
        XCTAssertEqual(k.values[11], .number(0))
        // Every whole and half frame keeps the value of one sample per frame: 1 − f/10 up to frame 10, then 0.
        for f in stride(from: 0.0, through: 19, by: 0.5) {
            XCTAssertEqual(try opacity(try animation(), atFrame: f), max(0, 1 - f / 10), accuracy: 1e-6, "frame \(f)")
        }
    }

    /// A precomp that holds still for most of a long remapped range costs two keyframes per still run, not one per
    /// frame (lottie-ios's Issues/pr_2286.json: nested remapped precomps over 1000 frames went past the limit of
    /// 1,000,000 keyframes). Here `tm` holds 0.4 s over 20 frames: the child's opacity is one still run.
    func testAStillRunCostsTwoKeyframes() throws {
        let k = try XCTUnwrap(try animation(tm: #"{"a": 1, "k": [{"t": 0, "s": [0.4], "h": 1}, {"t": 19, "s": [0.4]}]}"#)
            .keyframes(layer: "assets[0].layers[0]", key: "opacity").first)
        XCTAssertEqual(k.values, [.number(0.4), .number(0.4), .number(0.4)])
    }

    /// A colour sampled under time remapping keeps lottie-ios's decoding: the 0…255 rule ("if r1 > 1, g1 > 1,
    /// b1 > 1", ColorExtension.swift) applies to each keyframe, so an eased overshoot above 1 between keyframes stays
    /// above 1 (drawn white) instead of being divided by 255 (near black; the oracle's Issues-pr_1604_2 at 50 %).
    /// The fill goes from white (frame 0) to grey 0.5 (frame 10) with the out tangent (0, −1) and the in tangent
    /// (1, 1); `tm` 0.2 s is child frame 2: progress 0.2 → bezier t 0.28714 → eased −0.23775 → 1 + 0.5 × 0.23775
    /// = 1.11887, clamped to 1 as drawn; `tm` 0.8 s (child frame 8: bezier t 0.71286, eased 0.62367) is
    /// 1 − 0.5 × 0.62367 = 0.68816.
    func testSampledColourOvershootStaysAboveOne() throws {
        let fill = #"{"ty": "fl", "c": {"a": 1, "k": [{"t": 0, "s": [1, 1, 1, 1], "o": {"x": [0], "y": [-1]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [0.5, 0.5, 0.5, 1]}]}, "o": {"a": 0, "k": 100}}"#
        let shapes = LottieJSON.square.replacingOccurrences(
            of: #"{"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}"#, with: fill)
        XCTAssertNotEqual(shapes, LottieJSON.square)
        let child = LottieJSON.shapeLayer(ip: 0, op: 20, shapes: shapes)
        let precomp = #"{"ty": 0, "ind": 1, "refId": "comp", "w": 100, "h": 100, "ks": \#(LottieJSON.ks()), "ip": 0, "op": 20, "st": 0, "tm": {"a": 0, "k": 0.2}}"#
        let a = try LottieAnimation(json: LottieJSON.document(layers: [precomp], assets: [#"{"id": "comp", "layers": [\#(child)]}"#]))
        let state = try XCTUnwrap(a.presentation(of: "assets[0].layers[0].shapes[0].it[0]", atFrame: 5)).state
        XCTAssertEqual(state.fillColor, .white)
        let later = try LottieAnimation(json: LottieJSON.document(layers: [precomp.replacingOccurrences(of: "0.2}", with: "0.8}")],
                                                               assets: [#"{"id": "comp", "layers": [\#(child)]}"#]))
        let c = try XCTUnwrap(later.presentation(of: "assets[0].layers[0].shapes[0].it[0]", atFrame: 5)?.state.fillColor)
        XCTAssertEqual(c.red, 0.68816, accuracy: 1e-3)
        XCTAssertEqual(c.green, c.red)
    }

    /// A static `tm` freezes the children: 0.4 s is child frame 4 at every root frame.
    func testStaticTimeRemapFreezesTheChildren() throws {
        let a = try animation(tm: #"{"a": 0, "k": 0.4}"#)
        for f in [0.0, 5, 12] { XCTAssertEqual(try opacity(a, atFrame: f), 0.4, accuracy: 1e-6) }
    }
}
