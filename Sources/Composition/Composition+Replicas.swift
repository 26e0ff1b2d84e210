import Geometry
import Motion

extension Composition {
    /// Checks how many layers the scene draws once its replicator layers are expanded against
    /// `limits.maximumReplicatedLayers`, counting each replicator with the largest `instanceCount` it is ever given
    /// (its field, and every value of an animation or transaction on it: `fromValue`, `toValue`, the field plus
    /// `byValue`, keyframe values; additive and cumulative growth beyond those is not counted). Runs on the model
    /// layers as first given, before anything expands them. The error names the top-level layer at which the count passes the limit.
    public func checkReplicatedLayers(_ limits: Limits = .current) throws {
        var largest: [String: Double] = [:]
        func note(_ layer: String, _ v: AnimatableValue?, base: Double = 0) {
            if case .number(let n)? = v { largest[layer] = max(largest[layer] ?? 0, base + n) }
        }
        func visit(_ a: Animation, layer: String, base: Double) {
            switch a {
            case .basic(let b) where b.keyPath == "instanceCount":
                note(layer, b.fromValue); note(layer, b.toValue); note(layer, b.byValue, base: base)
            case .spring(let s) where s.keyPath == "instanceCount":
                note(layer, s.fromValue); note(layer, s.toValue); note(layer, s.byValue, base: base)
            case .keyframe(let k) where k.keyPath == "instanceCount":
                for v in k.values { note(layer, v) }
            case .group(let g):
                for c in g.animations { visit(c, layer: layer, base: base) }
            default:
                break
            }
        }
        var fields: [String: Double] = [:]
        func collect(_ layers: [LayerState]) {
            for l in layers {
                if l.type == .replicator { fields[l.id] = Double(l.instanceCount) }
                if let m = l.mask { collect([m]) }
                collect(l.sublayers)
            }
        }
        collect(tree.initialLayers)
        for (id, n) in fields { largest[id] = max(largest[id] ?? 0, n) }
        for entry in timeline.animations where fields[entry.layer] != nil {
            visit(entry.animation, layer: entry.layer, base: fields[entry.layer] ?? 0)
        }
        for entry in timeline.transactions {
            for c in entry.transaction.changes + entry.transaction.completion
            where c.keyPath == "instanceCount" && fields[c.layer] != nil {
                note(c.layer, c.value)
            }
        }
        /// The layers `layer`'s tree draws, replicas included (in Double: nested counts multiply past Int's range).
        func count(_ layer: LayerState) -> Double {
            let subs = layer.sublayers.reduce(0) { $0 + count($1) }
            let mask = layer.mask.map(count) ?? 0
            guard layer.type == .replicator else { return 1 + mask + subs }
            let n = max(largest[layer.id] ?? 1, 0)
            return 1 + mask + n * (1 + subs)
        }
        var n = 0.0
        for l in tree.initialLayers {
            n += count(l)
            guard n <= Double(limits.maximumReplicatedLayers) else {
                throw LimitError(
                    path: timeline.layers[l.id]?.path ?? "layers",
                    "with its replicators expanded, the scene draws \(NumberText.format(n)) layers up to here: at most \(limits.maximumReplicatedLayers) (the limit)")
            }
        }
    }
}
