import ArgumentParser
import Composition
import Export
import Foundation
import SceneFile

/// `animate expand`: prints the scene with its presets expanded into ordinary layers and transactions.
struct ExpandCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expand",
        abstract: "Print the scene with every preset expanded into ordinary layers and transactions (JSON)."
    )

    @Argument(help: "The scene file (JSON).")
    var scene: String

    func run() throws {
        _ = try loadScene(scene)   // the same validation, errors and exit codes as every other command
        guard let data = FileManager.default.contents(atPath: scene), let text = String(data: data, encoding: .utf8) else {
            throw CLIError.badInput("\(scene): cannot be read")
        }
        FileHandle.standardOutput.write(Data(JSONWriter.pretty(try SceneExpansion.expand(text: text)).utf8))
    }
}
