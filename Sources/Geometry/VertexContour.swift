/// A sub-path as Lottie and After Effects describe one: vertices, each with an absolute in and out control point
/// (equal to the vertex where the segment is straight), and whether the last vertex joins the first. The shape
/// modifiers (`Path.puckeredAndBloated`, `Path.zigZagged`) work on vertices, as After Effects' do.
public struct VertexContour: Hashable, Sendable {
    public struct Vertex: Hashable, Sendable {
        public var point: Point
        /// The control point of the segment arriving at `point` (absolute).
        public var inPoint: Point
        /// The control point of the segment leaving `point` (absolute).
        public var outPoint: Point

        public init(point: Point, inPoint: Point, outPoint: Point) {
            self.point = point
            self.inPoint = inPoint
            self.outPoint = outPoint
        }

        /// A corner vertex: both control points on the vertex.
        public init(_ point: Point) { self.init(point: point, inPoint: point, outPoint: point) }
    }

    public var vertices: [Vertex]
    public var isClosed: Bool

    public init(vertices: [Vertex], isClosed: Bool) {
        self.vertices = vertices
        self.isClosed = isClosed
    }

    /// The segment from vertex `i` to the next (the closing segment for the last vertex of a closed contour).
    public func segment(from i: Int) -> CubicSegment {
        let a = vertices[i], b = vertices[(i + 1) % vertices.count]
        return CubicSegment(a.point, a.outPoint, b.inPoint, b.point)
    }

    /// Path elements: a move, a line where both control points sit on their vertices, a cubic elsewhere, and for a
    /// closed contour the closing segment and a close.
    var elements: [PathElement] {
        guard let first = vertices.first else { return [] }
        var out: [PathElement] = [.move(first.point)]
        let count = isClosed ? vertices.count : vertices.count - 1
        for i in 0..<count {
            let s = segment(from: i)
            out.append(s.p1 == s.p0 && s.p2 == s.p3 ? .line(s.p3) : .cubic(s.p1, s.p2, s.p3))
        }
        if isClosed { out.append(.close) }
        return out
    }
}

extension Path {
    /// The sub-paths as vertex contours. Lines get control points on their vertices, quadratics their exact cubic
    /// control points. A closed sub-path whose last vertex repeats its first (within 1e-9 of the coordinates' size,
    /// as shapes built by walking round an angle end) has the two merged, the last vertex's in control point moved
    /// with it, so each corner is one vertex; a sub-path that is only a move is left out.
    public var vertexContours: [VertexContour] {
        var result: [VertexContour] = []
        var current: [VertexContour.Vertex] = []
        func finish(closed: Bool) {
            defer { current = [] }
            guard current.count > 1 || (current.count == 1 && closed) else { return }
            if closed, current.count > 1, let first = current.first, let last = current.last,
               Self.nearlyEqual(first.point, last.point) {
                // The in control point relative to the vertex, so a straight closing segment stays exactly straight.
                current[0].inPoint = first.point + (last.inPoint - last.point)
                current.removeLast()
            }
            result.append(VertexContour(vertices: current, isClosed: closed))
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish(closed: false)
                current = [.init(p)]
            case .line(let p):
                current.append(.init(p))
            case .quad(let c, let p):
                let s = CubicSegment(quad: current[current.count - 1].point, c, p)
                current[current.count - 1].outPoint = s.p1
                current.append(.init(point: p, inPoint: s.p2, outPoint: p))
            case .cubic(let c1, let c2, let p):
                current[current.count - 1].outPoint = c1
                current.append(.init(point: p, inPoint: c2, outPoint: p))
            case .close:
                let start = current.first?.point
                finish(closed: true)
                if let start { current = [.init(start)] }
            }
        }
        finish(closed: false)
        return result
    }

    /// A path made of vertex contours.
    public init(vertexContours: [VertexContour]) {
        self.init(validatedElements: vertexContours.flatMap(\.elements))
    }

    private static func nearlyEqual(_ a: Point, _ b: Point) -> Bool {
        let scale = max(1, abs(a.x), abs(a.y), abs(b.x), abs(b.y))
        return abs(a.x - b.x) <= 1e-9 * scale && abs(a.y - b.y) <= 1e-9 * scale
    }
}
