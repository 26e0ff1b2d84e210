import func Foundation.cos
import func Foundation.sin
import Geometry
import JSONValue
import Motion

/// A layer's drop shadow, from the Drop Shadow effect (`ef`, `ty` 25) or the drop-shadow layer style (`sy`, `ty` 1),
/// as lottie-ios's `DropShadowModel` (`Sources/Private/CoreAnimation/Animations/DropShadowAnimation.swift`) reads
/// them: opacity 0…100, colour, angle in degrees (90: straight down), distance, and radius in points. A missing
/// value leaves Core Animation's default (`shadowOpacity` 0, black, offset (0, −3), radius 3).
struct DropShadowModel {
    var opacity: KeyframeGroup<LottieVector>?
    var color: KeyframeGroup<LottieVector>?
    var angle: KeyframeGroup<LottieVector>?
    var distance: KeyframeGroup<LottieVector>?
    var radius: KeyframeGroup<LottieVector>?

    /// How much wider the blur of lottie-ios's snapshots is than our renderer's for the same `shadowRadius`
    /// (σ = radius / 2, `LayerState.shadowSigma`). The snapshots are drawn by `render(in:)`, which draws a shadow
    /// with CoreGraphics (`CGContextSetShadowWithColor`), not by the compositor; fitting a Gaussian edge to their
    /// shadows gives σ = 0.90 × radius (Issues-issue_1169_shadow_style, radius 6 pt: σ 10.8 px at 2 px/pt) and
    /// 0.925 × radius (Issues-issue_1169_shadow_effect_animated at 0 %, radius 2 pt: σ 3.7 px). The translation
    /// scales the radius by 1.8 so that our σ is 0.9 × lottie-ios's radius (docs/lottie.md, "Drop shadows").
    static let snapshotBlurScale = 1.8

    /// `CALayer.shadowOffset` from an angle (degrees) and a distance (`addShadowOffsetAnimation`):
    /// `(distance × cos θ, distance × sin θ)`, y down.
    static func offset(angleDegrees: Double, distance: Double) -> Size {
        let r = angleDegrees * .pi / 180
        return Size(width: distance * cos(r), height: distance * sin(r))
    }
}

/// The effects and layer styles of a layer (`ef`, `sy`) as lottie-ios reads them (`LayerEffect.swift`,
/// `DropShadowEffect.swift`, `LayerStyle.swift`, `DropShadowStyle.swift` in `Sources/Private/Model/`): the first
/// Drop Shadow effect, else the first drop-shadow style, becomes the shadow (`BaseCompositionLayer`: "If both
/// happen to be present, prefer the `DropShadowEffect`"); every other effect and style is ignored with a warning
/// naming it and its JSON path.
struct LayerEffects {
    var dropShadow: DropShadowModel?
    /// Under `after-effects`, the image effects drawn (`ImageEffects`), in order.
    var imageEffects: [ImageEffectModel] = []
    /// Under `after-effects`, the Stroke effects (`StrokeEffect.swift`), in order.
    var strokes: [StrokeEffectModel] = []

    /// Reads `ef` and `sy` of the layer `n`; the warnings for what is ignored are returned.
    static func decode(_ n: JSONNode<LottieError>, semantics: LottieSemantics = .lottieIOS) throws -> (LayerEffects, [LottieWarning]) {
        var warnings: [LottieWarning] = []
        var effect: DropShadowModel?, style: DropShadowModel?
        var imageEffects: [ImageEffectModel] = []
        var strokes: [StrokeEffectModel] = []
        if let ef = n["ef"], case .array = ef.value {
            for e in try ef.array() {
                let name = try e["nm"]?.string() ?? "Effect"
                let ty = try e["ty"]?.integer()
                if ty == 25 {
                    if effect == nil { effect = try dropShadowEffect(e) }
                } else if semantics == .afterEffects, let ty, ImageEffects.types.contains(ty) {
                    if let decoded = try ImageEffects.decode(e) { imageEffects.append(decoded) }
                } else if semantics == .afterEffects, ty == StrokeEffectModel.type {
                    strokes.append(try StrokeEffectModel.decode(e))
                } else {
                    warnings.append(LottieWarning(path: e.path, "effect \"\(name)\" is ignored, as lottie-ios ignores it (only Drop Shadow is drawn; --lottie-semantics after-effects will draw it)"))
                }
            }
        }
        if let sy = n["sy"], case .array = sy.value {
            for s in try sy.array() {
                if try s["ty"]?.integer() == 1 {
                    if style == nil { style = try dropShadowStyle(s) }
                } else {
                    let name = try s["nm"]?.string() ?? "Layer style"
                    warnings.append(LottieWarning(path: s.path, "layer style \"\(name)\" is ignored, as lottie-ios ignores it (only the drop shadow is drawn)"))
                }
            }
        }
        return (LayerEffects(dropShadow: effect ?? style, imageEffects: imageEffects, strokes: strokes), warnings)
    }

