import Foundation
import Geometry
import Lottie
import Motion
import Render
import Testing

/// Mask opacity (`masksProperties[k].o`) and feather (`f`) under `--lottie-semantics after-effects`, as Skottie
/// draws them (opacity / 100; a Gaussian of σ = 0.38 × feather), and ignored under `lottie-ios`
/// (`LottieTranslator+MaskFeather.swift`).
struct MaskFeatherTests {
    /// A red shape layer filling the 100 × 100 canvas with one add mask over the left half (x < 50); `mask` adds
    /// members to the mask (JSON).
    static func document(mask: String) -> String {
        let shapes = #"[{"ty": "rc", "s": {"a": 0, "k": [100, 100]}, "p": {"a": 0, "k": [50, 50]}, "r": {"a": 0, "k": 0}}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]"#
        let pt = #"{"a": 0, "k": {"c": true, "v": [[0, 0], [50, 0], [50, 100], [0, 100]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}}"#
        let masks = #", "hasMask": true, "masksProperties": [{"mode": "a", "inv": false, "pt": \#(pt)\#(mask)}]"#
        return LottieJSON.document(layers: [LottieJSON.shapeLayer(extra: masks, shapes: shapes)])
    }

    /// The alpha (0…255) of each pixel of row 50 at `frame`, drawn on a transparent canvas.
    static func row(_ json: String, _ semantics: LottieSemantics, frame: Double = 0) throws -> (LottieAnimation, [Int]) {
        let a = try LottieAnimation(json: json, options: LottieOptions(semantics: semantics))
        let f = try Renderer(canvasSize: Size(width: 100, height: 100), scale: 1, background: nil, images: [:])
            .render(a.layerTree.presentation(at: frame / 10))
        return (a, (0..<100).map { Int(f.pixels[50 * f.bytesPerRow + 4 * $0 + 3]) })
    }

