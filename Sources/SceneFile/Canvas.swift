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
    /// rejects anything over 16384 px with a clear error).
    static func wholePixels(_ value: Double) -> Int {
        let r = value.rounded()
        guard r.isFinite else { return r < 0 ? Int.min : Int.max }
        if r >= Double(Int.max) { return Int.max }
        if r <= Double(Int.min) { return Int.min }
        return Int(r)
    }

    init(node: Node) throws {
        _ = try node.object(allowing: ["size", "scale", "fps", "duration", "background"])
        guard let sizeNode = node["size"] else { throw node.fail("the canvas needs a \"size\" [width, height] in points") }
        let s = try sizeNode.size()
        guard s.width > 0, s.height > 0 else { throw sizeNode.expected("a size with a positive width and height") }
        self.init(size: s)
        if let n = node["scale"] { scale = try n.positiveNumber() }
        if let n = node["fps"] {
            fps = try n.positiveNumber()
            guard fps <= 1000 else { throw n.expected("a frame rate from 0 to 1000") }
        }
        if let n = node["duration"] { duration = try n.number(atLeast: 0) }
        if let n = node["background"] { background = n.isNull ? nil : try n.color() }
        guard pixelWidth >= 1, pixelHeight >= 1 else {
            throw node.fail("size × scale is \(pixelWidth)×\(pixelHeight) px: need at least one pixel each way")
        }
        guard pixelWidth <= 16384, pixelHeight <= 16384 else {
            let w = JSONWriter.format(size.width * scale), h = JSONWriter.format(size.height * scale)
            throw node.fail("size × scale is \(w)×\(h) px: at most 16384 px each way")
        }
    }
}
