import Foundation

extension Path {
    /// Core Animation's blend of two paths of the same structure (its rule for `path` animations), `self` at 0 and
    /// `other` at 1 (not clamped). `nil` when the structures differ.
    ///
    /// "Paths will interpolate as a linear blend of the on-line points; off-line points may be interpolated
    /// non-linearly (e.g. to preserve continuity of the curve's derivative)" (CAShapeLayer.h; reference §7):
    /// - on-line points (the end points of moves, lines and curves) move linearly;
    /// - each control point of a cubic is carried by the on-line point it belongs to (the first by the segment's
    ///   start, the second by its end) as a handle whose length moves linearly and whose direction turns the
    ///   shorter way (`turnedHandle`). Two handles in line at a smooth vertex stay in line all the way, where a
    ///   linear blend of handles turning through a large angle shortens them and flattens the outline. Measured on
    ///   lottie-ios's Core Animation snapshots: TypeFace-J at 50 % (morphs whose handles turn by up to 180° between
    ///   frames) matches 96.6 % with linear handles and 99.99 % with turned ones (docs/lottie.md, "Oracle").
    /// - a quadratic's control point moves linearly (UNCONFIRMED: no reference shows Core Animation's rule for it).
    ///
    /// At 0 and 1, and for handles that keep their direction or where either is zero, the result is the linear blend
    /// of the points, bit for bit.
    public func blended(with other: Path, amount p: Double) -> Path? {
        guard hasSameStructure(as: other) else { return nil }
        let linear = p == 0 || p == 1
        var out: [PathElement] = []
        out.reserveCapacity(elements.count)
        // The current point (a segment's start) and the sub-path's start, in each path.
        var current = (Point(x: 0, y: 0), Point(x: 0, y: 0)), start = current
        for (ea, eb) in zip(elements, other.elements) {
            switch (ea, eb) {
            case (.move(let a), .move(let b)):
                out.append(.move(lerpPoint(a, b, p)))
                current = (a, b)
                start = current
            case (.line(let a), .line(let b)):
                out.append(.line(lerpPoint(a, b, p)))
                current = (a, b)
            case (.quad(let c, let a), .quad(let d, let b)):
                out.append(.quad(lerpPoint(c, d, p), lerpPoint(a, b, p)))
                current = (a, b)
            case (.cubic(let c1, let c2, let a), .cubic(let d1, let d2, let b)):
                let end = lerpPoint(a, b, p)
                if linear {
                    out.append(.cubic(lerpPoint(c1, d1, p), lerpPoint(c2, d2, p), end))
                } else {
                    let first = blendedControl(c1, d1, anchors: current, blendedAnchor: lerpPoint(current.0, current.1, p), p)
                    let second = blendedControl(c2, d2, anchors: (a, b), blendedAnchor: end, p)
                    out.append(.cubic(first, second, end))
                }
                current = (a, b)
            case (.close, .close):
                out.append(.close)
                current = start
            default:
                out.append(ea)
            }
        }
        return Path(validatedElements: out)
    }

    /// The blend of two paths of the same structure with every point, control points included, moving linearly
    /// (`nil` when the structures differ). `PathMorphPair` blends its normalised paths this way: its correspondence
    /// (a Minkowski combination for convex contours) is built for straight-line motion of every point.
    public func linearlyBlended(with other: Path, amount p: Double) -> Path? {
        guard hasSameStructure(as: other) else { return nil }
        return Path(validatedElements: zip(elements, other.elements).map { ea, eb in
            switch (ea, eb) {
            case (.move(let a), .move(let b)): .move(lerpPoint(a, b, p))
            case (.line(let a), .line(let b)): .line(lerpPoint(a, b, p))
            case (.quad(let c, let a), .quad(let d, let b)): .quad(lerpPoint(c, d, p), lerpPoint(a, b, p))
            case (.cubic(let c1, let c2, let a), .cubic(let d1, let d2, let b)):
                .cubic(lerpPoint(c1, d1, p), lerpPoint(c2, d2, p), lerpPoint(a, b, p))
            default: ea
            }
        })
    }
}

@inline(__always) private func lerpPoint(_ a: Point, _ b: Point, _ p: Double) -> Point {
    Point(x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p)
}

/// A control point blended as a handle of its on-line point: `c` (handle `c − anchors.0`) and `d` (handle
/// `d − anchors.1`) give the blended anchor plus the turned handle; the linear blend of `c` and `d` where the handle
/// does not turn (`turnedHandle` is `nil`).
private func blendedControl(_ c: Point, _ d: Point, anchors: (Point, Point), blendedAnchor: Point, _ p: Double) -> Point {
    guard let h = turnedHandle(c - anchors.0, d - anchors.1, p) else { return lerpPoint(c, d, p) }
    return blendedAnchor + h
}

/// The handle between `u` (at 0) and `v` (at 1) at `p`: its length blended linearly, its direction turned from `u`'s
/// towards `v`'s by `p` times the signed angle between them, the shorter way (exactly opposite handles turn by +π,
/// counter-clockwise in a y-up frame). `nil` when either handle is zero or both point the same way: there the linear
/// blend is the same handle.
func turnedHandle(_ u: Point, _ v: Point, _ p: Double) -> Point? {
    let lu = (u.x * u.x + u.y * u.y).squareRoot(), lv = (v.x * v.x + v.y * v.y).squareRoot()
    guard lu > 0, lv > 0, lu.isFinite, lv.isFinite else { return nil }
    let cross = u.x * v.y - u.y * v.x, dot = u.x * v.x + u.y * v.y
    if cross == 0 && dot > 0 { return nil }
    let turn = cross == 0 ? Double.pi : atan2(cross, dot)
    let angle = atan2(u.y, u.x) + p * turn
    let length = lu + (lv - lu) * p
    return Point(x: length * cos(angle), y: length * sin(angle))
}
