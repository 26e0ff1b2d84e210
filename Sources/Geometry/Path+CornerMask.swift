/// Which corners of a rectangle are rounded, as Core Animation's `CACornerMask` (the raw values are CA's bits).
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `layerMinXMinYCorner`: top-left on a y-down screen.
    public static let minXMinY = CornerMask(rawValue: 1)
    /// `layerMaxXMinYCorner`: top-right.
    public static let maxXMinY = CornerMask(rawValue: 2)
    /// `layerMinXMaxYCorner`: bottom-left.
    public static let minXMaxY = CornerMask(rawValue: 4)
    /// `layerMaxXMaxYCorner`: bottom-right.
    public static let maxXMaxY = CornerMask(rawValue: 8)
    /// All four corners, Core Animation's default.
    public static let all: CornerMask = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]

    /// Core Animation's names, in bit order.
    public static let names: [(name: String, corner: CornerMask)] = [
        ("layerMinXMinYCorner", .minXMinY), ("layerMaxXMinYCorner", .maxXMinY),
        ("layerMinXMaxYCorner", .minXMaxY), ("layerMaxXMaxYCorner", .maxXMaxY),
    ]
}

extension Path {
    /// A rounded rectangle whose radius applies only to the corners in `corners`; the others are square.
    ///
    /// With all four corners this is exactly `roundedRect(_:cornerRadius:style:)`. Otherwise the walk is the same
    /// (start on the top edge, clockwise on a y-down screen), each rounded corner drawn with the style's curve
    /// (`quad` draws as `circular` here) and each square corner a single line to the corner point. The radius is
    /// clamped as for all four corners, so switching a corner on or off never changes the others.
    public static func roundedRect(_ rect: Rect, cornerRadius radius: Double, style: CornerStyle,
                                   corners: CornerMask) -> Path {
        let s = rect.standardized
        if corners == .all { return roundedRect(s, cornerRadius: radius, style: style) }
        let continuous = style == .continuous
        let limit = min(s.width, s.height) / 2 / (continuous ? continuousCornerExpansion : 1)
        let r = min(max(radius, 0), limit)
        if r <= 0 || corners.isEmpty { return .rect(s) }
        // A unit corner from the top edge into the top-right corner: (dx leftward from maxX, dy downward from minY).
        let k = 1 - quarterCircleKappa
        let unit: [(Double, Double)] = continuous
            ? continuousCornerUnit
            : [(1, 0), (k, 0), (0, k), (0, 1)]
        typealias Map = ((Double, Double)) -> Point
        let topRight: Map = { p in Point(x: s.maxX - p.0 * r, y: s.minY + p.1 * r) }
        let bottomRight: Map = { p in Point(x: s.maxX - p.1 * r, y: s.maxY - p.0 * r) }
        let bottomLeft: Map = { p in Point(x: s.minX + p.0 * r, y: s.maxY - p.1 * r) }
        let topLeft: Map = { p in Point(x: s.minX + p.1 * r, y: s.minY + p.0 * r) }
        let walk: [(Map, CornerMask, Point)] = [
            (topRight, .maxXMinY, Point(x: s.maxX, y: s.minY)),
            (bottomRight, .maxXMaxY, Point(x: s.maxX, y: s.maxY)),
            (bottomLeft, .minXMaxY, Point(x: s.minX, y: s.maxY)),
            (topLeft, .minXMinY, Point(x: s.minX, y: s.minY)),
        ]
        var b = Builder()
        // Start where the top-left corner ends (or at the corner itself when it is square).
        b.move(to: corners.contains(.minXMinY) ? topLeft(unit[unit.count - 1]) : Point(x: s.minX, y: s.minY))
        for (map, corner, point) in walk {
            guard corners.contains(corner) else {
                b.line(to: point)
                continue
            }
            b.line(to: map(unit[0]))
            // One cubic (circular) or three (continuous), each as two control points and an end.
            for k in stride(from: 1, to: unit.count, by: 3) {
                b.cubic(to: map(unit[k + 2]), control1: map(unit[k]), control2: map(unit[k + 1]))
            }
        }
        b.close()
        return b.build()
    }
}
