import Geometry

/// Evaluating `CASpringAnimation` (reference §6).
extension SpringAnimation {
    /// The animated value at `local` time, or `nil` without from/to/by. As `BasicAnimation.value(at:…)`, with the
    /// interpolation amount `p_spring(duration × p)` in place of `p` (`duration` is `resolvedTiming.duration`).
    public func value(at local: LocalTime, presentation: AnimatableValue, model: AnimatableValue) -> AnimatableValue? {
        let b = basic
        guard let (from, to) = b.endpoints(presentation: presentation, model: model) else { return nil }
        let p = timingFunction.map { $0.evaluate(local.progress) } ?? local.progress
        var v: AnimatableValue
        if p <= 0 {
            v = from
        } else if p >= 1 {
            v = to
        } else {
            v = from.interpolated(to: to, amount: progress(at: resolvedTiming.duration * p))
        }
        if isCumulative && local.iteration != 0 {
            v = v.adding(timing.autoreverses ? from : to, times: local.iteration)
        }
        if isAdditive { v = presentation.adding(v) }
        return v
    }
}
