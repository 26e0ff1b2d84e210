import Composition
import func Foundation.tan
import func Foundation.cos
import func Foundation.sin
import func Foundation.atan2
import Geometry

/// A Lottie bezier shape (`{"i", "o", "v", "c"}`): vertices with tangents relative to them, open or closed.
/// Converted to a path as lottie-ios's `BezierPath.cgPath()`: a segment whose out and in tangents are both zero is a
/// line, any other a cubic.
struct BezierShape: LottieInterpolatable, Equatable {
    struct Vertex: Equatable, Sendable {
        var point: Point
        /// Relative to `point`.
        var inTangent: Point
        var outTangent: Point
    }

    var vertices: [Vertex]
    var closed: Bool

    func interpolated(to other: BezierShape, amount: Double) -> BezierShape {
        // lottie-ios interpolates vertex by vertex up to the shorter count.
        let n = min(vertices.count, other.vertices.count)
        func lerp(_ a: Point, _ b: Point) -> Point { a + (b - a) * amount }
        var out: [Vertex] = []
        for i in 0..<n {
            let a = vertices[i], b = other.vertices[i]
            out.append(Vertex(point: lerp(a.point, b.point), inTangent: lerp(a.inTangent, b.inTangent),
                              outTangent: lerp(a.outTangent, b.outTangent)))
        }
        return BezierShape(vertices: out, closed: amount < 1 ? closed : other.closed)
    }

    /// The path: a move to the first vertex, a segment to each next vertex, and for a closed shape a segment back to
    /// the first vertex and a close.
    var path: Path {
        var b = Path.Builder()
        append(to: &b)
        return b.build()
    }

    /// Appends the path to `b`. A segment whose tangents are both zero is a line, unless `curved` (indexed by segment:
    /// segment `i` ends at vertex `i + 1`, the closing segment is last) says another keyframe of the same animation
    /// has a curve there: then it is a cubic whose control points sit on its ends (the same straight line), so the two
    /// keyframes have the same element structure. lottie-ios hands Core Animation a line and a curve there, and Core
    /// Animation morphs them as two curves (TypeFace-Z at 50 %, docs/lottie.md "Oracle").
    func append(to b: inout Path.Builder, curved: [Bool] = []) {
        guard let first = vertices.first else { return }
        b.move(to: first.point)
        func segment(_ i: Int, _ a: Vertex, _ c: Vertex) {
            if a.outTangent == .zero && c.inTangent == .zero && !(i < curved.count && curved[i]) {
                b.line(to: c.point)
            } else {
                b.cubic(to: c.point, control1: a.point + a.outTangent, control2: c.point + c.inTangent)
            }
        }
        for i in vertices.indices.dropFirst() { segment(i - 1, vertices[i - 1], vertices[i]) }
        if closed, vertices.count > 1 {
            segment(vertices.count - 1, vertices[vertices.count - 1], first)
        }
        if closed { b.close() }
    }

    /// The path as `append(to:curved:)` draws it.
    func path(curved: [Bool]) -> Path {
        var b = Path.Builder()
        append(to: &b, curved: curved)
        return b.build()
    }

    /// Which segments are curves (a non-zero tangent at either end), indexed as `append(to:curved:)` reads them.
    var curvedSegments: [Bool] {
        let n = vertices.count
        guard n > 1 else { return [] }
        let count = closed ? n : n - 1
        return (0..<count).map { i in
            vertices[i].outTangent != .zero || vertices[(i + 1) % n].inTangent != .zero
        }
    }
}

extension KeyframeGroup where Value == BezierShape {
    /// The segments that are curves in any keyframe (`BezierShape.curvedSegments`, or-ed index by index): drawn as
    /// cubics in every keyframe, so a line in one keyframe morphs into a curve in the next as Core Animation does.
    var curvedSegments: [Bool] {
        var out: [Bool] = []
        for k in keyframes {
            let c = k.value.curvedSegments
            if c.count > out.count { out += Array(repeating: false, count: c.count - out.count) }
            for (i, v) in c.enumerated() where v { out[i] = true }
        }
        return out
    }
}