    /// `DropShadowEffect`: the values named "Shadow Color", "Opacity" (0…255), "Direction" (degrees, 0 up),
    /// "Distance" and "Softness"; lottie-ios maps opacity to 0…100 (`/ 255 × 100`), the direction to an angle
    /// (`− 90`) and the softness to a radius (`/ 5`: "dividing this value from After Effects by 5 produces results
    /// that are visually similar").
    private static func dropShadowEffect(_ e: JSONNode<LottieError>) throws -> DropShadowModel {
        var values: [String: JSONNode<LottieError>] = [:]
        if let list = e["ef"] {
            for v in try list.array() {
                guard let name = try v["nm"]?.string(), values[name] == nil, let value = v["v"] else { continue }
                values[name] = value
            }
        }
        func scalar(_ name: String, _ map: @escaping (Double) -> Double) throws -> KeyframeGroup<LottieVector>? {
            try values[name].map { try $0.vectorProperty(minimum: 1, exactly: 1).map { [map($0[0])] } }
        }
        return DropShadowModel(
            opacity: try scalar("Opacity") { $0 / 255 * 100 },
            color: try values["Shadow Color"].map { try $0.vectorProperty(minimum: 3) },
            angle: try scalar("Direction") { $0 - 90 },
            distance: try scalar("Distance") { $0 },
            radius: try scalar("Softness") { $0 / 5 })
    }

    /// `DropShadowStyle`: `o` (0…100), `c`, `a` (degrees), `s` (size; radius `/ 2`: "dividing this value from After
    /// Effects by 2 produces results that are visually similar") and `d`, all required by lottie-ios's decoder.
    private static func dropShadowStyle(_ s: JSONNode<LottieError>) throws -> DropShadowModel {
        DropShadowModel(
            opacity: try s.required("o").vectorProperty(minimum: 1, exactly: 1),
            color: try s.required("c").vectorProperty(minimum: 3),
            angle: try s.required("a").vectorProperty(minimum: 1, exactly: 1),
            distance: try s.required("d").vectorProperty(minimum: 1, exactly: 1),
            radius: try s.required("s").vectorProperty(minimum: 1, exactly: 1).map { [$0[0] / 2] })
    }
}

extension LottieTranslator {
    /// `CALayer.addDropShadowAnimations(for:context:)`: shadow opacity (`/ 100`), colour, radius, and the offset
    /// from angle and distance combined (`Keyframes.combined`), on the layer's content layer, so the shadow is cast
    /// by everything the layer draws.
    func addDropShadow(_ model: DropShadowModel, to node: LayerNode, context: TimeContext) {
        if let o = model.opacity {
            node.set("shadowOpacity", PropertyAnimation.translate(o, keyPath: "shadowOpacity", context: context) {
                .number($0[0] / 100)
            })
        }
        if let c = model.color {
            node.set("shadowColor", PropertyAnimation.translate(LottieTranslator.decodedColors(c),
                                                                keyPath: "shadowColor", context: context) {
                .color(LottieTranslator.rgb($0))
            })
        }
        if let r = model.radius {
            node.set("shadowRadius", PropertyAnimation.translate(r, keyPath: "shadowRadius", context: context) {
                .number($0[0] * DropShadowModel.snapshotBlurScale)
            })
        }
        if let a = model.angle, let d = model.distance {
            let offsets = combined([a, d]) { v -> LottieVector in
                let o = DropShadowModel.offset(angleDegrees: v[0][0], distance: v[1][0])
                return [o.width, o.height]
            }
            node.set("shadowOffset", PropertyAnimation.translate(offsets, keyPath: "shadowOffset", context: context) {
                .size(Size(width: $0[0], height: $0[1]))
            })
        }
    }
}
