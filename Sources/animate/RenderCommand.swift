import ArgumentParser
import Foundation
import Media
import Raster
import Render
import SceneFile

/// `animate SCENE -o OUT`: renders a video (`.mp4`) or a still (`.png`).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to a video (.mp4) or a still (.png).",
        discussion: """
            The output format follows OUT's extension: .mp4 is H.264 (yuv420p, moov at the front); .png is one \
            frame at --time (default 0). Output is written to a temporary file beside OUT and renamed when \
            complete: on any error nothing is left behind and an existing OUT is untouched. An existing OUT is \
            overwritten on success.
            """
    )

    @Argument(help: "The scene file (JSON).")
    var scene: String

    @Option(name: .shortAndLong, help: "The output file: .mp4 or .png.")
    var output: String

    @Option(help: "Scene time in seconds of the still (for .png output).")
    var time: Double?

    @Option(help: "x264 constant rate factor, 0 (lossless) to 51.")
    var crf: Int = 18

    @Flag(help: "Print no progress.")
    var quiet = false

    func validate() throws {
        guard (0...51).contains(crf) else { throw ValidationError("--crf must be from 0 to 51") }
        if let t = time, !(t >= 0 && t.isFinite) { throw ValidationError("--time must be a number ≥ 0") }
    }

    func run() throws {
        let ext = (output as NSString).pathExtension.lowercased()
        guard ext == "mp4" || ext == "png" else {
            throw CLIError.badInput("\(output): unsupported output format \".\(ext)\" (supported: .mp4, .png)")
        }
        if time != nil && ext != "png" { throw CLIError.badInput("--time applies to a .png still, not .\(ext)") }
        let target = try OutputFile(path: output)
        let scene = try loadScene(scene)

        if ext == "png" {
            let renderer = try scene.makeRenderer(opaque: false)
            let t = time ?? 0
            let frame = try renderFailure { try renderer.render(scene.tree.presentation(at: t)) }
            try target.write { path in try PNGWriter.write(frame, to: path) }
            return
        }

        let width = scene.canvas.pixelWidth, height = scene.canvas.pixelHeight
        guard width % 2 == 0, height % 2 == 0 else {
            throw CLIError.badInput("canvas: \(width)×\(height) px: H.264 yuv420p needs an even width and height (change canvas.size or canvas.scale)")
        }
        let frames = scene.frameCount
        guard frames > 0 else {
            throw CLIError.badInput("canvas.duration: the scene lasts \(scene.duration) s, which is no frame at \(scene.canvas.fps) fps: set canvas.duration or add an animation")
        }
        let renderer = try scene.makeRenderer(opaque: true)
        let progress = Progress(total: frames, enabled: !quiet)
        try target.write { path in
            let encoder = try VideoEncoder(path: path, settings: VideoSettings(
                width: width, height: height, fps: scene.canvas.fps, crf: crf))
            for k in 0..<frames {
                let frame = try renderFailure { try renderer.render(scene.tree.presentation(at: scene.time(ofFrame: k))) }
                try encoder.append(frame)
                progress.update(k + 1)
            }
            try encoder.finish()
            progress.finish()
        }
    }
}

/// Runs a render step, reporting a renderer failure with exit code 1.
func renderFailure<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let e as RenderError { throw CLIError.failure("render failed: \(e)") }
}

/// A progress line on stderr, only when stderr is a terminal.
final class Progress {
    let total: Int
    let enabled: Bool
    let start = Date()

    init(total: Int, enabled: Bool) {
        self.total = total
        self.enabled = enabled && isatty(STDERR_FILENO) == 1
    }

    func update(_ done: Int) {
        guard enabled, done == total || done % 5 == 0 else { return }
        let elapsed = Date().timeIntervalSince(start)
        let fps = elapsed > 0 ? Double(done) / elapsed : 0
        let line = String(format: "\rframe %d/%d  %.1f frames/s", done, total, fps)
        FileHandle.standardError.write(Data(line.utf8))
    }

    func finish() {
        if enabled { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
