/// Evaluating `CAAnimationGroup` (reference §5).
extension AnimationGroup {
    /// The time the children see, in the group's time space, when the group is at `local`:
    /// `groupDuration × timingFunction(progress)`, clipped to [0, groupDuration] so a child never sees time past the
    /// group's end.
    ///
    /// ```
    /// group   |0 ═══ eased p ═══ 1|        child parent time = d_group × p
    /// child   |begin ══ d ══|              (beginTime relative to the group; duration ≤ 0 → d_group)
    /// ```
    public func childTime(at local: LocalTime, defaultDuration: Double) -> Double {
        let d = timing.resolvedDuration(default: defaultDuration)
        let p = timingFunction.map { $0.evaluate(local.progress) } ?? local.progress
        return min(max(d * p, 0), d)
    }
}
