/// The font a Lottie text layer is drawn with on Debian: lottie-ios asks Core Text for the document's font name
/// (`AnimationFontProvider.swift`: `CTFontCreateWithName(family, size, nil)`), which on iOS finds Apple's fonts
/// and falls back to Helvetica for a name it lacks (the oracle's Nonanimating-verifyLineHeight names `Oswald-Bold`
/// and shows regular Helvetica). Here the Liberation fonts (`fonts-liberation`, installed by `scripts/setup`) stand
/// in: metric-compatible with Arial (and so Helvetica's widths), Times New Roman and Courier New. Any other name is
/// iOS's fallback, Helvetica → Liberation Sans regular. docs/lottie.md, "Fonts".
struct LottieFont: Equatable {
    var family: String
    /// CSS weight: 700 for a bold face of a font iOS has, else 400.
    var weight: Double
    /// The family's ascent and cap height in ems (hhea ascender and OS/2 sCapHeight over 2048 units per em): where
    /// lottie-ios's layout puts the first baseline below the layer's top.
    var ascent: Double
    var capHeight: Double
    /// The natural distance between baselines in ems: ascent + descent + leading (hhea ascender, −descender and
    /// lineGap over 2048), Core Text's `CTFontGetAscent + CTFontGetDescent + CTFontGetLeading`.
    var naturalLineHeight: Double

    static let sans = LottieFont(family: "Liberation Sans", weight: 400, ascent: 1854.0 / 2048, capHeight: 1409.0 / 2048,
                                 naturalLineHeight: (1854.0 + 434 + 67) / 2048)
    static let serif = LottieFont(family: "Liberation Serif", weight: 400, ascent: 1825.0 / 2048, capHeight: 1341.0 / 2048,
                                  naturalLineHeight: (1825.0 + 443 + 87) / 2048)
    static let mono = LottieFont(family: "Liberation Mono", weight: 400, ascent: 1705.0 / 2048, capHeight: 1349.0 / 2048,
                                 naturalLineHeight: (1705.0 + 615) / 2048)
    /// Kristi (`fonts-kristi`, OFL) for the script font lottie-ios's snapshot tests register (`Venezuela`, from
    /// `Tests/Samples/Fonts`, whose licence forbids shipping it): a thin cursive whose advance widths are within 1 %
    /// of Venezuela's ("Captions" at 85 pt: 182.0 against 183.7 pt). Kristi has no OS/2 cap height (table version
    /// 1): its `H` stands 1253 units tall.
    static let script = LottieFont(family: "Kristi", weight: 400, ascent: 1836.0 / 2048, capHeight: 1253.0 / 2048,
                                   naturalLineHeight: (1836.0 + 724) / 2048)

    /// The font for a Core Text font name (`Helvetica-Bold`, `ArialMT`, `TimesNewRomanPS-BoldMT`, `Courier`, …).
    static func forName(_ name: String) -> LottieFont {
        let lower = name.lowercased()
        let family = lower.split(separator: "-").first.map(String.init) ?? lower
        var font: LottieFont
        if ["helvetica", "helveticaneue", "arial", "arialmt"].contains(family) {
            font = .sans
        } else if ["times", "timesnewroman", "timesnewromanps", "timesnewromanpsmt"].contains(family) {
            font = .serif
        } else if ["courier", "couriernew", "couriernewpsmt", "couriernewps"].contains(family) {
            font = .mono
        } else if family == "venezuela" {
            // Not an iOS font: the snapshots show it because lottie-ios's `SnapshotTests` registers the fonts in
            // `Tests/Samples/Fonts` (`CTFontManagerRegisterFontsForURL`), as an app bundling it would.
            return .script
        } else {
            return .sans  // iOS's fallback for a name it lacks: regular Helvetica
        }
        let style = lower.dropFirst(family.count)
        if style.contains("bold") || style.contains("black") || style.contains("heavy") { font.weight = 700 }
        return font
    }
}
