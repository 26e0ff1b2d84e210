import Export
import Geometry
import Media
import Raster
import Testing

/// `EvenSizePadding`: which sizes and formats are padded, and the pixels of the added column and row.
struct EvenSizePaddingTests {
    @Test func onlyOddSizesOfYUV420FormatsArePadded() throws {
        let p = try #require(EvenSizePadding(width: 375, height: 667, format: .h264))
        #expect([p.paddedWidth, p.paddedHeight] == [376, 668])
        #expect(EvenSizePadding(width: 376, height: 668, format: .h264) == nil)
        #expect(EvenSizePadding(width: 375, height: 667, format: .prores4444) == nil)
        #expect(EvenSizePadding(width: 375, height: 667, format: .gif) == nil)
        let v = try #require(EvenSizePadding(width: 10, height: 7, format: .vp9))
        #expect([v.paddedWidth, v.paddedHeight] == [10, 8])
        #expect(p.note == "375×667 px padded to 376×668 px with the background at the right and bottom: H.264 yuv420p needs an even width and height (--no-pad-to-even refuses instead)")
    }

    /// The frame is copied unchanged to the top left; the new column and row hold the fill: the background made
    /// opaque (premultiplied) for H.264, transparent for VP9.
    @Test func paddedPixels() throws {
        var f = Frame(width: 3, height: 3)
        for i in stride(from: 0, to: f.pixels.count, by: 4) { f.pixels[i] = 10; f.pixels[i + 1] = 20; f.pixels[i + 2] = 30; f.pixels[i + 3] = 255 }
        let p = try #require(EvenSizePadding(width: 3, height: 3, format: .h264))
        let fill = p.fill(background: Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        #expect(fill == Pixel(b: 0, g: 64, r: 128, a: 255))
        let out = p.pad(f, fill: fill)
        #expect([out.width, out.height] == [4, 4])
        for y in 0..<3 { for x in 0..<3 { #expect(out[x, y] == Pixel(b: 10, g: 20, r: 30, a: 255)) } }
        for k in 0..<4 { #expect(out[3, k] == fill && out[k, 3] == fill) }
        #expect(p.fill(background: nil) == Pixel(b: 0, g: 0, r: 0, a: 255))
        let v = try #require(EvenSizePadding(width: 3, height: 3, format: .vp9))
        #expect(v.fill(background: .black) == Pixel(b: 0, g: 0, r: 0, a: 0))
    }
}
