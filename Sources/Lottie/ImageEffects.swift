import Geometry
import JSONValue
import Motion

/// After Effects' image effects that `--lottie-semantics after-effects` draws (lottie-ios ignores them:
/// `LayerEffect.swift` in its model knows only Drop Shadow): Gaussian Blur (`ty` 29), Fill (21), Tint (20) and
/// Tritone (23), read by the position of their parameters in `ef`, as Skia's Skottie reads them
/// (`modules/skottie/src/effects/GaussianBlurEffect.cpp`, `FillEffect.cpp`, `TintEffect.cpp`, `TritoneEffect.cpp`;
/// the names in `nm` are localised).
///
/// - Gaussian Blur: 0 blurriness, 1 dimensions (1 both, 2 horizontal, 3 vertical); σ = 0.3 × blurriness
///   (Skottie's `kBlurSizeToSigma` = 0.3, "close-enough to AE", SkottiePriv.h; lottie-web uses the same factor);
/// - Fill: 2 colour, 6 opacity (0…1): every pixel the colour, alpha × opacity;
/// - Tint: 0 map black to, 1 map white to, 2 amount to tint (0…100);
/// - Tritone: 0 highlights, 1 midtones, 2 shadows, 3 blend with original (0…100).
///
/// Every parameter is a keyframed property: the effect is its parameters' keyframe groups and the rule that makes
/// a `LayerEffect` of their values at one instant (`ImageEffectModel`). Skottie binds each parameter as an
/// animatable property and rebuilds the filter from the values at every frame (`EffectBinder::bind`, then
/// `onSync`), and lottie-web's effects read each parameter's current value per frame (`SVGGaussianBlurEffect
/// .renderFrame`, `SVGFillFilter`, …): the parameters animate as any property does, by their own keyframes and easing.
enum ImageEffects {
    /// The effect types drawn under `after-effects`.
    static let types: Set<Int> = [20, 21, 23, 29]

    /// The effect `e` (`ef[k]`, of a type in `types`).
    static func decode(_ e: JSONNode<LottieError>) throws -> ImageEffectModel? {
        let params = try e["ef"].map { try $0.array() } ?? []
        // A parameter the file lacks takes its default (Skottie: the parameter's default value).
        func group(_ index: Int, _ d: LottieVector) throws -> KeyframeGroup<LottieVector> {
            guard index < params.count, let v = params[index]["v"] else {
                return KeyframeGroup(d, path: e.path + ".ef[\(index)]")
            }
            return try v.vectorProperty(minimum: 1)
        }
        func number(_ v: LottieVector) -> Double { v.first ?? 0 }
        func color(_ v: LottieVector) -> Color {
            func c(_ k: Int) -> Double { k < v.count ? v[k] : 0 }
            return Color(red: c(0), green: c(1), blue: c(2))
        }
        let black: LottieVector = [0, 0, 0]
        switch try e["ty"]?.integer() {
        case 29:
            return ImageEffectModel(parameters: [try group(0, [0]), try group(1, [1])]) { v in
                let dims = number(v[1])
                return .gaussianBlur(sigma: max(number(v[0]), 0) * 0.3, horizontal: dims != 3, vertical: dims != 2)
            }
        case 21:
            return ImageEffectModel(parameters: [try group(2, black), try group(6, [1])]) { v in
                .fill(color: color(v[0]), opacity: number(v[1]))
            }
        case 20:
            return ImageEffectModel(parameters: [try group(0, black), try group(1, black), try group(2, [100])]) { v in
                .tint(black: color(v[0]), white: color(v[1]), amount: number(v[2]) / 100)
            }
        case 23:
            return ImageEffectModel(parameters: [try group(0, black), try group(1, black), try group(2, black),
                                                 try group(3, [0])]) { v in
                .tritone(shadows: color(v[2]), midtones: color(v[1]), highlights: color(v[0]),
                         amount: 1 - number(v[3]) / 100)
            }
        default: return nil
        }
    }
}

/// One image effect as read: its parameters' keyframe groups, and the `LayerEffect` their values make.
struct ImageEffectModel {
    /// The parameters the effect reads, each a keyframed property.
    var parameters: [KeyframeGroup<LottieVector>]
    /// The effect of the parameters' values at one instant (in the order of `parameters`).
    var make: ([LottieVector]) -> LayerEffect

    /// The effect at its parameters' first values.
    var first: LayerEffect { make(parameters.map { $0.keyframes[0].value }) }
}