    /// A feather of 10 px: the edge at x = 50 follows Φ((50 − x)/σ), σ = 3.8, at each pixel centre (within 2/255);
    /// the interior far from both edges (x = 0 is one too) stays opaque and the far side transparent.
    @Test func featherBlursTheMaskEdgeByPointThreeEightOfItsWidth() throws {
        let (a, alpha) = try Self.row(Self.document(mask: #", "f": {"a": 0, "k": [10, 10]}"#), .afterEffects)
        let sigma = 0.38 * 10
        func phi(_ z: Double) -> Double { 0.5 * erfc(-z / 2.0.squareRoot()) }
        for x in 30..<70 {
            let expected = 255 * phi((50 - (Double(x) + 0.5)) / sigma)
            #expect(abs(Double(alpha[x]) - expected) <= 2, "x \(x): \(alpha[x]) vs \(expected)")
        }
        #expect(alpha[25] == 255 && alpha[90] == 0)
        #expect(a.warnings.isEmpty)
        #expect(a.semanticsDifferences == ["mask feather"])
    }

    /// A feathered mask that runs past the canvas on every side (−20…120 on a 100 × 100 canvas, feather 10:
    /// σ = 3.8, so its edges are more than 5σ outside) is opaque up to the canvas edge, as After Effects draws it:
    /// the blur sees the mask beyond the canvas. Cut at the canvas, the edge pixels fell to about half (Φ(0.5/3.8)).
    @Test func featherPastTheCanvasStaysOpaqueAtTheCanvasEdge() throws {
        let pt = #"{"a": 0, "k": {"c": true, "v": [[-20, -20], [120, -20], [120, 120], [-20, 120]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}}"#
        let shapes = #"[{"ty": "rc", "s": {"a": 0, "k": [200, 200]}, "p": {"a": 0, "k": [50, 50]}, "r": {"a": 0, "k": 0}}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]"#
        let masks = #", "hasMask": true, "masksProperties": [{"mode": "a", "inv": false, "pt": \#(pt), "f": {"a": 0, "k": [10, 10]}}]"#
        let a = try LottieAnimation(json: LottieJSON.document(layers: [LottieJSON.shapeLayer(extra: masks, shapes: shapes)]),
                                    options: LottieOptions(semantics: .afterEffects))
        let f = try Renderer(canvasSize: Size(width: 100, height: 100), scale: 1, background: nil, images: [:])
            .render(a.layerTree.presentation(at: 0))
        let alphas = (0..<100).flatMap { y in (0..<100).map { x in f.pixels[y * f.bytesPerRow + 4 * x + 3] } }
        #expect(alphas.allSatisfy { $0 == 255 }, "lowest alpha \(alphas.min() ?? 0)")
    }

    /// Feather 0 draws the same bytes as no feather; lottie-ios ignores a feather (a sharp edge, a warning).
    @Test func noFeatherIsASharpEdge() throws {
        let (_, zero) = try Self.row(Self.document(mask: #", "f": {"a": 0, "k": [0, 0]}"#), .afterEffects)
        let (_, none) = try Self.row(Self.document(mask: ""), .afterEffects)
        #expect(zero == none)
        #expect(none[49] == 255 && none[50] == 0)
        let (ios, sharp) = try Self.row(Self.document(mask: #", "f": {"a": 0, "k": [10, 10]}"#), .lottieIOS)
        #expect(sharp == none)
        #expect(ios.warnings.map(\.path) == ["layers[0].masksProperties[0].f"])
    }

    /// Mask opacity 50: the masked part at half alpha; animated 0 → 100 over frames 0…10, half at frame 5.
    /// lottie-ios draws the mask opaque.
    @Test func maskOpacityScalesTheMask() throws {
        let (_, half) = try Self.row(Self.document(mask: #", "o": {"a": 0, "k": 50}"#), .afterEffects)
        #expect((127...128).contains(half[25]) && half[75] == 0, "\(half[25]) \(half[75])")
        let animated = #", "o": {"a": 1, "k": [{"t": 0, "s": [0], "i": {"x": [1], "y": [1]}, "o": {"x": [0], "y": [0]}}, {"t": 10, "s": [100]}]}"#
        let (_, mid) = try Self.row(Self.document(mask: animated), .afterEffects, frame: 5)
        #expect((127...128).contains(mid[25]), "\(mid[25])")
        let (ios, opaque) = try Self.row(Self.document(mask: #", "o": {"a": 0, "k": 50}"#), .lottieIOS)
        #expect(opaque[25] == 255)
        #expect(ios.warnings.map(\.path) == ["layers[0].masksProperties[0].o"])
    }

    /// An animated feather, 0 → 20 px over frames 0…10 (linear): at frame 5 the row is the static 10 px feather's
    /// (σ = 0.38 × 10 along x and y, as Skottie's `MaskAdapter::onSync` sets it from the feather at each frame); at
    /// frame 0 the sharp edge; no warning. lottie-ios keeps the edge sharp at every frame.
    @Test func animatedFeatherFollowsItsKeyframes() throws {
        let k = #"{"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [20, 20]}]}"#
        let (a, mid) = try Self.row(Self.document(mask: #", "f": \#(k)"#), .afterEffects, frame: 5)
        let (_, still) = try Self.row(Self.document(mask: #", "f": {"a": 0, "k": [10, 10]}"#), .afterEffects)
        #expect(mid == still)
        #expect(mid[45] < 255 && mid[55] > 0, "\(mid[45]) \(mid[55])")
        let (_, start) = try Self.row(Self.document(mask: #", "f": \#(k)"#), .afterEffects, frame: 0)
        let (_, none) = try Self.row(Self.document(mask: ""), .afterEffects)
        #expect(start == none)
        #expect(a.warnings.isEmpty, "\(a.warnings)")
        #expect(a.semanticsDifferences == ["mask feather"])
        let (ios, sharp) = try Self.row(Self.document(mask: #", "f": \#(k)"#), .lottieIOS, frame: 5)
        #expect(sharp == none)
        #expect(ios.warnings.map(\.path) == ["layers[0].masksProperties[0].f"])
    }
}
