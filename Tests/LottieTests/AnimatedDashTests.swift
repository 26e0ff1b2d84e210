import Geometry
import Lottie
import Motion
import Testing

/// Animated dash lengths (`st` `d` with keyframed `d`/`g`): lottie-ios's Core Animation engine reads each length's
/// first keyframe (`exactlyOneKeyframe`, a warning); under `--lottie-semantics after-effects` they animate, as After
/// Effects keyframes them and lottie-web's `DashProperty` recomputes its dash array per frame
/// (`LottieTranslator+Paint.swift`, `addStroke`).
struct AnimatedDashTests {
    /// A stroked 40 × 40 rectangle whose dash goes 0 → 20 over frames 0…10 (linear) with a gap of 10.
    static let json: String = {
        let dash = #"{"n": "d", "nm": "dash", "v": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [20]}]}}"#
        let gap = #"{"n": "g", "nm": "gap", "v": {"a": 0, "k": 10}}"#
        let stroke = #"{"ty": "st", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 4}, "lc": 1, "lj": 1, "d": [\#(dash), \#(gap)]}"#
        let shapes = #"[{"ty": "gr", "it": [{"ty": "rc", "s": {"a": 0, "k": [40, 40]}, "p": {"a": 0, "k": [50, 50]}, "r": {"a": 0, "k": 0}}, \#(stroke), {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]}]"#
        return LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: shapes)])
    }()

    /// The dash patterns of the stroked layers at Lottie frame `frame`.
    static func patterns(_ a: LottieAnimation, atFrame frame: Double) -> [[Double]?] {
        var out: [[Double]?] = []
        func walk(_ l: LayerState) {
            if l.strokeColor != nil { out.append(l.lineDashPattern) }
            l.sublayers.forEach(walk)
        }
        a.layerTree.presentation(at: a.time(atFrame: frame)).forEach(walk)
        return out
    }

    /// After Effects: the dash is 5 at frame 2.5, 10 at frame 5, 20 from frame 10 on, 0 at frame 0 (kept as
    /// written, not lottie-ios's 0.01, so that it interpolates from 0).
    @Test func afterEffectsAnimatesTheLengths() throws {
        let a = try LottieAnimation(json: Self.json, options: LottieOptions(semantics: .afterEffects))
        for (frame, dash) in [(0.0, 0.0), (2.5, 5), (5, 10), (10, 20), (15, 20)] {
            let p = Self.patterns(a, atFrame: frame)
            #expect(p.count == 1)
            let lengths = try #require(p.first ?? nil)
            #expect(lengths.count == 2 && abs(lengths[0] - dash) < 1e-9 && lengths[1] == 10, "frame \(frame): \(lengths)")
        }
        #expect(a.warnings.isEmpty, "\(a.warnings)")
        #expect(a.semanticsDifferences == ["animated dash lengths"])
    }

    /// lottie-ios: the first value (0 → 0.01) at every frame, with a warning at the dash.
    @Test func lottieIOSKeepsTheFirstValue() throws {
        let a = try LottieAnimation(json: Self.json)
        for frame in [0.0, 5, 10] {
            #expect(Self.patterns(a, atFrame: frame) == [[0.01, 10]])
        }
        #expect(a.warnings.map(\.path) == ["layers[0].shapes[0].it[1].d[0]"])
        #expect(a.semanticsDifferences == ["animated dash lengths"])
    }
}
