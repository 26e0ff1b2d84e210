import Geometry

/// Evaluating `CAKeyframeAnimation` (reference §4).
extension KeyframeAnimation {
    /// The animated value at `local` time (without path rotation), or `nil` without values.
    ///
    /// Order (reference §4): the animation's timing function eases the progress; the keyframe segment and its local
    /// fraction are found; cumulative adds `iteration × (autoreverses ? first : last value)`; additive adds the
    /// result to `presentation`.
    public func value(at local: LocalTime, presentation: AnimatableValue) -> AnimatableValue? {
        CompiledKeyframes(self).value(at: local, presentation: { presentation })?.value
    }
}

extension CompiledKeyframes {
    /// `presentation` is asked for only by an additive animation.
    func value(at local: LocalTime, presentation: () -> AnimatableValue) -> (value: AnimatableValue, angle: Double?)? {
        let p = animation.timingFunction.map { $0.evaluate(local.progress) } ?? local.progress
        guard var (v, angle) = value(atProgress: p) else { return nil }
        if animation.isCumulative && local.iteration != 0, let first = values.first, let last = values.last {
            v = v.adding(animation.timing.autoreverses ? first : last, times: local.iteration)
        }
        if animation.isAdditive { v = presentation().adding(v) }
        if let mode = animation.rotationMode, let t = angle {
            angle = mode == .autoReverse ? t + .pi : t
        } else {
            angle = nil
        }
        return (v, angle)
    }
}
