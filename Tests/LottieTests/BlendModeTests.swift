import Lottie
import Motion
import XCTest

/// Lottie's blend mode `bm` as lottie-ios's Core Animation engine applies it: the content layer's
/// `compositingFilter` (`BaseCompositionLayer.swift`, `BlendMode+Filter.swift`).
final class BlendModeTests: XCTestCase {
    private func contentLayer(bm: String) throws -> (LottieAnimation, LayerState) {
        let layer = LottieJSON.shapeLayer(extra: #", "bm": \#(bm)"#, shapes: LottieJSON.square)
        let a = try LottieAnimation(json: LottieJSON.document(layers: [layer]))
        return (a, try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: 0)).state)
    }

    /// `bm` 1…15 in lottie-ios's `BlendMode` order, each as Core Animation's filter name.
    func testEachBlendModeIsItsFilter() throws {
        let names = ["multiplyBlendMode", "screenBlendMode", "overlayBlendMode", "darkenBlendMode", "lightenBlendMode",
                     "colorDodgeBlendMode", "colorBurnBlendMode", "hardLightBlendMode", "softLightBlendMode",
                     "differenceBlendMode", "exclusionBlendMode", "hueBlendMode", "saturationBlendMode",
                     "colorBlendMode", "luminosityBlendMode"]
        for (i, name) in names.enumerated() {
            let (a, state) = try contentLayer(bm: "\(i + 1)")
            XCTAssertEqual(state.compositingFilter?.rawValue, name)
            XCTAssertEqual(a.warnings, [])
        }
        XCTAssertNil(try contentLayer(bm: "0").1.compositingFilter)
    }

    /// A number lottie-ios's dictionary decoding cannot read as a `BlendMode` is normal, with a warning.
    func testUnknownBlendModeIsNormal() throws {
        let (a, state) = try contentLayer(bm: "18")
        XCTAssertNil(state.compositingFilter)
        XCTAssertEqual(a.warnings.map(\.path), ["layers[0].bm"])
    }

    /// Add (`bm` 16): lottie-ios's `BlendMode` stops at 15, so it is normal with a warning naming the other
    /// semantics; under `after-effects` it is `plusL` (Skottie's `kPlus`), without a warning.
    func testAddIsNormalForLottieIOSAndPlusLighterForAfterEffects() throws {
        let layer = LottieJSON.shapeLayer(extra: #", "bm": 16"#, shapes: LottieJSON.square)
        let ios = try LottieAnimation(json: LottieJSON.document(layers: [layer]))
        XCTAssertNil(try XCTUnwrap(ios.presentation(of: "layers[0]", atFrame: 0)).state.compositingFilter)
        XCTAssertEqual(ios.warnings.map(\.path), ["layers[0].bm"])
        XCTAssertTrue(ios.warnings[0].message.contains("--lottie-semantics after-effects"))
        XCTAssertEqual(ios.semanticsDifferences, ["blend mode add (16)"])
        let ae = try LottieAnimation(json: LottieJSON.document(layers: [layer]), options: LottieOptions(semantics: .afterEffects))
        XCTAssertEqual(try XCTUnwrap(ae.presentation(of: "layers[0]", atFrame: 0)).state.compositingFilter, .plusLighter)
        XCTAssertEqual(ae.warnings, [])
    }

    /// Hard mix (`bm` 17): normal with a warning under lottie-ios; `hardMix` (Skottie's blender) under
    /// `after-effects`, without a warning.
    func testHardMixIsNormalForLottieIOSAndHardMixForAfterEffects() throws {
        let layer = LottieJSON.shapeLayer(extra: #", "bm": 17"#, shapes: LottieJSON.square)
        let ios = try LottieAnimation(json: LottieJSON.document(layers: [layer]))
        XCTAssertNil(try XCTUnwrap(ios.presentation(of: "layers[0]", atFrame: 0)).state.compositingFilter)
        XCTAssertEqual(ios.warnings.map(\.path), ["layers[0].bm"])
        XCTAssertTrue(ios.warnings[0].message.contains("--lottie-semantics after-effects"))
        XCTAssertEqual(ios.semanticsDifferences, ["blend mode hard mix (17)"])
        let ae = try LottieAnimation(json: LottieJSON.document(layers: [layer]), options: LottieOptions(semantics: .afterEffects))
        XCTAssertEqual(try XCTUnwrap(ae.presentation(of: "layers[0]", atFrame: 0)).state.compositingFilter, .hardMix)
        XCTAssertEqual(ae.warnings, [])
    }
}
