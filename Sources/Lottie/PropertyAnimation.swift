import Geometry
import Motion

/// A translated property: a constant the layer holds as its model value, or an animation.
enum TranslatedProperty {
    case constant(AnimatableValue)
    case animated(Animation)
}

/// Lottie keyframes → a Core Animation keyframe animation, as lottie-ios's `CALayer.addAnimation(for:keyframes:…)`.
///
/// - One keyframe: a constant (lottie-ios writes it onto the layer).
/// - Otherwise the keyframes are split where hold and non-hold keyframes meet (`segmentsSplitByCalculationMode`);
///   each segment is one `CAKeyframeAnimation`: key times from the keyframe times, values, one timing function per
///   segment from the out tangent of its first keyframe and the in tangent of its second
///   (`CAMediaTimingFunction(controlPoints:)`), `calculationMode` discrete when the segment's first keyframe holds,
///   and for `position` a `path` through the values with the spatial tangents as control points.
/// - A discrete `position` path has as many key times as points: Core Animation never shows its last point.
/// - Non-path animations get a keyframe at 0 and 1 when theirs do not start or end there (lottie-ios's `validate`);
///   discrete ones then drop their last value (one fewer value than key times). A discrete segment left with one
///   value (a hold between eased keyframes that spans its whole segment) changes nothing in Core Animation: the
///   layer shows its model value there. Under `LottieSemantics.afterEffects` (`TimeContext.showsEveryHeldValue`)
///   such a segment keeps both values and shows the held one, and a discrete position path gets a slot for its
///   last point: After Effects shows a hold keyframe's value from its key time until the next keyframe, and the
///   last keyframe's value to the end (lottie-spec `docs/specs/properties.md`, "Keyframes"; lottie-web
///   `player/js/utils/PropertyFactory.js`, `interpolateValue`: `keyData.h === 1 ? keyData.s[i] : …`).
/// - The result is clipped by a group that lasts `TimeContext.duration` and fills both ways.
///
/// Motion takes key times in 0…1 only, while lottie-ios's may fall outside (a precomp's keyframes before the root in
/// point): each keyframe animation therefore spans `[min(first key, 0), max(last key, duration)]` with its key times
/// rescaled to it, and fills both ways — the same value at every instant of the clipping group.
enum PropertyAnimation {
    static func translate<V>(_ group: KeyframeGroup<V>, keyPath: String, context: TimeContext, isPosition: Bool = false,
                             value: (V) -> AnimatableValue) -> TranslatedProperty {
        if group.keyframes.count > 1, context.mustUseComplexTimeRemapping {
            return translate(context.sampledWithTimeRemapping(group), keyPath: keyPath,
                             context: context.withoutTimeRemapping(), isPosition: isPosition, value: value)
        }
        if group.keyframes.count > 1, context.reversesTime {
            // Inside a precomp played backwards (`sr` < 0) the keyframes land on the root timeline in descending
            // order; Core Animation's key times must ascend ("Each successive value in the array must be greater
            // than, or equal to, the previous value", `CAKeyframeAnimation.keyTimes`), so they are put in root
            // frames and in ascending order first — the same values at every root frame (`reversedInTime`).
            return translate(context.inRootFrames(group), keyPath: keyPath, context: context.withoutTimeRemapping(),
                             isPosition: isPosition, value: value)
        }
        let keyframes = group.keyframes
        if keyframes.count == 1 { return .constant(value(keyframes[0].value)) }
        let segments = splitByCalculationMode(keyframes)
        var children: [Animation] = []
        if segments.count == 1 {
            let times = keyframes.map { context.time($0.time) }
            let start = min(times[0], 0), end = max(times[times.count - 1], context.duration)
            let progress = keyframes.map { context.progressTime($0.time) }
            if keyframes[0].isHold, progress.contains(where: { Double(Float($0)) > $0 }) {
                context.semanticsNotes.holdKeyTimeRoundsUp = true
            }
            let keyTimes = context.roundsKeyTimesToFloat
                ? singleSegmentKeyTimes(progress, duration: context.duration, span: (start, end))
                : nil
            children.append(.keyframe(keyframeAnimation(keyframes, times: times, span: (start, end), keyPath: keyPath,
                                                         isPosition: isPosition, value: value, fill: .both,
                                                         keyTimes: keyTimes,
                                                         showsEveryHeldValue: context.showsEveryHeldValue,
                                                         notes: context.semanticsNotes)))
        } else {
            for (index, segment) in segments.enumerated() {
                let times = segment.map { context.time($0.time) }
                var start = times[0], end = times[times.count - 1]
                // lottie-ios (`CALayer+addAnimation.swift`, `animationGroup`) stretches the first segment back to
                // `context.time(forFrame: animation.startFrame)` and the last one on to `…(forFrame:
                // animation.endFrame)`: the root's in and out points read as frames of this (pre)composition, so
                // inside a precomp they are shifted by its start time (`TimeContext.segmentBounds`).
                if index == 0 { start = min(context.segmentStartTime, start) }
                if index == segments.count - 1 { end = max(context.segmentEndTime, end) }
                guard end > start else { continue }
                // lottie-ios's segments fill nothing; the first and last here fill outwards so that the clipping
                // group's extra frame and any instant before the first key keep their values.
                let fill: FillMode = segments.count == 1 ? .both
                    : index == 0 ? .backwards : index == segments.count - 1 ? .forwards : .removed
                children.append(.keyframe(keyframeAnimation(segment, times: times, span: (start, end), keyPath: keyPath,
                                                             isPosition: isPosition, value: value, fill: fill,
                                                             showsEveryHeldValue: context.showsEveryHeldValue,
                                                             notes: context.semanticsNotes)))
            }
        }
        var clip = AnimationGroup(animations: children)
        clip.timing.duration = context.duration
        clip.timing.fillMode = .both
        clip.isRemovedOnCompletion = false
        return .animated(.group(clip))
    }

