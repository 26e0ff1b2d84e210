import ArgumentParser
import Composition
import Export
import Foundation
import Readers
import SceneFile

/// `animate expand`: prints the scene with its presets expanded into ordinary layers and transactions.
struct ExpandCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "expand",
        abstract: "Print the scene with every preset expanded into ordinary layers and transactions (JSON).",
        discussion: """
            For a Lottie file: the equivalent scene, i.e. the Core Animation layers and keyframe animations it \
            translates into, which renders the same frames and can be edited.
            """
    )

    @Argument(help: "The scene file (JSON) or a Lottie animation.")
    var scene: String

    @OptionGroup(title: "Lottie") var lottieSemantics: LottieSemanticsOption

    func run() throws {
        // The same validation, errors and exit codes as every other command.
        if case .lottie(let l, _) = try loadInput(scene) {
            FileHandle.standardOutput.write(Data(JSONWriter.pretty(CompositionEncoding.json(l.composition)).utf8))
            return
        }
        guard let data = FileManager.default.contents(atPath: scene), let text = String(data: data, encoding: .utf8) else {
            throw CLIError.badInput("\(scene): cannot be read")
        }
        FileHandle.standardOutput.write(Data(JSONWriter.pretty(try SceneExpansion.expand(text: text)).utf8))
    }
}
