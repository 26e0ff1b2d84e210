import Foundation
import Motion

/// The base of Core Animation's animation classes (`CAAnimation`): media timing, a timing function, removal on
/// completion, a delegate (held strongly, as Apple's is) and key-value tags. A plain `CAAnimation` animates nothing.
///
/// `CALayer.add(_:forKey:)` adds a copy (`copy()`), so changing an animation after adding it changes nothing.
@MainActor
open class CAAnimation: CAMediaTiming {
    var timing = MediaTiming()
    private var tags: [String: Any] = [:]

    public required init() {}

    open var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { timing.beginTime = newValue }
    }
    /// 0 (the default) takes the transaction's duration when added (0.25 s), or the group's inside a group.
    open var duration: CFTimeInterval {
        get { timing.duration }
        set { timing.duration = newValue }
    }
    open var speed: Float {
        get { Float(timing.speed) }
        set { timing.speed = Double(newValue) }
    }
    open var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set { timing.timeOffset = newValue }
    }
    open var repeatCount: Float {
        get { Float(timing.repeatCount) }
        set { timing.repeatCount = Double(newValue) }
    }
    open var repeatDuration: CFTimeInterval {
        get { timing.repeatDuration }
        set { timing.repeatDuration = newValue }
    }
    open var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }
    open var fillMode: CAMediaTimingFillMode {
        get { CAMediaTimingFillMode(timing.fillMode) }
        set { timing.fillMode = newValue.fillMode }
    }
    open var timingFunction: CAMediaTimingFunction?
    open var isRemovedOnCompletion = true
    open var delegate: (any CAAnimationDelegate)?

    /// A tag for the delegate to tell animations apart (key-value coding on Apple platforms).
    open func setValue(_ value: Any?, forKey key: String) { tags[key] = value }
    open func value(forKey key: String) -> Any? { tags[key] }

    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// A copy with the same settings, delegate and tags.
    open func copy() -> Any { duplicate() }

    func duplicate() -> CAAnimation {
        let c = type(of: self).init()
        c.copyFields(from: self)
        return c
    }

    /// Copies every setting of `other` (each subclass adds its own).
    func copyFields(from other: CAAnimation) {
        timing = other.timing
        timingFunction = other.timingFunction
        isRemovedOnCompletion = other.isRemovedOnCompletion
        delegate = other.delegate
        tags = other.tags
    }

    /// The engine's animation. A plain `CAAnimation` is an empty group.
    func motion() throws(ValueConversionError) -> Animation {
        var g = AnimationGroup()
        g.timing = timing
        g.timingFunction = timingFunction?.function
        g.isRemovedOnCompletion = isRemovedOnCompletion
        return .group(g)
    }
}

/// An animation of one key path (`CAPropertyAnimation`).
@MainActor
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false

    public required init() { super.init() }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyFields(from other: CAAnimation) {
        super.copyFields(from: other)
        guard let o = other as? CAPropertyAnimation else { return }
        keyPath = o.keyPath
        isAdditive = o.isAdditive
        isCumulative = o.isCumulative
    }

    /// The key path, or an error naming the missing one.
    func requiredKeyPath() throws(ValueConversionError) -> String {
        guard let keyPath, !keyPath.isEmpty else {
            throw ValueConversionError(keyPath: "", message: "\(type(of: self)) has no keyPath, so it animates nothing")
        }
        return keyPath
    }
}
