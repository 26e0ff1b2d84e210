import Geometry
@testable import Lottie
import Motion
import XCTest

/// Layers played backwards (time stretch `sr` < 0; Skia's resources/skottie/skottie-time-reverse.json): a layer's
/// own keyframes are written at its parent's frames, descending, and read in ascending order
/// (`KeyframeGroup.reversedInTime`); a precomp's children play at the local frame (f − st) / sr
/// (`TimeRemapStep.linear`, Skottie's `CompTimeMapper`); a layer shows on (root(op), root(ip)] when its in point is
/// the later one (Skottie's `LayerController::onSeek`; `LottieTranslator.addVisibility`).
final class TimeStretchReverseTests: XCTestCase {
    private let afterEffects = LottieOptions(semantics: .afterEffects)

    // MARK: Local time

    /// (f − st) / sr: sr −2, st 600 (skottie-time-reverse's precomp) maps root frames 0, 100, 599, 600 to local
    /// frames 300, 250, 0.5, 0; sr −1, st 20 maps 5 to 15 and 20 to 0; the root frame of a local frame inverts it.
    func testLocalFrameOfAPrecompPlayedBackwards() {
        let half = TimeRemapStep.linear(start: 600, stretch: -2)
        XCTAssertEqual([0.0, 100, 599, 600].map(half.localFrame), [300, 250, 0.5, 0])
        let once = TimeRemapStep.linear(start: 20, stretch: -1)
        XCTAssertEqual([5.0, 20].map(once.localFrame), [15, 0])
        let context = TimeContext(frameRate: 10, startFrame: 0, endFrame: 20).precomp(startTime: 600, timeStretch: -2)
        XCTAssertTrue(context.reversesTime)
        XCTAssertEqual([300.0, 250, 0].map(context.rootFrame), [0, 100, 600])
        XCTAssertEqual(context.localFrame(ofRootFrame: 100), 250)
        // Two reversals cancel.
        XCTAssertFalse(context.precomp(startTime: 0, timeStretch: -1).reversesTime)
    }

    // MARK: Keyframes written in descending order

    /// Keyframes written at frames 20 (value 0, out tangent (0.2, 0)) and 0 (value 90, the in tangent (0.6, 1) on
    /// the first): the layer's own timeline, τ = (f − 20) / −1 = 20 − f, has 0 at τ = 0 and 90 at τ = 20 eased by
    /// E = bezier(0.2, 0, 0.6, 1). Read in ascending order, the value at f is 90 · E((20 − f) / 20); the reflected
    /// easing (1 − 0.6, 1 − 1, 1 − 0.2, 1 − 0) = (0.4, 0, 0.8, 1) gives 90 − 90 · E'(f / 20), the same number up to the
    /// bezier solver's last bits (1e-9).
    func testDescendingKeyframesReadAsTheLayerPlaysThem() throws {
        let g = KeyframeGroup<LottieVector>(keyframes: [
            Keyframe(time: 20, value: [0], outTangent: Point(x: 0.2, y: 0)),
            Keyframe(time: 0, value: [90], inTangent: Point(x: 0.6, y: 1)),
        ]).reversedInTime()
        XCTAssertEqual(g.keyframes.map(\.time), [0, 20])
        XCTAssertEqual(g.keyframes[0].outTangent, Point(x: 0.4, y: 0))
        XCTAssertEqual(g.keyframes[1].inTangent, Point(x: 0.8, y: 1))
        let e = TimingFunction(controlPoints: 0.2, 0, 0.6, 1)
        for f in [0.0, 2.5, 5, 10, 13, 19, 20] {
            XCTAssertEqual(g.value(atFrame: f)[0], 90 * e.evaluate((20 - f) / 20), accuracy: 1e-9, "frame \(f)")
        }
        // Before the first and after the last keyframe: their values.
        XCTAssertEqual(g.value(atFrame: -3), [90])
        XCTAssertEqual(g.value(atFrame: 25), [0])
    }

