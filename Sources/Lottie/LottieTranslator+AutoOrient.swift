import Foundation
import Geometry
import Motion

/// `--lottie-semantics after-effects`: Auto-Orient "Orient Along Path" (`ao: 1`), which lottie-ios ignores (nothing
/// in its `Sources/Private` reads `ao`).
///
/// After Effects turns such a layer so that its x axis follows the tangent of its motion path, on top of its own
/// rotation (lottie-web's `TransformProperty`: `autoOrient` adds `atan2` of the position's velocity to the
/// rotation; Skottie's `Transform.cpp` the same). The position already runs along its path as a Core Animation
/// path keyframe animation, so the rule is Core Animation's own `rotationMode = .rotateAuto`: each position
/// keyframe animation turns the layer by its path's tangent angle. A parent's orientation turns its children, as its
/// rotation does.
///
/// `rotationMode` turns the layer before its whole transform, where After Effects adds the angle to the rotation,
/// after the scale and skew (lottie-web's matrix: anchor, scale, skew, rotation, position); the two agree only for
/// a uniform scale without skew. Where the transform is one combined matrix (skew, negative x scale), the scale is
/// not uniform or the position is split into `x` and `y` (no path to follow), the angle is added to the rotation
/// instead (`TransformModel.orientedBySampling`).
extension TranslatedProperty {
    /// The property with every position-path keyframe animation orienting the layer along its path.
    var orientingAlongPath: TranslatedProperty {
        changingPathKeyframes { $0.rotationMode = .auto }
    }
}

extension TransformModel {
    /// Whether Core Animation's `rotationMode` would not turn the layer as After Effects does: a transform drawn as
    /// one matrix (skew, negative x scale: `addTransform`), a non-uniform scale, or a split position.
    var needsSampledOrientation: Bool {
        let skewed = skew.map { $0.keyframes.contains { ($0.value.first ?? 0) != 0 } } ?? false
        let uneven = scale.keyframes.contains { k in
            let x = k.value.first ?? 100
            return x < 0 || (k.value.count > 1 && k.value[1] != x)
        }
        return skewed || uneven || position == nil
    }

    /// The transform with the motion's direction added to its rotation, sampled at every whole frame (what After
    /// Effects renders) through the span of the position and rotation keyframes, linear between samples and
    /// unwrapped so that it never jumps by a turn. Itself when the position does not move; `nil` when the samples
    /// would pass `maximumSamples`.
    ///
    /// The direction: a segment without spatial tangents moves along its chord; a spatial Bézier is walked by arc
    /// length (as After Effects moves along it, `TranslatedProperty+ArcLength.swift`) and its tangent taken there.
    /// Before the first keyframe the direction the motion starts with, after the last the one it ends with. A hold
    /// or a motion of zero length has none (lottie-web's `atan2(0, 0)` = 0: no extra rotation). A split position:
    /// the motion over the last 0.01 frame (lottie-web's difference of `x` and `y`).
    func orientedBySampling(maximumSamples: Int) -> TransformModel? {
        let moving: [KeyframeGroup<LottieVector>]
        if let p = position { moving = [p] } else if let x = positionX, let y = positionY { moving = [x, y] } else { return self }
        guard moving.contains(where: \.isAnimated) else { return self }
        let times = (moving + [rotation]).flatMap { $0.keyframes.map(\.time) }
        guard let lo = times.min()?.rounded(.down), let hi = times.max()?.rounded(.up) else { return self }
        guard hi - lo <= Double(maximumSamples) else { return nil }
        var keyframes: [Keyframe<LottieVector>] = []
        var previous: Double? = nil
        for f in Swift.stride(from: lo, through: hi, by: 1) {
            let d = moving.count == 2 ? Self.splitDirection(x: moving[0], y: moving[1], atFrame: f)
                                      : Self.direction(moving[0], atFrame: f)
            var angle = (rotation.value(atFrame: f).first ?? 0) + (d == .zero ? 0 : atan2(d.y, d.x) * 180 / .pi)
            if let p = previous { angle += 360 * ((p - angle) / 360).rounded() }
            previous = angle
            keyframes.append(Keyframe(time: f, value: [angle]))
        }
        var t = self
        t.rotation = KeyframeGroup(keyframes: keyframes, path: rotation.path)
        return t
    }

    /// lottie-web's difference for a split position: the value at `frame` minus 0.01 frame before, within the keyframes.
    private static func splitDirection(x: KeyframeGroup<LottieVector>, y: KeyframeGroup<LottieVector>,
                                       atFrame frame: Double) -> Point {
        let times = (x.keyframes + y.keyframes).map(\.time)
        guard let lo = times.min(), let hi = times.max(), hi > lo else { return .zero }
        let step = min(0.01, hi - lo)
        let f1 = min(max(frame, lo + step), hi), f0 = f1 - step
        return Point(x: (x.value(atFrame: f1).first ?? 0) - (x.value(atFrame: f0).first ?? 0),
                     y: (y.value(atFrame: f1).first ?? 0) - (y.value(atFrame: f0).first ?? 0))
    }

    /// The tangent of the motion path at `frame` (not normalised; `.zero` where there is no direction).
    private static func direction(_ p: KeyframeGroup<LottieVector>, atFrame frame: Double) -> Point {
        let k = p.keyframes
        guard k.count > 1 else { return .zero }
        let i: Int, progress: Double
        if frame <= k[0].time {
            (i, progress) = (0, 0)
        } else if frame >= k[k.count - 1].time {
            (i, progress) = (k.count - 2, 1)
        } else {
            var j = 0
            while j + 2 < k.count && k[j + 1].time <= frame { j += 1 }
            guard k[j + 1].time > k[j].time else { return .zero }
            let linear = (frame - k[j].time) / (k[j + 1].time - k[j].time)
            (i, progress) = (j, Keyframe<LottieVector>.timingFunction(out: k[j].outTangent, in: k[j + 1].inTangent)
                .evaluate(linear))
        }
        let a = k[i], b = k[i + 1]
        guard !a.isHold else { return .zero }
        func point(_ v: LottieVector) -> Point { Point(x: v.first ?? 0, y: v.count > 1 ? v[1] : 0) }
        let p0 = point(a.value), p3 = point(b.value)
        let p1 = p0 + (a.spatialOutTangent ?? .zero), p2 = p3 + (b.spatialInTangent ?? .zero)
        if p1 == p0 && p2 == p3 { return p3 - p0 }
        let measure = PathMeasure(Path([.move(p0), .cubic(p1, p2, p3)]))
        return measure.tangent(atDistance: min(max(progress, 0), 1) * measure.length) ?? p3 - p0
    }
}
