import Geometry

extension LayerState {
    /// The value at a Core Animation key path (`position`, `position.x`, `bounds`, `bounds.size.width`, `path`,
    /// `opacity`, `backgroundColor`, …).
    ///
    /// - Throws: `MotionError.unknownKeyPath` when the path names no animatable property of this layer's type.
    public func value(forKeyPath keyPath: String) throws -> AnimatableValue {
        fatalError("TODO(Motion): value(forKeyPath:)")
    }

    /// Sets the value at a key path.
    ///
    /// - Throws: `MotionError.unknownKeyPath`, or `MotionError.typeMismatch` when `value` does not fit.
    public mutating func setValue(_ value: AnimatableValue, forKeyPath keyPath: String) throws {
        fatalError("TODO(Motion): setValue(_:forKeyPath:)")
    }
}
