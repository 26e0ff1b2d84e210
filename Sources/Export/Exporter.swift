import Composition
import Geometry
import Foundation
import Media
import Motion
import Raster
import Render

/// Renders a composition to a file: a video (.mp4 .mov .webm), a GIF, a PNG sequence or a still (.png), chosen by
/// the output path (`OutputTarget`).
///
///     let composition = try Composition.load(path: "intro.json", resources: SystemResources())
///     try Exporter.render(composition, to: URL(fileURLWithPath: "intro.mp4"))
///
/// Frames render on `options.threads` threads and are encoded in order (`FramePipeline`): the output is the same,
/// byte for byte, whatever the thread count. Output is written to a temporary file beside the target and renamed
/// when complete (`OutputFile`): on an error, SIGINT or SIGTERM nothing is left behind and an existing file is
/// untouched.
public enum Exporter {
    /// Renders `composition` to `url` with `options`, reporting progress to `progress` (on the calling thread).
    public static func render(_ composition: Composition, to url: URL, options: ExportOptions = ExportOptions(),
                              progress: ((ExportProgress) -> Void)? = nil) throws {
        try options.validate()
        let job = try ExportJob(output: url.path, options: options)
        try job.run(composition, progress: progress)
    }

    /// The frame of `composition` at scene time `time` (transparent where nothing is drawn), rendered on a render
    /// thread (`RenderThread`) unless the caller is one. Layers nested deeper than `Limits.maximumLayerDepth` are
    /// refused (`ExportError`, exit code 2).
    public static func still(_ composition: Composition, at time: Double) throws -> Frame {
        // On a render thread (a stack for `Limits.maximumLayerDepth` levels), the caller's limits bound there again.
        // A tree deeper than the render thread's stack is refused first (as `render` does, in `checkLimits`).
        do {
            try composition.checkLayerDepth()
        } catch let e as LimitError {
            throw ExportError.badInput(e.description)
        }
        let limits = Limits.current
        return try RenderThread.run {
            try Limits.$current.withValue(limits) {
                let renderer = try composition.makeRenderer(opaque: false)
                return try ExportError.rendering { try renderer.render(composition.tree.presentationForDrawing(at: time)) }
            }
        }
    }

    /// Encoder threads: fixed, never derived from the machine or the render threads, so output bytes never depend
    /// on them.
    public static let encoderThreads = 2
}

/// Progress of an export: `completed` of `total` steps (frames; a GIF counts every frame twice, once for its palette
/// and once for its frames).
public struct ExportProgress: Sendable, Equatable {
    public var completed: Int
    public var total: Int
    /// What the steps are: `nil` for frames, `"palette, then frames"` for a GIF.
    public var stages: String?
}

/// One export, checked before any work: the output path and the options are valid, the target's folder is
/// writable and the overwrite policy allows it. `run` then renders a composition into it. Splitting the two lets
/// a caller refuse a bad output before it reads (or builds) the composition.
public struct ExportJob: Sendable {
    public let output: String
    public let target: OutputTarget
    public private(set) var options: ExportOptions
    private let file: OutputFile

