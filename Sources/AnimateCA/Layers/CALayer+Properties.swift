import Foundation
import Geometry
import Motion

// The layer's properties, each a getter and setter over its row of the layer property table.
extension CALayer {
    public var bounds: CGRect {
        get { CGRect(get(.bounds)) }
        set { set(.bounds, newValue.rect) }
    }
    public var position: CGPoint {
        get { CGPoint(get(.position)) }
        set { set(.position, newValue.point) }
    }
    /// Derived: setting it sets `position` and `bounds.size`, and so runs their two actions (Core Animation has no
    /// `frame` animation).
    public var frame: CGRect {
        get { CGRect(state.frame) }
        set {
            var s = state
            s.setFrame(newValue.rect)
            set(.position, s.position)
            set(.bounds, s.bounds)
        }
    }
    public var anchorPoint: CGPoint {
        get { CGPoint(get(.anchorPoint)) }
        set { set(.anchorPoint, newValue.point) }
    }
    public var zPosition: CGFloat {
        get { CGFloat(get(.zPosition)) }
        set { set(.zPosition, Double(newValue)) }
    }
    public var anchorPointZ: CGFloat {
        get { CGFloat(get(.anchorPointZ)) }
        set { set(.anchorPointZ, Double(newValue)) }
    }
    public var transform: CATransform3D {
        get { get(.transform) }
        set { set(.transform, newValue) }
    }
    public var sublayerTransform: CATransform3D {
        get { get(.sublayerTransform) }
        set { set(.sublayerTransform, newValue) }
    }
    public func affineTransform() -> CGAffineTransform {
        let a = state.transform.affine
        return CGAffineTransform(a: a.a, b: a.b, c: a.c, d: a.d, tx: a.tx, ty: a.ty)
    }
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    public var opacity: Float {
        get { Float(get(.opacity)) }
        set { set(.opacity, Double(newValue)) }
    }
    public var isHidden: Bool {
        get { get(.isHidden) }
        set { set(.isHidden, newValue) }
    }
    public var isDoubleSided: Bool {
        get { get(.isDoubleSided) }
        set { set(.isDoubleSided, newValue) }
    }
    public var masksToBounds: Bool {
        get { get(.masksToBounds) }
        set { set(.masksToBounds, newValue) }
    }
    public var backgroundColor: CGColor? {
        get { get(.backgroundColor).map(CGColor.init) }
        set { set(.backgroundColor, newValue?.color) }
    }
    public var cornerRadius: CGFloat {
        get { CGFloat(get(.cornerRadius)) }
        set { set(.cornerRadius, Double(newValue)) }
    }
    public var maskedCorners: CACornerMask {
        get { CACornerMask(get(.maskedCorners)) }
        set { set(.maskedCorners, newValue.cornerMask) }
    }
    public var cornerCurve: CALayerCornerCurve {
        get { CALayerCornerCurve(get(.cornerCurve)) }
        set { set(.cornerCurve, newValue.cornerCurve) }
    }
    public var borderWidth: CGFloat {
        get { CGFloat(get(.borderWidth)) }
        set { set(.borderWidth, Double(newValue)) }
    }
    /// Opaque black by default; `nil` is transparent (the table holds a colour, so nil is stored as clear).
    public var borderColor: CGColor? {
        get { CGColor(get(.borderColor)) }
        set { set(.borderColor, newValue?.color ?? .clear) }
    }
    public var shadowColor: CGColor? {
        get { get(.shadowColor).map(CGColor.init) }
        set { set(.shadowColor, newValue?.color) }
    }
    public var shadowOpacity: Float {
        get { Float(get(.shadowOpacity)) }
        set { set(.shadowOpacity, Double(newValue)) }
    }
    public var shadowOffset: CGSize {
        get { CGSize(get(.shadowOffset)) }
        set { set(.shadowOffset, newValue.size) }
    }
    public var shadowRadius: CGFloat {
        get { CGFloat(get(.shadowRadius)) }
        set { set(.shadowRadius, Double(newValue)) }
    }
    public var shadowPath: CGPath? {
        get { get(.shadowPath).map(CGPath.init) }
        set { set(.shadowPath, newValue?.path) }
    }
}
