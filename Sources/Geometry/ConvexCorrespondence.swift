import Foundation

/// The correspondence for two convex closed contours: points are paired by the direction of their tangent (their
/// outward normal), so the blend at `t` is the Minkowski combination `(1 − t)·A + t·B` of the two shapes.
///
/// Why: a corner of one shape (a point where the direction jumps by θ) pairs with the part of the other that turns
/// through the same θ — a rect's corner with the whole arc of a rounded rect's corner — and a straight side with the
/// point (or side) of the other facing the same way. A rect into a circular rounded rect of radius r is then, at every
/// t, the rounded rect of radius t·r: corners round off in place. Mirror symmetries and quarter turns that both shapes
/// share map directions to directions, so every intermediate shape keeps them; a convex pair stays convex (the blend of
/// two convex control polygons turning through the same directions turns through them too); and the area of
/// `(1 − t)A + tB` moves monotonically when one shape contains the other (mixed areas are monotone).
///
/// Each contour is walked as pieces over its tangent angle φ, from the first segment's starting direction round
/// 2π: a *flat* (a straight segment, at one angle), a *curve* (a segment, over the angles it turns through, cut so no
/// piece turns more than 90°) or a *corner* (a point, over the angles it jumps). Both walks are cut at every angle
/// where either has a break; then, angle by angle, flat pairs with flat (or with the other's point) and interval with
/// interval. A corner paired with a corner draws nothing and is left out.
enum ConvexCorrespondence {
    /// Angles closer than this (radians) are the same break: two shapes with the same directions are cut nowhere.
    static let angleTolerance = 1e-9

    enum Piece {
        case flat(CubicSegment, angle: Double)
        case curve(CubicSegment, from: Double, to: Double)
        case corner(Point, from: Double, to: Double)

        var from: Double {
            switch self {
            case .flat(_, let a): a
            case .curve(_, let a, _), .corner(_, let a, _): a
            }
        }

        var to: Double {
            switch self {
            case .flat(_, let a): a
            case .curve(_, _, let b), .corner(_, _, let b): b
            }
        }

        var startPoint: Point {
            switch self {
            case .flat(let s, _), .curve(let s, _, _): s.p0
            case .corner(let p, _, _): p
            }
        }

        var endPoint: Point {
            switch self {
            case .flat(let s, _), .curve(let s, _, _): s.p3
            case .corner(let p, _, _): p
            }
        }

        func shifted(by d: Double) -> Piece {
            switch self {
            case .flat(let s, let a): .flat(s, angle: a + d)
            case .curve(let s, let a, let b): .curve(s, from: a + d, to: b + d)
            case .corner(let p, let a, let b): .corner(p, from: a + d, to: b + d)
            }
        }

        /// The piece cut at angle `phi` strictly inside its interval.
        func cut(at phi: Double) -> (Piece, Piece) {
            switch self {
            case .flat: return (self, self)
            case .corner(let p, let a, let b): return (.corner(p, from: a, to: phi), .corner(p, from: phi, to: b))
            case .curve(let s, let a, let b):
                let t = s.parameter(turning: phi - a)
                let (head, tail) = s.split(at: t)
                return (.curve(head, from: a, to: phi), .curve(tail, from: phi, to: b))
            }
        }
    }

    /// The contour (closed, clockwise on a y-down screen: positive signed area) as a walk over its tangent angle, or
    /// `nil` when it is not convex.
    static func walk(_ c: CubicContour) -> [Piece]? {
        let segments = c.segments.filter { !$0.isPoint }
        guard c.isClosed, let first = segments.first, let startDir = first.startDirection else { return nil }
        let phi0 = atan2(startDir.y, startDir.x)
        var pieces: [Piece] = []
        var angle = phi0
        var previousEnd: Point? = nil
        func add(_ s: CubicSegment) -> Bool {
            guard let d0 = s.startDirection, let d1 = s.endDirection else { return false }
            if let e = previousEnd {
                let turn = signedAngle(from: e, to: d0)
                if turn < -angleTolerance || turn > .pi - 1e-6 { return false }
                if turn > angleTolerance {
                    pieces.append(.corner(s.p0, from: angle, to: angle + turn))
                    angle += turn
                }
            }
            if s.isStraight {
                pieces.append(.flat(s, angle: angle))
                previousEnd = d1
                return true
            }
            guard let turn = s.turning, turn > -angleTolerance else { return false }
            if turn > .pi / 2 + 1e-9 {
                // Cut so no piece turns more than a quarter: the cut pieces stay convex when blended.
                let (h, t) = s.split(at: 0.5)
                previousEnd = d0
                return add(h) && add(t)
            }
            pieces.append(.curve(s, from: angle, to: angle + max(turn, 0)))
            angle += max(turn, 0)
            previousEnd = d1
            return true
        }
        for s in segments where !add(s) { return nil }
        guard let e = previousEnd else { return nil }
        let closing = signedAngle(from: e, to: startDir)
        if closing < -angleTolerance || closing > .pi - 1e-6 { return nil }
        angle += max(closing, 0)
        // A convex simple contour turns exactly once.
        guard abs(angle - phi0 - 2 * .pi) < 1e-6 else { return nil }
        if closing > angleTolerance {
            pieces.append(.corner(c.start, from: angle - closing, to: phi0 + 2 * .pi))
        }
        return pieces
    }

