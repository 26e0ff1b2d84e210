import Geometry
import Motion

/// Text layers as lottie-ios's Core Animation engine draws them (`TextLayer.swift`, `CoreTextRenderLayer.swift`):
/// one text layer of the first document keyframe, in the mapped font (`LottieFont`), size `s`, fill `fc`,
/// justification `j`, sized to fit and placed by its anchor:
/// - point text (no `sz`): the first baseline at the layer's origin (`position` `.zero`); left-justified text starts
///   there, right-justified ends there, centred is centred on it (the anchor (padding, ascent), (width − padding,
///   ascent) or (width / 2, ascent); the 20 % padding cancels). Justified point text has the anchor (0, 0): its top
///   left at the origin;
/// - box text (`sz`, `ps`): wrapped by words in `sz`'s width; the drawing rect's top is `ascent − capHeight` above
///   `ps` (the anchor (0, ascent − capHeight)), so the first line's cap height meets `ps`.
/// - point text with several lines: one layer, as one `CoreTextRenderLayer` draws them, baselines
///   `pointTextLinePitch` apart (`fontLineHeight`); under `after-effects` a layer per line, which the text animators
///   place characters from.
/// - tracking `tr`: `TextLayer.swift` gives the render layer `tracking = s × tr / 1000`, which `CoreTextRenderLayer`
///   sets as the attributed string's `.kern`: Core Text adds it after every character, a line's last included, so
///   a line is n × tracking wider. Pango's letter spacing (`fontTracking`) adds it between characters only: the
///   same glyph positions along a line, one tracking less wide — so centred text moves back by half a tracking and
///   right-justified text by a whole one, to where Core Text aligns its wider line.
/// - box text's lines (wrapped or broken): baselines `pointTextLinePitch` apart, as point text's (`fontLineHeight`).
/// - strokes `sc`, `sw`, `of`: `textStroke` (`textStroke(_:semantics:)`).
/// Not drawn under `after-effects`: box text's line height (a warning).
extension LottieTranslator {
    /// Kerning: lottie-ios turns it off (`CoreTextRenderLayer` gives the attributed string `.kern: tracking`, and
    /// "the value 0 means kerning is disabled", Apple's documentation of `NSAttributedString.Key.kern`), After
    /// Effects kerns.
    static func textLayer(_ doc: TextDocumentModel, id: String, semantics: LottieSemantics) -> LayerNode? {
        let stroke = textStroke(doc, semantics: semantics)
        guard !doc.text.isEmpty, doc.fontSize > 0, doc.fillColor != nil || stroke != nil else { return nil }
        let font = LottieFont.forName(doc.fontName)
        let s = doc.fontSize
        let node = LayerNode(id, type: .text, size: .zero)
        node.state.string = doc.text
        node.state.fontFamily = font.family
        node.state.fontWeight = font.weight
        node.state.fontKerning = semantics == .afterEffects
        let tracking = s * doc.tracking / 1000
        node.state.fontTracking = tracking
        node.state.fontSize = s
        node.state.foregroundColor = doc.fillColor ?? .clear
        node.state.textStroke = stroke
        switch doc.justification {
        case 0: node.state.alignmentMode = .left
        case 1: node.state.alignmentMode = .right
        case 2: node.state.alignmentMode = .center
        default: node.state.alignmentMode = .justified
        }
        // Core Text's trailing tracking (above): the aligned line is `tracking` wider than Pango's.
        let trailing = node.state.alignmentMode == .center ? tracking / 2 : node.state.alignmentMode == .right ? tracking : 0
        if let box = doc.boxSize {
            let p = doc.boxPosition ?? .zero
            node.state.isWrapped = true
            // Lines (wrapped or broken) as far apart as `CoreTextRenderLayer`'s paragraph style puts them, as for
            // point text; After Effects' box text keeps the font's spacing for now (a warning).
            if semantics == .lottieIOS { node.state.fontLineHeight = pointTextLinePitch(lineHeight: doc.lineHeight, font: font, size: s) }
            let above = (font.ascent - font.capHeight) * s
            node.state.bounds = Rect(x: 0, y: 0, width: max(box.width, 0), height: max(box.height, 0) + above + s)
            node.state.position = Point(x: p.x - trailing, y: p.y - above)
            return node
        }
        let lines = doc.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let pitch = pointTextLinePitch(lineHeight: doc.lineHeight, font: font, size: s)
        guard lines.count > 1, semantics == .afterEffects else {
            placePointText(node, doc.text, font: font, size: s)
            node.state.position.x -= trailing
            if lines.count > 1 {
                // lottie-ios: one `CoreTextRenderLayer` draws every line (one backing store), the baselines `pitch`
                // apart; the layer tall enough for them all.
                node.state.fontLineHeight = pitch
                node.state.bounds.size.height = max(node.state.bounds.height, Double(lines.count + 1) * max(pitch, s * 1.25))
            }
            return node
        }
        // After Effects, several lines: one text layer per line, baselines `pitch` apart, in a layer at the same
        // place (the text animators place each line's characters from them: `LottieTranslator+TextAnimators`).
        let group = LayerNode(id, type: .layer, size: .zero)
        group.state.bounds = .zero
        group.state.anchorPoint = .zero
        group.state.position = .zero
        for (i, line) in lines.enumerated() where !line.isEmpty {
            let l = LayerNode("\(id).lines[\(i)]", type: .text, size: .zero)
            l.state = node.state
            l.state.id = "\(id).lines[\(i)]"
            placePointText(l, line, font: font, size: s)
            l.state.position.y += Double(i) * pitch
            l.state.position.x -= trailing
            group.sublayers.append(l)
        }
        return group
    }

