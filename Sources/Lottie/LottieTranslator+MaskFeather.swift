import Geometry
import Motion

/// `--lottie-semantics after-effects`: a mask's opacity (`masksProperties[k].o`) and feather (`f`), which lottie-ios
/// ignores (its `MaskCompositionLayer` draws every mask opaque and sharp).
///
/// As Skottie draws them (`modules/skottie/src/Layer.cpp`, `MaskAdapter`): the mask's shape painted at opacity
/// `o` / 100, then blurred by a Gaussian of σ = 0.38 × feather along x and y ("close enough to AE",
/// `kFeatherToSigma`), in the mask's coordinates. An animated feather is drawn at its first value (effects are not
/// animated yet); an animated opacity animates.
extension LottieTranslator {
    /// Skottie's `kFeatherToSigma`: σ of the blur per pixel of feather.
    static let featherToSigma = 0.38

    func addOpacityAndFeather(of mask: MaskModel, to layer: LayerNode, context: TimeContext) {
        if let opacity = mask.opacity {
            layer.set("opacity", PropertyAnimation.translate(opacity, keyPath: "opacity", context: context) {
                .number(min(max(($0.first ?? 100) / 100, 0), 1))
            })
        }
        if let feather = mask.feather?.keyframes.first?.value {
            layer.state.effects = Self.featherBlur(x: feather.first ?? 0, y: feather.count > 1 ? feather[1] : feather.first ?? 0)
        }
    }

    /// The blurs of a feather of `x` × `y` pixels: one along each axis with its own σ (none for a feather ≤ 0).
    static func featherBlur(x: Double, y: Double) -> [LayerEffect] {
        var effects: [LayerEffect] = []
        if x.isFinite, x > 0 { effects.append(.gaussianBlur(sigma: x * featherToSigma, horizontal: true, vertical: false)) }
        if y.isFinite, y > 0 { effects.append(.gaussianBlur(sigma: y * featherToSigma, horizontal: false, vertical: true)) }
        return effects
    }
}
