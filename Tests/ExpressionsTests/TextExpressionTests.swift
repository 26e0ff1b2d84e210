import Expressions
import JSONValue
import Lottie
import Motion
import XCTest

/// Source text expressions (a text layer's `t.d` with `x`) and source text keyframes under `after-effects`: the
/// expression's result becomes the text by `toString()` (lottie-web's `TextProperty.getExpressionValue`), baked into
/// a document keyframe wherever the text changes; each document is drawn from its frame until the next.
final class TextExpressionTests: XCTestCase {
    /// A text layer whose document keyframes are `k` and whose expression is `x`, 10 fps, frames 0…20.
    private func document(_ x: String?, k: String = #"[{"s": {"s": 20, "f": "Arial", "t": "start", "j": 0, "fc": [0, 0, 0]}, "t": 0}]"#) -> String {
        let expression = x.map { #", "x": \#(JSONWriter.quote($0))"# } ?? ""
        return """
        {"v": "5.7.0", "fr": 10, "ip": 0, "op": 20, "w": 100, "h": 100,
         "layers": [{"ty": 5, "ind": 1, "ip": 0, "op": 20, "st": 0, "ks": {},
                     "t": {"d": {"k": \(k)\(expression)}, "a": [], "p": {}, "m": {"a": {"k": [0, 0]}}}}]}
        """
    }

    /// The baked document keyframes: (frame, text), and the warnings.
    private func baked(_ json: String) throws -> (keys: [(Double, String)], warnings: [LottieWarning]) {
        let (doc, warnings) = try LottieAnimation.bakingExpressions(try JSONParser.parse(json), engine: DuktapeEngine())
        guard case .array(let layers)? = doc["layers"], let d = layers.first?["t"]?["d"] else { return ([], warnings) }
        XCTAssertNil(d["x"])
        guard case .array(let kfs)? = d["k"] else { return ([], warnings) }
        return (kfs.map { k in
            var t = -1.0
            if case .number(let n)? = k["t"] { t = n }
            if case .string(let s)? = k["s"]?["t"] { return (t, s) }
            return (t, "?")
        }, warnings)
    }

    /// A counter: `Math.round(linear(time, 0, 1, 0, 5)) + '+'` at 10 fps changes at frames 1, 3, 5, 7, 9 (x.5 rounds
    /// up: 0.1 s gives 0.5 → 1), one keyframe per change.
    func testACounterBecomesAKeyframeAtEachChange() throws {
        let (keys, warnings) = try baked(document("Math.round(linear(time, 0, 1, 0, 5)) + '+'"))
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(keys.map(\.0), [0, 1, 3, 5, 7, 9])
        XCTAssertEqual(keys.map(\.1), ["0+", "1+", "2+", "3+", "4+", "5+"])
    }

    /// `value` is the keyframed text at the frame; a number result is written as JavaScript writes it.
    func testValueIsTheKeyframedTextAndNumbersBecomeText() throws {
        let k = #"[{"s": {"s": 20, "f": "Arial", "t": "a", "j": 0}, "t": 0}, {"s": {"s": 20, "f": "Arial", "t": "b", "j": 0}, "t": 10}]"#
        let (keys, _) = try baked(document("value.toUpperCase() + '!'", k: k))
        XCTAssertEqual(keys.map(\.0), [0, 10])
        XCTAssertEqual(keys.map(\.1), ["A!", "B!"])
        let (numbers, _) = try baked(document("time * 2"))
        XCTAssertEqual(numbers.first?.1, "0")
        XCTAssertEqual(numbers[1].1, "0.2")
    }

    /// A failing expression keeps the keyframed text, with a warning naming the expression.
    func testAFailingExpressionKeepsTheKeyframedText() throws {
        let (keys, warnings) = try baked(document("undefinedThing.foo"))
        XCTAssertEqual(keys.map(\.1), ["start"])
        XCTAssertEqual(warnings.map(\.path), ["layers[0].t.d.x"])
    }

    /// Source text keyframes: one layer per document, each shown from its frame until the next (at 10 fps, frame
    /// 10 is 1 s); under lottie-ios the first document only, with a warning.
    func testEachDocumentShowsFromItsFrameUntilTheNext() throws {
        let k = #"[{"s": {"s": 20, "f": "Arial", "t": "one", "j": 0, "fc": [0, 0, 0]}, "t": 0}, {"s": {"s": 20, "f": "Arial", "t": "two", "j": 0, "fc": [0, 0, 0]}, "t": 10}]"#
        var options = LottieOptions(semantics: .afterEffects)
        options.expressionEngine = DuktapeEngine()
        let a = try LottieAnimation(json: document(nil, k: k), options: options)
        func shown(_ t: Double) -> [String] {
            var out: [String] = []
            func walk(_ l: LayerState, hidden: Bool) {
                let h = hidden || l.isHidden
                if l.type == .text, !h { out.append(l.string) }
                l.sublayers.forEach { walk($0, hidden: h) }
            }
            a.layerTree.presentation(at: t).forEach { walk($0, hidden: false) }
            return out
        }
        XCTAssertEqual(shown(0), ["one"])
        XCTAssertEqual(shown(0.95), ["one"])
        XCTAssertEqual(shown(1.0), ["two"])
        XCTAssertEqual(shown(1.9), ["two"])
        let ios = try LottieAnimation(json: document(nil, k: k))
        XCTAssertTrue(ios.warnings.contains { $0.path == "layers[0].t.d" })
        XCTAssertEqual(ios.semanticsDifferences.contains("animated text documents"), true)
    }
}
