import Foundation
import Geometry

/// A `Transform3D` split the way Core Animation reads its sub-key paths (`mat4_get_unmatrix`, reference §7) and the
/// way CSS Transforms and WebKit interpolate 3-D matrices (the "unmatrix" of Graphics Gems II, Spencer Thomas): with
/// row vectors, the matrix is
///
///     M = scale · skew · rotation · translation · perspective
///
/// where `skew` is the lower-triangular `[[1,0,0],[xy,1,0],[xz,yz,1]]` and `rotation` a unit quaternion. Decomposing
/// and recomposing gives the matrix back (to rounding). `interpolated(to:amount:)` lerps every part but the rotation,
/// which it slerps the shorter way round (WebKit's `TransformationMatrix::blend`).
struct Transform3DComponents: Equatable {
    var translation: (x: Double, y: Double, z: Double) = (0, 0, 0)
    var scale: (x: Double, y: Double, z: Double) = (1, 1, 1)
    var skew: (xy: Double, xz: Double, yz: Double) = (0, 0, 0)
    var perspective: (x: Double, y: Double, z: Double, w: Double) = (0, 0, 0, 1)
    /// A unit quaternion `(x, y, z, w)`; the rotation about axis `n` by θ is `(n·sin(θ/2), cos(θ/2))`, turning as
    /// `Transform3D.rotation(θ, n)` does.
    var quaternion: (x: Double, y: Double, z: Double, w: Double) = (0, 0, 0, 1)

    static func == (a: Self, b: Self) -> Bool {
        a.translation == b.translation && a.scale == b.scale && a.skew == b.skew && a.perspective == b.perspective
            && a.quaternion == b.quaternion
    }

    init() {}

    /// The parts of `m`, or `nil` when `m` cannot be decomposed (`m44 = 0`, or a singular upper 3×3: a layer
    /// scaled to nothing along some axis).
    init?(_ matrix: Transform3D) {
        guard matrix.m44 != 0, matrix.isFinite else { return nil }
        var v = matrix.rowMajor.map { $0 / matrix.m44 }
        // The matrix without its perspective column, which also tests the upper 3×3 for singularity.
        var n = v
        n[3] = 0; n[7] = 0; n[11] = 0; n[15] = 1
        guard let nt = Transform3D(rowMajor: n), let inv = nt.inverted() else { return nil }
        if v[3] != 0 || v[7] != 0 || v[11] != 0 {
            // The perspective column is N · p: solve for p.
            let r = (v[3], v[7], v[11], v[15])
            let i = inv.rowMajor
            func dot(_ k: Int) -> Double { i[4 * k] * r.0 + i[4 * k + 1] * r.1 + i[4 * k + 2] * r.2 + i[4 * k + 3] * r.3 }
            perspective = (dot(0), dot(1), dot(2), dot(3))
            v[3] = 0; v[7] = 0; v[11] = 0; v[15] = 1
        }
        translation = (v[12], v[13], v[14])
        var r0 = Vector3(v[0], v[1], v[2]), r1 = Vector3(v[4], v[5], v[6]), r2 = Vector3(v[8], v[9], v[10])
        var sx = r0.length
        r0 = r0 / sx
        var xy = r0.dot(r1)
        r1 = r1 - r0 * xy
        var sy = r1.length
        r1 = r1 / sy
        xy /= sy
        var xz = r0.dot(r2)
        r2 = r2 - r0 * xz
        var yz = r1.dot(r2)
        r2 = r2 - r1 * yz
        var sz = r2.length
        r2 = r2 / sz
        xz /= sz
        yz /= sz
        // A reflection: flip every axis (the rotation stays proper).
        if r0.dot(r1.cross(r2)) < 0 {
            sx = -sx; sy = -sy; sz = -sz
            r0 = r0 * -1; r1 = r1 * -1; r2 = r2 * -1
        }
        scale = (sx, sy, sz)
        skew = (xy, xz, yz)
        quaternion = Self.quaternion(rows: r0, r1, r2)
        guard [sx, sy, sz, xy, xz, yz].allSatisfy(\.isFinite) else { return nil }
    }