    /// The document's stroke (nil when it has none that draws):
    /// - `lottie-ios`: `TextLayer.swift` hands `CoreTextRenderLayer` `strokeColor = sc`, `strokeWidth = sw ?? 0` and
    ///   `strokeOnTop = of ?? false`; the render layer draws a second Core Text frame of the text with `.strokeColor`
    ///   and `.strokeWidth` (and no foreground colour) before its fill frame, or after it when `strokeOnTop`. Core
    ///   Text reads the stroke width "as a percentage of font point size … positive values effect drawing with
    ///   stroke only" (Apple's documentation of `kCTStrokeWidthAttributeName`; `NSAttributedString.Key.strokeWidth`
    ///   the same), so the line is `sw × s / 100` points wide, centred on the outline as Core Graphics strokes.
    ///   A width of 0 or less would draw that frame filled in Core Text's default foreground colour, black (not
    ///   drawn here: a warning, `DocumentDecoder.warnAboutText`).
    /// - `after-effects`: `sw` points (1 when absent), over the fill when `of` (true when absent), joined by `lj`
    ///   (1 miter, 2 round, 3 bevel; miter limit 4, Skia's default) — Skia's Skottie (`TextValue.cpp`: `sw` default
    ///   1, `of` default true → fill then stroke, `lj`) as After Effects' Character panel sets them.
    static func textStroke(_ doc: TextDocumentModel, semantics: LottieSemantics) -> TextStroke? {
        guard let color = doc.strokeColor else { return nil }
        switch semantics {
        case .lottieIOS:
            let width = (doc.strokeWidth ?? 0) * doc.fontSize / 100
            guard width > 0 else { return nil }
            return TextStroke(color: color, width: width, overFill: doc.strokeOverFill ?? false)
        case .afterEffects:
            guard let stroke = afterEffectsStroke(doc), stroke.width > 0 else { return nil }
            return stroke
        }
    }

    /// The document's stroke as After Effects draws it (`textStroke`, `after-effects`) whatever its width: `nil` only
    /// without `sc`. Stroke width animators (`a.sw`) add to this width, so a document stroke 0 wide still takes
    /// theirs (Skia's Skottie: `TextAdapter` seeds each fragment's stroke width with the document's and draws a
    /// stroke whenever the document has a stroke colour).
    static func afterEffectsStroke(_ doc: TextDocumentModel) -> TextStroke? {
        guard let color = doc.strokeColor else { return nil }
        let join: LineJoin = doc.strokeLineJoin == 2 ? .round : doc.strokeLineJoin == 3 ? .bevel : .miter
        return TextStroke(color: color, width: doc.strokeWidth ?? 1, overFill: doc.strokeOverFill ?? true,
                          lineJoin: join, miterLimit: 4)
    }

