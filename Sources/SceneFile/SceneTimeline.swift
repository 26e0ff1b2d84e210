import Foundation
import Geometry
import Motion

/// What a scene file animates, listed with the JSON path of each entry: the top-level animations and the
/// transactions (preset transactions included), in file order. `Scene` holds the evaluated timeline; this holds the
/// entries as written, for tools that report on them (lint, curve plots).
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

    /// Reads the timeline entries of a scene file. Errors are the same as `Scene.load`'s.
    public static func load(path: String) throws -> SceneTimeline {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw SceneError(path: "", "\(path): cannot be read")
        }
        do {
            return try parse(text, baseDirectory: (path as NSString).deletingLastPathComponent)
        } catch let e as JSONSyntaxError {
            throw SceneError(path: "", "\(path): malformed JSON at \(e)")
        }
    }

    /// Reads the timeline entries from scene JSON text.
    public static func parse(_ text: String, baseDirectory: String = "") throws -> SceneTimeline {
        let root = Node(try JSONParser.parse(text), path: "")
        guard let canvasNode = root["canvas"] else { throw root.fail("a scene needs a \"canvas\"") }
        let canvas = try Canvas(node: canvasNode)
        var layerDecoder = LayerDecoder(baseDirectory: baseDirectory.isEmpty ? "." : baseDirectory, canvasSize: canvas.size)
        _ = try root["layers"].map { try layerDecoder.decodeList($0) }
        var timeline = SceneTimeline()
        timeline.layers = layerDecoder.layers
        let animationDecoder = AnimationDecoder(layers: layerDecoder.layers)
        for node in try root["animations"]?.array() ?? [] {
            let (animation, layer, key) = try animationDecoder.decodeTopLevel(node)
            timeline.animations.append(AnimationEntry(path: node.path, layer: layer, key: key, animation: animation))
        }
        for t in layerDecoder.presetTransactions {
            timeline.transactions.append(TransactionEntry(path: t.path, transaction: t.transaction))
        }
        for node in try root["transactions"]?.array() ?? [] {
            let t = try animationDecoder.decodeTransaction(node)
            timeline.transactions.append(TransactionEntry(path: t.path, transaction: t.transaction))
        }
        return timeline
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
