import Foundation
import Geometry

/// A path split into keyframe segments for path-based keyframe animations: the first point, then one segment per
/// element after it (a later `move` is a jump, a `close` a line back to the sub-path's start). Lengths and the
/// parameter for a fraction of a segment's length come from `PathMeasure`.
struct PathTrack: Sendable {
    /// Chords per curve for paced motion.
    static let chordsPerCurve = 64

    /// The keyframe points: the path's first point, then each element's end (a jump's target included).
    private(set) var points: [Point] = []
    /// Per keyframe segment: the index of its segment in `measure`, or `nil` for a jump.
    private var measured: [Int?] = []
    private let measure: PathMeasure

    init(_ path: Path) {
        measure = PathMeasure(path, chordsPerCurve: PathTrack.chordsPerCurve)
        var next = 0
        for (index, e) in path.elements.enumerated() {
            if case .move(let p) = e {
                points.append(p)
                if index > 0 { measured.append(nil) }
                continue
            }
            // Every element other than a move is one measured segment, in order.
            measured.append(next)
            points.append(measure.segments[next].curve.end)
            next += 1
        }
    }

    private func segment(_ i: Int) -> PathSegment.Curve? {
        guard i < measured.count, let m = measured[i] else { return nil }
        return measure.segments[m].curve
    }

    func point(segment i: Int, u: Double) -> Point {
        guard i < measured.count else { return points.last ?? .zero }
        guard let c = segment(i) else { return points[i + 1] }
        return c.point(at: u)
    }

    /// The tangent angle (radians, atan2(dy, dx)) of segment `i` at `u`; a degenerate tangent falls back to the
    /// chord, then to 0 (and a jump has none: 0).
    func angle(segment i: Int, u: Double) -> Double {
        guard let c = segment(i) else { return 0 }
        var d = c.derivative(at: u)
        if d.x == 0 && d.y == 0 { d = c.end - c.start }
        if d.x == 0 && d.y == 0 { return 0 }
        return atan2(d.y, d.x)
    }

    func segmentLength(_ i: Int) -> Double {
        guard i < measured.count, let m = measured[i] else { return 0 }
        return measure.segmentLength(m)
    }

    /// The Bézier parameter at which a fraction `f` of segment `i`'s arc length is covered (for paced motion).
    func parameter(segment i: Int, fraction f: Double) -> Double {
        guard i < measured.count, let m = measured[i] else { return f }
        let total = measure.segmentLength(m)
        guard total > 0 else { return f }
        return measure.parameter(segment: m, distance: f * total)
    }
}
