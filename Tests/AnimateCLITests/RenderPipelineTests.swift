import Foundation
import Media
import Raster
import Testing

/// The render pipeline through the built binary: every output format, --threads independence, interruption.
@Suite(.serialized) struct RenderPipelineTests {
    static let spotlight = CLI.root.appendingPathComponent("Scenes/spotlight.json").path
    static let bench = CLI.root.appendingPathComponent("Scenes/bench-spotlight.json").path

    /// A 64×48 scene on a transparent canvas: a translucent blue box (alpha 0xCC) sliding right over 12 frames.
    static let translucentScene = """
        {"version": 1, "canvas": {"size": [64, 48], "fps": 30, "duration": 0.4},
         "layers": [{"id": "box", "frame": [4, 8, 24, 24], "backgroundColor": "#3366CCCC"}],
         "animations": [{"layer": "box", "keyPath": "position.x", "fromValue": 16, "toValue": 48, "duration": 0.4}]}
        """

    static func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// The same scene and settings give the same bytes whatever --threads is, for every format. Frames 30…53 hold,
    /// then move (from 36): threads draw runs of frames over their previous frame, reused or redrawn in part.
    @Test(arguments: ["out.mp4", "out.mov", "out.webm", "out.gif", "seq/"])
    func threadsDoNotChangeTheOutput(_ name: String) throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var outputs: [[String: Data]] = []
        for threads in [1, 3, 4] {
            let sub = dir.appendingPathComponent("t\(threads)")
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            let out = sub.appendingPathComponent(name).path
            let r = try CLI.run([Self.spotlight, "-o", out, "--scale", "1", "--frames", "30..53", "--threads", "\(threads)", "--quiet"])
            #expect(r.status == 0, "stderr: \(r.stderr)")
            #expect(r.stderr.isEmpty, "--quiet prints nothing: \(r.stderr)")
            var files: [String: Data] = [:]
            if name.hasSuffix("/") {
                for f in CLI.files(in: URL(fileURLWithPath: out)) { files[f] = try Self.bytes(out + "/" + f) }
                #expect(files.count == 24)
            } else {
                files[name] = try Self.bytes(out)
            }
            #expect(CLI.files(in: sub) == [name.hasSuffix("/") ? String(name.dropLast()) : name], "no temporary file may remain")
            outputs.append(files)
        }
        #expect(outputs[0] == outputs[1], "\(name): --threads 1 and --threads 3 differ")
        #expect(outputs[0] == outputs[2], "\(name): --threads 1 and --threads 4 differ")
    }

    struct AlphaCase: Sendable, CustomStringConvertible {
        var ext: String, codec: String, pixelFormat: String
        /// Least PSNR (RGB, premultiplied) of a decoded frame against the PNG still of the same instant.
        var bound: Double
        var description: String { ext }
    }

    // ProRes 4444 is near-lossless (measured > 45 dB; bound 40); VP9 at crf 30 on a hard-edged box, with chroma
    // at half resolution, measures ≈ 35 dB (bound 30); H.264 at crf 18, composited over black, ≈ 40 dB (bound 33).
    static let alphaCases = [
        AlphaCase(ext: "mov", codec: "prores", pixelFormat: "yuva444p12le", bound: 40),
        AlphaCase(ext: "webm", codec: "vp9", pixelFormat: "yuva420p", bound: 30),
        AlphaCase(ext: "mp4", codec: "h264", pixelFormat: "yuv420p", bound: 33),
    ]

    /// Each video format decodes back with its codec, pixel format, size, 12 frames at k/30 s and a 0.4 s duration;
    /// alpha survives in .mov and .webm (transparent canvas stays transparent, the box keeps alpha 0xCC) and frame 6
    /// matches the PNG still rendered at 6/30 s.
    @Test(arguments: alphaCases) func formatsDecodeBack(_ c: AlphaCase) throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("box.json")
        try Self.translucentScene.write(to: scene, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("box.\(c.ext)").path
        let r = try CLI.run([scene.path, "-o", out, "--quiet"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let still = dir.appendingPathComponent("still.png").path
        #expect(try CLI.run([scene.path, "-o", still, "--time", "\(6.0 / 30)"]).status == 0)
        var expected = try ImageDecoder.decode(path: still)
        if c.ext == "mp4" {
            // No alpha: the transparent canvas shows black, translucent colours as premultiplied (over black).
            for y in 0..<expected.height { for x in 0..<expected.width { expected[x, y].a = 255 } }
        }

        let info = try VideoProbe.info(path: out)
        #expect(info.codecName == c.codec)
        #expect(info.decodedPixelFormat == c.pixelFormat)
        #expect(info.width == 64 && info.height == 48)
        #expect(info.frameCount == 12)
        #expect(abs(info.duration - 0.4) < 1e-3, "duration \(info.duration)")
        for (k, t) in info.frameTimes.enumerated() { #expect(abs(t - Double(k) / 30) < 1e-3, "frame \(k) at \(t)") }
        try VideoProbe.decodeFrames(path: out) { k, frame in
            if c.ext != "mp4" {
                #expect(frame[1, 1].a <= 2, "frame \(k): canvas corner \(frame[1, 1])")
            }
            if k == 6 {
                let quality = psnr(frame, expected)
                #expect(quality >= c.bound, "\(c.ext) frame 6: PSNR \(quality) dB")
                if c.ext != "mp4" {
                    let box = expected[20, 20].a
                    #expect(box == 0xCC, "the still has the box at (20, 20)")
                    #expect(abs(Int(frame[20, 20].a) - Int(box)) <= 3, "alpha kept: \(frame[20, 20])")
                }
            }
        }
    }

    /// A GIF: 256 colours at most, loops, 12 frames whose delays (whole centiseconds) add up to the 0.4 s duration.
    @Test func gifThroughTheCLI() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("box.json")
        try Self.translucentScene.write(to: scene, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("box.gif").path
        let r = try CLI.run([scene.path, "-o", out, "--background", "#FFFFFF"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("100%"), "progress lines when stderr is not a terminal: \(r.stderr)")
        let info = try VideoProbe.info(path: out)
        #expect(info.codecName == "gif" && info.frameCount == 12)
        #expect(abs(info.frameDurations.reduce(0, +) - 0.4) < 1e-9)
        #expect(try Self.bytes(out).range(of: Data("NETSCAPE2.0".utf8)) != nil)
        try VideoProbe.decodeFrames(path: out) { k, frame in
            var colours = Set<UInt32>()
            for y in 0..<frame.height { for x in 0..<frame.width {
                let p = frame[x, y]
                colours.insert(UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b))
            } }
            #expect(colours.count <= 256)
            #expect(frame[1, 1] == Pixel(r: 255, g: 255, b: 255), "frame \(k): --background shows: \(frame[1, 1])")
        }
        // 60 fps is refused for a GIF, naming the limit.
        let fast = try CLI.run([scene.path, "-o", dir.appendingPathComponent("fast.gif").path, "--fps", "60"])
        #expect(fast.status == 2 && fast.stderr.contains("at most 50 fps"), "\(fast.stderr)")
    }

    /// PNG sequences: a folder, a %04d pattern, --frames numbering, and the refusal to replace a folder that holds
    /// anything else.
    @Test func pngSequences() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("box.json")
        try Self.translucentScene.write(to: scene, atomically: true, encoding: .utf8)
        #expect(try CLI.run([scene.path, "-o", dir.appendingPathComponent("frames/").path, "--quiet"]).status == 0)
        #expect(CLI.files(in: dir.appendingPathComponent("frames")) == (0..<12).map { String(format: "frame-%04d.png", $0) })
        let pattern = dir.appendingPathComponent("shots/s%03d.png").path
        #expect(try CLI.run([scene.path, "-o", pattern, "--frames", "3..5", "--quiet"]).status == 0)
        #expect(CLI.files(in: dir.appendingPathComponent("shots")) == ["s003.png", "s004.png", "s005.png"])
        // Frame 4 of the sequence is the still at 4/30 s.
        let still = dir.appendingPathComponent("still.png").path
        #expect(try CLI.run([scene.path, "-o", still, "--time", "\(4.0 / 30)"]).status == 0)
        #expect(try Self.bytes(still) == Self.bytes(dir.appendingPathComponent("shots/s004.png").path))

        try "notes".write(to: dir.appendingPathComponent("shots/notes.txt"), atomically: true, encoding: .utf8)
        let refused = try CLI.run([scene.path, "-o", pattern, "--quiet"])
        #expect(refused.status == 2 && refused.stderr.contains("notes.txt"), "\(refused.stderr)")
        #expect(CLI.files(in: dir.appendingPathComponent("shots")).count == 4)
    }

    /// --no-overwrite refuses an existing target before any work; the default replaces it.
    @Test func overwritePolicy() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("box.json")
        try Self.translucentScene.write(to: scene, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("box.mp4")
        try Data("old".utf8).write(to: out)
        let refused = try CLI.run([scene.path, "-o", out.path, "--no-overwrite"])
        #expect(refused.status == 2 && refused.stderr.contains("--overwrite"), "\(refused.stderr)")
        #expect(try Data(contentsOf: out) == Data("old".utf8))
        #expect(try CLI.run([scene.path, "-o", out.path, "--quiet"]).status == 0)
        #expect(try VideoProbe.info(path: out.path).frameCount == 12)
    }

    /// SIGINT / SIGTERM mid-render: exit 130 / 143, no temporary file left, an existing target untouched.
    @Test(arguments: [(SIGINT, "out.mp4"), (SIGTERM, "seq")])
    func interruptedRenderLeavesNothing(_ signal: Int32, _ name: String) throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent(name)
        let old = Data("old".utf8)
        if name == "seq" {
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            try old.write(to: target.appendingPathComponent("old.png"))
        } else {
            try old.write(to: target)
        }
        let p = Process()
        p.executableURL = CLI.binary
        p.arguments = [Self.bench, "-o", target.path + (name == "seq" ? "/" : ""), "--quiet", "--threads", "2"]
        p.standardError = FileHandle.nullDevice
        try p.run()
        // Wait until the temporary output exists and has grown, i.e. the render is under way.
        let deadline = Date().addingTimeInterval(60)
        var started = false
        while Date() < deadline, p.isRunning {
            let temps = CLI.files(in: dir).filter { $0.hasPrefix(".") }
            if let t = temps.first {
                let path = dir.appendingPathComponent(t).path
                let size = name == "seq"
                    ? CLI.files(in: URL(fileURLWithPath: path)).count
                    : ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
                if size > 0 { started = true; break }
            }
            usleep(20_000)
        }
        #expect(started, "the render never got under way")
        kill(p.processIdentifier, signal)
        p.waitUntilExit()
        #expect(p.terminationStatus == 128 + signal, "exit status \(p.terminationStatus)")
        #expect(CLI.files(in: dir) == [name], "left behind: \(CLI.files(in: dir))")
        if name == "seq" {
            #expect(CLI.files(in: target) == ["old.png"])
            #expect(try Data(contentsOf: target.appendingPathComponent("old.png")) == old)
        } else {
            #expect(try Data(contentsOf: target) == old)
        }
    }
}

/// Peak signal-to-noise ratio of the RGB channels (alpha ignored), in dB: `Frame.psnr(to:)`.
private func psnr(_ a: Frame, _ b: Frame) -> Double { a.psnr(to: b) }
