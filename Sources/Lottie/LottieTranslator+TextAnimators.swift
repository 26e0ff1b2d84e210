import Composition
import Geometry
import Motion

/// Text animators (`t.a`) under `--lottie-semantics after-effects`: the text drawn one character at a time, each
/// character a text layer of its own that the animators move, scale, turn, skew, fade and colour by how much the
/// range selector covers it. lottie-ios's Core Animation engine ignores animators (`TextLayer.swift`), so under
/// `lottie-ios` the text stays one layer (`LottieTranslator+Text.swift`).
///
/// Per character, at every whole frame of the layer (lottie-web's `TextAnimatorProperty.getMeasures`, in its order):
/// with `m` the animator's coverage of the character (`RangeSelector`, over the units of `TextSelection`),
/// - the character turns about its own anchor: the middle of its advance, on its baseline (lottie-web's
///   `offf = an / 2`), moved by −anchor·m (`a.a`) — or, with anchor point grouping (`t.m`), about its word's, line's
///   or the text's anchor (`TextAnchorGrouping`), on a path too (the group's anchor on the path, the group's
///   characters about it);
/// - scale 1 + (s − 1)·m, skew sk·m about axis sa·m, rotation r·m (lottie-web: anchor, scale, skew, rotate in that
///   order, as a layer's transform: `makeTransform`);
/// - position + p·m (`a.p`);
/// - opacity o ← o + (o_a·m − o)·m from 1, and fill colour c ← c + (c_a − c)·m from the document's, animator after
///   animator; stroke colour likewise from the document's `sc` (`a.sc`), and stroke width w ← w + w_a·m from the
///   document's (`a.sw`; at least 0), as lottie-web's `getMeasures` (`sc[k] += (animatorProps.sc.v[k] − sc[k]) ·
///   mult`, `sw += animatorProps.sw.v · mult`, `letterSw = sw < 0 ? 0 : sw`) and Skia's Skottie (`TextAdapter`
///   seeds each fragment's stroke colour and width with the document's, `pushPropsToFragment` strokes it with
///   them) — drawn only when the document has a stroke colour (Skottie's `TextValue`: `fHasStroke` is `sc`);
/// - tracking t·m (`a.t`) added before each character but a line's first (left-justified) — every later character
///   on the line moves with it; right- and centre-justified lines move back by all or half of their added tracking,
///   so they stay aligned (lottie-web's `animatorJustifyOffset`).
///
/// Where each character sits comes from the same layout the whole text would have (`CharacterLayoutMeasuring`,
/// Pango's positions, handed in through `LottieOptions.resources`); without a measurer the animators are ignored,
/// with a warning.
extension LottieTranslator {
    /// The text layer of `doc` (`textLayer`), drawn one character at a time with its animators under
    /// `after-effects`.
    func textLayer(_ doc: TextDocumentModel, model: LayerModel, context: TimeContext) -> LayerNode? {
        if options.semantics == .afterEffects, let run = doc.glyphs {
            return glyphTextLayer(doc, run: run, model: model, context: context)
        }
        let text = LottieTranslator.textLayer(doc, id: id(model.path + ".string"), semantics: options.semantics)
        if text != nil { semanticsNotes.note("text kerning (off, as lottie-ios sets .kern 0, or the font's)") }
        if options.semantics == .lottieIOS, let text, let measurer = characterMeasurer {
            LottieTranslator.placeOnCoreTextBounds(text, doc, measurer: measurer)
        }
        guard options.semantics == .afterEffects, !doc.animators.isEmpty || doc.textPath != nil, let text else { return text }
        guard let measurer = characterMeasurer else {
            warn(model.path + (doc.animators.isEmpty ? ".t.p" : ".t.a"), "text animators and text on a path need a text measurer (LottieOptions.resources): the text is drawn without them")
            return text
        }
        let layout = characterLayout(of: text, doc: doc, measurer: measurer)
        let characters = layout.characters, boxes = layout.boxes
        guard boxes.count == characters.count, !characters.isEmpty else { return text }
        let frames = animatorFrames(doc, model: model)
        guard frames.count <= limits.maximumKeyframes else {
            fail(LottieError(path: model.path + ".t.a", "text animators sampled at every frame take more than \(limits.maximumKeyframes) keyframes (the keyframe limit)"))
            return text
        }
        let paths = textPathPlacements(doc, model: model, frames: frames)
        let states = zip(frames, paths).map {
            TextAnimatorState(doc, characters: characters, boxes: boxes, frame: $0, path: $1, boxOrigin: layout.origin)
        }
        // The characters' stroke when an animator changes it: the document's whatever its width (`a.sw` adds to it).
        let stroke = doc.animatesStroke ? Self.afterEffectsStroke(doc) : nil
        let container = LayerNode(text.state.id, size: text.size)
        container.state.position = text.state.position
        container.state.anchorPoint = text.state.anchorPoint
        for (i, c) in characters.enumerated() where !c.isWhitespace {
            var glyph = layout.template
            glyph.id = id(model.path + ".char[\(i)]")
            glyph.string = String(c)
            glyph.isWrapped = false
            glyph.alignmentMode = .left
            glyph.position = .zero
            glyph.anchorPoint = .zero
            let metrics = measurer.metrics(of: glyph)
            let w = boxes[i].width, h = metrics.size.height
            let node = LayerNode(glyph.id, type: .text, size: Size(width: w, height: h))
            glyph.bounds = node.state.bounds
            glyph.anchorPoint = Point(x: w > 0 ? 0.5 : 0, y: h > 0 ? metrics.firstBaseline / h : 0)
            node.state = glyph
            addCharacterAnimations(states.map { $0.characters[i] }, frames: frames, to: node, context: context,
                                   stroke: stroke)
            container.sublayers.append(node)
        }
        return container
    }

