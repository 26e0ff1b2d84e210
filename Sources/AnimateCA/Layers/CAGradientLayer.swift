import Foundation
import Geometry
import Motion

/// The gradient's geometry (`CAGradientLayerType`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a gradient (`CAGradientLayer`).
@MainActor
open class CAGradientLayer: CALayer {
    override class var layerType: LayerType { .gradient }

    /// `CGColor`s (other values are dropped, as Core Animation draws nothing for them).
    public var colors: [Any]? {
        get { get(.colors).map(CGColor.init) }
        set { set(.colors, (newValue ?? []).compactMap { ($0 as? CGColor)?.color }) }
    }
    public var locations: [NSNumber]? {
        get { get(.locations)?.map { NSNumber(value: $0) } }
        set { set(.locations, newValue?.map(\.doubleValue)) }
    }
    public var startPoint: CGPoint {
        get { CGPoint(get(.startPoint)) }
        set { set(.startPoint, newValue.point) }
    }
    public var endPoint: CGPoint {
        get { CGPoint(get(.endPoint)) }
        set { set(.endPoint, newValue.point) }
    }
    public var type: CAGradientLayerType {
        get { CAGradientLayerType(rawValue: get(.gradientType).rawValue) }
        set { set(.gradientType, GradientType(rawValue: newValue.rawValue) ?? .axial) }
    }
}
