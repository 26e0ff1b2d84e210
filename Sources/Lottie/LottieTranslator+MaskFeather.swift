import Geometry
import Motion

/// `--lottie-semantics after-effects`: a mask's opacity (`masksProperties[k].o`) and feather (`f`), which lottie-ios
/// ignores (its `MaskCompositionLayer` draws every mask opaque and sharp).
///
/// As Skottie draws them (`modules/skottie/src/Layer.cpp`, `MaskAdapter`): the mask's shape painted at opacity
/// `o` / 100, then blurred by a Gaussian of σ = 0.38 × feather along x and y ("close enough to AE",
/// `kFeatherToSigma`), in the mask's coordinates. An animated feather animates the blurs' σ (Skottie's
/// `MaskAdapter::onSync` reads the feather at every frame), as does an animated opacity its opacity.
extension LottieTranslator {
    /// Skottie's `kFeatherToSigma`: σ of the blur per pixel of feather.
    static let featherToSigma = 0.38

    func addOpacityAndFeather(of mask: MaskModel, to layer: LayerNode, context: TimeContext) {
        if let opacity = mask.opacity {
            layer.set("opacity", PropertyAnimation.translate(opacity, keyPath: "opacity", context: context) {
                .number(min(max(($0.first ?? 100) / 100, 0), 1))
            })
        }
        guard let feather = mask.feather else { return }
        // Animated, both blurs stay in the list (σ 0 draws nothing), so that every keyframe holds the same effects
        // and they blend by σ (`setEffects`).
        let animated = feather.isAnimated
        setEffects([feather], on: layer, context: context) { v in
            let f = v[0]
            return Self.featherBlur(x: f.first ?? 0, y: f.count > 1 ? f[1] : f.first ?? 0, keepingBoth: animated)
        }
    }

    /// The blurs of a feather of `x` × `y` pixels: one along each axis with its own σ (none for a feather ≤ 0,
    /// unless `keepingBoth`: then σ 0).
    static func featherBlur(x: Double, y: Double, keepingBoth: Bool = false) -> [LayerEffect] {
        var effects: [LayerEffect] = []
        for (f, alongX) in [(x, true), (y, false)] {
            let sigma = f.isFinite && f > 0 ? f * featherToSigma : 0
            if sigma > 0 || keepingBoth { effects.append(.gaussianBlur(sigma: sigma, horizontal: alongX, vertical: !alongX)) }
        }
        return effects
    }
}
