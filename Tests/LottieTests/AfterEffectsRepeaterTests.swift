import func Foundation.cos
import func Foundation.pow
import func Foundation.sin
import Geometry
import Lottie
import Motion
import XCTest

/// Repeaters under `--lottie-semantics after-effects`, as Skottie draws them
/// (`modules/skottie/src/layers/shapelayer/Repeater.cpp`): copy i has t = offset + i and the transform
/// translate(t·p + a) · rotate(t·r) · scale(sᵗ) · translate(−a); its opacity is so + (eo − so) / count × i; the
/// count is `c` rounded; composite `m` 1 puts copy 0 on top, `m` 2 at the bottom.
final class AfterEffectsRepeaterTests: XCTestCase {
    private static let group = #"{"ty": "gr", "nm": "A", "it": [{"ty": "rc", "s": {"a": 0, "k": [10, 10]}, "p": {"a": 0, "k": [0, 0]}, "r": {"a": 0, "k": 0}}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}, {"ty": "tr", "p": {"a": 0, "k": [0, 0]}}]}"#

    private func animation(copies: String = #"{"a": 0, "k": 3}"#, offset: String = #"{"a": 0, "k": 0}"#, m: Int = 1,
                           tr: String) throws -> LottieAnimation {
        let rp = #"{"ty": "rp", "c": \#(copies), "o": \#(offset), "m": \#(m), "tr": \#(tr)}"#
        return try LottieAnimation(json: LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: "[\(Self.group), \(rp)]")]),
                                   options: LottieOptions(semantics: .afterEffects))
    }

    private func id(_ k: Int) -> String { "layers[0].shapes[1].copies[\(k)]" }

    /// Where copy `k` maps `q` with t = offset + k: t·p + a + rotate(t·r) · (sᵗ · (q − a)).
    private func expected(_ q: Point, t: Double, p: Point, a: Point, s: Double, r: Double) -> Point {
        let angle = t * r * .pi / 180, f = pow(s, t)
        let d = Point(x: (q.x - a.x) * f, y: (q.y - a.y) * f)
        return Point(x: t * p.x + a.x + d.x * cos(angle) - d.y * sin(angle),
                     y: t * p.y + a.y + d.x * sin(angle) + d.y * cos(angle))
    }

    private func assertCopy(_ a: LottieAnimation, _ k: Int, frame: Double = 0, t: Double, p: Point, anchor: Point,
                            s: Double, r: Double, opacity: Double, line: UInt = #line) throws {
        let (state, toRoot) = try XCTUnwrap(a.presentation(of: id(k), atFrame: frame), line: line)
        XCTAssertEqual(state.opacity, opacity, accuracy: 1e-12, "copy \(k) opacity", line: line)
        for q in [Point(x: 0, y: 0), Point(x: 4, y: 1)] {
            let e = expected(q, t: t, p: p, a: anchor, s: s, r: r), got = toRoot.apply(to: q)
            XCTAssertEqual(got.x, e.x, accuracy: 1e-9, "copy \(k)", line: line)
            XCTAssertEqual(got.y, e.y, accuracy: 1e-9, "copy \(k)", line: line)
        }
    }

    /// Scale raised to the power t (50 % → 100, 50, 25 %), position and rotation × t about the anchor, opacities
    /// 20 + (100 − 20) / 3 × k = 20, 46.67, 73.33 %; `m` 1: copy 0 on top (the last sublayer). No warning.
    func testCopyTransformsArePowersAndOpacitiesFadeOverTheCount() throws {
        let tr = #"{"p": {"a": 0, "k": [10, 5]}, "a": {"a": 0, "k": [2, 3]}, "s": {"a": 0, "k": [50, 50]}, "r": {"a": 0, "k": 30}, "so": {"a": 0, "k": 20}, "eo": {"a": 0, "k": 100}}"#
        let a = try animation(tr: tr)
        XCTAssertEqual(try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: 0)).state.sublayers.map(\.id), [id(2), id(1), id(0)])
        for k in 0..<3 {
            try assertCopy(a, k, t: Double(k), p: Point(x: 10, y: 5), anchor: Point(x: 2, y: 3), s: 0.5, r: 30,
                           opacity: (20 + 80.0 / 3 * Double(k)) / 100)
        }
        XCTAssertFalse(a.warnings.contains { $0.path.hasPrefix("layers[0].shapes[1]") })
        XCTAssertEqual(a.semanticsDifferences, ["repeater offset, opacities and animated copies"])
    }

    /// Composite `m` 2: copy 0 at the bottom. The offset (1.5) adds to every copy's t.
    func testBelowCompositeAndOffset() throws {
        let tr = #"{"p": {"a": 0, "k": [10, 0]}, "s": {"a": 0, "k": [80, 80]}, "r": {"a": 0, "k": 90}}"#
        let a = try animation(copies: #"{"a": 0, "k": 2}"#, offset: #"{"a": 0, "k": 1.5}"#, m: 2, tr: tr)
        XCTAssertEqual(try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: 0)).state.sublayers.map(\.id), [id(0), id(1)])
        for k in 0..<2 {
            try assertCopy(a, k, t: 1.5 + Double(k), p: Point(x: 10, y: 0), anchor: .zero, s: 0.8, r: 90, opacity: 1)
        }
    }

    /// An animated count (linear 1 → 3 over frames 0…10): as many copies as its largest value, 3; at frame 2 it is
    /// 1.4, rounded 1 (copies 1 and 2 hidden); at frame 4, 1.8 → 2; at frame 10, 3. Sampled at whole frames.
    func testAnAnimatedCountRoundsAndHidesTheCopiesPastIt() throws {
        let copies = #"{"a": 1, "k": [{"t": 0, "s": [1], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [3]}]}"#
        let a = try animation(copies: copies, tr: #"{"p": {"a": 0, "k": [10, 0]}}"#)
        XCTAssertEqual(try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: 0)).state.sublayers.count, 3)
        func opacities(_ f: Double) throws -> [Double] {
            try (0..<3).map { try XCTUnwrap(a.presentation(of: id($0), atFrame: f)).state.opacity }
        }
        XCTAssertEqual(try opacities(2), [1, 0, 0])
        XCTAssertEqual(try opacities(4), [1, 1, 0])
        XCTAssertEqual(try opacities(10), [1, 1, 1])
        try assertCopy(a, 2, frame: 10, t: 2, p: Point(x: 10, y: 0), anchor: .zero, s: 1, r: 0, opacity: 1)
    }

    /// The default semantics stay lottie-ios's (`RepeaterTests`): copies named `.copy`, no powers, opacity 1.
    func testTheDefaultSemanticsAreUnchanged() throws {
        let rp = #"{"ty": "rp", "c": {"a": 0, "k": 2}, "o": {"a": 0, "k": 0}, "m": 1, "tr": {"so": {"a": 0, "k": 20}}}"#
        let a = try LottieAnimation(json: LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: "[\(Self.group), \(rp)]")]))
        XCTAssertEqual(try XCTUnwrap(a.presentation(of: "layers[0]", atFrame: 0)).state.sublayers.map(\.id),
                       ["layers[0].shapes[1].copy", "layers[0].shapes[1].copy#2"])
    }

    /// `[rectangle, repeater ×2 down, fill, repeater ×2 across]` at the top of a layer (lottie-android's
    /// `Tests/Repeater.json` has this list). After Effects repeats everything above a repeater, an earlier
    /// repeater's copies included, and a fill below a repeater paints its copies: four filled squares, drawn as two
    /// fills (one per copy of the second repeater) of two squares each. lottie-ios splits the list at each repeater,
    /// so the rectangle's copies have no fill and the fill's copies no path: nothing is drawn.
    func testARepeaterRepeatsEverythingAboveItAndPaintsBelowPaintTheCopies() throws {
        let rect = #"{"ty": "rc", "s": {"a": 0, "k": [10, 10]}, "p": {"a": 0, "k": [5, 5]}, "r": {"a": 0, "k": 0}}"#
        func rp(_ p: String) -> String { #"{"ty": "rp", "c": {"a": 0, "k": 2}, "o": {"a": 0, "k": 0}, "m": 1, "tr": {"p": {"a": 0, "k": \#(p)}}}"# }
        let fill = #"{"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}"#
        let json = LottieJSON.document(layers: [LottieJSON.shapeLayer(shapes: "[\(rect), \(rp("[0, 20]")), \(fill), \(rp("[20, 0]"))]")])
        func filled(_ a: LottieAnimation) -> [Rect] {
            var out: [Rect] = []
            func walk(_ l: LayerState, _ toRoot: Geometry.AffineTransform) {
                let m = l.transformToSuperlayer.concatenating(toRoot)
                if let p = l.path, l.fillColor != nil { out.append(p.applying(m).controlPointBounds) }
                l.sublayers.forEach { walk($0, m) }
            }
            a.layerTree.presentation(at: 0).forEach { walk($0, Geometry.AffineTransform.identity) }
            return out
        }
        let ios = try LottieAnimation(json: json), ae = try LottieAnimation(json: json, options: LottieOptions(semantics: .afterEffects))
        XCTAssertEqual(filled(ios), [])
        XCTAssertEqual(Set(filled(ae)), [Rect(x: 0, y: 0, width: 10, height: 30), Rect(x: 20, y: 0, width: 10, height: 30)],
                       "two fills, each over a copy's two squares (0…10 and 20…30 down)")
        let note = "repeaters over repeaters, or above fills and strokes (After Effects repeats everything above)"
        XCTAssertEqual(ios.semanticsDifferences, [note])
        XCTAssertEqual(ae.semanticsDifferences, [note])
    }
}
