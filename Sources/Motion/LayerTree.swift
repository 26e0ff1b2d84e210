/// A layer tree with its timeline: the model layers, the model-value changes that transactions make over time,
/// and the animations attached to layers. Evaluation is pure: `presentation(at:)` depends only on the tree and `t`,
/// so frames can be evaluated in any order and on any thread.
///
/// Building: `add(_:toLayer:forKey:at:)` attaches explicit animations; `commit(_:)` applies transactions in
/// non-decreasing `at` order.
///
/// Storage: the layers are flattened once in pre-order (a layer, then its mask's subtree, then its sublayers'
/// subtrees); each flat index owns a track of time-sorted model changes and of attached animations whose key paths
/// were resolved when they were added, so evaluating a frame is one linear pass without string parsing.
public struct LayerTree: Sendable {
    /// The model layers as first given, before any transaction.
    public let initialLayers: [LayerState]

    /// One model-value change: from `time` on, `key` holds `value`.
    struct ModelChange: Sendable {
        var time: Double
        var key: LayerKey
        var value: AnimatableValue
    }

    /// An animation attached to a layer: it applies for scene times in `addedAt ..< removedAt` (and then only where
    /// its own timing says so).
    struct Attached: Sendable {
        var animation: CompiledAnimation
        var key: String?
        var addedAt: Double
        var removedAt: Double = .infinity
    }

    struct Track: Sendable {
        var changes: [ModelChange] = []
        var animations: [Attached] = []
        var isEmpty: Bool { changes.isEmpty && animations.isEmpty }
    }

    /// Every layer in pre-order, as first given (with its subtree).
    private var flat: [LayerState] = []
    private var indexByID: [String: Int] = [:]
    private var tracks: [Track] = []
    private var lastTransactionAt = -Double.infinity
    /// The latest transaction time (completion included).
    private var latestTransactionEnd = 0.0

    public init(layers: [LayerState]) {
        self.initialLayers = layers
        for l in layers { flatten(l) }
        tracks = Array(repeating: Track(), count: flat.count)
    }

    private mutating func flatten(_ layer: LayerState) {
        if indexByID[layer.id] == nil { indexByID[layer.id] = flat.count }
        flat.append(layer)
        if let m = layer.mask { flatten(m) }
        for s in layer.sublayers { flatten(s) }
    }

    /// Attaches `animation` to the layer `id` at scene time `time` (Core Animation's `add(_:forKey:)` called at
    /// that moment). An animation added under a key replaces, from `time` on, the one already under that key.
    /// A `beginTime` of 0 on a top-level animation means "the moment it is added" (`time`).
    ///
    /// The animation never applies before `time` (even when it fills backwards). Key paths and values of every
    /// basic animation, group children included, are checked against the layer's type here.
    ///
    /// - Throws: `MotionError.unknownLayer`, `.unknownKeyPath`, `.typeMismatch`.
    public mutating func add(_ animation: Animation, toLayer id: String, forKey key: String? = nil, at time: Double = 0) throws {
        guard let i = indexByID[id] else { throw MotionError.unknownLayer(id) }
        var animation = animation
        if animation.timing.beginTime == 0 { animation.timing.beginTime = time }
        let compiled = try CompiledAnimation(animation, layerType: flat[i].type)
        // Core Animation does not add an animation whose (defaulted) duration is ≤ 1e‑6 s, but still removes the
        // one under its key (reference §1.5).
        if animation.timing.resolvedDuration(default: MediaTiming.defaultDuration) <= LayerTree.minimumDuration {
            if let key { detach(key: key, fromIndex: i, at: time) }
            return
        }
        attach(compiled, toIndex: i, key: key, at: time)
    }

    /// Durations at or below this are not animated (Core Animation's cut-off).
    static let minimumDuration = 1e-6

    private mutating func detach(key: String, fromIndex i: Int, at time: Double) {
        for j in tracks[i].animations.indices
        where tracks[i].animations[j].key == key && tracks[i].animations[j].addedAt <= time {
            tracks[i].animations[j].removedAt = min(tracks[i].animations[j].removedAt, time)
        }
    }

    private mutating func attach(_ compiled: CompiledAnimation, toIndex i: Int, key: String?, at time: Double) {
        var new = Attached(animation: compiled, key: key, addedAt: time)
        if let key {
            for j in tracks[i].animations.indices where tracks[i].animations[j].key == key {
                if tracks[i].animations[j].addedAt <= time {
                    tracks[i].animations[j].removedAt = min(tracks[i].animations[j].removedAt, time)
                } else {
                    // Added later in scene time by an earlier call: it replaces this one.
                    new.removedAt = min(new.removedAt, tracks[i].animations[j].addedAt)
                }
            }
        }
        tracks[i].animations.append(new)
    }

