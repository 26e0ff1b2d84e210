import Geometry
import Lottie
import Motion
import Render
import XCTest

/// After Effects' Gaussian Blur, Fill, Tint and Tritone (`ef`): drawn under `--lottie-semantics after-effects` as
/// `LayerState.effects` with their parameters read by position (Skottie's order); ignored with a warning under
/// `lottie-ios`, which leaves the translation byte-identical to before.
final class ImageEffectsTests: XCTestCase {
    private func param(_ ty: Int, _ k: String, animated: Bool = false) -> String {
        #"{"ty": \#(ty), "nm": "p", "v": {"a": \#(animated ? 1 : 0), "k": \#(k)}}"#
    }

    private func document(_ effects: [String]) -> String {
        let ef = #", "ef": [\#(effects.joined(separator: ", "))]"#
        return LottieJSON.document(layers: [LottieJSON.shapeLayer(extra: ef, shapes: LottieJSON.square)])
    }

    private var blur: String {
        #"{"ty": 29, "nm": "Gaussian Blur", "ef": [\#(param(0, "10")), \#(param(7, "2")), \#(param(4, "0"))]}"#
    }
    private var fill: String {
        let ps = [param(10, "0"), param(7, "1"), param(2, "[0, 0, 1, 1]"), param(7, "0"), param(0, "0"), param(0, "0"), param(0, "0.5")]
        return #"{"ty": 21, "nm": "Fill", "ef": [\#(ps.joined(separator: ", "))]}"#
    }
    private var tint: String {
        #"{"ty": 20, "nm": "Tint", "ef": [\#(param(2, "[1, 0, 0, 1]")), \#(param(2, "[0, 1, 0, 1]")), \#(param(0, "40"))]}"#
    }
    private var tritone: String {
        let ps = [param(2, "[1, 1, 1, 1]"), param(2, "[0.5, 0, 0, 1]"), param(2, "[0, 0, 0, 1]"), param(0, "25")]
        return #"{"ty": 23, "nm": "Tritone", "ef": [\#(ps.joined(separator: ", "))]}"#
    }

