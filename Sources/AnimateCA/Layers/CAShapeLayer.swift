import Foundation
import Geometry
import Motion

/// The rule a shape layer fills with (`CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "nonZero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "evenOdd")
}

/// Line ends (`CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// Line joins (`CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a path (`CAShapeLayer`).
@MainActor
open class CAShapeLayer: CALayer {
    override class var layerType: LayerType { .shape }

    public var path: CGPath? {
        get { get(.path).map(CGPath.init) }
        set { set(.path, newValue?.path) }
    }
    /// Opaque black by default; `nil` fills nothing.
    public var fillColor: CGColor? {
        get { get(.fillColor).map(CGColor.init) }
        set { set(.fillColor, newValue?.color) }
    }
    public var fillRule: CAShapeLayerFillRule {
        get { CAShapeLayerFillRule(rawValue: get(.fillRule).rawValue) }
        set { set(.fillRule, FillRule(rawValue: newValue.rawValue) ?? .nonZero) }
    }
    public var strokeColor: CGColor? {
        get { get(.strokeColor).map(CGColor.init) }
        set { set(.strokeColor, newValue?.color) }
    }
    public var lineWidth: CGFloat {
        get { CGFloat(get(.lineWidth)) }
        set { set(.lineWidth, Double(newValue)) }
    }
    public var strokeStart: CGFloat {
        get { CGFloat(get(.strokeStart)) }
        set { set(.strokeStart, Double(newValue)) }
    }
    public var strokeEnd: CGFloat {
        get { CGFloat(get(.strokeEnd)) }
        set { set(.strokeEnd, Double(newValue)) }
    }
    public var lineCap: CAShapeLayerLineCap {
        get { CAShapeLayerLineCap(rawValue: get(.lineCap).rawValue) }
        set { set(.lineCap, LineCap(rawValue: newValue.rawValue) ?? .butt) }
    }
    public var lineJoin: CAShapeLayerLineJoin {
        get { CAShapeLayerLineJoin(rawValue: get(.lineJoin).rawValue) }
        set { set(.lineJoin, LineJoin(rawValue: newValue.rawValue) ?? .miter) }
    }
    public var miterLimit: CGFloat {
        get { CGFloat(get(.miterLimit)) }
        set { set(.miterLimit, Double(newValue)) }
    }
    public var lineDashPattern: [NSNumber]? {
        get { get(.lineDashPattern)?.map { NSNumber(value: $0) } }
        set { set(.lineDashPattern, newValue?.map(\.doubleValue)) }
    }
    public var lineDashPhase: CGFloat {
        get { CGFloat(get(.lineDashPhase)) }
        set { set(.lineDashPhase, Double(newValue)) }
    }
}
