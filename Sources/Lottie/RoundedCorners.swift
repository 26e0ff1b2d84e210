import Geometry

/// Rounded corners (`rd`) on a bezier shape, as lottie-ios rounds a `BezierPath`
/// (`BezierPathRoundExtension.swift`, `roundCorners(radius:)`, which its Core Animation engine applies to `Shape`
/// paths in `CustomPathAnimation.swift`; rectangles take the radius as their own, `RectangleAnimation.swift`).
///
/// lottie-ios's path is its decoded `BezierPath`: the vertices, and for a closed shape the first vertex again with
/// a zero out tangent. When that list's first and last vertices are equal (point and both absolute tangents), the
/// list from its second vertex is rounded and the result is closed; otherwise the whole list is, and the result is
/// open (so a closed shape whose first vertex has an out tangent loses its closing segment's curve). Each sharp vertex (both tangents zero) becomes two: one moved towards the previous vertex by
/// min(d / 2, radius) (d: their distance), its out tangent 0.5519 of the way back towards the corner; one moved
/// towards the next vertex likewise, its in tangent 0.5519 of the way back. An open result keeps its first and last
/// vertices sharp. Vertices with a tangent are kept. Without any sharp vertex the shape is unchanged. The result is
/// drawn as lottie-ios's `cgPath()` draws it: a segment per vertex, and `closeSubpath` (a straight line) back.
struct RoundedShape: Equatable {
    var vertices: [BezierShape.Vertex]
    var closed: Bool

    /// lottie-ios's `TANGENT_LENGTH`.
    static let tangentLength = 0.5519

    /// The path: a move, a line or cubic to each next vertex, a close when closed (the shape as it was when rounding
    /// left it unchanged).
    var path: Path {
        if unchanged { return BezierShape(vertices: vertices, closed: closed).path }
        var b = Path.Builder()
        BezierShape(vertices: vertices, closed: false).append(to: &b)
        if closed, !vertices.isEmpty { b.close() }
        return b.build()
    }

    init(vertices: [BezierShape.Vertex], closed: Bool) {
        self.vertices = vertices
        self.closed = closed
    }

    /// `shape` with its corners rounded by `radius`.
    init(_ shape: BezierShape, radius: Double) {
        // lottie-ios's decoded element list (absolute tangents compared below).
        var elements = shape.vertices
        if shape.closed, let first = shape.vertices.first {
            elements.append(BezierShape.Vertex(point: first.point, inTangent: first.inTangent, outTangent: .zero))
        }
        func absolute(_ v: BezierShape.Vertex) -> [Point] { [v.point, v.point + v.inTangent, v.point + v.outTangent] }
        var closed = false
        var start = 0
        if let first = elements.first, let last = elements.last, absolute(first) == absolute(last) {
            start = 1
            closed = true
        }
        let unique = Array(elements.dropFirst(start))
        guard elements.count - start > 1 else {
            self.init(vertices: shape.vertices, closed: shape.closed)
            self.unchanged = true
            return
        }
        var out: [BezierShape.Vertex] = []
        var rounded = false
        let n = unique.count
        let t = Self.tangentLength
        for (i, v) in unique.enumerated() {
            guard v.inTangent == .zero, v.outTangent == .zero else {
                out.append(v)
                continue
            }
            rounded = true
            if !closed, i == 0 || i == n - 1 {
                out.append(v)
                continue
            }
            func moved(towards other: Point) -> Point {
                let d = v.point.distance(to: other)
                let share = d != 0 ? min(d / 2, radius) / d : 0
                return v.point + (other - v.point) * share
            }
            // Towards the previous vertex: the in tangent on the point, the out tangent back towards the corner.
            let a = moved(towards: unique[(i + n - 1) % n].point)
            out.append(BezierShape.Vertex(point: a, inTangent: .zero, outTangent: (v.point - a) * t))
            // Towards the next vertex: the in tangent back towards the corner, the out tangent on the point.
            let b = moved(towards: unique[(i + 1) % n].point)
            out.append(BezierShape.Vertex(point: b, inTangent: (v.point - b) * t, outTangent: .zero))
        }
        guard rounded else {
            self.init(vertices: shape.vertices, closed: shape.closed)
            self.unchanged = true
            return
        }
        self.init(vertices: out, closed: closed)
    }

    /// Whether rounding left the shape as it was (then it is drawn as `BezierShape` draws it).
    private(set) var unchanged = false
}

/// A shape keyframe or a radius keyframe, so the two groups can be combined (`Keyframes.combined` takes groups of
/// one type).
enum ShapeOrRadius: LottieInterpolatable {
    case shape(BezierShape)
    case radius(LottieVector)

    var shape: BezierShape {
        if case .shape(let s) = self { s } else { BezierShape(vertices: [], closed: false) }
    }

    var radius: Double {
        if case .radius(let r) = self { r.first ?? 0 } else { 0 }
    }

    func interpolated(to other: ShapeOrRadius, amount: Double) -> ShapeOrRadius {
        switch (self, other) {
        case (.shape(let a), .shape(let b)): .shape(a.interpolated(to: b, amount: amount))
        case (.radius(let a), .radius(let b)): .radius(a.interpolated(to: b, amount: amount))
        default: amount < 1 ? self : other
        }
    }
}

/// lottie-ios's `BezierPathKeyframe`: a path and its corner radius at one keyframe.
struct RoundedShapeKeyframe: LottieInterpolatable {
    var shape: BezierShape
    var radius: Double

    func interpolated(to other: RoundedShapeKeyframe, amount: Double) -> RoundedShapeKeyframe {
        RoundedShapeKeyframe(shape: shape.interpolated(to: other.shape, amount: amount),
                             radius: radius + (other.radius - radius) * amount)
    }
}
