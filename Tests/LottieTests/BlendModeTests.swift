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
        let (a, state) = try contentLayer(bm: "16")
        XCTAssertNil(state.compositingFilter)
        XCTAssertEqual(a.warnings.map(\.path), ["layers[0].bm"])
    }
}
