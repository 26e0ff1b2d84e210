import Geometry
import Motion

/// `--lottie-semantics after-effects`: a layer's image effects (`ImageEffects.swift`) and a mask's feather
/// (`LottieTranslator+MaskFeather.swift`) as `LayerState.effects`, animated where a parameter is keyframed.
///
/// The model value is the effects at the parameters' first keyframes. When a parameter is animated, the effects
/// become one `effects` keyframe animation through lottie-ios's path for combined values (`combined`, then
/// `PropertyAnimation.translate`): parameters keyframed at the same frames with the same easing keep their
/// keyframes and easing (the value at any instant is the parameter's own interpolation, as After Effects, Skottie
/// and lottie-web evaluate a keyframed effect parameter), others are sampled every 0.1 frame, as lottie-ios
/// combines properties. Each keyframe's value is the flat numbers of the effects (`LayerEffect.numbers`), which
/// Motion blends element by element.
extension LottieTranslator {
    func addImageEffects(_ effects: [ImageEffectModel], to node: LayerNode, context: TimeContext) {
        guard !effects.isEmpty else { return }
        setEffects(effects.flatMap(\.parameters), on: node, context: context) { values in
            var rest = values[...]
            return effects.map { e in
                defer { rest = rest.dropFirst(e.parameters.count) }
                return e.make(Array(rest.prefix(e.parameters.count)))
            }
        }
    }

    /// Sets `node`'s effects to `make` of the groups' first values, and animates them when a group is animated.
    func setEffects(_ groups: [KeyframeGroup<LottieVector>], on node: LayerNode, context: TimeContext,
                    make: @escaping ([LottieVector]) -> [LayerEffect]) {
        node.state.effects = make(groups.map { $0.keyframes[0].value })
        guard groups.contains(where: \.isAnimated) else { return }
        let numbers = combined(groups) { make($0).flatMap(\.numbers) }
        node.set("effects", PropertyAnimation.translate(numbers, keyPath: "effects", context: context) { .numbers($0) })
    }
}
