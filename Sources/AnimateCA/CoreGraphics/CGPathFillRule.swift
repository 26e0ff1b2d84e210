/// How a path's interior is decided (Core Graphics' `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable, Hashable {
    case winding = 0
    case evenOdd = 1
}
