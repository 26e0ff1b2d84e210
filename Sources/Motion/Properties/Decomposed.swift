import Foundation
import Geometry

/// An affine transform split into scale, rotation and translation (shear is dropped), for the
/// `transform.rotation` / `transform.scale` sub-key paths. Composition: scale, then rotate, then translate.
struct Decomposed {
    var scaleX: Double, scaleY: Double, rotation: Double, tx: Double, ty: Double

    init(_ t: Geometry.AffineTransform) {
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        tx = t.tx; ty = t.ty
        if sx != 0 {
            scaleX = sx
            rotation = atan2(t.b, t.a)
            scaleY = (t.a * t.d - t.b * t.c) / sx
        } else {
            scaleX = 0
            let sy = (t.c * t.c + t.d * t.d).squareRoot()
            scaleY = sy
            rotation = sy != 0 ? atan2(-t.c, t.d) : 0
        }
    }

    var transform: Geometry.AffineTransform {
        var r = Geometry.AffineTransform.scale(scaleX, scaleY).concatenating(.rotation(rotation))
        r.tx = tx; r.ty = ty
        return r
    }
}
