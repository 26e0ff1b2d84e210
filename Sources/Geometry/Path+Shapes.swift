/// The cubic control-point distance for a quarter circle of radius 1: 4/3·(√2 − 1).
let quarterCircleKappa = 0.552_284_749_830_793_4

/// How a rounded rectangle draws its corners.
public enum CornerStyle: String, Hashable, Sendable, CaseIterable {
    /// Quarter circles (each as one cubic), as `CALayer.cornerCurve = .circular`.
    case circular
    /// Apple's continuous ("squircle") corner spanning 1.528665·r of each edge (`cornerCurve = .continuous`).
    case continuous
    /// Seed 003's construction: move, then 4 × (line, quad), close, with each quad's control point on the corner.
    /// The element structure never changes with size or radius, so two of them always blend element by element.
    case quad
}

extension Path {
    /// A closed rectangle: move to the origin corner, three lines, close (the `CGPath(rect:)` structure).
    public static func rect(_ r: Rect) -> Path {
        let s = r.standardized
        var b = Builder()
        b.move(to: Point(x: s.minX, y: s.minY))
        b.line(to: Point(x: s.maxX, y: s.minY))
        b.line(to: Point(x: s.maxX, y: s.maxY))
        b.line(to: Point(x: s.minX, y: s.maxY))
        b.close()
        return b.build()
    }

