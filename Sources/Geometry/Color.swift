/// An sRGB colour with straight (not premultiplied) alpha; components in 0…1.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// Why a hex string is not a colour.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public let text: String
        public init(text: String) { self.text = text }
        public var description: String { "expected a colour \"#RGB\", \"#RRGGBB\" or \"#RRGGBBAA\", got \"\(text)\"" }
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is required; hex digits in either case).
    public init(hex text: String) throws {
        guard text.hasPrefix("#") else { throw ParseError(text: text) }
        let digits = Array(text.dropFirst())
        var values: [Double] = []
        func nibble(_ c: Character) -> Int? { c.hexDigitValue }
        switch digits.count {
        case 3:
            for c in digits {
                guard let v = nibble(c) else { throw ParseError(text: text) }
                values.append(Double(v * 17) / 255)
            }
            values.append(1)
        case 6, 8:
            var i = 0
            while i < digits.count {
                guard let hi = nibble(digits[i]), let lo = nibble(digits[i + 1]) else { throw ParseError(text: text) }
                values.append(Double(hi * 16 + lo) / 255)
                i += 2
            }
            if values.count == 3 { values.append(1) }
        default:
            throw ParseError(text: text)
        }
        self.init(red: values[0], green: values[1], blue: values[2], alpha: values[3])
    }

    /// `#RRGGBBAA` with each component rounded to 8 bits.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).clampedByte())
            let s = String(b, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
    }

    public var description: String { hexString }
}
