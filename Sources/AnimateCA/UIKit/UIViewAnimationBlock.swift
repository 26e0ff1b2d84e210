import Foundation
import Geometry
import Motion

/// One UIKit animation block's settings (`UIView.animate…`, `animateKeyframes`, a property animator's run): what
/// the animations UIKit adds for changes to views' own layers inside it look like.
struct UIViewAnimationBlock {
    enum Timing {
        case curve(CAMediaTimingFunction)
        /// UIKit's spring that settles within the duration (`UIKitSpring`).
        case spring(dampingRatio: Double, velocity: Double)
        /// A spring given physically (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`): it runs
        /// for its settling duration, whatever the block's.
        case physicalSpring(mass: Double, stiffness: Double, damping: Double, velocity: Double)
    }

    var duration: Double
    var delay: Double = 0
    var options: UIView.AnimationOptions = []
    var timing: Timing
    /// Inside `animateKeyframes`: changes become keyframes of one animation per property, spanning `span` (relative
    /// start and duration) of the block.
    var keyframes: UIViewKeyframeCollector?
    var span: (start: Double, duration: Double) = (0, 1)
    /// Where the animations added are noted (a property animator stops them by it).
    var added: UIViewAddedAnimations?

    /// This block nested inside `outer`: UIKit's nested blocks take the enclosing block's duration, curve and
    /// options unless they override them (`overrideInheritedDuration`, `…Curve`, `…Options`; UIView.h: "If this key
    /// is not present, the animation inherits the remaining duration of the in-flight animation").
    func nested(in outer: UIViewAnimationBlock?) -> UIViewAnimationBlock {
        guard let outer else { return self }
        var b = self
        if !options.contains(.overrideInheritedDuration) { b.duration = outer.duration }
        if !options.contains(.overrideInheritedCurve) { b.timing = outer.timing }
        if !options.contains(.overrideInheritedOptions) {
            b.options.formUnion(outer.options.intersection([.repeat, .autoreverse, .beginFromCurrentState]))
        }
        // A keyframe block collects its own changes; a block inside one adds to the enclosing collection.
        if keyframes == nil {
            b.keyframes = outer.keyframes
            b.span = outer.span
        }
        b.added = b.added ?? outer.added
        return b
    }

    /// Key paths UIKit animates additively (iOS 8 and later): the in-flight animation keeps running and the new one
    /// adds the change from the old model value to the new, so retargeting keeps the velocity. `bounds` runs as two
    /// animations, `bounds.origin` and `bounds.size` (a rect's size cannot go negative), as a dump of the layer's
    /// animations on iOS 8 shows (d-ronnqvist, gist 137ce6b4c852d8ebd96d, 2014; WWDC 2014 session 236).
    static let additiveKeyPaths: Set<String> = ["position", "bounds"]

    /// The animations UIKit adds for `keyPath` changed from `old` (the model value before the change; `presented`
    /// is what shows now) to `new`, with the key each is added under. Each fills both ways (`fillMode = both`, the
    /// same dump) and starts after the block's delay. Additive animations take a key not in use, so they do not
    /// replace the running one; the others replace it under their key path and start from the old model value, or
    /// from what shows with `beginFromCurrentState`.
    @MainActor
    func animations(keyPath: String, on layer: CALayer, old: AnimatableValue, presented: AnimatableValue,
                    new: AnimatableValue) -> [(key: String, animation: CAAnimation)] {
        if Self.additiveKeyPaths.contains(keyPath) {
            var parts: [(String, AnimatableValue, AnimatableValue)] = [(keyPath, old, new)]
            if case .rect(let a) = old, case .rect(let b) = new {
                parts = [("bounds.origin", .point(a.origin), .point(b.origin)),
                         ("bounds.size", .size(a.size), .size(b.size))]
            }
            return parts.compactMap { path, from, to in
                guard from != to else { return nil }
                let a = animation(keyPath: path, from: from.subtracting(to), to: to.subtracting(to), on: layer)
                a.isAdditive = true
                return (Self.freeKey(path, on: layer), a)
            }
        }
        let from = options.contains(.beginFromCurrentState) ? presented : old
        return [(keyPath, animation(keyPath: keyPath, from: from, to: new, on: layer))]
    }

