import CPango
import Foundation
import Geometry
import Layout
import Motion
import Raster
import Render
import Testing

/// Text with Pango: metrics against the font's own (FreeType), Korean with real glyphs, deterministic pixels.
@Suite struct TextTests {
    static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

    /// The font's vertical metrics in font units (hhea ascender/descender, as FreeType reports them).
    static func fontMetrics(_ path: String) throws -> (ascender: Double, descender: Double, unitsPerEm: Double) {
        var library: FT_Library? = nil
        try #require(FT_Init_FreeType(&library) == 0)
        defer { FT_Done_FreeType(library) }
        var face: FT_Face? = nil
        try #require(FT_New_Face(library, path, 0, &face) == 0)
        defer { FT_Done_Face(face) }
        let f = try #require(face).pointee
        return (Double(f.ascender), Double(f.descender), Double(f.units_per_EM))
    }

    static func textLayer(_ s: String, size: Double = 40, family: String = "Inter") -> LayerState {
        var l = LayerState(id: "t", type: .text)
        l.string = s
        l.fontFamily = family
        l.fontSize = size
        l.foregroundColor = .black
        return l
    }

    /// Pango positions in units of 1/1024 pt; one unit is the tolerance.
    static let pangoUnit = 1.0 / 1024

    @Test func singleLineMetricsAreTheFontsAscentAndDescent() throws {
        let engine = try TextEngine()
        let m = try Self.fontMetrics(Self.inter)
        let size = 40.0
        let metrics = engine.metrics(of: Self.textLayer("Hamburgefonstiv", size: size))
        let ascent = m.ascender * size / m.unitsPerEm, descent = -m.descender * size / m.unitsPerEm
        #expect(abs(metrics.firstBaseline - ascent) <= Self.pangoUnit, "\(metrics) vs ascent \(ascent)")
        #expect(metrics.lastBaseline == metrics.firstBaseline)
        #expect(abs(metrics.size.height - (ascent + descent)) <= 2 * Self.pangoUnit, "\(metrics) vs \(ascent + descent)")
        #expect(metrics.size.width > 0)
    }

    @Test func lineHeightSeparatesBaselines() throws {
        let engine = try TextEngine()
        let m = try Self.fontMetrics(Self.inter)
        let size = 20.0
        let lineHeight = (m.ascender - m.descender) * size / m.unitsPerEm
        let metrics = engine.metrics(of: Self.textLayer("one\ntwo\nthree", size: size))
        #expect(abs((metrics.lastBaseline - metrics.firstBaseline) - 2 * lineHeight) <= 3 * Self.pangoUnit)
        #expect(abs(metrics.size.height - 3 * lineHeight) <= 3 * Self.pangoUnit)
    }

    /// `fontKerning` false turns OpenType kerning off: Inter kerns "AV" tighter than its advance widths, so the
    /// unkerned line is wider; text without kerning pairs ("lllll") measures the same.
    @Test func kerningOffWidensKernedPairsOnly() throws {
        let engine = try TextEngine()
        var kerned = Self.textLayer("AVAVAV"), unkerned = kerned
        unkerned.fontKerning = false
        #expect(engine.metrics(of: unkerned).size.width > engine.metrics(of: kerned).size.width + 1)
        var plain = Self.textLayer("lllll"), plainOff = plain
        plainOff.fontKerning = false
        plain.fontKerning = true
        #expect(engine.metrics(of: plainOff).size.width == engine.metrics(of: plain).size.width)
    }

    /// `fontTracking` adds its points between characters: "lllll" (5 graphemes) is 4 × 3 pt wider with 3 pt of tracking
    /// (to Pango's rounding), and a character of its own is no wider; the first character's box starts where it did,
    /// the last one's ends 12 pt further (Pango gives each character's box its share of the spacing on either side).
    @Test func trackingSpacesCharactersApart() throws {
        let engine = try TextEngine()
        var plain = Self.textLayer("lllll"), tracked = plain
        tracked.fontTracking = 3
        #expect(abs(engine.metrics(of: tracked).size.width - engine.metrics(of: plain).size.width - 4 * 3) <= 5 * Self.pangoUnit)
        let a = engine.characterBoxes(of: plain), b = engine.characterBoxes(of: tracked)
        #expect(a.count == 5 && b.count == 5)
        if let a0 = a.first, let b0 = b.first, let a4 = a.last, let b4 = b.last {
            #expect(b0.x == a0.x)
            #expect(abs((b4.x + b4.width) - (a4.x + a4.width) - 12) <= 5 * Self.pangoUnit)
        }
        var one = Self.textLayer("l"), oneTracked = one
        oneTracked.fontTracking = 3
        one.fontTracking = 0
        #expect(engine.metrics(of: oneTracked).size.width == engine.metrics(of: one).size.width)
    }

