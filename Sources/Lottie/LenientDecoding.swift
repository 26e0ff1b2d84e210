import Foundation
import Geometry
import JSONValue

/// What lottie-ios's decoders accept that a strict reading would refuse: files in the wild are sloppy, and a file
/// lottie-ios plays must not exit 2 here. Each rule quotes the decoder it follows (airbnb/lottie-ios 4.6.1).
///
/// - Vectors (`LottieVector3D`, `Sources/Private/Utility/Primitives/VectorsExtensions.swift`: "x = array.count > 0
///   ? array.removeFirst() : 0", the same for y and z): anchor, position, scale, sizes, spatial tangents, gradient
///   start and end points take their missing components as 0 — `a.k: [9.688]` is the anchor (9.688, 0), `[]` is
///   (0, 0).
/// - Colours (`LottieColor`, `Sources/Private/Utility/Primitives/ColorExtension.swift`: "var r: Double =
///   array.count > 0 ? array.removeFirst() : 0", "if r > 1, g > 1, b > 1 { r /= 255 … }", "a = 1"): missing
///   components are 0, three components above 1 are 0–255, alpha is ignored (`LottieTranslator.color`).
/// - Hold (`KeyframeData.isHold`, `Sources/Private/Model/Keyframes/KeyframeData.swift`: "if let hold { return hold
///   > 0 }"): a keyframe holds when `h` is a number above 0 (or `true`).
/// - Scalars (`LottieVector1D`: "if let array = value as? [Double], let double = array.first") take the first
///   number of an array; an empty array is no value (lottie-ios refuses it too).
/// - A solid layer's colour `sc` (`String.hexColorComponents`, `Sources/Private/Utility/Extensions/
///   StringExtensions.swift`): any string; not six hex digits after an optional `#` is black (`solidColor`).
enum Lenient {
    /// `v` with missing components set to 0, up to `count` (`LottieVector3D`'s decoder).
    static func padded(_ v: [Double], to count: Int) -> [Double] {
        v.count >= count ? v : v + Array(repeating: 0, count: count - v.count)
    }

    /// A solid layer's `sc` as lottie-ios reads it (`hexColorComponents`): trimmed of white space, upper-cased, one
    /// leading `#` removed; a length other than 6 is black ("if (cString.count) != 6 { return (red: 0, green: 0,
    /// blue: 0) }"); otherwise the number `Scanner.scanHexInt64` reads (an optional `0x`, then the longest run of
    /// hex digits; none is 0) split into red, green and blue bytes. `asWritten` is false where that is not the
    /// colour the text names in the usual reading (`#RGB`, `#RRGGBBAA`, no colour at all), so that the reader can
    /// say so.
    static func solidColor(_ text: String) -> (color: Color, asWritten: Bool) {
        var s = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines).uppercased())
        if s.hasPrefix("#") { s = s.dropFirst() }
        let usual = try? Color(hex: text)
        guard s.count == 6 else { return (.black, usual == .black) }
        if s.hasPrefix("0X") { s = s.dropFirst(2) }
        var v: UInt64 = 0
        for ch in s {
            guard let d = ch.hexDigitValue else { break }
            v = v * 16 + UInt64(d)
        }
        let color = Color(red: Double((v >> 16) & 0xFF) / 255, green: Double((v >> 8) & 0xFF) / 255,
                          blue: Double(v & 0xFF) / 255)
        return (color, usual.map { $0 == color } ?? false)
    }
}

extension JSONNode<LottieError> {
    /// A vector value read as lottie-ios's `LottieVector3D`: any number of numbers (none too), padded with 0 to
    /// `count` components.
    func paddedVector(_ count: Int) throws -> [Double] {
        Lenient.padded(try numbers(), to: count)
    }

    /// A spatial tangent (`to`, `ti`: `LottieVector3D`): `[x, y]`, missing components 0.
    func paddedPoint() throws -> Point {
        let v = try paddedVector(2)
        return Point(x: v[0], y: v[1])
    }

    /// A keyframe's `h` as lottie-ios's `KeyframeData.isHold`: `true`, or a number above 0.
    func holdFlag() throws -> Bool {
        guard let h = self["h"] else { return false }
        if case .bool(let b) = h.value { return b }
        return try h.number() > 0
    }
}