    /// Commits a transaction. Transactions must come in non-decreasing `at` order.
    ///
    /// Each change's from-value is the presentation value of its key path at `at` (with everything added or committed
    /// before this call); the model value changes at `at`; with `duration > 0` a basic animation from that
    /// presentation value to the new model value, beginning exactly at `at` with the transaction's duration and timing
    /// function, is added under the key path as key (replacing, from `at`, a running animation on it, so an
    /// interrupted move continues smoothly). `completion` values become model values at `at + duration`.
    /// A duration ≤ 1e‑6 s counts as 0 (Core Animation drops such animations).
    ///
    /// - Throws: `MotionError.transactionOutOfOrder`, `.unknownLayer`, `.unknownKeyPath`, `.typeMismatch`; nothing
    ///   is changed when it throws.
    public mutating func commit(_ transaction: Transaction) throws {
        let at = transaction.at
        if at < lastTransactionAt { throw MotionError.transactionOutOfOrder(at: at, after: lastTransactionAt) }
        let changes = try transaction.changes.map(resolve)
        let completion = try transaction.completion.map(resolve)

        // Presentation values at `at`, before this transaction touches anything.
        var presented: [Int: LayerState] = [:]
        var fromValues: [AnimatableValue] = []
        fromValues.reserveCapacity(changes.count)
        for c in changes {
            let state: LayerState
            if let s = presented[c.index] {
                state = s
            } else {
                state = node(c.index, at: at, presentation: true)
                presented[c.index] = state
            }
            fromValues.append(c.key.get(state))
        }

        lastTransactionAt = at
        let duration = transaction.duration
        for (c, from) in zip(changes, fromValues) {
            insert(ModelChange(time: at, key: c.key, value: c.change.value), into: c.index)
            if duration > LayerTree.minimumDuration {
                var a = BasicAnimation(keyPath: c.change.keyPath)
                a.fromValue = from
                a.toValue = c.change.value
                a.timing.beginTime = at
                a.timing.duration = duration
                // The built-in implicit action's fill mode (reference §9); it cannot show before `at` anyway.
                a.timing.fillMode = .backwards
                a.timingFunction = transaction.timingFunction
                attach(.prepared(a, c.key), toIndex: c.index, key: c.change.keyPath, at: at)
            }
        }
        let end = at + max(duration, 0)
        for c in completion {
            insert(ModelChange(time: end, key: c.key, value: c.change.value), into: c.index)
        }
        latestTransactionEnd = max(latestTransactionEnd, end)
    }

    private struct ResolvedChange {
        var index: Int
        var key: LayerKey
        var change: PropertyChange
    }

    private func resolve(_ change: PropertyChange) throws -> ResolvedChange {
        guard let i = indexByID[change.layer] else { throw MotionError.unknownLayer(change.layer) }
        let key = try LayerKey.resolve(change.keyPath, for: flat[i].type)
        try key.check(change.value, keyPath: change.keyPath)
        return ResolvedChange(index: i, key: key, change: change)
    }

    /// Inserts keeping changes sorted by time; equal times keep commit order.
    private mutating func insert(_ change: ModelChange, into i: Int) {
        var j = tracks[i].changes.count
        while j > 0 && tracks[i].changes[j - 1].time > change.time { j -= 1 }
        tracks[i].changes.insert(change, at: j)
    }

    /// The model layers at scene time `t` (transaction values set at or before `t` applied).
    public func model(at t: Double) -> [LayerState] {
        tree(at: t, presentation: false)
    }

    /// The presentation layers at scene time `t`: the model at `t` with every animation that applies at `t`.
    ///
    /// Per layer, the animations that apply at `t` are applied in the order they were added; later ones see earlier
    /// ones' output. At exactly an animation's end it still applies (showing its final value); after it, the model.
    public func presentation(at t: Double) -> [LayerState] {
        tree(at: t, presentation: true)
    }

    /// The presentation state of one layer (found anywhere in the tree, masks included) at `t`.
    public func presentation(of id: String, at t: Double) -> LayerState? {
        guard var i = indexByID[id] else { return nil }
        return subtree(flat[i], index: &i, at: t, presentation: true)
    }

    /// The latest moment anything changes: the end of the last animation's active duration or transaction
    /// (including completion). 0 for a static tree. Infinite repeats are ignored.
    public var endTime: Double {
        var end = latestTransactionEnd
        for track in tracks {
            for a in track.animations {
                let e = min(a.animation.activeEnd(defaultDuration: MediaTiming.defaultDuration), a.removedAt)
                if e.isFinite { end = max(end, e) }
            }
        }
        return end
    }

    // MARK: Evaluation

    private func tree(at t: Double, presentation: Bool) -> [LayerState] {
        var index = 0
        var result: [LayerState] = []
        result.reserveCapacity(initialLayers.count)
        for l in initialLayers { result.append(subtree(l, index: &index, at: t, presentation: presentation)) }
        return result
    }

    /// Evaluates `base` (at flat index `index`) and its subtree; advances `index` past the subtree.
    private func subtree(_ base: LayerState, index: inout Int, at t: Double, presentation: Bool) -> LayerState {
        let me = index
        index += 1
        var result = node(me, at: t, presentation: presentation)
        if let m = base.mask { result.mask = subtree(m, index: &index, at: t, presentation: presentation) }
        if !base.sublayers.isEmpty {
            var subs: [LayerState] = []
            subs.reserveCapacity(base.sublayers.count)
            for s in base.sublayers { subs.append(subtree(s, index: &index, at: t, presentation: presentation)) }
            result.sublayers = subs
        }
        return result
    }

    /// One layer's own properties at `t` (its subtree as first given).
    private func node(_ i: Int, at t: Double, presentation: Bool) -> LayerState {
        let track = tracks[i]
        if track.isEmpty { return flat[i] }
        var model = flat[i]
        for c in track.changes {
            if c.time > t { break }
            c.key.set(c.value, on: &model)
        }
        guard presentation else { return model }
        var pres = model
        for a in track.animations where a.addedAt <= t && t < a.removedAt {
            a.animation.apply(to: &pres, model: model, at: t, defaultDuration: MediaTiming.defaultDuration)
        }
        return pres
    }
}
