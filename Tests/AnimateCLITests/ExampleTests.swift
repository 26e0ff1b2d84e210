import Foundation
import Media
import Raster
import Testing

/// The examples in `Examples/` build with the package and run here, so they cannot rot.
struct ExampleTests {
    static func binary(_ name: String) -> URL {
        CLI.binary.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// `slide-and-fade`: a 320×240 card slides from x 40 to x 180 (position.x 90 → 230) and fades to half opacity
    /// over 1 s at 30 fps, through `Exporter.render`.
    @Test func slideAndFadeRendersAnMP4() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("card.mp4").path
        let p = Process()
        p.executableURL = Self.binary("slide-and-fade")
        p.arguments = [out]
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        #expect(text == "\(out): 30 frames, 320×240 px\n")
        let info = try VideoProbe.info(path: out)
        #expect(info.codecName == "h264" && info.width == 320 && info.height == 240 && info.frameCount == 30)
        // The last frame: the card (blue, half opacity over white) spans x 180…280; left of it is background.
        var last: Frame?
        try VideoProbe.decodeFrames(path: out) { k, frame in if k == 29 { last = frame } }
        let frame = try #require(last)
        let inside = frame[230, 120], outside = frame[100, 120]
        #expect(outside.r > 240 && outside.g > 240 && outside.b > 240, "background at x 100: \(outside)")
        // 50 % of (0, 122, 255) over white ≈ (128, 189, 255); H.264 rounding allows a few levels.
        #expect(abs(Int(inside.r) - 128) <= 6 && abs(Int(inside.g) - 189) <= 6 && inside.b > 245, "card at x 230: \(inside)")
    }
}
