/// The correspondence for any two contours (used where `ConvexCorrespondence` does not apply: a concave shape, an open
/// sub-path): both are parametrised by arc length, and a point at fraction u of the first's length pairs with the
/// point at fraction u + δ of the second's, for the cyclic offset δ (closed contours) and direction that minimise the
/// summed squared distance between the two shapes, each centred on its centroid and scaled to the same
/// root-mean-square size, over 256 points evenly spaced along
/// them.
///
/// δ is found on the 256 shifts of the samples, refined by golden-section search between the neighbouring shifts,
/// then snapped to the nearest offset that lines up a joint of one contour with a joint of the other when that costs
/// no more (within 1e-12 of the shapes' spread): so a shape and a translated, scaled copy of it pair joint with joint
/// and are cut nowhere. Sharp corners of the two that are each other's nearest under that offset are then paired
/// (feature with feature) and the stretches between them matched evenly (`FractionMap`). Both contours are cut where
/// the other has a joint, so the element-wise blend of the two cut contours is the morph.
enum ArcLengthCorrespondence {
    static let samples = 256
    /// Fractions of the length closer than this are the same cut.
    static let tolerance = 1e-9

    /// A contour with its arc length measured.
    struct Measured {
        let contour: CubicContour
        let measure: PathMeasure
        /// Each segment's start as a fraction of the length (and 1 at the end).
        let joints: [Double]
        let centre: Point
        /// 1 / the root-mean-square distance of the contour's points from its centre (1 for a point).
        private(set) var scale = 1.0
        /// The fractions of a closed contour's sharp corners: joints where the direction turns by more than 30°.
        private(set) var corners: [Double] = []

        init(_ c: CubicContour) {
            contour = c
            let m = PathMeasure(Path(contours: [CubicContour(start: c.start, segments: c.segments, isClosed: false)]),
                                chordsPerCurve: 128)
            measure = m
            let total = m.length, n = c.segments.count
            joints = (0...n).map { i in
                i == n ? 1 : (total > 0 ? m.segmentStart(i) / total : Double(i) / Double(max(n, 1)))
            }
            centre = c.centroid
            let count = ArcLengthCorrespondence.samples
            var spread = 0.0
            for k in 0..<count {
                let p = point((Double(k) + 0.5) / Double(count))
                spread += p.x * p.x + p.y * p.y
            }
            if spread > 0 { scale = 1 / (spread / Double(count)).squareRoot() }
            if c.isClosed {
                for i in 0..<n {
                    guard let d0 = c.segments[(i + n - 1) % n].endDirection, let d1 = c.segments[i].startDirection
                    else { continue }
                    if abs(signedAngle(from: d0, to: d1)) > .pi / 6 { corners.append(joints[i]) }
                }
            }
        }

        /// The segment and parameter at fraction `u` (wrapped into [0, 1) for a closed contour).
        func location(_ u: Double) -> (Int, Double) {
            var u = u
            if contour.isClosed { u -= u.rounded(.down) }
            let total = measure.length
            if total > 0, let l = measure.location(atDistance: u * total) { return (l.segment, l.t) }
            // A contour of zero length: spread evenly over its segments.
            let n = contour.segments.count
            let x = u.isFinite ? min(max(u, 0), 1) * Double(n) : 0  // in 0…n: the conversion cannot trap
            let i = x.clampedInt(rounding: .down, in: 0...max(n - 1, 0))
            return (i, x - Double(i))
        }

        /// The point at fraction `u`, relative to the centre and scaled to a root-mean-square distance of 1.
        func point(_ u: Double) -> Point {
            let (i, t) = location(u)
            return (contour.segments[i].point(at: t) - centre) * scale
        }
    }