    /// The key times of an animation that is one segment, as lottie-ios writes them
    /// (`CALayer+addAnimation.swift`, `keyframeAnimation`: `NSNumber(value: Float(try
    /// context.progressTime(for: keyframeModel.time)))`): each keyframe's progress through the animation rounded to
    /// a 32-bit `Float`. The rounding decides what a hold keyframe shows at exactly its own frame: Core Animation's
    /// discrete mode shows value i for `keyTimes[i] ≤ t < keyTimes[i + 1]`, and the sampled fraction `t` (a
    /// double) falls just below a key time that `Float` rounded up — frame 8 of `op` 32 is 8/33 =
    /// 0.242424242424…, whose `Float` is 0.24242425…, so at frame 8 the value before it still shows — and on or
    /// after one rounded down (17/33 shows the new value). A split animation's segments keep their `Double` key
    /// times (`customKeyTimes`), so no rounding applies there.
    ///
    /// `span` is the interval the keyframe animation covers in seconds (see the type's note); when it is wider than
    /// `[0, duration]`, the rounded key times are moved into it.
    static func singleSegmentKeyTimes(_ progress: [Double], duration: Double, span: (Double, Double)) -> [Double] {
        let rounded = progress.map { Double(Float($0)) }
        if span.0 == 0 && span.1 == duration { return rounded }
        let length = span.1 - span.0
        return rounded.map { length > 0 ? min(max(($0 * duration - span.0) / length, 0), 1) : 0 }
    }

    /// lottie-ios's `segmentsSplitByCalculationMode`: a new segment starts at each keyframe whose hold flag differs
    /// from the previous one's; that keyframe ends the old segment and starts the new one.
    static func splitByCalculationMode<V>(_ keyframes: [Keyframe<V>]) -> [[Keyframe<V>]] {
        var segments: [[Keyframe<V>]] = []
        var current: [Keyframe<V>] = []
        for kf in keyframes {
            guard let last = current.last else { current.append(kf); continue }
            current.append(kf)
            if kf.isHold != last.isHold {
                segments.append(current)
                current = [kf]
            }
        }
        segments.append(current)
        return segments
    }

