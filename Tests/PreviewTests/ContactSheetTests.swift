import Composition
import Export
import Geometry
@testable import Preview
import Raster
import Render
import SceneFile
import TestSupport
import Testing

@Suite struct ContactSheetTests {
    static let scene = """
        {"canvas": {"size": [40, 30], "fps": 20, "background": "#FFFFFF"},
         "layers": [{"id": "dot", "type": "shape", "frame": [0, 0, 10, 10], "path": {"ellipse": [0, 0, 10, 10]}, "fillColor": "#007AFF"}],
         "transactions": [{"at": 0.1, "duration": 0.2, "timingFunction": "linear", "set": {"dot.position": [30, 20]}}]}
        """

    /// 7 frames over 0…0.3 s at 20 fps (6 frames): indices round(k × 6 / 6).
    @Test func evenlySpacedTimesLandOnFrames() throws {
        let s = try Composition.parse(Self.scene)
        #expect(ContactSheet.evenlySpacedTimes(in: s, count: 7) == [0, 1, 2, 3, 4, 5, 6].map { Double($0) / 20 })
        #expect(ContactSheet.evenlySpacedTimes(in: s, count: 3) == [0, 0.15, 0.3])
    }

    /// Portrait 390×844 with 12 frames: 6 columns by 2 rows fits 1200 × 1200 best.
    @Test func layoutForTheDefaultScene() {
        let l = ContactSheet.Layout.fit(canvas: Size(width: 390, height: 844), count: 12, maxWidth: 1200, maxHeight: 1200)
        #expect(l.columns == 6 && l.rows == 2)
        #expect(l.width <= 1200 && l.height <= 1200)
        #expect(l.thumbnailWidth == 184)
    }

    /// Each thumbnail on the sheet is the frame rendered at the thumbnail scale, pixel for pixel.
    @Test func thumbnailsAreExactRenders() throws {
        let s = try Composition.parse(Self.scene)
        let times = [0.0, 0.2]
        let sheet = try ContactSheet.render(s, times: times, title: "dot", maxWidth: 400, maxHeight: 400)
        let layout = ContactSheet.Layout.fit(canvas: s.canvas.size, count: 2, maxWidth: 400, maxHeight: 400)
        #expect(sheet.width == layout.width && sheet.height == layout.height)
        let r = try Renderer(canvasSize: s.canvas.size, scale: layout.thumbnailScale, background: s.canvas.background, images: [:])
        for (k, t) in times.enumerated() {
            let expected = try r.render(s.tree.presentation(at: t))
            let o = layout.origin(of: k)
            var mismatches = 0
            for y in 0..<expected.height {
                for x in 0..<expected.width where sheet[Int(o.x) + x, Int(o.y) + y] != expected[x, y] { mismatches += 1 }
            }
            #expect(mismatches == 0, "thumbnail \(k)")
        }
    }
}
