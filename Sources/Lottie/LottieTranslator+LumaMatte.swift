import Geometry
import Motion

/// After Effects' luma and inverted-luma track mattes (`tt` 3 and 4), drawn under `--lottie-semantics
/// after-effects`; lottie-ios ignores them (its `MatteType` has no luma case, so the layer is drawn unmatted).
///
/// The rule, as Skottie builds it (`modules/skottie/src/layers/…`, `SkLumaColorFilter` on the matte: alpha = the
/// Rec. 709 luminance of the premultiplied colour) and lottie-web (`feColorMatrix type="luminanceToAlpha"` on the
/// matte): the mask's alpha is the matte's luminance, a transparent part of the matte counting as black. The inverted
/// form is one minus that, everywhere (a transparent part of the matte shows the layer), built as lottie-ios builds
/// its inverted alpha matte: the luminance layer composited with xor over an opaque layer filling the bounds.
extension LottieTranslator {
    /// `matte` (the matte layer in its parents' copies) inside a layer that turns what it draws into its
    /// luminance as alpha (`LayerEffect.luminanceToAlpha`).
    func lumaMatte(_ matte: LayerNode, path: String, size: Size) -> LayerNode {
        let node = LayerNode(id(path + ".matte.luma"), size: size)
        node.state.effects = [.luminanceToAlpha]
        node.sublayers.append(matte)
        return node
    }
}

extension MatteType {
    /// Luma or inverted luma: the matte's luminance is the mask (`LottieTranslator+LumaMatte.swift`).
    var isLuma: Bool { self == .luma || self == .lumaInverted }
}
