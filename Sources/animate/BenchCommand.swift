import ArgumentParser
import Composition
import Export
import Foundation
import Motion
import Raster
import Render
import SceneFile

/// `animate bench`: times evaluation and rendering of every frame, single-threaded, without encoding.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time render-only throughput of a scene (every frame, single thread, nothing written); prints JSON.",
        discussion: """
            Frames are drawn as a render thread draws them: only what changed since the previous frame \
            (--damage-regions, the default), or every pixel of every frame (--no-damage-regions). The output counts \
            the frames reused as they were, drawn in part (with the mean share of the canvas drawn) and drawn whole.
            """
    )

    @Argument(help: "The scene file (JSON).")
    var scene: String

    @OptionGroup(title: "Lottie") var lottieSemantics: LottieSemanticsOption

    @Option(help: "How many times to render the whole scene.")
    var repeats: Int = 3

    @Flag(help: "Time the path-morph normalisation of each layer whose path changes structure, instead of rendering.")
    var morphs = false

    @Flag(inversion: .prefixedNo, help: "Draw only what changed since the previous frame (default), or every pixel of every frame.")
    var damageRegions = true

    @Option(help: "Pixels per point (default: the scene's canvas.scale; 1 for a Lottie file).")
    var scale: Double?

    func validate() throws {
        guard repeats >= 1 else { throw ValidationError("--repeats must be at least 1") }
        do {
            try ExportOptions(scale: scale).validate()
        } catch let e as ExportError {
            throw ValidationError(e.cliMessage)
        }
    }

    func run() throws {
        if morphs { return try runMorphs() }
        var scene = try loadScene(scene)
        if let scale { scene.canvas.scale = scale }
        let renderer = try scene.makeRenderer(opaque: true)
        let frames = scene.frameCount
        guard frames > 0 else { throw CLIError.badInput("\(self.scene): the scene has no frames") }
        // One frame reused for every render, as the render pipeline's workers do.
        var frame = Frame(width: scene.canvas.pixelWidth, height: scene.canvas.pixelHeight)
        let incremental = IncrementalRenderer(renderer: renderer, decidesFromMeasuredWork: true)
        func draw(_ layers: [LayerState]) throws -> IncrementalRenderer.Outcome {
            guard damageRegions else {
                try renderer.render(layers, into: &frame)
                return .full
            }
            return try incremental.render(layers)
        }
        try renderFailure { _ = try draw(scene.tree.presentationForDrawing(at: 0)) }   // warm-up
        var best = Double.infinity
        var evaluateSeconds = Double.infinity
        var reused = 0, partial = 0, whole = 0, drawnPixels = 0.0
        for _ in 0..<repeats {
            incremental.reset()
            let evaluator = DrawingEvaluator(tree: scene.tree)   // what an export worker keeps
            reused = 0; partial = 0; whole = 0; drawnPixels = 0
            let start = DispatchTime.now().uptimeNanoseconds
            var evaluating: UInt64 = 0
            for k in 0..<frames {
                let e0 = DispatchTime.now().uptimeNanoseconds
                let layers = evaluator.layers(at: scene.time(ofFrame: k))
                evaluating += DispatchTime.now().uptimeNanoseconds - e0
                switch try renderFailure({ try draw(layers) }) {
                case .reused: reused += 1
                case .partial(let box): partial += 1; drawnPixels += Double(box.area)
                case .full: whole += 1
                }
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            best = min(best, seconds)
            evaluateSeconds = min(evaluateSeconds, Double(evaluating) / 1e9)
        }
        let canvasPixels = Double(scene.canvas.pixelWidth) * Double(scene.canvas.pixelHeight)
        let out = JSON.object([
            ("scene", .string(self.scene)), ("frames", .number(Double(frames))),
            ("width", .number(Double(scene.canvas.pixelWidth))), ("height", .number(Double(scene.canvas.pixelHeight))),
            ("seconds", .number((best * 1000).rounded() / 1000)),
            ("framesPerSecond", .number((Double(frames) / best * 10).rounded() / 10)),
            ("evaluateMsPerFrame", .number((evaluateSeconds / Double(frames) * 1e5).rounded() / 100)),
            ("damageRegions", .bool(damageRegions)),
            ("framesReused", .number(Double(reused))), ("framesDrawnInPart", .number(Double(partial))),
            ("framesDrawnWhole", .number(Double(whole))),
            ("partShareOfCanvas", .number(partial > 0 ? (drawnPixels / Double(partial) / canvasPixels * 1000).rounded() / 1000 : 0)),
        ])
        print(JSONWriter.write(out))
    }
}
