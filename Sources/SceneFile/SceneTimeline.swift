import Foundation
import Geometry
import Motion

/// What a scene file animates, listed with the JSON path of each entry: the top-level animations and the
/// transactions (preset transactions included) in commit order, each followed by the frame changes layout made
/// for it. `Scene.parse` records it while it builds the layer tree, so there is one reading of the file.
public struct SceneTimeline: Sendable {
    /// A top-level animation of the `animations` list.
    public struct AnimationEntry: Sendable {
        /// `animations[3]`.
        public var path: String
        public var layer: String
        public var key: String?
        public var animation: Animation
    }

    /// A transaction of the `transactions` list, or one a preset in `layers` expands into.
    public struct TransactionEntry: Sendable {
        /// `transactions[1]`, or the preset's path (`layers[1]`).
        public var path: String
        public var transaction: Transaction
    }

    public var animations: [AnimationEntry] = []
    public var transactions: [TransactionEntry] = []
    /// Every layer id with its type and the JSON path that declares it.
    public var layers: [String: (type: LayerType, path: String)] = [:]

    /// Reads the timeline entries of a scene file (the scene is loaded as `Scene.load` does; errors are its).
    public static func load(path: String) throws -> SceneTimeline {
        try Scene.load(path: path).timeline
    }

    /// Reads the timeline entries from scene JSON text.
    public static func parse(_ text: String, baseDirectory: String = "") throws -> SceneTimeline {
        try Scene.parse(text, baseDirectory: baseDirectory).timeline
    }

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
