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
    public let holdKeyTimeRoundsUp: Bool
    /// The other features that render differently under the two semantics (`SemanticsNotes.features`).
    let semanticsFeatures: [String]
    /// Core Animation pitfalls in the file (`LottieLint`), for `validate --lint`.
    public let lintNotices: [LottieLint.Notice]
    /// The image assets, in the order of `assets`; their bytes are a data URI's, or a dotLottie entry's once read.
    var imageAssets: [ImageAssetModel]
    /// The dotLottie entry the animation was read from (`animations/a.json`), which starts the path of an image's
    /// error; empty for a JSON file.
    var archiveEntry = ""

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
    ///   JSON that does not parse, a missing or mistyped field, `fr` ≤ 0, `op` ≤ `ip`, an unknown matte type,
    ///   keyframes out of order, a precomp naming a missing asset, precomps that contain themselves; and for input
    ///   past `Limits.current` (path elements, keyframes), before the translation grows past them.
    public init(json text: String, options: LottieOptions = LottieOptions()) throws {
        try self.init(bytes: Array(text.utf8), options: options)
    }

    /// Reads and translates a Lottie JSON file's bytes (UTF-8) under `options`. The bytes are first counted against
    /// `Limits.current` without building the JSON tree (`LottieByteScan`), so a file far past a limit is refused in
    /// time linear in its size and little memory; then parsed, a number out of range (`1e999`) or `NaN` refused at
    /// its JSON path rather than only by line and column.
    ///
    /// - Throws: `LottieError` as `init(json:)`; a syntax error names the line, the column and the JSON path of
    ///   the value being read.
    public init(bytes: [UInt8], options: LottieOptions = LottieOptions()) throws {
        if let error = bytes.withUnsafeBufferPointer({ LottieByteScan.scan($0).error }) { throw error }
        try self.init(json: try LottieAnimation.parse(bytes), options: options)
    }

    /// The JSON tree of a Lottie file: non-finite numbers kept (for `LottieStructureCheck` to refuse at their
    /// path), a syntax error a `LottieError` at the path of the value being read.
    static func parse(_ bytes: [UInt8]) throws -> JSON {
        do {
            return try JSONParser.parse(bytes: bytes, keepingNonFiniteNumbers: true)
        } catch let e as JSONSyntaxError {
            throw LottieError(path: e.path, "not valid JSON at line \(e.line), column \(e.column): \(e.message)")
        }
    }

    /// Whether a file's bytes hold a Lottie animation, by its header (a top-level object with `fr`, `ip`, `op`, `w`
    /// and `h`, `v` not needed, in a pass that builds no JSON tree: `LottieByteScan`), so that a Lottie file without `layers` or
    /// with a syntax error is still read as one and its error named in Lottie's terms.
    ///
    /// - Throws: `LottieError` when it is one and the pass found it past a limit.
    public static func isLottie(bytes: UnsafeRawBufferPointer) throws -> Bool {
        let result = LottieByteScan.scan(bytes.bindMemory(to: UInt8.self))
        if let error = result.error { throw error }
        return result.isLottie
    }

    /// Translates a parsed Lottie document under `options` (lottie-ios's reading unless they say otherwise).
    public init(json root: JSON, options: LottieOptions = LottieOptions()) throws {
        var structure = LottieStructureCheck()
        try structure.check(root)
        // Under After Effects' semantics, expressions become keyframes before anything reads the document.
        var expressionWarnings: [LottieWarning] = []
        var baked = root
        if options.semantics == .afterEffects, let engine = options.expressionEngine {
            var baker = ExpressionBaker(engine: engine)
            baked = try baker.bake(root)
            expressionWarnings = baker.warnings
        }
        var decoder = DocumentDecoder()
        decoder.semantics = options.semantics
        let document = try decoder.decode(JSONNode(baked, path: "", conventions: .bodymovin))
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
        semanticsFeatures = decoder.semanticsFeatures + translator.semanticsNotes.features
        var warnings = structure.warnings + expressionWarnings + decoder.warnings
        for w in translator.warnings where !warnings.contains(w) { warnings.append(w) }
        self.warnings = warnings
        // The `keyframes` rule names what lottie-ios does to a hold between eased keyframes; `after-effects` shows
        // the held value (`TimeContext.showsEveryHeldValue`), so there it has nothing to say.
        lintNotices = LottieLint.check(root).filter { options.semantics == .lottieIOS || $0.rule != .keyframes }
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

    /// Whether a JSON document looks like a Lottie animation: an object with `fr`, `ip`, `op`, `w` and `h`
    /// (detection by content, not by file extension; `layers` missing is then an error at `layers`). The version
    /// `v` is not needed to tell (lottie-web, rlottie and ThorVG read a file without it; lottie-ios refuses one, and
    /// the decoder says so under its semantics).
    public static func isLottie(_ root: JSON) -> Bool {
        ["fr", "ip", "op", "w", "h"].allSatisfy { root[$0] != nil }
    }
}
