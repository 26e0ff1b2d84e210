import Geometry
import Lottie
import Motion
import XCTest

/// Lottie keyframes → the keyframe animation lottie-ios's Core Animation engine makes of them.
final class KeyframeTranslationTests: XCTestCase {
    /// 10 fps, frames 0…20: every animation lasts (20 + 1) / 10 = 2.1 s (one frame more, as paused lottie-ios).
    private func opacityAnimation(_ keyframes: String) throws -> LottieAnimation {
        let ks = LottieJSON.ks(#""o": {"a": 1, "k": \#(keyframes)}"#)
        return try LottieAnimation(json: LottieJSON.document(layers: [LottieJSON.shapeLayer(ks: ks, shapes: LottieJSON.square)]))
    }

    func testBezierKeyframesBecomeKeyTimesValuesAndOneTimingFunctionPerSegment() throws {
        let a = try opacityAnimation(#"""
            [{"t": 0, "s": [0], "o": {"x": [0.1], "y": [0.2]}, "i": {"x": [0.3], "y": [0.9]}},
             {"t": 10, "s": [100], "o": {"x": [0.5], "y": [0]}, "i": {"x": [0.6], "y": [1]}},
             {"t": 15, "s": [40]}]
            """#)
        guard case .group(let clip)? = a.animation(layer: "layers[0]", key: "opacity") else {
            return XCTFail("expected a clipping group")
        }
        XCTAssertEqual(clip.timing.duration, 2.1, accuracy: 1e-12)
        XCTAssertEqual(clip.timing.fillMode, .both)
        XCTAssertFalse(clip.isRemovedOnCompletion)
        let k = try XCTUnwrap(a.keyframes(layer: "layers[0]", key: "opacity").first)
        XCTAssertEqual(k.calculationMode, .linear)
        XCTAssertEqual(k.values, [.number(0), .number(1), .number(0.4), .number(0.4)])
        // Keys at frames 0, 10 and 15 of 21 (as `Float`s, lottie-ios's `NSNumber(value: Float(…))`), then
        // lottie-ios's padding key at the end.
        let times = try XCTUnwrap(k.keyTimes)
        XCTAssertEqual(times, [0, Double(Float(10.0 / 21)), Double(Float(15.0 / 21)), 1])
        XCTAssertEqual(times.count, 4)
        // Segment i: the out tangent of key i and the in tangent of key i + 1 (the `i` written on key i).
        XCTAssertEqual(k.timingFunctions, [TimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.9),
                                           TimingFunction(controlPoints: 0.5, 0, 0.6, 1), .linear])
        // And the value Core Animation then shows at frame 5: the first segment's curve at (5/21) / Float(10/21),
        // a hair under 0.5.
        let at5 = try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: 5)).state.opacity
        let u = (5.0 / 21) / Double(Float(10.0 / 21))
        XCTAssertEqual(at5, TimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.9).evaluate(u), accuracy: 1e-12)
    }

    func testHoldKeyframesBecomeDiscreteWithOneValueFewerThanKeyTimes() throws {
        let a = try opacityAnimation(#"[{"t": 0, "s": [0], "h": 1}, {"t": 10, "s": [100], "h": 1}]"#)
        let k = try XCTUnwrap(a.keyframes(layer: "layers[0]", key: "opacity").first)
        XCTAssertEqual(k.calculationMode, .discrete)
        XCTAssertEqual(k.values, [.number(0), .number(1)])
        XCTAssertEqual(k.keyTimes?.count, 3)
        XCTAssertNil(k.timingFunctions)
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 9.9)?.state.opacity, 0)
        // At frame 10 itself Core Animation still shows the value before: the key time is Float(10/21), which
        // rounds up (`KeyTimeRoundingTests`); a frame later the new value shows.
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 10)?.state.opacity, 0)
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 10.01)?.state.opacity, 1)
    }

    func testHoldAndEasedKeyframesSplitIntoSegments() throws {
        // 0 → 100 eased over frames 0…5, held at 100 until frame 10, then eased to 0 at frame 15.
        let a = try opacityAnimation(#"""
            [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}},
             {"t": 5, "s": [100], "h": 1}, {"t": 10, "s": [100], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}},
             {"t": 15, "s": [0]}]
            """#)
        let segments = a.keyframes(layer: "layers[0]", key: "opacity")
        XCTAssertEqual(segments.map(\.calculationMode), [.linear, .discrete, .linear])
        XCTAssertEqual(segments.map(\.timing.beginTime), [0, 0.5, 1.0])
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 2.5)?.state.opacity ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 7)?.state.opacity, 1)
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 12.5)?.state.opacity ?? -1, 0.5, accuracy: 1e-9)
    }

    /// A hold keyframe between eased ones (lottie-ios issue pr_1632): its segment is a discrete animation with key
    /// times [0, 1] and, after lottie-ios's `validate()` drops the last value, one value. Core Animation applies no
    /// keyframe animation with fewer than two values, so the layer shows its model opacity (1) during the hold —
    /// what the oracle's Issues-pr_1632_2 shows at 50 %.
    func testAHeldSegmentWithOneValueShowsTheModelValue() throws {
        let a = try opacityAnimation(#"""
            [{"t": 0, "s": [100], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}},
             {"t": 5, "s": [0], "h": 1}, {"t": 10, "s": [0], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}},
             {"t": 15, "s": [100]}]
            """#)
        let segments = a.keyframes(layer: "layers[0]", key: "opacity")
        XCTAssertEqual(segments.map(\.calculationMode), [.linear, .discrete, .linear])
        XCTAssertEqual(segments[1].values, [.number(0)])
        XCTAssertEqual(segments[1].keyTimes, [0, 1])
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 5.5)?.state.opacity, 1)
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 7.5)?.state.opacity, 1)
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 4.99)?.state.opacity ?? -1, 0, accuracy: 0.01)
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 10)?.state.opacity, 0)
    }

    /// Inside a precomp with start time 5 (root 10 fps, frames 0…20), lottie-ios's `animationGroup`
    /// (`CALayer+addAnimation.swift`) starts the first segment at `context.time(forFrame: animation.startFrame)` and
    /// ends the last at `context.time(forFrame: animation.endFrame)`: frames 0 and 20 read as precomp frames, root
    /// frames 5 and 25. A hold segment ending at precomp frame 15 (root 20, the out point) thus ends at 2.5 s, not
    /// 2.0 s: key times [0, 1/1.5, 1] and two values after `validate()`, so the held 50 % still shows at the out
    /// point (issue_1717 at 100 %, where a scale held this way showed the model value 100 %).
    func testSplitSegmentsSpanTheRootRangeReadAsPrecompFrames() throws {
        let child = LottieJSON.shapeLayer(ks: LottieJSON.ks(#"""
            "o": {"a": 1, "k": [{"t": 0, "s": [100], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}},
                                {"t": 5, "s": [50], "h": 1}, {"t": 15, "s": [50], "h": 1}]}
            """#), shapes: LottieJSON.square)
        let precomp = #"{"ty": 0, "ind": 1, "refId": "comp", "w": 100, "h": 100, "ks": \#(LottieJSON.ks()), "ip": 0, "op": 21, "st": 5}"#
        let a = try LottieAnimation(json: LottieJSON.document(layers: [precomp], assets: [#"{"id": "comp", "layers": [\#(child)]}"#]))
        let segments = a.keyframes(layer: "assets[0].layers[0]", key: "opacity")
        XCTAssertEqual(segments.map(\.calculationMode), [.linear, .discrete])
        XCTAssertEqual(segments.map(\.timing.beginTime), [0.5, 1.0])
        XCTAssertEqual(segments[0].timing.duration, 0.5, accuracy: 1e-12)
        XCTAssertEqual(segments[1].timing.duration, 1.5, accuracy: 1e-12)
        XCTAssertEqual(segments[1].values, [.number(0.5), .number(0.5)])
        let times = try XCTUnwrap(segments[1].keyTimes)
        XCTAssertEqual(times.count, 3)
        XCTAssertEqual(times[1], 1 / 1.5, accuracy: 1e-12)
        XCTAssertEqual(a.presentation(of: "assets[0].layers[0]", atFrame: 20)?.state.opacity, 0.5)
        XCTAssertEqual(a.presentation(of: "assets[0].layers[0]", atFrame: 7.5)?.state.opacity ?? -1, 0.75, accuracy: 1e-9)
    }

    func testSpatialTangentsMovePositionAlongACurve() throws {
        let ks = LottieJSON.ks(#""p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "to": [0, 30], "ti": [0, 0], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}, {"t": 10, "s": [60, 0]}]}"#)
        let a = try LottieAnimation(json: LottieJSON.document(layers: [LottieJSON.shapeLayer(ks: ks, shapes: LottieJSON.square)]))
        let k = try XCTUnwrap(a.keyframes(layer: "layers[0]", key: "position").first)
        let path = try XCTUnwrap(k.path)
        XCTAssertEqual(path.elements, [.move(Point(x: 0, y: 0)),
                                       .cubic(Point(x: 0, y: 30), Point(x: 60, y: 0), Point(x: 60, y: 0))])
        // Halfway along the cubic (linear timing): B(0.5) = (0·1 + 0·3 + 60·3 + 60·1)/8, (0 + 30·3 + 0 + 0)/8.
        let p = try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: 5)).state.position
        // (Not exactly 0.5: the key time of frame 10 is Float(10/21), so frame 5 is 0.49999999… of the way.)
        XCTAssertEqual(p.x, 30, accuracy: 1e-6)
        XCTAssertEqual(p.y, 11.25, accuracy: 1e-6)
    }

    func testASingleKeyframeIsAModelValueNotAnAnimation() throws {
        let a = try opacityAnimation(#"[{"t": 0, "s": [50]}]"#)
        XCTAssertNil(a.animation(layer: "layers[0]", key: "opacity"))
        XCTAssertEqual(a.layerTree.initialLayers[0].sublayers[0].opacity, 0.5)
    }

    /// Held positions: a discrete path with one key time per keyframe, as lottie-ios builds it; Core Animation never
    /// shows its last point — after it the one before stays (lottie-ios's snapshots show this).
    func testHeldPositionsNeverShowTheLastKeyframe() throws {
        let ks = LottieJSON.ks(#""p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "h": 1}, {"t": 5, "s": [10, 0], "h": 1}, {"t": 10, "s": [20, 0], "h": 1}]}"#)
        let a = try LottieAnimation(json: LottieJSON.document(layers: [LottieJSON.shapeLayer(ks: ks, shapes: LottieJSON.square)]))
        let k = try XCTUnwrap(a.keyframes(layer: "layers[0]", key: "position").first)
        XCTAssertEqual(k.calculationMode, .discrete)
        XCTAssertEqual(k.path?.elements, [.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 20, y: 0))])
        XCTAssertEqual(k.keyTimes?.count, 3)
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 4)?.state.position, Point(x: 0, y: 0))
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 7)?.state.position, Point(x: 10, y: 0))
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 15)?.state.position, Point(x: 10, y: 0))
    }

    // MARK: After Effects semantics (`TimeContext.showsEveryHeldValue`)

    /// The same hold between eased keyframes under `--lottie-semantics after-effects`: the segment keeps both
    /// values (key times [0, 1]), so the held 0 shows from frame 5 until frame 10, as After Effects holds it
    /// (lottie-web `PropertyFactory.js`: `keyData.h === 1 ? keyData.s[i] : …`), and as rlottie and ThorVG draw
    /// Issues-pr_1632_2 at its middle frame.
    func testAfterEffectsSemanticsShowAHoldBetweenEasedKeyframes() throws {
        let ks = LottieJSON.ks(#"""
            "o": {"a": 1, "k": [{"t": 0, "s": [100], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}},
                                {"t": 5, "s": [0], "h": 1}, {"t": 10, "s": [0], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}},
                                {"t": 15, "s": [100]}]}
            """#)
        let a = try LottieAnimation(json: LottieJSON.document(layers: [LottieJSON.shapeLayer(ks: ks, shapes: LottieJSON.square)]),
                                    options: LottieOptions(semantics: .afterEffects))
        let segments = a.keyframes(layer: "layers[0]", key: "opacity")
        XCTAssertEqual(segments.map(\.calculationMode), [.linear, .discrete, .linear])
        XCTAssertEqual(segments[1].values, [.number(0), .number(0)])
        XCTAssertEqual(segments[1].keyTimes, [0, 1])
        XCTAssertEqual(segments[1].timing.beginTime, 0.5)
        XCTAssertEqual(segments[1].timing.duration, 0.5, accuracy: 1e-12)
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 5)?.state.opacity, 0)
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 5.5)?.state.opacity, 0)
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 7.5)?.state.opacity, 0)
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 9.99)?.state.opacity, 0)
        // The eased segments are unchanged: 100 at frame 0 and 15, the curve's midpoint 0.5 halfway.
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 0)?.state.opacity, 1)
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 12.5)?.state.opacity ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 15)?.state.opacity, 1)
        // `validate --lint` names the difference under either reading.
        XCTAssertEqual(a.semanticsDifferences, ["holds between eased keyframes (lottie-ios shows the static value)"])
    }

    /// Held positions under `after-effects`: the discrete path gets one more key time (1), so its last point shows
    /// from its keyframe (frame 10 of 21, key time 10/21) to the end, as After Effects holds the last keyframe.
    func testAfterEffectsSemanticsShowTheLastHeldPosition() throws {
        let ks = LottieJSON.ks(#""p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "h": 1}, {"t": 5, "s": [10, 0], "h": 1}, {"t": 10, "s": [20, 0], "h": 1}]}"#)
        let a = try LottieAnimation(json: LottieJSON.document(layers: [LottieJSON.shapeLayer(ks: ks, shapes: LottieJSON.square)]),
                                    options: LottieOptions(semantics: .afterEffects))
        let k = try XCTUnwrap(a.keyframes(layer: "layers[0]", key: "position").first)
        XCTAssertEqual(k.calculationMode, .discrete)
        XCTAssertEqual(k.path?.elements, [.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 20, y: 0))])
        XCTAssertEqual(k.keyTimes, [0, 0.5 / 2.1, 1.0 / 2.1, 1])
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 4)?.state.position, Point(x: 0, y: 0))
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 7)?.state.position, Point(x: 10, y: 0))
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 10)?.state.position, Point(x: 20, y: 0))
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 15)?.state.position, Point(x: 20, y: 0))
        XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: 20)?.state.position, Point(x: 20, y: 0))
        XCTAssertEqual(a.semanticsDifferences, ["hold keyframes at their own frame (lottie-ios's Float key times)",
                                                "the last of held positions (lottie-ios never shows it)"])
    }
}
