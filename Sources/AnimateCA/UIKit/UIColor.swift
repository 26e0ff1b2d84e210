import Foundation
import Geometry

/// A colour (`UIColor`), sRGB components as UIKit's named colours define them.
public final class UIColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    let color: Color

    init(_ color: Color) { self.color = color }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(cgColor: CGColor) { self.init(cgColor.color) }

    public var cgColor: CGColor { CGColor(color) }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var c = color
        c.alpha = Double(alpha)
        return UIColor(c)
    }

    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }
    public func hash(into h: inout Hasher) { h.combine(color) }
    public var description: String { "UIColor(\(color.hexString))" }
}
