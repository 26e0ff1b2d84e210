import Geometry
import Motion

/// `--lottie-semantics after-effects`: the Stroke effect (`StrokeEffect.swift`) as lottie-web draws it
/// (`SVGStrokeEffect`): each stroked mask's path as a shape layer with no fill, a round-capped, round-joined stroke
/// of width 2 × brush size in the effect's colour and opacity, trimmed to start…end, dotted by the spacing (all of
/// them animated, as `SVGStrokeEffect.renderFrame` reads them at each frame).
///
/// After Effects applies a layer's masks before its effects, so the stroke is not clipped by the masks (a mask of
/// mode none, the usual path of a Stroke effect, clips nothing anyway): the layer's content and mask move into a
/// child that fills the layer, and the strokes are drawn beside it (on original image), alone (on transparent), or
/// as that child's mask (reveal original image). The layer's bounds clip (precomps) and its other effects, opacity
/// and shadow still act on the whole, strokes included.
extension LottieTranslator {
    func addStrokeEffects(of model: LayerModel, to node: LayerNode, context: TimeContext) {
        if case .null = model.kind { return }
        let original = LayerNode(id(model.path + ".original"), size: node.size)
        original.sublayers = node.sublayers
        original.mask = node.mask
        node.mask = nil
        var drawn = [original]
        for effect in model.effects.strokes {
            let strokes = strokeEffectLayers(effect, masks: model.masks, size: node.size, context: context)
            switch effect.paintStyle {
            case .onOriginalImage:
                drawn += strokes
            case .onTransparent:
                drawn = strokes
            case .revealOriginalImage:
                let revealed = LayerNode(id(effect.path + ".revealed"), size: node.size)
                revealed.sublayers = drawn
                let mask = LayerNode(id(effect.path + ".mask"), size: node.size)
                mask.sublayers = strokes
                revealed.mask = mask
                drawn = [revealed]
            }
        }
        node.sublayers = drawn
    }

    /// One stroke layer per mask the effect strokes (the one it names, or every mask), each trimmed alone.
    private func strokeEffectLayers(_ e: StrokeEffectModel, masks: [MaskModel], size: Size,
                                    context: TimeContext) -> [LayerNode] {
        let chosen: [MaskModel]
        if e.allMasks {
            chosen = masks
        } else if e.mask >= 1, e.mask <= masks.count {
            chosen = [masks[e.mask - 1]]
        } else {
            chosen = []
        }
        if chosen.isEmpty {
            warn(e.path, "the Stroke effect's mask \(e.mask) is not one of the layer's \(masks.count) masks; nothing is stroked")
        }
        // Start and end in either order (lottie-web: the smaller is the start).
        let range = combined([e.start, e.end]) { v -> LottieVector in
            let s = v[0].first ?? 0, t = v[1].first ?? 100
            return [min(s, t) / 100, max(s, t) / 100]
        }
        return chosen.map { m in
            let layer = LayerNode(id(e.path + ".stroke"), type: .shape, size: size)
            let curved = m.shape.curvedSegments
            layer.set("path", PropertyAnimation.translate(m.shape, keyPath: "path", context: context) { shape in
                var b = Path.Builder()
                shape.append(to: &b, curved: curved)
                return .path(b.build())
            })
            layer.state.fillColor = nil
            layer.state.lineCap = .round
            layer.state.lineJoin = .round
            layer.set("strokeColor", PropertyAnimation.translate(LottieTranslator.decodedColors(e.color),
                                                                 keyPath: "strokeColor", context: context) {
                .color(LottieTranslator.rgb($0))
            })
            layer.set("lineWidth", PropertyAnimation.translate(e.brushSize, keyPath: "lineWidth", context: context) {
                .number(max($0[0], 0) * 2)
            })
            layer.set("opacity", PropertyAnimation.translate(e.opacity, keyPath: "opacity", context: context) {
                .number(min(max($0[0], 0), 1))
            })
            layer.set("strokeStart", PropertyAnimation.translate(range, keyPath: "strokeStart", context: context) {
                .number(min(max($0[0], 0), 1))
            })
            layer.set("strokeEnd", PropertyAnimation.translate(range, keyPath: "strokeEnd", context: context) {
                .number(min(max($0[1], 0), 1))
            })
            // lottie-web's dash array "1 gap": stamps of length 1 whose round caps make the brush's dots; its
            // `renderFrame` recomputes it whenever the spacing or the brush size changes.
            let gaps = combined([e.brushSize, e.spacing]) { v in [2 * max(v[0].first ?? 0, 0) * (v[1].first ?? 0) / 100] }
            if gaps.isAnimated {
                layer.set("lineDashPattern", PropertyAnimation.translate(gaps, keyPath: "lineDashPattern", context: context) {
                    .numbers([1, $0[0].isFinite ? max($0[0], 0) : 0])
                })
            } else if let gap = gaps.keyframes.first?.value.first, gap > 0, gap.isFinite {
                layer.state.lineDashPattern = [1, gap]
            }
            return layer
        }
    }
}
