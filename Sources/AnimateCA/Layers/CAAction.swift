import Foundation

/// What a layer runs when one of its properties changes (`CAAction`): an animation (added under the key), or
/// `NSNull()`, which stops the search and runs nothing.
@MainActor
public protocol CAAction: AnyObject {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CAAnimation: CAAction {
    /// Adds the animation to the layer under `event` (what Core Animation does with an animation action).
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

/// A layer's delegate (`CALayerDelegate`): a `UIView` is its layer's delegate and answers `NSNull()` for every
/// property change outside an animation block, which is why a view's own layer does not animate implicitly.
@MainActor
public protocol CALayerDelegate: AnyObject {
    /// The action for `event`; `nil` lets the layer look further (its `actions`, then the default animation).
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
