import Foundation
import Geometry

/// UIKit's system and semantic colours in their light appearance (sRGB, Apple's Human Interface Guidelines, "Color":
/// the iOS values; a stage draws the light appearance), and the other ways UIKit makes a colour.
extension UIColor {
    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> UIColor {
        UIColor(Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a))
    }

    public static var systemRed: UIColor { rgb(255, 59, 48) }
    public static var systemOrange: UIColor { rgb(255, 149, 0) }
    public static var systemYellow: UIColor { rgb(255, 204, 0) }
    public static var systemGreen: UIColor { rgb(52, 199, 89) }
    public static var systemMint: UIColor { rgb(0, 199, 190) }
    public static var systemTeal: UIColor { rgb(48, 176, 199) }
    public static var systemCyan: UIColor { rgb(50, 173, 230) }
    public static var systemBlue: UIColor { rgb(0, 122, 255) }
    public static var systemIndigo: UIColor { rgb(88, 86, 214) }
    public static var systemPurple: UIColor { rgb(175, 82, 222) }
    public static var systemPink: UIColor { rgb(255, 45, 85) }
    public static var systemBrown: UIColor { rgb(162, 132, 94) }
    public static var systemGray: UIColor { rgb(142, 142, 147) }
    public static var systemGray2: UIColor { rgb(174, 174, 178) }
    public static var systemGray3: UIColor { rgb(199, 199, 204) }
    public static var systemGray4: UIColor { rgb(209, 209, 214) }
    public static var systemGray5: UIColor { rgb(229, 229, 234) }
    public static var systemGray6: UIColor { rgb(242, 242, 247) }

    public static var label: UIColor { rgb(0, 0, 0) }
    public static var secondaryLabel: UIColor { rgb(60, 60, 67, 0.6) }
    public static var tertiaryLabel: UIColor { rgb(60, 60, 67, 0.3) }
    public static var quaternaryLabel: UIColor { rgb(60, 60, 67, 0.18) }
    public static var link: UIColor { rgb(0, 122, 255) }
    public static var placeholderText: UIColor { rgb(60, 60, 67, 0.3) }
    public static var separator: UIColor { rgb(60, 60, 67, 0.29) }
    public static var opaqueSeparator: UIColor { rgb(198, 198, 200) }
    public static var systemBackground: UIColor { rgb(255, 255, 255) }
    public static var secondarySystemBackground: UIColor { rgb(242, 242, 247) }
    public static var tertiarySystemBackground: UIColor { rgb(255, 255, 255) }
    public static var systemGroupedBackground: UIColor { rgb(242, 242, 247) }
    public static var secondarySystemGroupedBackground: UIColor { rgb(255, 255, 255) }
    public static var tertiarySystemGroupedBackground: UIColor { rgb(242, 242, 247) }
    public static var systemFill: UIColor { rgb(120, 120, 128, 0.2) }
    public static var secondarySystemFill: UIColor { rgb(120, 120, 128, 0.16) }
    public static var tertiarySystemFill: UIColor { rgb(118, 118, 128, 0.12) }
    public static var quaternarySystemFill: UIColor { rgb(116, 116, 128, 0.08) }
    /// The default tint (`tintColor` of a window): system blue.
    public static var tintColor: UIColor { systemBlue }

    /// A colour from hue, saturation and brightness (HSB, each 0…1), as `UIColor(hue:saturation:brightness:alpha:)`.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        var h = Double(hue).truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let s = min(max(Double(saturation), 0), 1), v = min(max(Double(brightness), 0), 1)
        let sector = h * 6, i = sector.rounded(.down), f = sector - i
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A Display P3 colour (`UIColor(displayP3Red:green:blue:alpha:)`), converted to sRGB (clamped to its gamut: the
    /// renderer draws sRGB).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encoded(_ c: Double) -> Double {
            let x = min(max(c, 0), 1)
            return x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055
        }
        // Display P3 and sRGB share the transfer curve and the white point (D65); this is P3 → XYZ → sRGB.
        let r = linear(Double(red)), g = linear(Double(green)), b = linear(Double(blue))
        let sr = 1.2249401 * r - 0.2249404 * g + 0.0000000 * b
        let sg = -0.0420569 * r + 1.0420571 * g + 0.0000000 * b
        let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        self.init(red: encoded(sr), green: encoded(sg), blue: encoded(sb), alpha: alpha)
    }

    /// The sRGB components (`getRed(_:green:blue:alpha:)`); always `true`.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(color.red)
        green?.pointee = CGFloat(color.green)
        blue?.pointee = CGFloat(color.blue)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }
}
