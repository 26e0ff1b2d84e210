import ArgumentParser
import Export
import Foundation

/// `animate still SCENE --time T -o frame.png`: one frame as PNG. An alias of `animate SCENE -o frame.png --time T`
/// that accepts only a .png output.
struct StillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "still",
        abstract: "Render the frame at one scene time to PNG (with alpha)."
    )

    @Argument(help: "The scene file (JSON) or a Lottie animation.")
    var scene: String

    @OptionGroup(title: "Limits") var limitOptions: LimitOptions

    @Option(help: "Scene time in seconds (default 0).")
    var time: Double?

    @Option(help: "Progress 0…1 of the timeline instead of --time: what lottie-ios shows paused at this progress (for a scene, progress × duration).")
    var progress: Double?

    @Option(help: "Pixels per point (default: the scene's canvas.scale; 1 for a Lottie file).")
    var scale: Double?

    @Option(name: .shortAndLong, help: "The output file (.png).")
    var output: String

    func validate() throws {
        if let time { guard time >= 0, time.isFinite else { throw ValidationError("--time must be a number ≥ 0") } }
        try validateProgress(progress, time: time)
        if let scale { guard scale > 0, scale.isFinite else { throw ValidationError("--scale must be a number > 0") } }
    }

    func run() throws {
        _ = try outputExtension(output, allowed: ["png"])
        let input = try SceneInput.load(scene)
        let t = progress.map(input.time(atProgress:)) ?? time ?? 0
        let job = try ExportJob(output: output, options: ExportOptions(time: t, scale: scale))
        try job.run(input.composition)
    }
}

/// `--progress P`: a number in 0…1, not together with `--time`.
func validateProgress(_ progress: Double?, time: Double?) throws {
    guard let progress else { return }
    guard progress.isFinite, (0...1).contains(progress) else { throw ValidationError("--progress must be a number in 0…1") }
    guard time == nil else { throw ValidationError("--progress and --time cannot be used together") }
}
