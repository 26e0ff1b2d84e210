import Foundation

extension UIView {
    /// Whether `UIView.animate`'s block is running: views then let their own layers animate (UIKit's animation
    /// blocks).
    @MainActor static var isInAnimationBlock = false

    /// UIKit's animation block: inside it, changes to views' own layers run Core Animation's implicit animation with
    /// `duration` and UIKit's default curve (easeInEaseOut), from the presentation value; `completion` runs with
    /// `true` when they have stopped (at once when nothing animated). Options and spring variants are not supported;
    /// UIKit's additive retargeting is approximated by starting from the presentation value.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        CATransaction.begin()
        CATransaction.setAnimationDuration(duration)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
        if let completion { CATransaction.setCompletionBlock { completion(true) } }
        let outer = isInAnimationBlock
        isInAnimationBlock = true
        animations()
        isInAnimationBlock = outer
        CATransaction.commit()
    }
}
