/// A layer tree with its timeline: the model layers, the model-value changes that transactions make over time,
/// and the animations attached to layers. Evaluation is pure: `presentation(at:)` depends only on the tree and `t`,
/// so frames can be evaluated in any order and on any thread.
///
/// Building: `add(_:toLayer:forKey:at:)` attaches explicit animations; `commit(_:)` applies transactions in
/// non-decreasing `at` order.
public struct LayerTree: Sendable {
    /// The model layers as first given, before any transaction.
    public let initialLayers: [LayerState]

    public init(layers: [LayerState]) {
        self.initialLayers = layers
    }

    /// Attaches `animation` to the layer `id` at scene time `time` (Core Animation's `add(_:forKey:)` called at
    /// that moment). An animation added under a key replaces, from `time` on, the one already under that key.
    /// A `beginTime` of 0 on a top-level animation means "the moment it is added" (`time`).
    public mutating func add(_ animation: Animation, toLayer id: String, forKey key: String? = nil, at time: Double = 0) throws {
        fatalError("TODO(Motion)")
    }

    /// Commits a transaction. Transactions must come in non-decreasing `at` order.
    public mutating func commit(_ transaction: Transaction) throws {
        fatalError("TODO(Motion)")
    }

    /// The model layers at scene time `t` (transaction values set at or before `t` applied).
    public func model(at t: Double) -> [LayerState] {
        fatalError("TODO(Motion)")
    }

    /// The presentation layers at scene time `t`: the model at `t` with every animation that applies at `t`.
    public func presentation(at t: Double) -> [LayerState] {
        fatalError("TODO(Motion)")
    }

    /// The presentation state of one layer (found anywhere in the tree, masks included) at `t`.
    public func presentation(of id: String, at t: Double) -> LayerState? {
        fatalError("TODO(Motion)")
    }

    /// The latest moment anything changes: the end of the last animation's active duration or transaction
    /// (including completion). 0 for a static tree. Infinite repeats are ignored.
    public var endTime: Double {
        fatalError("TODO(Motion)")
    }
}
