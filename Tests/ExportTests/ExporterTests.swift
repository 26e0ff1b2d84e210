import Composition
import Export
import Foundation
import Geometry
import Media
import Motion
import Raster
import Testing

/// `Exporter` / `ExportJob`: the library entry point the command line wraps.
struct ExporterTests {
    /// A 40×30 canvas at 10 fps, 0.5 s: a square fading out.
    static func composition() throws -> Composition {
        var square = LayerState(id: "square")
        square.setFrame(Rect(x: 10, y: 5, width: 20, height: 20))
        square.backgroundColor = Color(red: 1, green: 0, blue: 0)
        var tree = LayerTree(layers: [square])
        var fade = BasicAnimation(.opacity)
        fade.toValue = .number(0)
        fade.timing.duration = 0.5
        try tree.add(.basic(fade), toLayer: "square")
        var canvas = Canvas(size: Size(width: 40, height: 30))
        canvas.fps = 10
        return Composition(canvas: canvas, tree: tree)
    }

    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ExportTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func progressCountsEveryFrameInOrder() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var reports: [ExportProgress] = []
        try Exporter.render(try Self.composition(), to: dir.appendingPathComponent("a.mp4"), options: ExportOptions(threads: 3)) {
            reports.append($0)
        }
        #expect(reports.map(\.completed) == Array(1...5))
        #expect(reports.allSatisfy { $0.total == 5 && $0.stages == nil })
        #expect(try VideoProbe.info(path: dir.appendingPathComponent("a.mp4").path).frameCount == 5)
    }

    /// A GIF renders every frame twice: once for its palette, once for its frames.
    @Test func gifProgressCountsBothPasses() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var reports: [ExportProgress] = []
        try Exporter.render(try Self.composition(), to: dir.appendingPathComponent("a.gif")) { reports.append($0) }
        #expect(reports.map(\.completed) == Array(1...10))
        #expect(reports.allSatisfy { $0.total == 10 && $0.stages == "palette, then frames" })
    }

    /// A still through `render` is the frame `Exporter.still` gives, written as PNG.
    @Test func stillsAreTheFrameAtTheTime() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let c = try Self.composition()
        let out = dir.appendingPathComponent("s.png")
        try Exporter.render(c, to: out, options: ExportOptions(time: 0.25))
        let frame = try Exporter.still(c, at: 0.25)
        // The square at half opacity, premultiplied: red 128 (of 255) at alpha 128.
        #expect(frame[20, 15] == Pixel(b: 0, g: 0, r: 128, a: 128), "\(frame[20, 15])")
        #expect(frame[2, 2].a == 0)
        let written = try ImageDecoder.decode(path: out.path)
        #expect(written.width == 40 && written.height == 30 && written[20, 15] == frame[20, 15])
    }

    @Test func outputTargetsFollowThePath() throws {
        #expect(try OutputTarget(path: "a.mp4") == .video(.h264))
        #expect(try OutputTarget(path: "a.MP4", codec: "hevc") == .video(.hevc))
        #expect(try OutputTarget(path: "a.mov") == .video(.prores4444))
        #expect(try OutputTarget(path: "a.webm") == .video(.vp9))
        #expect(try OutputTarget(path: "a.gif") == .gif)
        #expect(try OutputTarget(path: "a.png") == .still)
        #expect(try OutputTarget(path: "shots/%03d.png")
                == .sequence(folder: "shots", pattern: FramePattern(folder: "shots", prefix: "", digits: 3, suffix: ".png")))
        #expect(try OutputTarget(path: "frames/")
                == .sequence(folder: "frames/", pattern: FramePattern(folder: "frames/", prefix: "frame-", digits: 4, suffix: ".png")))
        #expect(throws: ExportError.badInput("a.avi: unsupported output format \".avi\" (supported: .mp4, .mov, .webm, .gif, .png, a folder or a %04d.png pattern)")) {
            try OutputTarget(path: "a.avi")
        }
        #expect(throws: ExportError.badInput("\(option: "codec") vp9: .mov is written as prores")) { try OutputTarget(path: "a.mov", codec: "vp9") }
        #expect(FramePattern(folder: ".", prefix: "f", digits: 3, suffix: ".png").name(7) == "f007.png")
    }

    /// The output is checked before any rendering: a missing folder, an existing file with overwrite off.
    @Test func badOutputsAreRefusedBeforeRendering() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = dir.appendingPathComponent("no/a.mp4").path
        #expect(throws: ExportError.badInput("\(missing): cannot write: the folder \"\(dir.path)/no\" does not exist")) {
            try ExportJob(output: missing, options: ExportOptions())
        }
        let existing = dir.appendingPathComponent("e.png").path
        _ = FileManager.default.createFile(atPath: existing, contents: Data("x".utf8))
        #expect(throws: ExportError.badInput("\(existing): already exists (pass \(option: "overwrite") to replace it)")) {
            try ExportJob(output: existing, options: ExportOptions(overwrite: false))
        }
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "x")
    }

    /// HEVC below 50 × 16 px is refused before rendering (libx265 refuses frames under 16 px high and corrupts its
    /// heap on frames 48 px wide or narrower), with nothing written; 50 × 16 encodes every frame.
    @Test func hevcRefusesFramesTooSmallForLibx265() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let small = try Self.composition()   // 40 × 30
        let out = dir.appendingPathComponent("small.mp4").path
        #expect(throws: ExportError.badInput("canvas: 40×30 px: HEVC needs frames of at least 50×16 px (libx265 fails on smaller ones; change canvas.size, canvas.scale or \(option: "scale"), or use H.264)")) {
            try ExportJob(output: out, options: ExportOptions(codec: "hevc")).run(small)
        }
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        // H.264 takes the same frames.
        try ExportJob(output: dir.appendingPathComponent("h264.mp4").path, options: ExportOptions()).run(small)
        var smallest = small
        smallest.canvas.size = Size(width: 50, height: 16)
        let ok = dir.appendingPathComponent("ok.mp4").path
        try ExportJob(output: ok, options: ExportOptions(codec: "hevc")).run(smallest)
        let info = try VideoProbe.info(path: ok)
        #expect(info.codecName == "hevc" && info.width == 50 && info.height == 16 && info.frameCount == small.frameCount)
    }
}
