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
        var out: (value: AnimatableValue, angle: Double?)? = nil
        withValue(at: local, presentation: presentation) { out = ($0, $1) }
        return out
    }

    /// `value(at:presentation:)` handed to `body` without copying it out (`withValue(atProgress:_:)`); no call when
    /// the animation has no effect.
    @inline(__always)
    func withValue(at local: LocalTime, presentation: () -> AnimatableValue,
                   _ body: (AnimatableValue, Double?) -> Void) {
        let p = animation.timingFunction.map { $0.evaluate(local.progress) } ?? local.progress
        let rotationMode = animation.rotationMode
        func angle(_ angle: Double?) -> Double? {
            guard let mode = rotationMode, let t = angle else { return nil }
            return mode == .autoReverse ? t + .pi : t
        }
        let cumulative = animation.isCumulative && local.iteration != 0
        guard cumulative || animation.isAdditive else {
            return withValue(atProgress: p) { v, a in body(v, angle(a)) }
        }
        withValue(atProgress: p) { value, a in
            var v = value
            if cumulative, let first = values.first, let last = values.last {
                v = v.adding(animation.timing.autoreverses ? first : last, times: local.iteration)
            }
            if animation.isAdditive { v = presentation().adding(v) }
            body(v, angle(a))
        }
    }
}
