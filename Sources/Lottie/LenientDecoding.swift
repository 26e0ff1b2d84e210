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
enum Lenient {
    /// `v` with missing components set to 0, up to `count` (`LottieVector3D`'s decoder).
    static func padded(_ v: [Double], to count: Int) -> [Double] {
        v.count >= count ? v : v + Array(repeating: 0, count: count - v.count)
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
