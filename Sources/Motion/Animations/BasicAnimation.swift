/// `CABasicAnimation`: interpolates one key path between `fromValue`, `toValue` and `byValue` (Core Animation's
/// eight from/to/by combinations).
public struct BasicAnimation: Sendable, Hashable {
    public var keyPath: String
    public var fromValue: AnimatableValue? = nil
    public var toValue: AnimatableValue? = nil
    public var byValue: AnimatableValue? = nil
    public var timing = MediaTiming()
    /// `nil` is exactly linear.
    public var timingFunction: TimingFunction? = nil
    public var isRemovedOnCompletion = true
    public var isAdditive = false
    public var isCumulative = false
    /// How two paths blend (`path`-valued key paths only); `.auto` is Core Animation's rule where it is defined.
    public var morph: PathMorph = .auto

    public init(keyPath: String) {
        self.keyPath = keyPath
    }
}
