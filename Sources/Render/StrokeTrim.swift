import CCairo
import Geometry

/// `strokeStart`/`strokeEnd`: the part of a path between two fractions of its total arc length
/// (Core Animation: "interpolated linearly along the path length"), emitted into a Cairo path.
enum StrokeTrim {
    /// One drawable segment: a line or a cubic (quads are raised exactly to cubics; a close is a line back to the
    /// sub-path's start).
    struct Segment {
        var p0: Point, c1: Point, c2: Point, p3: Point
        var isLine: Bool
        var isClose: Bool
        var subpath: Int
        var length: Double = 0
        /// Cumulative arc length at sample parameters t = i / samples (cubics only).
        var table: [Double] = []
    }

    static let samples = 32

    /// The segments of `path`, plus which sub-paths are closed.
    static func segments(of path: Path) -> (segments: [Segment], closed: Set<Int>) {
        var segs: [Segment] = []
        var closed = Set<Int>()
        var current = Point.zero, start = Point.zero
        var sub = -1
        for e in path.elements {
            switch e {
            case .move(let p):
                current = p; start = p; sub += 1
            case .line(let p):
                segs.append(Segment(p0: current, c1: current, c2: p, p3: p, isLine: true, isClose: false, subpath: sub))
                current = p
            case .quad(let q, let p):
                let c1 = current + (q - current) * (2.0 / 3.0), c2 = p + (q - p) * (2.0 / 3.0)
                segs.append(Segment(p0: current, c1: c1, c2: c2, p3: p, isLine: false, isClose: false, subpath: sub))
                current = p
            case .cubic(let c1, let c2, let p):
                segs.append(Segment(p0: current, c1: c1, c2: c2, p3: p, isLine: false, isClose: false, subpath: sub))
                current = p
            case .close:
                segs.append(Segment(p0: current, c1: current, c2: start, p3: start, isLine: true, isClose: true,
                                    subpath: sub))
                closed.insert(sub)
                current = start
            }
        }
        for i in segs.indices {
            if segs[i].isLine {
                segs[i].length = segs[i].p0.distance(to: segs[i].p3)
            } else {
                var table = [Double](repeating: 0, count: samples + 1)
                var prev = segs[i].p0, acc = 0.0
                for k in 1...samples {
                    let p = point(segs[i], Double(k) / Double(samples))
                    acc += prev.distance(to: p)
                    table[k] = acc
                    prev = p
                }
                segs[i].table = table
                segs[i].length = acc
            }
        }
        return (segs, closed)
    }

    static func point(_ s: Segment, _ t: Double) -> Point {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return Point(x: a * s.p0.x + b * s.c1.x + c * s.c2.x + d * s.p3.x,
                     y: a * s.p0.y + b * s.c1.y + c * s.c2.y + d * s.p3.y)
    }

    /// The curve parameter at arc length `l` along the segment.
    static func parameter(_ s: Segment, at l: Double) -> Double {
        if s.length <= 0 { return 0 }
        if s.isLine { return min(max(l / s.length, 0), 1) }
        let table = s.table
        if l <= 0 { return 0 }
        if l >= s.length { return 1 }
        var lo = 0, hi = samples
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if table[mid] < l { lo = mid } else { hi = mid }
        }
        let span = table[hi] - table[lo]
        let f = span > 0 ? (l - table[lo]) / span : 0
        return (Double(lo) + f) / Double(samples)
    }

    /// The part of a cubic between parameters t0 < t1 (de Casteljau).
    static func split(_ s: Segment, _ t0: Double, _ t1: Double) -> (Point, Point, Point, Point) {
        func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point { a + (b - a) * t }
        // First part [0, t1].
        var p0 = s.p0, p1 = s.c1, p2 = s.c2, p3 = s.p3
        if t1 < 1 {
            let a = lerp(p0, p1, t1), b = lerp(p1, p2, t1), c = lerp(p2, p3, t1)
            let d = lerp(a, b, t1), e = lerp(b, c, t1), f = lerp(d, e, t1)
            p1 = a; p2 = d; p3 = f
        }
        // Second part of that at t0 / t1.
        if t0 > 0 {
            let t = t1 > 0 ? t0 / t1 : 0
            let a = lerp(p0, p1, t), b = lerp(p1, p2, t), c = lerp(p2, p3, t)
            let d = lerp(a, b, t), e = lerp(b, c, t), f = lerp(d, e, t)
            p0 = f; p1 = e; p2 = c
        }
        return (p0, p1, p2, p3)
    }

    /// Appends the part of `path` between fractions `from` < `to` of its length to the current Cairo path.
    static func append(_ path: Path, from: Double, to: Double, into cr: OpaquePointer) {
        let (segs, closed) = segments(of: path)
        let total = segs.reduce(0) { $0 + $1.length }
        guard total > 0 else { return }
        let a = from * total, b = to * total
        // Sub-path arc-length ranges, to know which closed sub-paths are kept whole.
        var subStart: [Int: Double] = [:], subEnd: [Int: Double] = [:]
        var acc = 0.0
        for s in segs {
            if subStart[s.subpath] == nil { subStart[s.subpath] = acc }
            acc += s.length
            subEnd[s.subpath] = acc
        }
        acc = 0
        var openSub = -1
        for s in segs {
            let s0 = acc, s1 = acc + s.length
            acc = s1
            let lo = max(a, s0), hi = min(b, s1)
            guard hi > lo || (s.length == 0 && s0 >= a && s0 <= b && s0 < b) else { continue }
            let whole = closed.contains(s.subpath)
                && (subStart[s.subpath] ?? 0) >= a && (subEnd[s.subpath] ?? 0) <= b
            if s.isClose && whole {
                cairo_close_path(cr)
                openSub = -1
                continue
            }
            let t0 = parameter(s, at: lo - s0), t1 = parameter(s, at: hi - s0)
            if s.isLine {
                let p0 = s.p0 + (s.p3 - s.p0) * t0, p1 = s.p0 + (s.p3 - s.p0) * t1
                if openSub != s.subpath { cairo_move_to(cr, p0.x, p0.y); openSub = s.subpath }
                cairo_line_to(cr, p1.x, p1.y)
            } else {
                let (q0, q1, q2, q3) = split(s, t0, t1)
                if openSub != s.subpath { cairo_move_to(cr, q0.x, q0.y); openSub = s.subpath }
                cairo_curve_to(cr, q1.x, q1.y, q2.x, q2.y, q3.x, q3.y)
            }
        }
    }
}
