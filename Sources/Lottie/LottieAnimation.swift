import Composition
import Geometry
import JSONValue
import Motion

/// A Lottie (Bodymovin JSON) animation translated into Core Animation layers and animations, as airbnb/lottie-ios's
/// Core Animation rendering engine builds them.
///
/// Time: the timeline starts at the animation's in point (`ip`): scene time `t = (frame − ip) / fr`. Progress `p`
/// (what lottie-ios's `currentProgress` shows) is frame `ip + p × (op − ip)`, i.e. `t = p × duration`.
public struct LottieAnimation: Sendable {
    /// The canvas (`w` × `h`, points).
    public let canvasSize: Size
    /// Frames per second (`fr`).
    public let frameRate: Double
    /// The first frame (`ip`) and the frame the animation ends on (`op`), in Lottie frames.
    public let inPoint: Double
    public let outPoint: Double
    /// The model layers (one root layer the size of the canvas) and their animations.
    public let layerTree: LayerTree
    /// Every attached animation: the id of its layer, its key (the key path), and the animation — the same ones the
    /// layer tree holds, for printing the translation.
    public let animations: [(layer: String, key: String, animation: Animation)]
    /// Features the translation does not support, with their JSON paths; the rest renders.
    public internal(set) var warnings: [LottieWarning]
    /// How the file was read (`LottieOptions`: whose semantics).
    public let options: LottieOptions
    /// Whether a hold keyframe's key time rounds up (`SemanticsNotes`; `semanticsDifferences`).
    let holdKeyTimeRoundsUp: Bool
    /// Core Animation pitfalls in the file (`LottieLint`), for `validate --lint`.
    public let lintNotices: [LottieLint.Notice]
    /// The image assets, in the order of `assets`; their bytes are a data URI's, or a dotLottie entry's once read.
    var imageAssets: [ImageAssetModel]

    /// `(op − ip) / fr` seconds: from the first frame to the last.
    public var duration: Double { (outPoint - inPoint) / frameRate }

    /// The number of frames from `ip` up to `op` (`op − ip`, rounded up).
    public var frameCount: Int { Int(exactly: (outPoint - inPoint).rounded(.up)) ?? 0 }

    /// The scene time lottie-ios shows at progress `p` (0…1): frame `ip + p × (op − ip)`.
    public func time(atProgress p: Double) -> Double { p * duration }

    /// The scene time of Lottie frame `frame`.
    public func time(atFrame frame: Double) -> Double { (frame - inPoint) / frameRate }

    /// Reads and translates a Lottie JSON text.
    ///
    /// - Throws: `LottieError` with the JSON path (or the line and column of a syntax error) for malformed input:
    ///   JSON that does not parse, a missing or mistyped field, `fr` ≤ 0, `op` ≤ `ip`, an unknown layer type,
    ///   keyframes out of order, a precomp naming a missing asset, precomps that contain themselves; and for input
    ///   past `Limits.current` (path elements, keyframes), before the translation grows past them.
    public init(json text: String, options: LottieOptions = LottieOptions()) throws {
        let root: JSON
        do {
            root = try JSONParser.parse(text)
        } catch let e as JSONSyntaxError {
            throw LottieError(path: "", "not valid JSON: \(e.description)")
        }
        try self.init(json: root, options: options)
    }

    /// Translates a parsed Lottie document under `options` (lottie-ios's reading unless they say otherwise).
    public init(json root: JSON, options: LottieOptions = LottieOptions()) throws {
        var decoder = DocumentDecoder()
        let document = try decoder.decode(JSONNode(root, path: "", conventions: .bodymovin))
        let translator = LottieTranslator(document: document, options: options)
        let rootLayer = translator.translate()
        if let error = translator.limitError { throw error }
        // What the translation checks as it descends (layers and their parents' copies) leaves the levels inside a
        // layer (shape groups, paths, gradients, mask containers): the whole tree is measured before `freeze`
        // recurses over it.
        if let deep = rootLayer.firstLayerPastDepthLimit() {
            throw LottieError(path: deep.sourcePath, LottieTranslator.depthLimitMessage)
        }
        var animations: [(layer: String, key: String, animation: Animation)] = []
        let model = rootLayer.freeze(into: &animations)
        var tree = LayerTree(layers: [model])
        for a in animations {
            do {
                try tree.add(a.animation, toLayer: a.layer, forKey: a.key, at: 0)
            } catch {
                throw LottieError(path: a.layer, "internal translation error: \(error)")
            }
        }
        canvasSize = Size(width: document.width, height: document.height)
        frameRate = document.frameRate
        inPoint = document.inPoint
        outPoint = document.outPoint
        layerTree = tree
        self.animations = animations
        self.options = options
        holdKeyTimeRoundsUp = translator.semanticsNotes.holdKeyTimeRoundsUp
        var warnings = decoder.warnings
        for w in translator.warnings where !warnings.contains(w) { warnings.append(w) }
        self.warnings = warnings
        lintNotices = LottieLint.check(root)
        imageAssets = document.images.values.sorted { ($0.path.count, $0.path) < ($1.path.count, $1.path) }
        for a in imageAssets where a.embedded == nil {
            self.warnings.append(LottieWarning(path: a.path + ".p", "image files are read only from a dotLottie archive (images/); this image is not drawn"))
        }
        // What the translation built, under the rules every composition meets (`Export` checks them again, so what
        // the reader accepts a render accepts). Counted in Core Animation layers and keyframes, which the file's
        // own counts above only bound; the composition's paths are not the file's, so none is named.
        do {
            try composition.checkLimits()
        } catch let e as LimitError {
            throw LottieError(path: "", "translated into Core Animation layers and animations: \(e.message)")
        }
    }

    /// Whether a JSON document looks like a Lottie animation: an object with `v`, `fr`, `ip`, `op`, `w`, `h` and
    /// `layers` (detection by content, not by file extension).
    public static func isLottie(_ root: JSON) -> Bool {
        ["v", "fr", "ip", "op", "w", "h", "layers"].allSatisfy { root[$0] != nil }
    }
}
