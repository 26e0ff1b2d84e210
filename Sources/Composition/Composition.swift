import Geometry
import Motion
import Raster

/// What a scene *is* once read, whatever it was read from (a scene file today; any reader produces one): the canvas,
/// the layer tree with its timeline, the resources its layers name, and its checkpoints and expectations. Everything downstream — rendering, export,
/// sampling, checks, lint, plots, previews — consumes only this.
public struct Composition: Sendable {
    public var canvas: Canvas
    public var tree: LayerTree
    /// The images, keyed by the resolved file path that `LayerState.contents` holds; decoded on first use
    /// (`decodedImages()`).
    public var images: [String: ImageSource]
    /// The font files the text layers name (resolved paths), in the order they were first named.
    public var fontFiles: [String]
    /// The ids of every layer (masks included) with its type.
    public var layerTypes: [String: LayerType]
    /// Lint findings about layout (ambiguous constraints, font fallbacks); the composition renders anyway.
    public var layoutWarnings: [LayoutWarning]
    /// The animations and transactions as written, with where each is written (a JSON path for scene files), the
    /// transactions that layout makes for changed frames included, for tools that report on them (lint, plots).
    public var timeline: SceneTimeline
    /// Scene times at which `animate compare` takes stills, in the order written.
    public var checkpoints: [Double]
    /// Value assertions that `animate check` evaluates.
    public var expectations: [Expectation]
    /// How image contents drawn at another scale are resampled (`ImageResampling`; the Lottie reader's choice,
    /// not written to scene files).
    public var imageResampling: ImageResampling = .cairo
    /// Whether text layers are drawn from a backing store at the render's scale, as Core Animation's `render(in:)`
    /// draws lottie-ios's text layers (`Renderer.textBackingStore`; the Lottie reader's choice under lottie-ios
    /// semantics, not written to scene files).
    public var textBackingStore = false

    public init(canvas: Canvas, tree: LayerTree, images: [String: ImageSource] = [:], fontFiles: [String] = [],
                layerTypes: [String: LayerType] = [:], layoutWarnings: [LayoutWarning] = [],
                timeline: SceneTimeline = SceneTimeline(), checkpoints: [Double] = [], expectations: [Expectation] = []) {
        self.canvas = canvas
        self.tree = tree
        self.images = images
        self.fontFiles = fontFiles
        self.layerTypes = layerTypes
        self.layoutWarnings = layoutWarnings
        self.timeline = timeline
        self.checkpoints = checkpoints
        self.expectations = expectations
    }

    /// Every image decoded, keyed as `images` (each file decoded once per composition, by the first caller):
    /// what a renderer draws from. Throws the first image's decoding error (for a scene file, naming the JSON
    /// path of the layer that uses it).
    public func decodedImages() throws -> [String: Frame] {
        var frames: [String: Frame] = [:]
        for key in images.keys.sorted() { frames[key] = try images[key]?.frame() }
        return frames
    }

    /// Seconds: `canvas.duration`, or the end of the last animation or transaction.
    public var duration: Double { canvas.duration ?? tree.endTime }

    /// `round(duration × fps)`.
    public var frameCount: Int { FrameClock(fps: canvas.fps).frameCount(duration: duration) }

    /// Scene time of frame `k`: `k / fps`.
    public func time(ofFrame k: Int) -> Double { FrameClock(fps: canvas.fps).time(ofFrame: k) }
}
