import ArgumentParser
import Foundation
import SceneFile

/// `animate still SCENE --time T -o frame.png`: one frame as PNG.
struct StillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "still",
        abstract: "Render the frame at one scene time to PNG (with alpha)."
    )

    @Argument(help: "The scene file (JSON).")
    var scene: String

    @Option(help: "Scene time in seconds.")
    var time: Double = 0

    @Option(name: .shortAndLong, help: "The output file (.png).")
    var output: String

    func validate() throws {
        guard time >= 0, time.isFinite else { throw ValidationError("--time must be a number ≥ 0") }
    }

    func run() throws {
        _ = try outputExtension(output, allowed: ["png"])
        _ = try OutputFile(path: output)
        let scene = try loadScene(scene)
        let renderer = try scene.makeRenderer(opaque: false)
        let frame = try renderFailure { try renderer.render(scene.tree.presentation(at: time)) }
        try writePNG(frame, to: output)
    }
}
