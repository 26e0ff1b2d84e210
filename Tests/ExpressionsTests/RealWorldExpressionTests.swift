import Expressions
import JSONValue
import Lottie
import XCTest

/// The lottie-ios samples that carry expressions evaluate without falling back (docs/lottie.md, "Expressions").
final class RealWorldExpressionTests: XCTestCase {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LottieTests/Fixtures/oracle/samples")

    private func bake(_ name: String) throws -> (document: JSON, warnings: [LottieWarning]) {
        let bytes = try Array(Data(contentsOf: Self.samples.appendingPathComponent(name)))
        return try LottieAnimation.bakingExpressions(try JSONParser.parse(bytes: bytes), engine: DuktapeEngine())
    }

    /// `$bm_mul(time, 30)` on a dash (25 fps): 1.2 per frame; `loopOut()` and `content(…)…transform` beside it.
    func testGrowth() throws {
        let (doc, warnings) = try bake("LottieFiles-growth.json")
        XCTAssertEqual(warnings, [])
        guard case .array(let kfs)? = doc["layers"]?[16]?["shapes"]?[0]?["it"]?[6]?["d"]?[2]?["v"]?["k"] else {
            return XCTFail("the dash offset is not keyframed")
        }
        let at50 = kfs.first { $0["t"] == .number(50) }
        XCTAssertEqual(at50?["s"], .array([.number(60)]))
        XCTAssertFalse(JSONWriter.write(doc).contains("$bm_rt"), "every expression is baked")
    }

    /// An inertial bounce on rotation (`nearestKey`, `key(n).time`, `velocityAtTime`, `Math.sin`, `Math.exp`).
    func testIssue1915() throws {
        let (doc, warnings) = try bake("Issues-issue_1915.json")
        XCTAssertEqual(warnings, [])
        XCTAssertFalse(JSONWriter.write(doc).contains("$bm_rt"))
    }
}

private extension JSON {
    subscript(index: Int) -> JSON? {
        guard case .array(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }
}
