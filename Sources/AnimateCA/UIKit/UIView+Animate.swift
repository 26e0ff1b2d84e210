import Foundation

extension UIView {
    /// The innermost UIKit animation block running, if any: inside it, changes to views' own layers animate as the
    /// block says (`UIViewAnimationBlock`).
    @MainActor static var currentAnimationBlock: UIViewAnimationBlock?

    /// Runs `animations` inside `block` (nested in the running block, if any) and one transaction, whose completion
    /// block calls `completion` with `true` when every animation it added has stopped (at once when none was added).
    @MainActor
    static func run(_ block: UIViewAnimationBlock, animations: () -> Void, completion: (@MainActor (Bool) -> Void)?) {
        CATransaction.begin()
        if let completion { CATransaction.setCompletionBlock { completion(true) } }
        let outer = currentAnimationBlock
        currentAnimationBlock = block.nested(in: outer)
        animations()
        currentAnimationBlock = outer
        CATransaction.commit()
    }

    /// UIKit's animation block with its default curve, ease in-out (`UIView.AnimationCurve.easeInOut`).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// UIKit's animation block: inside it, a change to a view's own layer animates from its old value to the new
    /// one over `duration` after `delay`, with the curve and flags of `options`.
    ///
    /// What UIKit adds (iOS 8 and later; `UIViewAnimationBlock`): for `position` and `bounds` (a view's `center`,
    /// `frame`, `bounds`), additive animations from the old value minus the new to zero, so a block that retargets a
    /// running one blends with it instead of replacing it; for the other properties (`alpha`, `backgroundColor`,
    /// `transform`, …) an animation from the old model value (from what shows with `.beginFromCurrentState`) to the
    /// new one, replacing a running one. Each fills both ways, so during the delay the old value shows.
    /// `.repeat` repeats forever, `.autoreverse` plays back (and then jumps to the new value, as on a device).
    /// `completion` runs with `true` when they have stopped.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        let block = UIViewAnimationBlock(duration: duration, delay: delay, options: options,
                                         timing: .curve(options.curve.timingFunction))
        run(block, animations: animations, completion: completion)
    }

    /// UIKit's spring animation block: as `animate(withDuration:delay:options:…)`, each change running a spring of
    /// damping ratio `dampingRatio` (1: no overshoot) that settles within `duration` (`UIKitSpring`), starting at
    /// `velocity` (1: the whole change in one second).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        let block = UIViewAnimationBlock(duration: duration, delay: delay, options: options,
                                         timing: .spring(dampingRatio: Double(dampingRatio), velocity: Double(velocity)))
        run(block, animations: animations, completion: completion)
    }

    /// Changes without animation, even inside an animation block (`performWithoutAnimation`).
    public static func performWithoutAnimation(_ actionsWithoutAnimation: @MainActor () -> Void) {
        let outer = currentAnimationBlock
        currentAnimationBlock = nil
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        actionsWithoutAnimation()
        CATransaction.commit()
        currentAnimationBlock = outer
    }

    /// UIKit's keyframe block: each property its keyframes change (`addKeyframe(withRelativeStartTime:…)`; a change
    /// made directly in the block is a keyframe over the whole duration) runs one `CAKeyframeAnimation` over
    /// `duration` after `delay`, holding its value until a keyframe starts and reaching the keyframe's value at its
    /// end (`UIViewKeyframeCollector`), with the calculation mode of `options`. The block as a whole eases in and
    /// out unless `options` carries one of `AnimationOptions`' curves in its bits 16–19, as on a device (UIKit reads
    /// those bits; UNCONFIRMED beyond developer reports).
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [],
                                        animations: @escaping @MainActor () -> Void,
                                        completion: (@MainActor (Bool) -> Void)? = nil) {
        let flags = AnimationOptions(rawValue: options.rawValue & ~(0x7 << 10))
        let collector = UIViewKeyframeCollector()
        var block = UIViewAnimationBlock(duration: duration, delay: delay, options: flags,
                                         timing: .curve(flags.curve.timingFunction))
        block.keyframes = collector
        run(block, animations: {
            animations()
            // The block as nested (inherited duration and curve): one keyframe animation per property it changed.
            guard let block = currentAnimationBlock else { return }
            for track in collector.tracks {
                let (times, values) = UIViewKeyframeCollector.keyframes(of: track)
                let a = CAKeyframeAnimation(keyPath: track.keyPath)
                a.keyTimes = times.map { NSNumber(value: $0) }
                a.values = values.map { ValueConversion.any($0) as Any }
                a.calculationMode = options.calculationMode
                a.duration = block.duration
                a.fillMode = .both
                if case .curve(let f) = block.timing { a.timingFunction = f }
                block.configure(a, on: track.layer)
                track.layer.add(a, forKey: track.keyPath)
            }
        }, completion: completion)
    }

    /// One keyframe of `animateKeyframes`: the changes `animations` makes reach their values over `frameDuration`
    /// from `frameStartTime`, both fractions of the keyframe block's duration. Outside a keyframe block it runs
    /// `animations` as they are.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping @MainActor () -> Void) {
        guard var block = currentAnimationBlock, block.keyframes != nil else {
            animations()
            return
        }
        let outer = block
        block.span = (frameStartTime, frameDuration)
        currentAnimationBlock = block
        animations()
        currentAnimationBlock = outer
    }

    /// A transition of `view` (`transition(with:duration:options:animations:completion:)`). Core Animation's
    /// transitions (`CATransition`: cross-dissolve, flips, curls) are not drawn: the changes are made at once, a
    /// diagnostic says so, and `completion` runs with `true` after `duration`.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        let stage = Stage.active
        stage?.diagnose("UIView.transition(with:…) is drawn as a cut: Core Animation's transitions (CATransition) are not supported", at: nil)
        performWithoutAnimation { animations?() }
        if let completion {
            if let stage { stage.after(max(duration, 0)) { completion(true) } } else { completion(true) }
        }
    }
}
