import Foundation
import Motion

/// From one value to another (`CABasicAnimation`). A nil `fromValue` or `toValue` is resolved from the layer at
/// every frame (the model plus earlier animations), as Core Animation does.
@MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    public required init() { super.init() }

    override func copyFields(from other: CAAnimation) {
        super.copyFields(from: other)
        guard let o = other as? CABasicAnimation else { return }
        fromValue = o.fromValue
        toValue = o.toValue
        byValue = o.byValue
    }

    override func motion() throws(ValueConversionError) -> Animation {
        let keyPath = try requiredKeyPath()
        var a = BasicAnimation(keyPath: keyPath)
        a.fromValue = try ValueConversion.value(fromValue, forKeyPath: keyPath)
        a.toValue = try ValueConversion.value(toValue, forKeyPath: keyPath)
        a.byValue = try ValueConversion.value(byValue, forKeyPath: keyPath)
        a.timing = timing
        a.timingFunction = timingFunction?.function
        a.isRemovedOnCompletion = isRemovedOnCompletion
        a.isAdditive = isAdditive
        a.isCumulative = isCumulative
        return .basic(a)
    }
}

/// A damped spring (`CASpringAnimation`); its duration defaults to the settling duration.
@MainActor
open class CASpringAnimation: CABasicAnimation {
    private var spring = SpringAnimation(keyPath: "")

    public required init() { super.init() }

    /// iOS 17's perceptual parameters.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        spring = SpringAnimation(keyPath: "", perceptualDuration: perceptualDuration, bounce: Double(bounce))
    }

    open var mass: CGFloat {
        get { CGFloat(spring.mass) }
        set { spring.mass = Double(newValue) }
    }
    open var stiffness: CGFloat {
        get { CGFloat(spring.stiffness) }
        set { spring.stiffness = Double(newValue) }
    }
    open var damping: CGFloat {
        get { CGFloat(spring.damping) }
        set { spring.damping = Double(newValue) }
    }
    open var initialVelocity: CGFloat {
        get { CGFloat(spring.initialVelocity) }
        set { spring.initialVelocity = Double(newValue) }
    }
    open var allowsOverdamping: Bool {
        get { spring.allowsOverdamping }
        set { spring.allowsOverdamping = newValue }
    }
    /// How long the spring takes to settle.
    open var settlingDuration: CFTimeInterval { spring.settlingDuration }

    override func copyFields(from other: CAAnimation) {
        super.copyFields(from: other)
        if let o = other as? CASpringAnimation { spring = o.spring }
    }

    override func motion() throws(ValueConversionError) -> Animation {
        guard case .basic(let b) = try super.motion() else { return try super.motion() }
        var s = spring
        s.keyPath = b.keyPath
        s.fromValue = b.fromValue
        s.toValue = b.toValue
        s.byValue = b.byValue
        s.timing = b.timing
        s.timingFunction = b.timingFunction
        s.isRemovedOnCompletion = b.isRemovedOnCompletion
        s.isAdditive = b.isAdditive
        s.isCumulative = b.isCumulative
        return .spring(s)
    }
}