    func testEffectsAreReadInOrderUnderAfterEffects() throws {
        let a = try LottieAnimation(json: document([blur, fill, tint, tritone]), options: LottieOptions(semantics: .afterEffects))
        let state = try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: 0)).state
        XCTAssertEqual(state.effects, [
            // Blurriness 10 → σ 3 (Skottie's 0.3); dimensions 2: horizontal only.
            .gaussianBlur(sigma: 3, horizontal: true, vertical: false),
            .fill(color: Color(red: 0, green: 0, blue: 1), opacity: 0.5),
            .tint(black: Color(red: 1, green: 0, blue: 0), white: Color(red: 0, green: 1, blue: 0), amount: 0.4),
            // Blend with original 25 % → amount 0.75; the parameters are highlights, midtones, shadows.
            .tritone(shadows: .black, midtones: Color(red: 0.5, green: 0, blue: 0), highlights: .white, amount: 0.75),
        ])
        XCTAssertTrue(a.warnings.isEmpty, "\(a.warnings)")
        XCTAssertEqual(a.semanticsDifferences, ["effects other than Drop Shadow"])
    }

    func testLottieIOSIgnoresThemWithAWarning() throws {
        let a = try LottieAnimation(json: document([blur, fill]))
        let state = try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: 0)).state
        XCTAssertEqual(state.effects, [])
        XCTAssertEqual(a.warnings.map(\.path), ["layers[0].ef[0]", "layers[0].ef[1]"])
        XCTAssertEqual(a.semanticsDifferences, ["effects other than Drop Shadow"])
    }

    // MARK: Animated parameters (`LottieTranslator+ImageEffects.swift`)

    /// A keyframed parameter, 0 at frame 0 to `to` at frame 10, linear (out tangent (0, 0), in tangent (1, 1)) or
    /// with the given easing.
    private func ramp(_ from: String, _ to: String, out: String = #"{"x": [0], "y": [0]}"#,
                      in i: String = #"{"x": [1], "y": [1]}"#) -> String {
        #"[{"t": 0, "s": \#(from), "o": \#(out), "i": \#(i)}, {"t": 10, "s": \#(to)}]"#
    }

    private func blurParameters(_ animation: LottieAnimation, atFrame frame: Double) throws -> (Double, Bool, Bool) {
        let state = try XCTUnwrap(animation.presentation(of: "layers[0]", atFrame: frame)).state
        guard state.effects.count == 1, case let .gaussianBlur(sigma, h, v) = state.effects[0] else {
            XCTFail("\(state.effects)")
            return (.nan, false, false)
        }
        return (sigma, h, v)
    }

    /// Blurriness 0 → 20 over frames 0…10, linear: σ = 0.3 × blurriness at every instant, 3 at frame 5 (After
    /// Effects, Skottie and lottie-web evaluate the parameter at each frame); no warning.
    func testAnimatedBlurrinessFollowsItsKeyframes() throws {
        let animated = #"{"ty": 29, "nm": "Gaussian Blur", "ef": [\#(param(0, ramp("[0]", "[20]"), animated: true)), \#(param(7, "1"))]}"#
        let a = try LottieAnimation(json: document([animated]), options: LottieOptions(semantics: .afterEffects))
        for (frame, blurriness) in [(0.0, 0.0), (2.5, 5.0), (5, 10), (7.5, 15), (10, 20), (15, 20)] {
            let (sigma, h, v) = try blurParameters(a, atFrame: frame)
            XCTAssertEqual(sigma, 0.3 * blurriness, accuracy: 1e-9, "frame \(frame)")
            XCTAssertTrue(h && v)
        }
        XCTAssertTrue(a.warnings.isEmpty, "\(a.warnings)")
        XCTAssertEqual(a.semanticsDifferences, ["effects other than Drop Shadow"])
    }

    /// Eased keyframes (ease in and out, 0.42 / 0.58): the parameter follows the segment's bezier easing, so at
    /// frame 2.5 blurriness is 20 × ease(0.25), below the linear 5, and 10 at the symmetric midpoint.
    func testAnimatedParameterFollowsItsEasing() throws {
        let k = ramp("[0]", "[20]", out: #"{"x": [0.42], "y": [0]}"#, in: #"{"x": [0.58], "y": [1]}"#)
        let animated = #"{"ty": 29, "nm": "Gaussian Blur", "ef": [\#(param(0, k, animated: true))]}"#
        let a = try LottieAnimation(json: document([animated]), options: LottieOptions(semantics: .afterEffects))
        let eased = TimingFunction(controlPoints: 0.42, 0, 0.58, 1).evaluate(0.25)
        XCTAssertLessThan(eased, 0.25)
        XCTAssertEqual(try blurParameters(a, atFrame: 2.5).0, 0.3 * 20 * eased, accuracy: 1e-9)
        XCTAssertEqual(try blurParameters(a, atFrame: 5).0, 3, accuracy: 1e-9)
    }

    /// Fill's colour from red to blue over frames 0…10: (0.5, 0, 0.5) at frame 5, the opacity unchanged.
    func testAnimatedFillColourIsHalfWayAtHalfTime() throws {
        let ps = [param(10, "0"), param(7, "1"), param(2, ramp("[1, 0, 0, 1]", "[0, 0, 1, 1]"), animated: true),
                  param(7, "0"), param(0, "0"), param(0, "0"), param(0, "0.5")]
        let animated = #"{"ty": 21, "nm": "Fill", "ef": [\#(ps.joined(separator: ", "))]}"#
        let a = try LottieAnimation(json: document([animated]), options: LottieOptions(semantics: .afterEffects))
        let state = try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: 5)).state
        guard state.effects.count == 1, case let .fill(color, opacity) = state.effects[0] else {
            return XCTFail("\(state.effects)")
        }
        XCTAssertEqual(color.red, 0.5, accuracy: 1e-9)
        XCTAssertEqual(color.green, 0, accuracy: 1e-9)
        XCTAssertEqual(color.blue, 0.5, accuracy: 1e-9)
        XCTAssertEqual(color.alpha, 1, accuracy: 1e-9)
        XCTAssertEqual(opacity, 0.5)
    }

    /// Two effects whose parameters have different keyframe times (Tint's amount over frames 0…10, Tritone's
    /// blend over 0…20): combined as lottie-ios combines properties, sampled every 0.1 frame as holds, so frame
    /// 5.05 shows both parameters' values at frame 5 exactly.
    func testParametersWithDifferentKeyframesAreSampled() throws {
        let tintK = ramp("[0]", "[100]")
        let tritoneK = #"[{"t": 0, "s": [100], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 20, "s": [0]}]"#
        let tint = #"{"ty": 20, "nm": "Tint", "ef": [\#(param(2, "[1, 0, 0, 1]")), \#(param(2, "[0, 1, 0, 1]")), \#(param(0, tintK, animated: true))]}"#
        let tritone = #"{"ty": 23, "nm": "Tritone", "ef": [\#(param(2, "[1, 1, 1, 1]")), \#(param(2, "[0.5, 0, 0, 1]")), \#(param(2, "[0, 0, 0, 1]")), \#(param(0, tritoneK, animated: true))]}"#
        let a = try LottieAnimation(json: document([tint, tritone]), options: LottieOptions(semantics: .afterEffects))
        let state = try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: 5.05)).state
        guard state.effects.count == 2, case let .tint(black, white, amount) = state.effects[0],
              case let .tritone(shadows, midtones, highlights, t) = state.effects[1] else {
            return XCTFail("\(state.effects)")
        }
        XCTAssertEqual(black, Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(white, Color(red: 0, green: 1, blue: 0))
        XCTAssertEqual(amount, 0.5, accuracy: 1e-9)
        XCTAssertEqual(shadows, .black)
        XCTAssertEqual(midtones, Color(red: 0.5, green: 0, blue: 0))
        XCTAssertEqual(highlights, .white)
        // Blend 100 → 0 over 20 frames: 75 at frame 5, amount 1 − 0.75.
        XCTAssertEqual(t, 0.25, accuracy: 1e-9)
        XCTAssertTrue(a.warnings.isEmpty, "\(a.warnings)")
    }

    /// Under lottie-ios the animated effects are ignored as the static ones are: no effects at any frame and one
    /// warning per effect, exactly what the same file without `ef` plus the warnings gives.
    func testLottieIOSIgnoresAnimatedEffects() throws {
        let blurK = param(0, ramp("[0]", "[20]"), animated: true)
        let animated = #"{"ty": 29, "nm": "Gaussian Blur", "ef": [\#(blurK)]}"#
        let a = try LottieAnimation(json: document([animated]))
        let plain = try LottieAnimation(json: LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: LottieJSON.square)]))
        for frame in [0.0, 5, 10] {
            XCTAssertEqual(a.presentation(of: "layers[0]", atFrame: frame)?.state,
                           plain.presentation(of: "layers[0]", atFrame: frame)?.state)
        }
        XCTAssertEqual(a.animations.count, plain.animations.count)
        XCTAssertNil(a.animation(layer: "layers[0]", key: "effects"))
        XCTAssertEqual(a.warnings.map(\.path), ["layers[0].ef[0]"])
    }

    /// Drawn: frame 5 of the blurriness ramp 0 → 20 is, byte for byte, the frame of a static blurriness 10.
    func testAnimatedBlurDrawsTheFramesValue() throws {
        func frame(_ k: String, animated: Bool, at f: Double) throws -> [UInt8] {
            let blur = #"{"ty": 29, "nm": "Gaussian Blur", "ef": [\#(param(0, k, animated: animated))]}"#
            let a = try LottieAnimation(json: document([blur]), options: LottieOptions(semantics: .afterEffects))
            return try Renderer(canvasSize: Size(width: 100, height: 100), scale: 1, background: nil, images: [:])
                .render(a.layerTree.presentation(at: a.time(atFrame: f))).pixels
        }
        let mid = try frame(ramp("[0]", "[20]"), animated: true, at: 5)
        XCTAssertEqual(mid, try frame("10", animated: false, at: 0))
        XCTAssertNotEqual(mid, try frame("0", animated: false, at: 0))
    }
}