    /// The quaternion of the rotation whose row-vector matrix has rows `r0, r1, r2` (Shepperd's method: the
    /// largest component first, so that half turns keep their axis).
    private static func quaternion(rows r0: Vector3, _ r1: Vector3, _ r2: Vector3) -> (x: Double, y: Double, z: Double, w: Double) {
        // Column-vector matrix c = rowsᵀ: c[i][j] = r_j[i].
        let c00 = r0.x, c01 = r1.x, c02 = r2.x
        let c10 = r0.y, c11 = r1.y, c12 = r2.y
        let c20 = r0.z, c21 = r1.z, c22 = r2.z
        let trace = c00 + c11 + c22
        if trace > 0 {
            let s = 2 * (trace + 1).squareRoot()
            return ((c21 - c12) / s, (c02 - c20) / s, (c10 - c01) / s, 0.25 * s)
        } else if c00 > c11 && c00 > c22 {
            let s = 2 * (1 + c00 - c11 - c22).squareRoot()
            return (0.25 * s, (c01 + c10) / s, (c02 + c20) / s, (c21 - c12) / s)
        } else if c11 > c22 {
            let s = 2 * (1 + c11 - c00 - c22).squareRoot()
            return ((c01 + c10) / s, 0.25 * s, (c12 + c21) / s, (c02 - c20) / s)
        } else {
            let s = 2 * (1 + c22 - c00 - c11).squareRoot()
            return ((c02 + c20) / s, (c12 + c21) / s, 0.25 * s, (c10 - c01) / s)
        }
    }

    /// The rotation as rows of its row-vector matrix.
    var rotationRows: (Vector3, Vector3, Vector3) {
        let (x, y, z, w) = quaternion
        // Column-vector matrix of the quaternion, transposed into rows.
        let c00 = 1 - 2 * (y * y + z * z), c01 = 2 * (x * y - z * w), c02 = 2 * (x * z + y * w)
        let c10 = 2 * (x * y + z * w), c11 = 1 - 2 * (x * x + z * z), c12 = 2 * (y * z - x * w)
        let c20 = 2 * (x * z - y * w), c21 = 2 * (y * z + x * w), c22 = 1 - 2 * (x * x + y * y)
        return (Vector3(c00, c10, c20), Vector3(c01, c11, c21), Vector3(c02, c12, c22))
    }

    /// The matrix: `scale · skew · rotation · translation · perspective`.
    var transform: Transform3D {
        let (q0, q1, q2) = rotationRows
        // Rows of skew · rotation, then scaled.
        let k0 = q0 * scale.x
        let k1 = (q1 + q0 * skew.xy) * scale.y
        let k2 = (q2 + q0 * skew.xz + q1 * skew.yz) * scale.z
        let t = translation, p = perspective
        // N = [[K, 0], [t, 1]]; M = N · P with P the identity whose last column is p.
        func lastColumn(_ r: Vector3, _ w: Double) -> Double { r.x * p.x + r.y * p.y + r.z * p.z + w * p.w }
        return Transform3D(
            m11: k0.x, m12: k0.y, m13: k0.z, m14: lastColumn(k0, 0),
            m21: k1.x, m22: k1.y, m23: k1.z, m24: lastColumn(k1, 0),
            m31: k2.x, m32: k2.y, m33: k2.z, m34: lastColumn(k2, 0),
            m41: t.x, m42: t.y, m43: t.z, m44: lastColumn(Vector3(t.x, t.y, t.z), 1))
    }

    /// The rotation as angles about x, then y, then z (row vectors: `Rx · Ry · Rz`), as unmatrix reports them for
    /// `transform.rotation.x`, `.y` and `.z`. At y = ±90° (gimbal lock) z is reported as 0.
    var eulerAngles: (x: Double, y: Double, z: Double) {
        let (r0, r1, r2) = rotationRows
        let ry = asin(min(max(-r0.z, -1), 1))
        if abs(cos(ry)) > 1e-12 {
            return (atan2(r1.z, r2.z), ry, atan2(r0.y, r0.x))
        }
        // Rx · Ry with cos y = 0: r1 = (sin x · sin y, cos x, 0).
        return (atan2(r1.x * -r0.z, r1.y), ry, 0)
    }

