import Composition
/// Whose reading of a Lottie file the translation follows.
///
/// - `lottieIOS` (the default): what airbnb/lottie-ios 4.6.1's Core Animation engine shows, artefacts included —
///   the frames its snapshot tests record (Tests/LottieTests/Fixtures/oracle).
/// - `afterEffects`: what After Effects (Bodymovin's source) means by the file (issue 24 fills it in; docs/lottie.md,
///   "Semantics", has the table). It differs from `lottieIOS` where a lottie-ios result is an artefact of Core
///   Animation's arithmetic, and where After Effects draws what lottie-ios does not:
///   - a hold keyframe shows its value from its own frame on (lottie-ios rounds key times to `Float`, so at
///     exactly some frames the value before it still shows: `PropertyAnimation.singleSegmentKeyTimes`), also
///     between eased keyframes, and the last of held positions shows (`TimeContext.showsEveryHeldValue`);
///   - repeaters with every option (`LottieTranslator.afterEffectsRepeated`);
///   - track mattes named by `tp`, matte sources (`td`) not drawn (`LottieTranslator+Mattes.swift`);
///   - the paths under a fill or stroke as one compound path, and pucker & bloat, zig-zag and offset paths,
///     reaching child groups (`LottieTranslator+CompoundPaths.swift`, `PathModifier.swift`);
///   - merge paths (`LottieTranslator+MergePaths.swift`);
///   - mask expansion, rounded polystars' handle lengths, and motion along a spatial Bézier by arc length
///     (`LottieTranslator+MaskExpansion.swift`, `LottieShapes.star`, `TranslatedProperty+ArcLength.swift`);
///   - expressions, evaluated by `LottieOptions.expressionEngine` and baked into per-frame keyframes
///     (`ExpressionBaker`);
///   - text animators, each character drawn alone where `LottieOptions.resources`' measurer places it
///     (`LottieTranslator+TextAnimators.swift`), text on a path (`TextPathPlacement`), and round corners on every
///     path kind (`Path.roundingCorners`).
///   Other effects are still ignored under both; their warnings say that `after-effects` will draw them.
public enum LottieSemantics: String, Sendable, CaseIterable {
    case lottieIOS = "lottie-ios"
    case afterEffects = "after-effects"

    /// lottie-ios ignores expressions (`CALayer+addAnimation.swift`: "includes an After Effects expression …,
    /// which is not supported by lottie-ios"): the keyframed value is drawn.
    static let expressionWarning = "expressions are ignored, as lottie-ios ignores them (the keyframed value is drawn; --lottie-semantics after-effects will evaluate them)"

    /// lottie-ios's Core Animation engine ignores merge paths (`CompatibilityTracker`; its snapshots show the
    /// shapes unmerged).
    static let mergePathsWarning = "merge paths are ignored, as lottie-ios ignores them (the shapes are drawn unmerged; --lottie-semantics after-effects will merge them)"

    /// lottie-ios's Core Animation engine ignores a repeater's start and end opacities (`RepeaterLayer.swift`
    /// builds copies from the transform alone); After Effects fades the copies from `so` to `eo`.
    static let repeaterOpacityWarning = "repeater opacities are ignored (as lottie-ios's Core Animation engine ignores them)"

    /// lottie-ios has no luma matte (`LayerModel.swift`'s `MatteType`: none, add, invert; `maskLayer(for:type:)` makes
    /// no mask for another type): the layer is drawn unmatted.
    static let lumaMatteWarning = "luma mattes are ignored, as lottie-ios ignores them (the layer is drawn unmatted; --lottie-semantics after-effects will draw them)"

    /// lottie-ios's Core Animation engine ignores text animators (`TextLayer.swift` draws the first document
    /// keyframe); After Effects applies them per character.
    static let textAnimatorWarning = "text animators are ignored, as lottie-ios's Core Animation engine ignores them"

    /// lottie-ios's `TextLayerModel` decodes no path options (`t.p`): the text is drawn as laid out, off the path.
    static let textPathWarning = "text on a path is ignored, as lottie-ios ignores it (the text is drawn off the path; --lottie-semantics after-effects draws it along the mask)"
}

/// How a Lottie file is read (`LottieAnimation(json:options:)`).
public struct LottieOptions: Sendable, Equatable {
    /// Whose reading the translation follows; `lottieIOS` unless set.
    public var semantics: LottieSemantics
    /// What evaluates expressions under `afterEffects` (`ExpressionBaker`); without one they are ignored, with
    /// lottie-ios's warning. `lottieIOS` never uses it.
    public var expressionEngine: (any ExpressionEngine)?
    /// Where `afterEffects` gets a text measurer that places each character (`CharacterLayoutMeasuring`), to draw
    /// text animators one character at a time; without one they are ignored with a warning. `lottieIOS` measures
    /// centred and right-justified point text with it, to give it `CoreTextRenderLayer`'s rounded bounds
    /// (`LottieTranslator.placeOnCoreTextBounds`); without one that text keeps its unrounded placement.
    public var resources: (any ResourceLoading)?

    public init(semantics: LottieSemantics = .lottieIOS, expressionEngine: (any ExpressionEngine)? = nil,
                resources: (any ResourceLoading)? = nil) {
        self.semantics = semantics
        self.expressionEngine = expressionEngine
        self.resources = resources
    }

    /// The same semantics, and engines of the same name.
    public static func == (a: LottieOptions, b: LottieOptions) -> Bool {
        a.semantics == b.semantics && a.expressionEngine?.name == b.expressionEngine?.name
    }
}

/// What a translation met that renders differently under `lottieIOS` and `afterEffects` (`validate --lint`).
final class SemanticsNotes {
    /// A hold keyframe whose `Float` key time rounds up: at its own frame lottie-ios shows the value before it.
    var holdKeyTimeRoundsUp = false
    /// A held segment that Core Animation ignores (one value left) or a held position path whose last point it never
    /// shows: `after-effects` shows both (`PropertyAnimation.keyframeAnimation`).
    static let holdBetweenEasedKeyframes = "holds between eased keyframes (lottie-ios shows the static value)"
    static let lastHeldPosition = "the last of held positions (lottie-ios never shows it)"
    /// Other features met whose drawing differs (their names in `semanticsDifferences`), in the order met.
    private(set) var features: [String] = []

    func note(_ feature: String) {
        if !features.contains(feature) { features.append(feature) }
    }
}

extension LottieAnimation {
    /// The features of this file that render differently under `--lottie-semantics lottie-ios` and
    /// `after-effects` (now or once the After Effects semantics are filled in), for `validate --lint`: hold keyframes
    /// whose key time lottie-ios rounds up, and what lottie-ios ignores (merge paths, expressions, effects other
    /// than drop shadows, text animators; the decoder and the translator note the rest, repeaters among them).
    public var semanticsDifferences: [String] {
        var out: [String] = []
        if holdKeyTimeRoundsUp { out.append("hold keyframes at their own frame (lottie-ios's Float key times)") }
        out += semanticsFeatures
        let messages = warnings.map(\.message)
        if messages.contains(LottieSemantics.mergePathsWarning), !out.contains("merge paths") { out.append("merge paths") }
        if messages.contains(LottieSemantics.expressionWarning) { out.append("expressions") }
        if messages.contains(where: { $0.hasPrefix("effect \"") }), !out.contains("effects other than Drop Shadow") { out.append("effects other than Drop Shadow") }
        if messages.contains(LottieSemantics.textAnimatorWarning), !out.contains("text animators") { out.append("text animators") }
        return out
    }
}
