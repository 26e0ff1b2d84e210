import Geometry
import Motion
import Raster
import Render
import Testing

/// `textStroke`: the glyph outlines stroked centred on them, under the fill or over it (`TextEngine.draw`).
@Suite struct TextStrokeTests {
    /// A 100 pt "I" in Nimbus Sans (a plain rectangle: four corners at right angles) on a transparent 120×140 canvas, its top 20 pt below the canvas top.
    static func render(fill: Color = Color(red: 1, green: 0, blue: 0), stroke: TextStroke? = nil) throws -> Frame {
        var l = LayerState(id: "t", type: .text)
        l.string = "I"
        l.fontFamily = "Nimbus Sans"
        l.fontSize = 100
        l.foregroundColor = fill
        l.textStroke = stroke
        l.bounds = Rect(x: 0, y: 0, width: 120, height: 100)
        l.position = Point(x: 60, y: 70)
        l.alignmentMode = .center
        return try Renderer(canvasSize: Size(width: 120, height: 140), scale: 1, background: nil, images: [:]).render([l])
    }

    /// The box of the pixels with any ink: (minX, minY, maxX, maxY), inclusive.
    static func inkBox(_ f: Frame) -> (Int, Int, Int, Int) {
        var box = (Int.max, Int.max, Int.min, Int.min)
        for y in 0..<f.height {
            for x in 0..<f.width where f.pixels[y * f.bytesPerRow + x * 4 + 3] > 0 {
                box = (min(box.0, x), min(box.1, y), max(box.2, x), max(box.3, y))
            }
        }
        return box
    }

    static func pixel(_ f: Frame, _ x: Int, _ y: Int) -> [UInt8] {
        let i = y * f.bytesPerRow + x * 4
        return Array(f.pixels[i..<i + 4])
    }

    /// The ink of a row or a column in pixels: its alphas summed over 255 (coverage, to 1/255 a pixel).
    static func ink(_ f: Frame, row y: Int) -> Double {
        (0..<f.width).reduce(0) { $0 + Double(f.pixels[y * f.bytesPerRow + $1 * 4 + 3]) } / 255
    }
    static func ink(_ f: Frame, column x: Int) -> Double {
        (0..<f.height).reduce(0) { $0 + Double(f.pixels[$1 * f.bytesPerRow + x * 4 + 3]) } / 255
    }

    /// A 4 pt stroke reaches 2 pt (half its width) beyond every edge of the filled glyph: across the stem's middle
    /// row and down its middle column the ink is 4 px longer than the fill's, to the rounding of each edge pixel's
    /// alpha (1/255). At the rectangle's corners the miter (√2 < 10) keeps the ink box square: each side moves out by
    /// 2 pixels, give or take the one whose sliver of coverage rounds to alpha 0.
    @Test func theStrokeReachesHalfItsWidthBeyondTheFill() throws {
        let fill = try Self.render()
        let stroked = try Self.render(stroke: TextStroke(color: Color(red: 0, green: 0, blue: 1), width: 4))
        let box = Self.inkBox(fill)
        #expect(box.0 > 10 && box.1 > 10 && box.3 < 130 && box.2 - box.0 > 5 && box.3 - box.1 > 60, "\(box)")
        let midX = (box.0 + box.2) / 2, midY = (box.1 + box.3) / 2
        let stem = Self.ink(fill, row: midY), height = Self.ink(fill, column: midX)
        #expect(abs(Self.ink(stroked, row: midY) - (stem + 4)) < 2.0 / 255, "\(stem)")
        #expect(abs(Self.ink(stroked, column: midX) - (height + 4)) < 2.0 / 255, "\(height)")
        let outer = Self.inkBox(stroked)
        #expect(abs(outer.0 - (box.0 - 2)) <= 1 && abs(outer.1 - (box.1 - 2)) <= 1, "\(box) \(outer)")
        #expect(abs(outer.2 - (box.2 + 2)) <= 1 && abs(outer.3 - (box.3 + 2)) <= 1, "\(box) \(outer)")
    }

