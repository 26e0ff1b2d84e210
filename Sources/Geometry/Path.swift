/// One drawing command of a `Path`. Points are absolute.
public enum PathElement: Hashable, Sendable {
    /// Starts a new sub-path at the point.
    case move(Point)
    /// A straight line to the point.
    case line(Point)
    /// A quadratic Bézier: control point, then end point.
    case quad(Point, Point)
    /// A cubic Bézier: two control points, then end point.
    case cubic(Point, Point, Point)
    /// Closes the current sub-path with a line back to its start.
    case close

    /// The kind of element, without its points: two paths with the same kinds in the same order have the same
    /// element structure and can be blended element by element (Core Animation's rule for `path` animations).
    public enum Kind: Hashable, Sendable { case move, line, quad, cubic, close }

    public var kind: Kind {
        switch self {
        case .move: .move
        case .line: .line
        case .quad: .quad
        case .cubic: .cubic
        case .close: .close
        }
    }

    /// The element's points in order (control points first, end point last).
    public var points: [Point] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quad(let c, let p): [c, p]
        case .cubic(let c1, let c2, let p): [c1, c2, p]
        case .close: []
        }
    }

    /// The same element with every point mapped by `f`.
    public func mapPoints(_ f: (Point) -> Point) -> PathElement {
        switch self {
        case .move(let p): .move(f(p))
        case .line(let p): .line(f(p))
        case .quad(let c, let p): .quad(f(c), f(p))
        case .cubic(let c1, let c2, let p): .cubic(f(c1), f(c2), f(p))
        case .close: .close
        }
    }
}

/// An immutable vector path: a list of sub-paths made of lines and quadratic and cubic Béziers.
///
/// # Guarantees
/// - Every element other than `.move` follows a `.move` (the builder inserts one at the current point, or at the
///   origin, when a drawing command comes first), so a consumer never sees a segment without a start point.
/// - A path is a value: building, transforming or blending returns a new path.
public struct Path: Hashable, Sendable {
    public let elements: [PathElement]

    /// An empty path: drawing it is a no-op.
    public static let empty = Path(validatedElements: [])

    init(validatedElements: [PathElement]) {
        self.elements = validatedElements
    }

    /// A path made of `elements`, with a `.move` inserted where a segment would otherwise have no start point.
    public init(_ elements: [PathElement]) {
        var builder = Builder()
        for element in elements { builder.add(element) }
        self = builder.build()
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The element kinds in order: equal for two paths means Core Animation can blend them element by element.
    public var structure: [PathElement.Kind] { elements.map(\.kind) }

    /// Whether `other` has the same element structure (same kinds in the same order).
    public func hasSameStructure(as other: Path) -> Bool {
        elements.count == other.elements.count
            && zip(elements, other.elements).allSatisfy { $0.kind == $1.kind }
    }

    /// The path with every point mapped through `t`.
    public func applying(_ t: AffineTransform) -> Path {
        if t.isIdentity { return self }
        return Path(validatedElements: elements.map { $0.mapPoints(t.apply(to:)) })
    }

    /// The smallest rectangle containing every point of the path, control points included (as `CGPath.boundingBox`;
    /// `bounds` is the tight box of the curve, as `CGPath.boundingBoxOfPath`). `.zero` for an empty path.
    public var controlPointBounds: Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func take(_ p: Point) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        // Every point in `points` order, without that array (this runs for every shape of every frame).
        for e in elements {
            switch e {
            case .move(let p), .line(let p): take(p)
            case .quad(let c, let p): take(c); take(p)
            case .cubic(let c1, let c2, let p): take(c1); take(c2); take(p)
            case .close: break
            }
        }
        guard minX.isFinite else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Path {
    /// Builds a `Path` command by command, as `UIBezierPath`/`CGMutablePath` do.
    public struct Builder: Sendable {
        private var elements: [PathElement] = []
        private var subpathStart: Point? = nil
        private var current: Point? = nil

        public init() {}

        /// The current point, or `nil` before the first command.
        public var currentPoint: Point? { current }

        public mutating func move(to p: Point) {
            elements.append(.move(p))
            subpathStart = p
            current = p
        }

        public mutating func line(to p: Point) {
            ensureStart()
            elements.append(.line(p))
            current = p
        }

        public mutating func quad(to p: Point, control c: Point) {
            ensureStart()
            elements.append(.quad(c, p))
            current = p
        }

        public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
            ensureStart()
            elements.append(.cubic(c1, c2, p))
            current = p
        }

        /// Closes the current sub-path; the current point returns to the sub-path's start. A close with no open
        /// sub-path is ignored.
        public mutating func close() {
            guard let start = subpathStart, let last = elements.last, last != .close else { return }
            elements.append(.close)
            current = start
        }

        /// Appends every element of `path` as it is (as `UIBezierPath.append`).
        public mutating func append(_ path: Path) {
            for e in path.elements { add(e) }
        }

        /// Adds one element, with the same rules as the named methods.
        public mutating func add(_ element: PathElement) {
            switch element {
            case .move(let p): move(to: p)
            case .line(let p): line(to: p)
            case .quad(let c, let p): quad(to: p, control: c)
            case .cubic(let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
            case .close: close()
            }
        }

        public func build() -> Path { Path(validatedElements: elements) }

        private mutating func ensureStart() {
            if current == nil { move(to: .zero) }
            // After a close, CoreGraphics starts the next segment at the closed sub-path's start point.
            if elements.last == .close, let p = current { move(to: p) }
        }
    }
}

extension Path {
    /// Whether every point of every element is a finite number.
    public var hasFiniteCoordinates: Bool {
        elements.allSatisfy { $0.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
    }

    /// The largest absolute coordinate of any point (0 for an empty path).
    public var largestCoordinate: Double {
        elements.reduce(0) { m, e in e.points.reduce(m) { max($0, abs($1.x), abs($1.y)) } }
    }
}
