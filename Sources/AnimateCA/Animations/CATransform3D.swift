import Foundation
import Geometry

/// Core Animation's 4×4 transform: the engine's `Transform3D` (row vectors, `m41…m43` the translation), so a layer's
/// `transform` is the table's value with no copy.
public typealias CATransform3D = Transform3D

public let CATransform3DIdentity = Transform3D.identity

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    .translation(Double(tx), Double(ty), Double(tz))
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    .scale(Double(sx), Double(sy), Double(sz))
}

public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    .rotation(Double(angle), Double(x), Double(y), Double(z))
}

/// `b` applied after `a` (`CATransform3DConcat(a, b)`).
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }

/// `t` with a translation applied first (`CATransform3DTranslate`).
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }

public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverted() ?? t }

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { Transform3D(m.geometry) }
