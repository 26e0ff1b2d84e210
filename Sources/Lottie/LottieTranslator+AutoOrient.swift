import Motion

/// `--lottie-semantics after-effects`: Auto-Orient "Orient Along Path" (`ao: 1`), which lottie-ios ignores (nothing
/// in its `Sources/Private` reads `ao`).
///
/// After Effects turns such a layer so that its x axis follows the tangent of its motion path, on top of its own
/// rotation (lottie-web's `TransformProperty`: `autoOrient` adds `atan2` of the position's velocity to the
/// rotation; Skottie's `Transform.cpp` the same). The position already runs along its path as a Core Animation
/// path keyframe animation, so the rule is Core Animation's own `rotationMode = .rotateAuto`: each position
/// keyframe animation turns the layer by its path's tangent angle. A parent's orientation turns its children, as its
/// rotation does. Not applied where the transform is one combined matrix (skew, negative x scale) or the position is
/// split into `x` and `y`; with a non-uniform scale the orientation turns the layer before the scale
/// (`rotationMode`'s order) where After Effects turns it after.
extension TranslatedProperty {
    /// The property with every position-path keyframe animation orienting the layer along its path.
    var orientingAlongPath: TranslatedProperty {
        changingPathKeyframes { $0.rotationMode = .auto }
    }
}
