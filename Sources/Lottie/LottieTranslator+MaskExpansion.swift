import Geometry
import Motion

/// `--lottie-semantics after-effects`: a mask's expansion (`masksProperties[k].x`), which lottie-ios ignores (it warns
/// "mask expansion is not supported").
///
/// After Effects grows a mask by its expansion in pixels (shrinks it for a negative one): the mask's outline offset
/// as Offset Paths offsets a shape (`Path.offset(by:join:)`), with round corners. ThorVG builds it the same way
/// (`LottieBuilder`'s masks: a `LottieOffsetModifier` of the expansion, whose join defaults to round); lottie-web
/// dilates the rendered mask with `feMorphology`, the same outline up to its square structuring element.
extension LottieTranslator {
    /// The mask's `path` animation with its expansion; `inverted` prepends the very large rectangle as the plain
    /// mask does. An animated expansion is sampled with the shape (a blend of offset paths is not the offset path).
    func expandedMaskPath(_ shape: KeyframeGroup<BezierShape>, expansion: KeyframeGroup<LottieVector>, inverted: Bool,
                          context: TimeContext) -> TranslatedProperty {
        let curved = shape.curvedSegments
        let inputs = [shape.map { PathInput.shape($0) }, expansion.map { PathInput.vector($0) }]
        let combined = combined(inputs, forceManual: expansion.isAnimated) { PathInputs(values: $0) }
        return PropertyAnimation.translate(combined, keyPath: "path", context: context) { v in
            guard case .shape(let s) = v.values[0] else { return .path(.empty) }
            var b = Path.Builder()
            if inverted { b.append(Path.rect(LottieTranslator.veryLargeRect)) }
            b.append(s.path(curved: curved).offset(by: v.values[1].vector[0], join: .round))
            return .path(b.build())
        }
    }
}
