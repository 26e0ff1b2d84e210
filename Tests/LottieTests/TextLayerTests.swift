import Export
import Geometry
import Lottie
import Motion
import Raster
import Render
import XCTest

/// Text layers as lottie-ios's Core Animation engine draws them (`TextLayer.swift`, `CoreTextRenderLayer.swift`),
/// in the metric clones standing in for Apple's fonts (`LottieFont`).
final class TextLayerTests: XCTestCase {
    /// Helvetica's stand-in, Nimbus Sans: its ascent (hhea ascender 729 per 1000), where Pango puts the first baseline
    /// below the layer's top; Helvetica's cap height (Adobe's 718 per 1000), which lottie-ios's box text meets `ps` with.
    private let ascent = 729.0 / 1000, capHeight = 718.0 / 1000
    /// Arial's stand-in, Liberation Sans: hhea ascender 1854 per 2048, as Arial's.
    private let arialAscent = 1854.0 / 2048

    private func textLayer(_ document: String, p: String = "[0, 0]", t extra: String = "") throws -> (LottieAnimation, LayerState) {
        let layer = #"{"ty": 5, "ind": 1, "nm": "text", "ks": \#(LottieJSON.ks(#""p": {"a": 0, "k": \#(p)}"#)), "ip": 0, "op": 20, "st": 0, "t": {"d": {"k": [{"s": \#(document), "t": 0}]}, "a": []\#(extra)}}"#
        let a = try LottieAnimation(json: LottieJSON.document(layers: [layer]))
        return (a, try XCTUnwrap(a.presentation(of: "layers[0].string", atFrame: 0)).state)
    }

