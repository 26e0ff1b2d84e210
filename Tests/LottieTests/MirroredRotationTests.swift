import Foundation
import Geometry
import Lottie
import Motion
import Testing

/// A rotating layer with a negative x scale is one combined `transform` animation (lottie-ios's
/// `addCombinedTransformAnimation`), whose matrices Core Animation interpolates by decomposing them: a keyframe
/// segment turns the shortest way. After Effects composes the matrix at every frame, so under `after-effects` the
/// combined transform is sampled every 0.1 frame and turns the whole way.
struct MirroredRotationTests {
    static let name = "rotation of a mirrored or skewed layer (sampled every 0.1 frame)"

    /// A square layer mirrored by `scaleX` % that turns from 0° to 270° over frames 0…10 (linear easing).
    static func document(scaleX: Double) -> String {
        let r = #""r": {"a": 1, "k": [{"t": 0, "s": [0], "i": {"x": [1], "y": [1]}, "o": {"x": [0], "y": [0]}}, {"t": 10, "s": [270]}]}"#
        let ks = LottieJSON.ks(#""p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [\#(scaleX), 100]}, "# + r)
        return LottieJSON.document(layers: [LottieJSON.shapeLayer(ks: ks, shapes: LottieJSON.square)])
    }

    /// The layer's rotation in degrees at `frame` (the turn of its y axis, which the mirror keeps), in (−180, 180],
    /// and the determinant of its 2 × 2 part.
    static func rotation(_ json: String, _ semantics: LottieSemantics, frame: Double) throws
        -> (LottieAnimation, Double, Double) {
        let a = try LottieAnimation(json: json, options: LottieOptions(semantics: semantics))
        let t = try #require(a.presentation(of: "layers[0]", atFrame: frame)).toRoot
        var degrees = atan2(t.d, t.c) * 180 / .pi - 90
        if degrees <= -180 { degrees += 360 }
        return (a, degrees, t.a * t.d - t.b * t.c)
    }

    /// Half-way (frame 5.05: the sample at frame 5) After Effects has turned 135°; Core Animation, going the short
    /// way from 0° to 270° (= −90°), about −45°.
    @Test func afterEffectsTurnsTheWholeWay() throws {
        let (ae, turned, det) = try Self.rotation(Self.document(scaleX: -100), .afterEffects, frame: 5.05)
        #expect(abs(turned - 135) < 1e-9, "\(turned)")
        #expect(abs(det + 1) < 1e-9, "still mirrored: \(det)")
        // (Its samples are hold keyframes, which also name lottie-ios's Float key times under after-effects.)
        #expect(ae.semanticsDifferences.contains(Self.name))
        let (ios, short, _) = try Self.rotation(Self.document(scaleX: -100), .lottieIOS, frame: 5.05)
        #expect(short < 0 && short > -90, "\(short)")
        #expect(ios.semanticsDifferences == [Self.name])
    }

    /// Without the mirror the rotation is its own `transform.rotation.z` animation under both semantics: 136.35°
    /// at frame 5.05, and nothing to name.
    @Test func anUnmirroredLayerTurnsTheWholeWayUnderBoth() throws {
        for semantics in [LottieSemantics.lottieIOS, .afterEffects] {
            let (a, turned, _) = try Self.rotation(Self.document(scaleX: 100), semantics, frame: 5.05)
            #expect(abs(turned - 136.35) < 1e-6, "\(semantics): \(turned)")
            #expect(a.semanticsDifferences.isEmpty)
        }
    }
}
