/// The font a Lottie text layer is drawn with on Debian: lottie-ios asks Core Text for the document's font name
/// (`AnimationFontProvider.swift`: `CTFontCreateWithName(family, size, nil)`), which on iOS finds Apple's fonts
/// and falls back to Helvetica for a name it lacks (the oracle's Nonanimating-verifyLineHeight names `Oswald-Bold`
/// and shows regular Helvetica). Debian has none of Apple's fonts; `scripts/setup` installs metric clones:
/// Nimbus Sans (`fonts-urw-base35`) for Helvetica and Helvetica Neue (a Helvetica clone: the same advance widths as
/// Adobe's published Helvetica metrics, the same design), the Liberation fonts (`fonts-liberation`) for Arial,
/// Times New Roman and Courier New, whose metrics they copy. Any other name is iOS's fallback, Helvetica → Nimbus
/// Sans regular. docs/lottie.md, "Fonts".
///
/// Two kinds of metrics meet here. lottie-ios lays text out with the iOS font's Core Text metrics
/// (`CoreTextRenderLayer.swift`: `CTFontGetAscent`, `CTFontGetDescent`, `CTFontGetLeading`, `CTFontGetCapHeight`),
/// so `capHeight` and `naturalLineHeight` are the iOS font's; our text layer (Pango) puts the first baseline the
/// drawn font's own ascent below its top, so `ascent` is the drawn font's.
struct LottieFont: Equatable {
    var family: String
    /// CSS weight: 700 for a bold face of a font iOS has, else 400.
    var weight: Double
    /// The drawn font's ascent in ems (its hhea ascender over its units per em): where Pango puts the first baseline
    /// below the text layer's top, so where the translation puts the top above the baseline lottie-ios computes.
    var ascent: Double
    /// The iOS font's cap height in ems (`CTFontGetCapHeight` over the size): box text's first cap height meets `ps`.
    var capHeight: Double
    /// The iOS font's natural distance between baselines in ems: Core Text's `CTFontGetAscent + CTFontGetDescent +
    /// CTFontGetLeading` over the size, `CoreTextRenderLayer`'s `maximumLineHeight`.
    var naturalLineHeight: Double

    /// Helvetica (iOS) in Nimbus Sans: Core Text gives Helvetica an ascent of 1577/2048, a descent of 471/2048 and no
    /// leading (hhea; `CTFontGetAscent` 15.400391 at 20 pt), so its natural line is one em; its cap height is
    /// Adobe's published 718/1000 (Helvetica AFM `CapHeight`). Nimbus Sans's ascent is 729/1000 (hhea).
    static let helvetica = LottieFont(family: "Nimbus Sans", weight: 400, ascent: 729.0 / 1000, capHeight: 718.0 / 1000,
                                      naturalLineHeight: (1577.0 + 471) / 2048)
    /// Helvetica Neue (iOS) in Nimbus Sans: Core Text's ascent 0.952, descent 0.213, leading 0.028 and cap height 0.723
    /// em (`CTFontGetAscent` 15.232, `CTFontGetDescent` 3.408, `CTFontGetLeading` 0.448, `CTFontGetCapHeight` 11.568
    /// at 16 pt).
    static let helveticaNeue = LottieFont(family: "Nimbus Sans", weight: 400, ascent: 729.0 / 1000, capHeight: 0.723,
                                          naturalLineHeight: 0.952 + 0.213 + 0.028)
    /// Arial (iOS) in Liberation Sans, which copies Arial's metrics (hhea 1854, −434, 67; OS/2 sCapHeight 1409).
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
        if family == "helvetica" {
            font = .helvetica
        } else if family == "helveticaneue" {
            font = .helveticaNeue
        } else if ["arial", "arialmt"].contains(family) {
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
            return .helvetica  // iOS's fallback for a name it lacks: regular Helvetica
        }
        let style = lower.dropFirst(family.count)
        if style.contains("bold") || style.contains("black") || style.contains("heavy") { font.weight = 700 }
        return font
    }
}
