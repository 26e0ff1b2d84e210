import Foundation
import Media
import Raster
import Testing

/// An odd frame size for H.264, HEVC and VP9: padded to even with the background by default, said in one line on
/// stderr; `--no-pad-to-even` refuses as before. The README's `animate LottieLogo1.json -o logo.mp4` (375 × 667).
struct OddSizeTests {
    static let logo = "Tests/LottieTests/Fixtures/oracle/samples/LottieLogo1.json"

    @Test func lottieLogoToMP4IsPaddedTo376x668() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("logo.mp4").path
        let r = try CLI.run([Self.logo, "-o", out, "--frames", "0..1", "--quiet"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr == "animate: 375×667 px padded to 376×668 px with the background at the right and bottom: H.264 yuv420p needs an even width and height (--no-pad-to-even refuses instead)\n", "\(r.stderr)")
        let info = try VideoProbe.info(path: out)
        #expect([info.width, info.height] == [376, 668] && info.pixelFormat == "yuv420p")
        // The added column and row are the background: the Lottie file has none, so black in an opaque format
        // (dark after decoding: 4:2:0 shares each pixel's colour with its neighbour column and row, so the logo's
        // edge tints them a little; the exact pixels are `EvenSizePaddingTests`').
        var first: Frame?
        try VideoProbe.decodeFrames(path: out) { k, f in if k == 0 { first = f } }
        let f = try #require(first)
        for (x, y) in [(375, 0), (375, 400), (0, 667), (200, 667), (375, 667)] {
            let p = f[x, y]
            #expect(max(p.r, p.g, p.b) <= 40, "(\(x), \(y)): \(p)")
        }
    }

    @Test func hevcAndVP9ArePaddedAndNoPadToEvenRefuses() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("odd.json").path
        try ##"{"canvas": {"size": [65, 67], "duration": 0.2, "background": "#3366CC"}, "layers": [{"id": "a"}]}"##
            .write(toFile: scene, atomically: true, encoding: .utf8)
        let hevc = dir.appendingPathComponent("o.mp4").path
        let h = try CLI.run([scene, "-o", hevc, "--codec", "hevc", "--quiet"])
        #expect(h.status == 0 && h.stderr.contains("65×67 px padded to 66×68 px with the background") && h.stderr.contains("HEVC"), "\(h.stderr)")
        let hi = try VideoProbe.info(path: hevc)
        #expect([hi.width, hi.height] == [66, 68] && hi.codecName == "hevc")
        var first: Frame?
        try VideoProbe.decodeFrames(path: hevc) { k, f in if k == 0 { first = f } }
        // The padding is the background #3366CC (within the encoder's rounding), like the canvas beside it.
        let pad = try #require(first)[65, 67], inside = try #require(first)[30, 30]
        #expect(abs(Int(pad.b) - Int(inside.b)) <= 3 && abs(Int(pad.r) - Int(inside.r)) <= 3 && inside.b > 180, "\(pad) \(inside)")
        let webm = dir.appendingPathComponent("o.webm").path
        let v = try CLI.run([scene, "-o", webm, "--quiet"])
        #expect(v.status == 0 && v.stderr.contains("padded to 66×68 px with transparent"), "\(v.stderr)")
        let refused = try CLI.run([scene, "-o", dir.appendingPathComponent("r.mp4").path, "--no-pad-to-even"])
        #expect(refused.status == 2 && refused.stderr.contains("needs an even width and height"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("r.mp4").path))
    }
}
