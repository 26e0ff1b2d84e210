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

    /// `bm` 1…14 in lottie-ios's `BlendMode` order, each as Core Animation's filter name (15, luminosity, below).
    func testEachBlendModeIsItsFilter() throws {
        let names = ["multiplyBlendMode", "screenBlendMode", "overlayBlendMode", "darkenBlendMode", "lightenBlendMode",
                     "colorDodgeBlendMode", "colorBurnBlendMode", "hardLightBlendMode", "softLightBlendMode",
                     "differenceBlendMode", "exclusionBlendMode", "hueBlendMode", "saturationBlendMode",
                     "colorBlendMode"]
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

    /// A blend mode drawn as normal under lottie-ios (a warning naming the other semantics, and the difference
    /// listed) and as `afterEffects` under after-effects, without a warning.
    private func assertNormalUnderLottieIOS(bm: Int, afterEffects: CompositingFilter, feature: String,
                                            file: StaticString = #filePath, line: UInt = #line) throws {
        let layer = LottieJSON.shapeLayer(extra: ", \"bm\": \(bm)", shapes: LottieJSON.square)
        let ios = try LottieAnimation(json: LottieJSON.document(layers: [layer]))
        XCTAssertNil(try XCTUnwrap(ios.presentation(of: "layers[0]", atFrame: 0)).state.compositingFilter, file: file, line: line)
        XCTAssertEqual(ios.warnings.map(\.path), ["layers[0].bm"], file: file, line: line)
        XCTAssertTrue(ios.warnings.first?.message.contains("--lottie-semantics after-effects") == true, file: file, line: line)
        XCTAssertEqual(ios.semanticsDifferences, [feature], file: file, line: line)
        let ae = try LottieAnimation(json: LottieJSON.document(layers: [layer]), options: LottieOptions(semantics: .afterEffects))
        XCTAssertEqual(try XCTUnwrap(ae.presentation(of: "layers[0]", atFrame: 0)).state.compositingFilter, afterEffects,
                       file: file, line: line)
        XCTAssertEqual(ae.warnings, [], file: file, line: line)
    }

    /// Luminosity (`bm` 15): lottie-ios gives the layer `luminosityBlendMode`, but `render(in:)`, which its snapshots
    /// record, draws it as normal (Nonanimating-blend_mode_test: each layer of the Luminosity column covers the one
    /// below, blue text stays blue over the red square); under `after-effects` the PDF luminosity blend.
    func testLuminosityIsNormalForLottieIOSAndLuminosityForAfterEffects() throws {
        try assertNormalUnderLottieIOS(bm: 15, afterEffects: .luminosity, feature: "blend mode luminosity (15)")
    }

    /// Add (`bm` 16): lottie-ios's `BlendMode` stops at 15, so it is normal; under `after-effects` it is `plusL`
    /// (Skottie's `kPlus`).
    func testAddIsNormalForLottieIOSAndPlusLighterForAfterEffects() throws {
        try assertNormalUnderLottieIOS(bm: 16, afterEffects: .plusLighter, feature: "blend mode add (16)")
    }

    /// Hard mix (`bm` 17): normal under lottie-ios; `hardMix` (Skottie's blender) under `after-effects`.
    func testHardMixIsNormalForLottieIOSAndHardMixForAfterEffects() throws {
        try assertNormalUnderLottieIOS(bm: 17, afterEffects: .hardMix, feature: "blend mode hard mix (17)")
    }
}
