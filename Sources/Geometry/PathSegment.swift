/// One drawn piece of a `Path` with its start point made explicit: what a `move … line/quad/cubic … close` walk
/// draws, one segment per element after a move (a `close` draws the line back to its sub-path's start, of zero length
/// when the sub-path already ends there).
public struct PathSegment: Hashable, Sendable {
    /// The geometry of a segment: a straight line, a quadratic or a cubic Bézier, start point first.
    public enum Curve: Hashable, Sendable {
        case line(Point, Point)
        case quad(Point, Point, Point)
        case cubic(Point, Point, Point, Point)
    }

    public var curve: Curve
    /// The index of the path element that draws it.
    public var elementIndex: Int
    /// The index of its sub-path (0 for the first `move`).
    public var subpath: Int
    /// Whether it is the line a `close` draws.
    public var isClose: Bool

    public init(curve: Curve, elementIndex: Int, subpath: Int, isClose: Bool) {
        self.curve = curve
        self.elementIndex = elementIndex
        self.subpath = subpath
        self.isClose = isClose
    }
}

extension PathSegment.Curve {
    public var start: Point {
        switch self {
        case .line(let a, _), .quad(let a, _, _), .cubic(let a, _, _, _): a
        }
    }

    public var end: Point {
        switch self {
        case .line(_, let b), .quad(_, _, let b), .cubic(_, _, _, let b): b
        }
    }

    public var isLine: Bool { if case .line = self { true } else { false } }

    /// The point at parameter `t` (0 at the start, 1 at the end; not clamped).
    public func point(at t: Double) -> Point {
        switch self {
        case .line(let a, let b): a + (b - a) * t
        case .quad(let a, let c, let b): quadPoint(a, c, b, t)
        case .cubic(let a, let c1, let c2, let b): cubicPoint(a, c1, c2, b, t)
        }
    }

    /// The derivative with respect to the parameter at `t` (the zero vector where the curve stops, e.g. at a cubic end
    /// whose control point coincides with it).
    public func derivative(at t: Double) -> Point {
        let u = 1 - t
        switch self {
        case .line(let a, let b): return b - a
        case .quad(let a, let c, let b): return (c - a) * (2 * u) + (b - c) * (2 * t)
        case .cubic(let a, let c1, let c2, let b):
            return (c1 - a) * (3 * u * u) + (c2 - c1) * (6 * u * t) + (b - c2) * (3 * t * t)
        }
    }

    /// The exact cubic form (lines with control points at one and two thirds, quadratics degree-elevated).
    public var cubic: CubicSegment {
        switch self {
        case .line(let a, let b): CubicSegment(line: a, b)
        case .quad(let a, let c, let b): CubicSegment(quad: a, c, b)
        case .cubic(let a, let c1, let c2, let b): CubicSegment(a, c1, c2, b)
        }
    }
}

extension Path {
    /// The path's segments in drawing order (see `PathSegment`).
    public var segments: Segments { Segments(path: self) }

    /// A sequence of a path's segments, computed as it is walked.
    public struct Segments: Sequence, Sendable {
        let path: Path

        public func makeIterator() -> Iterator { Iterator(elements: path.elements) }

        public struct Iterator: IteratorProtocol {
            let elements: [PathElement]
            var index = 0
            var current = Point.zero, start = Point.zero
            var subpath = -1

            public mutating func next() -> PathSegment? {
                while index < elements.count {
                    let i = index
                    index += 1
                    let curve: PathSegment.Curve
                    var isClose = false
                    switch elements[i] {
                    case .move(let p):
                        current = p; start = p; subpath += 1
                        continue
                    case .line(let p): curve = .line(current, p); current = p
                    case .quad(let c, let p): curve = .quad(current, c, p); current = p
                    case .cubic(let c1, let c2, let p): curve = .cubic(current, c1, c2, p); current = p
                    case .close: curve = .line(current, start); current = start; isClose = true
                    }
                    return PathSegment(curve: curve, elementIndex: i, subpath: Swift.max(subpath, 0), isClose: isClose)
                }
                return nil
            }
        }
    }
}
