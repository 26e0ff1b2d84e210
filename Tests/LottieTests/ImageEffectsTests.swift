import Geometry
import Lottie
import Motion
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

    /// An animated parameter is drawn at its first keyframe's value, with a warning at its path.
    func testAnimatedParameterWarns() throws {
        let k = #"[{"t": 0, "s": [4], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [20]}]"#
        let animated = #"{"ty": 29, "nm": "Gaussian Blur", "ef": [\#(param(0, k, animated: true))]}"#
        let a = try LottieAnimation(json: document([animated]), options: LottieOptions(semantics: .afterEffects))
        let state = try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: 5)).state
        XCTAssertEqual(state.effects.count, 1)
        guard case let .gaussianBlur(sigma, h, v)? = state.effects.first else { return XCTFail("\(state.effects)") }
        XCTAssertEqual(sigma, 1.2, accuracy: 1e-12)
        XCTAssertTrue(h && v)
        XCTAssertEqual(a.warnings.map(\.path), ["layers[0].ef[0].ef[0].v"])
    }
}
