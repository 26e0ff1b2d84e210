import Geometry

/// Evaluating `CAKeyframeAnimation` and `CASpringAnimation` (reference §4, §6).
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

extension KeyframeAnimation {
    /// The animated value at `local` time (without path rotation), or `nil` without values.
    ///
    /// Order (reference §4): the animation's timing function eases the progress; the keyframe segment and its local
    /// fraction are found; cumulative adds `iteration × (autoreverses ? first : last value)`; additive adds the
    /// result to `presentation`.
    public func value(at local: LocalTime, presentation: AnimatableValue) -> AnimatableValue? {
        CompiledKeyframes(self).value(at: local, presentation: presentation)?.value
    }
}

extension CompiledKeyframes {
    func value(at local: LocalTime, presentation: AnimatableValue) -> (value: AnimatableValue, angle: Double?)? {
        let a = animation
        let p = a.timingFunction.map { $0.evaluate(local.progress) } ?? local.progress
        guard var (v, angle) = value(atProgress: p) else { return nil }
        if a.isCumulative && local.iteration != 0, let first = values.first, let last = values.last {
            v = v.adding(a.timing.autoreverses ? first : last, times: local.iteration)
        }
        if a.isAdditive { v = presentation.adding(v) }
        if let mode = a.rotationMode, let t = angle {
            angle = mode == .autoReverse ? t + .pi : t
        } else {
            angle = nil
        }
        return (v, angle)
    }
}