    /// The characters of the text layer `text` (`LottieTranslator.textLayer`), their boxes in the coordinates of
    /// `text`'s bounds, the state each character's layer starts from, and the boxes' origin in the layer's
    /// coordinates. Point text of several lines is a group of line layers, one per non-empty line, baselines the
    /// line pitch apart: its characters are every line's in order with a line break between lines, each line's
    /// boxes moved by where its layer sits, so every character of every line is placed, counted by the range
    /// selectors over the whole text and tracked and justified per line (lottie-web's `getMeasures` walks the
    /// whole text, each line at its own baseline, `lh` apart).
    private func characterLayout(of text: LayerNode, doc: TextDocumentModel, measurer: CharacterLayoutMeasuring)
        -> (characters: [Character], boxes: [CharacterBox], template: LayerState, origin: Point) {
        func origin(_ s: LayerState, _ size: Size) -> Point {
            s.position - Point(x: s.anchorPoint.x * size.width, y: s.anchorPoint.y * size.height)
        }
        guard text.state.string.isEmpty, let first = text.sublayers.first else {
            return (Array(text.state.string), measurer.characterBoxes(of: text.state), text.state, origin(text.state, text.size))
        }
        let layers = Dictionary(text.sublayers.map { ($0.state.id, $0) }, uniquingKeysWith: { a, _ in a })
        let lines = doc.text.split(separator: "\n", omittingEmptySubsequences: false)
        let pitch = Self.pointTextLinePitch(lineHeight: doc.lineHeight, font: LottieFont.forName(doc.fontName), size: doc.fontSize)
        var characters: [Character] = [], boxes: [CharacterBox] = []
        var firstBaseline: Double?
        for (i, line) in lines.enumerated() {
            if let l = layers["\(text.state.id).lines[\(i)]"] {
                let o = origin(l.state, l.size)
                let lineBoxes = measurer.characterBoxes(of: l.state)
                guard lineBoxes.count == line.count else { return ([], [], first.state, .zero) }
                for b in lineBoxes {
                    boxes.append(CharacterBox(x: b.x + o.x, width: b.width, baseline: b.baseline + o.y, line: i))
                    firstBaseline = firstBaseline ?? b.baseline + o.y - Double(i) * pitch
                }
                characters += line
            }
            if i < lines.count - 1 {
                characters.append("\n")
                boxes.append(CharacterBox(x: 0, width: 0, baseline: Double(i) * pitch, line: i))
            }
        }
        // A line break's baseline is its line's (only the first line's matters: text on a path measures lines below it).
        let b0 = firstBaseline ?? 0
        for i in boxes.indices where characters[i] == "\n" { boxes[i].baseline += b0 }
        return (characters, boxes, first.state, origin(text.state, text.size))
    }

    /// The frames the animators are sampled at: every whole frame of the layer when any of their properties, the
    /// text path's or its mask's shape is animated, else its first frame only.
    func animatorFrames(_ doc: TextDocumentModel, model: LayerModel) -> [Double] {
        // A layer played backwards has its in frame after its out frame: its frames lie between the two.
        let first = min(model.inFrame, model.outFrame).rounded(.down), end = max(model.inFrame, model.outFrame)
        let path = doc.textPath.map { p in
            p.properties.contains { $0.isAnimated } || (model.masks.indices.contains(p.maskIndex) && model.masks[p.maskIndex].shape.isAnimated)
        } ?? false
        guard path || doc.grouping?.alignment.isAnimated == true || doc.animators.contains(where: { $0.properties.contains { $0.isAnimated } }),
              end.isFinite, first.isFinite, end > first else { return [first.isFinite ? first : 0] }
        let last = end.rounded(.up)
        guard last - first <= Double(limits.maximumKeyframes) else { return Array(repeating: first, count: limits.maximumKeyframes + 1) }
        return Array(stride(from: first, through: last, by: 1))
    }

