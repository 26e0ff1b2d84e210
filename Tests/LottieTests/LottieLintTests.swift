import Lottie
import XCTest

/// `LottieLint`: Core Animation pitfalls in a Lottie file, with the JSON path of the keyframe.
final class LottieLintTests: XCTestCase {
    private func notices(_ layers: [String]) throws -> [LottieLint.Notice] {
        try LottieAnimation(json: LottieJSON.document(layers: layers)).lintNotices
    }

    private let holdBetweenEased = #"[{"t": 0, "s": [100]}, {"t": 5, "s": [0], "h": 1}, {"t": 10, "s": [0]}, {"t": 15, "s": [100]}]"#

    func testAHoldBetweenEasedKeyframes() throws {
        let ks = LottieJSON.ks(#""o": {"a": 1, "k": \#(holdBetweenEased)}"#)
        let found = try notices([LottieJSON.shapeLayer(ks: ks, shapes: LottieJSON.square)])
        XCTAssertEqual(found.map(\.path), ["layers[0].ks.o.k[1]"])
        XCTAssertEqual(found.first?.rule, .keyframes)
        XCTAssertTrue(found.first?.message.hasPrefix("a hold keyframe between eased ones: lottie-ios makes frames 5–10 a discrete animation with one value") ?? false)
    }

    /// A layer's position moves along a path, where a held point shows: no notice. Two holds in a row: none.
    func testHeldPositionsAndRunsOfHoldsAreFine() throws {
        let p = #"[{"t": 0, "s": [0, 0]}, {"t": 5, "s": [10, 0], "h": 1}, {"t": 10, "s": [10, 0]}, {"t": 15, "s": [0, 0]}]"#
        let runs = #"[{"t": 0, "s": [100]}, {"t": 5, "s": [0], "h": 1}, {"t": 10, "s": [0], "h": 1}, {"t": 15, "s": [100]}]"#
        let ks = LottieJSON.ks(#""p": {"a": 1, "k": \#(p)}, "o": {"a": 1, "k": \#(runs)}"#)
        XCTAssertEqual(try notices([LottieJSON.shapeLayer(ks: ks, shapes: LottieJSON.square)]), [])
    }

    func testPathKeyframesOfDifferentStructure() throws {
        func shape(_ n: Int, tangent: Double = 0) -> String {
            let v = (0..<n).map { "[\($0 * 10), \($0 % 2 * 10)]" }.joined(separator: ",")
            let t = (0..<n).map { _ in "[\(tangent), 0]" }.joined(separator: ",")
            return #"[{"v": [\#(v)], "i": [\#(t)], "o": [\#(t)], "c": true}]"#
        }
        let k = #"[{"t": 0, "s": \#(shape(4))}, {"t": 5, "s": \#(shape(4))}, {"t": 10, "s": \#(shape(5))}, {"t": 15, "s": \#(shape(5, tangent: 2))}]"#
        let shapes = #"[{"ty": "sh", "ks": {"a": 1, "k": \#(k)}}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]"#
        let found = try notices([LottieJSON.shapeLayer(shapes: shapes)])
        // A line turning into a curve (k[3]) is not a different structure: Core Animation morphs it as a curve.
        XCTAssertEqual(found.map(\.path), ["layers[0].shapes[0].ks.k[2].s"])
        XCTAssertEqual(found.map(\.rule), [.pathStructure])
        XCTAssertTrue(found[0].message.contains("(4 vertices, closed → 5 vertices, closed)"), found[0].message)
    }

    /// The oracle's Issues-pr_1632_2 is exactly the hold-between-eased case.
    func testTheOracleSampleWithAHoldBetweenEasedKeyframes() throws {
        let found = try Oracle.animation("Issues-pr_1632_2").lintNotices.filter { $0.rule == .keyframes }
        XCTAssertFalse(found.isEmpty)
    }

    /// Under `after-effects` the hold shows its value (`KeyframeTranslationTests`), so the notice is not given.
    func testAfterEffectsSemanticsGiveNoHoldBetweenEasedKeyframesNotice() throws {
        let a = try Oracle.animation("Issues-pr_1632_2", options: LottieOptions(semantics: .afterEffects))
        XCTAssertEqual(a.lintNotices.filter { $0.rule == .keyframes }, [])
    }
}