    /// Spatial tangents swap: the segment from (0, 0) with `to` (10, 0) to (100, 0) with `ti` (0, 30), written
    /// descending, is the same curve walked from (100, 0) with `to` (0, 30).
    func testSpatialTangentsSwap() {
        let g = KeyframeGroup<LottieVector>(keyframes: [
            Keyframe(time: 10, value: [0, 0], spatialOutTangent: Point(x: 10, y: 0)),
            Keyframe(time: 0, value: [100, 0], spatialInTangent: Point(x: 0, y: 30)),
        ]).reversedInTime()
        XCTAssertEqual(g.keyframes[0].value, [100, 0])
        XCTAssertEqual(g.keyframes[0].spatialOutTangent, Point(x: 0, y: 30))
        XCTAssertNil(g.keyframes[0].spatialInTangent)
        XCTAssertEqual(g.keyframes[1].spatialInTangent, Point(x: 10, y: 0))
    }

    /// A hold keyframe written at 20 (value 5) before 10 (value 7) before 0 (value 9): 5 holds over (10, 20] and 7
    /// interpolates to 9 over (0, 10] — in ascending order a hold (10, 5) after (10, 7).
    func testAHoldKeyframeHoldsTowardsLowerFrames() {
        let g = KeyframeGroup<LottieVector>(keyframes: [
            Keyframe(time: 20, value: [5], isHold: true),
            Keyframe(time: 10, value: [7]),
            Keyframe(time: 0, value: [9]),
        ]).reversedInTime()
        XCTAssertEqual(g.keyframes.map(\.time), [0, 10, 10, 20])
        XCTAssertEqual(g.keyframes.map(\.isHold), [false, true, true, false])
        XCTAssertEqual(g.value(atFrame: 5), [8])
        XCTAssertEqual(g.value(atFrame: 10.5), [5])
        XCTAssertEqual(g.value(atFrame: 19.5), [5])
        XCTAssertEqual(g.value(atFrame: 20), [5])
    }

