import Expressions
import JSONValue
import Lottie
import XCTest

/// `ExpressionBaker+ShownFrames`: a precomp's expressions are evaluated at the precomp frames its instances can show
/// (each instance's visible frames mapped by `st`/`sr`, or the hull of its `tm`), one frame wider on each side — and
/// every shown frame keeps the value it had when the whole precomp was baked.
final class ExpressionBakerShownFramesTests: XCTestCase {
    /// 30 fps, root frames 0…100. Asset `pre` holds one layer (index 7, frames 0…200) whose opacity is
    /// `time * 10 + thisLayer.index`; `instances` are the root's precomp layers (members after `"ty": 0`).
    static func document(_ instances: [String]) -> String {
        let layers = instances.enumerated().map { k, members in
            #"{"ty": 0, "ind": \#(k + 1), "refId": "pre", "w": 100, "h": 100, "ks": {}, \#(members)}"#
        }
        return """
        {"v": "5.7.0", "fr": 30, "ip": 0, "op": 100, "w": 100, "h": 100,
         "assets": [{"id": "pre", "layers": [{"ty": 3, "ind": 7, "ip": 0, "op": 200, "st": 0,
             "ks": {"o": {"a": 0, "k": 100, "x": "time * 10 + thisLayer.index"}}}]}],
         "layers": [\(layers.joined(separator: ", "))]}
        """
    }

    /// The baked keyframes of the asset layer's opacity: (frame, value).
    static func baked(_ json: String) throws -> [(frame: Double, value: Double)] {
        let (doc, warnings) = try LottieAnimation.bakingExpressions(try JSONParser.parse(bytes: Array(json.utf8)),
                                                                    engine: DuktapeEngine())
        XCTAssertEqual(warnings.count, 0, "\(warnings)")
        guard case .array(let assets)? = doc["assets"], case .array(let layers)? = assets.first?["layers"],
              let o = layers.first?["ks"]?["o"] else { return [] }
        XCTAssertNil(o["x"])
        guard case .array(let kfs)? = o["k"] else { return [] }
        return kfs.compactMap { kf in
            guard case .number(let t)? = kf["t"], case .array(let s)? = kf["s"], case .number(let v)? = s.first else { return nil }
            return (t, v)
        }
    }

    /// The expression's value at precomp frame `f`: `time` is the precomp's own time, the index the layer's `ind`.
    static func expected(_ f: Double) -> Double { f / 30 * 10 + 7 }

    func testOneInstanceBakesOnlyTheFramesItShows() throws {
        // Shown at root frames 0…10 with st 0: precomp frames 0…10, and one more on each side (−1 lies before the
        // layer's in point).
        let kfs = try Self.baked(Self.document([#""ip": 0, "op": 10, "st": 0"#]))
        XCTAssertEqual(kfs.map(\.frame), Array(0...11).map(Double.init))
        for kf in kfs { XCTAssertEqual(kf.value, Self.expected(kf.frame), accuracy: 1e-9) }
    }

    func testTwoInstancesAtDifferentStartTimesEachSeeTheirOwnFrames() throws {
        // The same precomp twice: root 0…10 at st 0 (precomp frames 0…10), and root 50…60 at st −100 (precomp frames
        // 150…160). Each instance's frames carry the value of `time` at that precomp frame, so the second instance
        // does not show the first one's values.
        let kfs = try Self.baked(Self.document([#""ip": 0, "op": 10, "st": 0"#, #""ip": 50, "op": 60, "st": -100"#]))
        let frames = Set(kfs.map(\.frame))
        for f in Array(0...10) + Array(150...160) { XCTAssertTrue(frames.contains(Double(f)), "frame \(f) is baked") }
        XCTAssertEqual(kfs.last?.frame, 161)
        for kf in kfs { XCTAssertEqual(kf.value, Self.expected(kf.frame), accuracy: 1e-9) }
    }

    func testTimeStretchMapsTheVisibleFrames() throws {
        // sr 2: precomp frame = (root frame − st) / 2; root 20…40 at st 10 shows precomp frames 5…15 (4.5…15.5 with
        // the root frame on each side).
        let kfs = try Self.baked(Self.document([#""ip": 20, "op": 40, "st": 10, "sr": 2"#]))
        XCTAssertEqual(kfs.map(\.frame), Array(4...16).map(Double.init))
        for kf in kfs { XCTAssertEqual(kf.value, Self.expected(kf.frame), accuracy: 1e-9) }
    }

    func testTimeRemapShowsTheHullOfItsValues() throws {
        // tm from 1 s to 2 s with easing handles inside 0…1: precomp frames 30…60 (29…61).
        let tm = #""tm": {"a": 1, "k": [{"t": 0, "s": [1], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}}, {"t": 100, "s": [2]}]}"#
        let kfs = try Self.baked(Self.document([#""ip": 0, "op": 100, "st": 0, "#+tm]))
        XCTAssertEqual(kfs.map(\.frame), Array(29...61).map(Double.init))
        // An easing handle outside 0…1 may overshoot the keyframe values: every frame of the layer is baked.
        let overshoot = tm.replacingOccurrences(of: #""y": [1]"#, with: #""y": [1.5]"#)
        XCTAssertEqual(try Self.baked(Self.document([#""ip": 0, "op": 100, "st": 0, "#+overshoot])).map(\.frame),
                       Array(0...200).map(Double.init))
    }

    func testAnAssetNoLayerNamesIsBakedWhole() throws {
        let kfs = try Self.baked(Self.document([]))
        XCTAssertEqual(kfs.map(\.frame), Array(0...200).map(Double.init))
        for kf in kfs { XCTAssertEqual(kf.value, Self.expected(kf.frame), accuracy: 1e-9) }
    }

    func testCallAnswersAsEvaluate() throws {
        let context = try DuktapeEngine(stepBudget: 2).makeContext(prelude: "function half(x) { return 'h:' + x / 2 } function spin() { for (;;) {} }")
        XCTAssertEqual(try context.call("half", with: 3), try context.evaluate("half(3)"))
        XCTAssertThrowsError(try context.call("spin", with: 0)) { XCTAssertEqual($0 as? ExpressionFailure, .stepBudget) }
        XCTAssertEqual(try context.call("half", with: -0.5), "h:-0.25")
    }
}