    /// The two contours cut so that blending them segment by segment follows the correspondence. `b` is tried in
    /// reverse too when `tryReverse`.
    static func correspond(_ a: CubicContour, _ b: CubicContour, tryReverse: Bool) -> (CubicContour, CubicContour) {
        let ma = Measured(a)
        let candidates = tryReverse ? [Measured(b), Measured(b.reversed)] : [Measured(b)]
        let n = samples
        let sa = (0..<n).map { ma.point((Double($0) + 0.5) / Double(n)) }
        let spread = sa.reduce(0) { $0 + $1.x * $1.x + $1.y * $1.y }
        var best: (cost: Double, delta: Double, b: Measured)? = nil
        for mb in candidates {
            func cost(_ delta: Double) -> Double {
                var sum = 0.0
                for i in 0..<n {
                    let q = mb.point((Double(i) + 0.5) / Double(n) + delta), p = sa[i]
                    sum += (p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)
                }
                return sum
            }
            var delta = 0.0, c = cost(0)
            if a.isClosed && b.isClosed {
                // Every shift of the samples, then golden-section search between the neighbours of the best.
                let sb = (0..<n).map { mb.point((Double($0) + 0.5) / Double(n)) }
                var k0 = 0, c0 = Double.infinity
                for k in 0..<n {
                    var sum = 0.0
                    for i in 0..<n {
                        let p = sa[i], q = sb[(i + k) % n]
                        sum += (p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)
                    }
                    if sum < c0 { c0 = sum; k0 = k }
                }
                var lo = (Double(k0) - 1) / Double(n), hi = (Double(k0) + 1) / Double(n)
                let g = (5.0.squareRoot() - 1) / 2
                var x1 = hi - g * (hi - lo), x2 = lo + g * (hi - lo)
                var f1 = cost(x1), f2 = cost(x2)
                for _ in 0..<48 {
                    if f1 <= f2 { hi = x2; x2 = x1; f2 = f1; x1 = hi - g * (hi - lo); f1 = cost(x1) }
                    else { lo = x1; x1 = x2; f1 = f2; x2 = lo + g * (hi - lo); f2 = cost(x2) }
                }
                delta = (lo + hi) / 2
                c = cost(delta)
                // Snap to an offset that lines up joints, when it costs no more.
                var snapped: (Double, Double)? = nil
                for ua in ma.joints.dropLast() {
                    guard let ub = nearestJoint(to: ua + delta, in: mb.joints) else { continue }
                    let d = ub - ua
                    let cd = cost(d)
                    if cd <= c + 1e-12 * spread, cd < (snapped?.1 ?? .infinity) { snapped = (d, cd) }
                }
                if let (d, cd) = snapped { delta = d; c = cd }
                delta -= delta.rounded(.down)
            }
            if best == nil || c < best!.cost { best = (c, delta, mb) }
        }
        let (_, delta, mb) = best!
        let map = a.isClosed && b.isClosed ? FractionMap(ma.corners, mb.corners, delta: delta) : FractionMap(delta: 0)
        return cut(ma, mb, map)
    }

    /// Fractions of `a`'s length to fractions of `b`'s: u ↦ u + δ, or piecewise linear between anchors — sharp corners
    /// of the two that are each other's nearest under u ↦ u + δ (within 5 % of the length), so corners pair with corners
    /// and the stretches between them are spread evenly.
    struct FractionMap {
        let delta: Double
        /// (u on a, v on b) in increasing u within [0, 1), v unwrapped and increasing, the last below the first + 1.
        private(set) var anchors: [(u: Double, v: Double)] = []

        init(delta: Double) { self.delta = delta }

        init(_ cornersA: [Double], _ cornersB: [Double], delta: Double) {
            self.delta = delta
            func nearest(_ x: Double, in list: [Double]) -> (Double, Double)? {
                var best: (Double, Double)? = nil
                for y in list {
                    let d = abs(x - y - (x - y).rounded())
                    if d < (best?.1 ?? .infinity) { best = (y, d) }
                }
                return best
            }
            var pairs: [(u: Double, v: Double)] = []
            for u in cornersA {
                guard let (v, d) = nearest(u + delta, in: cornersB), d < 0.05,
                      let (back, _) = nearest(v - delta, in: cornersA), back == u else { continue }
                // v unwrapped to lie within half a turn of u + δ.
                pairs.append((u, v + (u + delta - v).rounded()))
            }
            pairs.sort { $0.u < $1.u }
            // Keep them only when they preserve the order round the contour.
            for k in pairs.indices.dropFirst() where !(pairs[k].v > pairs[k - 1].v) { return }
            if let f = pairs.first, let l = pairs.last, pairs.count > 1, !(l.v < f.v + 1) { return }
            anchors = pairs
        }

        /// The fraction of b paired with fraction `u` of a (not wrapped).
        func forward(_ u: Double) -> Double {
            guard let first = anchors.first else { return u + delta }
            var u = u - u.rounded(.down)
            if u < first.u { u += 1 }
            for k in anchors.indices {
                let a0 = anchors[k]
                let a1: (u: Double, v: Double) = k + 1 < anchors.count ? anchors[k + 1] : (first.u + 1, first.v + 1)
                if u < a1.u || k == anchors.count - 1 {
                    return a1.u > a0.u ? a0.v + (u - a0.u) * (a1.v - a0.v) / (a1.u - a0.u) : a0.v
                }
            }
            return u + delta
        }

