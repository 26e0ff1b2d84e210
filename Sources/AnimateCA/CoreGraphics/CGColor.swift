import Foundation
import Geometry

/// A colour in the sRGB space (Core Graphics' `CGColor`, a class as Apple's is). Components are kept as given
/// (extended range included); the renderer clamps.
public final class CGColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    let color: Color

    init(_ color: Color) { self.color = color }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    public static let black = CGColor(.black)
    public static let white = CGColor(.white)
    public static let clear = CGColor(.clear)

    public var alpha: CGFloat { CGFloat(color.alpha) }
    public var numberOfComponents: Int { 4 }
    /// Red, green, blue, alpha.
    public var components: [CGFloat]? { [color.red, color.green, color.blue, color.alpha].map { CGFloat($0) } }

    public func copy(alpha: CGFloat) -> CGColor? {
        var c = color
        c.alpha = Double(alpha)
        return CGColor(c)
    }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.color == b.color }
    public func hash(into h: inout Hasher) { h.combine(color) }
    public var description: String { "CGColor(\(color.hexString))" }
}
