import Foundation
import Media
import Raster
import Testing

/// The examples in `Examples/` build with the package and run here, so they cannot rot.
struct ExampleTests {
    static func binary(_ name: String) -> URL {
        CLI.binary.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Runs the example `name` with one argument, a file in a new temporary folder: the folder, the file, what it
    /// printed and its exit status.
    static func runExample(_ name: String, output: String) throws -> (dir: URL, out: String, stdout: String, status: Int32) {
        let dir = try CLI.temporaryDirectory()
        let out = dir.appendingPathComponent(output).path
        let p = Process()
        p.executableURL = binary(name)
        p.arguments = [out]
        let pipe = Pipe()
        p.standardOutput = pipe
        try p.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        return (dir, out, text, p.terminationStatus)
    }

    /// `slide-and-fade`: a 320×240 card slides from x 40 to x 180 (position.x 90 → 230) and fades to half opacity
    /// over 1 s at 30 fps, through `Exporter.render`.
    @Test func slideAndFadeRendersAnMP4() throws {
        let (dir, out, text, status) = try Self.runExample("slide-and-fade", output: "card.mp4")
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(status == 0)
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

    /// `dot-slide` (README, "Core Animation code"): Core Animation code on a Stage; a 60-point dot slides from x 70
    /// to x 250 over 1 s and fades implicitly at 1.2 (0.25 s); 1.5 s at 30 fps.
    @Test func dotSlideRendersAnMP4() throws {
        let (dir, out, text, status) = try Self.runExample("dot-slide", output: "dot.mp4")
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(status == 0)
        #expect(text == "\(out): 45 frames\n")
        let info = try VideoProbe.info(path: out)
        #expect(info.codecName == "h264" && info.width == 320 && info.height == 240 && info.frameCount == 45)
        var frames: [Int: Frame] = [:]
        try VideoProbe.decodeFrames(path: out) { k, frame in if k == 0 || k == 33 || k == 44 { frames[k] = frame } }
        // Frame 0: the dot at x 40…100; frame 33 (1.1 s): at x 220…280; frame 44 (≥ 1.45 s): faded out.
        let first = try #require(frames[0]), moved = try #require(frames[33]), gone = try #require(frames[44])
        #expect(first[70, 120].b > 200 && first[70, 120].r < 60, "dot at x 70: \(first[70, 120])")
        #expect(moved[250, 120].b > 200 && moved[250, 120].r < 60 && moved[70, 120].r > 240, "dot at x 250: \(moved[250, 120])")
        #expect(gone[250, 120].r > 240 && gone[250, 120].g > 240, "faded: \(gone[250, 120])")
    }
}
