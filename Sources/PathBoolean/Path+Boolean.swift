import CGEOS
import Geometry

/// Which points a path's outline encloses, for boolean operations (the same rules as filling a shape layer).
public enum PathFillRule: String, Sendable, Hashable, CaseIterable {
    /// Inside where the winding number is not zero (Core Graphics' default).
    case nonZero
    /// Inside where the winding number is odd.
    case evenOdd
}

/// A boolean operation on two filled regions.
public enum PathBooleanOperation: String, Sendable, Hashable, CaseIterable {
    case union, subtract, intersect, xor
}

/// Boolean operations on paths (as `CGPath.union`, `.subtracting`, `.intersection`, `.symmetricDifference`).
///
/// Method: curves are flattened to chords within `tolerance` (default `defaultBooleanTolerance`, 0.01 pt: a thirtieth
/// of a pixel at 3× scale); each operand's region is built from its rings under its fill rule (the rings' linework is
/// noded and polygonised by GEOS, and every face is kept when its winding number passes the fill rule, so
/// self-intersections, holes and overlapping sub-paths follow the rule exactly); GEOS's overlay (OverlayNG) computes
/// the result, which is then simplified within a quarter of the tolerance (dropping collinear vertices).
///
/// The result is an outline of straight segments: each polygon's shell clockwise on a y-down screen (positive
/// `signedArea`), its holes counter-clockwise, so it fills the same under both fill rules, strokes as outlines and
/// morphs like any path. Deterministic: GEOS is, and the result is normalised (`GEOSNormalize`) before it is read.
extension Path {
    /// 0.01 pt: flattening error well under a pixel at any common scale (area error of a 50 pt circle ≈ 0.03 %).
    public static let defaultBooleanTolerance = 0.01

    /// The region of `self` and `other` combined by `operation`.
    public func combined(with other: Path, _ operation: PathBooleanOperation, fillRule: PathFillRule = .nonZero,
                         tolerance: Double = Path.defaultBooleanTolerance) throws(PathBooleanError) -> Path {
        for operand in [self, other] where !operand.hasFiniteCoordinates {
            throw PathBooleanError(call: "Path.combined", message: "a path has infinite or NaN coordinates")
        }
        let ctx = try GEOSContext()
        let a = try ctx.region(self, fillRule: fillRule, tolerance: tolerance)
        let b = try ctx.region(other, fillRule: fillRule, tolerance: tolerance)
        let h = ctx.handle
        let r: GEOSGeom
        switch operation {
        case .union: r = try ctx.own(GEOSUnion_r(h, a.pointer, b.pointer), "GEOSUnion_r")
        case .subtract: r = try ctx.own(GEOSDifference_r(h, a.pointer, b.pointer), "GEOSDifference_r")
        case .intersect: r = try ctx.own(GEOSIntersection_r(h, a.pointer, b.pointer), "GEOSIntersection_r")
        case .xor: r = try ctx.own(GEOSSymDifference_r(h, a.pointer, b.pointer), "GEOSSymDifference_r")
        }
        return try ctx.path(of: r, tolerance: tolerance)
    }

    /// Every point inside `self` or `other`.
    public func union(_ other: Path, fillRule: PathFillRule = .nonZero,
                      tolerance: Double = Path.defaultBooleanTolerance) throws(PathBooleanError) -> Path {
        try combined(with: other, .union, fillRule: fillRule, tolerance: tolerance)
    }

    /// Every point inside `self` and not inside `other` (seed 000's `outerPath.subtracting(innerPath)`).
    public func subtracting(_ other: Path, fillRule: PathFillRule = .nonZero,
                            tolerance: Double = Path.defaultBooleanTolerance) throws(PathBooleanError) -> Path {
        try combined(with: other, .subtract, fillRule: fillRule, tolerance: tolerance)
    }

    /// Every point inside both.
    public func intersection(_ other: Path, fillRule: PathFillRule = .nonZero,
                             tolerance: Double = Path.defaultBooleanTolerance) throws(PathBooleanError) -> Path {
        try combined(with: other, .intersect, fillRule: fillRule, tolerance: tolerance)
    }

    /// Every point inside exactly one of them.
    public func symmetricDifference(_ other: Path, fillRule: PathFillRule = .nonZero,
                                    tolerance: Double = Path.defaultBooleanTolerance) throws(PathBooleanError) -> Path {
        try combined(with: other, .xor, fillRule: fillRule, tolerance: tolerance)
    }

    /// The union of all `paths` (`.empty` for none).
    public static func union(of paths: [Path], fillRule: PathFillRule = .nonZero,
                             tolerance: Double = Path.defaultBooleanTolerance) throws(PathBooleanError) -> Path {
        guard var result = paths.first else { return .empty }
        // One operand alone still goes through the engine: its region resolves self-intersections by the fill rule.
        result = try result.combined(with: .empty, .union, fillRule: fillRule, tolerance: tolerance)
        for p in paths.dropFirst() { result = try result.combined(with: p, .union, fillRule: .nonZero, tolerance: tolerance) }
        return result
    }
}

// MARK: Regions