    /// Replaces the rotation by `Rx(x) · Ry(y) · Rz(z)`.
    mutating func setEulerAngles(x: Double, y: Double, z: Double) {
        let m = Transform3D.rotation(x, 1, 0, 0).concatenating(.rotation(y, 0, 1, 0)).concatenating(.rotation(z, 0, 0, 1))
        quaternion = Self.quaternion(rows: Vector3(m.m11, m.m12, m.m13), Vector3(m.m21, m.m22, m.m23),
                                     Vector3(m.m31, m.m32, m.m33))
    }

    /// Every part lerped, the rotation slerped the shorter way round. Amount 0 and 1 give `self` and `other`.
    func interpolated(to other: Transform3DComponents, amount p: Double) -> Transform3DComponents {
        var r = Transform3DComponents()
        r.translation = (lerp(translation.x, other.translation.x, p), lerp(translation.y, other.translation.y, p),
                         lerp(translation.z, other.translation.z, p))
        r.scale = (lerp(scale.x, other.scale.x, p), lerp(scale.y, other.scale.y, p), lerp(scale.z, other.scale.z, p))
        r.skew = (lerp(skew.xy, other.skew.xy, p), lerp(skew.xz, other.skew.xz, p), lerp(skew.yz, other.skew.yz, p))
        r.perspective = (lerp(perspective.x, other.perspective.x, p), lerp(perspective.y, other.perspective.y, p),
                         lerp(perspective.z, other.perspective.z, p), lerp(perspective.w, other.perspective.w, p))
        r.quaternion = Self.slerp(quaternion, other.quaternion, p)
        return r
    }

    /// Spherical interpolation as WebKit's `slerp` (the shorter arc; nearly equal rotations lerp).
    static func slerp(_ a: (x: Double, y: Double, z: Double, w: Double), _ b: (x: Double, y: Double, z: Double, w: Double),
                      _ t: Double) -> (x: Double, y: Double, z: Double, w: Double) {
        var a = a
        var d = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
        if d < 0 { a = (-a.x, -a.y, -a.z, -a.w); d = -d }
        let s0: Double, s1: Double
        if 1 - d >= 1e-6 {
            let th = acos(min(d, 1))
            let inv = 1 / sin(th)
            s0 = sin(th * (1 - t)) * inv
            s1 = sin(th * t) * inv
        } else {
            s0 = 1 - t
            s1 = t
        }
        return (a.x * s0 + b.x * s1, a.y * s0 + b.y * s1, a.z * s0 + b.z * s1, a.w * s0 + b.w * s1)
    }
}

/// Decomposed interpolation of two 3-D transforms (see `Transform3DComponents`). Two affine transforms take the 2-D
/// route (`interpolateDecomposed`), exactly as before 3-D transforms existed; a transform that cannot be decomposed
/// switches at half way (CSS's fallback). Amount 0 and 1 give `a` and `b` exactly.
func interpolateDecomposed(_ a: Transform3D, _ b: Transform3D, _ p: Double) -> Transform3D {
    if p == 0 { return a }
    if p == 1 { return b }
    if a.isAffine && b.isAffine { return Transform3D(interpolateDecomposed(a.affine, b.affine, p)) }
    guard let x = Transform3DComponents(a), let y = Transform3DComponents(b) else { return p < 0.5 ? a : b }
    return x.interpolated(to: y, amount: p).transform
}

/// A small 3-vector for the decomposition.
struct Vector3: Equatable {
    var x: Double, y: Double, z: Double
    init(_ x: Double, _ y: Double, _ z: Double) { self.x = x; self.y = y; self.z = z }
    var length: Double { (x * x + y * y + z * z).squareRoot() }
    func dot(_ o: Vector3) -> Double { x * o.x + y * o.y + z * o.z }
    func cross(_ o: Vector3) -> Vector3 { Vector3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x) }
    static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x + b.x, a.y + b.y, a.z + b.z) }
    static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x - b.x, a.y - b.y, a.z - b.z) }
    static func * (a: Vector3, s: Double) -> Vector3 { Vector3(a.x * s, a.y * s, a.z * s) }
    static func / (a: Vector3, s: Double) -> Vector3 { Vector3(a.x / s, a.y / s, a.z / s) }
}