    public init(output: String, options: ExportOptions) throws {
        self.output = output
        self.options = options
        let kind = try OutputTarget(path: output, codec: options.codec)
        target = kind
        switch kind {
        case .still:
            if options.frames != nil { throw ExportError.badInput("\(option: "frames") applies to videos and PNG sequences; a .png still takes \(option: "time") (or use a pattern like frames/%04d.png)") }
        default:
            if options.time != nil { throw ExportError.badInput("\(option: "time") applies to a .png still") }
        }
        let format = kind.videoFormat
        if options.crf != nil, format?.usesCRF != true {
            throw ExportError.badInput("\(option: "crf")/\(option: "quality") applies to .mp4 and .webm, not \(format.map { $0.displayName } ?? "PNG")")
        }
        if let crf = options.crf, let format, !(0...format.maximumCRF).contains(crf) {
            throw ExportError.badInput("\(option: "crf") must be from 0 to \(format.maximumCRF) for \(format.displayName)")
        }
        if let preset = options.preset {
            switch format {
            case .h264?, .hevc?:
                let names = ExportOptions.x264Presets
                guard names.contains(preset) else { throw ExportError.badInput("\(option: "preset") \(preset): expected one of \(names.joined(separator: ", "))") }
            case .vp9?:
                guard let n = Int(preset), (0...8).contains(n) else { throw ExportError.badInput("\(option: "preset") \(preset): VP9 takes a cpu-used speed from 0 to 8") }
            default:
                throw ExportError.badInput("\(option: "preset") applies to .mp4 and .webm")
            }
        }
        if kind.isGIF, let fps = options.fps, fps > Limits.maximumGIFFPS {
            throw ExportError.badInput("\(option: "fps") \(NumberText.format(fps)): a GIF plays at most \(NumberText.format(Limits.maximumGIFFPS)) fps (delays are whole centiseconds; browsers slow down delays under 2 cs)")
        }
        if options.shard != nil {
            switch kind {
            case .gif: throw ExportError.badInput("\(option: "shard"): a GIF cannot be rendered in pieces: its one palette is built from every frame, so pieces would quantise differently and could not be joined without re-encoding (render it in one process, or shard a .mp4/.webm/PNG sequence)")
            case .still: throw ExportError.badInput("\(option: "shard") applies to videos and PNG sequences, not a .png still")
            default: break
            }
        }
        let fileKind: OutputFile.Kind = if case .sequence = kind { .folder } else { .file }
        let folderPath: String = if case .sequence(let folder, _) = kind { folder } else { output }
        file = try OutputFile(path: folderPath, kind: fileKind, overwrite: options.overwrite)
    }

    /// The same export with `identity` as `options.identity`: for a caller that knows what the frames are made from
    /// only once it has read the composition (`SceneIdentity`), after the job has checked the output.
    public func identified(by identity: String) -> ExportJob {
        var job = self
        job.options.identity = identity
        return job
    }

    /// `composition` with the options' scale, background and frame rate applied, checked against the limits of the
    /// target format.
    public func adjusted(_ composition: Composition) throws -> Composition {
        var scene = composition
        if let scale = options.scale { scene.canvas.scale = scale }
        if let background = options.background { scene.canvas.background = background }
        if let fps = options.fps {
            scene.canvas.fps = fps
        } else if target.isGIF {
            scene.canvas.fps = min(scene.canvas.fps, Limits.maximumGIFFPS)
        }
        let width = scene.canvas.pixelWidth, height = scene.canvas.pixelHeight
        guard Limits.isValidFrameSize(width: width, height: height) else {
            throw ExportError.badInput("\(option: "scale"): the frame would be \(width)×\(height) px; need 1 to \(Limits.maximumPixels) px each way")
        }
        do {
            try scene.checkLimits()
        } catch let e as LimitError {
            throw ExportError.badInput(e.description)
        }
        return scene
    }

