import Motion

/// An animation written with `"fromValue": "presentation"`: Core Animation code's
/// `animation.fromValue = layer.presentation()?.value(forKeyPath:)` just before `layer.add(animation, forKey:)`.
///
/// Its `fromValue` is the layer's presentation value at the animation's begin time (scene time), with everything
/// that happened before then: the reader adds such animations in time order among the transactions, after the
/// transactions at or before the begin time and before later ones (whose from-values then see it). It is added at its
/// begin time, as such code adds it then: under a `key`, it replaces the animation running under that key from then
/// on (the implicit animation of a transaction's change has the key path as key), so an interrupted move goes on
/// from where it was without a jump.
///
///     transaction at 0 moves x 0 → 100 over 1 s ─────────────────────╮
///     animation begins at 0.4, fromValue "presentation", toValue 20:   x(0.4) → 20, no jump
struct PresentationStart {
    let node: JSONNode<SceneError>
    let decoded: AnimationDecoder.Decoded
    /// The animation's index in the timeline's list.
    let entry: Int
    /// The begin time in scene time (its `beginTime` through the layer's timing; 0 when it has none).
    let begin: Double

    init(node: JSONNode<SceneError>, decoded: AnimationDecoder.Decoded, entry: Int, in tree: LayerTree) throws {
        self.node = node
        self.decoded = decoded
        self.entry = entry
        // The active interval without backwards fill starts at the begin time, through the layer's own timing.
        var probe = decoded.animation
        probe.timing.fillMode = .removed
        do {
            begin = try tree.activeInterval(of: probe, onLayer: decoded.layer, addedAt: 0)?.lowerBound ?? 0
        } catch let e as MotionError {
            throw node.fail(e.description)
        }
    }

    /// Sets the `fromValue` from `tree` and adds the animation; returns it as added.
    func add(to tree: inout LayerTree) throws -> Animation {
        var animation = decoded.animation
        do {
            guard let state = tree.presentation(of: decoded.layer, at: begin) else {
                throw MotionError.unknownLayer(decoded.layer)
            }
            switch animation {
            case .basic(var a):
                a.fromValue = try state.value(forKeyPath: a.keyPath)
                animation = .basic(a)
            case .spring(var a):
                a.fromValue = try state.value(forKeyPath: a.keyPath)
                animation = .spring(a)
            case .group, .keyframe:
                break
            }
            try tree.add(animation, toLayer: decoded.layer, forKey: decoded.key, at: begin)
        } catch let e as MotionError {
            throw (node["fromValue"] ?? node).fail(e.description)
        }
        return animation
    }
}
