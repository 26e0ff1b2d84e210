import Geometry

extension LayerState {
    /// The value at a Core Animation key path (`position`, `position.x`, `bounds`, `bounds.size.width`, `path`,
    /// `opacity`, `backgroundColor`, …).
    ///
    /// Layer keys: `position(.x/.y)`, `bounds`, `bounds.origin(.x/.y)`, `bounds.size(.width/.height)`,
    /// `anchorPoint(.x/.y)`, `transform` (plus `transform.rotation(.z)`, `transform.scale(.x/.y)`,
    /// `transform.translation(.x/.y)` through a scale–rotate–translate decomposition), `zPosition`, `opacity`,
    /// `isHidden`, `backgroundColor`, `cornerRadius`, `borderWidth`, `borderColor`, `masksToBounds`. Shape layers add
    /// `path`, `fillColor`, `strokeColor`, `lineWidth`, `strokeStart`, `strokeEnd`; gradient layers `colors`,
    /// `locations`, `startPoint`, `endPoint`; image layers `contents`. Optional properties read as `.none` when nil.
    /// `frame` is derived and not animatable.
    ///
    /// - Throws: `MotionError.unknownKeyPath` when the path names no animatable property of this layer's type.
    public func value(forKeyPath keyPath: String) throws -> AnimatableValue {
        try AnyLayerProperty.resolve(keyPath, for: type).value(in: self)
    }

    /// Sets the value at a key path. Optional properties accept `.none`; no coercion between types.
    ///
    /// - Throws: `MotionError.unknownKeyPath`, or `MotionError.typeMismatch` when `value` does not fit.
    public mutating func setValue(_ value: AnimatableValue, forKeyPath keyPath: String) throws {
        let key = try AnyLayerProperty.resolve(keyPath, for: type)
        try key.check(value, keyPath: keyPath)
        key.set(value, in: &self)
    }
}