    /// Point text, left-justified: the first baseline at the layer's origin (the layer's top an ascent above it),
    /// the text from x = 0.
    func testLeftPointTextHasItsBaselineAtTheOrigin() throws {
        let (a, s) = try textLayer(#"{"s": 20, "f": "Helvetica-Bold", "t": "Hi there", "j": 0, "tr": 0, "lh": 24, "fc": [1, 0, 0]}"#)
        XCTAssertEqual(s.type, .text)
        XCTAssertEqual(s.string, "Hi there")
        XCTAssertEqual(s.fontFamily, "Nimbus Sans")
        XCTAssertEqual(s.fontWeight, 700)
        XCTAssertEqual(s.fontSize, 20)
        XCTAssertEqual(s.foregroundColor, Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(s.alignmentMode, .left)
        XCTAssertFalse(s.isWrapped)
        XCTAssertEqual(s.frame.minX, 0)
        XCTAssertEqual(s.frame.minY, -20 * ascent)
        XCTAssertEqual(a.warnings.map(\.path), [])
    }

    /// Point text with several lines (`\r`): one text layer, as one `CoreTextRenderLayer` draws them, baselines `lh`
    /// apart when `lh` is at least the iOS font's natural line height (Core Text's ascent + descent + leading:
    /// Helvetica's (1577 + 471 + 0) / 2048, one em), else that height — `CoreTextRenderLayer`'s paragraph style
    /// (`lineSpacing = max(lh − natural, −natural)`, `maximumLineHeight = natural`): `fontLineHeight`. Under
    /// `after-effects` a layer per line, the same baselines: an empty line keeps its place; centred lines are each
    /// centred on x = 0.
    func testPointTextLinesAreTheLineHeightApart() throws {
        for (lh, pitch) in [(102.0, 102.0), (84.5, 85.0), (10, 85)] {
            let layer = #"{"ty": 5, "ind": 1, "nm": "text", "ks": \#(LottieJSON.ks()), "ip": 0, "op": 20, "st": 0, "t": {"d": {"k": [{"s": {"s": 85, "f": "Helvetica", "t": "One\r\rTwo", "j": 2, "lh": \#(lh), "fc": [0, 0, 0]}, "t": 0}]}, "a": []}}"#
            let ios = try LottieAnimation(json: LottieJSON.document(layers: [layer]))
            let text = try XCTUnwrap(ios.presentation(of: "layers[0].string", atFrame: 0)).state
            XCTAssertEqual(text.type, .text)
            XCTAssertEqual(text.string, "One\n\nTwo")
            XCTAssertEqual(text.fontLineHeight, pitch)
            XCTAssertEqual(text.frame.minY, -85 * ascent)
            XCTAssertEqual(text.frame.midX, 0)
            XCTAssertGreaterThanOrEqual(text.frame.height, 85 * ascent + 2 * pitch + 85)  // every line inside
            XCTAssertNil(ios.presentation(of: "layers[0].string.lines[0]", atFrame: 0))
            XCTAssertEqual(ios.warnings.map(\.path), [])

            let a = try LottieAnimation(json: LottieJSON.document(layers: [layer]), options: LottieOptions(semantics: .afterEffects))
            let first = try XCTUnwrap(a.presentation(of: "layers[0].string.lines[0]", atFrame: 0)).state
            let third = try XCTUnwrap(a.presentation(of: "layers[0].string.lines[2]", atFrame: 0)).state
            XCTAssertNil(a.presentation(of: "layers[0].string.lines[1]", atFrame: 0))
            XCTAssertEqual([first.string, third.string], ["One", "Two"])
            XCTAssertEqual(first.frame.minY, -85 * ascent)
            XCTAssertEqual(third.frame.minY, -85 * ascent + 2 * pitch, accuracy: 1e-9)
            XCTAssertEqual([first.frame.midX, third.frame.midX], [0, 0])
        }
    }

    /// One layer draws the lines where the layers per line drew them: the ink of "HIH\r\rNMN" at 2× is the same rows
    /// (the third line's glyphs `2 × pitch` below the first's), each line centred the same.
    func testOneLayerDrawsTheLinesWhereALayerPerLineDid() throws {
        let layer = #"{"ty": 5, "ind": 1, "nm": "text", "ks": \#(LottieJSON.ks(#""p": {"a": 0, "k": [100, 100]}"#)), "ip": 0, "op": 20, "st": 0, "t": {"d": {"k": [{"s": {"s": 30, "f": "Helvetica", "t": "HIH\r\rNMN", "j": 2, "lh": 40, "fc": [0, 0, 0]}, "t": 0}]}, "a": []}}"#
        func inkRows(_ semantics: LottieSemantics) throws -> [Int] {
            let a = try LottieAnimation(json: LottieJSON.document(w: 200, h: 300, layers: [layer]), options: LottieOptions(semantics: semantics))
            let frame = try Renderer(canvasSize: Size(width: 200, height: 300), scale: 2, background: nil, images: [:])
                .render(a.layerTree.presentation(at: 0))
            return (0..<frame.height).filter { y in (0..<frame.width).contains { x in frame.pixels[y * frame.bytesPerRow + x * 4 + 3] > 128 } }
        }
        let one = try inkRows(.lottieIOS), perLine = try inkRows(.afterEffects)
        XCTAssertFalse(one.isEmpty)
        XCTAssertEqual(one, perLine)
    }

    /// Centred point text is centred on the origin, right-justified ends there; justified point text has lottie-ios's
    /// anchor (0, 0): its top left at the origin.
    func testCentredRightAndJustifiedPointText() throws {
        let centred = try textLayer(#"{"s": 10, "f": "Arial", "t": "abc", "j": 2, "fc": [0, 0, 1]}"#).1
        XCTAssertEqual(centred.alignmentMode, .center)
        XCTAssertEqual(centred.frame.midX, 0)
        XCTAssertEqual(centred.frame.minY, -10 * arialAscent)
        let right = try textLayer(#"{"s": 10, "f": "Arial", "t": "abc", "j": 1, "fc": [0, 0, 1]}"#).1
        XCTAssertEqual(right.alignmentMode, .right)
        XCTAssertEqual(right.frame.maxX, 0)
        let justified = try textLayer(#"{"s": 10, "f": "Arial", "t": "abc", "j": 3, "fc": [0, 0, 1]}"#).1
        XCTAssertEqual(justified.frame.origin, .zero)
    }

    /// With a text measurer (the command line's `SystemResources`), centred and right-justified point text get
    /// `CoreTextRenderLayer`'s bounds: `W = ⌈w + 2p⌉` wide centred (`W − p` right-justified), its left edge at
    /// `−(w + 2p) / 2` (`−(w + p)`), w the line's width with a trailing tracking, p = 20 % of the size — less the
    /// trailing tracking `textLayer` moves by. The glyphs move right by Core Text's rounding: half of `W − w − 2p`
    /// centred, all of it right-justified (under a point here).
    func testCentredAndRightPointTextOnCoreTextsRoundedBounds() throws {
        let engine = try TextEngine()
        for (j, tr) in [(2, 0.0), (1, 0.0), (2, 50.0), (1, 50.0)] {
            let layer = #"{"ty": 5, "ind": 1, "nm": "text", "ks": \#(LottieJSON.ks()), "ip": 0, "op": 20, "st": 0, "t": {"d": {"k": [{"s": {"s": 10, "f": "Arial", "t": "abc", "j": \#(j), "tr": \#(tr), "fc": [0, 0, 1]}, "t": 0}]}, "a": []}}"#
            let measured = try LottieAnimation(json: LottieJSON.document(layers: [layer]), options: LottieOptions(resources: SystemResources()))
            let s = try XCTUnwrap(measured.presentation(of: "layers[0].string", atFrame: 0)).state
            let plain = try XCTUnwrap(LottieAnimation(json: LottieJSON.document(layers: [layer])).presentation(of: "layers[0].string", atFrame: 0)).state
            let t = 10 * tr / 1000, p = 2.0
            let w = engine.metrics(of: s).size.width + t
            let W = (w + 2 * p).rounded(.up)
            let rounding = W - w - 2 * p
            if j == 2 {
                XCTAssertEqual(s.frame.width, W, "tr \(tr)")
                XCTAssertEqual(s.frame.minX, -(w + 2 * p) / 2 - t / 2, accuracy: 1e-12)
                XCTAssertEqual(s.frame.midX - plain.frame.midX, rounding / 2, accuracy: 1e-12)
            } else {
                XCTAssertEqual(s.frame.width, W - p, "tr \(tr)")
                XCTAssertEqual(s.frame.minX, -(w + p) - t, accuracy: 1e-12)
                XCTAssertEqual(s.frame.maxX - plain.frame.maxX, rounding, accuracy: 1e-12)
            }
            XCTAssertTrue(rounding >= 0 && rounding < 1)
            XCTAssertEqual(s.frame.minY, plain.frame.minY)
        }
    }

    /// Box text: wrapped in `sz`'s width, the top `ascent − capHeight` above `ps`, so the cap height meets `ps`.
    func testBoxTextCapHeightMeetsItsPosition() throws {
        let (_, s) = try textLayer(#"{"s": 30, "f": "Helvetica", "t": "a few words", "j": 2, "fc": [0, 0, 0], "sz": [100, 50], "ps": [10, 20]}"#)
        XCTAssertTrue(s.isWrapped)
        XCTAssertEqual(s.alignmentMode, .center)
        XCTAssertEqual(s.frame.minX, 10)
        XCTAssertEqual(s.frame.width, 100)
        XCTAssertEqual(s.frame.minY, 20 - 30 * (ascent - capHeight), accuracy: 1e-12)
    }

    /// `CTFontCreateWithName` on the document's `f`: Apple's fonts to their metric clones — Helvetica and Helvetica
    /// Neue to Nimbus Sans, Arial to Liberation Sans, Times New Roman and Courier New to Liberation Serif and Mono —
    /// bold faces bold; a name iOS lacks is its fallback, regular Helvetica (Oswald-Bold in the oracle's
    /// verifyLineHeight, Helvetica-Regular in blend_mode_test, which is no PostScript name of Helvetica's).
    /// (`AnimationFontProvider.swift`, `LottieFont.swift`.)
    func testFontMapping() throws {
        for (name, family, weight) in [("Oswald-Bold", "Nimbus Sans", 400.0), ("Helvetica-Regular", "Nimbus Sans", 400),
                                       ("Helvetica", "Nimbus Sans", 400), ("Helvetica-Bold", "Nimbus Sans", 700),
                                       ("HelveticaNeue", "Nimbus Sans", 400), ("HelveticaNeue-Bold", "Nimbus Sans", 700),
                                       ("ArialMT", "Liberation Sans", 400), ("Arial-BoldMT", "Liberation Sans", 700),
                                       ("TimesNewRomanPS-BoldMT", "Liberation Serif", 700), ("Courier", "Liberation Mono", 400),
                                       // lottie-ios's snapshot tests register Venezuela (`SnapshotTests.swift`):
                                       // drawn with the nearest Debian script font, Kristi (`LottieFont.script`).
                                       ("Venezuela", "Kristi", 400)] {
            let s = try textLayer(#"{"s": 10, "f": "\#(name)", "t": "x", "j": 0, "fc": [0, 0, 0]}"#).1
            XCTAssertEqual(s.fontFamily, family, name)
            XCTAssertEqual(s.fontWeight, weight, name)
        }
    }

    /// Layout follows the iOS font's Core Text metrics, the baseline the drawn font's ascent: point text's lines of
    /// Helvetica Neue (ascent 0.952 + descent 0.213 + leading 0.028 em) and Arial (Liberation Sans's, which copies
    /// Arial's: (1854 + 434 + 67) / 2048 em) stay that far apart when `lh` asks for less; box text's cap height is
    /// Helvetica Neue's 0.723 em, drawn from Nimbus Sans's ascent.
    func testLayoutUsesTheIOSFontsMetrics() throws {
        for (name, natural, top) in [("HelveticaNeue", 0.952 + 0.213 + 0.028, 729.0 / 1000), ("Arial", (1854.0 + 434 + 67) / 2048, arialAscent)] {
            let layer = #"{"ty": 5, "ind": 1, "ks": \#(LottieJSON.ks()), "ip": 0, "op": 20, "st": 0, "t": {"d": {"k": [{"s": {"s": 100, "f": "\#(name)", "t": "A\rB", "j": 0, "lh": 50, "fc": [0, 0, 0]}, "t": 0}]}, "a": []}}"#
            let a = try LottieAnimation(json: LottieJSON.document(layers: [layer]))
            let text = try XCTUnwrap(a.presentation(of: "layers[0].string", atFrame: 0)).state
            XCTAssertEqual(text.frame.minY, -100 * top, accuracy: 1e-9, name)
            XCTAssertEqual(try XCTUnwrap(text.fontLineHeight), 100 * natural, accuracy: 1e-9, name)
        }
        let (_, box) = try textLayer(#"{"s": 30, "f": "HelveticaNeue", "t": "a", "j": 0, "fc": [0, 0, 0], "sz": [100, 50], "ps": [10, 20]}"#)
        XCTAssertEqual(box.frame.minY, 20 - 30 * (729.0 / 1000 - 0.723), accuracy: 1e-12)
    }

    /// Tracking `tr` (per mille of the size): `fontTracking` s × tr / 1000 (`TextLayer.swift`), no warning; Core Text
    /// adds it after a line's last character too, so centred text sits half a tracking left of Pango's centring and
    /// right-justified text a whole one; left-justified text keeps its start, box text likewise.
    func testTrackingIsTheSizeTimesTrOverAThousand() throws {
        for (j, edge) in [(0, 0.0), (2, -1.0), (1, -2.0)] {
            let (a, s) = try textLayer(#"{"s": 20, "f": "Arial", "t": "abc", "j": \#(j), "tr": 100, "fc": [0, 0, 0]}"#)
            XCTAssertEqual(s.fontTracking, 2)
            XCTAssertEqual([s.frame.minX, s.frame.midX, s.frame.maxX][j == 0 ? 0 : j == 2 ? 1 : 2], edge, "j \(j)")
            XCTAssertEqual(a.warnings.map(\.path), [], "j \(j)")
        }
        let (_, box) = try textLayer(#"{"s": 20, "f": "Arial", "t": "abc", "j": 2, "tr": -50, "fc": [0, 0, 0], "sz": [100, 50], "ps": [10, 20]}"#)
        XCTAssertEqual(box.fontTracking, -1)
        XCTAssertEqual(box.frame.minX, 10.5)
    }

    /// lottie-ios gives the attributed string `.kern: tracking`, 0 here, which turns Core Text's kerning off
    /// (`CoreTextRenderLayer.swift`; Apple: "the value 0 means kerning is disabled"); After Effects kerns.
    func testKerningIsOffUnderLottieIOSAndOnUnderAfterEffects() throws {
        let (a, state) = try textLayer(#"{"s": 10, "f": "Arial", "t": "AV", "j": 0, "fc": [0, 0, 0]}"#)
        XCTAssertFalse(state.fontKerning)
        XCTAssertEqual(a.semanticsDifferences, [Self.kerningDifference])
        let layer = #"{"ty": 5, "ind": 1, "ks": \#(LottieJSON.ks()), "ip": 0, "op": 20, "st": 0, "t": {"d": {"k": [{"s": {"s": 10, "f": "Arial", "t": "AV", "j": 0, "fc": [0, 0, 0]}, "t": 0}]}, "a": []}}"#
        let ae = try LottieAnimation(json: LottieJSON.document(layers: [layer]), options: LottieOptions(semantics: .afterEffects))
        XCTAssertTrue(try XCTUnwrap(ae.presentation(of: "layers[0].string", atFrame: 0)).state.fontKerning)
    }

    static let kerningDifference = "text kerning (off, as lottie-ios sets .kern 0, or the font's)"

    /// lottie-ios's Core Animation engine draws the first document keyframe and no animators (warnings); a
    /// document without a fill colour draws nothing.
    func testFirstKeyframeAnimatorsAndNoFill() throws {
        let layer = #"{"ty": 5, "ind": 1, "ks": \#(LottieJSON.ks()), "ip": 0, "op": 20, "st": 0, "t": {"d": {"k": [{"s": {"s": 10, "f": "Arial", "t": "one", "j": 0, "fc": [0, 0, 0]}, "t": 0}, {"s": {"s": 10, "f": "Arial", "t": "two", "j": 0, "fc": [0, 0, 0]}, "t": 10}]}, "a": [{"s": {}, "a": {}}]}}"#
        let a = try LottieAnimation(json: LottieJSON.document(layers: [layer]))
        XCTAssertEqual(try XCTUnwrap(a.presentation(of: "layers[0].string", atFrame: 15)).state.string, "one")
        XCTAssertEqual(Set(a.warnings.map(\.path)), ["layers[0].t.d", "layers[0].t.a"])
        XCTAssertEqual(a.semanticsDifferences, ["animated text documents", "text animators", Self.kerningDifference])  // validate --lint
        let (b, _) = try textLayer(#"{"s": 10, "f": "Arial", "t": "x", "j": 0, "fc": [0, 0, 0]}"#)
        XCTAssertEqual(b.semanticsDifferences, [Self.kerningDifference])
        XCTAssertNotNil(b.presentation(of: "layers[0].string", atFrame: 0))
        let none = try LottieAnimation(json: LottieJSON.document(layers: [layer.replacingOccurrences(of: #", "fc": [0, 0, 0]"#, with: "")]))
        XCTAssertNil(none.presentation(of: "layers[0].string", atFrame: 0))
    }

    /// Drawn: an "H" of 40 points at (10, 50) stands on the baseline y = 50 (Pango puts the first baseline an ascent
    /// below the layer's top, where the translation expects it) and rises Nimbus Sans's cap height, 729/1000 em
    /// (its `H`: AFM `B 83 0 644 729`), above it: its top at y = 20.84, so row 20 stays light and row 21 is inked.
    /// Liberation Sans's `H` (1409/2048 em) would start at row 22: the font drawn is the pinned Nimbus Sans.
    func testDrawnGlyphStandsOnTheBaseline() throws {
        let (a, _) = try textLayer(#"{"s": 40, "f": "Helvetica", "t": "H", "j": 0, "fc": [0, 0, 0]}"#, p: "[10, 50]")
        let frame = try Renderer(canvasSize: Size(width: 100, height: 100), scale: 1, background: .white, images: [:])
            .render(a.layerTree.presentation(at: 0))
        func inked(row y: Int) -> Bool {
            (10..<60).contains { x in frame.pixels[y * frame.bytesPerRow + 4 * x] < 128 }
        }
        XCTAssertTrue(inked(row: 49))
        XCTAssertFalse(inked(row: 51))
        XCTAssertTrue(inked(row: 21))
        XCTAssertFalse(inked(row: 20))
    }
}
