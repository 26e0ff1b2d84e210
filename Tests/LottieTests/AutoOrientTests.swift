import Foundation
import Geometry
import Lottie
import Motion
import Testing

/// Auto-Orient (`ao: 1`) under `--lottie-semantics after-effects`: the layer turns to its motion path's tangent
/// (Core Animation's `rotationMode` on the position path); lottie-ios ignores it
/// (`LottieTranslator+AutoOrient.swift`).
struct AutoOrientTests {
    /// A square layer whose position runs from `from` to `to` over frames 0…10 (linear easing), with spatial
    /// tangents `to`/`ti` (JSON arrays), and its own rotation `r` degrees.
    static func document(from: String, to: String, out: String = "[0, 0]", in inn: String = "[0, 0]",
                         rotation: Double = 0, ao: Int = 1) -> String {
        let p = #""p": {"a": 1, "k": [{"t": 0, "s": \#(from), "to": \#(out), "ti": \#(inn), "i": {"x": 1, "y": 1}, "o": {"x": 0, "y": 0}}, {"t": 10, "s": \#(to)}]}, "r": {"a": 0, "k": \#(rotation)}"#
        return LottieJSON.document(layers: [LottieJSON.shapeLayer(ks: LottieJSON.ks(p), extra: #", "ao": \#(ao)"#,
                                                                  shapes: LottieJSON.square)])
    }

    /// The angle the layer's transform turns its x axis by, in degrees, at `frame`.
    static func angle(_ json: String, _ semantics: LottieSemantics, frame: Double) throws -> (LottieAnimation, Double) {
        let a = try LottieAnimation(json: json, options: LottieOptions(semantics: semantics))
        let t = try #require(a.presentation(of: "layers[0]", atFrame: frame)).toRoot
        return (a, atan2(t.b, t.a) * 180 / .pi)
    }

    /// Along a straight diagonal (down and right) the layer turns 45°; its own rotation of 10° adds to that.
    @Test func aStraightPathTurnsTheLayerToItsDirection() throws {
        let (a, turned) = try Self.angle(Self.document(from: "[0, 0]", to: "[100, 100]"), .afterEffects, frame: 5)
        #expect(abs(turned - 45) < 1e-9, "\(turned)")
        #expect(a.warnings.isEmpty && a.semanticsDifferences == ["auto-orient"])
        let (_, both) = try Self.angle(Self.document(from: "[0, 0]", to: "[100, 100]", rotation: 10), .afterEffects, frame: 5)
        #expect(abs(both - 55) < 1e-9, "\(both)")
    }

    /// Along a quarter circle from (100, 0) to (0, 100) (handles 55.23 along the tangents) the layer turns with the
    /// tangent: 90° at the start, 135° half-way (the curve is symmetric, so half its arc length is its middle),
    /// 180° at the end, and it keeps the last tangent after the last keyframe.
    @Test func aCurvedPathTurnsTheLayerAlongItsTangent() throws {
        let json = Self.document(from: "[100, 0]", to: "[0, 100]", out: "[0, 55.23]", in: "[55.23, 0]")
        for (frame, expected) in [(0.0, 90.0), (5, 135), (10, 180), (15, 180)] {
            let (_, turned) = try Self.angle(json, .afterEffects, frame: frame)
            // atan2 answers in (−180°, 180°].
            let d = (turned - expected).truncatingRemainder(dividingBy: 360)
            #expect(abs(d) < 1e-6 || abs(abs(d) - 360) < 1e-6, "frame \(frame): \(turned) vs \(expected)")
        }
    }

    /// lottie-ios ignores `ao`: the layer keeps its own rotation, with a warning at `ao`; `ao: 0` is nothing.
    @Test func lottieIOSIgnoresAutoOrient() throws {
        let (a, turned) = try Self.angle(Self.document(from: "[0, 0]", to: "[100, 100]"), .lottieIOS, frame: 5)
        #expect(abs(turned) < 1e-9)
        #expect(a.warnings.map(\.path) == ["layers[0].ao"])
        let (off, none) = try Self.angle(Self.document(from: "[0, 0]", to: "[100, 100]", ao: 0), .afterEffects, frame: 5)
        #expect(abs(none) < 1e-9 && off.semanticsDifferences.isEmpty)
    }
}
