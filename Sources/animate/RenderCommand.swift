import ArgumentParser
import Foundation
import Geometry
import Media
import Raster
import Render
import SceneFile

/// `animate SCENE -o OUT`: renders a video, a GIF, a PNG sequence or a still; the format follows OUT.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to a video (.mp4 .mov .webm), a GIF, a PNG sequence or a still (.png).",
        discussion: """
            The output format follows OUT:
              .mp4   H.264 (libx264) yuv420p, BT.709, limited range, moov at the front; --codec hevc: HEVC \
            (libx265, tagged hvc1). No alpha: transparent parts show the background (default black).
              .mov   ProRes 4444 (prores_ks) with alpha, yuva444p10le.
              .webm  VP9 (libvpx-vp9) with alpha, yuva420p.
              .gif   one 256-colour palette built from every frame, error-diffusion dithering, loops forever; \
            frame delays add up to the duration. At most 50 fps (default: the scene's rate, capped at 50).
              DIR/ or a name without extension, or a pattern like frames/%04d.png: a PNG sequence (with alpha), \
            one file per frame numbered by frame index (default name frame-0000.png). The folder is written as a \
            whole and may only hold .png files.
              .png   one still at --time (default 0).
            Frames render on --threads threads (default: one per core) and are encoded in order: the output file \
            is the same, byte for byte, whatever --threads is.
            Output is written to a temporary file beside OUT and renamed when complete: on an error, SIGINT or \
            SIGTERM nothing is left behind and an existing OUT is untouched. An existing OUT is replaced on success \
            (--overwrite, the default); with --no-overwrite an existing OUT makes the render refuse (exit 2).
            """
    )

    @Argument(help: "The scene file (JSON).")
    var scene: String

    @Option(name: .shortAndLong, help: "The output: .mp4, .mov, .webm, .gif, .png, a folder, or a %04d.png pattern.")
    var output: String

    @Option(help: "Scene time in seconds of the still (for .png output).")
    var time: Double?

    @Option(help: "Output frames per second (default: the scene's canvas.fps).")
    var fps: Double?

    @Option(help: "Pixels per point (default: the scene's canvas.scale).")
    var scale: Double?

    @Option(help: ArgumentHelp("Render only frames A through B (0-based, inclusive) of the output frame grid.", valueName: "A..B"))
    var frames: String?

    @Option(help: ArgumentHelp("Background colour (#RGB, #RRGGBB or #RRGGBBAA), replacing the scene's canvas.background.", valueName: "colour"))
    var background: String?

    @Option(name: [.customLong("crf"), .customLong("quality")], help: "Constant rate factor: H.264/HEVC 0–51 (default 18), VP9 0–63 (default 30); lower is better.")
    var crf: Int?

    @Option(help: "Encoder speed: x264/x265 preset ultrafast … veryslow (default veryfast); VP9 cpu-used 0–8 (default 4).")
    var preset: String?

    @Option(help: "Codec: h264 or hevc for .mp4 (default h264); prores for .mov, vp9 for .webm, gif for .gif.")
    var codec: String?

    @Option(help: "Render threads (default: one per core). The output does not depend on it.")
    var threads: Int?

    @Flag(help: "Print no progress.")
    var quiet = false

    @Flag(inversion: .prefixedNo, help: "Replace an existing output when the render succeeds (default); --no-overwrite refuses instead.")
    var overwrite = true

    /// Encoder threads: fixed, never derived from the machine or --threads, so output bytes never depend on them.
    static let encoderThreads = 2

    func validate() throws {
        if let t = time, !(t >= 0 && t.isFinite) { throw ValidationError("--time must be a number ≥ 0") }
        if let f = fps, !(f > 0 && f <= 1000) { throw ValidationError("--fps must be a number above 0, at most 1000") }
        if let s = scale, !(s > 0 && s.isFinite) { throw ValidationError("--scale must be a number above 0") }
        if let n = threads, !(1...256).contains(n) { throw ValidationError("--threads must be from 1 to 256") }
    }

    /// What OUT asks for.
    enum Target {
        case video(VideoFormat)
        case gif
        case still
        /// A PNG sequence into `folder`, files named by `name(k)`.
        case sequence(folder: String, pattern: FramePattern)
    }

    func target() throws -> Target {
        let name = splitPath(output).name
        let ext = name.contains(".") ? String(name[name.index(after: name.lastIndex(of: ".")!)...]).lowercased() : ""
        var isDir: ObjCBool = false
        if output.contains("%") {
            let pattern = try FramePattern(output)
            return .sequence(folder: pattern.folder, pattern: pattern)
        }
        if output.hasSuffix("/") || ext.isEmpty || (FileManager.default.fileExists(atPath: output, isDirectory: &isDir) && isDir.boolValue) {
            return .sequence(folder: output, pattern: FramePattern(folder: output, prefix: "frame-", digits: 4, suffix: ".png"))
        }
        switch ext {
        case "mp4", "m4v":
            switch codec?.lowercased() {
            case nil, "h264", "avc", "x264": return .video(.h264)
            case "hevc", "h265", "x265": return .video(.hevc)
            case let other?: throw CLIError.badInput("--codec \(other): .\(ext) is written as h264 or hevc")
            }
        case "mov": try expectCodec(["prores", "prores4444"], ext); return .video(.prores4444)
        case "webm": try expectCodec(["vp9"], ext); return .video(.vp9)
        case "gif": try expectCodec(["gif"], ext); return .gif
        case "png": return .still
        default:
            throw CLIError.badInput("\(output): unsupported output format \".\(ext)\" (supported: .mp4, .mov, .webm, .gif, .png, a folder or a %04d.png pattern)")
        }
    }

    private func expectCodec(_ names: [String], _ ext: String) throws {
        guard let c = codec?.lowercased() else { return }
        guard names.contains(c) else { throw CLIError.badInput("--codec \(c): .\(ext) is written as \(names[0])") }
    }

    func run() throws {
        let kind = try target()
        switch kind {
        case .still:
            if frames != nil { throw CLIError.badInput("--frames applies to videos and PNG sequences; a .png still takes --time (or use a pattern like frames/%04d.png)") }
        default:
            if time != nil { throw CLIError.badInput("--time applies to a .png still") }
        }
        let format: VideoFormat? = {
            if case .video(let f) = kind { return f }
            if case .gif = kind { return .gif }
            return nil
        }()
        if crf != nil, format?.usesCRF != true {
            throw CLIError.badInput("--crf/--quality applies to .mp4 and .webm, not \(format.map { $0.displayName } ?? "PNG")")
        }
        if let crf, let format, !(0...format.maximumCRF).contains(crf) {
            throw CLIError.badInput("--crf must be from 0 to \(format.maximumCRF) for \(format.displayName)")
        }
        if let preset {
            switch format {
            case .h264?, .hevc?:
                let names = ["ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow", "placebo"]
                guard names.contains(preset) else { throw CLIError.badInput("--preset \(preset): expected one of \(names.joined(separator: ", "))") }
            case .vp9?:
                guard let n = Int(preset), (0...8).contains(n) else { throw CLIError.badInput("--preset \(preset): VP9 takes a cpu-used speed from 0 to 8") }
            default:
                throw CLIError.badInput("--preset applies to .mp4 and .webm")
            }
        }
        let background = try self.background.map { text -> Color in
            do { return try Color(hex: text) } catch { throw CLIError.badInput("--background: expected a colour \"#RGB\", \"#RRGGBB\" or \"#RRGGBBAA\", got \"\(text)\"") }
        }
        if kind.isGIF, let fps, fps > GIFEncoder.maximumFPS {
            throw CLIError.badInput("--fps \(JSONWriter.format(fps)): a GIF plays at most 50 fps (delays are whole centiseconds; browsers slow down delays under 2 cs)")
        }

        let fileKind: OutputFile.Kind = if case .sequence = kind { .folder } else { .file }
        let folderPath: String = if case .sequence(let folder, _) = kind { folder } else { output }
        let out = try OutputFile(path: folderPath, kind: fileKind, overwrite: overwrite)

        var scene = try loadScene(scene)
        if let scale { scene.canvas.scale = scale }
        if let background { scene.canvas.background = background }
        if let fps { scene.canvas.fps = fps } else if kind.isGIF { scene.canvas.fps = min(scene.canvas.fps, GIFEncoder.maximumFPS) }
        let width = scene.canvas.pixelWidth, height = scene.canvas.pixelHeight
        guard (1...16384).contains(width), (1...16384).contains(height) else {
            throw CLIError.badInput("--scale: the frame would be \(width)×\(height) px; need 1 to 16384 px each way")
        }

        if case .still = kind {
            let renderer = try scene.makeRenderer(opaque: false)
            let frame = try renderFailure { try renderer.render(scene.tree.presentation(at: time ?? 0)) }
            try out.write { path in try PNGWriter.write(frame, to: path) }
            return
        }

        let total = scene.frameCount
        guard total > 0 else {
            throw CLIError.badInput("canvas.duration: the scene lasts \(scene.duration) s, which is no frame at \(JSONWriter.format(scene.canvas.fps)) fps: set canvas.duration or add an animation")
        }
        let range = try frameRange(total: total, fps: scene.canvas.fps)
        if let format, format.needsEvenSize, width % 2 != 0 || height % 2 != 0 {
            throw CLIError.badInput("canvas: \(width)×\(height) px: \(format.displayName) \(format == .vp9 ? "yuva420p" : "yuv420p") needs an even width and height (change canvas.size, canvas.scale or --scale)")
        }
        let renderThreads = threads ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
        // Each thread renders runs of consecutive frames (its IncrementalRenderer mostly draws over the frame just
        // before); the window grows by the run so that every thread keeps working.
        let run = max(1, min(4, 16 / renderThreads))
        let window = 2 * renderThreads + 2 + renderThreads * (run - 1)
        let fixedScene = scene

        switch kind {
        case .video(let format):
            let settings = VideoSettings(
                width: width, height: height, fps: scene.canvas.fps, crf: crf, preset: preset ?? "veryfast",
                format: format, threads: Self.encoderThreads)
            let progress = Progress(total: range.count, label: "animate", quiet: quiet)
            try out.write { path in
                let encoder = try VideoEncoder(path: path, settings: settings)
                try FramePipeline.run(
                    frames: range, threads: renderThreads, window: window, run: run,
                    makeWorker: { try Self.converting(fixedScene, format: format) },
                    consume: { k, frame in
                        try encoder.append(frame)
                        progress.update(k - range.lowerBound + 1)
                    })
                try encoder.finish()
            }
            progress.finish()
        case .gif:
            let settings = VideoSettings(width: width, height: height, fps: scene.canvas.fps, format: .gif, threads: 1)
            let progress = Progress(total: 2 * range.count, label: "animate (palette, then frames)", quiet: quiet)
            try out.write { path in
                let builder = try GIFPaletteBuilder(width: width, height: height)
                try FramePipeline.run(
                    frames: range, threads: renderThreads, window: window, run: run,
                    makeWorker: { try Self.converting(fixedScene, format: .gif) },
                    consume: { k, frame in
                        try builder.add(frame)
                        progress.update(k - range.lowerBound + 1)
                    })
                let gif = try GIFEncoder(path: path, settings: settings, palette: try builder.makePalette(), totalFrames: range.count)
                try FramePipeline.run(
                    frames: range, threads: renderThreads, window: window, run: run,
                    makeWorker: { try Self.converting(fixedScene, format: .gif) },
                    consume: { k, frame in
                        try gif.append(frame)
                        progress.update(range.count + k - range.lowerBound + 1)
                    })
                try gif.finish()
            }
            progress.finish()
        case .sequence(_, let pattern):
            let progress = Progress(total: range.count, label: "animate", quiet: quiet)
            try out.write { folder in
                try FramePipeline.run(
                    frames: range, threads: renderThreads, window: window, run: run,
                    makeWorker: {
                        let renderer = IncrementalRenderer(renderer: try fixedScene.makeRenderer(opaque: false))
                        return { k in
                            try renderFailure { try renderer.render(fixedScene.tree.presentation(at: fixedScene.time(ofFrame: k))) }
                            try PNGWriter.write(renderer.frame, to: folder + "/" + pattern.name(k))
                        }
                    },
                    consume: { k, _ in progress.update(k - range.lowerBound + 1) })
            }
            progress.finish()
        case .still:
            break
        }
    }

    /// A worker that renders frame k of `scene` and converts it for `format` (its own renderer and converter).
    /// It draws only what changed since its previous frame, and when nothing did, hands on the same converted frame
    /// again (encoders only read it).
    static func converting(_ scene: Scene, format: VideoFormat) throws -> (Int) throws -> EncoderFrame {
        let renderer = IncrementalRenderer(renderer: try scene.makeRenderer(opaque: !format.hasAlpha))
        let converter = try FrameConverter(format: format, width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight)
        var last: EncoderFrame? = nil
        return { k in
            try Interruption.check()
            let outcome = try renderFailure { try renderer.render(scene.tree.presentation(at: scene.time(ofFrame: k))) }
            if outcome == .reused, let last { return last }
            let converted = try converter.convert(renderer.frame)
            last = converted
            return converted
        }
    }

    /// The frames to render: all of them, or --frames A..B (inclusive; "A.." to the end, "..B" from the start).
    func frameRange(total: Int, fps: Double) throws -> Range<Int> {
        guard let text = frames else { return 0..<total }
        let parts = text.components(separatedBy: "..")
        guard parts.count == 2 else { throw CLIError.badInput("--frames: expected A..B (e.g. 0..59), got \"\(text)\"") }
        let a = parts[0].trimmingCharacters(in: .whitespaces), b = parts[1].trimmingCharacters(in: .whitespaces)
        guard let first = a.isEmpty ? 0 : Int(a), let last = b.isEmpty ? total - 1 : Int(b) else {
            throw CLIError.badInput("--frames: expected whole frame numbers A..B (e.g. 0..59), got \"\(text)\"")
        }
        guard first >= 0, first <= last, last < total else {
            throw CLIError.badInput("--frames \(text): the scene has frames 0..\(total - 1) at \(JSONWriter.format(fps)) fps; need 0 ≤ A ≤ B ≤ \(total - 1)")
        }
        return first..<(last + 1)
    }
}

