import Geometry
import JSONValue
import Motion

/// A text layer's document (`t.d`), as lottie-ios's `TextDocument` reads it; its Core Animation engine draws the
/// first keyframe only (`TextLayer.swift`: `text.exactlyOneKeyframe`, a compatibility log when there are more).
struct TextDocumentModel {
    /// `t`, with After Effects' line breaks (`\r`, `\u{3}`) as newlines.
    var text: String
    /// `s`, points.
    var fontSize: Double
    /// `f`: the font name lottie-ios hands `CTFontCreateWithName` (not `fonts.list`).
    var fontName: String
    /// `j`: 0 left, 1 right, 2 center, 3…6 justified (`TextJustification.textAlignment`).
    var justification: Int
    /// `tr`, thousandths of an em.
    var tracking: Double
    /// `lh`, points.
    var lineHeight: Double
    var fillColor: Color?
    var strokeColor: Color?
    /// `sw`: lottie-ios reads it as Core Text's stroke width (a percentage of the size), After Effects in points.
    var strokeWidth: Double?
    /// `of`: the stroke over the fill.
    var strokeOverFill: Bool?
    /// `lj`: the stroke's line join (1 miter, 2 round, 3 bevel), which Skia's Skottie reads.
    var strokeLineJoin: Double?
    /// `ps` and `sz`: box text's position and size (point text without them).
    var boxPosition: Point?
    var boxSize: Size?
    /// `t.a`, read under `after-effects` only (`TextAnimatorModel`).
    var animators: [TextAnimatorModel] = []
    /// The glyphs of `chars` for every character of `text`, when the file carries them (`after-effects` only).
    var glyphs: GlyphRun? = nil
    /// `t.p`: text on a path, read under `after-effects` only (`TextPathModel`).
    var textPath: TextPathModel? = nil
    /// `t.m`: anchor point grouping and grouping alignment, read under `after-effects` only (`TextAnchorGrouping`).
    var grouping: TextAnchorGrouping? = nil
    /// Every document keyframe with its frame (layer time), this one first, when there are several, read under
    /// `after-effects` only: each holds until the next (After Effects' source text keyframes are holds).
    var keyframes: [(frame: Double, document: TextDocumentModel)] = []

    /// Whether an animator changes the stroke's colour or width (`a.sc`, `a.sw`).
    var animatesStroke: Bool { animators.contains { $0.strokeColor != nil || $0.strokeWidth != nil } }

    /// The text's lines.
    var lineCount: Int { text.split(separator: "\n", omittingEmptySubsequences: false).count }
}

extension JSONNode<LottieError> {
    /// A text layer's `t`: the first keyframe of `d.k` (or `d.k` itself when it is a document object).
    func textDocument() throws -> (document: TextDocumentModel, keyframes: Int) {
        let k = try required("d").required("k")
        var doc = k
        var count = 1
        if case .array = k.value {
            let items = try k.array()
            guard let first = items.first else { throw k.expected("at least one text document keyframe") }
            count = items.count
            doc = try first.required("s")
            if case .array = doc.value, let inner = try doc.array().first { doc = inner }
        }
        return (try doc.textDocumentObject(), count)
    }

    /// Every keyframe of `d.k` with its frame `t` (0 when missing), in the file's order; one document at frame 0 when
    /// `d.k` is a document object.
    func textDocumentKeyframes() throws -> [(frame: Double, document: TextDocumentModel)] {
        let k = try required("d").required("k")
        guard case .array = k.value else { return [(0, try k.textDocumentObject())] }
        return try k.array().map { item in
            var doc = try item.required("s")
            if case .array = doc.value, let inner = try doc.array().first { doc = inner }
            return (try item.optionalNumber("t", default: 0), try doc.textDocumentObject())
        }
    }

    /// A document object (`{"t", "s", "f", …}`).
    private func textDocumentObject() throws -> TextDocumentModel {
        let doc = self
        guard doc.isObject else { throw doc.expected("a text document object") }
        func color(_ key: String) throws -> Color? {
            guard let c = doc[key] else { return nil }
            let v = try c.array().map { try $0.number() }
            return LottieTranslator.color(v.isEmpty ? [0] : v)
        }
        var box: (Point, Size)? = nil
        if let sz = doc["sz"] {
            let s = try sz.array().map { try $0.number() }
            let p = try doc["ps"]?.array().map { try $0.number() } ?? []
            box = (Point(x: p.first ?? 0, y: p.count > 1 ? p[1] : 0),
                   Size(width: s.first ?? 0, height: s.count > 1 ? s[1] : 0))
        }
        let text = try doc.required("t").string()
            .replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .replacingOccurrences(of: "\u{3}", with: "\n")
        let model = TextDocumentModel(
            text: text, fontSize: try doc.required("s").number(), fontName: try doc.required("f").string(),
            justification: Int(exactly: try doc.optionalNumber("j", default: 0)) ?? 0,
            tracking: try doc.optionalNumber("tr", default: 0), lineHeight: try doc.optionalNumber("lh", default: 0),
            fillColor: try color("fc"), strokeColor: try color("sc"),
            strokeWidth: try doc["sw"]?.number(), strokeOverFill: doc["of"] == nil ? nil : try doc.optionalBool("of"),
            strokeLineJoin: try doc["lj"]?.number(),
            boxPosition: box?.0, boxSize: box?.1)
        return model
    }
}
