/// Typed key paths: the API that takes a key path string also takes a table row (`.position`, `.opacity`), so a
/// misspelt key path and a value of the wrong type are compile errors.
extension LayerProperty {
    /// Whether a layer of `type` has the property.
    public func applies(to type: LayerType) -> Bool { layerTypes?.contains(type) ?? true }

    /// `value` as animations and transactions carry it.
    public func animatableValue(_ value: Value) -> AnimatableValue { codec.wrap(value) }
}

extension LayerState {
    /// The value of `property` (`layer.value(of: .position)`).
    ///
    /// - Throws: `MotionError.unknownKeyPath` when this layer's type has no such property.
    public func value<Value>(of property: LayerProperty<Value>) throws(MotionError) -> Value {
        guard property.applies(to: type) else { throw .unknownKeyPath(keyPath: property.keyPath, layerType: type) }
        return property.access.read(self)
    }

    /// Sets `property` to `value` (`layer.setValue(Point(x: 3, y: 4), for: .position)`).
    ///
    /// - Throws: `MotionError.unknownKeyPath` when this layer's type has no such property.
    public mutating func setValue<Value>(_ value: Value, for property: LayerProperty<Value>) throws(MotionError) {
        guard property.applies(to: type) else { throw .unknownKeyPath(keyPath: property.keyPath, layerType: type) }
        property.access.write(property.normalize.map { $0(value) } ?? value, into: &self)
    }
}

extension BasicAnimation {
    /// A basic animation of `property` (`BasicAnimation(.position)`).
    public init<Value>(_ property: LayerProperty<Value>) { self.init(keyPath: property.keyPath) }
}

extension SpringAnimation {
    /// A spring animation of `property`.
    public init<Value>(_ property: LayerProperty<Value>) { self.init(keyPath: property.keyPath) }
}

extension PropertyChange {
    /// A transaction's change of `property` on layer `layer`.
    public init<Value>(layer: String, _ property: LayerProperty<Value>, to value: Value) {
        self.init(layer: layer, keyPath: property.keyPath, value: property.animatableValue(value))
    }
}