extension GEOSContext {
    /// The region `path` fills under `fillRule`, as a valid GEOS (multi)polygon.
    func region(_ path: Path, fillRule: PathFillRule, tolerance: Double) throws(PathBooleanError) -> GEOSGeom {
        let rings = path.flattenedRings(tolerance: tolerance)
        guard !rings.isEmpty else { return try own(GEOSGeom_createEmptyPolygon_r(handle), "GEOSGeom_createEmptyPolygon_r") }
        // The rings' linework, noded (every crossing and shared stretch becomes a vertex) by a unary union.
        var lines: [OpaquePointer?] = []
        for ring in rings {
            var buffer: [Double] = []
            buffer.reserveCapacity(2 * ring.count + 2)
            for p in ring + [ring[0]] { buffer.append(p.x); buffer.append(p.y) }
            guard let seq = GEOSCoordSeq_copyFromBuffer_r(handle, buffer, UInt32(ring.count + 1), 0, 0) else {
                throw PathBooleanError(call: "GEOSCoordSeq_copyFromBuffer_r", message: lastError)
            }
            lines.append(try own(GEOSGeom_createLineString_r(handle, seq), "GEOSGeom_createLineString_r").take())
        }
        let linework = try own(GEOSGeom_createCollection_r(handle, Int32(GEOS_MULTILINESTRING.rawValue), &lines,
                                                           UInt32(lines.count)), "GEOSGeom_createCollection_r")
        let noded = try own(GEOSUnaryUnion_r(handle, linework.pointer), "GEOSUnaryUnion_r")
        var input: [OpaquePointer?] = [noded.pointer]
        let faces = try own(GEOSPolygonize_r(handle, &input, 1), "GEOSPolygonize_r")

        // Keep the faces the fill rule puts inside: the winding number is constant over a face of the noded linework.
        var kept: [OpaquePointer?] = []
        for i in 0..<GEOSGetNumGeometries_r(handle, faces.pointer) {
            guard let face = GEOSGetGeometryN_r(handle, faces.pointer, i) else { continue }
            let inner = try own(GEOSPointOnSurface_r(handle, face), "GEOSPointOnSurface_r")
            var x = 0.0, y = 0.0
            guard GEOSGeomGetX_r(handle, inner.pointer, &x) == 1, GEOSGeomGetY_r(handle, inner.pointer, &y) == 1 else {
                continue  // an empty face (zero area) has no interior point
            }
            let w = windingNumber(of: Point(x: x, y: y), rings: rings)
            let inside = fillRule == .nonZero ? w != 0 : w % 2 != 0
            if inside { kept.append(try own(GEOSGeom_clone_r(handle, face), "GEOSGeom_clone_r").take()) }
        }
        let collection = try own(GEOSGeom_createCollection_r(handle, Int32(GEOS_MULTIPOLYGON.rawValue), &kept,
                                                             UInt32(kept.count)), "GEOSGeom_createCollection_r")
        return try own(GEOSUnaryUnion_r(handle, collection.pointer), "GEOSUnaryUnion_r")
    }

    /// `g` (polygons) as a path: each ring a sub-path of lines, shells clockwise on a y-down screen, holes the other way.
    func path(of g: GEOSGeom, tolerance: Double) throws(PathBooleanError) -> Path {
        let simplified = try own(GEOSTopologyPreserveSimplify_r(handle, g.pointer, tolerance / 4),
                                 "GEOSTopologyPreserveSimplify_r")
        guard GEOSNormalize_r(handle, simplified.pointer) == 0 else {
            throw PathBooleanError(call: "GEOSNormalize_r", message: lastError)
        }
        var b = Path.Builder()
        func addRing(_ ring: OpaquePointer, clockwise: Bool) {
            guard let seq = GEOSGeom_getCoordSeq_r(handle, ring) else { return }
            var n: UInt32 = 0
            guard GEOSCoordSeq_getSize_r(handle, seq, &n) == 1, n >= 4 else { return }
            var buffer = [Double](repeating: 0, count: 2 * Int(n))
            guard GEOSCoordSeq_copyToBuffer_r(handle, seq, &buffer, 0, 0) == 1 else { return }
            var pts = (0..<Int(n) - 1).map { Point(x: buffer[2 * $0], y: buffer[2 * $0 + 1]) }
            if (shoelace(pts) > 0) != clockwise { pts.reverse() }
            b.move(to: pts[0])
            for p in pts.dropFirst() { b.line(to: p) }
            b.close()
        }
        func addPolygon(_ poly: OpaquePointer) {
            if let shell = GEOSGetExteriorRing_r(handle, poly) { addRing(shell, clockwise: true) }
            for i in 0..<max(0, GEOSGetNumInteriorRings_r(handle, poly)) {
                if let hole = GEOSGetInteriorRingN_r(handle, poly, i) { addRing(hole, clockwise: false) }
            }
        }
        func visit(_ geom: OpaquePointer) {
            if GEOSGeomTypeId_r(handle, geom) == Int32(GEOS_POLYGON.rawValue) {
                addPolygon(geom)
            } else {
                for i in 0..<max(0, GEOSGetNumGeometries_r(handle, geom)) {
                    if let part = GEOSGetGeometryN_r(handle, geom, i), part != geom { visit(part) }
                }
            }
        }
        visit(simplified.pointer)
        return b.build()
    }
}

/// Twice the signed area of a ring, positive clockwise on a y-down screen (as `Path.signedArea`).
private func shoelace(_ pts: [Point]) -> Double {
    var s = 0.0
    for i in pts.indices {
        let a = pts[i], c = pts[(i + 1) % pts.count]
        s += a.x * c.y - a.y * c.x
    }
    return s
}

/// The winding number of the rings around `p` (each ring counts +1 for a clockwise-on-screen turn).
private func windingNumber(of p: Point, rings: [[Point]]) -> Int {
    var w = 0
    for ring in rings {
        for i in ring.indices {
            let a = ring[i], c = ring[(i + 1) % ring.count]
            let cross = (c.x - a.x) * (p.y - a.y) - (p.x - a.x) * (c.y - a.y)
            if a.y <= p.y {
                if c.y > p.y && cross > 0 { w += 1 }
            } else if c.y <= p.y && cross < 0 {
                w -= 1
            }
        }
    }
    return w
}