    /// Through the translation: opacity written 20 % at 15 (hold), 60 % at 10, 100 % at 5, in a layer with sr −1:
    /// 20 % over (10, 15], then 60 → 100 % linearly from 10 down to 5 — at 7.5, 80 %.
    func testAHeldValueOfALayerPlayedBackwardsThroughTheTranslation() throws {
        let o = #""o": {"a": 1, "k": [{"t": 15, "s": [20], "h": 1}, {"t": 10, "s": [60], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 5, "s": [100]}]}"#
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(ks: LottieJSON.ks(o), ip: 15, op: 4, extra: #", "sr": -1"#, shapes: LottieJSON.square)])
        let a = try LottieAnimation(json: json, options: afterEffects)
        for (f, opacity) in [(14.0, 0.2), (12, 0.2), (10.5, 0.2), (7.5, 0.8), (6, 0.92), (5, 1)] {
            XCTAssertEqual(try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: f)).state.opacity, opacity,
                           accuracy: 1e-9, "frame \(f)")
        }
    }

    /// In a layer with `sr` < 0 the reader takes descending keyframes (skottie-time-reverse's rotation 0 at 599.96,
    /// 720 at −598.04); ascending ones too. Mixed orders are refused, and descending ones elsewhere as before.
    func testTheReaderTakesDescendingKeyframesOnlyInALayerPlayedBackwards() throws {
        let r = #""r": {"a": 1, "k": [{"t": 15, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 5, "s": [90]}]}"#
        func layer(sr: Double, r: String) -> String {
            LottieJSON.shapeLayer(ks: LottieJSON.ks(r), ip: 15, op: 5, extra: #", "sr": \#(sr)"#, shapes: LottieJSON.square)
        }
        let a = try LottieAnimation(json: LottieJSON.document(layers: [layer(sr: -1, r: r)]), options: afterEffects)
        // Linear: 90 · (15 − f) / 10 at f in (5, 15].
        for (f, degrees) in [(7.0, 72.0), (10, 45), (14, 9)] {
            let t = try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: f)).toRoot
            XCTAssertEqual(atan2(t.b, t.a) * 180 / .pi, degrees, accuracy: 1e-9, "frame \(f)")
        }
        XCTAssertThrowsError(try LottieAnimation(json: LottieJSON.document(layers: [layer(sr: 1, r: r)]))) {
            XCTAssertEqual(($0 as? LottieError)?.description, "layers[0].ks.r.k[1].t: keyframes out of order: frame 5 comes after frame 15")
        }
        let mixed = #""r": {"a": 1, "k": [{"t": 15, "s": [0]}, {"t": 5, "s": [90]}, {"t": 10, "s": [0]}]}"#
        XCTAssertThrowsError(try LottieAnimation(json: LottieJSON.document(layers: [layer(sr: -1, r: mixed)]))) {
            XCTAssertEqual(($0 as? LottieError)?.description,
                           "layers[0].ks.r.k[2].t: keyframes out of order: frame 10 comes after frame 5 in a layer played backwards (sr < 0), whose keyframes descend")
        }
        let ascending = r.replacingOccurrences(of: #""t": 15"#, with: #""t": 4"#)
        XCTAssertNoThrow(try LottieAnimation(json: LottieJSON.document(layers: [layer(sr: -1, r: ascending)])))
    }

    // MARK: In and out points

    /// A layer with `ip` 15 > `op` 5 (sr −1): After Effects (Skottie) shows it on (5, 15]; lottie-ios hides it
    /// (its main-thread engine, lottie-web, rlottie and ThorVG), with a warning.
    func testALayerWithItsInPointAfterItsOutPoint() throws {
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(ip: 15, op: 5, extra: #", "sr": -1"#, shapes: LottieJSON.square)])
        let ae = try LottieAnimation(json: json, options: afterEffects)
        for (f, hidden) in [(0.0, true), (5, true), (5.5, false), (10, false), (15, false), (15.5, true), (20, true)] {
            XCTAssertEqual(ae.isHidden("layers[0]", atFrame: f), hidden, "frame \(f)")
        }
        XCTAssertEqual(ae.semanticsDifferences, ["layers played backwards (in point after out point)"])
        let ios = try LottieAnimation(json: json)
        for f in [0.0, 5, 5.5, 10, 15, 20] { XCTAssertEqual(ios.isHidden("layers[0]", atFrame: f), true, "frame \(f)") }
        XCTAssertTrue(ios.warnings.contains { $0.path == "layers[0].ip" && $0.message.contains("played backwards") })
    }

    // MARK: Precomps played backwards

    /// A precomp layer with sr −2, st 20 (`ip` 20 > `op` −1): its child (ip 0, op 10, position x 0 → 100 linearly
    /// over its frames 0…10) plays at c = (20 − f) / 2 — root 4 is c 8 (x 80), root 15 is c 2.5 (x 25) — and shows
    /// while c is in [0, 10): root (0, 20]. Under both semantics (lottie-ios's main-thread engine plays a precomp's
    /// children so), except the precomp layer's own `ip` > `op`: there lottie-ios hides the precomp.
    private func precomp(sr: Double, st: Double, ip: Double, op: Double) -> String {
        let position = #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [100, 0]}]}"#
        let child = LottieJSON.shapeLayer(ks: LottieJSON.ks(position), ip: 0, op: 10, shapes: LottieJSON.square)
        let layer = #"{"ty": 0, "ind": 1, "refId": "comp", "w": 200, "h": 100, "ks": \#(LottieJSON.ks()), "ip": \#(ip), "op": \#(op), "st": \#(st), "sr": \#(sr)}"#
        return LottieJSON.document(w: 200, layers: [layer], assets: [#"{"id": "comp", "layers": [\#(child)]}"#])
    }

    func testAPrecompPlayedBackwards() throws {
        let a = try LottieAnimation(json: precomp(sr: -2, st: 20, ip: 20, op: -1), options: afterEffects)
        for (f, x) in [(4.0, 80.0), (15, 25), (19, 5), (20, 0), (10, 50)] {
            let t = try XCTUnwrap(a.presentation(of: "assets[0].layers[0]", atFrame: f)).toRoot
            XCTAssertEqual(t.tx, x, accuracy: 1e-9, "frame \(f)")
        }
        for (f, hidden) in [(0.0, true), (0.5, false), (10, false), (20, false)] {
            XCTAssertEqual(a.isHidden("assets[0].layers[0]", atFrame: f), hidden, "frame \(f)")
        }
        // sr −1, st 10: c = 10 − f, the child shown while c is in [0, 10): root (0, 10].
        let once = try LottieAnimation(json: precomp(sr: -1, st: 10, ip: 10, op: -1), options: afterEffects)
        for (f, x, hidden) in [(0.0, 100.0, true), (3, 70, false), (10, 0, false), (11, 0, true)] {
            XCTAssertEqual(once.isHidden("assets[0].layers[0]", atFrame: f), hidden, "frame \(f)")
            if !hidden {
                XCTAssertEqual(try XCTUnwrap(once.presentation(of: "assets[0].layers[0]", atFrame: f)).toRoot.tx, x,
                               accuracy: 1e-9, "frame \(f)")
            }
        }
        // lottie-ios: the same child timing (1e-5: its key times are rounded to `Float`,
        // `PropertyAnimation.singleSegmentKeyTimes`); the precomp layer itself (ip 20 > op −1) hidden.
        let ios = try LottieAnimation(json: precomp(sr: -2, st: 20, ip: 20, op: -1))
        XCTAssertEqual(try XCTUnwrap(ios.presentation(of: "assets[0].layers[0]", atFrame: 4)).toRoot.tx, 80, accuracy: 1e-5)
        XCTAssertEqual(ios.isHidden("assets[0].layers[0]", atFrame: 4), true)
        let shown = try LottieAnimation(json: precomp(sr: -2, st: 20, ip: -1, op: 21))
        XCTAssertEqual(shown.isHidden("assets[0].layers[0]", atFrame: 4), false)
    }

    /// The rendered frame f of the precomp played backwards (sr −1, st 20) is the forward precomp's (sr 1, st 0)
    /// frame 20 − f, byte for byte. The child's position is eased (out (0.3, 0.1), in (0.7, 0.9)): the reversed
    /// reading solves the reflected bezier, whose last bits may differ from the forward one's, too little to change a
    /// pixel of these frames.
    func testTheRenderedFrameIsTheForwardFrameAtTheMirroredTime() throws {
        func document(sr: Double, st: Double, ip: Double, op: Double) -> String {
            let position = #""p": {"a": 1, "k": [{"t": 0, "s": [10, 20], "o": {"x": [0.3], "y": [0.1]}, "i": {"x": [0.7], "y": [0.9]}}, {"t": 20, "s": [150, 70]}]}"#
            let rotation = #""r": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 20, "s": [180]}]}"#
            let child = LottieJSON.shapeLayer(ks: LottieJSON.ks(position + ", " + rotation), ip: 0, op: 21, shapes: LottieJSON.square)
            let layer = #"{"ty": 0, "ind": 1, "refId": "comp", "w": 200, "h": 100, "ks": \#(LottieJSON.ks()), "ip": \#(ip), "op": \#(op), "st": \#(st), "sr": \#(sr)}"#
            return LottieJSON.document(w: 200, layers: [layer], assets: [#"{"id": "comp", "layers": [\#(child)]}"#])
        }
        let forward = try LottieAnimation(json: document(sr: 1, st: 0, ip: 0, op: 21), options: afterEffects)
        let backward = try LottieAnimation(json: document(sr: -1, st: 20, ip: 20, op: -1), options: afterEffects)
        for f in [0.0, 3, 7.5, 12, 20] {
            let a = try AfterEffectsOracleTests.render(backward, frame: f, size: (200, 100))
            let b = try AfterEffectsOracleTests.render(forward, frame: 20 - f, size: (200, 100))
            XCTAssertEqual(a.pixels, b.pixels, "frame \(f)")
            XCTAssertGreaterThan(a.pixels.filter { $0 != 0 }.count, 0, "frame \(f) draws the square")
        }
    }
}
