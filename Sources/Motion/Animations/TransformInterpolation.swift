import func Foundation.atan2
import func Foundation.cos
import func Foundation.sin
import Geometry

/// An affine transform as scale–shear, then rotation, then translation: `p ↦ R(rotation)·[[scaleX, shear],
/// [0, scaleY]]·p + (tx, ty)` (a QR split of the linear part; `scaleY` is negative for a reflection). Used to
/// interpolate whole transforms the way CSS Transforms do (reference §7 recommends decomposing; Core Animation's
/// own matrix interpolation is UNCONFIRMED), so a rotation animates as a rotation instead of shrinking through a
/// lerped matrix.
struct TransformComponents: Equatable {
    var scaleX: Double, shear: Double, scaleY: Double, rotation: Double, tx: Double, ty: Double

    init(scaleX: Double, shear: Double, scaleY: Double, rotation: Double, tx: Double, ty: Double) {
        (self.scaleX, self.shear, self.scaleY, self.rotation, self.tx, self.ty) = (scaleX, shear, scaleY, rotation, tx, ty)
    }

    init(_ t: AffineTransform) {
        tx = t.tx; ty = t.ty
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        if sx > 0 {
            rotation = atan2(t.b, t.a)
            let cs = t.a / sx, sn = t.b / sx
            scaleX = sx
            shear = t.c * cs + t.d * sn
            scaleY = -t.c * sn + t.d * cs
        } else {
            scaleX = 0
            shear = 0
            scaleY = (t.c * t.c + t.d * t.d).squareRoot()
            rotation = scaleY > 0 ? atan2(-t.c, t.d) : 0
        }
    }

    var transform: AffineTransform {
        let cs = cos(rotation), sn = sin(rotation)
        return AffineTransform(a: cs * scaleX, b: sn * scaleX, c: cs * shear - sn * scaleY, d: sn * shear + cs * scaleY,
                               tx: tx, ty: ty)
    }
}

/// Decomposed interpolation of two transforms: translation, rotation (the shorter way round, as CSS), scale and
/// shear each interpolated linearly, then recomposed. Amount 0 and 1 give `a` and `b` exactly.
func interpolateDecomposed(_ a: AffineTransform, _ b: AffineTransform, _ p: Double) -> AffineTransform {
    if p == 0 { return a }
    if p == 1 { return b }
    let x = TransformComponents(a), y = TransformComponents(b)
    var dr = y.rotation - x.rotation
    if dr > .pi { dr -= 2 * .pi } else if dr < -.pi { dr += 2 * .pi }
    return TransformComponents(
        scaleX: lerp(x.scaleX, y.scaleX, p), shear: lerp(x.shear, y.shear, p), scaleY: lerp(x.scaleY, y.scaleY, p),
        rotation: x.rotation + dr * p, tx: lerp(x.tx, y.tx, p), ty: lerp(x.ty, y.ty, p)
    ).transform
}