    /// The two walks (both from `walk`) cut at each other's breaks and paired; `nil` when they cannot be (never for
    /// two walks that each turn once).
    static func correspond(_ a: [Piece], _ b: [Piece]) -> (CubicContour, CubicContour)? {
        guard let a0 = a.first?.from, b.first != nil else { return nil }
        let full = 2 * Double.pi
        // Unroll b onto [a0, a0 + 2π): shift by whole turns, cut the piece that straddles a0 + 2π, move the rest
        // to the front.
        var shift = 0.0
        let b0 = b[0].from
        while b0 + shift < a0 - angleTolerance { shift += full }
        while b0 + shift >= a0 + full - angleTolerance { shift -= full }
        var head: [Piece] = [], tail: [Piece] = []
        for p in b.map({ $0.shifted(by: shift) }) {
            let end = a0 + full
            if p.from >= end - angleTolerance {
                head.append(p.shifted(by: -full))
            } else if p.to > end + angleTolerance {
                let (x, y) = p.cut(at: end)
                tail.append(x)
                head.append(y.shifted(by: -full))
            } else {
                tail.append(p)
            }
        }
        let bUnrolled = head + tail

        // Every break of either walk, clustered.
        var breaks: [Double] = []
        for p in a + bUnrolled { breaks.append(p.from); breaks.append(p.to) }
        breaks.sort()
        var clusters: [Double] = []
        for x in breaks where clusters.last.map({ x - $0 > angleTolerance }) ?? true { clusters.append(x) }

        func cutAll(_ pieces: [Piece]) -> [Piece] {
            var out: [Piece] = []
            var k = 0  // pieces come in increasing angle, so the clusters are walked once
            for p in pieces {
                var rest = p
                if case .flat = p { out.append(p); continue }
                while k < clusters.count && clusters[k] <= rest.from + angleTolerance { k += 1 }
                while k < clusters.count && clusters[k] < rest.to - angleTolerance {
                    let (x, y) = rest.cut(at: clusters[k])
                    out.append(x)
                    rest = y
                    k += 1
                }
                out.append(rest)
            }
            return out
        }
        let ca = cutAll(a), cb = cutAll(bUnrolled)

        // Walk both, break by break.
        var sa: [CubicSegment] = [], sb: [CubicSegment] = []
        var i = 0, j = 0
        var pa = ca[0].startPoint, pb = cb[0].startPoint
        func isFlat(_ p: Piece) -> Bool { if case .flat = p { true } else { false } }
        func segment(_ p: Piece) -> CubicSegment? {
            switch p {
            case .flat(let s, _), .curve(let s, _, _): s
            case .corner: nil
            }
        }
        while i < ca.count || j < cb.count {
            let x = i < ca.count ? ca[i] : nil, y = j < cb.count ? cb[j] : nil
            let fx = x.map { isFlat($0) && (y == nil || $0.from <= y!.from + angleTolerance) } ?? false
            let fy = y.map { isFlat($0) && (x == nil || $0.from <= x!.from + angleTolerance) } ?? false
            if fx || fy {
                // A straight side pairs with the other's side at the same angle, else with its point there.
                let s = fx ? segment(x!)! : CubicSegment.point(pa)
                let u = fy ? segment(y!)! : CubicSegment.point(pb)
                sa.append(s); sb.append(u)
                pa = s.p3; pb = u.p3
                if fx { i += 1 }
                if fy { j += 1 }
                continue
            }
            guard let x, let y else { return nil }
            // Two intervals over the same angles (the cuts made their ends agree).
            let sx = segment(x), sy = segment(y)
            if sx != nil || sy != nil {
                let s = sx ?? CubicSegment.point(pa), u = sy ?? CubicSegment.point(pb)
                sa.append(s); sb.append(u)
            }
            pa = x.endPoint; pb = y.endPoint
            i += 1; j += 1
        }
        guard let startA = sa.first?.p0, let startB = sb.first?.p0 else { return nil }
        return (CubicContour(start: startA, segments: sa, isClosed: true),
                CubicContour(start: startB, segments: sb, isClosed: true))
    }
}