    /// An ellipse inscribed in `r`, as four cubics starting at the right-most point, clockwise on a y-down screen.
    public static func ellipse(in r: Rect) -> Path {
        let s = r.standardized
        let cx = s.midX, cy = s.midY, rx = s.width / 2, ry = s.height / 2
        let kx = rx * quarterCircleKappa, ky = ry * quarterCircleKappa
        var b = Builder()
        b.move(to: Point(x: cx + rx, y: cy))
        b.cubic(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        b.cubic(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        b.cubic(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        b.cubic(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        b.close()
        return b.build()
    }

    /// A rounded rectangle in `r` with corner radius `radius`, clamped to half the shorter side.
    ///
    /// - `quad` is seed 003's `createRoundedRectPath`, element for element: move to (minX + r, minY), then for each
    ///   corner clockwise a line and a quad whose control point is the corner, then close. Radius 0 puts every quad's
    ///   points on the corner, so the structure is the same at every size.
    /// - `circular`: the same walk with each corner a quarter-circle cubic.
    /// - `continuous`: Apple's continuous corner (PaintCode's iOS 7 control points), the radius clamped so that the
    ///   corner's 1.528665·r span fits half the shorter side.
    public static func roundedRect(_ rect: Rect, cornerRadius radius: Double, style: CornerStyle) -> Path {
        let s = rect.standardized
        switch style {
        case .quad: return quadRoundedRect(s, radius: radius)
        case .circular: return circularRoundedRect(s, radius: radius)
        case .continuous: return continuousRoundedRect(s, radius: radius)
        }
    }

    private static func quadRoundedRect(_ s: Rect, radius: Double) -> Path {
        let r = min(max(radius, 0), min(s.width, s.height) / 2)
        var b = Builder()
        b.move(to: Point(x: s.minX + r, y: s.minY))
        b.line(to: Point(x: s.maxX - r, y: s.minY))
        b.quad(to: Point(x: s.maxX, y: s.minY + r), control: Point(x: s.maxX, y: s.minY))
        b.line(to: Point(x: s.maxX, y: s.maxY - r))
        b.quad(to: Point(x: s.maxX - r, y: s.maxY), control: Point(x: s.maxX, y: s.maxY))
        b.line(to: Point(x: s.minX + r, y: s.maxY))
        b.quad(to: Point(x: s.minX, y: s.maxY - r), control: Point(x: s.minX, y: s.maxY))
        b.line(to: Point(x: s.minX, y: s.minY + r))
        b.quad(to: Point(x: s.minX + r, y: s.minY), control: Point(x: s.minX, y: s.minY))
        b.close()
        return b.build()
    }

    private static func circularRoundedRect(_ s: Rect, radius: Double) -> Path {
        let r = min(max(radius, 0), min(s.width, s.height) / 2)
        let k = r * (1 - quarterCircleKappa)
        var b = Builder()
        b.move(to: Point(x: s.minX + r, y: s.minY))
        b.line(to: Point(x: s.maxX - r, y: s.minY))
        b.cubic(to: Point(x: s.maxX, y: s.minY + r),
                control1: Point(x: s.maxX - k, y: s.minY), control2: Point(x: s.maxX, y: s.minY + k))
        b.line(to: Point(x: s.maxX, y: s.maxY - r))
        b.cubic(to: Point(x: s.maxX - r, y: s.maxY),
                control1: Point(x: s.maxX, y: s.maxY - k), control2: Point(x: s.maxX - k, y: s.maxY))
        b.line(to: Point(x: s.minX + r, y: s.maxY))
        b.cubic(to: Point(x: s.minX, y: s.maxY - r),
                control1: Point(x: s.minX + k, y: s.maxY), control2: Point(x: s.minX, y: s.maxY - k))
        b.line(to: Point(x: s.minX, y: s.minY + r))
        b.cubic(to: Point(x: s.minX + r, y: s.minY),
                control1: Point(x: s.minX, y: s.minY + k), control2: Point(x: s.minX + k, y: s.minY))
        b.close()
        return b.build()
    }

    /// The continuous-corner expansion factor: a corner of radius r spans this many r along each edge.
    public static let continuousCornerExpansion = 1.528_664_83

    /// Apple's continuous corner for a unit radius, from the end of the top edge into the top-right corner: points as
    /// (dx leftward from maxX, dy downward from minY): the start on the top edge, then three cubics (two control
    /// points and an end each) ending on the right edge. The corner is symmetric about its diagonal by construction:
    /// the second half is the first half mirrored (x and y swapped) in reverse order. The values are PaintCode's
    /// iOS 7 corner, the pairs that differed in its last digits averaged.
    static let continuousCornerUnit: [(Double, Double)] = {
        let firstHalf: [(Double, Double)] = [
            (1.528_664_83, 0),                                                     // start, on the top edge
            (1.088_493_11, 0), (0.868_406_95, 0), (0.631_493_99, 0.074_911_38),    // cubic 1
            (0.372_823_965, 0.169_059_56),                                         // cubic 2's first control
        ]
        return firstHalf + firstHalf.reversed().map { ($0.1, $0.0) }
    }()

    private static func continuousRoundedRect(_ s: Rect, radius: Double) -> Path {
        let r = min(max(radius, 0), min(s.width, s.height) / 2 / continuousCornerExpansion)
        let corner = continuousCornerUnit
        // Map a unit-corner point into each corner of the rect, walking clockwise.
        func topRight(_ p: (Double, Double)) -> Point { Point(x: s.maxX - p.0 * r, y: s.minY + p.1 * r) }
        func bottomRight(_ p: (Double, Double)) -> Point { Point(x: s.maxX - p.1 * r, y: s.maxY - p.0 * r) }
        func bottomLeft(_ p: (Double, Double)) -> Point { Point(x: s.minX + p.0 * r, y: s.maxY - p.1 * r) }
        func topLeft(_ p: (Double, Double)) -> Point { Point(x: s.minX + p.1 * r, y: s.minY + p.0 * r) }
        var b = Builder()
        b.move(to: topLeft(corner[9]))
        for map in [topRight, bottomRight, bottomLeft, topLeft] as [((Double, Double)) -> Point] {
            b.line(to: map(corner[0]))
            b.cubic(to: map(corner[3]), control1: map(corner[1]), control2: map(corner[2]))
            b.cubic(to: map(corner[6]), control1: map(corner[4]), control2: map(corner[5]))
            b.cubic(to: map(corner[9]), control1: map(corner[7]), control2: map(corner[8]))
        }
        b.close()
        return b.build()
    }
}
