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
        var key: AnyLayerProperty
        var value: AnimatableValue
        /// For a transaction's completion value: the transaction's index in `transactions`.
        var completionOf: Int? = nil
    }

    /// An animation attached to a layer: it applies for scene times in `addedAt ..< removedAt` (and then only where
    /// its own timing says so).
    struct Attached: Sendable {
        var animation: CompiledAnimation
        var key: String?
        var addedAt: Double
        var removedAt: Double = .infinity
        /// The transaction that added it (implicit animations), by index in `transactions`.
        var transaction: Int? = nil
        /// The order in which the tree received it (`AnimationEvent.animation`).
        var serial: Int = 0
    }

    /// A committed transaction, for completion times and events.
    struct CommittedTransaction: Sendable {
        var at: Double
        /// (track index, animation index) of its animations.
        var animations: [(track: Int, index: Int)] = []
    }

    struct Track: Sendable {
        var changes: [ModelChange] = []
        var animations: [Attached] = []
        var isEmpty: Bool { changes.isEmpty && animations.isEmpty }
    }

    /// Every layer in pre-order, as first given (with its subtree).
    private var flat: [LayerState] = []
    private var indexByID: [String: Int] = [:]
    /// The flat index of each layer's superlayer (or masked layer); -1 for the roots.
    private var parents: [Int] = []
    /// The flat index just past each layer's subtree (its mask's and sublayers' layers).
    private var subtreeEnds: [Int] = []
    /// Whether any layer is a replicator (`presentsTheSame` does not follow their time-shifted copies).
    private var hasReplicators = false
    private var tracks: [Track] = []
    private var transactions: [CommittedTransaction] = []
    /// Animations that were never added because their duration was ≤ 1e‑6 s: (layer index, key, time). They still
    /// send started and stopped(finished) events at the time of adding (reference §1.5).
    private var dropped: [(index: Int, key: String?, time: Double, serial: Int)] = []
    /// How many animations the tree has received (attached or dropped): the next one's serial.
    public private(set) var animationCount = 0
    private var lastTransactionAt = -Double.infinity
    /// The latest transaction time (completion included).
    private var latestTransactionEnd = 0.0

    public init(layers: [LayerState]) {
        self.initialLayers = layers
        for l in layers { flatten(l, parent: -1) }
        tracks = Array(repeating: Track(), count: flat.count)
        hasReplicators = flat.contains { $0.type == .replicator }
    }

    private mutating func flatten(_ layer: LayerState, parent: Int) {
        let me = flat.count
        if indexByID[layer.id] == nil { indexByID[layer.id] = me }
        flat.append(layer)
        parents.append(parent)
        subtreeEnds.append(me + 1)
        if let m = layer.mask { flatten(m, parent: me) }
        for s in layer.sublayers { flatten(s, parent: me) }
        subtreeEnds[me] = flat.count
    }

    /// Attaches `animation` to the layer `id` at scene time `time` (Core Animation's `add(_:forKey:)` called at
    /// that moment). An animation added under a key replaces, from `time` on, the one already under that key.
    /// A `beginTime` of 0 on a top-level animation means "the moment it is added" (`time`, converted into the
    /// layer's local time, as Core Animation does); any other `beginTime` is in the layer's local time.
    ///
    /// The animation never applies before `time` (even when it fills backwards). Key paths and values of every
    /// basic animation, group children included, are checked against the layer's type here.
    ///
    /// - Throws: `MotionError.unknownLayer`, `.unknownKeyPath`, `.typeMismatch`.
    public mutating func add(_ animation: Animation, toLayer id: String, forKey key: String? = nil, at time: Double = 0) throws {
        guard let i = indexByID[id] else { throw MotionError.unknownLayer(id) }
        var animation = animation
        if animation.timing.beginTime == 0 { animation.timing.beginTime = layerTime(ofIndex: i, atSceneTime: time) }
        let compiled = try CompiledAnimation(animation, layerType: flat[i].type)
        // Core Animation does not add an animation whose (defaulted) duration is ≤ 1e‑6 s, but still removes the
        // one under its key (reference §1.5).
        if compiled.timing.resolvedDuration(default: MediaTiming.defaultDuration) <= LayerTree.minimumDuration {
            if let key { detach(key: key, fromIndex: i, at: time) }
            dropped.append((i, key, time, animationCount))
            animationCount += 1
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

    @discardableResult
    private mutating func attach(_ compiled: CompiledAnimation, toIndex i: Int, key: String?, at time: Double,
                                 transaction: Int? = nil) -> Int {
        var new = Attached(animation: compiled, key: key, addedAt: time, transaction: transaction, serial: animationCount)
        animationCount += 1
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
        return tracks[i].animations.count - 1
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
            fromValues.append(c.key.value(in: state))
        }

        lastTransactionAt = at
        let duration = transaction.duration
        let txIndex = transactions.count
        transactions.append(CommittedTransaction(at: at))
        for (c, from) in zip(changes, fromValues) {
            insert(ModelChange(time: at, key: c.key, value: c.change.value), into: c.index)
            if duration > LayerTree.minimumDuration {
                var a = BasicAnimation(keyPath: c.change.keyPath)
                a.fromValue = from
                a.toValue = c.change.value
                a.timing.beginTime = layerTime(ofIndex: c.index, atSceneTime: at)
                a.timing.duration = duration
                // The built-in implicit action's fill mode (reference §9); it cannot show before `at` anyway.
                a.timing.fillMode = .backwards
                a.timingFunction = transaction.timingFunction
                let j = attach(.prepared(a, c.key), toIndex: c.index, key: c.change.keyPath, at: at, transaction: txIndex)
                transactions[txIndex].animations.append((c.index, j))
            }
        }
        let end = at + max(duration, 0)
        for c in completion {
            insert(ModelChange(time: end, key: c.key, value: c.change.value, completionOf: txIndex), into: c.index)
        }
        latestTransactionEnd = max(latestTransactionEnd, end)
    }

    private struct ResolvedChange {
        var index: Int
        var key: AnyLayerProperty
        var change: PropertyChange
    }

    private func resolve(_ change: PropertyChange) throws -> ResolvedChange {
        guard let i = indexByID[change.layer] else { throw MotionError.unknownLayer(change.layer) }
        let key = try AnyLayerProperty.resolve(change.keyPath, for: flat[i].type)
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

    /// The presentation layers at scene time `t` as a renderer draws them: `presentation(at:)`, except that the mask
    /// and sublayers of a layer that draws nothing (`isHidden`, or an opacity that is not above 0: the renderer,
    /// its extents and its damage regions never look inside it) are left unevaluated, as the model layer holds them.
    /// Draws the same pixels as `presentation(at:)` at a cost proportional to what is shown: a Lottie file's layers
    /// outside their in and out frames are hidden subtrees (docs/lottie-speed.md).
    public func presentationForDrawing(at t: Double) -> [LayerState] {
        tree(at: t, presentation: true, skipsUndrawn: true)
    }

    /// `presentationForDrawing(at:)`, reusing what `memo` kept of an earlier evaluation: a layer whose own values
    /// cannot have changed since (`nodeIsTheSame`) keeps its earlier state, and a subtree none of whose layers
    /// changed is handed back as it was (the same storage), so the renderer compares it by identity. The result is
    /// equal to `presentationForDrawing(at: t)` whatever `memo` holds; `memo` serves one tree and one thread.
    func presentationForDrawing(at t: Double, memo: EvaluationMemo) -> [LayerState] {
        if memo.entries.count != flat.count { memo.entries = Array(repeating: nil, count: flat.count) }
        var index = 0
        var result: [LayerState] = []
        result.reserveCapacity(initialLayers.count)
        for l in initialLayers {
            result.append(subtree(l, index: &index, at: t, presentation: true, skipsUndrawn: true, memo: memo))
        }
        return result
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
        for (i, track) in tracks.enumerated() {
            for a in track.animations {
                let e = min(naturalEnd(a, index: i), a.removedAt)
                if e.isFinite { end = max(end, e) }
            }
            for c in track.changes where c.time.isFinite { end = max(end, c.time) }
        }
        return end
    }

    // MARK: Evaluation

    private func tree(at t: Double, presentation: Bool, skipsUndrawn: Bool = false) -> [LayerState] {
        var index = 0
        var result: [LayerState] = []
        result.reserveCapacity(initialLayers.count)
        for l in initialLayers {
            result.append(subtree(l, index: &index, at: t, presentation: presentation, skipsUndrawn: skipsUndrawn))
        }
        return result
    }

    /// Evaluates `base` (at flat index `index`) and its subtree; advances `index` past the subtree.
    /// `parentTime` is the local time of the layer's superlayer (scene time for a root).
    /// With `skipsUndrawn`, the subtree of a layer that draws nothing is left as the model's (`presentationForDrawing`).
    /// With `memo` (`presentationForDrawing(at:memo:)`; never inside a replicator, whose copies share flat
    /// indices), a layer whose own values are the same as at the memo's time starts from the memo's state: its own
    /// values, and children that are replaced only where they changed — so a subtree where nothing changed is the
    /// memo's storage itself.
    private func subtree(_ base: LayerState, index: inout Int, at t: Double, presentation: Bool,
                         parentTime: Double? = nil, skipsUndrawn: Bool = false,
                         memo: EvaluationMemo? = nil) -> LayerState {
        let me = index
        index += 1
        let parentTime = parentTime ?? (parents[me] < 0 ? t : layerTime(ofIndex: parents[me], atSceneTime: t))
        let localTime = flat[me].localTime(fromParentTime: parentTime)
        let memo = base.type == .replicator ? nil : memo
        let kept = memo?.entries[me].flatMap {
            nodeIsTheSame(me, from: $0.time, local: $0.local, to: t, local: localTime) ? $0.state : nil
        }
        var result = kept ?? node(me, at: t, presentation: presentation, localTime: localTime)
        defer { memo?.entries[me] = EvaluationMemo.Entry(time: t, local: localTime, state: result) }
        // The renderer's own test for a layer that draws nothing (`Renderer.draw`, `Extents.of`, `Damage`).
        if skipsUndrawn, result.isHidden || !(result.opacity > 0) {
            index = subtreeEnds[me]
            return result
        }
        // A mask or sublayer that nothing changes is the model layer itself (the same storage): the result keeps
        // it rather than a copy, so that unchanged subtrees stay shared between frames and compare equal at once.
        if let m = base.mask {
            let mask = subtree(m, index: &index, at: t, presentation: presentation, parentTime: localTime,
                               skipsUndrawn: skipsUndrawn, memo: memo)
            if !(result.mask.map { $0.sharesStorage(with: mask) } ?? false) { result.mask = mask }
        }
        if !base.sublayers.isEmpty {
            var subs: [LayerState] = []
            subs.reserveCapacity(base.sublayers.count)
            let first = index
            for s in base.sublayers {
                subs.append(subtree(s, index: &index, at: t, presentation: presentation, parentTime: localTime,
                                    skipsUndrawn: skipsUndrawn, memo: memo))
            }
            if base.type == .replicator {
                result.sublayers = replicas(of: result, instance0: subs, sublayers: base.sublayers, firstIndex: first,
                                            at: t, presentation: presentation, localTime: localTime,
                                            skipsUndrawn: skipsUndrawn)
            } else if !result.sublayers.elementsEqual(subs, by: { $0.sharesStorage(with: $1) }) {
                result.sublayers = subs
            }
        }
        // Evaluated again to the values it had at the memo's time (a layer held at a value that is not its model's,
        // a subtree whose animations went round to where they were): the earlier storage, so that the parent, the
        // renderer's frame comparison and damage tracking find it unchanged by identity.
        if kept == nil, let last = memo?.entries[me]?.state, !last.sharesStorage(with: result), last == result {
            result = last
        }
        return result
    }

    /// Whether the layer at flat index `i` has the same own values (`node`) at scene time `t1` (local time `l1`) as
    /// at `t0` (local `l0`): no model change between the two, no animation added or removed, every animation the
    /// same at both (`CompiledAnimation.sameValue`). Conservative, as `presentsTheSame`.
    private func nodeIsTheSame(_ i: Int, from t0: Double, local l0: Double, to t1: Double, local l1: Double) -> Bool {
        // The track's arrays read in place (indices, not `for a in`): copying an `Attached` out retains its key.
        let changes = tracks[i].changes, animations = tracks[i].animations
        if changes.isEmpty && animations.isEmpty { return true }
        if t0 == t1 && l0 == l1 { return true }
        let lo = min(t0, t1), hi = max(t0, t1)
        for c in changes.indices where changes[c].time > lo && changes[c].time <= hi { return false }
        for j in animations.indices {
            let addedAt = animations[j].addedAt, removedAt = animations[j].removedAt
            let on0 = addedAt <= t0 && t0 < removedAt, on1 = addedAt <= t1 && t1 < removedAt
            guard on0 == on1 else { return false }
            if on0, !animations[j].animation.sameValue(at: l0, l1, defaultDuration: MediaTiming.defaultDuration) {
                return false
            }
        }
        return true
    }

    /// A replicator's sublayers in the presentation (or model) tree: one container per instance (Motion/Tree/Replicator.swift),
    /// instance k's copies evaluated with the replicator's local time shifted back by `k × instanceDelay`.
    ///
    ///     instanceDelay 0.1, an animation on a sublayer beginning at 0 (replicator time)
    ///     instance 0   0 ════════ 1
    ///     instance 1     0.1 ════════ 1.1
    ///     instance 2         0.2 ════════ 1.2
    private func replicas(of replicator: LayerState, instance0: [LayerState], sublayers: [LayerState], firstIndex: Int,
                          at t: Double, presentation: Bool, localTime: Double, skipsUndrawn: Bool) -> [LayerState] {
        let count = replicator.instanceCount
        guard count > 0 else { return [] }
        var out = [replicator.replicaContainer(0, sublayers: instance0)]
        out.reserveCapacity(count)
        var k = 1
        while k < count {
            var index = firstIndex
            let time = localTime - Double(k) * replicator.instanceDelay
            var subs: [LayerState] = []
            subs.reserveCapacity(sublayers.count)
            for s in sublayers {
                subs.append(subtree(s, index: &index, at: t, presentation: presentation, parentTime: time,
                                    skipsUndrawn: skipsUndrawn))
            }
            out.append(replicator.replicaContainer(k, sublayers: subs))
            k += 1
        }
        return out
    }

    /// One layer's own properties at scene time `t` (its subtree as first given). Model changes and the
    /// adding/removal of animations happen in scene time; the animations themselves run in the layer's local time.
    private func node(_ i: Int, at t: Double, presentation: Bool, localTime: Double? = nil) -> LayerState {
        // The track's arrays read in place (indices, not `for a in`): copying an `Attached` out retains its key.
        let changes = tracks[i].changes, animations = tracks[i].animations
        if changes.isEmpty && animations.isEmpty { return flat[i] }
        let local = localTime ?? layerTime(ofIndex: i, atSceneTime: t)
        var model = flat[i]
        for c in changes.indices {
            if changes[c].time > t { break }
            changes[c].key.set(changes[c].value, in: &model)
        }
        guard presentation else { return model }
        var pres = model
        for j in animations.indices where animations[j].addedAt <= t && t < animations[j].removedAt {
            animations[j].animation.apply(to: &pres, model: model, at: local, defaultDuration: MediaTiming.defaultDuration)
        }
        return pres
    }

    // MARK: Frames that cannot differ

    /// Whether the presentation at scene time `t1` certainly equals (`==`) the one at `t0`, told from the timelines
    /// alone, without evaluating the tree: no model change, no animation added or removed between the two, and every
    /// animation that applies gives the same value at both (`CompiledAnimation.sameValue`: both in the same hold,
    /// discrete slot or segment between equal values, or the same local time). `false` whenever it cannot tell,
    /// and for trees with replicators (their copies run at shifted times).
    ///
    /// A run of frames that holds still (a Lottie file between its keyframes) then reuses the last frame's layers
    /// and pixels instead of evaluating and comparing the tree (`DrawingEvaluator`).
    public func presentsTheSame(at t0: Double, and t1: Double) -> Bool {
        if t0 == t1 { return true }
        guard !hasReplicators else { return false }
        // Local times in one scratch buffer (on the stack when small: this runs every frame), computed as the walk
        // goes, so that the first layer that changes ends it (a changed frame then costs little here).
        let n = flat.count
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * n) { local in
            // Pre-order: a layer's parent comes before it.
            for i in flat.indices {
                let p = parents[i]
                let l0 = flat[i].localTime(fromParentTime: p < 0 ? t0 : local[p])
                let l1 = flat[i].localTime(fromParentTime: p < 0 ? t1 : local[n + p])
                local[i] = l0
                local[n + i] = l1
                if !tracks[i].isEmpty, !nodeIsTheSame(i, from: t0, local: l0, to: t1, local: l1) { return false }
            }
            return true
        }
    }

    // MARK: Hierarchical time

    /// The local time of the layer at flat index `i` at scene time `t`: scene time mapped through the timing of every
    /// ancestor and the layer itself (reference §1.4).
    private func layerTime(ofIndex i: Int, atSceneTime t: Double) -> Double {
        let parent = parents[i] < 0 ? t : layerTime(ofIndex: parents[i], atSceneTime: t)
        return flat[i].localTime(fromParentTime: parent)
    }

    /// The scene time at which the layer at flat index `i` has local time `local` (the inverse of `layerTime`).
    private func sceneTime(ofIndex i: Int, fromLocalTime local: Double) -> Double {
        let parentLocal = flat[i].parentTime(fromLocalTime: local)
        return parents[i] < 0 ? parentLocal : sceneTime(ofIndex: parents[i], fromLocalTime: parentLocal)
    }

    /// Whether local time runs forward with scene time for the layer at `i` (false if any ancestor's speed is ≤ 0).
    private func runsForward(_ i: Int) -> Bool {
        var j = i
        while j >= 0 {
            if !(flat[j].speed > 0) { return false }
            j = parents[j]
        }
        return true
    }

    /// `CALayer.convertTime(_:from:)` / `convertTime(_:to:)`: converts `t` from the local time of layer `from` to
    /// the local time of layer `to`; `nil` stands for scene (absolute) time on either side.
    ///
    /// - Throws: `MotionError.unknownLayer`.
    public func convertTime(_ t: Double, from: String?, to: String?) throws -> Double {
        var scene = t
        if let from {
            guard let i = indexByID[from] else { throw MotionError.unknownLayer(from) }
            scene = sceneTime(ofIndex: i, fromLocalTime: t)
        }
        guard let to else { return scene }
        guard let j = indexByID[to] else { throw MotionError.unknownLayer(to) }
        return layerTime(ofIndex: j, atSceneTime: scene)
    }

    /// The scene time at which an attached animation's active duration ends (infinite when it never does in
    /// scene time: infinite repeats, or a layer whose time does not run forward).
    private func naturalEnd(_ a: Attached, index i: Int) -> Double {
        let localEnd = a.animation.activeEnd(defaultDuration: MediaTiming.defaultDuration)
        guard localEnd.isFinite, runsForward(i) else { return .infinity }
        return sceneTime(ofIndex: i, fromLocalTime: localEnd)
    }

    /// The scene time at which an attached animation starts: its begin time, in scene time, not before it was added.
    private func startTime(_ a: Attached, index i: Int) -> Double {
        let begin = runsForward(i) ? sceneTime(ofIndex: i, fromLocalTime: a.animation.timing.beginTime) : a.addedAt
        return max(a.addedAt, begin)
    }

    /// The scene-time interval in which `animation` is active when added to layer `id` at scene time `time` (as
    /// `add(_:toLayer:forKey:at:)` would add it): its begin time and the end of its active duration (repeats and
    /// autoreverse included) mapped through the `beginTime`, `speed` and `timeOffset` of the layer and every
    /// ancestor, not starting before `time`. The upper bound is infinite when it never ends in scene time (infinite
    /// repeats, or a layer whose time does not run forward). `nil` when Core Animation would not add it (a
    /// duration ≤ 1e‑6 s).
    ///
    ///     superlayer speed 2, beginTime 0.5, duration 1 (local time of the layer)
    ///     local  0 ─────── 0.5 ═══════════════ 1.5
    ///     scene  0 ─ 0.25 ════════ 0.75
    ///
    /// - Throws: `MotionError.unknownLayer`, `.unknownKeyPath`, `.typeMismatch`.
    public func activeInterval(of animation: Animation, onLayer id: String, addedAt time: Double = 0) throws -> ClosedRange<Double>? {
        guard let i = indexByID[id] else { throw MotionError.unknownLayer(id) }
        var animation = animation
        if animation.timing.beginTime == 0 { animation.timing.beginTime = layerTime(ofIndex: i, atSceneTime: time) }
        let compiled = try CompiledAnimation(animation, layerType: flat[i].type)
        guard compiled.timing.resolvedDuration(default: MediaTiming.defaultDuration) > LayerTree.minimumDuration else { return nil }
        let attached = Attached(animation: compiled, key: nil, addedAt: time)
        let start = startTime(attached, index: i), end = naturalEnd(attached, index: i)
        guard start <= end else { return nil }
        return start...end
    }

    /// The scene-time interval in which `transaction`'s implicit animation of a property of layer `id` runs, as
    /// `commit` adds it: from `at` to the end of its duration in the layer's time, mapped through the `beginTime`,
    /// `speed` and `timeOffset` of the layer and every ancestor (a layer `speed` of 2 ends it `duration / 2` after
    /// `at`). `nil` when it adds no animation (a duration ≤ 1e‑6 s); the upper bound is infinite when the layer's
    /// time does not run forward.
    ///
    /// - Throws: `MotionError.unknownLayer`.
    public func activeInterval(of transaction: Transaction, onLayer id: String) throws -> ClosedRange<Double>? {
        guard let i = indexByID[id] else { throw MotionError.unknownLayer(id) }
        guard transaction.duration > LayerTree.minimumDuration else { return nil }
        // Every layer type has `opacity`; the interval does not depend on the key path.
        var a = BasicAnimation(.opacity)
        a.timing.beginTime = layerTime(ofIndex: i, atSceneTime: transaction.at)
        a.timing.duration = transaction.duration
        let attached = Attached(animation: .prepared(a, LayerProperty.opacity.erased), key: nil, addedAt: transaction.at)
        let start = startTime(attached, index: i), end = naturalEnd(attached, index: i)
        guard start <= end else { return nil }
        return start...end
    }

    /// The scene-time intervals of `transaction`'s implicit animations, one per changed layer (none when it adds no
    /// animation): what plots and contact sheets show, and where a scene's last motion ends.
    public func activeIntervals(of transaction: Transaction) -> [ClosedRange<Double>] {
        var layers: [String] = []
        for c in transaction.changes where !layers.contains(c.layer) { layers.append(c.layer) }
        return layers.compactMap { try? activeInterval(of: transaction, onLayer: $0) }
    }

    /// When a transaction's completion runs: once all its animations have ended or been removed; at its own time
    /// when it added none (reference §9).
    private func completionTime(_ tx: Int) -> Double {
        var end = transactions[tx].at
        for (track, index) in transactions[tx].animations {
            let a = tracks[track].animations[index]
            end = max(end, min(naturalEnd(a, index: track), a.removedAt))
        }
        return end
    }

    // MARK: Removing animations

    /// `removeAnimation(forKey:)` at scene time `time`: the animation under `key` on layer `id` stops applying from
    /// `time` on (the presentation value returns to the model value) and sends stopped(finished: false) if it had
    /// not reached its end.
    ///
    /// - Throws: `MotionError.unknownLayer`.
    public mutating func removeAnimation(forKey key: String, fromLayer id: String, at time: Double) throws {
        guard let i = indexByID[id] else { throw MotionError.unknownLayer(id) }
        detach(key: key, fromIndex: i, at: time)
    }

    /// `removeAllAnimations()` at scene time `time` on layer `id`.
    ///
    /// - Throws: `MotionError.unknownLayer`.
    public mutating func removeAllAnimations(fromLayer id: String, at time: Double) throws {
        guard let i = indexByID[id] else { throw MotionError.unknownLayer(id) }
        for j in tracks[i].animations.indices where tracks[i].animations[j].addedAt <= time {
            tracks[i].animations[j].removedAt = min(tracks[i].animations[j].removedAt, time)
        }
    }

    // MARK: Events

    /// The animation and transaction events whose times lie in `range` (scene time), in time order (ties: started
    /// before stopped, then the order of adding).
    ///
    /// - An animation starts at its begin time in scene time (not before it was added) and stops at the end of its
    ///   active duration (`finished: true`, also when it then fills forwards) or when it is removed or replaced
    ///   before that (`finished: false`; an animation removed before it started only stops).
    /// - An animation dropped for a duration ≤ 1e‑6 s starts and stops (finished) at the moment it was added.
    /// - A transaction completes once all its animations have stopped (at once if it added none).
    public func events(in range: ClosedRange<Double>) -> [AnimationEvent] {
        var out: [(AnimationEvent, Int)] = []
        var order = 0
        func emit(_ e: AnimationEvent) {
            if range.contains(e.time) { out.append((e, order)) }
            order += 1
        }
        for (i, track) in tracks.enumerated() {
            for a in track.animations {
                let start = startTime(a, index: i)
                let end = naturalEnd(a, index: i)
                if a.removedAt < start || (a.removedAt == start && a.removedAt < end) {
                    emit(AnimationEvent(time: a.removedAt, layer: flat[i].id, key: a.key, kind: .stopped(finished: false),
                                        animation: a.serial))
                    continue
                }
                emit(AnimationEvent(time: start, layer: flat[i].id, key: a.key, kind: .started, animation: a.serial))
                if a.removedAt < end {
                    emit(AnimationEvent(time: a.removedAt, layer: flat[i].id, key: a.key, kind: .stopped(finished: false),
                                        animation: a.serial))
                } else if end.isFinite {
                    emit(AnimationEvent(time: end, layer: flat[i].id, key: a.key, kind: .stopped(finished: true),
                                        animation: a.serial))
                }
            }
        }
        for d in dropped {
            emit(AnimationEvent(time: d.time, layer: flat[d.index].id, key: d.key, kind: .started, animation: d.serial))
            emit(AnimationEvent(time: d.time, layer: flat[d.index].id, key: d.key, kind: .stopped(finished: true),
                                animation: d.serial))
        }
        for tx in transactions.indices {
            emit(AnimationEvent(time: completionTime(tx), layer: nil, key: nil, kind: .transactionCompleted(index: tx)))
        }
        return out.sorted { a, b in
            if a.0.time != b.0.time { return a.0.time < b.0.time }
            if a.0.kind.rank != b.0.kind.rank { return a.0.kind.rank < b.0.kind.rank }
            return a.1 < b.1
        }.map(\.0)
    }
}
