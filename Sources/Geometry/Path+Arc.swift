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
