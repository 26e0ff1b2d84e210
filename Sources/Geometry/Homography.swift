/// A projective map of the plane: the row vector `[x y 1]` times a 3×3 matrix gives `(X, Y, W)`, and the image is
/// `(X/W, Y/W)`. What a `Transform3D` does to a layer flattened into its superlayer's plane (`Transform3D.flattened`).
public struct Homography: Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double
    public var m21: Double, m22: Double, m23: Double
    public var m31: Double, m32: Double, m33: Double

    public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
                m31: Double, m32: Double, m33: Double) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The affine map `t` (`m13 = m23 = 0`, `m33 = 1`).
    public init(_ t: AffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    /// Whether the map is affine: no perspective terms and `m33 = 1`.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine map, exact when `isAffine`; with `m13 = m23 = 0` and any non-zero `m33`, the same map divided
    /// through by `m33`.
    public var affine: AffineTransform {
        if m33 == 1 || m33 == 0 { return AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }
        return AffineTransform(a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
    }

    /// `w` at `(x, y)`: the image is in front of the eye where it is positive.
    public func w(_ x: Double, _ y: Double) -> Double { x * m13 + y * m23 + m33 }

    /// `(X, Y, W)` of the point `(x, y)`.
    public func applyHomogeneous(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
        (x * m11 + y * m21 + m31, x * m12 + y * m22 + m32, x * m13 + y * m23 + m33)
    }

    /// The image of `p` (not finite where `w = 0`).
    public func apply(to p: Point) -> Point {
        let h = applyHomogeneous(p.x, p.y)
        return Point(x: h.x / h.w, y: h.y / h.w)
    }

    /// `self` followed by `t`.
    public func concatenating(_ t: Homography) -> Homography {
        func row(_ x: Double, _ y: Double, _ w: Double) -> (Double, Double, Double) {
            (x * t.m11 + y * t.m21 + w * t.m31, x * t.m12 + y * t.m22 + w * t.m32, x * t.m13 + y * t.m23 + w * t.m33)
        }
        let r1 = row(m11, m12, m13), r2 = row(m21, m22, m23), r3 = row(m31, m32, m33)
        return Homography(m11: r1.0, m12: r1.1, m13: r1.2, m21: r2.0, m22: r2.1, m23: r2.2, m31: r3.0, m32: r3.1, m33: r3.2)
    }

    public var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse map, or `nil` when singular or not finite.
    public func inverted() -> Homography? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let k = 1 / det
        return Homography(
            m11: (m22 * m33 - m23 * m32) * k, m12: (m13 * m32 - m12 * m33) * k, m13: (m12 * m23 - m13 * m22) * k,
            m21: (m23 * m31 - m21 * m33) * k, m22: (m11 * m33 - m13 * m31) * k, m23: (m13 * m21 - m11 * m23) * k,
            m31: (m21 * m32 - m22 * m31) * k, m32: (m12 * m31 - m11 * m32) * k, m33: (m11 * m22 - m12 * m21) * k)
    }
}
