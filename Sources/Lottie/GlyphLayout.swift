import Geometry
import Motion

/// Where each character of a text drawn with `chars` glyphs goes, as lottie-web lays such text out
/// (`TextProperty.completeTextData`): each character advances by its glyph's `w` × size / 100 plus the tracking
/// `tr` × size / 1000; lines break at line breaks and, in box text (`sz`), before a word that would overflow the
/// box's width; lines are `lh` apart (1.2 × the size without one). Point text has its first baseline at y = 0 and
/// is justified about x = 0 (`j` 1: ending there, 2: centred on it); box text starts at `ps` with its first
/// baseline the font's ascent below it, each line justified within the box's width. Other justifications are
/// left-aligned. Boxes are in the text layer's coordinates.
enum GlyphLayout {
    static func boxes(_ doc: TextDocumentModel, _ run: GlyphRun) -> [CharacterBox] {
        let s = doc.fontSize, tracking = doc.tracking * s / 1000
        let lineHeight = doc.lineHeight > 0 ? doc.lineHeight : s * 1.2
        let text = Array(doc.text)
        func advance(_ c: Character) -> Double { (run.glyphs[c]?.advance ?? 0) * s / 100 }
        // Each character's line and x within it.
        var line = [Int](repeating: 0, count: text.count), x = [Double](repeating: 0, count: text.count)
        var widths: [Double] = [0]
        var i = 0
        while i < text.count {
            let c = text[i]
            if c.isNewline {
                line[i] = widths.count - 1; x[i] = widths[widths.count - 1]
                widths.append(0)
                i += 1
                continue
            }
            // A word: the characters up to the next space or line break (a space is a word of its own).
            var end = i + 1
            if c != " " { while end < text.count, text[end] != " ", !text[end].isNewline { end += 1 } }
            let wordWidth = (i..<end).reduce(0) { $0 + advance(text[$1]) + tracking }
            if let box = doc.boxSize, c != " ", widths[widths.count - 1] > 0, widths[widths.count - 1] + wordWidth - tracking > box.width {
                widths.append(0)
            }
            for k in i..<end {
                line[k] = widths.count - 1
                x[k] = widths[widths.count - 1]
                widths[widths.count - 1] += advance(text[k]) + tracking
            }
            i = end
        }
        let boxWidth = doc.boxSize?.width
        let origin = doc.boxSize == nil ? Point.zero
            : Point(x: doc.boxPosition?.x ?? 0, y: (doc.boxPosition?.y ?? 0) + run.ascent * s / 100)
        return text.indices.map { k in
            let w = widths[line[k]]
            let shift: Double = switch doc.justification {
            case 1: boxWidth.map { $0 - w } ?? -w
            case 2: boxWidth.map { ($0 - w) / 2 } ?? -w / 2
            default: 0
            }
            return CharacterBox(x: origin.x + shift + x[k], width: text[k].isNewline ? 0 : advance(text[k]),
                                baseline: origin.y + Double(line[k]) * lineHeight, line: line[k])
        }
    }
}
