import ArgumentParser
import Composition
import Export
import Foundation
import Geometry
import Readers
import SceneFile

/// `animate SCENE -o OUT`: renders a video, a GIF, a PNG sequence or a still; the format follows OUT. A thin
/// wrapper over `Export` (`ExportJob`): the options become `ExportOptions`, progress goes to stderr.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to a video (.mp4 .mov .webm), a GIF, a PNG sequence or a still (.png).",
        // Lines of at most 80 columns: ArgumentParser wraps longer ones without their indentation.
        discussion: """
            The output format follows OUT:
              .mp4   H.264 (libx264) yuv420p, BT.709, limited range, moov at the front;
                     --codec hevc: HEVC (libx265, tagged hvc1). No alpha: transparent
                     parts show the background (default black).
              .mov   ProRes 4444 (prores_ks) with alpha, yuva444p10le.
              .webm  VP9 (libvpx-vp9) with alpha, yuva420p.
              .gif   one 256-colour palette built from every frame, error-diffusion
                     dithering, loops forever; frame delays add up to the duration.
                     At most 50 fps (default: the scene's rate, capped at 50).
              DIR/, a name without extension, or a pattern like frames/%04d.png:
                     a PNG sequence (with alpha), one file per frame numbered by
                     frame index (default name frame-0000.png). The folder is
                     written as a whole and may only hold .png files.
              .png   one still at --time (default 0), or at --progress P (0…1):
                     what lottie-ios shows paused at progress P (for a scene,
                     P × duration).

            Frames render on --threads threads (default: one per core) and are
            encoded in order: the output is the same, byte for byte, whatever
            --threads is. Output goes to a temporary file beside OUT, renamed when
            complete: on an error, SIGINT or SIGTERM nothing is left behind and an
            existing OUT is untouched. An existing OUT is replaced on success unless
            --no-overwrite is given (then the render refuses, exit 2).
            """
    )

    @Argument(help: "The scene file (JSON) or a Lottie animation (detected by content).")
    var scene: String

    @OptionGroup(title: "Lottie") var lottieSemantics: LottieSemanticsOption

    @OptionGroup(title: "Limits") var limitOptions: LimitOptions

    @Option(name: .shortAndLong, help: "The output: .mp4, .mov, .webm, .gif, .png, a folder, or a %04d.png pattern.")
    var output: String

    @OptionGroup var frameOptions: FrameOptions

    @Option(help: ArgumentHelp("A dotLottie file: apply the theme ID (t/ID.json) to the animation's slots.", valueName: "ID"))
    var theme: String?

    @Option(help: "Output frames per second (default: the scene's canvas.fps).")
    var fps: Double?

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

    @Option(help: ArgumentHelp("Render only the I-th (from 0) of N contiguous frame ranges, cut on key boundaries; join the parts with `animate concat`. `auto`: I and N from the environment (ANIMATE_SHARD_INDEX/ANIMATE_SHARD_COUNT, JOB_COMPLETION_INDEX with ANIMATE_SHARD_COUNT, CI_NODE_INDEX/CI_NODE_TOTAL, BUILDKITE_PARALLEL_JOB/_COUNT, CIRCLE_NODE_INDEX/_TOTAL). See docs/scale-out.md.", valueName: "I/N|auto"))
    var shard: String?

    @Option(help: ArgumentHelp("Videos: frames per closed group of pictures, each encoded on its own from a key frame, recorded in the file so parts can be joined (default with --shard: 2 s of frames).", valueName: "frames"))
    var keyint: Int?

    @Flag(help: "Print no progress.")
    var quiet = false

    @Flag(inversion: .prefixedNo, help: "Replace an existing output when the render succeeds; --no-overwrite refuses instead.")
    var overwrite = true

    @Flag(inversion: .prefixedNo, help: "H.264, HEVC, VP9: pad an odd frame size to even with the background (transparent for VP9) and say so; --no-pad-to-even refuses instead.")
    var padToEven = true

    func validate() throws {
        do {
            try options(background: nil, shard: nil).validate()
        } catch let e as ExportError {
            throw ValidationError(e.cliMessage)
        }
    }

    /// The command line's options as export options.
    func options(background: Color?, shard: Shard?) -> ExportOptions {
        ExportOptions(time: frameOptions.time, fps: fps, scale: frameOptions.scale, frames: frames.map(FrameSelection.init), background: background,
                      crf: crf, preset: preset, codec: codec, threads: threads, overwrite: overwrite,
                      keyint: keyint, shard: shard, padToEven: padToEven)
    }

    func run() throws {
        let background = try self.background.map { text -> Color in
            do { return try Color(hex: text) } catch { throw CLIError.badInput("--background: expected a colour \"#RGB\", \"#RRGGBB\" or \"#RRGGBBAA\", got \"\(text)\"") }
        }
        let shard = try self.shard.map { try Shard(parsing: $0) }
        var options = options(background: background, shard: shard)
        var input: InputFile? = nil
        if frameOptions.progress != nil {
            guard case .still = try OutputTarget(path: output, codec: codec) else {
                throw CLIError.badInput("--progress applies to a .png still")
            }
            let loaded = try loadInput(scene, theme: theme)
            options.time = frameOptions.time(in: loaded)
            input = loaded
        }
        var job = try ExportJob(output: output, options: options)
        let loaded = try input ?? loadInput(scene, theme: theme)
        let composition = loaded.composition
        if keyint != nil || shard != nil {
            // A shard record names what the frames are made from: the scene file and every image and font file it
            // names (or the Lottie file), so that parts made from different files never join.
            job = job.identified(by: try SceneIdentity.digest(inputFile: scene, composition: composition))
        }
        if let padding = try job.evenSizePadding(of: try job.adjusted(composition)) {
            FileHandle.standardError.write(Data("animate: \(padding.note)\n".utf8))
        }
        var progress: Progress?
        do {
            try job.run(composition) { p in
                if progress == nil {
                    progress = Progress(total: p.total, label: p.stages.map { "animate (\($0))" } ?? "animate", quiet: quiet)
                }
                progress?.update(p.completed)
            }
        } catch let e as ExportError {
            guard case .lottie = loaded else { throw e }
            throw e.namingLottieSize()
        }
        progress?.finish()
    }
}
