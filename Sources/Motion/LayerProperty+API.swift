/// Typed key paths: the API that takes a key path string also takes a `LayerProperty` (`.position`, `.opacity`),
/// so a misspelt key path is a compile error.
extension LayerState {
    /// The value of `property` (`layer.value(of: .position)`).
    ///
    /// - Throws: `MotionError.unknownKeyPath` when this layer's type has no such property.
    public func value(of property: LayerProperty) throws -> AnimatableValue {
        try value(forKeyPath: property.keyPath)
    }

    /// Sets `property` to `value`.
    ///
    /// - Throws: `MotionError.unknownKeyPath`, or `MotionError.typeMismatch` when `value` does not fit.
    public mutating func setValue(_ value: AnimatableValue, for property: LayerProperty) throws {
        try setValue(value, forKeyPath: property.keyPath)
    }
}

extension BasicAnimation {
    /// A basic animation of `property` (`BasicAnimation(.position)`).
    public init(_ property: LayerProperty) { self.init(keyPath: property.keyPath) }
}

extension SpringAnimation {
    /// A spring animation of `property`.
    public init(_ property: LayerProperty) { self.init(keyPath: property.keyPath) }
}

extension PropertyChange {
    /// A transaction's change of `property` on layer `layer`.
    public init(layer: String, _ property: LayerProperty, to value: AnimatableValue) {
        self.init(layer: layer, keyPath: property.keyPath, value: value)
    }
}
