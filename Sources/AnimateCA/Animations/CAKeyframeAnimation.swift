import Foundation
import Motion

/// How a keyframe animation moves between values (`CAAnimationCalculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moving along a path turns with it (`CAAnimationRotationMode`).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// Through a list of values or along a path (`CAKeyframeAnimation`).
@MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?
    open var rotationMode: CAAnimationRotationMode?

    public required init() { super.init() }

    override func copyFields(from other: CAAnimation) {
        super.copyFields(from: other)
        guard let o = other as? CAKeyframeAnimation else { return }
        values = o.values
        path = o.path
        keyTimes = o.keyTimes
        timingFunctions = o.timingFunctions
        calculationMode = o.calculationMode
        tensionValues = o.tensionValues
        continuityValues = o.continuityValues
        biasValues = o.biasValues
        rotationMode = o.rotationMode
    }

    override func motion() throws(ValueConversionError) -> Animation {
        let keyPath = try requiredKeyPath()
        var k = KeyframeAnimation(keyPath: keyPath)
        var converted: [AnimatableValue] = []
        for v in values ?? [] {
            guard let value = try ValueConversion.value(v, forKeyPath: keyPath) else { continue }
            converted.append(value)
        }
        k.values = converted
        k.path = path?.path
        k.keyTimes = keyTimes?.map(\.doubleValue)
        k.timingFunctions = timingFunctions?.map(\.function)
        k.calculationMode = CalculationMode(rawValue: calculationMode.rawValue) ?? .linear
        k.tensionValues = tensionValues?.map(\.doubleValue)
        k.continuityValues = continuityValues?.map(\.doubleValue)
        k.biasValues = biasValues?.map(\.doubleValue)
        k.rotationMode = rotationMode.flatMap { RotationMode(rawValue: $0.rawValue) }
        k.timing = timing
        k.timingFunction = timingFunction?.function
        k.isRemovedOnCompletion = isRemovedOnCompletion
        k.isAdditive = isAdditive
        k.isCumulative = isCumulative
        return .keyframe(k)
    }
}

/// Several animations on one layer with one timing (`CAAnimationGroup`). A child's duration of 0 takes the group's;
/// children's times are relative to the group; the children's delegates are not called.
@MainActor
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    public required init() { super.init() }

    override func copyFields(from other: CAAnimation) {
        super.copyFields(from: other)
        if let o = other as? CAAnimationGroup { animations = o.animations?.map { $0.duplicate() } }
    }

    override func motion() throws(ValueConversionError) -> Animation {
        var g = AnimationGroup()
        for child in animations ?? [] { g.animations.append(try child.motion()) }
        g.timing = timing
        g.timingFunction = timingFunction?.function
        g.isRemovedOnCompletion = isRemovedOnCompletion
        return .group(g)
    }
}
