import Export
import Geometry
import JSONValue
@testable import Lottie
import Motion
import Raster
import Render
import XCTest

/// Text drawn with the file's `chars` glyphs under `after-effects` (`GlyphLayout`, `LottieTranslator+Glyphs.swift`).
final class GlyphTextTests: XCTestCase {
    /// Glyphs of the font "Test-Regular" (ascent 70 %): "A" a 40 × 60 square, advance 50; "B" advance 30; a space 25.
    private let fonts = #""fonts": {"list": [{"fName": "Test-Regular", "fFamily": "Test", "fStyle": "Regular", "ascent": 70}]}"#
    private let chars = #""chars": [{"ch": "A", "size": 100, "style": "Regular", "w": 50, "fFamily": "Test", "data": {"shapes": [{"ty": "gr", "it": [{"ty": "sh", "ks": {"a": 0, "k": {"c": true, "v": [[0, 0], [40, 0], [40, -60], [0, -60]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}}}]}]}}, {"ch": "B", "size": 100, "style": "Regular", "w": 30, "fFamily": "Test", "data": {"shapes": []}}, {"ch": " ", "size": 100, "style": "Regular", "w": 25, "fFamily": "Test", "data": {}}]"#

    private func document(_ d: String, animators: String = "[]") -> String {
        let layer = #"{"ty": 5, "ind": 1, "nm": "text", "ks": \#(LottieJSON.ks(#""p": {"a": 0, "k": [10, 50]}"#)), "ip": 0, "op": 20, "st": 0, "t": {"d": {"k": [{"s": \#(d), "t": 0}]}, "a": \#(animators)}}"#
        let doc = LottieJSON.document(layers: [layer])
        return String(doc.dropLast()) + ", \(fonts), \(chars)}"
    }

    private func boxes(_ d: String) throws -> [CharacterBox] {
        var decoder = DocumentDecoder()
        decoder.semantics = .afterEffects
        let doc = try decoder.decode(JSONNode(try JSONParser.parse(document(d)), path: "", conventions: .bodymovin))
        guard case .text(let t) = doc.layers[0].kind, let run = t.glyphs else { XCTFail("no glyphs"); return [] }
        return GlyphLayout.boxes(t, run)
    }

