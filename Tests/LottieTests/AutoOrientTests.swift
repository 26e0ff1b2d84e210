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

    /// Round a circle of radius 40 (four quarter arcs of 10 frames, clockwise on screen from (90, 50)) the layer
    /// follows the tangent through a whole turn: 90° at the start, 135° half-way along the first arc, 180°, 270°,
    /// then 405° and 450° (taken modulo a turn), and 184.5° at frame 10.5 (5 % along the second arc; within 0.1°: a
    /// Bézier quarter circle's tangent is not exactly the circle's angle there).
    @Test func aCircleTurnsTheLayerRoundAWholeTurn() throws {
        let k = 40 * 0.5522847498
        func key(_ t: Double, _ s: [Double], to: [Double], ti: [Double]) -> String {
            #"{"t": \#(t), "s": [\#(s[0]), \#(s[1])], "to": [\#(to[0]), \#(to[1])], "ti": [\#(ti[0]), \#(ti[1])], "o": {"x": 0, "y": 0}, "i": {"x": 1, "y": 1}}"#
        }
        let keys = [key(0, [90, 50], to: [0, k], ti: [k, 0]), key(10, [50, 90], to: [-k, 0], ti: [0, k]),
                    key(20, [10, 50], to: [0, -k], ti: [-k, 0]), key(30, [50, 10], to: [k, 0], ti: [0, -k]),
                    #"{"t": 40, "s": [90, 50]}"#]
        let ks = LottieJSON.ks(#""p": {"a": 1, "k": [\#(keys.joined(separator: ", "))]}"#)
        let json = LottieJSON.document(op: 40, layers: [LottieJSON.shapeLayer(ks: ks, op: 40, extra: #", "ao": 1"#,
                                                                              shapes: LottieJSON.square)])
        for (frame, expected) in [(0.0, 90.0), (5, 135), (10, 180), (10.5, 184.5), (20, 270), (35, 405), (40, 450)] {
            let (_, turned) = try Self.angle(json, .afterEffects, frame: frame)
            let d = (turned - expected).truncatingRemainder(dividingBy: 360)
            let tolerance = frame == 10.5 ? 0.1 : 1e-3
            #expect(abs(d) < tolerance || abs(abs(d) - 360) < tolerance, "frame \(frame): \(turned) vs \(expected)")
        }
    }

    /// A non-uniform scale: After Effects adds the orientation to the rotation, after the scale (lottie-web's
    /// matrix), so along the diagonal the x axis points at 45° whatever the scale; Core Animation's `rotationMode`
    /// would turn before the scale, to atan(½ tan 45°) = 26.57° for a scale of 200 × 100 %.
    @Test func aNonUniformScaleTurnsAfterTheScale() throws {
        let json = Self.document(from: "[0, 0]", to: "[100, 100]").replacingOccurrences(
            of: #""s": {"a": 0, "k": [100, 100]}"#, with: #""s": {"a": 0, "k": [200, 100]}"#)
        #expect(json.contains("[200, 100]"))
        for frame in [0.0, 5, 10] {
            let (a, turned) = try Self.angle(json, .afterEffects, frame: frame)
            #expect(abs(turned - 45) < 1e-9, "frame \(frame): \(turned)")
            #expect(a.warnings.isEmpty)
        }
    }

    /// A split position (`p.s`, `x` and `y` apart: no path): the direction of the motion over the last 0.01 frame
    /// (lottie-web), 45° along the diagonal; a skewed layer (one combined matrix) turns too: its x axis, which a
    /// skew about axis 0 keeps, points at 45°.
    @Test func splitPositionAndSkewTurnTheLayer() throws {
        func line(_ to: Double) -> String {
            #"{"a": 1, "k": [{"t": 0, "s": [0], "i": {"x": [1], "y": [1]}, "o": {"x": [0], "y": [0]}}, {"t": 10, "s": [\#(to)]}]}"#
        }
        let split = LottieJSON.ks(#""p": {"s": true, "x": \#(line(100)), "y": \#(line(100))}"#)
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(ks: split, extra: #", "ao": 1"#, shapes: LottieJSON.square)])
        let (_, turned) = try Self.angle(json, .afterEffects, frame: 5)
        #expect(abs(turned - 45) < 1e-9, "\(turned)")
        let skewed = Self.document(from: "[0, 0]", to: "[100, 100]").replacingOccurrences(
            of: #""r": {"a": 0, "k": 0}"#, with: #""r": {"a": 0, "k": 0}, "sk": {"a": 0, "k": 20}, "sa": {"a": 0, "k": 0}"#)
        #expect(skewed.contains(#""sk""#))
        let (_, skewTurned) = try Self.angle(skewed, .afterEffects, frame: 5)
        #expect(abs(skewTurned - 45) < 1e-9, "\(skewTurned)")
        let (_, plain) = try Self.angle(skewed.replacingOccurrences(of: #""ao": 1"#, with: #""ao": 0"#), .afterEffects, frame: 5)
        #expect(abs(plain) < 1e-9, "\(plain)")
    }

    /// A held position has no direction (lottie-web's `atan2(0, 0)`): the layer keeps its own rotation of 30°.
    @Test func aHeldPositionHasNoDirection() throws {
        let ks = LottieJSON.ks(#""p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "h": 1}, {"t": 10, "s": [100, 0]}]}, "r": {"a": 0, "k": 30}"#)
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(ks: ks, extra: #", "ao": 1"#, shapes: LottieJSON.square)])
        let (_, turned) = try Self.angle(json, .afterEffects, frame: 5)
        #expect(abs(turned - 30) < 1e-9, "\(turned)")
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
