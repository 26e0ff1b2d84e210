import Geometry
import JSONValue
import Motion

/// A text layer's anchor point grouping (`t.m.g`) and grouping alignment (`t.m.a`), After Effects' "Anchor Point
/// Grouping" and "Grouping Alignment" under More Options: the point each character turns, scales and skews about
/// under its animators. Read under `--lottie-semantics after-effects` only (lottie-ios's `TextLayerModel` does not
/// read `t.m`); applied by `TextAnimatorState`.
///
/// Following lottie-web (`TextProperty.completeTextData`: a character's `an`, the width of its group, and `add`, the
/// width of the group before it; `TextAnimatorProperty.getMeasures`: the character moved by −(an/2 − add) before its
/// animators' transform and back after it, and by −alignment·(an/200, yOff/100) likewise, yOff = size × 1.2 × 0.714):
/// a group's anchor is the middle of its extent on the baseline, moved by the alignment (percent of half the group's
/// width across, of yOff down).
struct TextAnchorGrouping {
    enum Kind: Int {
        /// Each character about its own anchor (the middle of its advance).
        case characters = 1
        /// Words: a word ends after a space or a line break, which closes it but is not in its width.
        case words
        /// Lines: every character of a line (its spaces included, its line break not).
        case lines
        /// The whole text. lottie-web reads 4 as characters; here, as After Effects' "All", one anchor: the middle
        /// of the widest line's extent, half-way between the first and the last baseline.
        case all
    }

    var kind: Kind
    /// `t.m.a`: the grouping alignment, percent (x, y).
    var alignment: KeyframeGroup<LottieVector>

    /// Each character's pivot relative to its own anchor (the middle of its advance, on its baseline) at `frame`:
    /// the anchor of its group, moved by the alignment. `size`: the font size (for yOff).
    func pivots(_ text: [Character], boxes: [CharacterBox], size: Double, atFrame frame: Double) -> [Point] {
        let a = alignment.value(atFrame: frame)
        let ax = a.first ?? 0, ay = a.count > 1 ? a[1] : 0
        let yOff = size * 1.2 * 0.714
        // Group of each character, and the members that count for the group's extent.
        var group = [Int](repeating: 0, count: text.count)
        var counts = [Bool](repeating: true, count: text.count)
        var g = 0
        for (i, c) in text.enumerated() {
            let space = c == " " || c == "\u{A0}"
            switch kind {
            case .characters: group[i] = i
            case .words:
                group[i] = g
                if space || c.isNewline { counts[i] = false; g += 1 }
            case .lines:
                group[i] = boxes[i].line
                counts[i] = !c.isNewline
            case .all:
                group[i] = 0
                counts[i] = !c.isNewline
            }
        }
        var left: [Int: Double] = [:], right: [Int: Double] = [:], top: [Int: Double] = [:], bottom: [Int: Double] = [:]
        for i in text.indices where counts[i] {
            let b = boxes[i], k = group[i]
            left[k] = min(left[k] ?? b.x, b.x)
            right[k] = max(right[k] ?? b.x + b.width, b.x + b.width)
            top[k] = min(top[k] ?? b.baseline, b.baseline)
            bottom[k] = max(bottom[k] ?? b.baseline, b.baseline)
        }
        return text.indices.map { i in
            let b = boxes[i], k = group[i]
            let l = left[k] ?? b.x, r = right[k] ?? b.x + b.width
            let y = kind == .all ? ((top[k] ?? b.baseline) + (bottom[k] ?? b.baseline)) / 2 : b.baseline
            return Point(x: (l + r) / 2 - (b.x + b.width / 2) + ax * (r - l) / 200, y: y - b.baseline + ay * yOff / 100)
        }
    }
}

extension JSONNode<LottieError> {
    /// A text layer's `t.m`: `nil` when absent or when it asks for nothing (characters, alignment 0 throughout). A
    /// grouping other than 1…4 is read as characters.
    func textAnchorGrouping() -> TextAnchorGrouping? {
        guard let m = self["m"], m.isObject else { return nil }
        // lottie-ios does not read `t.m`, so a value it would not take is not bad input: read as the default.
        let g = (try? m["g"].map { try $0.integer() }) ?? 1
        guard let alignment = try? m.vectorProperty("a", default: [0, 0]) else { return nil }
        let kind = TextAnchorGrouping.Kind(rawValue: g) ?? .characters
        if kind == .characters, !alignment.isAnimated, alignment.value(atFrame: 0).allSatisfy({ $0 == 0 }) { return nil }
        return TextAnchorGrouping(kind: kind, alignment: alignment)
    }
}
