/// Whose reading of a Lottie file the translation follows.
///
/// - `lottieIOS` (the default): what airbnb/lottie-ios 4.6.1's Core Animation engine shows, artefacts included —
///   the frames its snapshot tests record (Tests/LottieTests/Fixtures/oracle).
/// - `afterEffects`: what After Effects (Bodymovin's source) means by the file. Until the After Effects issue fills
///   it in, it differs from `lottieIOS` only where a lottie-ios result is an artefact of Core Animation's
///   arithmetic rather than a reading of the file (docs/lottie.md, "Semantics"):
///   - a hold keyframe shows its value from its own frame on (lottie-ios rounds key times to `Float`, so at
///     exactly some frames the value before it still shows: `PropertyAnimation.singleSegmentKeyTimes`).
///   Features lottie-ios ignores (merge paths, expressions, other effects) are still ignored under both; their
///   warnings say that `after-effects` will draw them.
public enum LottieSemantics: String, Sendable, CaseIterable {
    case lottieIOS = "lottie-ios"
    case afterEffects = "after-effects"
}

/// How a Lottie file is read (`LottieAnimation(json:options:)`).
public struct LottieOptions: Sendable, Equatable {
    /// Whose reading the translation follows; `lottieIOS` unless set.
    public var semantics: LottieSemantics

    public init(semantics: LottieSemantics = .lottieIOS) {
        self.semantics = semantics
    }
}
