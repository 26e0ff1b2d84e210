import Foundation
import Geometry
import Lottie
import Motion
import Render
import Testing

/// After Effects' Stroke effect (`ef` `ty` 22) under `--lottie-semantics after-effects`, as lottie-web's
/// `SVGStrokeEffect` draws it, and ignored under `lottie-ios` (`LottieTranslator+StrokeEffect.swift`).
struct StrokeEffectTests {
    /// The effect with its eleven parameters by position; `style` 1 on original, 2 on transparent, 3 reveal.
    static func effect(mask: Int = 1, allMasks: Int = 0, size: Double = 5, opacity: Double = 1, start: Double = 0,
                       end: Double = 100, spacing: Double = 0, style: Int = 1) -> String {
        func p(_ name: String, _ k: String) -> String { #"{"ty": 0, "nm": "\#(name)", "v": {"a": 0, "k": \#(k)}}"# }
        let params = [p("Path", "\(mask)"), p("All Masks", "\(allMasks)"), p("Stroke Sequentially", "0"),
                      p("Color", "[0, 0, 1, 1]"), p("Brush Size", "\(size)"), p("Brush Hardness", "75"),
                      p("Opacity", "\(opacity)"), p("Start", "\(start)"), p("End", "\(end)"),
                      p("Spacing", "\(spacing)"), p("Paint Style", "\(style)")]
        return #"{"ty": 22, "nm": "Stroke", "mn": "ADBE Stroke", "ef": [\#(params.joined(separator: ", "))]}"#
    }

    /// A mask path (JSON): the closed rectangle `x0…x1` × `y0…y1`.
    static func rectangle(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> String {
        #"{"a": 0, "k": {"c": true, "v": [[\#(x0), \#(y0)], [\#(x1), \#(y0)], [\#(x1), \#(y1)], [\#(x0), \#(y1)]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}}"#
    }

    /// A red 40 × 40 square at (30…70, 30…70) on a 100 × 100 canvas with `masks` (mode, path) and `effects`.
    static func document(masks: [(String, String)], effects: [String]) -> String {
        let shapes = #"[{"ty": "rc", "s": {"a": 0, "k": [40, 40]}, "p": {"a": 0, "k": [50, 50]}, "r": {"a": 0, "k": 0}}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]"#
        let m = masks.map { #"{"mode": "\#($0.0)", "inv": false, "pt": \#($0.1)}"# }
        let extra = #", "hasMask": true, "masksProperties": [\#(m.joined(separator: ", "))], "ef": [\#(effects.joined(separator: ", "))]"#
        return LottieJSON.document(layers: [LottieJSON.shapeLayer(extra: extra, shapes: shapes)])
    }

    static let ae = LottieOptions(semantics: .afterEffects)

    /// The (r, g, b, a) bytes of each pixel of `row`, drawn on a transparent canvas.
    static func pixels(_ a: LottieAnimation, row: Int) throws -> [[Int]] {
        let f = try Renderer(canvasSize: Size(width: 100, height: 100), scale: 1, background: nil, images: [:])
            .render(a.layerTree.presentation(at: 0))
        return (0..<100).map { x in
            let i = row * f.bytesPerRow + 4 * x
            return [Int(f.pixels[i + 2]), Int(f.pixels[i + 1]), Int(f.pixels[i]), Int(f.pixels[i + 3])]
        }
    }

    /// The stroke layers the effect added (`layers[0].ef[0].stroke`, `#2` …) at Lottie frame `frame`.
    static func strokes(_ a: LottieAnimation, atFrame frame: Double = 0) -> [LayerState] {
        var out: [LayerState] = []
        func walk(_ l: LayerState) {
            if l.id.hasPrefix("layers[0].ef[0].stroke") { out.append(l) }
            l.sublayers.forEach(walk)
            if let m = l.mask { walk(m) }
        }
        a.layerTree.presentation(at: a.time(atFrame: frame)).forEach(walk)
        return out
    }

    /// On original image, along a mask of mode none (which clips nothing): a blue stroke 2 × 5 wide with round
    /// caps and joins, no fill, over the red square; row 20 (the mask's top edge, 20…80) is blue from x = 20 − 5
    /// to 80 + 5 (the round joins), the square's row 50 red inside and blue on the edge at x = 20 ± 5.
    @Test func strokeAlongAMaskOnTheOriginalImage() throws {
        let json = Self.document(masks: [("n", Self.rectangle(20, 20, 80, 80))], effects: [Self.effect()])
        let a = try LottieAnimation(json: json, options: Self.ae)
        let s = try #require(Self.strokes(a).first)
        #expect(Self.strokes(a).count == 1)
        #expect(s.lineWidth == 10 && s.fillColor == nil && s.lineCap == .round && s.lineJoin == .round)
        #expect(s.strokeColor == Color(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(s.opacity == 1 && s.strokeStart == 0 && s.strokeEnd == 1 && s.lineDashPattern == nil)
        #expect(s.path == Path([.move(Point(x: 20, y: 20)), .line(Point(x: 80, y: 20)), .line(Point(x: 80, y: 80)),
                                .line(Point(x: 20, y: 80)), .line(Point(x: 20, y: 20)), .close]))
        let top = try Self.pixels(a, row: 20)
        #expect(top[10][3] == 0 && top[16] == [0, 0, 255, 255] && top[50] == [0, 0, 255, 255] && top[90][3] == 0)
        let middle = try Self.pixels(a, row: 50)
        #expect(middle[14][3] == 0 && middle[20] == [0, 0, 255, 255] && middle[24] == [0, 0, 255, 255])
        #expect(middle[26][3] == 0 && middle[40] == [255, 0, 0, 255] && middle[80] == [0, 0, 255, 255])
        #expect(a.warnings.isEmpty)
        #expect(a.semanticsDifferences == ["effects other than Drop Shadow"])
    }