    @MainActor
    private func animation(keyPath: String, from: AnimatableValue, to: AnimatableValue,
                           on layer: CALayer) -> CABasicAnimation {
        let a: CABasicAnimation
        switch timing {
        case .curve(let f):
            a = CABasicAnimation(keyPath: keyPath)
            a.timingFunction = f
        case .spring(let ratio, let velocity):
            let s = CASpringAnimation(keyPath: keyPath)
            let p = UIKitSpring(dampingRatio: ratio, duration: duration, initialVelocity: velocity)
            s.mass = 1
            s.stiffness = CGFloat(p.stiffness)
            s.damping = CGFloat(p.damping)
            s.initialVelocity = CGFloat(velocity)
            a = s
        case .physicalSpring(let mass, let stiffness, let damping, let velocity):
            let s = CASpringAnimation(keyPath: keyPath)
            s.mass = CGFloat(mass)
            s.stiffness = CGFloat(stiffness)
            s.damping = CGFloat(damping)
            s.initialVelocity = CGFloat(velocity)
            a = s
        }
        a.fromValue = ValueConversion.any(from)
        a.toValue = ValueConversion.any(to)
        if let s = a as? CASpringAnimation, case .physicalSpring = timing {
            a.duration = s.settlingDuration
        } else {
            a.duration = duration
        }
        a.fillMode = .both
        configure(a, on: layer)
        return a
    }

    /// The delay, repeat and autoreverse of the block on one animation.
    @MainActor
    func configure(_ a: CAAnimation, on layer: CALayer) {
        if delay > 0 { a.beginTime = layer.convertTime(CACurrentMediaTime() + delay, from: nil) }
        if options.contains(.repeat) { a.repeatCount = .infinity }
        if options.contains(.autoreverse) { a.autoreverses = true }
    }

    /// `keyPath` when no animation runs under it, else the first of `keyPath-2`, `keyPath-3`, … that is free.
    @MainActor
    private static func freeKey(_ keyPath: String, on layer: CALayer) -> String {
        let used = Set(layer.animationKeys() ?? [])
        if !used.contains(keyPath) { return keyPath }
        var n = 2
        while used.contains("\(keyPath)-\(n)") { n += 1 }
        return "\(keyPath)-\(n)"
    }
}

/// The animations a UIKit block added, by layer, key and key path.
@MainActor
final class UIViewAddedAnimations {
    private(set) var entries: [(layer: CALayer, key: String, keyPath: String)] = []
    func note(_ layer: CALayer, key: String, keyPath: String) { entries.append((layer, key, keyPath)) }
}

/// The action a view answers for its own layer inside a UIKit animation block: the stage asks the block for the
/// animations (`UIViewAnimationBlock.animations`), or hands the change to the keyframe collector.
@MainActor
final class UIViewBlockAction: CAAction {
    let block: UIViewAnimationBlock
    init(_ block: UIViewAnimationBlock) { self.block = block }
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The changes made inside `animateKeyframes`, by layer and key path, made into one `CAKeyframeAnimation` each when
/// the block ends.
@MainActor
final class UIViewKeyframeCollector {
    struct Track {
        let layer: CALayer
        let keyPath: String
        /// The value before the block's first change of it.
        let start: AnimatableValue
        var frames: [(start: Double, duration: Double, value: AnimatableValue)] = []
    }

    private(set) var tracks: [Track] = []

    func add(layer: CALayer, keyPath: String, before: AnimatableValue, span: (start: Double, duration: Double),
             value: AnimatableValue) {
        let s = min(max(span.start.isFinite ? span.start : 0, 0), 1)
        let d = min(max(span.duration.isFinite ? span.duration : 1, 0), 1 - s)
        if let i = tracks.firstIndex(where: { $0.layer === layer && $0.keyPath == keyPath }) {
            tracks[i].frames.append((s, d, value))
        } else {
            tracks.append(Track(layer: layer, keyPath: keyPath, start: before, frames: [(s, d, value)]))
        }
    }

    /// UIKit's keyframe animation of one property: the value holds until a keyframe's relative start, reaches the
    /// keyframe's value at its end, and holds after the last (key times 0…1 over the block's duration, in the
    /// order of their starts), with the block's calculation mode.
    static func keyframes(of track: Track) -> (keyTimes: [Double], values: [AnimatableValue]) {
        var times: [Double] = [0], values: [AnimatableValue] = [track.start]
        for f in track.frames.enumerated().sorted(by: { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }) {
            let (s, d, v) = f.element
            if s > times[times.count - 1] {
                times.append(s)
                values.append(values[values.count - 1])
            }
            times.append(max(s + d, times[times.count - 1]))
            values.append(v)
        }
        if times[times.count - 1] < 1 {
            times.append(1)
            values.append(values[values.count - 1])
        }
        return (times, values)
    }
}
