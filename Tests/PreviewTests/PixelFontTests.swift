import Geometry
import Testing
@testable import Preview

@Suite struct PixelFontTests {
    /// Every glyph is 9 rows of 5 cells, so text lines up on the cell grid.
    @Test func glyphsAreFiveByNine() {
        for (ch, rows) in PixelFont.glyphs {
            #expect(rows.count == 9, "\(ch)")
            #expect(rows.allSatisfy { $0.count == 5 && $0.allSatisfy { $0 == "#" || $0 == "." } }, "\(ch)")
        }
    }

    /// "1" at cell 2: its rows' lit runs become rectangles on whole cells.
    @Test func oneIsSevenRuns() {
        let p = PixelFont.path("1", at: Point(x: 10, y: 20), cell: 2)
        #expect(p.subpaths.count == 7)
        #expect(p.bounds == Rect(x: 12, y: 20, width: 6, height: 14))
        #expect(PixelFont.width(of: "12", cell: 2) == 22)
    }
}