    /// lottie-ios ignores the effect with its warning; the square alone is drawn.
    @Test func lottieIOSIgnoresTheStrokeEffect() throws {
        let json = Self.document(masks: [("n", Self.rectangle(20, 20, 80, 80))], effects: [Self.effect()])
        let a = try LottieAnimation(json: json)
        #expect(Self.strokes(a).isEmpty)
        #expect(a.warnings.map(\.path) == ["layers[0].ef[0]"])
        #expect(try Self.pixels(a, row: 20)[50][3] == 0)
        #expect(a.semanticsDifferences == ["effects other than Drop Shadow"])
    }

    /// The stroke is drawn after the masks (After Effects' order): an add mask over the left half clips the square
    /// but not the stroke along it, which reaches 5 px past the mask's right edge at x = 50.
    @Test func theStrokeIsNotClippedByTheMasks() throws {
        let json = Self.document(masks: [("a", Self.rectangle(0, 0, 50, 100))], effects: [Self.effect()])
        let row = try Self.pixels(try LottieAnimation(json: json, options: Self.ae), row: 50)
        #expect(row[40] == [255, 0, 0, 255], "the square inside the mask")
        #expect(row[52] == [0, 0, 255, 255] && row[54] == [0, 0, 255, 255], "the stroke past the mask's edge")
        #expect(row[60][3] == 0, "the square outside the mask")
    }

    /// On transparent (2): the stroke alone; reveal original image (3): the square only where the stroke paints.
    @Test func paintStyles() throws {
        let mask = [("n", Self.rectangle(20, 20, 80, 80))]
        let alone = try Self.pixels(try LottieAnimation(json: Self.document(masks: mask, effects: [Self.effect(style: 2)]),
                                                         options: Self.ae), row: 50)
        #expect(alone[20] == [0, 0, 255, 255] && alone[50][3] == 0)
        let reveal = try LottieAnimation(json: Self.document(masks: [("n", Self.rectangle(30, 0, 30, 100))],
                                                             effects: [Self.effect(style: 3)]), options: Self.ae)
        // A vertical line at x = 30 (the square's left edge), 10 wide: the square shows in 30…35 only.
        let row = try Self.pixels(reveal, row: 50)
        #expect(row[26][3] == 0 && row[31] == [255, 0, 0, 255] && row[34] == [255, 0, 0, 255] && row[36][3] == 0)
    }

    /// All masks: one stroke per mask, each trimmed alone; start 75, end 25 is the range 25…75 %; opacity 0.5;
    /// spacing 50 %: dots of length 1 every 1 + 2 × 5 × 0.5.
    @Test func allMasksTrimAndSpacing() throws {
        let masks = [("n", Self.rectangle(10, 10, 40, 40)), ("a", Self.rectangle(60, 60, 90, 90))]
        let e = Self.effect(allMasks: 1, opacity: 0.5, start: 75, end: 25, spacing: 50)
        let a = try LottieAnimation(json: Self.document(masks: masks, effects: [e]), options: Self.ae)
        let s = Self.strokes(a)
        #expect(s.count == 2)
        #expect(s.map(\.strokeStart) == [0.25, 0.25] && s.map(\.strokeEnd) == [0.75, 0.75])
        #expect(s.map(\.opacity) == [0.5, 0.5])
        #expect(s.map(\.lineDashPattern) == [[1, 5], [1, 5]])
        #expect(s[1].path?.elements.first == .move(Point(x: 60, y: 60)))
    }

    /// A mask the layer does not have: a warning at the effect, nothing stroked.
    @Test func aMissingMaskIsWarned() throws {
        let json = Self.document(masks: [("n", Self.rectangle(20, 20, 80, 80))], effects: [Self.effect(mask: 3)])
        let a = try LottieAnimation(json: json, options: Self.ae)
        #expect(Self.strokes(a).isEmpty)
        #expect(a.warnings.map(\.message) == ["the Stroke effect's mask 3 is not one of the layer's 1 masks; nothing is stroked"])
        #expect(a.warnings.map(\.path) == ["layers[0].ef[0]"])
    }

    /// Brush size 5 → 10 over frames 0…10 (linear) with spacing 50: at frame 5 the width is 2 × 7.5 and the dots'
    /// gap 2 × 7.5 × 0.5, as lottie-web recomputes the dash array when the size changes (it was the first size's).
    @Test func animatedBrushSizeMovesTheDots() throws {
        let still = #"{"ty": 0, "nm": "Brush Size", "v": {"a": 0, "k": 5.0}}"#
        let ramp = #"{"ty": 0, "nm": "Brush Size", "v": {"a": 1, "k": [{"t": 0, "s": [5], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [10]}]}}"#
        let e = Self.effect(spacing: 50).replacingOccurrences(of: still, with: ramp)
        #expect(e.contains(ramp))
        let json = Self.document(masks: [("n", Self.rectangle(20, 20, 80, 80))], effects: [e])
        let a = try LottieAnimation(json: json, options: Self.ae)
        for (frame, size) in [(0.0, 5.0), (5, 7.5), (10, 10)] {
            let s = Self.strokes(a, atFrame: frame)
            #expect(s.count == 1)
            #expect(abs((s.first?.lineWidth ?? 0) - 2 * size) < 1e-9, "frame \(frame)")
            let pattern = try #require(s.first?.lineDashPattern)
            #expect(pattern.count == 2 && pattern[0] == 1 && abs(pattern[1] - 2 * size * 0.5) < 1e-9, "frame \(frame): \(pattern)")
        }
    }
}
