import Foundation
import Geometry
import Motion

/// How a layer's image fills its bounds (`CALayerContentsGravity`).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

extension CALayer {
    /// An image file (a `CGImage`, a path `String` or a file `URL`; PNG or JPEG), drawn into the bounds. A plain layer given contents before its first commit becomes an image layer (the engine's layer
    /// types are fixed once committed). `Stage.composition(resources:)` loads the files.
    public var contents: Any? {
        get { state.contents }
        set {
            let path = (newValue as? CGImage)?.path ?? (newValue as? URL)?.path ?? (newValue as? String)
            let absolute = path.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            if state.type == .layer, record == nil, absolute != nil { state.type = .image }
            guard state.type == .image else {
                stage?.diagnose("contents on a \(state.type.rawValue) layer is not supported (only plain layers before their first commit)", at: nil)
                return
            }
            set(.contents, absolute)
        }
    }

    public var contentsGravity: CALayerContentsGravity {
        get { CALayerContentsGravity(rawValue: state.contentsGravity) }
        set { set(.contentsGravity, newValue.rawValue) }
    }

    public var contentsRect: CGRect {
        get { CGRect(state.contentsRect) }
        set { set(.contentsRect, newValue.rect) }
    }
}
