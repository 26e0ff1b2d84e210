/// Evaluating `CABasicAnimation` (reference §3).
extension BasicAnimation {
    /// The values the animation interpolates between, per Core Animation's from/to/by table (`P` = presentation value
    /// composed so far, `M` = model value):
    ///
    /// | set          | from → to      |
    /// |--------------|----------------|
    /// | from, to     | from → to      |
    /// | from, by     | from → from+by |
    /// | by, to       | to−by → to     |
    /// | from         | from → M       |
    /// | to           | P → to         |
    /// | by           | P → P+by       |
    /// | from, to, by | from → to      |
    /// | none         | `nil` (no effect) |
    public func endpoints(presentation p: AnimatableValue, model m: AnimatableValue)
        -> (from: AnimatableValue, to: AnimatableValue)?
    {
        switch (fromValue, toValue, byValue) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, f.adding(b))
        case (nil, let t?, let b?): return (t.subtracting(b), t)
        case (let f?, nil, nil): return (f, m)
        case (nil, let t?, nil): return (p, t)
        case (nil, nil, let b?): return (p, p.adding(b))
        case (nil, nil, nil): return nil
        }
    }

    /// The animated value at `local` time, or `nil` when the animation has no effect (no from/to/by).
    ///
    /// Order (reference §3.2): eased progress `p = timingFunction(progress)` (nil = exactly linear); `p ≤ 0` → exactly
    /// `from`, `p ≥ 1` → exactly `to`, else the interpolation; cumulative adds `iteration × to` (`× from` when
    /// autoreversing); additive adds the result to `presentation`.
    public func value(at local: LocalTime, presentation: AnimatableValue, model: AnimatableValue) -> AnimatableValue? {
        value(at: local, presentation: presentation, model: model, preparedMorph: nil)
    }

    /// `value(at:presentation:model:)` with paths blended by `morph`, through `preparedMorph` when the compiled
    /// animation normalised its paths once.
    func value(at local: LocalTime, presentation: AnimatableValue, model: AnimatableValue,
               preparedMorph: PreparedPathMorph?) -> AnimatableValue? {
        guard let (from, to) = endpoints(presentation: presentation, model: model) else { return nil }
        let p = timingFunction.map { $0.evaluate(local.progress) } ?? local.progress
        var v: AnimatableValue
        if p <= 0 {
            v = from
        } else if p >= 1 {
            v = to
        } else {
            v = preparedMorph?.blend(from, to, amount: p) ?? from.interpolated(to: to, amount: p, morph: morph)
        }
        if isCumulative && local.iteration != 0 {
            v = v.adding(timing.autoreverses ? from : to, times: local.iteration)
        }
        if isAdditive {
            v = presentation.adding(v)
        }
        return v
    }
}
