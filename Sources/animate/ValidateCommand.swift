import ArgumentParser
import Foundation
import SceneFile

/// `animate validate`: reads and checks a scene without rendering.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a scene without rendering; errors name the JSON path (exit 2)."
    )

    @Argument(help: "The scene file (JSON).")
    var scene: String

    func run() throws {
        let s = try loadScene(scene)
        let c = s.canvas
        print("\(scene): valid: \(s.layerTypes.count) layers, \(JSONWriter.format(s.duration)) s, \(s.frameCount) frames at \(JSONWriter.format(c.fps)) fps, \(c.pixelWidth)×\(c.pixelHeight) px")
    }
}
