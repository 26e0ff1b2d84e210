/// Mapping parent time to an animation's local time (`CAMediaTiming`, reference §1).
///
/// ```
/// parent time ──────|beginTime|═══════════ active duration / |speed| ═══════════|end|──────────▶
///                   ▲                                                            ▲
///     fill backwards: clamp here                                  fill forwards: clamp here
///                                                                 (only if !isRemovedOnCompletion)
///
/// t_active = (clamp(t, begin, end) − begin) × speed + timeOffset
///
/// active time  0 ─────── d ─────── 2d ────── 3d        repeatCount 3, no autoreverse
/// local time   0 ──────▶ d│0 ────▶ d│0 ────▶ d          progress = t_local / d
/// iteration        0     │    1    │    2             (at exactly the end: progress 1 of the last one)
///
/// active time  0 ─────── d ─────── 2d                  autoreverses, cycle = 2d
/// local time   0 ──────▶ d ──────▶ 0                   back half mirrored: t_local = 2d − t_cycle
/// iteration        0          0
/// ```
extension MediaTiming {
    /// The default duration of an animation attached directly to a layer (`CATransaction.animationDuration`).
    public static let defaultDuration = 0.25

    /// One iteration's duration: `duration`, or `defaultDuration` when `duration ≤ 0` (0.25 s at top level; the
    /// group's duration for a group's child).
    public func resolvedDuration(default defaultDuration: Double) -> Double {
        duration > 0 ? duration : defaultDuration
    }

    /// `resolvedDuration`, doubled when `autoreverses`.
    public func cycleDuration(default defaultDuration: Double) -> Double {
        let d = resolvedDuration(default: defaultDuration)
        return autoreverses ? 2 * d : d
    }

    /// The active duration in active local time (SMIL-style; reference §1.2): `repeatDuration` if > 0, else
    /// `cycle × repeatCount` if > 0, else one cycle. May be infinite.
    public func activeDuration(default defaultDuration: Double) -> Double {
        let cycle = cycleDuration(default: defaultDuration)
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return repeatCount.isInfinite ? .infinity : cycle * repeatCount }
        return cycle
    }

    /// The end of the active duration in parent time: `beginTime + activeDuration / |speed|` (infinite for speed 0).
    public func activeEnd(default defaultDuration: Double) -> Double {
        if speed == 0 { return .infinity }
        return beginTime + activeDuration(default: defaultDuration) / abs(speed)
    }

    /// The local time at parent time `t`, or `nil` when the animation does not apply at `t`.
    ///
    /// The animation applies iff `(t ≥ beginTime || fills backwards) && (t ≤ end || (fills forwards &&
    /// !isRemovedOnCompletion))`: both ends inclusive (reference §1.3). Outside the active window the time is clamped
    /// to the nearer end. At exactly the end the final value shows: progress 1 of the last iteration (or the
    /// fractional point where a fractional `repeatCount` stops), never wrapped to 0.
    ///
    /// - Speed 0 freezes active time at `timeOffset`.
    /// - Negative speed (UNCONFIRMED in Core Animation): active time runs from the end of the active duration back to
    ///   its start over the same window.
    public func localTime(at t: Double, defaultDuration: Double, isRemovedOnCompletion: Bool) -> LocalTime? {
        let d = resolvedDuration(default: defaultDuration)
        guard d > 0 else { return nil }
        let cycle = autoreverses ? 2 * d : d
        let active = activeDuration(default: defaultDuration)
        let end = activeEnd(default: defaultDuration)
        if t < beginTime && !fillMode.fillsBackwards { return nil }
        if t > end && !(fillMode.fillsForwards && !isRemovedOnCompletion) { return nil }

        // Elapsed active time within the window, 0…active.
        let elapsed: Double
        var atEnd = false
        if speed == 0 {
            elapsed = 0
        } else if t >= end {
            atEnd = speed > 0
            elapsed = speed > 0 ? active : 0
        } else if t <= beginTime {
            elapsed = speed > 0 ? 0 : active
        } else if speed > 0 {
            elapsed = min((t - beginTime) * speed, active)
        } else {
            elapsed = max(active + (t - beginTime) * speed, 0)
        }
        let tActive = elapsed + timeOffset

        var iterationD = (tActive / cycle).rounded(.down)
        var tCycle = tActive - iterationD * cycle
        // At the very end of the active duration, show the end of the last iteration rather than the start of the
        // next one (tolerant of rounding in `cycle × repeatCount`).
        if atEnd && tActive > 0 && tCycle <= cycle * 1e-9 {
            iterationD -= 1
            tCycle = cycle
        }
        if tCycle < 0 { tCycle = 0 }
        if tCycle > cycle { tCycle = cycle }
        let tLocal = (autoreverses && tCycle > d) ? 2 * d - tCycle : tCycle
        let progress = min(max(tLocal / d, 0), 1)
        // `iterationD` is whole (rounded down): inside Int32's range it converts exactly, as `clampedInt` would.
        let iteration: Int
        if iterationD >= Double(Int32.min) && iterationD <= Double(Int32.max), let whole = Int(exactly: iterationD) {
            iteration = whole
        } else {
            iteration = iterationD.isFinite ? iterationD.clampedInt(in: Int(Int32.min)...Int(Int32.max)) : 0
        }
        return LocalTime(iteration: iteration, progress: progress)
    }
}
