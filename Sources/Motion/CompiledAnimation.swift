/// An animation validated against a layer type, with its key paths resolved, ready for per-frame evaluation.
indirect enum CompiledAnimation: Sendable {
    case basic(BasicAnimation, LayerKey)
    /// A basic animation between two known paths, normalised once (see `PathMorph`).
    case pathMorph(BasicAnimation, LayerKey, PreparedPathMorph)
    case group(AnimationGroup, [CompiledAnimation])

    /// Validates every key path and value (children included) for a layer of `layerType`.
    init(_ animation: Animation, layerType: LayerType) throws(MotionError) {
        switch animation {
        case .basic(let a):
            let key = try LayerKey.resolve(a.keyPath, for: layerType)
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
        }
    }

    var timing: MediaTiming {
        switch self {
        case .basic(let a, _): a.timing
        case .pathMorph(let a, _, _): a.timing
        case .group(let g, _): g.timing
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
            if let v = a.value(at: local, presentation: key.get(pres), model: key.get(model)) {
                key.set(v, on: &pres)
            }
        case .pathMorph(let a, let key, let prepared):
            guard let local = a.timing.localTime(at: t, defaultDuration: defaultDuration,
                                                 isRemovedOnCompletion: a.isRemovedOnCompletion) else { return }
            if let v = a.value(at: local, presentation: key.get(pres), model: key.get(model), preparedMorph: prepared) {
                key.set(v, on: &pres)
            }
        case .group(let g, let children):
            guard let local = g.timing.localTime(at: t, defaultDuration: defaultDuration,
                                                 isRemovedOnCompletion: g.isRemovedOnCompletion) else { return }
            let childTime = g.childTime(at: local, defaultDuration: defaultDuration)
            let groupDuration = g.timing.resolvedDuration(default: defaultDuration)
            for c in children {
                c.apply(to: &pres, model: model, at: childTime, defaultDuration: groupDuration)
            }
        }
    }
}
