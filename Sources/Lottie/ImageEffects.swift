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
/// Parameters are drawn at their first keyframe's value (an animated one warns).
enum ImageEffects {
    /// The effect types drawn under `after-effects`.
    static let types: Set<Int> = [20, 21, 23, 29]

    /// The effect `e` (`ef[k]`, of a type in `types`) as a `LayerEffect`, and the warnings.
    static func decode(_ e: JSONNode<LottieError>) throws -> (LayerEffect?, [LottieWarning]) {
        var warnings: [LottieWarning] = []
        let params = try e["ef"].map { try $0.array() } ?? []
        func value(_ index: Int) throws -> LottieVector? {
            guard index < params.count, let v = params[index]["v"] else { return nil }
            let group = try v.vectorProperty(minimum: 1)
            if group.keyframes.count > 1 {
                warnings.append(LottieWarning(path: v.path, "an animated effect parameter is drawn at its first value"))
            }
            return group.keyframes.first?.value
        }
        func number(_ index: Int, _ d: Double) throws -> Double { try value(index)?.first ?? d }
        func color(_ index: Int) throws -> Color {
            let v = try value(index) ?? [0, 0, 0]
            func c(_ k: Int) -> Double { k < v.count ? v[k] : 0 }
            return Color(red: c(0), green: c(1), blue: c(2))
        }
        let effect: LayerEffect?
        switch try e["ty"]?.integer() {
        case 29:
            let dims = try number(1, 1)
            effect = .gaussianBlur(sigma: max(try number(0, 0), 0) * 0.3, horizontal: dims != 3, vertical: dims != 2)
        case 21: effect = .fill(color: try color(2), opacity: try number(6, 1))
        case 20: effect = .tint(black: try color(0), white: try color(1), amount: try number(2, 100) / 100)
        case 23:
            effect = .tritone(shadows: try color(2), midtones: try color(1), highlights: try color(0),
                              amount: 1 - (try number(3, 0)) / 100)
        default: effect = nil
        }
        return (effect, warnings)
    }
}
