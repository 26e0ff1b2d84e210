import Expressions
import JSONValue
import Lottie
import Motion
import XCTest

/// Path expressions (`sh` with `x`) under `after-effects`: lottie-web's path API (`createPath`, `points()`,
/// `inTangents()`, `outTangents()`, `isClosed()`), baked into one shape keyframe per frame.
final class PathExpressionTests: XCTestCase {
    private let square = #"{"c": true, "v": [[0, 0], [10, 0], [10, 10], [0, 10]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}"#

    /// A shape layer whose one path holds `k` and the expression `x`, 30 fps, frames 0…10.
    private func document(_ x: String, k: String? = nil, a: Int = 0) -> String {
        """
        {"v": "5.7.0", "fr": 30, "ip": 0, "op": 10, "w": 100, "h": 100,
         "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0, "ks": {},
                     "shapes": [{"ty": "gr", "it": [{"ty": "sh", "ks": {"a": \(a), "k": \(k ?? square), "x": \(JSONWriter.quote(x))}},
                                                   {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}},
                                                   {"ty": "tr"}]}]}]}
        """
    }

    /// The baked shape at each frame (`v`, `i`, `o`, `c`), and the warnings.
    private func baked(_ json: String) throws -> (shapes: [JSON], warnings: [LottieWarning]) {
        let (doc, warnings) = try LottieAnimation.bakingExpressions(try JSONParser.parse(json), engine: DuktapeEngine())
        func first(_ j: JSON?) -> JSON? { if case .array(let a)? = j { a.first } else { nil } }
        let ks = first(first(first(doc["layers"])?["shapes"])?["it"])?["ks"]
        XCTAssertNil(ks?["x"])
        guard case .array(let kfs)? = ks?["k"] else { return ([], warnings) }
        return (kfs.compactMap { first($0["s"]) }, warnings)
    }

    private func points(_ shape: JSON, _ key: String) -> [[Double]] {
        guard case .array(let items)? = shape[key] else { return [] }
        return items.map { p in
            guard case .array(let c) = p else { return [] }
            return c.compactMap { if case .number(let n) = $0 { n } else { nil } }
        }
    }

    func testCreatePath() throws {
        let (shapes, warnings) = try baked(document("createPath([[0, 0], [10, 0], [5, 8]], [], [[1, 2], [0, 0], [0, 0]], false)"))
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(shapes.count, 11)  // frames 0…10
        XCTAssertEqual(points(shapes[4], "v"), [[0, 0], [10, 0], [5, 8]])
        XCTAssertEqual(points(shapes[4], "i"), [[0, 0], [0, 0], [0, 0]])
        XCTAssertEqual(points(shapes[4], "o"), [[1, 2], [0, 0], [0, 0]])
        XCTAssertEqual(shapes[4]["c"], .bool(false))
    }

    /// `points()`, `inTangents()`, `outTangents()` and `isClosed()` of the property, moved with time.
    func testPointsOfThePropertyMovedWithTime() throws {
        let x = """
            var p = thisProperty.points();
            for (var k = 0; k < p.length; k++) p[k] = [p[k][0] + time * 30, p[k][1]];
            createPath(p, thisProperty.inTangents(), thisProperty.outTangents(), thisProperty.isClosed())
            """
        let (shapes, warnings) = try baked(document(x))
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(points(shapes[3], "v"), [[3, 0], [13, 0], [13, 10], [3, 10]])
        XCTAssertEqual(shapes[3]["c"], .bool(true))
    }

    /// `value` of a keyframed path: interpolated vertex by vertex (linear here: halfway at frame 5).
    func testValueOfAKeyframedPath() throws {
        let moved = square.replacingOccurrences(of: "[[0, 0], [10, 0], [10, 10], [0, 10]]", with: "[[10, 0], [20, 0], [20, 10], [10, 10]]")
        let k = #"[{"t": 0, "s": [\#(square)], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [\#(moved)]}]"#
        let (shapes, warnings) = try baked(document("value", k: k, a: 1))
        XCTAssertEqual(warnings, [])
        XCTAssertEqual(points(shapes[5], "v"), [[5, 0], [15, 0], [15, 10], [5, 10]])
        XCTAssertEqual(points(try baked(document("valueAtTime(0)", k: k, a: 1)).shapes[5], "v"), [[0, 0], [10, 0], [10, 10], [0, 10]])
    }

    /// A result that is not a path falls back to the keyframed path, with a warning at the expression.
    func testANumberIsNotAPath() throws {
        let (_, warnings) = try baked(document("42"))
        XCTAssertEqual(warnings.map(\.path), ["layers[0].shapes[0].it[0].ks.x"])
        XCTAssertTrue(warnings[0].message.contains("not a path"), warnings[0].message)
    }

    /// Read under `after-effects`, the layer draws the expression's path.
    func testTheTranslationDrawsTheExpressionsPath() throws {
        let a = try LottieAnimation(json: document("createPath([[0, 0], [40, 0], [40, 40]], [], [], true)"),
                                    options: LottieOptions(semantics: .afterEffects, expressionEngine: DuktapeEngine()))
        var found = false
        func walk(_ l: LayerState) {
            if let p = l.path, p.elements.count > 1 {
                found = true
                XCTAssertEqual(p.bounds.width, 40)
            }
            l.sublayers.forEach(walk)
        }
        a.layerTree.presentation(at: 0).forEach(walk)
        XCTAssertTrue(found)
    }
}