    /// The stroke's inner half lies on the fill: under the fill it is hidden (pure red), over it it shows (pure blue).
    /// The pixel two columns right of the filled glyph's first inked column is inside the fill and within the 6 pt
    /// stroke's 3 pt inner half.
    @Test func theStrokeIsUnderTheFillUnlessOverFill() throws {
        let filled = try Self.render()
        let box = Self.inkBox(filled)
        let x = box.0 + 2, y = (box.1 + box.3) / 2
        let blue = Color(red: 0, green: 0, blue: 1)
        let under = try Self.render(stroke: TextStroke(color: blue, width: 6))
        let over = try Self.render(stroke: TextStroke(color: blue, width: 6, overFill: true))
        #expect(Self.pixel(filled, x, y) == [0, 0, 255, 255])
        #expect(Self.pixel(under, x, y) == [0, 0, 255, 255])
        #expect(Self.pixel(over, x, y) == [255, 0, 0, 255])
        // Outside the fill the stroke shows either way.
        #expect(Self.pixel(under, box.0 - 1, y) == [255, 0, 0, 255])
    }

    /// A stroke of width 0 (or a clear one) draws nothing: the same bytes as the fill alone.
    @Test func aZeroWidthStrokeDrawsNothing() throws {
        let filled = try Self.render()
        #expect(try Self.render(stroke: TextStroke(color: Color(red: 0, green: 0, blue: 1), width: 0)).pixels == filled.pixels)
        #expect(try Self.render(stroke: TextStroke(color: .clear, width: 5)).pixels == filled.pixels)
    }

    /// Text without a fill (`foregroundColor` clear) draws its stroke alone: the stem's middle stays empty.
    @Test func strokeOnlyTextLeavesTheGlyphsHollow() throws {
        let filled = Self.inkBox(try Self.render())
        let hollow = try Self.render(fill: .clear, stroke: TextStroke(color: Color(red: 0, green: 0, blue: 1), width: 2))
        let midX = (filled.0 + filled.2) / 2, midY = (filled.1 + filled.3) / 2
        #expect(Self.pixel(hollow, midX, midY) == [0, 0, 0, 0])
        #expect(Self.pixel(hollow, filled.0, midY)[0] > 0)
        // The 2 pt ring: 1 pt each side of both stem edges across the middle row.
        #expect(abs(Self.ink(hollow, row: midY) - 4) < 2.0 / 255)
    }
}

/// `fontLineHeight`: the lines' baselines that far apart (`TextEngine.draw`, `metrics`).
@Suite struct TextLineHeightTests {
    static func layer(lineHeight: Double?) -> LayerState {
        var l = LayerState(id: "t", type: .text)
        l.string = "H\nH"
        l.fontFamily = "Nimbus Sans"
        l.fontSize = 40
        l.foregroundColor = .black
        l.fontLineHeight = lineHeight
        l.isWrapped = true
        l.bounds = Rect(x: 0, y: 0, width: 100, height: 200)
        l.position = Point(x: 50, y: 100)
        return l
    }

    /// The last inked row of each "H" (its bottom stands on the baseline): 50 rows apart with a line height of 50,
    /// and the metrics' baselines too; without one, Pango's own spacing (Nimbus Sans's, not 50).
    @Test func baselinesAreTheLineHeightApart() throws {
        func bottoms(_ l: LayerState) throws -> [Int] {
            let f = try Renderer(canvasSize: Size(width: 100, height: 200), scale: 1, background: nil, images: [:]).render([l])
            let inked = (0..<f.height).filter { y in (0..<f.width).contains { f.pixels[y * f.bytesPerRow + $0 * 4 + 3] > 0 } }
            // The two runs of inked rows, each ending at its glyph's baseline.
            return inked.enumerated().compactMap { i, y in i + 1 == inked.count || inked[i + 1] != y + 1 ? y : nil }
        }
        let spaced = try bottoms(Self.layer(lineHeight: 50))
        #expect(spaced.count == 2 && spaced[1] - spaced[0] == 50, "\(spaced)")
        let natural = try bottoms(Self.layer(lineHeight: nil))
        #expect(natural.count == 2 && natural[0] == spaced[0] && natural[1] - natural[0] != 50, "\(natural)")
        let engine = try TextEngine()
        let m = engine.metrics(of: Self.layer(lineHeight: 50)), n = engine.metrics(of: Self.layer(lineHeight: nil))
        #expect(m.lastBaseline - m.firstBaseline == 50)
        #expect(abs(m.size.height - (n.size.height + 50 - (n.lastBaseline - n.firstBaseline))) < 1e-9)
        // One line: no pitch, the same bytes as without a line height.
        var one = Self.layer(lineHeight: 50), plain = Self.layer(lineHeight: nil)
        one.string = "H"
        plain.string = "H"
        let r = try Renderer(canvasSize: Size(width: 100, height: 200), scale: 1, background: nil, images: [:])
        #expect(try r.render([one]).pixels == r.render([plain]).pixels)
    }
}
