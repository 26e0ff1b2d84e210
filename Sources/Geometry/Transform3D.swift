import Foundation

/// A 4×4 homogeneous transform with `CATransform3D`'s field names and conventions: points are row vectors,
/// `[x y z 1] · M`, so the translation sits in `m41…m43` and the perspective term of `CATransform3D.m34 = −1/d`
/// makes `w = 1 − z/d` (points toward the viewer, `z > 0`, come out larger).
///
/// # Guarantees
/// - A transform built from an `AffineTransform` (`init(_:)`) is `isAffine`, and `affine` gives back the same six
///   numbers bit for bit; concatenating two affine transforms goes through `AffineTransform.concatenating`, so 2-D
///   scenes compute exactly what they computed before 3-D transforms existed.
public struct Transform3D: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    public init(m11: Double, m12: Double, m13: Double, m14: Double,
                m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double,
                m41: Double, m42: Double, m43: Double, m44: Double) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The 16 numbers in row-major order (`m11, m12, …, m44`), as `CATransform3D` lays them out.
    public init?(rowMajor v: [Double]) {
        guard v.count == 16 else { return nil }
        self.init(m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
                  m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14], m44: v[15])
    }

    /// The 2-D transform as `CATransform3DMakeAffineTransform`: `a b` in `m11 m12`, `c d` in `m21 m22`, `tx ty` in
    /// `m41 m42`.
    public init(_ t: AffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m14: 0, m21: t.c, m22: t.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: t.tx, m42: t.ty, m43: 0, m44: 1)
    }

    public static let identity = Transform3D(AffineTransform.identity)

    /// The 2-D translation (exactly `Transform3D(AffineTransform.translation(tx, ty))`).
    public static func translation(_ tx: Double, _ ty: Double) -> Transform3D { Transform3D(.translation(tx, ty)) }

    /// The 2-D scale (exactly `Transform3D(AffineTransform.scale(sx, sy))`).
    public static func scale(_ sx: Double, _ sy: Double) -> Transform3D { Transform3D(.scale(sx, sy)) }

    /// The rotation about z (exactly `Transform3D(AffineTransform.rotation(radians))`).
    public static func rotation(_ radians: Double) -> Transform3D { Transform3D(.rotation(radians)) }

    /// `CATransform3DMakeTranslation`.
    public static func translation(_ tx: Double, _ ty: Double, _ tz: Double) -> Transform3D {
        var t = identity
        t.m41 = tx; t.m42 = ty; t.m43 = tz
        return t
    }

    /// `CATransform3DMakeScale`.
    public static func scale(_ sx: Double, _ sy: Double, _ sz: Double) -> Transform3D {
        var t = identity
        t.m11 = sx; t.m22 = sy; t.m33 = sz
        return t
    }

    /// `CATransform3DMakeRotation(radians, x, y, z)`: a rotation about the axis `(x, y, z)` (normalised; a zero
    /// axis gives the identity). About z it equals `AffineTransform.rotation` (+x turns toward +y); about y, +z
    /// turns toward +x (the right edge of a layer goes away from the viewer for a positive angle).
    public static func rotation(_ radians: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0, len.isFinite else { return identity }
        let x = x / len, y = y / len, z = z / len
        let s = sin(radians), c = cos(radians), k = 1 - c
        return Transform3D(
            m11: x * x * k + c, m12: x * y * k + z * s, m13: x * z * k - y * s, m14: 0,
            m21: x * y * k - z * s, m22: y * y * k + c, m23: y * z * k + x * s, m24: 0,
            m31: x * z * k + y * s, m32: y * z * k - x * s, m33: z * z * k + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The usual perspective of a motion spec: `m34 = −1/distance` (the eye at `distance` points in front of the
    /// plane z = 0). A distance of 0 or one that is not finite gives the identity.
    public static func perspective(_ distance: Double) -> Transform3D {
        var t = identity
        if distance != 0, distance.isFinite { t.m34 = -1 / distance }
        return t
    }

    /// The 16 numbers in row-major order.
    public var rowMajor: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    public var isIdentity: Bool { self == .identity }

    /// Whether this is a 2-D affine transform (`CATransform3DIsAffine`): no z terms, no perspective, `m33 = m44 = 1`.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m34 == 0 && m43 == 0
            && m33 == 1 && m44 == 1
    }

    /// The 2-D part (`CATransform3DGetAffineTransform`): exact when `isAffine`, the x/y terms otherwise.
    public var affine: AffineTransform { AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) }

    /// `self` followed by `t` (as `CATransform3DConcat(self, t)`).
    public func concatenating(_ t: Transform3D) -> Transform3D {
        if isAffine && t.isAffine { return Transform3D(affine.concatenating(t.affine)) }
        let a = self
        func row(_ x: Double, _ y: Double, _ z: Double, _ w: Double) -> (Double, Double, Double, Double) {
            (x * t.m11 + y * t.m21 + z * t.m31 + w * t.m41,
             x * t.m12 + y * t.m22 + z * t.m32 + w * t.m42,
             x * t.m13 + y * t.m23 + z * t.m33 + w * t.m43,
             x * t.m14 + y * t.m24 + z * t.m34 + w * t.m44)
        }
        let r1 = row(a.m11, a.m12, a.m13, a.m14), r2 = row(a.m21, a.m22, a.m23, a.m24)
        let r3 = row(a.m31, a.m32, a.m33, a.m34), r4 = row(a.m41, a.m42, a.m43, a.m44)
        return Transform3D(m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3, m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
                           m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3, m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
    }

    /// The point `(x, y, z, 1) · self` in homogeneous coordinates `(X, Y, Z, W)`.
    public func apply(x: Double, y: Double, z: Double) -> (x: Double, y: Double, z: Double, w: Double) {
        (x * m11 + y * m21 + z * m31 + m41, x * m12 + y * m22 + z * m32 + m42,
         x * m13 + y * m23 + z * m33 + m43, x * m14 + y * m24 + z * m34 + m44)
    }

    /// The determinant.
    public var determinant: Double {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }

    /// The inverse, or `nil` when the transform is singular or not finite.
    public func inverted() -> Transform3D? {
        if isAffine { return affine.inverted().map(Transform3D.init) }
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        guard det != 0, det.isFinite else { return nil }
        let k = 1 / det
        return Transform3D(
            m11: (m22 * c5 - m23 * c4 + m24 * c3) * k, m12: (-m12 * c5 + m13 * c4 - m14 * c3) * k,
            m13: (m42 * s5 - m43 * s4 + m44 * s3) * k, m14: (-m32 * s5 + m33 * s4 - m34 * s3) * k,
            m21: (-m21 * c5 + m23 * c2 - m24 * c1) * k, m22: (m11 * c5 - m13 * c2 + m14 * c1) * k,
            m23: (-m41 * s5 + m43 * s2 - m44 * s1) * k, m24: (m31 * s5 - m33 * s2 + m34 * s1) * k,
            m31: (m21 * c4 - m22 * c2 + m24 * c0) * k, m32: (-m11 * c4 + m12 * c2 - m14 * c0) * k,
            m33: (m41 * s4 - m42 * s2 + m44 * s0) * k, m34: (-m31 * s4 + m32 * s2 - m34 * s0) * k,
            m41: (-m21 * c3 + m22 * c1 - m23 * c0) * k, m42: (m11 * c3 - m12 * c1 + m13 * c0) * k,
            m43: (-m41 * s3 + m42 * s1 - m43 * s0) * k, m44: (m31 * s3 - m32 * s1 + m33 * s0) * k)
    }

    /// The plane-to-plane map this transform gives a layer flattened into its superlayer (Core Animation's
    /// flattening: the layer's points have z = 0 and the result's z is dropped): the 3×3 homogeneous matrix of rows
    /// and columns 1, 2, 4, acting on row vectors `[x y 1]`.
    public var flattened: Homography {
        Homography(m11: m11, m12: m12, m13: m14, m21: m21, m22: m22, m23: m24, m31: m41, m32: m42, m33: m44)
    }

    public var isFinite: Bool { rowMajor.allSatisfy(\.isFinite) }
}