extension RenderCommand.Target {
    var isGIF: Bool { if case .gif = self { true } else { false } }
}

/// A PNG file name pattern with one frame-number field: `frames/shot-%04d.png` → folder "frames", names
/// "shot-0000.png", "shot-0001.png", …
struct FramePattern {
    var folder: String
    var prefix: String
    var digits: Int
    var suffix: String

    init(folder: String, prefix: String, digits: Int, suffix: String) {
        self.folder = folder
        self.prefix = prefix
        self.digits = digits
        self.suffix = suffix
    }

    init(_ path: String) throws {
        let (dir, name) = splitPath(path)
        guard !dir.contains("%") else { throw CLIError.badInput("\(path): the frame number pattern must be in the file name, not the folder") }
        guard let percent = name.firstIndex(of: "%") else { throw CLIError.badInput("\(path): expected a pattern like frames/%04d.png") }
        let rest = name[name.index(after: percent)...]
        let widthText = rest.prefix { $0.isNumber }
        let afterWidth = rest.dropFirst(widthText.count)
        guard afterWidth.first == "d",
              let width = widthText.isEmpty ? 1 : Int(widthText), (1...9).contains(width) else {
            throw CLIError.badInput("\(path): expected one frame number field %d or %0Nd (N from 1 to 9), as in frames/%04d.png")
        }
        let suffix = String(afterWidth.dropFirst())
        guard !suffix.contains("%"), !name[..<percent].contains("%") else {
            throw CLIError.badInput("\(path): only one frame number field (%0Nd) may appear")
        }
        guard suffix.lowercased().hasSuffix(".png") else { throw CLIError.badInput("\(path): a frame pattern must end in .png") }
        self.init(folder: dir.isEmpty ? "." : dir, prefix: String(name[..<percent]), digits: width, suffix: suffix)
    }

    func name(_ k: Int) -> String {
        let number = String(k)
        return prefix + String(repeating: "0", count: max(0, digits - number.count)) + number + suffix
    }
}

/// Runs a render step, reporting a renderer failure with exit code 1.
func renderFailure<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let e as RenderError { throw CLIError.failure("render failed: \(e)") }
}