    static func keyframeAnimation<V>(_ keyframes: [Keyframe<V>], times: [Double], span: (Double, Double),
                                     keyPath: String, isPosition: Bool, value: (V) -> AnimatableValue,
                                     fill: FillMode, keyTimes given: [Double]? = nil,
                                     showsEveryHeldValue: Bool = false,
                                     notes: SemanticsNotes? = nil) -> KeyframeAnimation {
        let length = span.1 - span.0
        var keyTimes = given ?? times.map { length > 0 ? min(max(($0 - span.0) / length, 0), 1) : 0 }
        // Rounding can leave neighbours a hair out of order.
        for i in keyTimes.indices.dropFirst() where keyTimes[i] < keyTimes[i - 1] { keyTimes[i] = keyTimes[i - 1] }
        var timingFunctions: [TimingFunction] = []
        for i in keyframes.indices.dropLast() {
            timingFunctions.append(Keyframe<V>.timingFunction(out: keyframes[i].outTangent,
                                                              in: keyframes[i + 1].inTangent))
        }
        let discrete = keyframes[0].isHold
        var a = KeyframeAnimation(keyPath: keyPath)
        a.calculationMode = discrete ? .discrete : .linear
        if isPosition {
            // lottie-ios gives a discrete position path as many key times as points; Core Animation's discrete mode
            // then never shows the last point (after the last key time the one before holds; Motion follows its
            // rule, see `KeyframeAnimation`), which the oracle's TypeFace-Y at 75 % and Watermelon show.
            a.path = positionPath(keyframes, value: value)
            // After Effects holds the last point from its key time on: one more key time (1) gives it a slot, the
            // count with which Core Animation's discrete mode shows every value.
            if discrete, let last = keyTimes.last, last < 1 {
                let n = keyframes.count
                if n > 1, value(keyframes[n - 1].value) != value(keyframes[n - 2].value) {
                    notes?.note(SemanticsNotes.lastHeldPosition)
                }
                if showsEveryHeldValue { keyTimes.append(1) }
            }
        } else {
            var values = keyframes.map { value($0.value) }
            if keyTimes.first != 0 {
                keyTimes.insert(0, at: 0); values.insert(values[0], at: 0); timingFunctions.insert(.linear, at: 0)
            }
            if keyTimes.last != 1 {
                keyTimes.append(1); values.append(values[values.count - 1]); timingFunctions.append(.linear)
            }
            // Core Animation ignores a keyframe animation with one value (a hold between eased keyframes that
            // spans its whole segment); After Effects shows the held value until the next keyframe, and with its
            // two values kept (as many key times as values) the discrete mode shows the first over the segment.
            if discrete, values.count == 2 { notes?.note(SemanticsNotes.holdBetweenEasedKeyframes) }
            if discrete, !(showsEveryHeldValue && values.count == 2) { values.removeLast() }
            a.values = values
        }
        a.keyTimes = keyTimes
        a.timingFunctions = discrete ? nil : timingFunctions
        a.timing.beginTime = span.0
        a.timing.duration = length
        a.timing.fillMode = fill
        a.isRemovedOnCompletion = false
        return a
    }

    /// lottie-ios's position path: a line to each next keyframe, or a cubic when the spatial out tangent of the
    /// first and the spatial in tangent of the second are not both zero.
    static func positionPath<V>(_ keyframes: [Keyframe<V>], value: (V) -> AnimatableValue) -> Path {
        func point(_ kf: Keyframe<V>) -> Point {
            if case .point(let p) = value(kf.value) { return p }
            return .zero
        }
        var b = Path.Builder()
        b.move(to: point(keyframes[0]))
        for i in keyframes.indices.dropLast() {
            let a = keyframes[i], c = keyframes[i + 1]
            let p0 = point(a), p1 = point(c)
            if let o = a.spatialOutTangent, let t = c.spatialInTangent, !(o == .zero && t == .zero) {
                b.cubic(to: p1, control1: p0 + o, control2: p1 + t)
            } else {
                b.line(to: p1)
            }
        }
        return b.build()
    }
}
