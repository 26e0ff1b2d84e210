/// Lottie frames → seconds on the animation's timeline, as lottie-ios's `LayerAnimationContext`.
///
/// The root timeline starts at the animation's in point: scene time `t = (frame − ip) / fr`. Inside a precomp,
/// a child frame `f` is the parent frame `f × sr + st` (`simpleTimeRemapping`), so every keyframe lands on the
/// root timeline and all animations share one clock:
///
/// ```
/// root frames   ip ─────────────── st ──────────────────────── op
/// precomp       (frame 0 of the precomp sits at the layer's st; sr stretches it)
///                                   0 ──── 1 ──── 2 …   (each precomp frame lasts sr root frames)
/// ```
///
/// Every animation lasts `(op + 1 − ip) / fr` — lottie-ios adds one frame when the animation is paused, as its
/// snapshots are — and is clipped to that by a group.
struct TimeContext {
    let frameRate: Double
    /// The root in point (`ip`) and out point (`op`).
    let startFrame: Double
    let endFrame: Double
    /// Whether a one-segment animation's key times are rounded to `Float` as lottie-ios writes them
    /// (`PropertyAnimation.singleSegmentKeyTimes`); off under `LottieSemantics.afterEffects`.
    var roundsKeyTimesToFloat = true
    /// Whether every hold keyframe shows its value from its key time until the next keyframe, as After Effects
    /// holds it (`PropertyAnimation.keyframeAnimation`): on under `LottieSemantics.afterEffects`. Off (lottie-ios),
    /// Core Animation's discrete arithmetic decides, and drops a hold between eased keyframes and a discrete
    /// position path's last point.
    var showsEveryHeldValue = false
    /// Where the translation meets something that renders differently under the two semantics (shared by every
    /// copy of the context).
    var semanticsNotes = SemanticsNotes()
    /// Local frame → root frame.
    private var remapping: [(scale: Double, offset: Double)] = []
    /// Root frame → local frame, each precomp's map from the root down (`TimeRemapping.swift`).
    private(set) var complexSteps: [TimeRemapStep] = []

    init(frameRate: Double, startFrame: Double, endFrame: Double) {
        self.frameRate = frameRate
        self.startFrame = startFrame
        self.endFrame = endFrame
    }

    /// The root frame of a local frame.
    func rootFrame(_ frame: Double) -> Double {
        var f = frame
        for r in remapping.reversed() { f = f * r.scale + r.offset }
        return f
    }

    /// Whether the root frame decreases as the local frame increases: an odd number of the precomps above play
    /// backwards (`sr` < 0).
    var reversesTime: Bool { remapping.reduce(false) { $0 != ($1.scale < 0) } }

    /// `group` with its keyframe times as root frames, in ascending order (`KeyframeGroup.reversedInTime` where the
    /// map reverses time), for `withoutTimeRemapping()`.
    func inRootFrames<V>(_ group: KeyframeGroup<V>) -> KeyframeGroup<V> {
        var g = group
        for i in g.keyframes.indices { g.keyframes[i].time = rootFrame(g.keyframes[i].time) }
        return reversesTime ? g.reversedInTime() : g
    }

    /// Seconds on the root timeline of a local frame.
    func time(_ frame: Double) -> Double { (rootFrame(frame) - startFrame) / frameRate }

    /// lottie-ios's `LayerAnimationContext.progressTime(for:)`: a local frame as a fraction of the animation,
    /// `(root frame − ip) / (op + 1 − ip)`, in frames (not seconds, so no `fr` rounding enters).
    func progressTime(_ frame: Double) -> Double { (rootFrame(frame) - startFrame) / (endFrame + 1 - startFrame) }

    /// The duration of every animation (and its clipping group): one frame more than `op − ip`.
    var duration: Double { (endFrame + 1 - startFrame) / frameRate }

    /// Where lottie-ios starts the first segment of a split animation at the latest: `context.time(forFrame:
    /// context.animation.startFrame)` in `CALayer+addAnimation.swift` (`animationGroup`), the root in point taken as
    /// a frame of this context and mapped to the root timeline like any keyframe time — inside a precomp with start
    /// time `st` that is `ip + st`, not `ip`.
    var segmentStartTime: Double { time(startFrame) }

    /// Where lottie-ios ends the last segment of a split animation at the earliest: the root out point taken as a
    /// frame of this context (`context.time(forFrame: context.animation.endFrame)`), `op + st` inside a precomp with
    /// start time `st`. A hold segment ending at the root out point therefore keeps a value after it there
    /// (issue_1717 at 100 %).
    var segmentEndTime: Double { time(endFrame) }

    /// A precomp's children: child frame `f` is this context's frame `f × stretch + start`; with a time remap
    /// (`tm`) the children's animations are sampled instead (`TimeRemapping.swift`).
    func precomp(startTime: Double, timeStretch: Double, timeRemap: KeyframeGroup<LottieVector>? = nil) -> TimeContext {
        var c = self
        c.remapping.append((timeStretch, startTime))
        c.complexSteps.append(timeRemap.map { .remap($0, frameRate: frameRate) } ?? .linear(start: startTime, stretch: timeStretch))
        return c
    }

    /// This context with no precomp maps: keyframe times are root frames (`withoutTimeRemapping`).
    func withoutTimeRemapping() -> TimeContext {
        var c = self
        c.remapping = []
        c.complexSteps = []
        return c
    }
}
