import Geometry
import Lottie
import Motion
import XCTest

/// What a hold keyframe shows at exactly its own frame. lottie-ios writes a one-segment animation's key times as
/// `Float`s (`CALayer+addAnimation.swift`, `keyframeAnimation`: "NSNumber(value: Float(try
/// context.progressTime(for: keyframeModel.time)))", `progressTime` = (frame − ip) / (op + 1 − ip) in
/// `AnimationLayer.swift`), and Core Animation's discrete mode shows value i for `keyTimes[i] ≤ t < keyTimes[i + 1]`
/// with `t` a double. Where `Float` rounds a key time up, the frame itself still shows the value before.
final class KeyTimeRoundingTests: XCTestCase {
    /// fr 10, frames 0…32 (every animation 33 frames long), a layer from frame 6 whose scale holds 100 % until
    /// frame 8, then 200 % until 17, then 300 % — the case an unseen oracle sample showed (frame 8 of 32).
    private func scaleAnimation(_ options: LottieOptions = LottieOptions()) throws -> LottieAnimation {
        let ks = LottieJSON.ks(#"""
            "s": {"a": 1, "k": [{"t": 0, "s": [100, 100], "h": 1}, {"t": 8, "s": [200, 200], "h": 1},
                                {"t": 17, "s": [300, 300], "h": 1}]}
            """#)
        let layer = LottieJSON.shapeLayer(ks: ks, ip: 6, op: 32, shapes: LottieJSON.square)
        return try LottieAnimation(json: LottieJSON.document(op: 32, layers: [layer]), options: options)
    }

    private func scale(_ a: LottieAnimation, atFrame f: Double) throws -> Double {
        try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: f)).state.transform.m11
    }

    func testKeyTimesAreFloatsOfTheKeyframesProgress() throws {
        let k = try XCTUnwrap(try scaleAnimation().keyframes(layer: "layers[0]", key: "transform.scale.x").first)
        XCTAssertEqual(k.calculationMode, .discrete)
        // 8/33 = 0.242424242424… → Float 0.24242424964904785 (up); 17/33 = 0.515151515… → 0.5151515007019043 (down).
        XCTAssertEqual(k.keyTimes, [0, 0.24242424964904785, 0.5151515007019043, 1])
        XCTAssertEqual(Double(Float(8.0 / 33)), 0.24242424964904785)
        XCTAssertGreaterThan(Double(Float(8.0 / 33)), 8.0 / 33)
        XCTAssertLessThan(Double(Float(17.0 / 33)), 17.0 / 33)
    }

    func testAHoldKeyframeWhoseKeyTimeRoundsUpShowsThePreviousValueAtItsFrame() throws {
        let a = try scaleAnimation()
        XCTAssertEqual(try scale(a, atFrame: 7.99), 1)
        XCTAssertEqual(try scale(a, atFrame: 8), 1)          // frame 8 = progress 0.25: still 100 %
        XCTAssertEqual(try scale(a, atFrame: 8.001), 2)
        XCTAssertEqual(try scale(a, atFrame: a.time(atProgress: 0.25) * 10), 1)
    }

    func testAHoldKeyframeWhoseKeyTimeRoundsDownShowsItsValueAtItsFrame() throws {
        let a = try scaleAnimation()
        XCTAssertEqual(try scale(a, atFrame: 16.99), 2)
        XCTAssertEqual(try scale(a, atFrame: 17), 3)
    }

    /// After Effects shows a hold keyframe's value from its own frame on: no `Float` key times.
    func testAfterEffectsSemanticsShowTheNewValueAtTheKeyframe() throws {
        let a = try scaleAnimation(LottieOptions(semantics: .afterEffects))
        let k = try XCTUnwrap(a.keyframes(layer: "layers[0]", key: "transform.scale.x").first)
        XCTAssertEqual(k.keyTimes, [0, 0.8 / 3.3, 1.7 / 3.3, 1])
        XCTAssertEqual(try scale(a, atFrame: 7.99), 1)
        XCTAssertEqual(try scale(a, atFrame: 8), 2)
        XCTAssertEqual(try scale(a, atFrame: 17), 3)
    }

    /// A split animation (hold and eased keyframes) keeps `Double` key times (lottie-ios's `customKeyTimes`): each
    /// segment starts exactly on its first keyframe.
    func testSegmentsOfASplitAnimationAreNotRounded() throws {
        let ks = LottieJSON.ks(#"""
            "o": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}},
                                {"t": 8, "s": [50], "h": 1}, {"t": 12, "s": [100]}]}
            """#)
        let a = try LottieAnimation(json: LottieJSON.document(op: 32, layers: [LottieJSON.shapeLayer(ks: ks, op: 32, shapes: LottieJSON.square)]))
        XCTAssertEqual(try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: 8)).state.opacity, 0.5)
        XCTAssertEqual(try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: 12)).state.opacity, 1)
    }

    /// A layer's in and out frames (`addVisibilityAnimation`): lottie-ios writes their key times in frames,
    /// (frame − ip) / (op + 1 − ip), as `Double`s; Core Animation samples in seconds. fr 9, op 12 (13 frames): at
    /// frame 3 the sample (3/9) / (13/9) = 0.23076923076923075 is 1 ulp below the key time 3/13 =
    /// 0.23076923076923078, so the layer that ends at 3 still shows and the one that starts there does not; at
    /// frame 9 the two agree (1 / (13/9) = 9/13) and the new layer shows (Issues-issue_2265, an image sequence).
    func testInAndOutFramesAreKeyTimesInFrames() throws {
        let layers = [(2.0, 3.0), (3, 4), (8, 9), (9, 10)].enumerated().map { i, r in
            LottieJSON.shapeLayer(ind: i + 1, ip: r.0, op: r.1, shapes: LottieJSON.square)
        }
        let a = try LottieAnimation(json: LottieJSON.document(fr: 9, op: 12, layers: layers))
        XCTAssertLessThan((3.0 / 9) / (13.0 / 9), 3.0 / 13)
        XCTAssertEqual((9.0 / 9) / (13.0 / 9), 9.0 / 13)
        XCTAssertEqual(a.isHidden("layers[0]", atFrame: 3), false)
        XCTAssertEqual(a.isHidden("layers[1]", atFrame: 3), true)
        XCTAssertEqual(a.isHidden("layers[2]", atFrame: 9), true)
        XCTAssertEqual(a.isHidden("layers[3]", atFrame: 9), false)
        // Between frames, as before.
        XCTAssertEqual(a.isHidden("layers[1]", atFrame: 3.5), false)
        XCTAssertEqual(a.isHidden("layers[0]", atFrame: 3.5), true)
    }
}
