/// A box of whole device pixels: columns `x0 ..< x1`, rows `y0 ..< y1`. Where it is used for drawing it may extend
/// past the canvas; `clipped(width:height:)` keeps the part on a canvas.
public struct PixelBox: Hashable, Sendable, CustomStringConvertible {
    public var x0: Int, y0: Int, x1: Int, y1: Int

    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    public var width: Int { x1 - x0 }
    public var height: Int { y1 - y0 }
    /// The number of pixels (0 for an empty box).
    public var area: Int { width > 0 && height > 0 ? width * height : 0 }
    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// The smallest box holding both.
    public func union(_ other: PixelBox) -> PixelBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// Whether the two boxes share at least one pixel.
    public func intersects(_ other: PixelBox) -> Bool {
        !isEmpty && !other.isEmpty && x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1
    }

    /// Whether every pixel of `other` is in this box.
    public func contains(_ other: PixelBox) -> Bool {
        other.isEmpty || (x0 <= other.x0 && y0 <= other.y0 && x1 >= other.x1 && y1 >= other.y1)
    }

    /// The part on a `width × height` canvas (possibly empty).
    public func clipped(width: Int, height: Int) -> PixelBox {
        PixelBox(x0: max(x0, 0), y0: max(y0, 0), x1: min(x1, width), y1: min(y1, height))
    }

    public var description: String { "[\(x0), \(y0)) – [\(x1), \(y1))" }
}
