extension LayerState {
    /// The layer's local time when its superlayer's local time is `parentTime`:
    /// `(parentTime − beginTime) × speed + timeOffset` (reference §1.4). Layers have no active window: the mapping
    /// holds at every time.
    public func localTime(fromParentTime parentTime: Double) -> Double {
        (parentTime - beginTime) * speed + timeOffset
    }

    /// The inverse of `localTime(fromParentTime:)`. With speed 0 every parent time maps to `timeOffset`; the inverse
    /// then returns `beginTime` (any answer is as good; Core Animation's is UNCONFIRMED).
    public func parentTime(fromLocalTime local: Double) -> Double {
        speed == 0 ? beginTime : (local - timeOffset) / speed + beginTime
    }

    /// Whether the layer's timing is the identity (begin 0, speed 1, offset 0).
    var hasIdentityTiming: Bool { beginTime == 0 && speed == 1 && timeOffset == 0 }
}
