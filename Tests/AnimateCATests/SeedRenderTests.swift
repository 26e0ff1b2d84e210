import AnimateCA
import Composition
import Export
import Foundation
import Media
import Preview
import Raster
import Render
import Seeds
import SceneFile
import TestSupport
import Testing

/// The seeds run as written render like hand-written scene files of the same pictures, and each renders an MP4 and a
/// contact sheet (acceptance checks 3 and 4).
@MainActor
struct SeedRenderTests {
    static func scene(_ name: String) throws -> Composition {
        try Composition.load(path: SeedText.repository.appendingPathComponent("Examples/Seeds/\(name)").path)
    }

    /// Every frame of `a` and `b` (their frame counts must agree).
    static func expectSameFrames(_ a: Composition, _ b: Composition) throws {
        #expect(a.frameCount == b.frameCount && a.canvas == b.canvas)
        let ra = try a.makeRenderer(opaque: false), rb = try b.makeRenderer(opaque: false)
        for k in 0..<a.frameCount {
            let t = a.time(ofFrame: k)
            let fa = try ra.render(a.tree.presentation(at: t)), fb = try rb.render(b.tree.presentation(at: t))
            #expect(fa == fb, "frame \(k) (t = \(t)) differs")
            if fa != fb { return }
        }
    }

    /// The MP4 and the contact sheet: `frames` H.264 frames at the canvas's pixel size, a sheet PNG.
    static func expectRenders(_ stage: Stage, name: String, frames: Int) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("animateca-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let composition = try stage.composition()
        let video = dir.appendingPathComponent("\(name).mp4")
        try Exporter.render(composition, to: video, options: ExportOptions())
        let info = try VideoProbe.info(path: video.path)
        #expect(info.codecName == "h264" && info.frameCount == frames)
        #expect(info.width == composition.canvas.pixelWidth && info.height == composition.canvas.pixelHeight)
        let sheet = try ContactSheet.render(composition, times: ContactSheet.evenlySpacedTimes(in: composition, count: 6), title: name)
        let png = dir.appendingPathComponent("\(name)-sheet.png")
        try PNGWriter.write(sheet, to: png.path)
        #expect(sheet.width > 0 && FileManager.default.fileExists(atPath: png.path))
    }

    /// Check 3: seed 001's key mask renders byte-identical frames to Examples/Seeds/seed001-key.json (a black root,
    /// the purple view at (95, 322, 200, 200), the mask the append of [oval, rects, hole oval] with evenOdd).
    @Test func seed001RendersTheHandWrittenKey() throws {
        let stage = SeedStages.seed001()
        let composition = try stage.composition()
        try Self.expectSameFrames(composition, try Self.scene("seed001-key.json"))
        try Self.expectRenders(stage, name: "seed001", frames: 15)
    }

    /// Check 4: seed 003 with actions disabled renders byte-identical frames to Examples/Seeds/seed003-moves.json.
    @Test func seed003WithActionsDisabledRendersTheHandWrittenMove() throws {
        let (stage, _) = SeedStages.seed003(disableActions: true)
        try Self.expectSameFrames(try stage.composition(), try Self.scene("seed003-moves.json"))
        try Self.expectRenders(stage, name: "seed003", frames: 60)
    }

    /// Seed 003 as written differs from the hand-written move while the implicit animations run (0.6 … 0.85).
    @Test func seed003AsWrittenDiffersWhileTheImplicitAnimationsRun() throws {
        let (stage, _) = SeedStages.seed003(disableActions: false)
        let a = try stage.composition(), b = try Self.scene("seed003-moves.json")
        let ra = try a.makeRenderer(opaque: false), rb = try b.makeRenderer(opaque: false)
        #expect(try ra.render(a.tree.presentation(at: 0.5)) == rb.render(b.tree.presentation(at: 0.5)))
        #expect(try ra.render(a.tree.presentation(at: 0.7)) != rb.render(b.tree.presentation(at: 0.7)))
        #expect(try ra.render(a.tree.presentation(at: 0.9)) == rb.render(b.tree.presentation(at: 0.9)))
    }

    /// Seed 000's borders: an MP4 and a contact sheet; the outside border reaches 10 points beyond the view, the
    /// inside one stays within it.
    @Test func seed000Renders() throws {
        let stage = SeedStages.seed000()
        try Self.expectRenders(stage, name: "seed000", frames: 15)
        let composition = try stage.composition()
        let frame = try composition.makeRenderer(opaque: false).render(composition.tree.presentation(at: 0))
        // View 5 (setBorder outside, width 10) spans x 210…330, y 580…700; its ring reaches x 200 (scale 2: px 400+).
        let ring = frame[2 * 204, 2 * 640], outside = frame[2 * 196, 2 * 640], blue = frame[2 * 270, 2 * 640]
        #expect(ring.r > 150 && ring.b < 150, "ring \(ring)")
        #expect(outside.b > 200 && outside.r > 200, "background \(outside)")
        #expect(blue.b > 200 && blue.r < 50, "view \(blue)")
    }
}
