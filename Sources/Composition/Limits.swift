import Geometry
import Motion

/// Every size, rate and count limit of a composition and its outputs, in one place (docs/limits.md). Readers,
/// `Export` and the command line check against these values and name them in their messages, so `validate`,
/// `render`, `sample` and the library reject the same input with the same message.
///
/// The fixed limits are static; the ones a user may raise are instance properties, read from `Limits.current`
/// (a task-local: `Limits.$current.withValue(raised) { … }` raises them for everything read and exported inside;
/// the command line's `--max-frames`, `--max-duration`, `--max-path-elements` do that). Defaults are generous: a
/// 10-minute 4K video at 60 fps is far inside every one.
public struct Limits: Sendable, Hashable {
    /// Largest frame width or height in pixels (`canvas.size × scale`, after any output scale).
    public static let maximumPixels = 16384
    /// Highest frame rate of a composition or an output, frames per second (rates above 0 up to this).
    public static let maximumFPS = 1000.0
    /// Highest GIF frame rate: GIF delays are whole centiseconds and browsers slow down delays under 2 cs.
    public static let maximumGIFFPS = 50.0
    /// Render threads an export may use.
    public static let renderThreads = 1...256
    /// Constraint and layout priorities: 1…1000, 1000 is required.
    public static let priorities = 1.0...1000.0
    /// `priorities` as messages write it.
    public static let priorityText = "a priority in 1…1000"
    /// Digits of a numbered PNG sequence's frame field (`%04d`).
    public static let frameNumberDigits = 1...9
    /// Deepest nesting of JSON arrays and objects (the parser's limit; layers nest at most half as deep).
    public static let maximumJSONDepth = JSONParser.maximumDepth
    /// Largest image a layer may show, pixels each way (the frame limit).
    public static let maximumImagePixels = maximumPixels
    /// Largest path coordinate, either sign, points (coordinates must also be finite): past it, geometry overflows
    /// (areas, lengths, flattening).
    public static let maximumPathCoordinate = 10_000_000.0

    /// Most frames one composition may have (`round(duration × fps)`): 1,000,000 is 4.6 hours at 60 fps.
    public var maximumFrames = 1_000_000
    /// Longest composition, seconds (24 hours).
    public var maximumDuration = 86_400.0
    /// Most elements (move, line, curve, close) in one path.
    public var maximumPathElements = 100_000
    /// Most path elements in one scene, over every layer's paths and every animation's path values.
    public var maximumSceneElements = 1_000_000
    /// Most entries of a `lineDashPattern`.
    public var maximumDashCount = 1_000
    /// Largest `shadowRadius`, points.
    public var maximumShadowRadius = 1_000.0
    /// Largest `shadowOffset` component (either sign), points.
    public var maximumShadowOffset = 100_000.0
    /// Most keyframes (values, or points of a keyframe path) in one keyframe animation.
    public var maximumKeyframes = 100_000
    /// Most layers in one composition. The Lottie reader counts a precomposition's layers once per use (each use is
    /// a copy of its layers).
    public var maximumLayers = 100_000
    /// Most keyframes in one composition, over all its animated properties (Lottie reader; a precomposition's count
    /// once per use).
    public var maximumSceneKeyframes = 1_000_000
    /// Deepest nesting of Lottie precompositions (a precomp layer whose asset holds a precomp layer, …): each level
    /// is a level of layers, which nest at most half as deep as JSON.
    public static let maximumPrecompDepth = maximumJSONDepth / 2
    /// Deepest nesting of layers, the top-level layers being level 1 and each sublayer or mask one level deeper than
    /// its layer (Lottie: Core Animation layers as translated, from the root layer: each parent, precomposition,
    /// shape group, matte and mask container is a level). 256 is twice the precomposition limit, so the deepest
    /// precompositions allowed still hold layers, parents and groups of their own; a scene file cannot reach it
    /// (JSON nesting bounds its sublayers to 128 levels and its masks to about 253). Drawing recurses once per
    /// level (about 60 KB of stack each in a debug build, 15 MiB for 256 levels), which `RenderThread`'s 64 MiB
    /// stack holds with a margin.
    public static let maximumLayerDepth = 256
    /// Largest `instanceCount` of a replicator layer (its field, and every value an animation or transaction gives).
    public var maximumInstanceCount = 10_000
    /// Most layers a scene may draw once replicators are expanded (each replicator's sublayer trees and containers
    /// times its largest `instanceCount`, nested replicators multiplying).
    public var maximumReplicatedLayers = 100_000

    public init() {}

    /// The limits in force: the defaults unless raised for the current task (see the type's documentation).
    @TaskLocal public static var current = Limits()

    /// Why `value`, written for `keyPath`, is past a limit, or `nil`: what was expected, for a message
    /// `PATH: expected …, got VALUE`.
    public func problem(with value: AnimatableValue, keyPath: String) -> String? {
        switch (keyPath, value) {
        case ("shadowRadius", .number(let r)) where !(r <= maximumShadowRadius):
            return "a shadowRadius of at most \(NumberText.format(maximumShadowRadius)) points (the limit)"
        case ("shadowOffset", .size(let s)) where !(abs(s.width) <= maximumShadowOffset && abs(s.height) <= maximumShadowOffset):
            return "a shadowOffset within ±\(NumberText.format(maximumShadowOffset)) points each way (the limit)"
        case ("shadowOffset.width", .number(let n)), ("shadowOffset.height", .number(let n)):
            return abs(n) <= maximumShadowOffset ? nil
                : "a shadowOffset within ±\(NumberText.format(maximumShadowOffset)) points each way (the limit)"
        case ("instanceCount", .number(let n)) where !(n <= Double(maximumInstanceCount)):
            return "an instanceCount of at most \(maximumInstanceCount) (the limit)"
        case ("lineDashPattern", .numbers(let d)):
            return problem(withDashCount: d.count)
        case (_, .path(let p)):
            return problem(with: p)
        default:
            return nil
        }
    }

    /// Why `path` is past the per-path element limit, or `nil`.
    public func problem(with path: Path) -> String? {
        problem(withPathElements: path.elements.count)
    }

    /// Why a path of `count` elements is past the per-path element limit, or `nil`; `counted` says what was counted
    /// (default "this path has COUNT").
    public func problem(withPathElements count: Int, counted: String? = nil) -> String? {
        count <= maximumPathElements ? nil
            : "at most \(maximumPathElements) path elements (the limit; \(counted ?? "this path has \(count)"))"
    }

    /// Why a `lineDashPattern` of `count` entries is past the dash limit, or `nil`.
    public func problem(withDashCount count: Int) -> String? {
        count <= maximumDashCount ? nil
            : "at most \(maximumDashCount) dash lengths (the limit; this pattern has \(count))"
    }

    /// Whether `width × height` pixels is a frame size outputs accept (1 to `maximumPixels` each way).
    public static func isValidFrameSize(width: Int, height: Int) -> Bool {
        (1...maximumPixels).contains(width) && (1...maximumPixels).contains(height)
    }
}
