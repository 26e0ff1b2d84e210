import Foundation
import Geometry
import Lottie
import Motion
import Testing

/// A radial gradient's highlight (`h`, `a`) under `--lottie-semantics after-effects`: the focal point at
/// r · h/100 along the start → end direction turned by `a` (lottie-web's `fx`/`fy`), kept within 0.99 of the
/// radius; lottie-ios never draws it (`LottieTranslator+GradientHighlight.swift`).
struct GradientHighlightTests {
    /// A 100 × 100 rectangle filled by a radial gradient from (50, 50) to (90, 50) (radius 40) with highlight
    /// members `highlight` (JSON).
    static func gradientLayers(highlight: String, _ semantics: LottieSemantics, frame: Double = 0) throws
        -> (LottieAnimation, [LayerState]) {
        let shapes = #"[{"ty": "rc", "s": {"a": 0, "k": [100, 100]}, "p": {"a": 0, "k": [50, 50]}, "r": {"a": 0, "k": 0}}, {"ty": "gf", "t": 2, "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 1, 1, 1, 0, 0, 0]}}, "s": {"a": 0, "k": [50, 50]}, "e": {"a": 0, "k": [90, 50]}, "o": {"a": 0, "k": 100}\#(highlight)}]"#
        let a = try LottieAnimation(json: LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes)]),
                                    options: LottieOptions(semantics: semantics))
        var out: [LayerState] = []
        func walk(_ l: LayerState) {
            if l.type == .gradient { out.append(l) }
            if let m = l.mask { walk(m) }
            l.sublayers.forEach(walk)
        }
        a.layerTree.presentation(at: frame / 10).forEach(walk)
        return (a, out)
    }

    /// h = 50 at a = 90°: half the radius, a quarter turn from the start → end direction (+x), i.e. straight down.
    @Test func theFocalPointIsHalfTheRadiusTurnedByTheAngle() throws {
        let (a, layers) = try Self.gradientLayers(highlight: #", "h": {"a": 0, "k": 50}, "a": {"a": 0, "k": 90}"#, .afterEffects)
        let f = try #require(layers.first).radialFocalPoint
        #expect(abs(f.x) < 1e-12 && abs(f.y - 0.5) < 1e-12, "\(f)")
        #expect(a.semanticsDifferences.contains("radial gradient highlight"))
    }

    /// A highlight of 100 % or more stays inside the circle (0.99, lottie-web's clamp), −150 % the other way.
    @Test func theHighlightStaysInsideTheCircle() throws {
        let (_, full) = try Self.gradientLayers(highlight: #", "h": {"a": 0, "k": 100}, "a": {"a": 0, "k": 0}"#, .afterEffects)
        #expect(abs((try #require(full.first)).radialFocalPoint.x - 0.99) < 1e-12)
        let (_, back) = try Self.gradientLayers(highlight: #", "h": {"a": 0, "k": -150}, "a": {"a": 0, "k": 0}"#, .afterEffects)
        #expect(abs((try #require(back.first)).radialFocalPoint.x + 0.99) < 1e-12)
    }

    /// An animated length moves the focus: 0 → 80 % over frames 0…10 is 40 % at frame 5.
    @Test func anAnimatedHighlightMovesTheFocus() throws {
        let h = #", "h": {"a": 1, "k": [{"t": 0, "s": [0], "i": {"x": [1], "y": [1]}, "o": {"x": [0], "y": [0]}}, {"t": 10, "s": [80]}]}, "a": {"a": 0, "k": 0}"#
        let (_, layers) = try Self.gradientLayers(highlight: h, .afterEffects, frame: 5)
        #expect(abs((try #require(layers.first)).radialFocalPoint.x - 0.4) < 1e-9)
    }

    /// lottie-ios decodes and ignores the highlight: the focus stays at the centre.
    @Test func lottieIOSKeepsTheCentre() throws {
        let (a, layers) = try Self.gradientLayers(highlight: #", "h": {"a": 0, "k": 50}, "a": {"a": 0, "k": 90}"#, .lottieIOS)
        #expect(layers.allSatisfy { $0.radialFocalPoint == .zero } && !layers.isEmpty)
        #expect(a.semanticsDifferences.contains("radial gradient highlight"))
    }
}
