import Foundation
import Motion

/// Text alignment (`CATextLayerAlignmentMode`).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Truncation (`CATextLayerTruncationMode`).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer that draws a string (`CATextLayer`), laid out by the renderer's Pango. `font` takes a family name
/// (`String`) or a `UIFont`; attributed strings are not supported.
@MainActor
open class CATextLayer: CALayer {
    override class var layerType: LayerType { .text }

    /// A `String` (other values are shown as their description).
    public var string: Any? {
        get { get(.string) }
        set { set(.string, newValue.map { ($0 as? String) ?? "\($0)" } ?? "") }
    }
    /// A family name (`String`) or a `UIFont` (its family and weight). As on iOS, the size is always `fontSize`'s,
    /// even for a font object (CATextLayer.h: "fontSize … the font size used to render the receiver's text").
    public var font: Any? {
        get { state.fontFamily }
        set {
            if let f = newValue as? UIFont {
                state.fontFamily = f.familyName
                state.fontWeight = f.weight
            } else if let family = newValue as? String {
                state.fontFamily = family
            }
        }
    }
    public var fontSize: CGFloat {
        get { CGFloat(get(.fontSize)) }
        set { set(.fontSize, Double(newValue)) }
    }
    /// Opaque white by default.
    public var foregroundColor: CGColor? {
        get { CGColor(get(.foregroundColor)) }
        set { set(.foregroundColor, newValue?.color ?? .clear) }
    }
    public var isWrapped: Bool {
        get { get(.isWrapped) }
        set { set(.isWrapped, newValue) }
    }
    public var alignmentMode: CATextLayerAlignmentMode {
        get { CATextLayerAlignmentMode(rawValue: get(.alignmentMode).rawValue) }
        set { set(.alignmentMode, TextAlignmentMode(rawValue: newValue.rawValue) ?? .natural) }
    }
    public var truncationMode: CATextLayerTruncationMode {
        get { CATextLayerTruncationMode(rawValue: get(.truncationMode).rawValue) }
        set { set(.truncationMode, TextTruncationMode(rawValue: newValue.rawValue) ?? .none) }
    }
}
