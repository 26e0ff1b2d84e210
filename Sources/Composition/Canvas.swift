import Geometry

/// The scene's drawing surface: `size` in points, `scale` pixels per point, frames per second, and the optional
/// duration and background.
public struct Canvas: Sendable, Hashable {
    public var size: Size
    public var scale: Double = 1
    public var fps: Double = 60
    /// `nil`: the end of the last animation or transaction.
    public var duration: Double? = nil
    /// `nil`: transparent (opaque black where the output format has no alpha).
    public var background: Color? = nil

    public init(size: Size) { self.size = size }

    /// Frame size in pixels: `size × scale`, rounded to whole pixels.
    public var pixelWidth: Int { Canvas.wholePixels(size.width * scale) }
    public var pixelHeight: Int { Canvas.wholePixels(size.height * scale) }

    /// `value` rounded to whole pixels, saturating instead of trapping on values no frame can have (the reader
    /// rejects anything over `Limits.maximumPixels` with a clear error).
    public static func wholePixels(_ value: Double) -> Int {
        let r = value.rounded()
        guard r.isFinite else { return r < 0 ? Int.min : Int.max }
        if r >= Double(Int.max) { return Int.max }
        if r <= Double(Int.min) { return Int.min }
        return Int(r)
    }
}
