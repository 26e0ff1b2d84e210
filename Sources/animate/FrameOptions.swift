import ArgumentParser
import Export
import Readers

/// The options that say which frame a still shows and at what size, the same for `still` and `render`: `--time`
/// or `--progress` (a .png still), `--scale` (every output).
struct FrameOptions: ParsableArguments {
    @Option(help: "Scene time in seconds of a .png still (default 0).")
    var time: Double?

    @Option(help: "Progress 0…1 of the timeline for a .png still, instead of --time: what lottie-ios shows paused at this progress (for a scene, progress × duration).")
    var progress: Double?

    @Option(help: "Pixels per point (default: the scene's canvas.scale; 1 for a Lottie file).")
    var scale: Double?

    /// `--progress` is a number in 0…1, not given together with `--time`; `--time` and `--scale` are checked as
    /// `ExportOptions` checks them.
    func validate() throws {
        if let progress {
            guard progress.isFinite, (0...1).contains(progress) else { throw ValidationError("--progress must be a number in 0…1") }
            guard time == nil else { throw ValidationError("--progress and --time cannot be used together") }
        }
        do {
            try ExportOptions(time: time, scale: scale).validate()
        } catch let e as ExportError {
            throw ValidationError(e.cliMessage)
        }
    }

    /// The scene time of the still: `--progress` as `input` maps progress to time, else `--time` (`nil` when neither
    /// is given).
    func time(in input: InputFile) -> Double? {
        progress.map(input.time(atProgress:)) ?? time
    }
}
