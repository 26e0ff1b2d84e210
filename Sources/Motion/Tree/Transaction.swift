/// A new model value for one layer's key path.
public struct PropertyChange: Sendable, Hashable {
    public var layer: String
    public var keyPath: String
    public var value: AnimatableValue

    public init(layer: String, keyPath: String, value: AnimatableValue) {
        self.layer = layer
        self.keyPath = keyPath
        self.value = value
    }
}

/// An implicit-animation transaction, as `CATransaction` with changed layer properties: at `at`, new model values
/// are set; each changed property animates from its presentation value at `at` to the new value, all with one
/// common begin time. `completion` values are set (without animating) the moment the animations end.
public struct Transaction: Sendable, Hashable {
    /// Scene time of the commit, seconds.
    public var at: Double
    /// 0 sets the values without animating.
    public var duration: Double
    public var timingFunction: TimingFunction?
    public var changes: [PropertyChange]
    public var completion: [PropertyChange]

    public init(at: Double, duration: Double = 0.25, timingFunction: TimingFunction? = .default,
                changes: [PropertyChange], completion: [PropertyChange] = []) {
        self.at = at
        self.duration = duration
        self.timingFunction = timingFunction
        self.changes = changes
        self.completion = completion
    }
}