    /// The distance between the baselines of point text's lines (and box text's), as `CoreTextRenderLayer` sets its
    /// paragraph style for both:
    /// `lineSpacing = max(−natural + lh, −natural)` with `maximumLineHeight = natural` (natural = ascent + descent +
    /// leading), so a line is `natural` tall plus the spacing: `lh` when it is at least `natural`. Less than that
    /// asks Core Text for a negative spacing, which `NSParagraphStyle` does not take ("always nonnegative"): the
    /// lines stay `natural` apart. `natural` is the iOS font's (`LottieFont.naturalLineHeight`).
    static func pointTextLinePitch(lineHeight lh: Double, font: LottieFont, size s: Double) -> Double {
        max(lh, font.naturalLineHeight * s)
    }

    /// Centred and right-justified point text on the bounds `CoreTextRenderLayer` gives it (`sizeToFit`): the
    /// layer is `W = ⌈w + 2p⌉` wide (w the widest line as Core Text measures it, trailing tracking included; p the
    /// 20 % `compensationPadding`), its anchor `(w + 2p) / 2` (centred) or `w + p` (right) from its left edge — the
    /// unrounded width — while Core Text aligns the lines within the rounded `W`. So centred lines sit
    /// `(W − w − 2p) / 2` right of the position and right-justified ones `W − w − 2p`, and the layer's backing store
    /// (`Composition.textBackingStore`) has its pixel grid at `−(w + 2p) / 2` or `−(w + p)`. Each line layer gets
    /// those bounds: `W` wide centred, `W − p` wide right-justified (less the trailing tracking `textLayer` moves by).
    /// Left-justified and box text keep theirs: box text has no padding and no rounding (`preferredSize`); for
    /// left-justified text the source puts the backing store's grid p left of the position (`draw(in:)` moves
    /// left-aligned text right by `horizontalOffset` = p), but drawn so, Nonanimating-blend_mode_test's "Text"
    /// matched its snapshots less (99.03 → 98.96 %), so the grid stays at the text's start until a sample shows
    /// which is right (docs/lottie.md). Needs the lines' widths (`measurer`, Pango's: Nimbus Sans has Helvetica's
    /// advance widths).
    static func placeOnCoreTextBounds(_ node: LayerNode, _ doc: TextDocumentModel, measurer: any TextMeasuring) {
        guard doc.boxSize == nil, doc.justification == 1 || doc.justification == 2 else { return }
        let lines = node.state.type == .text ? [node] : node.sublayers.filter { $0.state.type == .text }
        guard !lines.isEmpty else { return }
        let s = doc.fontSize
        let tracking = s * doc.tracking / 1000
        let natural = lines.map { measurer.metrics(of: $0.state).size.width }.max() ?? 0
        let w = natural + tracking  // Core Text's line width: a tracking after every character
        let p = s * 0.2
        let W = (w + 2 * p).rounded(.up)
        guard w.isFinite, W.isFinite, W > 0 else { return }
        for l in lines {
            if doc.justification == 2 {
                l.state.bounds.size.width = W
                l.state.position.x = -(w + 2 * p) / 2 - tracking / 2
            } else {
                l.state.bounds.size.width = W - p
                l.state.position.x = -(w + p) - tracking
            }
        }
    }

    /// Point text `string` in `node` (fonts and colours set), aligned at the origin as `textLayer` says.
    private static func placePointText(_ node: LayerNode, _ string: String, font: LottieFont, size s: Double) {
        node.state.string = string
        // Unwrapped text is aligned within the bounds: wide enough for any line (no glyph is wider than an em, and
        // each adds its tracking), tall enough for every line.
        let width = (s + abs(node.state.fontTracking)) * Double(string.count + 2)
        let height = s * 1.25 * Double(string.split(separator: "\n", omittingEmptySubsequences: false).count + 1)
        node.state.bounds = Rect(x: 0, y: 0, width: width, height: height)
        switch node.state.alignmentMode {
        case .right: node.state.position = Point(x: -width, y: -font.ascent * s)
        case .center: node.state.position = Point(x: -width / 2, y: -font.ascent * s)
        case .justified:
            node.state.alignmentMode = .left
            node.state.position = .zero
        default: node.state.position = Point(x: 0, y: -font.ascent * s)
        }
    }
}
