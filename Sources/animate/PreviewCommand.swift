import ArgumentParser
import Composition
import Export
import Foundation
import Preview
import SceneFile

/// `animate preview SCENE -o sheet.png`: a contact sheet.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Render a contact sheet: frames in a grid with the time under each (PNG).",
        discussion: """
            By default the frames are where things happen, up to --count: the first and last frame, every \
            animation's start, end and middle, the middle of each hold, then more frames inside the moves. \
            --even spaces --count frames evenly from 0 to the end instead; --times lists them. Each is on a frame \
            (k / fps). The grid is chosen to make the frames largest within --max-width × --max-height pixels \
            (default 1200 × 1200, which reads well in a pull-request comment). Labels use a built-in pixel font, so \
            the same scene gives the same PNG on every machine.
            """
    )

    @Argument(help: "The scene file (JSON).")
    var scene: String

    @OptionGroup(title: "Lottie") var lottieSemantics: LottieSemanticsOption

    @Option(name: .shortAndLong, help: "The output file (.png).")
    var output: String

    @Option(help: "How many frames, at most.")
    var count: Int = 12

    @Flag(help: "Space the frames evenly from 0 to the end instead of picking where things happen.")
    var even = false

    @Option(help: "Comma-separated scene times in seconds instead of chosen ones.")
    var times: String?

    @Option(help: "Largest sheet width in pixels.")
    var maxWidth: Int = 1200

    @Option(help: "Largest sheet height in pixels.")
    var maxHeight: Int = 1200

    func validate() throws {
        guard (1...100).contains(count) else { throw ValidationError("--count must be from 1 to 100") }
        guard (200...8000).contains(maxWidth), (200...8000).contains(maxHeight) else {
            throw ValidationError("--max-width and --max-height must be from 200 to 8000")
        }
    }

    func run() throws {
        _ = try outputExtension(output, allowed: ["png"])
        _ = try OutputFile(path: output)
        let chosen = try times.map { try parseTimes($0) }
        if let chosen, chosen.count > 100 { throw CLIError.badInput("--times: at most 100 times") }
        let scene = try loadScene(scene)
        let list = chosen ?? (even ? ContactSheet.evenlySpacedTimes(in: scene, count: count)
                                   : ContactSheet.eventTimes(in: scene, count: count))
        let sheet = try renderFailure {
            try ContactSheet.render(scene, times: list, title: (self.scene as NSString).lastPathComponent,
                                    maxWidth: maxWidth, maxHeight: maxHeight)
        }
        try writePNG(sheet, to: output)
    }
}
