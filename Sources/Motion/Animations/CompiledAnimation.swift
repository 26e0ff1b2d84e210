import Geometry

/// An animation validated against a layer type, with its key paths resolved, ready for per-frame evaluation.
///
/// Each case holds one immutable object (`Keyed`, `CompiledGroup`): evaluating a frame switches over every animation
/// of every changing layer, and a `switch` binds a struct payload by copying it out of the enum (an animation's values,
/// timing and property row: a memory copy and a retain of every reference in them); an object is one retain.
enum CompiledAnimation: Sendable {
    case basic(Keyed<BasicAnimation>)
    /// A basic animation between two known paths, normalised once (see `PathMorph`).
    case pathMorph(Keyed<BasicAnimation>, PreparedPathMorph)
    case group(CompiledGroup)
    case keyframe(Keyed<CompiledKeyframes>)
    case spring(Keyed<SpringAnimation>)

    /// An animation and the property row it writes.
    final class Keyed<A: Sendable>: Sendable {
        let animation: A
        let key: AnyLayerProperty
        init(_ animation: A, _ key: AnyLayerProperty) {
            self.animation = animation
            self.key = key
        }
    }

    /// A group and its compiled children.
    final class CompiledGroup: Sendable {
        let group: AnimationGroup
        let children: [CompiledAnimation]
        init(_ group: AnimationGroup, _ children: [CompiledAnimation]) {
            self.group = group
            self.children = children
        }
    }

    /// Validates every key path and value (children included) for a layer of `layerType`.
    init(_ animation: Animation, layerType: LayerType) throws(MotionError) {
        switch animation {
        case .basic(let a):
            let key = try AnyLayerProperty.resolve(a.keyPath, for: layerType)
            for v in [a.fromValue, a.toValue, a.byValue] {
                if let v { try key.check(v, keyPath: a.keyPath) }
            }
            try PreparedPathMorph.check(a)
            self = .prepared(a, key)
        case .group(let g):
            var children: [CompiledAnimation] = []
            children.reserveCapacity(g.animations.count)
            for c in g.animations { children.append(try CompiledAnimation(c, layerType: layerType)) }
            self = .group(CompiledGroup(g, children))
        case .keyframe(let k):
            let key = try AnyLayerProperty.resolve(k.keyPath, for: layerType)
            for v in k.values { try key.check(v, keyPath: k.keyPath) }
            if k.path != nil { try key.check(.point(.zero), keyPath: k.keyPath) }
            do { try k.validate() } catch { throw MotionError.invalidKeyframes(keyPath: k.keyPath, error) }
            self = .keyframe(Keyed(CompiledKeyframes(k), key))
        case .spring(var sp):
            let key = try AnyLayerProperty.resolve(sp.keyPath, for: layerType)
            for v in [sp.fromValue, sp.toValue, sp.byValue] {
                if let v { try key.check(v, keyPath: sp.keyPath) }
            }
            sp.timing = sp.resolvedTiming
            self = .spring(Keyed(sp, key))
        }
    }

    var timing: MediaTiming {
        switch self {
        case .basic(let a), .pathMorph(let a, _): a.animation.timing
        case .group(let g): g.group.timing
        case .keyframe(let k): k.animation.animation.timing
        case .spring(let sp): sp.animation.timing
        }
    }

    /// The end of the active duration in parent time.
    func activeEnd(defaultDuration: Double) -> Double {
        timing.activeEnd(default: defaultDuration)
    }

    func apply(to pres: inout LayerState, model: LayerState, at t: Double, defaultDuration: Double) {
        switch self {
        case .basic(let node):
            let a = node.animation, key = node.key
            guard let local = a.timing.localTime(at: t, defaultDuration: defaultDuration,
                                                 isRemovedOnCompletion: a.isRemovedOnCompletion) else { return }
            if let v = a.value(at: local, presentation: key.value(in: pres), model: key.value(in: model)) {
                key.set(v, in: &pres)
            }
        case .pathMorph(let node, let prepared):
            let a = node.animation, key = node.key
            guard let local = a.timing.localTime(at: t, defaultDuration: defaultDuration,
                                                 isRemovedOnCompletion: a.isRemovedOnCompletion) else { return }
            if let v = a.value(at: local, presentation: key.value(in: pres), model: key.value(in: model), preparedMorph: prepared) {
                key.set(v, in: &pres)
            }
        case .group(let node):
            let g = node.group
            guard let local = g.timing.localTime(at: t, defaultDuration: defaultDuration,
                                                 isRemovedOnCompletion: g.isRemovedOnCompletion) else { return }
            let childTime = g.childTime(at: local, defaultDuration: defaultDuration)
            let groupDuration = g.timing.resolvedDuration(default: defaultDuration)
            for c in node.children {
                c.apply(to: &pres, model: model, at: childTime, defaultDuration: groupDuration)
            }
        case .keyframe(let node):
            guard let local = node.animation.animation.timing.localTime(
                at: t, defaultDuration: defaultDuration, isRemovedOnCompletion: node.animation.animation.isRemovedOnCompletion)
            else { return }
            // The presentation value is read only when the animation adds to it (before anything is written).
            let presented = node.animation.animation.isAdditive ? node.key.value(in: pres) : nil
            // The value goes to the property where it is: a keyframe value straight from the animation's array.
            node.animation.withValue(at: local, presentation: { presented ?? .none }) { v, angle in
                node.key.set(v, in: &pres)
                // rotationMode: a z-rotation by the tangent angle concatenated onto the layer's transform.
                if let angle { pres.transform = Transform3D(AffineTransform.rotation(angle)).concatenating(pres.transform) }
            }
        case .spring(let node):
            let sp = node.animation, key = node.key
            guard let local = sp.timing.localTime(at: t, defaultDuration: defaultDuration,
                                                  isRemovedOnCompletion: sp.isRemovedOnCompletion) else { return }
            if let v = sp.value(at: local, presentation: key.value(in: pres), model: key.value(in: model)) {
                key.set(v, in: &pres)
            }
        }
    }
}