extension JSONNode<LottieError> {
    /// A shape value: `{"i", "o", "v", "c"}`, or (the older format's keyframe values) an array holding one.
    func bezierShape() throws -> BezierShape {
        var node = self
        if case .array = value {
            let items = try array()
            guard let first = items.first else { throw expected("a shape {i, o, v, c}") }
            node = first
        }
        guard node.isObject else { throw node.expected("a shape {i, o, v, c}") }
        let vNode = try node.required("v")
        // lottie-ios: a shape without `c` is closed.
        let closed = try node["c"] == nil ? true : node.optionalBool("c")
        // A move, a segment to each further vertex and, closed, a segment back and a close (`path`): counted
        // before the vertices are read, so a huge list is refused before it is decoded.
        if case .array(let items) = vNode.value {
            let n = items.count
            let elements = n == 0 ? 0 : closed ? n + (n > 1 ? 2 : 1) : n
            if let problem = Limits.current.problem(withPathElements: elements, counted: "this shape has \(n) vertices, \(elements) elements") {
                throw LottieError(path: vNode.path, "expected \(problem)")
            }
        }
        let v = try vNode.array().map { try $0.point() }
        let i = try node["i"]?.array().map { try $0.point() } ?? []
        let o = try node["o"]?.array().map { try $0.point() } ?? []
        // lottie-ios's `BezierPath` decoding throws when the vertices and the tangents written differ in number
        // ("Vertex data does not match In Tangents and Out Tangents"); tangents left out are read as zero here.
        for (key, list) in [("i", i), ("o", o)] where node[key] != nil && list.count != v.count {
            throw LottieError(path: node.child(key), "expected as many \(key == "i" ? "in" : "out") tangents as vertices (\(v.count)), got \(list.count)")
        }
        var vertices: [BezierShape.Vertex] = []
        for (k, p) in v.enumerated() {
            vertices.append(.init(point: p, inTangent: k < i.count ? i[k] : .zero, outTangent: k < o.count ? o[k] : .zero))
        }
        // The scene reader's rule for path coordinates: finite, within ±`Limits.maximumPathCoordinate`.
        let limit = Limits.maximumPathCoordinate
        for point in vertices.flatMap({ [$0.point, $0.point + $0.inTangent, $0.point + $0.outTangent] })
        where !(abs(point.x) <= limit && abs(point.y) <= limit) {
            throw LottieError(path: node.path, "path coordinates must be finite and within ±\(fmt(limit)) points")
        }
        return BezierShape(vertices: vertices, closed: closed)
    }
}

// MARK: Shape constructions (lottie-ios's `BezierPath.ellipse`, `.rectangle`, `.star`, `.polygon`)

/// Builds vertex lists the way lottie-ios's `BezierPath.addVertex` sequence does: the first vertex starts the path,
/// each next one draws a segment from the previous, and `close` closes without an extra segment.
struct VertexPath {
    var vertices: [BezierShape.Vertex] = []

    /// Absolute in and out control points, as lottie-ios's `CurveVertex(inTangent, point, outTangent)`.
    mutating func add(in inPoint: Point, point: Point, out outPoint: Point) {
        vertices.append(.init(point: point, inTangent: inPoint - point, outTangent: outPoint - point))
    }

    mutating func add(point: Point, inRelative: Point = .zero, outRelative: Point = .zero) {
        vertices.append(.init(point: point, inTangent: inRelative, outTangent: outRelative))
    }

    /// The open vertex sequence closed with `close` (no segment back: the shapes repeat their first vertex).
    var path: Path {
        BezierShape(vertices: vertices, closed: false).path.closed()
    }
}

extension Path {
    /// This path with a close appended.
    func closed() -> Path {
        var b = Path.Builder()
        b.append(self)
        if !isEmpty { b.close() }
        return b.build()
    }
}

/// The construction constants lottie-ios uses.
enum ShapeConstants {
    static let ellipseControlPoint = 0.55228
    static let polystar = 0.47829
    static let polygon = 0.25
}

enum LottieShapes {
    /// `BezierPath.ellipse(size:center:direction:)`: four cubic quarters from the top, clockwise unless reversed.
    static func ellipse(size: Size, center c: Point, reversed: Bool) -> Path {
        var hw = size.width * 0.5
        let hh = size.height * 0.5
        if reversed { hw = -hw }
        let q1 = Point(x: c.x, y: c.y - hh), q2 = Point(x: c.x + hw, y: c.y)
        let q3 = Point(x: c.x, y: c.y + hh), q4 = Point(x: c.x - hw, y: c.y)
        let cw = hw * ShapeConstants.ellipseControlPoint, ch = hh * ShapeConstants.ellipseControlPoint
        var p = VertexPath()
        p.add(point: q1, inRelative: Point(x: -cw, y: 0), outRelative: Point(x: cw, y: 0))
        p.add(point: q2, inRelative: Point(x: 0, y: -ch), outRelative: Point(x: 0, y: ch))
        p.add(point: q3, inRelative: Point(x: cw, y: 0), outRelative: Point(x: -cw, y: 0))
        p.add(point: q4, inRelative: Point(x: 0, y: ch), outRelative: Point(x: 0, y: -ch))
        p.add(point: q1, inRelative: Point(x: -cw, y: 0), outRelative: Point(x: cw, y: 0))
        return p.path
    }

