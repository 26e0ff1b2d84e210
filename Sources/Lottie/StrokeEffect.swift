import Geometry
import JSONValue

/// After Effects' Stroke effect (`ef`, `ty` 22, "ADBE Stroke"): a brush stroke along one of the layer's masks, or
/// along every mask. lottie-ios ignores it (its `LayerEffect.swift` knows only Drop Shadow), so it is read only
/// under `--lottie-semantics after-effects`. Skottie has no Stroke effect (`modules/skottie/src/effects/Effects.cpp`
/// lists none); the parameters are read by position as lottie-web's `SVGStrokeEffect` reads them (the names in `nm`
/// are localised), and ThorVG's `LottieBuilder::updateStrokeEffect` agrees where it reads them:
///
/// | index | parameter | read as |
/// | --- | --- | --- |
/// | 0 | Path | the mask, counted from 1 over every mask of the layer (mode none included) |
/// | 1 | All Masks | 1: every mask, each stroked alone |
/// | 2 | Stroke Sequentially | not read (neither player reads it) |
/// | 3 | Color | the stroke's colour |
/// | 4 | Brush Size | half the stroke's width: lottie-web's `stroke-width` and ThorVG's width are 2 × size |
/// | 5 | Brush Hardness | not read: both players draw a hard edge (After Effects softens the brush's edge) |
/// | 6 | Opacity | 0…1 |
/// | 7, 8 | Start, End | percent of each mask's length, the smaller first |
/// | 9 | Spacing | percent: dots of length 1 with gaps of 2 × size × spacing / 100 (lottie-web's dash array) |
/// | 10 | Paint Style | 1 on original image, 2 on transparent, 3 reveal original image |
///
/// Caps and joins are round (both players). A missing parameter takes After Effects' default: mask 1, one mask,
/// white, size 2, opacity 1, 0 to 100 %, spacing 15 %, on original image.
struct StrokeEffectModel {
    /// What the stroke does with the layer's own image.
    enum PaintStyle: Equatable {
        /// Drawn over the layer (1).
        case onOriginalImage
        /// Drawn alone: the layer's own image is dropped (2).
        case onTransparent
        /// The layer's image shown only where the stroke paints, as through a mask (3); the colour is not used.
        case revealOriginalImage
    }

    /// The effect's JSON path (`layers[i].ef[k]`).
    var path: String
    /// Param 0, the mask counted from 1.
    var mask: Int
    /// Param 1.
    var allMasks: Bool
    var color: KeyframeGroup<LottieVector>
    var brushSize: KeyframeGroup<LottieVector>
    /// 0…1.
    var opacity: KeyframeGroup<LottieVector>
    /// Percent.
    var start: KeyframeGroup<LottieVector>
    var end: KeyframeGroup<LottieVector>
    /// Percent of the brush's width.
    var spacing: KeyframeGroup<LottieVector>
    var paintStyle: PaintStyle

    /// The effect type.
    static let type = 22

    /// Reads the effect `e` (of `type`).
    static func decode(_ e: JSONNode<LottieError>) throws -> StrokeEffectModel {
        let params = try e["ef"].map { try $0.array() } ?? []
        func group(_ index: Int, _ d: LottieVector) throws -> KeyframeGroup<LottieVector> {
            guard index < params.count, let v = params[index]["v"] else {
                return KeyframeGroup(keyframes: [Keyframe(time: 0, value: d)], path: e.path + ".ef[\(index)]")
            }
            return try v.vectorProperty(minimum: 1)
        }
        func first(_ index: Int, _ d: Double) throws -> Double { try group(index, [d]).keyframes.first?.value.first ?? d }
        let style = try first(10, 1)
        return StrokeEffectModel(
            path: e.path, mask: (try first(0, 1)).clampedInt(rounding: .toNearestOrAwayFromZero, in: 0...Int(Int32.max)), allMasks: try first(1, 0) == 1,
            color: try group(3, [1, 1, 1]), brushSize: try group(4, [2]), opacity: try group(6, [1]),
            start: try group(7, [0]), end: try group(8, [100]), spacing: try group(9, [15]),
            paintStyle: style == 2 ? .onTransparent : style == 3 ? .revealOriginalImage : .onOriginalImage)
    }
}
