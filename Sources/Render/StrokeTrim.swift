import CCairo
import Geometry

/// `strokeStart`/`strokeEnd`: the part of a path between two fractions of its total arc length
/// (Core Animation: "interpolated linearly along the path length"), emitted into a Cairo path.
enum StrokeTrim {
    /// Chords per curve when measuring for a trim: at 32, a trimmed end is within about 1e-4 of the curve's length
    /// of the exact arc-length position (well under a pixel for any curve under 10⁴ pt).
    static let chordsPerCurve = 32

    /// Appends the part of the measured path between fractions `from` < `to` of its length to the current Cairo
    /// path. `measure` is `PathMeasure(path, chordsPerCurve: chordsPerCurve)` (`Renderer.trimMeasure` keeps them).
    static func append(_ measure: PathMeasure, from: Double, to: Double, into cr: OpaquePointer) {
        let total = measure.length
        guard total > 0 else { return }
        // `subpath` draws curves as cubics; segments walks them with their start points.
        let trimmed = measure.subpath(from: from * total, to: to * total)
        var walked = trimmed.segments.makeIterator()
        for e in trimmed.elements {
            switch e {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                continue
            case .close:
                cairo_close_path(cr)
            default: break
            }
            guard let s = walked.next(), !s.isClose else { continue }
            if s.curve.isLine {
                cairo_line_to(cr, s.curve.end.x, s.curve.end.y)
            } else {
                let c = s.curve.cubic
                cairo_curve_to(cr, c.p1.x, c.p1.y, c.p2.x, c.p2.y, c.p3.x, c.p3.y)
            }
        }
    }

    /// The measures `Renderer.trimMeasure` keeps, by path: a trim animates `strokeStart`/`strokeEnd` over a path
    /// that mostly holds still, so measuring it again every frame is wasted. Emptied when it holds `limit` paths.
    struct MeasureCache {
        static let limit = 256
        private var measures: [Path: PathMeasure] = [:]

        mutating func measure(_ path: Path) -> PathMeasure {
            if let m = measures[path] { return m }
            if measures.count >= Self.limit { measures.removeAll(keepingCapacity: true) }
            let m = PathMeasure(path, chordsPerCurve: StrokeTrim.chordsPerCurve)
            measures[path] = m
            return m
        }
    }
}
