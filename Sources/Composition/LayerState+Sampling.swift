import Motion

extension LayerState {
    /// The value `animate sample` and `animate check` report for `keyPath`: every animatable key path, plus the
    /// derived `frame` (as `CALayer.value(forKeyPath: "frame")` gives: the bounds' box after the transform, placed at
    /// `position`). `frame` cannot be animated; it follows `position`, `bounds`, `anchorPoint` and `transform`.
    public func sampledValue(forKeyPath keyPath: String) throws -> AnimatableValue {
        if keyPath == "frame" { return .rect(frame) }
        return try value(forKeyPath: keyPath)
    }
}
