/// Whether an animation gives the same value at two times, answered from its timing and key values alone, without
/// evaluating it: what lets a run of frames skip evaluating a tree that cannot have changed
/// (`LayerTree.presentsTheSame(at:and:)`).
///
/// The answer is conservative: `true` only when the two values are certainly equal (`==`, the equality frames are
/// compared with), `false` whenever that cannot be told cheaply.
///
///     keyframes   A ───── A ═════ B ───── B        values at key times, linear
///     progress    0      0.3     0.6      1
///     same        t0, t1 both in 0…0.3 (A to A) or both in 0.6…1 (B to B); a hold or a discrete slot likewise
extension CompiledAnimation {
    func sameValue(at t0: Double, _ t1: Double, defaultDuration: Double) -> Bool {
        if t0 == t1 { return true }
        switch self {
        case .basic(let node), .pathMorph(let node, _):
            return sameLocalTime(node.animation.timing, node.animation.isRemovedOnCompletion, t0, t1, defaultDuration)
        case .spring(let node):
            return sameLocalTime(node.animation.timing, node.animation.isRemovedOnCompletion, t0, t1, defaultDuration)
        case .group(let node):
            let g = node.group
            let l0 = g.timing.localTime(at: t0, defaultDuration: defaultDuration, isRemovedOnCompletion: g.isRemovedOnCompletion)
            let l1 = g.timing.localTime(at: t1, defaultDuration: defaultDuration, isRemovedOnCompletion: g.isRemovedOnCompletion)
            guard let l0, let l1 else { return l0 == nil && l1 == nil }
            let c0 = g.childTime(at: l0, defaultDuration: defaultDuration)
            let c1 = g.childTime(at: l1, defaultDuration: defaultDuration)
            let d = g.timing.resolvedDuration(default: defaultDuration)
            return node.children.allSatisfy { $0.sameValue(at: c0, c1, defaultDuration: d) }
        case .keyframe(let node):
            let k = node.animation, a = k.animation
            let l0 = a.timing.localTime(at: t0, defaultDuration: defaultDuration, isRemovedOnCompletion: a.isRemovedOnCompletion)
            let l1 = a.timing.localTime(at: t1, defaultDuration: defaultDuration, isRemovedOnCompletion: a.isRemovedOnCompletion)
            guard let l0, let l1 else { return l0 == nil && l1 == nil }
            if l0 == l1 { return true }
            // A cumulative animation adds its iteration's multiple of a value.
            if a.isCumulative && l0.iteration != l1.iteration { return false }
            let p0 = a.timingFunction.map { $0.evaluate(l0.progress) } ?? l0.progress
            let p1 = a.timingFunction.map { $0.evaluate(l1.progress) } ?? l1.progress
            if p0 == p1 { return true }
            // Compared where they are in `values` (no copies out of the array).
            guard let i0 = k.pinnedIndex(atProgress: p0), let i1 = k.pinnedIndex(atProgress: p1) else { return false }
            return k.values[i0] == k.values[i1]
        }
    }

    /// Equal local times give equal values (the value is a function of the local time and the inputs).
    private func sameLocalTime(_ timing: MediaTiming, _ removed: Bool, _ t0: Double, _ t1: Double, _ d: Double) -> Bool {
        timing.localTime(at: t0, defaultDuration: d, isRemovedOnCompletion: removed)
            == timing.localTime(at: t1, defaultDuration: d, isRemovedOnCompletion: removed)
    }
}

extension CompiledKeyframes {
    /// The keyframe value that progress `t` shows whatever its place in its segment, or `nil` when the value moves
    /// within the segment (or that cannot be told cheaply):
    /// - a segment that indexes one value twice (more key times than values): that value (with a path, the angle at
    ///   the path's end, fixed there);
    /// - a discrete slot: its value (and, with a path, the angle of that slot);
    /// - a linear segment between two equal values of a kind blended component by component (`a + (b − a) × u`
    ///   gives `a` at every `u`), without a path, a morph or a spline.
    func pinnedValue(atProgress progress: Double) -> AnimatableValue? {
        pinnedIndex(atProgress: progress).map { values[$0] }
    }

    /// `pinnedValue(atProgress:)` as its index in `values`.
    func pinnedIndex(atProgress progress: Double) -> Int? {
        let n = values.count
        guard n > 0 else { return nil }
        if n == 1 { return 0 }
        let t = min(max(progress, 0), 1)
        let s = segment(atProgress: t).index
        let i = min(s, n - 1), j = min(s + 1, n - 1)
        if animation.calculationMode == .discrete { return track == nil ? i : nil }
        if i == j { return i }
        guard track == nil, animation.calculationMode == .linear || animation.calculationMode == .paced,
              i >= morphs.count || morphs[i] == nil, values[i] == values[j], values[i].blendsComponentwise
        else { return nil }
        return i
    }
}

extension AnimatableValue {
    /// Whether `interpolated(to:amount:)` blends this kind component by component with `a + (b − a) × u` (or switches
    /// between the two), so that two equal values blend to that value at every amount.
    var blendsComponentwise: Bool {
        switch self {
        case .number, .point, .size, .color, .colors, .numbers, .bool, .string, .none: true
        // A rect's blend makes its size positive (`abs`) except where it snaps to an end value; paths and transforms
        // blend through other arithmetic.
        case .rect, .path, .transform: false
        }
    }
}