        /// The fraction of a paired with fraction `v` of b, wrapped into [0, 1).
        func backward(_ v: Double) -> Double {
            var u: Double
            if let first = anchors.first {
                var v = v - (v - first.v).rounded(.down)
                if v < first.v { v += 1 }
                u = v - delta
                for k in anchors.indices {
                    let a0 = anchors[k]
                let a1: (u: Double, v: Double) = k + 1 < anchors.count ? anchors[k + 1] : (first.u + 1, first.v + 1)
                    if v < a1.v || k == anchors.count - 1 {
                        u = a1.v > a0.v ? a0.u + (v - a0.v) * (a1.u - a0.u) / (a1.v - a0.v) : a0.u
                        break
                    }
                }
            } else {
                u = v - delta
            }
            return u - u.rounded(.down)
        }
    }

    /// The joint of `joints` (fractions; a closed contour's are taken round the circle) nearest to `u`, unwrapped to
    /// lie within half a turn of it.
    private static func nearestJoint(to u: Double, in joints: [Double]) -> Double? {
        var best: Double? = nil, bestD = Double.infinity
        for j in joints.dropLast() {
            var v = j + (u - j).rounded()
            if abs(v - u) > 0.5 { v = j }
            let d = abs(v - u)
            if d < bestD { bestD = d; best = v }
        }
        return best
    }

    /// Cuts both contours at each other's joints (mapped by `map`) and pairs the pieces in order from `a`'s start.
    private static func cut(_ ma: Measured, _ mb: Measured, _ map: FractionMap) -> (CubicContour, CubicContour) {
        let closed = ma.contour.isClosed
        // Cut positions along a: its joints (exact), and b's joints mapped back.
        struct Cut { var u: Double; var a: (Int, Double)?; var b: (Int, Double)? }
        var cuts: [Cut] = []
        for (i, u) in ma.joints.enumerated() where closed ? i < ma.joints.count - 1 : true {
            cuts.append(Cut(u: u, a: (min(i, ma.contour.segments.count - 1), i == ma.contour.segments.count ? 1 : 0),
                            b: nil))
        }
        for (j, v) in mb.joints.enumerated() where closed ? j < mb.joints.count - 1 : true {
            let u = closed ? map.backward(v) : v
            cuts.append(Cut(u: u, a: nil, b: (min(j, mb.contour.segments.count - 1), j == mb.contour.segments.count ? 1 : 0)))
        }
        // In order along a; at equal places, joints in their own order.
        cuts.sort { ($0.u, $0.a?.0 ?? -1, $0.b?.0 ?? -1) < ($1.u, $1.a?.0 ?? -1, $1.b?.0 ?? -1) }
        // Merge cuts at the same place (a joint of each side becomes one cut, exact on both). Of two joints of one
        // side at the same place, the later is kept: the segments between them have no length.
        var merged: [Cut] = []
        for c in cuts {
            if var last = merged.last, c.u - last.u <= tolerance {
                last.a = c.a ?? last.a
                last.b = c.b ?? last.b
                merged[merged.count - 1] = last
            } else if closed, let first = merged.first, c.u - (first.u + 1) >= -tolerance {
                merged[0].a = first.a ?? c.a
                merged[0].b = first.b ?? c.b
            } else {
                merged.append(c)
            }
        }
        let locA = merged.map { $0.a ?? ma.location($0.u) }
        let locB = merged.map { $0.b ?? mb.location(closed ? map.forward($0.u) : $0.u) }
        func pieces(_ c: CubicContour, _ locs: [(Int, Double)]) -> [CubicSegment] {
            var out: [CubicSegment] = []
            let count = closed ? locs.count : locs.count - 1
            for k in 0..<count {
                let (i0, t0) = locs[k]
                var (i1, t1) = locs[(k + 1) % locs.count]
                // The next cut at the start of the following segment is the end of this one.
                if i1 != i0 && t1 == 0 { i1 = i0; t1 = 1 }
                if i1 != i0 {
                    // Cannot happen when every joint is a cut; keep the segment whole.
                    out.append(c.segments[i0].part(from: t0, to: 1))
                } else {
                    out.append(c.segments[i0].part(from: t0, to: t1))
                }
            }
            return out
        }
        let segA = pieces(ma.contour, locA), segB = pieces(mb.contour, locB)
        let startB = segB.first?.p0 ?? mb.contour.start
        return (CubicContour(start: segA.first?.p0 ?? ma.contour.start, segments: segA, isClosed: closed),
                CubicContour(start: startB, segments: segB, isClosed: closed))
    }
}
