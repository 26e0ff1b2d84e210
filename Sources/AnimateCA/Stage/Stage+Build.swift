import Composition
import SceneFile
import Foundation
import Geometry
import Motion

/// The engine's view of a stage's log: the layer tree with its timeline, the ids given to the layers, and the
/// map from the tree's animation serials to the stage's.
struct BuiltTree {
    var tree: LayerTree
    var timeline: SceneTimeline
    var ids: [ObjectIdentifier: String]
    var layerTypes: [String: LayerType]
    /// Tree serial (`AnimationEvent.animation`) → stage serial.
    var serials: [Int: Int]
    var errors: [StageError]
}

extension Stage {
    /// The log replayed into a `LayerTree` (cached until the next commit), as the scene reader replays the scene
    /// file `sceneJSON()` writes: per turn, removals, then model changes (a transaction of duration 0), then the
    /// animations added (`addedAt` the turn's time).
    ///
    /// Layer ids: a layer's `name` when no other recorded layer has it, otherwise `<type>-<n>` (the n-th layer of that
    /// type in pre-order of the recorded structure); the window's layer is `window`.
    func build() -> BuiltTree {
        if let b = builtCache { return b }
        let layers = recordedLayers()
        var nameCounts: [String: Int] = [:]
        for l in layers { if let n = l.name { nameCounts[n, default: 0] += 1 } }
        var ids: [ObjectIdentifier: String] = [:]
        var typeCounts: [LayerType: Int] = [:]
        var used = Set<String>()
        for l in layers {
            let type = l.record?.snapshot.type ?? l.state.type
            typeCounts[type, default: 0] += 1
            var id: String
            if l === window.layer {
                id = "window"
            } else if let n = l.name, nameCounts[n] == 1, !n.isEmpty, n != "window" {
                id = n
            } else {
                id = "\(type.rawValue)-\(typeCounts[type] ?? 0)"
            }
            while used.contains(id) { id += "'" }
            used.insert(id)
            ids[ObjectIdentifier(l)] = id
        }

        // A layer that came into the window after time 0 is hidden until the turn that brought it.
        func hiddenAtFirst(_ l: CALayer) -> Bool {
            guard l !== window.layer, let r = l.record, log[r.turn].time > 0 else { return false }
            return (r.parent === window.layer ? -1 : r.parent?.record?.turn ?? -1) < r.turn
        }
        func state(_ l: CALayer) -> LayerState {
            guard let r = l.record else { return l.state }
            var s = r.snapshot
            s.id = ids[ObjectIdentifier(l)] ?? ""
            if hiddenAtFirst(l) { s.isHidden = true }
            s.mask = r.mask.map(state)
            s.sublayers = r.children.map(state)
            return s
        }
        let root = state(window.layer)
        var tree = LayerTree(layers: [root])
        var timeline = SceneTimeline()
        var errors: [StageError] = []
        var serials: [Int: Int] = [:]
        var layerTypes: [String: LayerType] = [:]
        for l in layers {
            let id = ids[ObjectIdentifier(l)] ?? ""
            let type = l.record?.snapshot.type ?? l.state.type
            layerTypes[id] = type
            timeline.layers[id] = (type, "\(id)")
        }
        func id(_ l: CALayer) -> String { ids[ObjectIdentifier(l)] ?? "" }

        for (k, turn) in log.enumerated() {
            let place = turn.source.map { "\($0)" } ?? "turn at \(turn.time)"
            var changes: [PropertyChange] = []
            for l in turn.attached where hiddenAtFirst(l) && l.record?.turn == k {
                changes.append(PropertyChange(layer: id(l), keyPath: "isHidden", value: .bool(l.record?.snapshot.isHidden ?? false)))
            }
            changes += turn.changes.map { PropertyChange(layer: id($0.layer), keyPath: $0.key.keyPath, value: $0.value) }
            let removals = turn.removals.map { (layer: id($0.layer), key: $0.key) }
            do {
                for r in removals {
                    if let key = r.key {
                        try tree.removeAnimation(forKey: key, fromLayer: r.layer, at: turn.time)
                    } else {
                        try tree.removeAllAnimations(fromLayer: r.layer, at: turn.time)
                    }
                }
                if !changes.isEmpty || !removals.isEmpty {
                    let t = Transaction(at: turn.time, duration: 0, timingFunction: nil, changes: changes)
                    try tree.commit(t)
                    timeline.transactions.append(.init(path: place, transaction: t, removals: removals, source: place))
                }
            } catch {
                errors.append(StageError(location: turn.source, message: "\(error)"))
            }
            for add in turn.adds {
                switch add.motion {
                case .failure(let e):
                    errors.append(StageError(location: add.source, message: "add(_:forKey: \(add.key.map { "\"\($0)\"" } ?? "nil")): \(e)"))
                case .success(let motion):
                    let serial = tree.animationCount
                    do {
                        try tree.add(motion, toLayer: id(add.layer), forKey: add.key, at: turn.time)
                        serials[serial] = add.serial
                        let source = add.source.map { "\($0)" } ?? "\(place) (implicit)"
                        timeline.animations.append(.init(path: source, layer: id(add.layer), key: add.key, animation: motion,
                                                         addedAt: turn.time, source: source))
                    } catch {
                        errors.append(StageError(location: add.source, message: "add(_:forKey: \(add.key.map { "\"\($0)\"" } ?? "nil")): \(error)"))
                    }
                }
            }
        }
        let built = BuiltTree(tree: tree, timeline: timeline, ids: ids, layerTypes: layerTypes, serials: serials, errors: errors)
        builtCache = built
        return built
    }

    /// The scene file of the recording (SCENE_FORMAT.md): every CLI command reads it and renders the same frames.
    /// Entries' places in messages are the Swift lines.
    public func sceneJSON() throws -> String {
        JSONWriter.pretty(CompositionEncoding.json(try recordedComposition()))
    }
}