    /// Text on a path at each frame (`TextPathPlacement`): `nil` throughout without one, or when the mask it names is
    /// missing (a warning: the text is drawn off the path, as Skia's `TextAdapter` attaches no path then).
    func textPathPlacements(_ doc: TextDocumentModel, model: LayerModel, frames: [Double]) -> [TextPathPlacement?] {
        guard let p = doc.textPath else { return frames.map { _ in nil } }
        guard model.masks.indices.contains(p.maskIndex) else {
            warn(p.path + ".m", "text on a path names mask \(p.maskIndex), which the layer does not have (\(model.masks.count) masks): the text is drawn off the path")
            return frames.map { _ in nil }
        }
        let shape = model.masks[p.maskIndex].shape
        return frames.map { TextPathPlacement(shape: shape.value(atFrame: $0), model: p, doc: doc, atFrame: $0) }
    }

    /// One character's position, transform, opacity and fill colour, frame by frame: model values when they do not
    /// change, else one linear keyframe per frame. With `stroke` (the document's, when an animator changes it), the
    /// character's text stroke takes its colour and width likewise (`textStroke.color`, `textStroke.width`).
    func addCharacterAnimations(_ values: [CharacterAnimatorValue], frames: [Double], to node: LayerNode,
                                context: TimeContext, colour: Bool = true, stroke: TextStroke? = nil) {
        func group(_ make: (CharacterAnimatorValue) -> LottieVector) -> KeyframeGroup<LottieVector> {
            Self.perFrame(values, frames: frames, make)
        }
        node.set("position", PropertyAnimation.translate(group { [$0.position.x, $0.position.y] }, keyPath: "position",
                                                         context: context) { .point(Point(x: $0[0], y: $0[1])) })
        node.set("transform", PropertyAnimation.translate(group { let m = $0.transform; return [m.a, m.b, m.c, m.d, m.tx, m.ty] },
                                                          keyPath: "transform", context: context) {
            .transform(Transform3D(AffineTransform(a: $0[0], b: $0[1], c: $0[2], d: $0[3], tx: $0[4], ty: $0[5])))
        })
        node.set("opacity", PropertyAnimation.translate(group { [$0.opacity] }, keyPath: "opacity", context: context) {
            .number($0[0])
        })
        guard colour else { return }
        let color = PropertyAnimation.translate(group { [$0.fill.red, $0.fill.green, $0.fill.blue, $0.fill.alpha] },
                                                keyPath: "foregroundColor", context: context) {
            .color(Color(red: $0[0], green: $0[1], blue: $0[2], alpha: $0[3]))
        }
        if case .constant(.color(let c)) = color { node.state.foregroundColor = c } else { node.set("foregroundColor", color) }
        guard let stroke else { return }
        node.state.textStroke = stroke
        let strokeColor = PropertyAnimation.translate(
            group { [$0.stroke.red, $0.stroke.green, $0.stroke.blue, $0.stroke.alpha] }, keyPath: "textStroke.color",
            context: context) { .color(Color(red: $0[0], green: $0[1], blue: $0[2], alpha: $0[3])) }
        if case .constant(.color(let c)) = strokeColor {
            node.state.textStroke?.color = c
        } else {
            node.set("textStroke.color", strokeColor)
        }
        let width = PropertyAnimation.translate(group { [$0.strokeWidth] }, keyPath: "textStroke.width",
                                                context: context) { .number($0[0]) }
        if case .constant(.number(let w)) = width { node.state.textStroke?.width = w } else { node.set("textStroke.width", width) }
    }
}

extension LottieTranslator {
    /// One value per frame: a single keyframe when they are all equal, else one linear keyframe per frame.
    static func perFrame(_ values: [CharacterAnimatorValue], frames: [Double],
                         _ make: (CharacterAnimatorValue) -> LottieVector) -> KeyframeGroup<LottieVector> {
        let vs = values.map(make)
        if vs.allSatisfy({ $0 == vs[0] }) { return KeyframeGroup(vs[0]) }
        return KeyframeGroup(keyframes: zip(frames, vs).map { Keyframe(time: $0, value: $1) })
    }
}

