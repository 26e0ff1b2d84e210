/// What an animation shows outside its active window (`CAMediaTimingFillMode`).
public enum FillMode: String, Sendable, Hashable, CaseIterable {
    case removed, forwards, backwards, both

    public var fillsForwards: Bool { self == .forwards || self == .both }
    public var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// The `CAMediaTiming` properties of an animation (or, later, a layer). Seconds; defaults are Core Animation's.
public struct MediaTiming: Sendable, Hashable {
    /// Start in the parent's time space (scene time for a top-level animation; group time for a group's child).
    public var beginTime: Double = 0
    /// One iteration's duration. ≤ 0 means "use the default": 0.25 s, or the group's duration for a group's child.
    public var duration: Double = 0
    public var speed: Double = 1
    public var timeOffset: Double = 0
    /// 0 means one iteration; may be fractional; `.infinity` repeats forever.
    public var repeatCount: Double = 0
    /// 0 means unused.
    public var repeatDuration: Double = 0
    public var autoreverses: Bool = false
    public var fillMode: FillMode = .removed

    public init() {}
}
