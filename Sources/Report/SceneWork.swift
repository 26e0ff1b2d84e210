import Composition
import Export
import Foundation
import Media
import Preview
import Raster

/// The work for one scene: renders its files into the report folder and compares.
struct SceneWork {
    let scene: ReportScene
    let slug: String
    let folder: ReportFolder
    let options: ReportOptions

    var dir: String { "scenes/\(slug)" }

    func run() throws -> SceneOutcome {
        try folder.makeFolder(dir)
        let c = scene.composition
        let video = try rendition(c, prefix: "")
        let sheet = "\(dir)/sheet.png"
        let times = ContactSheet.eventTimes(in: c, count: options.sheetFrames)
        let sheetFrame = try ExportError.rendering {
            try ContactSheet.render(c, times: times, title: (scene.path as NSString).lastPathComponent)
        }
        try folder.write(sheetFrame, to: sheet)
        let curves = try plot(c, path: scene.path, to: "\(dir)/curves.svg")
        var outcome = SceneOutcome(scene: scene, slug: slug, video: video, sheet: sheet, curves: curves, base: nil,
                                   checkpoints: [], goldenNote: nil)
        if let base = scene.base, let composition = base.composition {
            let before = try rendition(composition, prefix: "base-")
            let baseCurves = try plot(composition, path: base.path, to: "\(dir)/base-curves.svg")
            let changed = try contents(before) != contents(video)
            outcome.base = BaseOutcome(path: base.path, video: before, curves: baseCurves, changed: changed)
        } else if let base = scene.base {
            outcome.base = BaseOutcome(path: base.path, video: nil, curves: nil, changed: true)
        }
        let list = options.times ?? c.checkpoints
        if !list.isEmpty { try folder.makeFolder("\(dir)/stills") }
        if let golden = options.golden {
            if list.isEmpty {
                outcome.goldenNote = "no checkpoints: add \"checkpoints\": [t, …] to the scene or pass --times"
            }
            outcome.checkpoints = try list.map { try compare(at: $0, golden: golden) }
        } else {
            outcome.checkpoints = try list.map {
                CheckpointStill(time: $0, status: .shown, goldenSource: nil, golden: nil, actual: try still(at: $0))
            }
        }
        return outcome
    }

    /// The video and poster of `c` (`<prefix>video.mp4`, `<prefix>poster.png`): H.264 as `animate c -o x.mp4`
    /// makes it, the poster the first frame as the video shows it (over the background, over black). A pixel size
    /// H.264 cannot take (odd: 375 × 667 px, a common Lottie size) is rendered at twice the scale; the page shows
    /// the video at its size in points either way.
    func rendition(_ composition: Composition, prefix: String) throws -> Rendition {
        var c = composition
        if c.canvas.pixelWidth % 2 != 0 || c.canvas.pixelHeight % 2 != 0 { c.canvas.scale *= 2 }
        var r = Rendition(file: nil, poster: "\(dir)/\(prefix)poster.png", pixelWidth: c.canvas.pixelWidth,
                          pixelHeight: c.canvas.pixelHeight, pointWidth: c.canvas.size.width,
                          pointHeight: c.canvas.size.height, note: nil)
        let file = "\(dir)/\(prefix)video.mp4"
        do {
            let job = try ExportJob(output: folder.path(file), options: ExportOptions(threads: options.threads))
            try job.run(c)
            r.file = file
        } catch let e as ExportError where e.kind == .badInput && (c.frameCount == 0 || e.message.hasPrefix("canvas: ")) {
            // A scene of no frame, or a pixel size H.264 cannot take: the page says so beside the poster.
            r.note = "No video: \(e.message)"
        }
        let poster = try ExportError.rendering {
            try c.makeRenderer(opaque: true).render(c.tree.presentationForDrawing(at: 0))
        }
        try folder.write(poster, to: r.poster)
        return r
    }

    /// The bytes of a rendition's video and poster.
    func contents(_ r: Rendition) throws -> [Data] {
        try [r.file, r.poster].compactMap { $0 }.map(folder.bytes)
    }

    /// The curve plot of `c` as SVG (`animate plot`'s picture), or `nil` when nothing animates.
    func plot(_ c: Composition, path: String, to file: String) throws -> String? {
        guard c.duration > 0, !c.timeline.animatedProperties.isEmpty else { return nil }
        let title = "\((path as NSString).lastPathComponent) · values over \(NumberText.human(c.duration)) s"
        try folder.write(CurvePlot(scene: c, timeline: c.timeline, title: title).drawing().svg(), to: file)
        return file
    }

    /// The still at `t` (`stills/<t>.png`, with alpha, as `animate still` writes it).
    func still(at t: Double) throws -> String {
        let file = "\(dir)/stills/\(JSONWriter.format(t)).png"
        let c = scene.composition
        let frame = try ExportError.rendering { try c.makeRenderer(opaque: false).render(c.tree.presentationForDrawing(at: t)) }
        try folder.write(frame, to: file)
        return file
    }

    /// The still at `t` against `<golden>/<name>@<t>.png`, compared as `animate compare` does: what the PNG holds
    /// (straight alpha, 8 bits) against the golden's pixels, within `options.tolerance`.
    func compare(at t: Double, golden: String) throws -> CheckpointStill {
        let stem = "\(dir)/stills/\(JSONWriter.format(t))"
        let source = (golden as NSString).appendingPathComponent("\(scene.name)@\(JSONWriter.format(t)).png")
        var row = CheckpointStill(time: t, status: .missing, goldenSource: source, golden: nil, actual: try still(at: t))
        guard FileManager.default.fileExists(atPath: source) else { return row }
        let expected: Frame
        do {
            expected = try ImageDecoder.decode(path: source)
        } catch {
            throw ExportError.badInput("\(source): cannot read the golden: \(error)")
        }
        row.golden = "\(stem).golden.png"
        try folder.copy(source, to: row.golden!)
        let actual = try ImageDecoder.decode(path: folder.path(row.actual))
        let comparison = FrameDiff.compare(expected, actual, tolerance: options.tolerance)
        row.comparison = comparison
        row.status = comparison.passed ? .pass : .fail
        if comparison.largestChannelDifference > 0,
           let diff = FrameDiff.differenceImage(expected, actual, tolerance: options.tolerance) {
            row.difference = "\(stem).diff.png"
            try folder.write(diff, to: row.difference!)
        }
        return row
    }
}
