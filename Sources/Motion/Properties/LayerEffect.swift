import Geometry

/// An image effect applied to everything a layer draws (its content and sublayers, before its opacity, mask and
/// shadow), as After Effects applies a layer's effects: the Lottie reader sets them under
/// `--lottie-semantics after-effects` (docs/lottie.md, "Effects"). Core Animation's `CALayer.filters` are not
/// rendered on iOS, so a scene has none of its own; the list is no layer-object field of the scene format, only an
/// animatable key path (`effects`, spelled as numbers: `LayerEffect+Numbers.swift`).
///
/// Colours act on straight (not premultiplied) sRGB values; luminance is Rec. 709's, `0.2126 R + 0.7152 G +
/// 0.0722 B` (Skia's `SK_LUM_COEFF_*`, which Skottie's Tint and Tritone use through `sksg::GradientColorFilter`).
public enum LayerEffect: Sendable, Hashable {
    /// A Gaussian blur of standard deviation `sigma` (layer units) along x, y or both (`horizontal`/`vertical`).
    case gaussianBlur(sigma: Double, horizontal: Bool, vertical: Bool)
    /// Every pixel becomes `color`, its alpha multiplied by `opacity` (0…1): After Effects' Fill.
    case fill(color: Color, opacity: Double)
    /// Each pixel's colour mapped by its luminance L to `black` + L × (`white` − `black`), then mixed with the
    /// original by `amount` (0…1): After Effects' Tint.
    case tint(black: Color, white: Color, amount: Double)
    /// Luminance mapped through shadows (L = 0), midtones (0.5) and highlights (1), piecewise linearly, then mixed
    /// with the original by `amount` (0…1, i.e. 1 − "Blend With Original"): After Effects' Tritone.
    case tritone(shadows: Color, midtones: Color, highlights: Color, amount: Double)
    /// Each pixel becomes black with the luminance of its premultiplied colour as alpha (so a transparent pixel
    /// counts as black): the matte of After Effects' Luma Matte, as Skottie builds it (`SkLumaColorFilter` on the
    /// matte, `modules/skottie/src/layers/…`; lottie-web's `feColorMatrix type="luminanceToAlpha"`).
    case luminanceToAlpha

    /// How far the effect spreads what it draws, in layer units along x and y (a blur's three σ; 0 for the others).
    public var reach: (x: Double, y: Double) {
        guard case let .gaussianBlur(sigma, h, v) = self, sigma.isFinite, sigma > 0 else { return (0, 0) }
        return (h ? 3 * sigma : 0, v ? 3 * sigma : 0)
    }
}
