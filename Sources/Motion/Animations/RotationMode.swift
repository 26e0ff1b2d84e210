/// Whether a layer moving along a keyframe `path` turns to follow it (`CAAnimationRotationMode`).
public enum RotationMode: String, Sendable, Hashable, CaseIterable {
    /// Rotates by the path's tangent angle.
    case auto
    /// Rotates by the tangent angle plus π.
    case autoReverse
}
