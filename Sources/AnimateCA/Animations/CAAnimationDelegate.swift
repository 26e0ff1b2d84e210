/// Told when an animation starts and stops (`CAAnimationDelegate`). Main-actor isolated, so a `UIView` subclass
/// conforms in Swift 6 mode; both methods have empty defaults, as Apple's are optional. Inside a `Stage` the calls
/// come as run-loop turns at the scene times Core Animation would make them.
@MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// At the animation's begin time (never before it was added).
    func animationDidStart(_ anim: CAAnimation)
    /// At the end of its active duration (`flag` true), or when it is removed or replaced before that (`false`).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