    /// Renders `composition` into the output.
    public func run(_ composition: Composition, progress report: ((ExportProgress) -> Void)? = nil) throws {
        let scene = try adjusted(composition)
        let out = file
        // The frames as encoded: an odd size padded to even where the format needs it (`EvenSizePadding`).
        let padding = try evenSizePadding(of: scene)
        let width = padding?.paddedWidth ?? scene.canvas.pixelWidth, height = padding?.paddedHeight ?? scene.canvas.pixelHeight

        if case .still = target {
            let frame = try Exporter.still(scene, at: options.time ?? 0)
            try out.write { path in try PNGWriter.write(frame, to: path) }
            return
        }

        let total = scene.frameCount
        guard total > 0 else {
            throw ExportError.badInput("canvas.duration: the scene lasts \(scene.duration) s, which is no frame at \(NumberText.format(scene.canvas.fps)) fps: set canvas.duration or add an animation")
        }
        let grid = try options.frames?.range(total: total, fps: scene.canvas.fps) ?? 0..<total
        let format = target.videoFormat
        let keyint = try self.keyint(fps: scene.canvas.fps)
        let range: Range<Int>
        switch (options.shard, target) {
        case (nil, _): range = grid
        case (let shard?, .video): range = try shard.frames(of: grid, keyint: keyint ?? 1)
        case (let shard?, .sequence):
            range = grid.lowerBound + shard.slice(of: grid.count).lowerBound ..< grid.lowerBound + shard.slice(of: grid.count).upperBound
            guard !range.isEmpty else {
                throw ExportError.badInput("\(option: "shard") \(shard.index)/\(shard.count): frames \(grid.lowerBound)..\(grid.upperBound - 1) are fewer than the shards")
            }
        case (_?, _): range = grid
        }
        if let format, format.needsEvenSize, width % 2 != 0 || height % 2 != 0 {
            throw ExportError.badInput("canvas: \(width)×\(height) px: \(format.displayName) \(format == .vp9 ? "yuva420p" : "yuv420p") needs an even width and height (change canvas.size, canvas.scale or \(option: "scale"), or leave out \(option: "no-pad-to-even"))")
        }
        if let format, let minimum = format.minimumSize, width < minimum.width || height < minimum.height {
            throw ExportError.badInput("canvas: \(width)×\(height) px: \(format.displayName) needs frames of at least \(minimum.width)×\(minimum.height) px (libx265 fails on smaller ones; change canvas.size, canvas.scale or \(option: "scale"), or use H.264)")
        }
        let renderThreads = options.threads ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
        // Each thread renders runs of consecutive frames (its IncrementalRenderer mostly draws over the frame just
        // before); the window grows by the run so that every thread keeps working.
        let run = max(1, min(4, 16 / renderThreads))
        let window = 2 * renderThreads + 2 + renderThreads * (run - 1)
        func update(_ done: Int, of total: Int, _ stages: String? = nil) {
            report?(ExportProgress(completed: done, total: total, stages: stages))
        }

        switch target {
        case .video(let format):
            var settings = VideoSettings(
                width: width, height: height, fps: scene.canvas.fps, crf: options.crf, preset: options.preset ?? "veryfast",
                format: format, threads: Exporter.encoderThreads, keyint: keyint)
            if keyint != nil {
                settings.comment = try ShardRecord(scene: sceneDigest(scene), settings: Self.settingsText(settings),
                                                   frames: range, grid: grid).text
            }
            try out.write { path in
                let encoder = try VideoEncoder(path: path, settings: settings, firstFrame: range.lowerBound)
                try FramePipeline.run(
                    frames: range, threads: renderThreads, window: window, run: run,
                    makeWorker: { try Self.converting(scene, format: format, padding: padding) },
                    consume: { k, frame in
                        try encoder.append(frame)
                        update(k - range.lowerBound + 1, of: range.count)
                    })
                try encoder.finish()
            }
        case .gif:
            let settings = VideoSettings(width: width, height: height, fps: scene.canvas.fps, format: .gif, threads: 1)
            let stages = "palette, then frames"
            try out.write { path in
                let builder = try GIFPaletteBuilder(width: width, height: height)
                try FramePipeline.run(
                    frames: range, threads: renderThreads, window: window, run: run,
                    makeWorker: { try Self.converting(scene, format: .gif) },
                    consume: { k, frame in
                        try builder.add(frame)
                        update(k - range.lowerBound + 1, of: 2 * range.count, stages)
                    })
                let gif = try GIFEncoder(path: path, settings: settings, palette: try builder.makePalette(), totalFrames: range.count)
                try FramePipeline.run(
                    frames: range, threads: renderThreads, window: window, run: run,
                    makeWorker: { try Self.converting(scene, format: .gif) },
                    consume: { k, frame in
                        try gif.append(frame)
                        update(range.count + k - range.lowerBound + 1, of: 2 * range.count, stages)
                    })
                try gif.finish()
            }
        case .sequence(_, let pattern):
            try out.write { folder in
                try FramePipeline.run(
                    frames: range, threads: renderThreads, window: window, run: run,
                    makeWorker: {
                        let renderer = IncrementalRenderer(renderer: try scene.makeRenderer(opaque: false), decidesFromMeasuredWork: true)
                        let evaluator = DrawingEvaluator(tree: scene.tree)
                        return { k in
                            try ExportError.rendering { _ = try renderer.render(evaluator.layers(at: scene.time(ofFrame: k))) }
                            try PNGWriter.write(renderer.frame, to: folder + "/" + pattern.name(k))
                        }
                    },
                    consume: { k, _ in update(k - range.lowerBound + 1, of: range.count) })
            }
        case .still:
            break
        }
    }

