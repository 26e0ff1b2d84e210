import Geometry

/// An animation validated against a layer type, with its key paths resolved, ready for per-frame evaluation.
indirect enum CompiledAnimation: Sendable {
    case basic(BasicAnimation, AnyLayerProperty)
    /// A basic animation between two known paths, normalised once (see `PathMorph`).
    case pathMorph(BasicAnimation, AnyLayerProperty, PreparedPathMorph)
    case group(AnimationGroup, [CompiledAnimation])
    case keyframe(CompiledKeyframes, AnyLayerProperty)
    case spring(SpringAnimation, AnyLayerProperty)

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
            self = .group(g, children)
        case .keyframe(let k):
            let key = try AnyLayerProperty.resolve(k.keyPath, for: layerType)
            for v in k.values { try key.check(v, keyPath: k.keyPath) }
            if k.path != nil { try key.check(.point(.zero), keyPath: k.keyPath) }
            do { try k.validate() } catch { throw MotionError.invalidKeyframes(keyPath: k.keyPath, error) }
            self = .keyframe(CompiledKeyframes(k), key)
        case .spring(var sp):
            let key = try AnyLayerProperty.resolve(sp.keyPath, for: layerType)
            for v in [sp.fromValue, sp.toValue, sp.byValue] {
                if let v { try key.check(v, keyPath: sp.keyPath) }
            }
            sp.timing = sp.resolvedTiming
            self = .spring(sp, key)
        }
    }

    var timing: MediaTiming {
        switch self {
        case .basic(let a, _): a.timing
        case .pathMorph(let a, _, _): a.timing
        case .group(let g, _): g.timing
        case .keyframe(let k, _): k.animation.timing
        case .spring(let sp, _): sp.timing
        }
    }

    /// The end of the active duration in parent time.
    func activeEnd(defaultDuration: Double) -> Double {
        timing.activeEnd(default: defaultDuration)
    }

    func apply(to pres: inout LayerState, model: LayerState, at t: Double, defaultDuration: Double) {
        switch self {
        case .basic(let a, let key):
            guard let local = a.timing.localTime(at: t, defaultDuration: defaultDuration,
                                                 isRemovedOnCompletion: a.isRemovedOnCompletion) else { return }
            if let v = a.value(at: local, presentation: key.value(in: pres), model: key.value(in: model)) {
                key.set(v, in: &pres)
            }
        case .pathMorph(let a, let key, let prepared):
            guard let local = a.timing.localTime(at: t, defaultDuration: defaultDuration,
                                                 isRemovedOnCompletion: a.isRemovedOnCompletion) else { return }
            if let v = a.value(at: local, presentation: key.value(in: pres), model: key.value(in: model), preparedMorph: prepared) {
                key.set(v, in: &pres)
            }
        case .group(let g, let children):
            guard let local = g.timing.localTime(at: t, defaultDuration: defaultDuration,
                                                 isRemovedOnCompletion: g.isRemovedOnCompletion) else { return }
            let childTime = g.childTime(at: local, defaultDuration: defaultDuration)
            let groupDuration = g.timing.resolvedDuration(default: defaultDuration)
            for c in children {
                c.apply(to: &pres, model: model, at: childTime, defaultDuration: groupDuration)
            }
        case .keyframe(let k, let key):
            guard let local = k.animation.timing.localTime(at: t, defaultDuration: defaultDuration,
                                                           isRemovedOnCompletion: k.animation.isRemovedOnCompletion)
            else { return }
            if let (v, angle) = k.value(at: local, presentation: key.value(in: pres)) {
                key.set(v, in: &pres)
                // rotationMode: a z-rotation by the tangent angle concatenated onto the layer's transform.
                if let angle { pres.transform = Transform3D(AffineTransform.rotation(angle)).concatenating(pres.transform) }
            }
        case .spring(let sp, let key):
            guard let local = sp.timing.localTime(at: t, defaultDuration: defaultDuration,
                                                  isRemovedOnCompletion: sp.isRemovedOnCompletion) else { return }
            if let v = sp.value(at: local, presentation: key.value(in: pres), model: key.value(in: model)) {
                key.set(v, in: &pres)
            }
        }
    }
}
