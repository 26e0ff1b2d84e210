import Motion

/// `--lottie-semantics after-effects`: a layer moves along its spatial Bézier at the speed its easing gives.
///
/// After Effects (and lottie-web's `TransformProperty`/`getValueAtCurrentTime`, which measures each keyframe's
/// bezier and walks `segmentLength × percent` along it) treats the eased progress of a position keyframe as a
/// fraction of the motion path's arc length. lottie-ios hands the path to a `CAKeyframeAnimation`, and Core Animation
/// maps the progress to the Bézier parameter (reference §4, "Path-based position"; lottie-ios #60), so its layer
/// speeds up and slows down where the control points bunch: that stays the `lottie-ios` reading.
extension TranslatedProperty {
    /// The property with every position-path keyframe animation following its path's arc length.
    var followingArcLength: TranslatedProperty {
        changingPathKeyframes { $0.followsArcLength = true }
    }

    /// The property with `change` applied to every keyframe animation along a path (in groups too).
    func changingPathKeyframes(_ change: (inout KeyframeAnimation) -> Void) -> TranslatedProperty {
        func map(_ a: Animation) -> Animation {
            switch a {
            case .keyframe(var k) where k.path != nil:
                change(&k)
                return .keyframe(k)
            case .group(var g):
                g.animations = g.animations.map(map)
                return .group(g)
            default:
                return a
            }
        }
        guard case .animated(let a) = self else { return self }
        return .animated(map(a))
    }
}

extension Keyframe {
    /// Whether the keyframe bends the motion path (a non-zero spatial tangent `to` or `ti`): there the two semantics
    /// move the layer at different speeds along it (`validate --lint`).
    var hasSpatialTangents: Bool {
        [spatialInTangent, spatialOutTangent].contains { $0.map { $0 != .zero } ?? false }
    }
}