    /// Advances from `w` × size / 100; point text justified about x = 0; box text wrapped by words in `sz`, its
    /// first baseline the ascent below `ps`, lines 1.2 × the size apart.
    func testLayout() throws {
        let left = try boxes(#"{"s": 20, "f": "Test-Regular", "t": "AB A", "j": 0, "fc": [1, 0, 0]}"#)
        XCTAssertEqual(left.map(\.x), [0, 10, 16, 21])
        XCTAssertEqual(left.map(\.width), [10, 6, 5, 10])
        XCTAssertEqual(left.map(\.baseline), [0, 0, 0, 0])
        let centred = try boxes(#"{"s": 20, "f": "Test-Regular", "t": "AB A", "j": 2, "fc": [1, 0, 0]}"#)
        XCTAssertEqual(centred.map(\.x), [-15.5, -5.5, 0.5, 5.5])
        let box = try boxes(#"{"s": 20, "f": "Test-Regular", "t": "AB A", "j": 0, "fc": [1, 0, 0], "sz": [25, 100], "ps": [5, 10]}"#)
        XCTAssertEqual(box.map(\.line), [0, 0, 0, 1])
        XCTAssertEqual(box.map(\.x), [5, 15, 21, 5])
        XCTAssertEqual(box.map(\.baseline), [24, 24, 24, 48])
        let tracked = try boxes(#"{"s": 20, "f": "Test-Regular", "t": "AB", "j": 0, "tr": 100, "fc": [1, 0, 0]}"#)
        XCTAssertEqual(tracked.map(\.x), [0, 12])
    }

    /// Drawn: the "A" square, 8 × 12 px at size 20, stands on the baseline at the layer's origin (10, 50), in the
    /// fill colour; lottie-ios ignores the glyphs (a warning) and draws the text with a font.
    func testGlyphsDraw() throws {
        let json = document(#"{"s": 20, "f": "Test-Regular", "t": "A", "j": 0, "fc": [1, 0, 0]}"#)
        let a = try LottieAnimation(json: json, options: LottieOptions(semantics: .afterEffects))
        let frame = try Renderer(canvasSize: Size(width: 100, height: 100), scale: 1, background: .white, images: [:])
            .render(a.layerTree.presentation(at: 0))
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(frame.pixels[(y * frame.bytesPerRow + 4 * x)..<(y * frame.bytesPerRow + 4 * x + 3)]) }
        XCTAssertEqual(pixel(14, 44), [0, 0, 255])  // BGRA
        XCTAssertEqual(pixel(11, 39), [0, 0, 255])
        XCTAssertEqual(pixel(19, 44), [255, 255, 255])
        XCTAssertEqual(pixel(14, 51), [255, 255, 255])
        XCTAssertEqual(pixel(14, 37), [255, 255, 255])
        let ios = try LottieAnimation(json: json)
        XCTAssertTrue(ios.warnings.contains { $0.path == "chars" })
        XCTAssertEqual(try XCTUnwrap(ios.presentation(of: "layers[0].string", atFrame: 0)).state.string, "A")
    }

    /// Glyph text is stroked as font text is under `after-effects`: `sw` 2 points (in the layer, not the glyph's
    /// 100-unit size) centred on the square's edge x = 10: column 9 is the stroke's outer half, column 10 its inner
    /// half — over the fill by default (blue), under it with `of` false (red); column 8 stays white.
    func testGlyphsAreStroked() throws {
        for (of, inner) in [("", [255, 0, 0] as [UInt8]), (#", "of": false"#, [0, 0, 255])] {
            let json = document(#"{"s": 20, "f": "Test-Regular", "t": "A", "j": 0, "fc": [1, 0, 0], "sc": [0, 0, 1], "sw": 2\#(of)}"#)
            let a = try LottieAnimation(json: json, options: LottieOptions(semantics: .afterEffects))
            let frame = try Renderer(canvasSize: Size(width: 100, height: 100), scale: 1, background: .white, images: [:])
                .render(a.layerTree.presentation(at: 0))
            func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(frame.pixels[(y * frame.bytesPerRow + 4 * x)..<(y * frame.bytesPerRow + 4 * x + 3)]) }
            XCTAssertEqual(pixel(9, 44), [255, 0, 0])  // BGRA: blue
            XCTAssertEqual(pixel(10, 44), inner)
            XCTAssertEqual(pixel(14, 44), [0, 0, 255])
            XCTAssertEqual(pixel(8, 44), [255, 255, 255])
            XCTAssertEqual(pixel(14, 36), [255, 255, 255])
            XCTAssertEqual(pixel(14, 37), [255, 0, 0])
        }
    }

    /// Stroke animators reach glyph text too: `sw` 2 plus an animator's 4 at an amount of 50 % is 4 points, centred
    /// on the edge x = 10 (columns 8…11; column 7 white), in the document's blue half way to the animator's red.
    func testStrokeAnimatorsOnGlyphs() throws {
        let animator = #"[{"s": {"s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 100}, "a": {"a": 0, "k": 50}, "r": 1, "b": 1, "sh": 1}, "a": {"sw": {"a": 0, "k": 4}, "sc": {"a": 0, "k": [1, 0, 0, 1]}}}]"#
        let json = document(#"{"s": 20, "f": "Test-Regular", "t": "A", "j": 0, "fc": [1, 1, 1], "sc": [0, 0, 1], "sw": 2}"#, animators: animator)
        let a = try LottieAnimation(json: json, options: LottieOptions(semantics: .afterEffects))
        let frame = try Renderer(canvasSize: Size(width: 100, height: 100), scale: 1, background: .white, images: [:])
            .render(a.layerTree.presentation(at: 0))
        func pixel(_ x: Int, _ y: Int) -> [Int] { (0..<3).map { Int(frame.pixels[y * frame.bytesPerRow + 4 * x + $0]) } }
        for x in [8, 9, 10, 11] {
            let p = pixel(x, 44)  // BGRA: (0.5, 0, 0.5) is 127 or 128 in blue and red
            XCTAssertEqual(p[0], 128, accuracy: 1, "column \(x)")
            XCTAssertEqual(p[1], 0, "column \(x)")
            XCTAssertEqual(p[2], 128, accuracy: 1, "column \(x)")
        }
        XCTAssertEqual(pixel(7, 44), [255, 255, 255])
        XCTAssertEqual(pixel(14, 44), [255, 255, 255])
    }

    /// Animators move glyphs as they move font text: a position animator over the first of two characters.
    func testAnimatorsMoveGlyphs() throws {
        let animator = #"[{"s": {"s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "r": 1, "b": 1, "sh": 1}, "a": {"p": {"a": 0, "k": [0, -10, 0]}}}]"#
        let a = try LottieAnimation(json: document(#"{"s": 20, "f": "Test-Regular", "t": "AA", "j": 0, "fc": [1, 0, 0]}"#, animators: animator),
                                    options: LottieOptions(semantics: .afterEffects))
        let first = try XCTUnwrap(a.presentation(of: "layers[0].char[0]", atFrame: 0))
        let second = try XCTUnwrap(a.presentation(of: "layers[0].char[1]", atFrame: 0))
        XCTAssertEqual(first.toRoot.apply(to: .zero), Point(x: 15, y: 40))
        XCTAssertEqual(second.toRoot.apply(to: .zero), Point(x: 25, y: 50))
    }
}
