/// An axis-aligned rectangle: an origin (its minimum corner for a standardized rect) and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var width: Double { size.width }
    public var height: Double { size.height }
    public var minX: Double { min(origin.x, origin.x + size.width) }
    public var minY: Double { min(origin.y, origin.y + size.height) }
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var center: Point { Point(x: midX, y: midY) }
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// The same rectangle with a non-negative width and height.
    public var standardized: Rect {
        Rect(x: minX, y: minY, width: abs(size.width), height: abs(size.height))
    }

    /// The rectangle grown (`d < 0`) or shrunk (`d > 0`) by `d` on each side, as `CGRect.insetBy(dx:dy:)`.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let s = standardized
        return Rect(x: s.origin.x + dx, y: s.origin.y + dy, width: s.width - 2 * dx, height: s.height - 2 * dy)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether `p` lies inside or on the edge.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
    }

    public var description: String { "[\(origin.x), \(origin.y), \(size.width), \(size.height)]" }
}
