import ArgumentParser
import Composition
import Export
import Foundation
import Preview
import SceneFile

/// `animate plot SCENE -o curves.png`: value curves of every animated property.
struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Plot every animated property against time (PNG or SVG).",
        discussion: """
            One panel per layer and key path, one line per component (x and y of a point; x, y, width, height of \
            a rect; paths as the bounds of each moving sub-path). Shaded spans: an animation of that property \
            runs; dashed lines: a transaction commits. Drawn with animate's own renderer; .svg writes the same \
            picture as vector paths.
            """
    )

    @Argument(help: "The scene file (JSON).")
    var scene: String

    @OptionGroup(title: "Lottie") var lottieSemantics: LottieSemanticsOption

    @Option(name: .shortAndLong, help: "The output file (.png or .svg).")
    var output: String

    func run() throws {
        let ext = try outputExtension(output, allowed: ["png", "svg"])
        _ = try OutputFile(path: output)
        let scene = try loadScene(scene)
        let timeline = scene.timeline
        guard scene.duration > 0, !timeline.animatedProperties.isEmpty else {
            throw CLIError.badInput("\(self.scene): nothing animates: no animation or transaction to plot")
        }
        let plot = CurvePlot(scene: scene, timeline: timeline, title: "\((self.scene as NSString).lastPathComponent) · values over \(NumberText.human(scene.duration)) s")
        let drawing = plot.drawing()
        if ext == "svg" {
            try writeText(drawing.svg(), to: output)
        } else {
            let frame = try renderFailure { try drawing.render(scale: 1) }
            try writePNG(frame, to: output)
        }
    }
}