    /// `BezierPath.rectangle(position:size:cornerRadius:direction:)`: from the top-right corner, clockwise unless
    /// reversed; the radius is clamped to half the smaller side.
    static func rectangle(position pos: Point, size: Size, cornerRadius: Double, reversed: Bool) -> Path {
        let w = size.width * 0.5, h = size.height * 0.5
        let r = min(min(cornerRadius, w), h)
        var vs: [(in: Point, point: Point, out: Point)] = []
        func v(_ i: Point, _ p: Point, _ o: Point, _ t1: Point, _ t2: Point) {
            let d = t1 + t2 + pos
            vs.append((i + d, p + d, o + d))
        }
        if r <= 0 {
            for q in [Point(x: w, y: -h), Point(x: w, y: h), Point(x: -w, y: h), Point(x: -w, y: -h), Point(x: w, y: -h)] {
                vs.append((q + pos, q + pos, q + pos))
            }
        } else {
            let cp = r * ShapeConstants.ellipseControlPoint
            v(Point(x: r, y: 0), Point(x: r, y: 0), Point(x: r, y: 0), Point(x: -r, y: r), Point(x: w, y: -h))
            v(Point(x: r, y: 0), Point(x: r, y: 0), Point(x: r, y: cp), Point(x: -r, y: -r), Point(x: w, y: h))
            v(Point(x: cp, y: r), Point(x: 0, y: r), Point(x: 0, y: r), Point(x: -r, y: -r), Point(x: w, y: h))
            v(Point(x: 0, y: r), Point(x: 0, y: r), Point(x: -cp, y: r), Point(x: r, y: -r), Point(x: -w, y: h))
            v(Point(x: -r, y: cp), Point(x: -r, y: 0), Point(x: -r, y: 0), Point(x: r, y: -r), Point(x: -w, y: h))
            v(Point(x: -r, y: 0), Point(x: -r, y: 0), Point(x: -r, y: -cp), Point(x: r, y: r), Point(x: -w, y: -h))
            v(Point(x: -cp, y: -r), Point(x: 0, y: -r), Point(x: 0, y: -r), Point(x: r, y: r), Point(x: -w, y: -h))
            v(Point(x: 0, y: -r), Point(x: 0, y: -r), Point(x: cp, y: -r), Point(x: -r, y: r), Point(x: w, y: -h))
            v(Point(x: r, y: -cp), Point(x: r, y: 0), Point(x: r, y: 0), Point(x: -r, y: r), Point(x: w, y: -h))
        }
        if reversed { vs = vs.reversed().map { ($0.out, $0.point, $0.in) } }
        var p = VertexPath()
        for x in vs { p.add(in: x.in, point: x.point, out: x.out) }
        return p.path
    }

