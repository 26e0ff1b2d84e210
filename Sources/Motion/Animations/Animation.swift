/// Any animation that can be attached to a layer.
public indirect enum Animation: Sendable, Hashable {
    case basic(BasicAnimation)
    case group(AnimationGroup)
    case keyframe(KeyframeAnimation)
    case spring(SpringAnimation)

    public var timing: MediaTiming {
        get {
            switch self {
            case .basic(let a): a.timing
            case .group(let g): g.timing
            case .keyframe(let k): k.timing
            case .spring(let s): s.timing
            }
        }
        set {
            switch self {
            case .basic(var a): a.timing = newValue; self = .basic(a)
            case .group(var g): g.timing = newValue; self = .group(g)
            case .keyframe(var k): k.timing = newValue; self = .keyframe(k)
            case .spring(var s): s.timing = newValue; self = .spring(s)
            }
        }
    }
}

extension Animation {
    /// Every key path this animation animates, in order of first appearance (a group's children included).
    public var keyPaths: [String] {
        var out: [String] = []
        func walk(_ a: Animation) {
            switch a {
            case .basic(let b): if !out.contains(b.keyPath) { out.append(b.keyPath) }
            case .keyframe(let k): if !out.contains(k.keyPath) { out.append(k.keyPath) }
            case .spring(let s): if !out.contains(s.keyPath) { out.append(s.keyPath) }
            case .group(let g): g.animations.forEach(walk)
            }
        }
        walk(self)
        return out
    }

    /// Whether the animation is removed once its active duration has passed (`CAAnimation.isRemovedOnCompletion`).
    public var isRemovedOnCompletion: Bool {
        switch self {
        case .basic(let b): b.isRemovedOnCompletion
        case .keyframe(let k): k.isRemovedOnCompletion
        case .spring(let s): s.isRemovedOnCompletion
        case .group(let g): g.isRemovedOnCompletion
        }
    }
}

extension Animation {
    /// The timing with a spring's duration defaulted to its settling duration; other kinds' timing as set.
    public var resolvedTiming: MediaTiming {
        if case .spring(let s) = self { return s.resolvedTiming }
        return timing
    }
}
