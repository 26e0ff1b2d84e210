import Geometry
import Lottie
import Motion
import XCTest

/// Text strokes `sc`, `sw`, `of` (`LottieTranslator.textStroke`) under both semantics.
final class TextStrokeTranslationTests: XCTestCase {
    private func text(_ document: String, semantics: LottieSemantics = .lottieIOS) throws -> (LottieAnimation, LayerState?) {
        let layer = #"{"ty": 5, "ind": 1, "ks": \#(LottieJSON.ks()), "ip": 0, "op": 20, "st": 0, "t": {"d": {"k": [{"s": \#(document), "t": 0}]}, "a": []}}"#
        let a = try LottieAnimation(json: LottieJSON.document(layers: [layer]), options: LottieOptions(semantics: semantics))
        return (a, a.presentation(of: "layers[0].string", atFrame: 0)?.state)
    }

    static let strokeDifference = "text strokes (sw a percentage of the size, under the fill unless of; or points, over it unless of is false)"

    /// lottie-ios: Core Text's stroke width is a percentage of the size (`sw` 2 at 50 pt: a 1 pt line), under the fill
    /// unless `of` (`strokeOnTop = of ?? false`); miter joins, limit 10 (Core Graphics' defaults). No warning; the
    /// lint names the feature.
    func testLottieIOSStrokeWidthIsAPercentageOfTheSize() throws {
        let (a, s) = try text(#"{"s": 50, "f": "Helvetica", "t": "Hi", "j": 0, "fc": [1, 0, 0], "sc": [0, 0, 1], "sw": 2}"#)
        XCTAssertEqual(s?.textStroke, TextStroke(color: Color(red: 0, green: 0, blue: 1), width: 1, overFill: false, lineJoin: .miter, miterLimit: 10))
        XCTAssertEqual(s?.foregroundColor, Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(a.warnings.map(\.message), [])
        XCTAssertTrue(a.semanticsDifferences.contains(Self.strokeDifference))
        let (_, over) = try text(#"{"s": 88, "f": "Helvetica", "t": "Hi", "j": 0, "fc": [1, 0, 0], "sc": [0.38, 0, 0], "sw": 1, "of": true}"#)
        XCTAssertEqual(over?.textStroke?.width, 0.88)
        XCTAssertEqual(over?.textStroke?.overFill, true)
    }

    /// After Effects (Skia's Skottie, `TextValue.cpp`): `sw` in points (1 when absent), over the fill unless `of` is
    /// false, joined by `lj` (1 miter, 2 round, 3 bevel), miter limit 4.
    func testAfterEffectsStrokeWidthIsInPoints() throws {
        let (_, s) = try text(#"{"s": 50, "f": "Helvetica", "t": "Hi", "j": 0, "fc": [1, 0, 0], "sc": [0, 0, 1], "sw": 2}"#, semantics: .afterEffects)
        XCTAssertEqual(s?.textStroke, TextStroke(color: Color(red: 0, green: 0, blue: 1), width: 2, overFill: true, lineJoin: .miter, miterLimit: 4))
        let (_, under) = try text(#"{"s": 50, "f": "Helvetica", "t": "Hi", "j": 0, "fc": [1, 0, 0], "sc": [0, 0, 1], "of": false, "lj": 2}"#, semantics: .afterEffects)
        XCTAssertEqual(under?.textStroke, TextStroke(color: Color(red: 0, green: 0, blue: 1), width: 1, overFill: false, lineJoin: .round, miterLimit: 4))
        let (_, bevel) = try text(#"{"s": 50, "f": "Helvetica", "t": "Hi", "j": 0, "sc": [0, 0, 1], "sw": 3, "lj": 3}"#, semantics: .afterEffects)
        XCTAssertEqual(bevel?.textStroke?.lineJoin, .bevel)
    }

    /// Without `fc` the text is stroked only (`foregroundColor` clear; `CoreTextRenderLayer` then draws its stroke
    /// frame alone); without `sc` there is no stroke, whatever `sw` says.
    func testStrokeOnlyTextAndNoStrokeColour() throws {
        let (_, hollow) = try text(#"{"s": 50, "f": "Helvetica", "t": "Hi", "j": 0, "sc": [0, 0, 1], "sw": 4}"#)
        XCTAssertEqual(hollow?.foregroundColor, .clear)
        XCTAssertEqual(hollow?.textStroke?.width, 2)
        let (a, plain) = try text(#"{"s": 50, "f": "Helvetica", "t": "Hi", "j": 0, "fc": [0, 0, 0], "sw": 4}"#)
        XCTAssertNil(plain?.textStroke)
        XCTAssertFalse(a.semanticsDifferences.contains(Self.strokeDifference))
    }

    /// lottie-ios with `sw` 0 or absent: the stroke frame has no stroke and no foreground colour, which Core Text
    /// fills in black — not drawn, a warning naming the document; the text is drawn with its fill.
    func testLottieIOSZeroWidthStrokeWarns() throws {
        for sw in [#", "sw": 0"#, ""] {
            let (a, s) = try text(#"{"s": 50, "f": "Helvetica", "t": "Hi", "j": 0, "fc": [1, 0, 0], "sc": [0, 0, 1]\#(sw)}"#)
            XCTAssertNil(s?.textStroke)
            XCTAssertEqual(s?.foregroundColor, Color(red: 1, green: 0, blue: 0))
            XCTAssertEqual(a.warnings.map(\.path), ["layers[0].t.d"])
            XCTAssertTrue(a.warnings.first?.message.contains("black under the fill") == true)
        }
        let (ae, s) = try text(#"{"s": 50, "f": "Helvetica", "t": "Hi", "j": 0, "fc": [1, 0, 0], "sc": [0, 0, 1], "sw": 0}"#, semantics: .afterEffects)
        XCTAssertNil(s?.textStroke)
        XCTAssertEqual(ae.warnings.map(\.path), [])
    }
}

/// Box text's line height under lottie-ios: `fontLineHeight` as point text's pitch, `max(lh, natural)`.
final class BoxTextLineHeightTests: XCTestCase {
    private func box(_ lh: Double, semantics: LottieSemantics = .lottieIOS) throws -> (LottieAnimation, LayerState) {
        let layer = #"{"ty": 5, "ind": 1, "ks": \#(LottieJSON.ks()), "ip": 0, "op": 20, "st": 0, "t": {"d": {"k": [{"s": {"s": 20, "f": "Helvetica", "t": "One\rTwo", "j": 0, "lh": \#(lh), "fc": [0, 0, 0], "sz": [200, 100], "ps": [0, 0]}, "t": 0}]}, "a": []}}"#
        let a = try LottieAnimation(json: LottieJSON.document(layers: [layer]), options: LottieOptions(semantics: semantics))
        return (a, try XCTUnwrap(a.presentation(of: "layers[0].string", atFrame: 0)).state)
    }

    /// `lh` 30 at 20 pt: 30 points; `lh` 10, less than Helvetica's natural line (one em, 20 points): 20. No warning
    /// under lottie-ios; under after-effects the font's spacing and the warning stay.
    func testBoxTextLinesAreTheLineHeightApart() throws {
        let (a, s) = try box(30)
        XCTAssertEqual(s.fontLineHeight, 30)
        XCTAssertTrue(s.isWrapped)
        XCTAssertEqual(a.warnings.map(\.message), [])
        XCTAssertEqual(try box(10).1.fontLineHeight, 20)
        let (ae, aeState) = try box(30, semantics: .afterEffects)
        XCTAssertNil(aeState.fontLineHeight)
        XCTAssertEqual(ae.warnings.map(\.path), ["layers[0].t.d"])
        XCTAssertTrue(a.semanticsDifferences.contains("box text line height (Core Text's max(lh, natural), or the font's)"))
    }
}

/// Stroke colour and width animators are not drawn yet under after-effects: a warning at the animator's `a`.
final class TextStrokeAnimatorWarningTests: XCTestCase {
    func testStrokeAnimatorsWarn() throws {
        let layer = #"{"ty": 5, "ind": 1, "ks": \#(LottieJSON.ks()), "ip": 0, "op": 20, "st": 0, "t": {"d": {"k": [{"s": {"s": 20, "f": "Helvetica", "t": "Hi", "j": 0, "fc": [0, 0, 0], "sc": [1, 0, 0], "sw": 1}, "t": 0}]}, "a": [{"s": {}, "a": {"o": {"a": 0, "k": 50}}}, {"s": {}, "a": {"sw": {"a": 0, "k": 3}}}]}}"#
        let ae = try LottieAnimation(json: LottieJSON.document(layers: [layer]), options: LottieOptions(semantics: .afterEffects))
        // The document has a stroke (`sc`): the width animator strokes it, no warning (`TextAnimatorTests` has the one
        // for a document without `sc`). (The other warning at `t.a`: no text measurer in this test.)
        XCTAssertEqual(ae.warnings.filter { $0.message.contains("(sc, sw)") }.map(\.path), [])
        let unstroked = layer.replacingOccurrences(of: #", "sc": [1, 0, 0], "sw": 1"#, with: "")
        XCTAssertNotEqual(unstroked, layer)
        let none = try LottieAnimation(json: LottieJSON.document(layers: [unstroked]), options: LottieOptions(semantics: .afterEffects))
        XCTAssertEqual(none.warnings.filter { $0.message.contains("(sc, sw)") }.map(\.path), ["layers[0].t.a[1].a"])
        let ios = try LottieAnimation(json: LottieJSON.document(layers: [layer]))
        XCTAssertEqual(ios.warnings.map(\.path), ["layers[0].t.a"])
        XCTAssertFalse(ios.warnings.contains { $0.message.contains("(sc, sw)") })
    }
}
