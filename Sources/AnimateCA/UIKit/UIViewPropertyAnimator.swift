import Foundation

/// What a property animator's timing comes from (`UITimingCurveProvider`).
@MainActor
public protocol UITimingCurveProvider: AnyObject {
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve (`UICubicTimingParameters`).
@MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    let function: CAMediaTimingFunction

    /// The ease-in-out curve.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        function = curve.timingFunction
        var p1: [Float] = [0, 0], p2: [Float] = [0, 0]
        function.getControlPoint(at: 1, values: &p1)
        function.getControlPoint(at: 2, values: &p2)
        controlPoint1 = CGPoint(x: CGFloat(p1[0]), y: CGFloat(p1[1]))
        controlPoint2 = CGPoint(x: CGFloat(p2[0]), y: CGFloat(p2[1]))
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        function = CAMediaTimingFunction(controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y))
    }

    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring timing curve (`UISpringTimingParameters`): a damping ratio that settles within the animator's duration
/// (`UIKitSpring`), or a physical spring that runs for its own settling duration.
@MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
    public let initialVelocity: CGVector
    let timing: UIViewAnimationBlock.Timing?
    let dampingRatio: CGFloat

    /// UIKit's default spring: critically damped.
    public convenience init() { self.init(dampingRatio: 1) }

    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0)) }

    /// `velocity`'s length is the spring's initial velocity (1: the whole change in one second).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        timing = nil
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        dampingRatio = damping / (2 * (stiffness * mass).squareRoot())
        timing = .physicalSpring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                 velocity: Double((velocity.dx * velocity.dx + velocity.dy * velocity.dy).squareRoot()))
    }

    var speed: Double { Double((initialVelocity.dx * initialVelocity.dx + initialVelocity.dy * initialVelocity.dy).squareRoot()) }

    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}

/// A property animator (`UIViewPropertyAnimator`): blocks of view changes that run as one UIKit animation when
/// started, with completions told where it stopped.
///
/// Supported: the four initialisers and `runningPropertyAnimator`, `addAnimations` (with a delay factor),
/// `addCompletion`, `startAnimation` (after a delay), `stopAnimation` (the views keep what shows), `finishAnimation`,
/// `state`, `isRunning`, `duration`, `delay`. Pausing and scrubbing (`pauseAnimation`, `fractionComplete`,
/// `isReversed`) are interactive and not supported: a diagnostic names the call and the animation runs on.
@MainActor
open class UIViewPropertyAnimator {
    public let duration: TimeInterval
    public private(set) var delay: TimeInterval = 0
    public let timingParameters: (any UITimingCurveProvider)?
    public private(set) var state: UIViewAnimatingState = .inactive
    public var isRunning: Bool { state == .active }
    public var isInterruptible = true
    public var isUserInteractionEnabled = true
    public var isManualHitTestingEnabled = false
    public var scrubsLinearly = true
    public var pausesOnCompletion = false
    public var isReversed = false {
        didSet { if isReversed { unsupported("isReversed") } }
    }
    public var fractionComplete: CGFloat = 0 {
        didSet { unsupported("fractionComplete") }
    }

    private var blocks: [(animations: @MainActor () -> Void, delayFactor: Double)] = []
    private var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []
    private var added = UIViewAddedAnimations()
    /// Each run's identity, so a completion of a stopped run does not report.
    private var run = 0

    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration
        timingParameters = parameters
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (@MainActor () -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (@MainActor () -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (@MainActor () -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator started at once (`runningPropertyAnimator`), with the curve of `options`.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions, animations: @escaping @MainActor () -> Void,
                                            completion: (@MainActor (UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let a = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        a.addAnimations(animations)
        if let completion { a.addCompletion(completion) }
        a.startAnimation(afterDelay: delay)
        return a
    }

    open func addAnimations(_ animation: @escaping @MainActor () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// `animation` starts after `delayFactor` of the duration and runs for the rest of it.
    open func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat) {
        blocks.append((animation, min(max(Double(delayFactor), 0), 1)))
        if state == .active { start(blocks.count - 1) }
    }

    open func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    open func startAnimation() { startAnimation(afterDelay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .active else { return }
        self.delay = delay
        state = .active
        run += 1
        let thisRun = run
        CATransaction.begin()
        CATransaction.setCompletionBlock { [weak self] in
            guard let self, self.run == thisRun, self.state == .active else { return }
            self.finish(at: .end)
        }
        for i in blocks.indices { start(i) }
        CATransaction.commit()
    }

    private func start(_ i: Int) {
        let (animations, factor) = blocks[i]
        var block = UIViewAnimationBlock(duration: duration * (1 - factor), delay: delay + duration * factor,
                                         options: [.overrideInheritedDuration, .overrideInheritedCurve], timing: timing)
        block.added = added
        UIView.run(block, animations: animations, completion: nil)
    }

    private var timing: UIViewAnimationBlock.Timing {
        if let spring = timingParameters?.springTimingParameters {
            return spring.timing ?? .spring(dampingRatio: Double(spring.dampingRatio), velocity: spring.speed)
        }
        return .curve(timingParameters?.cubicTimingParameters?.function ?? CAMediaTimingFunction(name: .easeInEaseOut))
    }

    /// Not supported (interactive): a diagnostic; the animation runs on.
    open func pauseAnimation() { unsupported("pauseAnimation()") }

    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        unsupported("continueAnimation(withTimingParameters:durationFactor:)")
    }

    /// Stops where the animation is: the views keep what shows (their models set to it, the animations removed).
    /// `withoutFinishing` false leaves the animator stopped for `finishAnimation(at:)`; true ends it without
    /// calling the completions.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for e in added.entries {
            if let shown = e.layer.presentation()?.value(forKeyPath: e.keyPath) {
                e.layer.setValue(shown, forKeyPath: e.keyPath)
            }
            e.layer.removeAnimation(forKey: e.key)
        }
        CATransaction.commit()
        state = withoutFinishing ? .inactive : .stopped
    }

    /// After `stopAnimation(false)`: the views go to the position's values (`.end`: the animations' ends, `.start`:
    /// their starts; `.current`: as they are) and the completions run with it.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        if finalPosition == .start { unsupported("finishAnimation(at: .start)") }
        if finalPosition == .end {
            UIView.performWithoutAnimation { for b in blocks { b.animations() } }
        }
        finish(at: finalPosition)
    }

    private func finish(at position: UIViewAnimatingPosition) {
        state = .inactive
        for c in completions { c(position) }
    }

    private func unsupported(_ call: String) {
        Stage.active?.diagnose("UIViewPropertyAnimator.\(call) is not supported (interactive): the animation runs on", at: nil)
    }
}
