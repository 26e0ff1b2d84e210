import Raster
import Testing
@testable import Preview

@Suite struct FrameDiffTests {
    static func frame(_ fill: Pixel) -> Frame {
        var f = Frame(width: 4, height: 5)
        for y in 0..<5 { for x in 0..<4 { f[x, y] = fill } }
        return f
    }

    @Test func identicalFramesPassExactly() {
        let a = Self.frame(Pixel(r: 10, g: 20, b: 30))
        let c = FrameDiff.compare(a, a)
        #expect(c.passed && c.differingPixels == 0 && c.largestChannelDifference == 0)
    }

    /// Two knobs: how far a pixel may differ (channel), and what fraction may differ beyond that.
    @Test func toleranceKnobs() {
        let a = Self.frame(Pixel(r: 10, g: 20, b: 30))
        var b = a
        b[1, 2] = Pixel(r: 14, g: 20, b: 30)
        #expect(!FrameDiff.compare(a, b).passed)
        #expect(FrameDiff.compare(a, b).differingPixels == 1)
        #expect(FrameDiff.compare(a, b).largestChannelDifference == 4)
        #expect(!FrameDiff.compare(a, b, tolerance: PixelTolerance(channel: 3)).passed)
        #expect(FrameDiff.compare(a, b, tolerance: PixelTolerance(channel: 4)).passed)
        // 1 of 20 pixels is 5 %.
        #expect(!FrameDiff.compare(a, b, tolerance: PixelTolerance(fraction: 0.049)).passed)
        #expect(FrameDiff.compare(a, b, tolerance: PixelTolerance(fraction: 0.05)).passed)
    }

    @Test func differentSizesNeverPass() {
        let c = FrameDiff.compare(Frame(width: 4, height: 5), Frame(width: 5, height: 4), tolerance: PixelTolerance(channel: 255, fraction: 1))
        #expect(!c.passed)
        #expect(c.sizeMismatch == "5×4 px, expected 4×5 px")
        #expect(FrameDiff.differenceImage(Frame(width: 4, height: 5), Frame(width: 5, height: 4)) == nil)
    }

    /// Red beyond the tolerance, yellow within it, faint grey elsewhere (white stays white).
    @Test func differenceImageColours() throws {
        let a = Self.frame(Pixel(r: 255, g: 255, b: 255))
        var b = a
        b[0, 0] = Pixel(r: 0, g: 0, b: 0)
        b[1, 0] = Pixel(r: 254, g: 255, b: 255)
        let d = try #require(FrameDiff.differenceImage(a, b, tolerance: PixelTolerance(channel: 1)))
        #expect(d[0, 0] == Pixel(r: 255, g: 0, b: 0))
        #expect(d[1, 0] == Pixel(r: 255, g: 204, b: 0))
        #expect(d[2, 0] == Pixel(r: 255, g: 255, b: 255))
    }
}
