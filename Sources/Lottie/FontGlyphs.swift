import JSONValue

/// A glyph from a file's `chars`: the shapes Bodymovin exported for one character of one font (`ch`, `fFamily`,
/// `style`), in units of a 100-point font with the baseline at y = 0, and its advance `w` (also per 100 points).
/// After Effects' semantics draws text with them when the file carries every glyph a text needs, as lottie-web's
/// `FontManager.getCharData` does; lottie-ios's Core Animation engine never does (a warning).
struct FontGlyph {
    var advance: Double
    var items: [ShapeItem]
}

/// The glyphs of a file's `chars`, and its fonts (`fonts.list`) by name.
struct FontGlyphs {
    struct Font { var family: String; var style: String; var ascent: Double }
    var fonts: [String: Font] = [:]
    var glyphs: [String: FontGlyph] = [:]

    static func key(_ character: String, family: String, style: String) -> String { "\(family)\u{0}\(style)\u{0}\(character)" }

    /// The glyph of each character a text in the font `name` draws (line breaks need none; a space needs one for
    /// its advance), and the font's ascent (percent of the size); `nil` when any is missing.
    func run(for text: String, font name: String) -> GlyphRun? {
        guard let font = fonts[name] else { return nil }
        var out: [Character: FontGlyph] = [:]
        for c in Set(text) where !c.isNewline {
            guard let g = glyphs[Self.key(String(c), family: font.family, style: font.style)] else { return nil }
            out[c] = g
        }
        return GlyphRun(glyphs: out, ascent: font.ascent)
    }
}

/// The glyphs one text document draws with (`FontGlyphs.run`).
struct GlyphRun {
    var glyphs: [Character: FontGlyph]
    /// The font's ascent, percent of the size (`fonts.list[].ascent`).
    var ascent: Double
}

extension DocumentDecoder {
    /// `fonts.list` and `chars`, read under `after-effects` only (lottie-ios never draws glyph shapes).
    mutating func decodeFontGlyphs(_ root: JSONNode<LottieError>) throws -> FontGlyphs {
        var out = FontGlyphs()
        guard semantics == .afterEffects, let chars = root["chars"], case .array(let list) = chars.value, !list.isEmpty else { return out }
        if let fonts = root["fonts"]?["list"] {
            for f in try fonts.array() {
                out.fonts[try f.required("fName").string()] = FontGlyphs.Font(
                    family: try f["fFamily"]?.string() ?? "", style: try f["fStyle"]?.string() ?? "",
                    ascent: try f.optionalNumber("ascent", default: 75))
            }
        }
        for c in try chars.array() {
            let shapes = c["data"]?["shapes"]
            let key = FontGlyphs.key(try c.required("ch").string(), family: try c["fFamily"]?.string() ?? "",
                                     style: try c["style"]?.string() ?? "")
            out.glyphs[key] = FontGlyph(advance: try c.optionalNumber("w", default: 0), items: try shapes.map { try decodeShapeItems($0) } ?? [])
        }
        return out
    }
}
