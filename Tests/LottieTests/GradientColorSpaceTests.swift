import Lottie
import Motion
import XCTest

/// A gradient fill's `CAGradientLayer`s interpolate in Generic RGB under lottie-ios semantics, as Core Animation's
/// `render(in:)` draws them (`CGGradientCreateWithColors(NULL, …)`; GradientRenderLayer.swift builds the layers), and
/// in sRGB under after-effects semantics.
final class GradientColorSpaceTests: XCTestCase {
    private let shapes = #"[{"ty": "gr", "it": [{"ty": "rc", "s": {"a": 0, "k": [10, 10]}, "p": {"a": 0, "k": [0, 0]}, "r": {"a": 0, "k": 0}}, {"ty": "gf", "t": 1, "g": {"p": 2, "k": {"a": 0, "k": [0, 0, 0, 0, 1, 1, 1, 1, 0, 1, 1, 0.5]}}, "s": {"a": 0, "k": [-5, 0]}, "e": {"a": 0, "k": [5, 0]}, "o": {"a": 0, "k": 100}}, {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]}]"#

    /// The colour gradient layer and the opacity gradient layer that masks it.
    private func gradientLayers(_ options: LottieOptions) throws -> (LottieAnimation, [LayerState]) {
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes)])
        let a = try LottieAnimation(json: json, options: options)
        var out: [LayerState] = []
        func walk(_ l: LayerState) {
            if l.type == .gradient { out.append(l) }
            if let m = l.mask { walk(m) }
            l.sublayers.forEach(walk)
        }
        a.layerTree.presentation(at: 0).forEach(walk)
        return (a, out)
    }

    func testLottieIOSInterpolatesInGenericRGB() throws {
        let (a, layers) = try gradientLayers(LottieOptions())
        XCTAssertEqual(layers.count, 2)
        XCTAssertEqual(layers.map(\.gradientColorSpace), [.genericRGB, .genericRGB])
        XCTAssertTrue(a.semanticsDifferences.contains("gradient colours (Generic RGB, as Core Animation's render(in:), or sRGB)"))
    }

    func testAfterEffectsInterpolatesInSRGB() throws {
        let (_, layers) = try gradientLayers(LottieOptions(semantics: .afterEffects))
        XCTAssertEqual(layers.map(\.gradientColorSpace), [.sRGB, .sRGB])
    }
}
