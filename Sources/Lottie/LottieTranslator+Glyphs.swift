import Geometry
import Motion

/// Text drawn with the file's `chars` glyphs under `after-effects` (lottie-web's `SVGTextLottieElement` with glyph
/// data; lottie-ios's Core Animation engine never draws them): each character is a layer whose origin is its
/// anchor (the middle of its advance, on the baseline: `GlyphLayout`), carrying the text animators' position,
/// transform and opacity (`LottieTranslator+TextAnimators.swift`), holding the glyph's shapes scaled by size / 100
/// and moved back by half the advance, filled with the document's fill colour (or the animators') and stroked as
/// text drawn with a font is under `after-effects` (`textStroke`: `sw` points in the text layer's coordinates, so
/// `sw` / (size / 100) in the glyph's; over the fill unless `of` is false; butt caps, `lj`'s join, miter limit 4),
/// its colour and width frame by frame when stroke colour or width animators change them.
extension LottieTranslator {
    func glyphTextLayer(_ doc: TextDocumentModel, run: GlyphRun, model: LayerModel, context: TimeContext) -> LayerNode? {
        // With stroke animators the document's stroke whatever its width (`a.sw` adds to it).
        let stroke = doc.animatesStroke
            ? LottieTranslator.afterEffectsStroke(doc) : LottieTranslator.textStroke(doc, semantics: .afterEffects)
        guard !doc.text.isEmpty, doc.fontSize > 0, doc.fillColor != nil || stroke != nil else { return nil }
        let container = LayerNode(id(model.path + ".string"), size: .zero)
        let characters = Array(doc.text)
        let boxes = GlyphLayout.boxes(doc, run)
        let frames = animatorFrames(doc, model: model)
        guard frames.count <= limits.maximumKeyframes else {
            fail(LottieError(path: model.path + ".t.a", "text animators sampled at every frame take more than \(limits.maximumKeyframes) keyframes (the keyframe limit)"))
            return container
        }
        let paths = textPathPlacements(doc, model: model, frames: frames)
        let states = zip(frames, paths).map { TextAnimatorState(doc, characters: characters, boxes: boxes, frame: $0, path: $1) }
        let scale = doc.fontSize / 100
        for (i, c) in characters.enumerated() where !c.isWhitespace {
            guard let glyph = run.glyphs[c] else { continue }
            let values = states.map { $0.characters[i] }
            let node = LayerNode(id(model.path + ".char[\(i)]"), size: .zero)
            addCharacterAnimations(values, frames: frames, to: node, context: context, colour: false)
            let shapes = LayerNode(id(model.path + ".char[\(i)].glyph"), size: .zero)
            shapes.state.position = Point(x: -boxes[i].width / 2, y: 0)
            shapes.scaleX = scale
            shapes.scaleY = scale
            let fill = ShapeItem(kind: .fill(color: Self.perFrame(values, frames: frames) { [$0.fill.red, $0.fill.green, $0.fill.blue, 1] },
                                             opacity: KeyframeGroup([100]), rule: .nonZero),
                                 path: model.path + ".t.d", name: "", hidden: false)
            // A shape list draws its last style lowest: [fill, stroke] puts the stroke under the fill.
            var styles = doc.fillColor == nil ? [] : [fill]
            if let stroke {
                let joins: [LineJoin: Int] = [.miter: 1, .round: 2, .bevel: 3]
                let width = doc.animatesStroke ? Self.perFrame(values, frames: frames) { [$0.strokeWidth / scale] }
                    : KeyframeGroup([stroke.width / scale])
                let style = StrokeStyle(width: width, opacity: KeyframeGroup([100]), lineCap: 1,
                                        lineJoin: joins[stroke.lineJoin] ?? 1, miterLimit: stroke.miterLimit, dashes: [], dashPhase: nil)
                let c = stroke.color
                let color = doc.animatesStroke
                    ? Self.perFrame(values, frames: frames) { [$0.stroke.red, $0.stroke.green, $0.stroke.blue, 1] }
                    : KeyframeGroup([c.red, c.green, c.blue, 1])
                let item = ShapeItem(kind: .stroke(color: color, style: style),
                                     path: model.path + ".t.d", name: "", hidden: false)
                styles.insert(item, at: stroke.overFill ? 0 : styles.count)
            }
            setupShapeLayer(glyph.items + styles, in: shapes, layerPath: model.path + ".char[\(i)]", context: context)
            node.sublayers.append(shapes)
            container.sublayers.append(node)
        }
        return container
    }
}