    @Test func widthScalesWithSizeAndWrappingNarrows() throws {
        let engine = try TextEngine()
        let a = engine.metrics(of: Self.textLayer("Layout", size: 10)).size.width
        let b = engine.metrics(of: Self.textLayer("Layout", size: 30)).size.width
        // Unhinted metrics: advance widths scale linearly (to Pango's 1/1024 pt rounding per glyph).
        #expect(abs(b - 3 * a) <= 6 * 3 * Self.pangoUnit)
        var wrapped = Self.textLayer("a few words that wrap", size: 20)
        wrapped.isWrapped = true
        wrapped.bounds = Rect(x: 0, y: 0, width: 80, height: 0)
        let w = engine.metrics(of: wrapped)
        #expect(w.size.width <= 80)
        #expect(w.lastBaseline > w.firstBaseline)
    }

    /// Text drawn through a group (opacity below 1, a compositing filter): its glyphs show, at the group's opacity.
    /// An "H" 40 pt tall fills whole pixels in its stems; at opacity 0.5 they are black at alpha 128 (and the same
    /// under `multiply` over nothing, which is source-over). The group's extent once left text out (`Extents`), and
    /// such text drew nothing at all.
    @Test(arguments: [nil, CompositingFilter.multiply])
    func textThroughAGroupIsDrawn(_ filter: CompositingFilter?) throws {
        var text = Self.textLayer("H")
        text.setFrame(Rect(x: 0, y: 0, width: 60, height: 60))
        text.opacity = 0.5
        text.compositingFilter = filter
        let f = try Renderer(canvasSize: Size(width: 60, height: 60), scale: 1, background: nil, images: [:]).render([text])
        var most = 0
        for i in stride(from: 3, to: f.pixels.count, by: 4) { most = max(most, Int(f.pixels[i])) }
        #expect(most == 128)
    }

    @Test func koreanHasGlyphsAndUnknownCharactersDoNot() throws {
        let engine = try TextEngine()
        #expect(engine.families.contains("Inter"))
        #expect(engine.families.contains("NanumGothic"))
        // The Lottie stand-ins (docs/lottie.md, "Fonts"): Nimbus Sans for Helvetica, Liberation for Arial, Times and
        // Courier, Kristi for Venezuela.
        #expect(engine.families.contains("Nimbus Sans"))
        #expect(engine.families.contains("Liberation Sans"))
        #expect(engine.families.contains("Kristi"))
        #expect(!engine.resolvedFamily(for: Self.textLayer("x", family: "Nimbus Sans")).isFallback)
        #expect(engine.unknownGlyphCount(of: Self.textLayer("안녕하세요 Coach mark")) == 0)
        #expect(engine.unknownGlyphCount(of: Self.textLayer("\u{E000}\u{E001}")) > 0)
        let fallback = engine.resolvedFamily(for: Self.textLayer("x", family: "Helvetica"))
        #expect(fallback.family == "Inter" && fallback.isFallback)
    }

    /// Renders `s` black on white, 40 pt at scale 1, in a 240×60 canvas; returns the dark-pixel count per column band.
    static func render(_ s: String) throws -> Frame {
        var l = textLayer(s)
        l.bounds = Rect(x: 0, y: 0, width: 240, height: 60)
        l.position = Point(x: 120, y: 30)
        let r = try Renderer(canvasSize: Size(width: 240, height: 60), scale: 1, background: .white, images: [:])
        return try r.render([l])
    }

    static func darkPixels(_ f: Frame, columns: Range<Int>) -> Int {
        var n = 0
        for y in 0..<f.height {
            for x in columns where f.pixels[y * f.bytesPerRow + x * 4 + 1] < 128 { n += 1 }
        }
        return n
    }

    @Test func koreanDrawsGlyphsNotBoxes() throws {
        let korean = try Self.render("한글")
        let boxes = try Self.render("\u{E000}\u{E001}")
        // Two 40 pt Hangul syllables cover about 80 columns; each has plenty of ink.
        let first = Self.darkPixels(korean, columns: 0..<40), second = Self.darkPixels(korean, columns: 40..<80)
        #expect(first > 150 && second > 150, "ink \(first), \(second)")
        #expect(Self.darkPixels(korean, columns: 120..<240) == 0)
        #expect(korean.pixels != boxes.pixels)
        // The same text renders the same bytes again.
        #expect(try Self.render("한글").pixels == korean.pixels)
    }
}
