import Foundation

/// The angle (radians, in (−π, π]) that turns direction `a` into direction `b`; positive clockwise on a y-down
/// screen.
func signedAngle(from a: Point, to b: Point) -> Double {
    atan2(a.x * b.y - a.y * b.x, a.x * b.x + a.y * b.y)
}

extension CubicSegment {
    /// A segment collapsed to one point.
    static func point(_ p: Point) -> CubicSegment { CubicSegment(p, p, p, p) }

    /// Whether all four points coincide.
    var isPoint: Bool { p0 == p1 && p1 == p2 && p2 == p3 }

    /// The direction it leaves its start in (the first control point that differs from the start), `nil` for a point.
    var startDirection: Point? {
        for q in [p1, p2, p3] where q != p0 { return q - p0 }
        return nil
    }

    /// The direction it arrives at its end in, `nil` for a point.
    var endDirection: Point? {
        for q in [p2, p1, p0] where q != p3 { return p3 - q }
        return nil
    }

    /// Whether it is a straight segment run forwards: every control point on the chord, between its ends.
    var isStraight: Bool {
        let d = p3 - p0
        let l2 = d.x * d.x + d.y * d.y
        guard l2 > 0 else { return false }
        for q in [p1, p2] {
            let v = q - p0
            if abs(v.x * d.y - v.y * d.x) > 1e-10 * l2 { return false }
            let along = v.x * d.x + v.y * d.y
            if along < -1e-10 * l2 || along > l2 * (1 + 1e-10) { return false }
        }
        return true
    }

    /// The angle its tangent turns through from start to end (summed over 32 steps, so it may exceed π), or `nil` when
    /// it turns one way and then the other (an inflection) or stops inside.
    var turning: Double? {
        guard let d0 = startDirection, let d1 = endDirection else { return nil }
        var previous = d0, sum = 0.0
        for k in 1...32 {
            let d = k == 32 ? d1 : derivative(at: Double(k) / 32)
            if d.x == 0 && d.y == 0 { return nil }
            let turn = signedAngle(from: previous, to: d)
            if turn < -1e-9 { return nil }
            sum += turn
            previous = d
        }
        return sum
    }

    /// The parameter at which the tangent has turned through `angle` from the start direction (the segment turns
    /// monotonically through at most a quarter; bisection to the last bit).
    func parameter(turning angle: Double) -> Double {
        guard let d0 = startDirection else { return 0.5 }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            let d = derivative(at: mid)
            if signedAngle(from: d0, to: d) < angle { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
