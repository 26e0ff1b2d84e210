import Foundation

extension Path.Builder {
    /// Core Graphics' centre arc (`CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:)`): a line from
    /// the current point to the arc's start (a move when there is none), then the arc as cubics of at most 90° each.
    ///
    /// Angles are in radians, measured from the +x axis towards +y. `increasing` is the sweep direction: `true`
    /// sweeps from `startAngle` towards larger angles, which is Core Graphics' `clockwise: false` and UIKit's
    /// `UIBezierPath.addArc(withCenter:…, clockwise: true)` (UIKit's y-down space flips the word; on a y-down screen
    /// both look clockwise). The sweep is the angle difference taken into `[0, 2π)` in that direction; a non-zero
    /// difference that is a whole turn draws a full circle, as Core Graphics does.
    ///
    ///     increasing, start π, end 3π/2 (y down):   ╭──   one quarter, the top-left corner of a rounded rect
    ///                                               │
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, increasing: Bool) {
        let r = abs(radius)
        var sweep = increasing ? endAngle - startAngle : startAngle - endAngle
        let turn = 2 * Double.pi
        if sweep < 0 || sweep >= turn {
            let reduced = sweep.truncatingRemainder(dividingBy: turn)
            sweep = reduced < 0 ? reduced + turn : reduced
            if sweep == 0 && endAngle != startAngle { sweep = turn }
        }
        let direction: Double = increasing ? 1 : -1
        func point(_ a: Double) -> Point { Point(x: center.x + r * cos(a), y: center.y + r * sin(a)) }
        let start = point(startAngle)
        if currentPoint == nil { move(to: start) } else { line(to: start) }
        guard sweep > 0, r > 0 else { return }
        // Each piece spans at most a quarter turn; k is the control-arm length of a unit circle arc of that span.
        let pieces = (sweep / (Double.pi / 2)).clampedInt(rounding: .up, in: 1...4)
        let step = sweep / Double(pieces) * direction
        let k = 4.0 / 3.0 * tan(step / 4)
        var a0 = startAngle
        for _ in 0..<pieces {
            let a1 = a0 + step
            let p0 = point(a0), p1 = point(a1)
            let c1 = Point(x: p0.x - k * r * sin(a0), y: p0.y + k * r * cos(a0))
            let c2 = Point(x: p1.x + k * r * sin(a1), y: p1.y - k * r * cos(a1))
            cubic(to: p1, control1: c1, control2: c2)
            a0 = a1
        }
    }
}

extension Path.Builder {
    /// Core Graphics' tangent arc (`CGPathAddArcToPoint`, `CGMutablePath.addArc(tangent1End:tangent2End:radius:)`,
    /// PostScript's `arct`): the arc of `radius` tangent to the line from the current point to `tangent1` and to the
    /// line from `tangent1` to `tangent2`, preceded by a line from the current point to the arc's first tangent point.
    /// It ends at the second tangent point, not at `tangent2`.
    ///
    ///     current ────────╮ tangent1        the corner at tangent1 rounded by `radius`
    ///                     │
    ///                     tangent2
    ///
    /// When the three points are collinear, or the radius is 0, it is a line to `tangent1` (Apple's documentation:
    /// "If the points are collinear, … appends a line"). With no current point it starts at `tangent1` (a move), as
    /// Core Graphics begins a sub-path there.
    public mutating func addArc(tangent1: Point, tangent2: Point, radius: Double) {
        guard let p0 = currentPoint else {
            move(to: tangent1)
            return
        }
        func unit(_ v: Point) -> Point? {
            let l = (v.x * v.x + v.y * v.y).squareRoot()
            return l > 0 && l.isFinite ? Point(x: v.x / l, y: v.y / l) : nil
        }
        let r = abs(radius)
        guard r > 0, let u1 = unit(Point(x: p0.x - tangent1.x, y: p0.y - tangent1.y)),
              let u2 = unit(Point(x: tangent2.x - tangent1.x, y: tangent2.y - tangent1.y)) else {
            line(to: tangent1)
            return
        }
        let cross = u1.x * u2.y - u1.y * u2.x, dot = u1.x * u2.x + u1.y * u2.y
        // θ, the angle at tangent1 between the two lines; collinear (θ = 0 or π) has no tangent circle.
        let theta = atan2(abs(cross), dot)
        guard theta > 1e-12, theta < Double.pi - 1e-12 else {
            line(to: tangent1)
            return
        }
        let along = r / tan(theta / 2), toCentre = r / sin(theta / 2)
        guard let bisector = unit(Point(x: u1.x + u2.x, y: u1.y + u2.y)) else {
            line(to: tangent1)
            return
        }
        let start = Point(x: tangent1.x + u1.x * along, y: tangent1.y + u1.y * along)
        let centre = Point(x: tangent1.x + bisector.x * toCentre, y: tangent1.y + bisector.y * toCentre)
        let a0 = atan2(start.y - centre.y, start.x - centre.x)
        // The arc is the short way round, its sweep π − θ: towards larger angles when the turn from the first line to
        // the second is clockwise on a y-down screen, which is when cross(u1, u2) < 0 (u1 points back along the
        // first). The end angle is the start's plus that sweep, so it ends on the second tangent point.
        let increasing = cross < 0, sweep = Double.pi - theta
        addArc(center: centre, radius: r, startAngle: a0, endAngle: increasing ? a0 + sweep : a0 - sweep,
               increasing: increasing)
    }
}
