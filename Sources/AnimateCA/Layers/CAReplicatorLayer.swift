import Foundation
import Motion

/// Draws `instanceCount` copies of its sublayers, each transformed, delayed and tinted a step further
/// (`CAReplicatorLayer`).
@MainActor
open class CAReplicatorLayer: CALayer {
    override class var layerType: LayerType { .replicator }

    public var instanceCount: Int {
        get { get(.instanceCount) }
        set { set(.instanceCount, newValue) }
    }
    public var instanceDelay: CFTimeInterval {
        get { get(.instanceDelay) }
        set { set(.instanceDelay, newValue) }
    }
    public var instanceTransform: CATransform3D {
        get { get(.instanceTransform) }
        set { set(.instanceTransform, newValue) }
    }
    public var instanceColor: CGColor? {
        get { CGColor(get(.instanceColor)) }
        set { set(.instanceColor, newValue?.color ?? .white) }
    }
    public var instanceRedOffset: Float {
        get { Float(get(.instanceRedOffset)) }
        set { set(.instanceRedOffset, Double(newValue)) }
    }
    public var instanceGreenOffset: Float {
        get { Float(get(.instanceGreenOffset)) }
        set { set(.instanceGreenOffset, Double(newValue)) }
    }
    public var instanceBlueOffset: Float {
        get { Float(get(.instanceBlueOffset)) }
        set { set(.instanceBlueOffset, Double(newValue)) }
    }
    public var instanceAlphaOffset: Float {
        get { Float(get(.instanceAlphaOffset)) }
        set { set(.instanceAlphaOffset, Double(newValue)) }
    }
}

/// Draws only its sublayers, without flattening them into its plane (`CATransformLayer`).
@MainActor
open class CATransformLayer: CALayer {
    override class var layerType: LayerType { .transformLayer }
}
