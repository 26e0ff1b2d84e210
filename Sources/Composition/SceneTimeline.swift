import Geometry
import Motion

/// What a composition animates, listed with where each entry is written (a JSON path for scene files): the
/// top-level animations and the transactions (preset transactions included) in commit order, each followed by the
/// frame changes layout made for it. The reader records it while it builds the layer tree, so there is one reading
/// of the file.
public struct SceneTimeline: Sendable {
    /// A top-level animation of the `animations` list.
    public struct AnimationEntry: Sendable {
        /// `animations[3]`.
        public var path: String
        public var layer: String
        public var key: String?
        public var animation: Animation
        /// The scene time at which it was added (`layer.add(_:forKey:)` called then); `nil`: at time 0, or for an
        /// animation that starts from the presentation value, at its begin time (SCENE_FORMAT.md, `addedAt`).
        public var addedAt: Double?
        /// Where the entry was written when not in the scene file itself (`Seed003Spotlight.swift:108` for code a
        /// `Stage` recorded); it is then also the `path` that messages name (SCENE_FORMAT.md, `source`).
        public var source: String?

        public init(path: String, layer: String, key: String?, animation: Animation, addedAt: Double? = nil,
                    source: String? = nil) {
            self.path = path
            self.layer = layer
            self.key = key
            self.animation = animation
            self.addedAt = addedAt
            self.source = source
        }
    }

    /// A transaction of the `transactions` list, or one a preset in `layers` expands into.
    public struct TransactionEntry: Sendable {
        /// `transactions[1]`, or the preset's path (`layers[1]`).
        public var path: String
        public var transaction: Transaction
        /// `removeAnimation(forKey:)` (a key) and `removeAllAnimations()` (no key) at the transaction's time, before its
        /// changes (the `removeAnimations` list).
        public var removals: [(layer: String, key: String?)]
        /// Where the entry was written when not in the scene file itself (as `AnimationEntry.source`).
        public var source: String?

        public init(path: String, transaction: Transaction, removals: [(layer: String, key: String?)] = [],
                    source: String? = nil) {
            self.path = path
            self.transaction = transaction
            self.removals = removals
            self.source = source
        }
    }

    public var animations: [AnimationEntry] = []
    public var transactions: [TransactionEntry] = []
    /// Every layer id with its type and the JSON path that declares it.
    public var layers: [String: (type: LayerType, path: String)] = [:]

    public init() {}

    /// Every animated property as `(layer id, key path)`, in order of first appearance: explicit animations (group
    /// children included), then transaction changes and completions.
    public var animatedProperties: [(layer: String, keyPath: String)] {
        var seen = Set<String>()
        var out: [(layer: String, keyPath: String)] = []
        func add(_ layer: String, _ keyPath: String) {
            if seen.insert("\(layer)\u{0}\(keyPath)").inserted { out.append((layer, keyPath)) }
        }
        for a in animations {
            for keyPath in a.animation.keyPaths { add(a.layer, keyPath) }
        }
        for t in transactions {
            for c in t.transaction.changes + t.transaction.completion { add(c.layer, c.keyPath) }
        }
        return out
    }
}
