import Foundation

/// A minimal layer-backed view (`UIView`): geometry and colour forward to its layer, subviews' layers are its
/// layer's sublayers, and `draw(_:)` runs at the end of the turn in which the view is first in a stage's window
/// (and after `setNeedsDisplay()`). The view is its layer's delegate and turns off implicit animations of its own
/// layer, as UIKit does outside animation blocks.
@MainActor
open class UIView: CALayerDelegate {
    /// The class of the view's layer (override to back a view with a `CAShapeLayer`, say).
    open class var layerClass: CALayer.Type { CALayer.self }

    public let layer: CALayer
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?
    var needsDisplay = true

    public init(frame: CGRect) {
        layer = Self.layerClass.init()
        layer.delegate = self
        layer.frame = frame
    }

    public convenience init() { self.init(frame: .zero) }

    /// Storyboards do not exist here: always `nil`.
    public required init?(coder: NSCoder) { return nil }

    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set { layer.backgroundColor = newValue?.cgColor }
    }
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// A number that identifies the view (`viewWithTag(_:)`).
    open var tag = 0
    /// Stored for code that sets them; a stage has no touches.
    open var isUserInteractionEnabled = true
    open var isMultipleTouchEnabled = false
    open var isExclusiveTouch = false
    /// How the view fits its content (an image view's contents gravity).
    open var contentMode: ContentMode = .scaleToFill
    private var ownTintColor: UIColor?
    /// The tint: the view's own, else its superview's, else system blue.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { ownTintColor = newValue }
    }
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        layer.addSublayer(view.layer)
        view.didMoveToStage()
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        let k = min(max(index, 0), subviews.count)
        subviews.insert(view, at: k)
        view.superview = self
        layer.insertSublayer(view.layer, at: UInt32(k))
        view.didMoveToStage()
    }

    /// `view` just below `sibling` (a subview), or at the top when `sibling` is not one.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? subviews.count)
    }

    /// `view` just above `sibling` (a subview), or at the top when `sibling` is not one.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        let moving = subviews.firstIndex { $0 === view }
        insertSubview(view, at: moving.map { $0 < index ? index - 1 : index } ?? index)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard subviews.contains(where: { $0 === view }) else { return }
        insertSubview(view, at: subviews.count - 1)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard subviews.contains(where: { $0 === view }) else { return }
        insertSubview(view, at: 0)
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        let a = subviews[index1], b = subviews[index2]
        insertSubview(a, at: index2)
        insertSubview(b, at: index1)
    }

    open func removeFromSuperview() {
        guard let s = superview else { return }
        s.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
    }

    /// Draws the view's content; called with its bounds at the end of a turn when it needs display. Building layers
    /// here (a mask, sublayers) is the common use; `CGContext` drawing is not supported.
    open func draw(_ rect: CGRect) {}

    open func setNeedsDisplay() {
        needsDisplay = true
        layer.stage.map(scheduleDisplay)
    }

    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}

    private func didMoveToStage() {
        guard let stage = layer.stage else { return }
        var views: [UIView] = [self]
        while let v = views.popLast() {
            if v.needsDisplay { v.scheduleDisplay(stage) }
            views += v.subviews
        }
    }

    private func scheduleDisplay(_ stage: Stage) {
        guard !stage.viewsNeedingDisplay.contains(where: { $0 === self }) else { return }
        stage.viewsNeedingDisplay.append(self)
        stage.ensureTurn()
    }

    /// The view's own layer gets no implicit animation (`NSNull`) outside a UIKit animation block, and the block's
    /// animation inside one (`UIViewBlockAction`); other layers it delegates for look further.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard layer === self.layer else { return nil }
        guard let block = UIView.currentAnimationBlock else { return NSNull() }
        return UIViewBlockAction(block)
    }
}

/// A screen's controller (`UIViewController`): its `view` is made on first use (window-sized inside a stage), then
/// `viewDidLoad()` runs.
@MainActor
open class UIViewController {
    private var loadedView: UIView?

    public init() {}

    public required init?(coder: NSCoder) { return nil }

    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes a plain view the size of the active stage's window.
    open func loadView() {
        loadedView = UIView(frame: Stage.active?.window.bounds ?? .zero)
    }

    open func viewDidLoad() {}
}
