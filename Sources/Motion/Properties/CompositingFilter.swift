/// `CALayer.compositingFilter`: how a layer, drawn as a whole, is combined with what is behind it in its superlayer.
/// Only the filters that animations need are modelled; `nil` (the default) is ordinary source-over. The raw values
/// are Core Animation's filter names.
public enum CompositingFilter: String, Sendable, Hashable, CaseIterable {
    /// Porter–Duff xor (`"xor"`): each of the layer and its backdrop shows only where the other is transparent,
    /// result alpha `αs(1 − αd) + αd(1 − αs)`. Over an opaque layer it inverts the layer's alpha: lottie-ios draws
    /// an inverted track matte this way.
    case xor
    /// The blend modes (`"multiplyBlendMode"` …: Core Image's `CI…BlendMode` names, which lottie-ios gives a layer
    /// for its Lottie blend mode `bm`, `BlendMode+Filter.swift`): the colours blended by the PDF blend mode of the
    /// same name, where the layer covers its backdrop (Cairo's blend operators implement the same formulas).
    case multiply = "multiplyBlendMode"
    case screen = "screenBlendMode"
    case overlay = "overlayBlendMode"
    case darken = "darkenBlendMode"
    case lighten = "lightenBlendMode"
    case colorDodge = "colorDodgeBlendMode"
    case colorBurn = "colorBurnBlendMode"
    case hardLight = "hardLightBlendMode"
    case softLight = "softLightBlendMode"
    case difference = "differenceBlendMode"
    case exclusion = "exclusionBlendMode"
    case hue = "hueBlendMode"
    case saturation = "saturationBlendMode"
    case color = "colorBlendMode"
    case luminosity = "luminosityBlendMode"
    /// Additive (`"plusL"`, Core Animation's `kCAFilterPlusL`): the premultiplied colours and alphas added, each at
    /// most 1. After Effects' Add blend mode (Lottie `bm` 16, drawn under `--lottie-semantics after-effects`), as
    /// Skottie draws it (`BlendModes.cpp`: `SkBlendMode::kPlus`, the same formula).
    case plusLighter = "plusL"
    /// After Effects' Hard Mix (Lottie `bm` 17, drawn under `--lottie-semantics after-effects`; Core Animation and
    /// Core Image have no such filter, so the name is ours): each channel of the straight colours, layer +
    /// backdrop, is 1 where the sum reaches 1 and 0 below, composited source-over with the layer's alpha,
    /// `hm · αs + (1 − αs) · backdrop` (Skia's Skottie, `BlendModes.cpp`'s `hardMix` blender).
    case hardMix = "hardMixBlendMode"
}
