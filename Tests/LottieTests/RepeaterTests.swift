import func Foundation.cos
import func Foundation.sin
import Geometry
import Lottie
import Motion
import XCTest

/// Repeaters as lottie-ios's Core Animation engine builds them (`ShapeLayer.swift` `setUpRepeater`,
/// `RepeaterLayer.swift` `RepeaterTransform`).
final class RepeaterTests: XCTestCase {
    private static let group = #"{"ty": "gr", "nm": "A", "it": [{"ty": "rc", "s": {"a": 0, "k": [10, 10]}, "p": {"a": 0, "k": [0, 0]}, "r": {"a": 0, "k": 0}}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}, {"ty": "tr", "p": {"a": 0, "k": [0, 0]}}]}"#

    private func repeater(copies: String = #"{"a": 0, "k": 3}"#, tr: String) -> String {
        #"{"ty": "rp", "c": \#(copies), "o": {"a": 0, "k": 0}, "m": 1, "tr": \#(tr)}"#
    }

    private func animation(_ shapes: [String]) throws -> LottieAnimation {
        try LottieAnimation(json: LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: "[" + shapes.joined(separator: ",") + "]")]))
    }

    /// The ids of the content layer's sublayers, bottom first.
    private func sublayerIDs(_ a: LottieAnimation) throws -> [String] {
        try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: 0)).state.sublayers.map(\.id)
    }

    /// Copy k: position × k and rotation × k, anchor and scale as given (not raised to the k-th power); opacity 1
    /// whatever the start and end opacities (which lottie-ios's Core Animation engine does not use), with warnings.
    func testCopyKTransformAndOpacity() throws {
        let tr = #"{"p": {"a": 0, "k": [10, 5]}, "a": {"a": 0, "k": [2, 3]}, "s": {"a": 0, "k": [50, 50]}, "r": {"a": 0, "k": 30}, "so": {"a": 0, "k": 20}, "eo": {"a": 0, "k": 100}}"#
        let a = try animation([Self.group, repeater(tr: tr)])
        let copies = ["layers[0].shapes[1].copy", "layers[0].shapes[1].copy#2", "layers[0].shapes[1].copy#3"]
        XCTAssertEqual(try sublayerIDs(a), copies)
        for (k, id) in copies.enumerated() {
            let (state, toRoot) = try XCTUnwrap(a.presentation(of: id, atFrame: 0))
            XCTAssertEqual(state.opacity, 1)
            // A point q maps to position × k + rotate(30° × k) · scale(0.5) · (q − anchor).
            let angle = 30.0 * Double(k) * .pi / 180
            for q in [Point(x: 0, y: 0), Point(x: 4, y: 1)] {
                let d = Point(x: (q.x - 2) * 0.5, y: (q.y - 3) * 0.5)
                let expected = Point(x: 10 * Double(k) + d.x * cos(angle) - d.y * sin(angle),
                                     y: 5 * Double(k) + d.x * sin(angle) + d.y * cos(angle))
                let p = toRoot.apply(to: q)
                XCTAssertEqual(p.x, expected.x, accuracy: 1e-9, "copy \(k)")
                XCTAssertEqual(p.y, expected.y, accuracy: 1e-9, "copy \(k)")
            }
        }
        XCTAssertTrue(a.warnings.contains { $0.path == "layers[0].shapes[1].tr.so" && $0.message.contains("opacities are ignored") })
        // validate --lint names them: After Effects fades the copies.
        XCTAssertEqual(a.semanticsDifferences, ["repeater offset, opacities and animated copies"])
        XCTAssertEqual(try animation([Self.group, repeater(tr: #"{"p": {"a": 0, "k": [10, 5]}}"#)]).semanticsDifferences, [])
    }

    /// A repeater repeats the items before it back to the previous repeater; the last grouping is set up first, so
    /// it draws below; items after the last repeater are drawn once, below every copy.
    func testGroupingsAndTheirOrder() throws {
        let tr = #"{"p": {"a": 0, "k": [10, 0]}}"#
        let b = Self.group.replacingOccurrences(of: #""nm": "A""#, with: #""nm": "B""#)
        let c = Self.group.replacingOccurrences(of: #""nm": "A""#, with: #""nm": "C""#)
        let a = try animation([Self.group, repeater(copies: #"{"a": 0, "k": 2}"#, tr: tr), b,
                               repeater(copies: #"{"a": 0, "k": 1}"#, tr: tr), c])
        let ids = try sublayerIDs(a)
        XCTAssertEqual(ids, ["layers[0].shapes[4]", "layers[0].shapes[3].copy",
                             "layers[0].shapes[1].copy", "layers[0].shapes[1].copy#2"])
        let inner = try XCTUnwrap(a.presentation(of: "layers[0].shapes[3].copy", atFrame: 0)).state.sublayers.map(\.id)
        XCTAssertEqual(inner, ["layers[0].shapes[2]"])
    }

    /// lottie-ios: `Int(copies.exactlyOneKeyframe(…))` — the first value, truncated; a negative count makes none.
    func testCopyCountIsTheFirstValueTruncated() throws {
        let tr = #"{"p": {"a": 0, "k": [10, 0]}}"#
        let animated = #"{"a": 1, "k": [{"t": 0, "s": [2.7], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [5]}]}"#
        let a = try animation([Self.group, repeater(copies: animated, tr: tr)])
        XCTAssertEqual(try sublayerIDs(a).count, 2)
        XCTAssertTrue(a.warnings.contains { $0.path == "layers[0].shapes[1].c" })
        let none = try animation([Self.group, repeater(copies: #"{"a": 0, "k": -3}"#, tr: tr)])
        XCTAssertEqual(try sublayerIDs(none), [])
    }
}
