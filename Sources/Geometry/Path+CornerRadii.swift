/// A radius per corner of a rectangle, named as on a y-down screen (UIKit's `UIRectCorner`).
public struct CornerRadii: Hashable, Sendable {
    public var topLeft: Double
    public var topRight: Double
    public var bottomLeft: Double
    public var bottomRight: Double

    public init(topLeft: Double = 0, topRight: Double = 0, bottomLeft: Double = 0, bottomRight: Double = 0) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
    }

    /// The corner names the scene format uses, with their `CornerMask` bit.
    public static let names: [(name: String, corner: CornerMask)] = [
        ("topLeft", .minXMinY), ("topRight", .maxXMinY), ("bottomLeft", .minXMaxY), ("bottomRight", .maxXMaxY),
    ]

    /// The radius of `corner` (one bit of `CornerMask`).
    public subscript(corner: CornerMask) -> Double {
        get {
            switch corner {
            case .minXMinY: topLeft
            case .maxXMinY: topRight
            case .minXMaxY: bottomLeft
            default: bottomRight
            }
        }
        set {
            switch corner {
            case .minXMinY: topLeft = newValue
            case .maxXMinY: topRight = newValue
            case .minXMaxY: bottomLeft = newValue
            default: bottomRight = newValue
            }
        }
    }
}

extension Path {
    /// A rounded rectangle with a radius per corner (0: a square corner): `UIBezierPath(roundedRect:
    /// byRoundingCorners:cornerRadii:)` generalised to a radius each.
    ///
    /// Each radius is clamped as `roundedRect(_:cornerRadius:style:)` clamps its one radius (at most half the shorter
    /// side; for `continuous`, divided by the corner's 1.528665 expansion), so two corners never overlap and changing
    /// one corner never moves the others. The walk starts on the top edge where the top-left corner ends and goes
    /// clockwise on a y-down screen; a rounded corner is one cubic (`circular`; `quad` draws as `circular` here) or three
    /// (`continuous`), a square one a line to the corner point. Equal radii on all four corners give exactly
    /// `roundedRect(_:cornerRadius:style:)` (the `quad` structure included).
    public static func roundedRect(_ rect: Rect, cornerRadii radii: CornerRadii, style: CornerStyle) -> Path {
        let s = rect.standardized
        let continuous = style == .continuous
        let limit = min(s.width, s.height) / 2 / (continuous ? continuousCornerExpansion : 1)
        func clamped(_ r: Double) -> Double { r.isFinite ? min(max(r, 0), limit) : 0 }
        let r = CornerRadii(topLeft: clamped(radii.topLeft), topRight: clamped(radii.topRight),
                            bottomLeft: clamped(radii.bottomLeft), bottomRight: clamped(radii.bottomRight))
        if r.topLeft == r.topRight, r.topLeft == r.bottomLeft, r.topLeft == r.bottomRight {
            return r.topLeft > 0 ? roundedRect(s, cornerRadius: r.topLeft, style: style) : .rect(s)
        }
        let k = 1 - quarterCircleKappa
        let unit: [(Double, Double)] = continuous ? continuousCornerUnit : [(1, 0), (k, 0), (0, k), (0, 1)]
        typealias Map = ((Double, Double), Double) -> Point
        let topRight: Map = { p, r in Point(x: s.maxX - p.0 * r, y: s.minY + p.1 * r) }
        let bottomRight: Map = { p, r in Point(x: s.maxX - p.1 * r, y: s.maxY - p.0 * r) }
        let bottomLeft: Map = { p, r in Point(x: s.minX + p.0 * r, y: s.maxY - p.1 * r) }
        let topLeft: Map = { p, r in Point(x: s.minX + p.1 * r, y: s.minY + p.0 * r) }
        let walk: [(Map, Double, Point)] = [
            (topRight, r.topRight, Point(x: s.maxX, y: s.minY)),
            (bottomRight, r.bottomRight, Point(x: s.maxX, y: s.maxY)),
            (bottomLeft, r.bottomLeft, Point(x: s.minX, y: s.maxY)),
            (topLeft, r.topLeft, Point(x: s.minX, y: s.minY)),
        ]
        var b = Builder()
        b.move(to: r.topLeft > 0 ? topLeft(unit[unit.count - 1], r.topLeft) : Point(x: s.minX, y: s.minY))
        for (map, radius, point) in walk {
            guard radius > 0 else {
                b.line(to: point)
                continue
            }
            b.line(to: map(unit[0], radius))
            for j in stride(from: 1, to: unit.count, by: 3) {
                b.cubic(to: map(unit[j + 2], radius), control1: map(unit[j], radius), control2: map(unit[j + 1], radius))
            }
        }
        b.close()
        return b.build()
    }
}
