import Foundation

extension UIView {
    /// How a view fits its content to its bounds (`UIView.ContentMode`); an image view's sets its layer's
    /// `contentsGravity`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight,
             bottomLeft, bottomRight

        var gravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: .resize
            case .scaleAspectFit: .resizeAspect
            case .scaleAspectFill: .resizeAspectFill
            case .center: .center
            case .top: .top
            case .bottom: .bottom
            case .left: .left
            case .right: .right
            case .topLeft: .topLeft
            case .topRight: .topRight
            case .bottomLeft: .bottomLeft
            case .bottomRight: .bottomRight
            }
        }
    }

    /// The subview tree's first view (itself included, depth first) with `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for v in subviews { if let found = v.viewWithTag(tag) { return found } }
        return nil
    }

    /// The stage's window when the view is in it.
    public var window: UIView? {
        var v: UIView = self
        while let s = v.superview { v = s }
        return Stage.active?.window === v ? v : nil
    }

    /// `point` from this view's space into `view`'s (the window's when `nil`), through the layers
    /// (`CALayer.convert(_:to:)`).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { layer.convert(point, to: view?.layer) }
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { layer.convert(point, from: view?.layer) }
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect { layer.convert(rect, to: view?.layer) }
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect { layer.convert(rect, from: view?.layer) }
}

/// The device screen (`UIScreen.main`): inside a stage its canvas and scale.
@MainActor
public final class UIScreen {
    public static var main: UIScreen { UIScreen() }
    public var bounds: CGRect {
        CGRect(origin: .zero, size: Stage.active?.window.bounds.size ?? CGSize(width: 390, height: 844))
    }
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    public var scale: CGFloat { Stage.active?.scale ?? 3 }
    public var nativeScale: CGFloat { scale }
}