    /// The padding `run` adds to `scene`'s frames (after `adjusted`) so that a format which needs an even size gets
    /// one (`EvenSizePadding`), or `nil`: none needed, or `options.padToEven` off (then `run` refuses an odd size).
    public func evenSizePadding(of scene: Composition) throws -> EvenSizePadding? {
        guard options.padToEven, let format = target.videoFormat else { return nil }
        return EvenSizePadding(width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight, format: format)
    }

    /// The key interval: `options.keyint`, or `defaultKeyintSeconds` of frames when sharding a video, else none.
    func keyint(fps: Double) throws -> Int? {
        if let k = options.keyint {
            guard case .video = target else { throw ExportError.badInput("\(option: "keyint") applies to videos (.mp4 .mov .webm)") }
            return k
        }
        guard options.shard != nil, case .video = target else { return nil }
        return (ExportOptions.defaultKeyintSeconds * fps).clampedInt(rounding: .toNearestOrAwayFromZero, in: 1...Int(Int32.max))
    }

    /// The digest of what the frames show: the caller's identity of the scene and the canvas after the options.
    func sceneDigest(_ scene: Composition) throws -> String {
        let c = scene.canvas
        let text = "\(options.identity ?? "unidentified")|\(c.pixelWidth)x\(c.pixelHeight)|scale=\(c.scale)|fps=\(c.fps)|background=\(c.background.map { "\($0)" } ?? "none")"
        return try Digest.sha256(Array(text.utf8))
    }

    /// The encode settings as a shard record writes them (`h264,640x360,30,crf18,veryfast,keyint60`).
    static func settingsText(_ s: VideoSettings) -> String {
        let usesPreset = s.format == .h264 || s.format == .hevc || s.format == .vp9
        return [s.format.rawValue, "\(s.width)x\(s.height)", NumberText.format(s.fps),
                s.format.usesCRF ? "crf\(s.crf)" : nil, usesPreset ? s.preset : nil, s.keyint.map { "keyint\($0)" }]
            .compactMap { $0 }.joined(separator: ",")
    }

    /// A worker that renders frame k of `scene` and converts it for `format` (its own renderer and converter).
    /// It draws only what changed since its previous frame, and when nothing did, hands on the same converted frame
    /// again (encoders only read it).
    static func converting(_ scene: Composition, format: VideoFormat,
                           padding: EvenSizePadding? = nil) throws -> (Int) throws -> EncoderFrame {
        let renderer = IncrementalRenderer(renderer: try scene.makeRenderer(opaque: !format.hasAlpha), decidesFromMeasuredWork: true)
        let evaluator = DrawingEvaluator(tree: scene.tree)
        let converter = try FrameConverter(format: format, width: padding?.paddedWidth ?? scene.canvas.pixelWidth,
                                           height: padding?.paddedHeight ?? scene.canvas.pixelHeight)
        let fill = padding?.fill(background: scene.canvas.background)
        var last: EncoderFrame? = nil
        return { k in
            try Interruption.check()
            let outcome = try ExportError.rendering { try renderer.render(evaluator.layers(at: scene.time(ofFrame: k))) }
            if outcome == .reused, let last { return last }
            let converted = try converter.convert(padding.map { $0.pad(renderer.frame, fill: fill ?? Pixel(b: 0, g: 0, r: 0, a: 0)) } ?? renderer.frame)
            last = converted
            return converted
        }
    }
}

extension ExportError {
    /// Runs a render step, reporting a renderer failure as `.failure` ("render failed: …").
    public static func rendering<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let e as RenderError { throw ExportError.failure("render failed: \(e)") }
    }
}