    /// `BezierPath.star(…)`: points from the top (rotation − 90°), alternating outer and inner radius; fractional
    /// point counts get a partial point as lottie-ios builds it. Under `afterEffects` a rounded vertex's handles are
    /// `roundness` of a quarter of the arc between two points of its circle (`polystarHandle`).
    static func star(position: Point, outerRadius: Double, innerRadius: Double, outerRoundness: Double,
                     innerRoundness: Double, points numberOfPoints: Double, rotation: Double, reversed: Bool,
                     semantics: LottieSemantics = .lottieIOS) -> Path {
        // A star of no points draws nothing; the translation refuses one past the path element limit before it
        // gets here (`spendStarPoints`).
        guard numberOfPoints > 0 else { return .empty }
        var angle = (rotation - 90) * .pi / 180
        let anglePerPoint = 2 * Double.pi / numberOfPoints
        let half = anglePerPoint / 2
        let partial = numberOfPoints - numberOfPoints.rounded(.down)
        let outerR = outerRoundness * 0.01, innerR = innerRoundness * 0.01
        let handle = polystarHandle(points: numberOfPoints, semantics, lottieIOS: ShapeConstants.polystar)
        var point = Point.zero
        var partialRadius = 0.0
        if partial != 0 {
            angle += half * (1 - partial)
            partialRadius = innerRadius + partial * (outerRadius - innerRadius)
            point = Point(x: partialRadius * cos(angle), y: partialRadius * sin(angle))
            angle += anglePerPoint * partial / 2
        } else {
            point = Point(x: outerRadius * cos(angle), y: outerRadius * sin(angle))
            angle += half
        }
        var vs: [(in: Point, point: Point, out: Point)] = [(point + position, point + position, point + position)]
        var long = false
        let count = Int(exactly: numberOfPoints.rounded(.up) * 2) ?? 0
        for i in 0..<count {
            var radius = long ? outerRadius : innerRadius
            var dTheta = half
            if partialRadius != 0 && i == count - 2 { dTheta = anglePerPoint * partial / 2 }
            if partialRadius != 0 && i == count - 1 { radius = partialRadius }
            let previous = point
            point = Point(x: radius * cos(angle), y: radius * sin(angle))
            if innerR == 0 && outerR == 0 {
                vs.append((point + position, point + position, point + position))
            } else {
                let t1 = atan2(previous.y, previous.x) - .pi / 2
                let t2 = atan2(point.y, point.x) - .pi / 2
                let r1 = long ? innerR : outerR, r2 = long ? outerR : innerR
                let rad1 = long ? innerRadius : outerRadius, rad2 = long ? outerRadius : innerRadius
                var cp1 = Point(x: rad1 * r1 * handle * cos(t1), y: rad1 * r1 * handle * sin(t1))
                var cp2 = Point(x: rad2 * r2 * handle * cos(t2), y: rad2 * r2 * handle * sin(t2))
                if partial != 0 {
                    if i == 0 { cp1 = cp1 * partial } else if i == count - 1 { cp2 = cp2 * partial }
                }
                let last = vs[vs.count - 1]
                vs[vs.count - 1] = (last.in, last.point, last.point - cp1)
                let p = point + position
                vs.append((p + cp2, p, p))
            }
            angle += dTheta
            long.toggle()
        }
        return build(vs, reversed: reversed)
    }

    /// `BezierPath.polygon(…)`; under `afterEffects` with After Effects' handle lengths (`polystarHandle`).
    static func polygon(position: Point, points numberOfPoints: Double, outerRadius: Double, outerRoundness: Double,
                        rotation: Double, reversed: Bool, semantics: LottieSemantics = .lottieIOS) -> Path {
        guard numberOfPoints > 0 else { return .empty }
        var angle = (rotation - 90) * .pi / 180
        let anglePerPoint = 2 * Double.pi / numberOfPoints
        let roundness = outerRoundness * 0.01
        var point = Point(x: outerRadius * cos(angle), y: outerRadius * sin(angle))
        var vs: [(in: Point, point: Point, out: Point)] = [(point + position, point + position, point + position)]
        angle += anglePerPoint
        let count = Int(exactly: numberOfPoints.rounded(.up)) ?? 0
        for _ in 0..<count {
            let previous = point
            point = Point(x: outerRadius * cos(angle), y: outerRadius * sin(angle))
            let p = point + position
            if roundness != 0 {
                let t1 = atan2(previous.y, previous.x) - .pi / 2, t2 = atan2(point.y, point.x) - .pi / 2
                let k = outerRadius * roundness * polystarHandle(points: numberOfPoints, semantics,
                                                                 lottieIOS: ShapeConstants.polygon)
                let cp1 = Point(x: k * cos(t1), y: k * sin(t1)), cp2 = Point(x: k * cos(t2), y: k * sin(t2))
                let last = vs[vs.count - 1]
                vs[vs.count - 1] = (last.in, last.point, last.point - cp1)
                vs.append((p + cp2, p, p))
            } else {
                vs.append((p, p, p))
            }
            angle += anglePerPoint
        }
        return build(vs, reversed: reversed)
    }

    /// A rounded polystar vertex's handle length per unit of radius at 100 % roundness. lottie-ios uses constants
    /// (`lottieIOS`: 0.47829 for stars, 0.25 for polygons); After Effects (lottie-web's `convertStarToPath` /
    /// `convertPolygonToPath`, from Bodymovin) a quarter of the arc from one point to the next on the vertex's circle:
    /// 2π r / (4 n) for n points, so a polygon at 100 % approaches its circumscribed circle's tangent handles.
    private static func polystarHandle(points: Double, _ semantics: LottieSemantics, lottieIOS: Double) -> Double {
        guard semantics == .afterEffects else { return lottieIOS }
        return 2 * .pi / (4 * max(points.rounded(.down), 1))
    }

    private static func build(_ vertices: [(in: Point, point: Point, out: Point)], reversed: Bool) -> Path {
        var vs = vertices
        if reversed { vs = vs.reversed().map { ($0.out, $0.point, $0.in) } }
        var p = VertexPath()
        for x in vs { p.add(in: x.in, point: x.point, out: x.out) }
        return p.path
    }
}
