/// Time remapping (`tm`) on precomps, as lottie-ios's Core Animation engine does it (`PreCompLayer.setupAnimations`,
/// `LayerAnimationContext.withComplexTimeRemapping`, `Keyframes+timeRemapping.swift`).
///
/// `st` and `sr` are a linear map, so lottie-ios turns a child's keyframe times into root times directly
/// (`TimeContext.precomp`). `tm` is an arbitrary curve (seconds of the precomp at each frame of its layer), which
/// cannot be inverted: below a precomp with `tm`, every animated property is sampled instead
/// (`manuallyInterpolatedWithTimeRemapping`) — at each whole root frame g from `ip` up to (not including) `op`,
/// the child's local frame is found by applying, from the root down, each precomp's map: `(g − st) / sr`, or for a
/// precomp with `tm`, `tm(g) × fr` (its `st` and `sr` then play no part); the property's value at that local frame
/// becomes a linear keyframe at root frame g.
///
/// ```
/// root frames      0     1     2     3     4   …   (op − 1)
/// tm (seconds)     0    0.1   0.1   0.05   0        the precomp layer's tm keyframes, in its parent's time
/// child frame      0     3     3    1.5    0        tm × fr (fr 30)
/// keyframe         v(0)  v(3)  v(3) v(1.5) v(0)     each child property, linear between samples
/// ```
enum TimeRemapStep {
    /// `(frame − start) / stretch`: a precomp without `tm`.
    case linear(start: Double, stretch: Double)
    /// `tm(frame) × frameRate`: a precomp with `tm` (seconds).
    case remap(KeyframeGroup<LottieVector>, frameRate: Double)

    func localFrame(_ frame: Double) -> Double {
        switch self {
        case .linear(let start, let stretch): (frame - start) / stretch
        case .remap(let tm, let fr): (tm.value(atFrame: frame).first ?? 0) * fr
        }
    }
}

extension TimeContext {
    /// Whether some precomp above uses `tm`, so that animations must be sampled (lottie-ios's
    /// `mustUseComplexTimeRemapping`).
    var mustUseComplexTimeRemapping: Bool {
        complexSteps.contains { if case .remap = $0 { true } else { false } }
    }

    /// The local frame of a root frame, through every precomp above (`complexTimeRemapping`).
    func localFrame(ofRootFrame frame: Double) -> Double {
        complexSteps.reduce(frame) { $1.localFrame($0) }
    }

    /// `group` sampled at each whole root frame from `ip` up to `op` (`manuallyInterpolatedWithTimeRemapping`):
    /// keyframes in root frames, for `withoutTimeRemapping()`.
    ///
    /// A sample whose value is identical to both its neighbours' is left out: linear keyframes between two identical
    /// values give that value exactly, so every instant keeps its value, and a precomp that holds still for most of
    /// a long remapped range (Issues-pr_2286: nested remapped precomps, 1000 frames) costs two keyframes per still
    /// run instead of one per frame.
    func sampledWithTimeRemapping<V>(_ group: KeyframeGroup<V>) -> KeyframeGroup<V> {
        var out: [Keyframe<V>] = []
        for g in stride(from: startFrame, to: endFrame, by: 1) {
            let value = group.value(atFrame: localFrame(ofRootFrame: g))
            // Drop the previous sample when it lies inside a run: identical to the one before it and to this one.
            if out.count >= 2, out[out.count - 1].value.isIdentical(to: value),
               out[out.count - 2].value.isIdentical(to: out[out.count - 1].value) {
                out[out.count - 1].time = g
                continue
            }
            out.append(Keyframe(time: g, value: value))
        }
        if out.isEmpty { out.append(Keyframe(time: startFrame, value: group.value(atFrame: localFrame(ofRootFrame: startFrame)))) }
        return KeyframeGroup(keyframes: out, path: group.path)
    }
}
