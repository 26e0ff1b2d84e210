/// Something that happens on a layer tree's timeline: what `CAAnimationDelegate` and `CATransaction`'s completion
/// block would be told, as data.
public struct AnimationEvent: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// `animationDidStart(_:)`.
        case started
        /// `animationDidStop(_:finished:)`: `finished` is true when the animation reached the end of its active
        /// duration, false when it was removed or replaced before.
        case stopped(finished: Bool)
        /// A transaction's completion block ran (index: the transaction's commit order, from 0).
        case transactionCompleted(index: Int)

        /// Order among events at the same time: starts, then stops, then completions.
        var rank: Int {
            switch self {
            case .started: 0
            case .stopped: 1
            case .transactionCompleted: 2
            }
        }
    }

    /// Scene time, seconds.
    public var time: Double
    /// The layer the animation is attached to (`nil` for transaction completions).
    public var layer: String?
    /// The animation's key (implicit animations use their key path).
    public var key: String?
    public var kind: Kind
    /// Which animation it is about: its serial, the order in which the tree received it (0 for the first
    /// `add(_:toLayer:forKey:at:)` or implicit animation of a commit, counting dropped ones too), so a caller can
    /// route it to that animation's delegate even when keys repeat or are `nil`. `nil` for transaction completions.
    public var animation: Int?

    public init(time: Double, layer: String?, key: String?, kind: Kind, animation: Int? = nil) {
        self.time = time
        self.layer = layer
        self.key = key
        self.kind = kind
        self.animation = animation
    }

    public var description: String {
        let what: String
        switch kind {
        case .started: what = "started"
        case .stopped(let f): what = "stopped(finished: \(f))"
        case .transactionCompleted(let i): what = "transaction \(i) completed"
        }
        return "\(time): \(layer ?? "-") \(key ?? "-") \(what)"
    }
}
