import ArgumentParser
import Composition
import Export
import Foundation
import Raster
import SceneFile

/// `animate bench`: times evaluation and rendering of every frame, single-threaded, without encoding.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time render-only throughput of a scene (every frame, single thread, nothing written); prints JSON."
    )

    @Argument(help: "The scene file (JSON).")
    var scene: String

    @Option(help: "How many times to render the whole scene.")
    var repeats: Int = 3

    @Flag(help: "Time the path-morph normalisation of each layer whose path changes structure, instead of rendering.")
    var morphs = false

    func validate() throws {
        guard repeats >= 1 else { throw ValidationError("--repeats must be at least 1") }
    }

    func run() throws {
        if morphs { return try runMorphs() }
        let scene = try loadScene(scene)
        let renderer = try scene.makeRenderer(opaque: true)
        let frames = scene.frameCount
        guard frames > 0 else { throw CLIError.badInput("\(self.scene): the scene has no frames") }
        // One frame reused for every render, as the render pipeline's workers do.
        var frame = Frame(width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight)
        try renderFailure { try renderer.render(scene.tree.presentation(at: 0), into: &frame) }   // warm-up
        var best = Double.infinity
        var evaluateSeconds = Double.infinity
        for _ in 0..<repeats {
            let start = DispatchTime.now().uptimeNanoseconds
            var evaluating: UInt64 = 0
            for k in 0..<frames {
                let e0 = DispatchTime.now().uptimeNanoseconds
                let layers = scene.tree.presentation(at: scene.time(ofFrame: k))
                evaluating += DispatchTime.now().uptimeNanoseconds - e0
                try renderFailure { try renderer.render(layers, into: &frame) }
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            best = min(best, seconds)
            evaluateSeconds = min(evaluateSeconds, Double(evaluating) / 1e9)
        }
        let out = JSON.object([
            ("scene", .string(self.scene)), ("frames", .number(Double(frames))),
            ("width", .number(Double(scene.canvas.pixelWidth))), ("height", .number(Double(scene.canvas.pixelHeight))),
            ("seconds", .number((best * 1000).rounded() / 1000)),
            ("framesPerSecond", .number((Double(frames) / best * 10).rounded() / 10)),
            ("evaluateMsPerFrame", .number((evaluateSeconds / Double(frames) * 1e5).rounded() / 100)),
        ])
        print(JSONWriter.write(out))
    }
}
