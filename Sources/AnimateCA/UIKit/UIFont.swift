import Foundation

/// A font (`UIFont`): a family, a weight and a size. A stage draws text with the renderer's pinned fonts
/// (docs/drawing.md): Apple's system font (San Francisco) is drawn in Inter, the nearest packaged design, and a named
/// font the renderer lacks falls back to Inter with a lint warning.
public final class UIFont: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// A font weight (`UIFont.Weight`), with UIKit's raw values (−0.8 ultra light … 0.62 black).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        /// The CSS/OpenType weight (100…900) of the nearest named weight.
        var cssWeight: Double {
            let table: [(CGFloat, Double)] = [(-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500),
                                              (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900)]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? 400
        }
    }

    /// A text style's font (`UIFont.TextStyle`), at the default (Large) content size.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Apple's Human Interface Guidelines, "Typography", iOS Dynamic Type sizes at Large.
        var sizeAndWeight: (CGFloat, Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    public let familyName: String
    public let fontName: String
    public let pointSize: CGFloat
    let weight: Double

    init(family: String, name: String, size: CGFloat, weight: Double) {
        familyName = family
        fontName = name
        pointSize = size
        self.weight = weight
    }

    /// The family the renderer draws for Apple's system font.
    static let systemFamily = "Inter"

    /// A font by PostScript or family name (`UIFont(name:size:)`): "Helvetica-Bold" is Helvetica at weight 700. Never
    /// nil here (a family the renderer lacks is drawn in its fallback).
    public init?(name fontName: String, size fontSize: CGFloat) {
        let parts = fontName.split(separator: "-", maxSplits: 1).map(String.init)
        let style = parts.count > 1 ? parts[1].lowercased() : ""
        let weights: [(String, Double)] = [("ultralight", 100), ("extralight", 200), ("thin", 200), ("light", 300),
                                           ("medium", 500), ("semibold", 600), ("demibold", 600), ("extrabold", 800),
                                           ("bold", 700), ("heavy", 800), ("black", 900)]
        familyName = parts.first ?? fontName
        self.fontName = fontName
        pointSize = fontSize
        weight = weights.first { style.contains($0.0) }?.1 ?? 400
    }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: systemFamily, name: ".SFUI-\(weight.cssWeight)", size: fontSize, weight: weight.cssWeight)
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The system font upright (a stage has no italic of it).
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize) }

    /// The system font with monospaced digits: Inter's proportional digits here.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The monospaced system font (SF Mono), drawn in Liberation Mono.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: "Liberation Mono", name: ".SFMono-\(weight.cssWeight)", size: fontSize, weight: weight.cssWeight)
    }

    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.sizeAndWeight
        return systemFont(ofSize: size, weight: weight)
    }

    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(family: familyName, name: fontName, size: fontSize, weight: weight)
    }

    public static var systemFontSize: CGFloat { 14 }
    public static var labelFontSize: CGFloat { 17 }

    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.familyName == b.familyName && a.fontName == b.fontName && a.pointSize == b.pointSize && a.weight == b.weight
    }
    public func hash(into h: inout Hasher) { h.combine(fontName); h.combine(pointSize) }
    public var description: String { "UIFont(\(fontName), \(pointSize) pt)" }
}
