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

    @Argument(help: "The scene file (JSON).")
    var scene: String

    @OptionGroup(title: "Limits") var limitOptions: LimitOptions

    @Option(help: "Scene time in seconds.")
    var time: Double = 0

    @Option(name: .shortAndLong, help: "The output file (.png).")
    var output: String

    func validate() throws {
        guard time >= 0, time.isFinite else { throw ValidationError("--time must be a number ≥ 0") }
    }

    func run() throws {
        _ = try outputExtension(output, allowed: ["png"])
        let job = try ExportJob(output: output, options: ExportOptions(time: time))
        try job.run(try loadScene(scene))
    }
}
