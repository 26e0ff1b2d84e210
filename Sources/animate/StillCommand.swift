import ArgumentParser
import Export
import Foundation
import Readers

/// `animate still SCENE --time T -o frame.png`: one frame as PNG. An alias of `animate SCENE -o frame.png --time T`
/// that accepts only a .png output.
struct StillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "still",
        abstract: "Render the frame at one scene time to PNG (with alpha)."
    )

    @Argument(help: "The scene file (JSON) or a Lottie animation.")
    var scene: String

    @OptionGroup(title: "Lottie") var lottieSemantics: LottieSemanticsOption

    @OptionGroup(title: "Limits") var limitOptions: LimitOptions

    @Option(help: ArgumentHelp("A dotLottie file: apply the theme ID (t/ID.json) to the animation's slots.", valueName: "ID"))
    var theme: String?

    @OptionGroup var frameOptions: FrameOptions

    @Option(name: .shortAndLong, help: "The output file (.png).")
    var output: String

    func run() throws {
        _ = try outputExtension(output, allowed: ["png"])
        let input = try loadInput(scene, theme: theme)
        let t = frameOptions.time(in: input) ?? 0
        let job = try ExportJob(output: output, options: ExportOptions(time: t, scale: frameOptions.scale))
        try job.run(input.composition)
    }
}
