import Foundation

/// A filter for scaling a layer's contents (`CALayerContentsFilter`).
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// Properties that tell Core Animation how to rasterise or schedule a layer on a device and do not change what it
/// shows at the stage's scale: they are kept (read back as set) and change no frame. A stage renders every layer at
/// its own scale (`Stage(scale:)`), so `contentsScale` and `rasterizationScale` do not blur or sharpen anything;
/// edges are always anti-aliased.
extension CALayer {
    private static let hintKeys = (contentsScale: "animate.contentsScale", rasterizationScale: "animate.rasterizationScale",
                                   shouldRasterize: "animate.shouldRasterize", edges: "animate.allowsEdgeAntialiasing",
                                   groupOpacity: "animate.allowsGroupOpacity", async: "animate.drawsAsynchronously",
                                   opaque: "animate.isOpaque", boundsChange: "animate.needsDisplayOnBoundsChange",
                                   minification: "animate.minificationFilter", magnification: "animate.magnificationFilter")

    private func hint<T>(_ key: String, _ fallback: T) -> T { value(forKey: key) as? T ?? fallback }

    public var contentsScale: CGFloat {
        get { hint(Self.hintKeys.contentsScale, 1) }
        set { setValue(newValue, forKey: Self.hintKeys.contentsScale) }
    }
    public var rasterizationScale: CGFloat {
        get { hint(Self.hintKeys.rasterizationScale, 1) }
        set { setValue(newValue, forKey: Self.hintKeys.rasterizationScale) }
    }
    public var shouldRasterize: Bool {
        get { hint(Self.hintKeys.shouldRasterize, false) }
        set { setValue(newValue, forKey: Self.hintKeys.shouldRasterize) }
    }
    public var allowsEdgeAntialiasing: Bool {
        get { hint(Self.hintKeys.edges, false) }
        set { setValue(newValue, forKey: Self.hintKeys.edges) }
    }
    public var allowsGroupOpacity: Bool {
        get { hint(Self.hintKeys.groupOpacity, true) }
        set { setValue(newValue, forKey: Self.hintKeys.groupOpacity) }
    }
    public var drawsAsynchronously: Bool {
        get { hint(Self.hintKeys.async, false) }
        set { setValue(newValue, forKey: Self.hintKeys.async) }
    }
    public var isOpaque: Bool {
        get { hint(Self.hintKeys.opaque, false) }
        set { setValue(newValue, forKey: Self.hintKeys.opaque) }
    }
    public var needsDisplayOnBoundsChange: Bool {
        get { hint(Self.hintKeys.boundsChange, false) }
        set { setValue(newValue, forKey: Self.hintKeys.boundsChange) }
    }
    public var minificationFilter: CALayerContentsFilter {
        get { hint(Self.hintKeys.minification, .linear) }
        set { setValue(newValue, forKey: Self.hintKeys.minification) }
    }
    public var magnificationFilter: CALayerContentsFilter {
        get { hint(Self.hintKeys.magnification, .linear) }
        set { setValue(newValue, forKey: Self.hintKeys.magnification) }
    }
}