/// What the animators make of one character at one frame.
struct CharacterAnimatorValue: Equatable {
    /// Where its anchor (the middle of its advance, on the baseline) goes, in the text layer's coordinates.
    var position: Point
    /// Its transform about that anchor.
    var transform: AffineTransform
    var opacity: Double
    var fill: Color
    /// Its stroke's colour and width (the document's when no animator changes them).
    var stroke: Color
    var strokeWidth: Double
}

/// Every character's animated values at one frame (`LottieTranslator+TextAnimators.swift` describes the rules).
struct TextAnimatorState {
    var characters: [CharacterAnimatorValue]

    /// `path`: text on a path at this frame (`TextPathPlacement`); `boxOrigin`: the boxes' origin in the layer's
    /// coordinates.
    init(_ doc: TextDocumentModel, characters text: [Character], boxes: [CharacterBox], frame: Double,
         path: TextPathPlacement? = nil, boxOrigin: Point = .zero) {
        let n = text.count
        // Each animator's coverage of each character.
        var coverage: [[Double]] = []
        for a in doc.animators {
            let sel = a.selector
            let selection = TextSelection(text, basedOn: sel.basedOn, randomSeed: sel.randomize ? sel.seed : nil)
            let range = sel.selector(atFrame: frame, count: selection.count)
            coverage.append(selection.units.map { range.coverage(index: $0, count: selection.count) })
        }
        func value(_ g: KeyframeGroup<LottieVector>?, _ k: Int, _ d: Double) -> Double {
            guard let v = g?.value(atFrame: frame), k < v.count else { return d }
            return v[k]
        }
        // Tracking: how far each character moves along its line (lottie-web adds it before a character unless the
        // character starts a left-justified line).
        var shift = [Double](repeating: 0, count: n)
        var lineTotals: [Int: Double] = [:]
        var x = 0.0, line = -1, startsLine = true
        for i in 0..<n {
            if boxes[i].line != line { line = boxes[i].line; x = 0; startsLine = true }
            if !text[i].isNewline {
                if !startsLine || doc.justification != 0 {
                    for (j, a) in doc.animators.enumerated() where a.tracking != nil {
                        let t = value(a.tracking, 0, 0) * coverage[j][i]
                        x += t
                        lineTotals[line, default: 0] += t
                    }
                }
                startsLine = false
            }
            shift[i] = x
        }
        let justify = doc.justification == 1 ? 1.0 : doc.justification == 2 ? 0.5 : 0
        let base = doc.fillColor ?? Color(red: 0, green: 0, blue: 0, alpha: 1)
        // lottie-web starts from black without `sc` (nothing is drawn then: `afterEffectsStroke`).
        let baseStroke = doc.strokeColor ?? Color(red: 0, green: 0, blue: 0, alpha: 1)
        let baseWidth = doc.strokeWidth ?? 1
        let slots = path?.forceAlignment == true ? Self.lineSlots(text, boxes) : []
        // Force alignment lays each line out anew along the path: character k's anchor at its forced distance
        // (`TextPathPlacement.forcedDistance`), its advance about it.
        var forced: [Double?] = Array(repeating: nil, count: n)
        var groupingBoxes = boxes
        if let path {
            for i in 0..<min(n, slots.count) {
                guard let (k, run) = slots[i] else { continue }
                let d = path.forcedDistance(index: k, count: run.count, firstWidth: boxes[run[0]].width,
                                            lastWidth: boxes[run[run.count - 1]].width)
                forced[i] = d
                groupingBoxes[i].x = d - boxes[i].width / 2
            }
        }
        // Anchor point grouping: each character turns about its group's anchor; on a path that anchor is what the
        // path carries (below). With force alignment the groups are measured on the forced layout: After Effects'
        // Force Alignment "evenly spaces the remaining characters" (Path Options), a layout of the characters,
        // and the grouping's anchor is then the middle of the group's extent as laid out, as without it.
        let pivots = doc.grouping?.pivots(text, boxes: groupingBoxes, size: doc.fontSize, atFrame: frame)
        characters = (0..<n).map { i in
            var p = Point(x: boxes[i].x + boxes[i].width / 2 + shift[i] - justify * (lineTotals[boxes[i].line] ?? 0),
                          y: boxes[i].baseline)
            let laidOut = p
            var anchor = Point.zero
            var sx = 1.0, sy = 1.0, rotation = 0.0, skew = 0.0, skewAxis = 0.0, opacity = 1.0
            var fill = [base.red, base.green, base.blue]
            var stroke = [baseStroke.red, baseStroke.green, baseStroke.blue], strokeWidth = baseWidth
            for (j, a) in doc.animators.enumerated() {
                let m = coverage[j][i]
                if a.anchor != nil { anchor.x += value(a.anchor, 0, 0) * m; anchor.y += value(a.anchor, 1, 0) * m }
                if a.scale != nil {
                    sx *= 1 + (value(a.scale, 0, 100) / 100 - 1) * m
                    sy *= 1 + (value(a.scale, 1, 100) / 100 - 1) * m
                }
                if a.skew != nil { skew += value(a.skew, 0, 0) * m; skewAxis += value(a.skewAxis, 0, 0) * m }
                if a.rotation != nil { rotation += value(a.rotation, 0, 0) * m }
                if a.opacity != nil { opacity += (value(a.opacity, 0, 100) / 100 * m - opacity) * m }
                if a.fillColor != nil {
                    for k in 0..<3 { fill[k] += (value(a.fillColor, k, fill[k]) - fill[k]) * m }
                }
                if a.strokeWidth != nil { strokeWidth += value(a.strokeWidth, 0, 0) * m }
                if a.strokeColor != nil {
                    for k in 0..<3 { stroke[k] += (value(a.strokeColor, k, stroke[k]) - stroke[k]) * m }
                }
                if a.position != nil { p.x += value(a.position, 0, 0) * m; p.y += value(a.position, 1, 0) * m }
            }
            var transform = LottieTranslator.makeTransform(anchor: anchor, position: .zero, scaleX: sx, scaleY: sy,
                                                           rotation: rotation, skew: skew, skewAxis: skewAxis)
            // The group's anchor, d from the character's (zero without grouping).
            let d = pivots?[i] ?? .zero
            if let path {
                // The group's anchor goes on the path, where its x in the line says, and the character keeps its place
                // in the group, turned with it (Skia's `TextAdapter::pushPropsToFragment`: the fragment matrix is
                // `fragmentMatrix(…, anchor_point + offset)` · R · S · T(−anchor_point), the path placing the
                // grouping anchor; lottie-web's `getMeasures` likewise walks the path once per group, `letters[i].ind`,
                // to the group's middle, and moves the letter by `−offf` before turning it). Force alignment spreads
                // the characters (above), and the group's anchor goes to its distance on that layout: the character's
                // forced distance plus d. (lottie-web walks to an₀/2 + (L − f − an₀/2 − anₙ/2) · ind / (len − 1) + f
                // with `ind` the group's index but `len` the characters' count, which leaves the last group short of
                // the end when groups are words or lines; Skia does not force-align.)
                let g = d
                // lottie-web's `animatorOffset`: the animators' x position and anchor move the character along the path.
                var distance = path.distance(ofAnchorAt: p.x + g.x + boxOrigin.x) + anchor.x
                if let f = forced[i] { distance = f + g.x + p.x - laidOut.x + anchor.x }
                (p, transform) = path.place(distance: distance, offsetBelow: p.y + g.y - (boxes.first?.baseline ?? 0),
                                            transform: transform, shift: boxOrigin)
                p = p - (transform.apply(to: g) - transform.apply(to: .zero))
            } else if d != .zero {
                // About pivot d instead of the anchor: v ↦ d + T(v − d), the same transform moved by d − L·d (L its
                // linear part).
                let turned = transform.apply(to: d) - transform.apply(to: .zero)
                p = p + d - turned
            }
            return CharacterAnimatorValue(position: p, transform: transform, opacity: min(max(opacity, 0), 1),
                                          fill: Color(red: fill[0], green: fill[1], blue: fill[2], alpha: base.alpha),
                                          stroke: Color(red: stroke[0], green: stroke[1], blue: stroke[2],
                                                        alpha: baseStroke.alpha),
                                          strokeWidth: max(strokeWidth, 0))
        }
    }

    /// For force alignment, per character: its index on its line and the line's characters in order (line breaks
    /// left out: `nil`).
    static func lineSlots(_ text: [Character], _ boxes: [CharacterBox]) -> [(index: Int, line: [Int])?] {
        var runs: [Int: [Int]] = [:]
        var slots: [(index: Int, line: Int)?] = text.indices.map { _ in nil }
        for i in text.indices where !text[i].isNewline {
            slots[i] = (runs[boxes[i].line, default: []].count, boxes[i].line)
            runs[boxes[i].line, default: []].append(i)
        }
        return slots.map { $0.map { ($0.index, runs[$0.line] ?? []) } }
    }
}
