import Composition
import Geometry
import Layout
import Motion

/// The scene's layout: constraints and stacks, applied to the model layers at load time and again at every
/// transaction, in time order. Each re-layout becomes position and bounds changes committed with the
/// transaction's duration and timing function, so changed frames animate from their presentation values (as
/// `UIView.animate { layoutIfNeeded() }`).
struct SceneLayout {
    private var system: ConstraintSystem?
    private var constraintPaths: [String: String] = [:]
    private(set) var stacks = StackLayout()
    private var stackPaths: [String: String] = [:]
    private var stackDecoder = StackDecoder()
    private let layerPaths: [String: String]
    private(set) var warnings: [LayoutWarning] = []
    /// Text layers (measured by the `FontMeasuring` that `resources` makes), and those that take their intrinsic size.
    private var textLayers: [String] = []
    private var intrinsicText: Set<String> = []
    private var measurer: (any FontMeasuring)? = nil

    var hasLayout: Bool { system != nil || !stacks.isEmpty || !textLayers.isEmpty }

    /// Reads `constraints`, `alignments`, and the layers' `stack` and `alignmentGuides`.
    init(root: JSONNode<SceneError>, layers: [LayerState], layerDecoder: LayerDecoder, canvasSize: Size,
         resources: any ResourceLoading) throws {
        layerPaths = layerDecoder.layers.mapValues(\.path)
        if let n = root["alignments"] { try stackDecoder.decodeAlignments(n) }
        var parents: [String: String] = [:]
        for (l, p) in layers.flattenedWithParents() { if let p { parents[l.id] = p } }
        for (id, n) in layerDecoder.stackNodes.sorted(by: { $0.key < $1.key }) {
            stacks.stacks[id] = try stackDecoder.decodeStack(n)
            stackPaths[id] = n.path
        }
        for (id, n) in layerDecoder.guideNodes.sorted(by: { $0.key < $1.key }) {
            let parentAxis = parents[id].flatMap { stacks.stacks[$0]?.axis }
            stacks.guides[id] = try stackDecoder.decodeGuides(n, parentStack: parentAxis)
        }
        stacks.alignments = stackDecoder.alignments
        textLayers = layers.flattenedWithParents().map(\.layer).filter { $0.type == .text }.map(\.id)
        intrinsicText = layerDecoder.intrinsicTextLayers
        if !textLayers.isEmpty {
            do {
                measurer = try resources.makeTextMeasurer()
            } catch {
                throw SceneError(path: "", "cannot set up text rendering: \(error)")
            }
            for dir in measurer!.missingDirectories {
                warnings.append(LayoutWarning(path: "", "the pinned font folder \(dir) is missing (run scripts/setup); text falls back to the fonts that are present"))
            }
            for (l, _) in layers.flattenedWithParents() where l.type == .text {
                let fontPath = layerDecoder.textFontPaths[l.id] ?? layerPaths[l.id] ?? ""
                if let file = l.fontFile, measurer!.addFontFile(file) == nil {
                    throw SceneError(path: fontPath + ".file", "cannot read the font file \"\(file)\"")
                }
                let (family, fellBack) = measurer!.resolvedFamily(for: l)
                if fellBack {
                    warnings.append(LayoutWarning(path: fontPath, "the font family \"\(l.fontFamily)\" is not among the pinned fonts (\(measurer!.families.sorted().joined(separator: ", "))); \"\(l.id)\" renders in \(family)"))
                }
            }
        }
        if let n = root["constraints"] {
            let decoded = try ConstraintDecoder(layers: layerDecoder.layers).decode(n)
            for (c, path) in decoded { constraintPaths[c.id] = path }
            for (c, path) in decoded where stacks.stacks[c.item] == nil {
                // A stack's children are placed by the stack.
                if let parent = parents[c.item], stacks.stacks[parent] != nil {
                    throw SceneError(path: path, "\"\(c.item)\" is placed by its stack \"\(parent)\" and cannot also take constraints as item")
                }
            }
            if !decoded.isEmpty { system = ConstraintSystem(constraints: decoded.map(\.constraint), canvasSize: canvasSize) }
        }
    }

    // MARK: Applying

    /// Lays out `layers` (stacks, then constraints). `path` names the place to blame for an unsatisfiable set
    /// (nil: the failing constraint's own path).
    mutating func apply(to layers: inout [LayerState], blame path: String?) throws {
        var intrinsic: [String: Size] = [:]
        if let measurer {
            for (l, _) in layers.flattenedWithParents() where l.type == .text {
                let m = measurer.metrics(of: l)
                if intrinsicText.contains(l.id) {
                    layers.updateLayer(l.id) { $0.bounds.size = m.size }
                    intrinsic[l.id] = m.size
                }
                // Baselines are offsets from the top of the bounds, where the text is drawn (as CATextLayer).
                stacks.text[l.id] = m
            }
        }
        stacks.apply(to: &layers)
        guard let system else { return }
        // A constrained stack hugs its content as a view with an intrinsic size does.
        for (l, _) in layers.flattenedWithParents() where stacks.stacks[l.id] != nil { intrinsic[l.id] = l.bounds.size }
        do {
            try system.layout(&layers, intrinsicSizes: intrinsic)
        } catch {
            throw sceneError(error, blame: path)
        }
    }

    /// Lint: layers whose frames the active constraints leave undetermined.
    mutating func checkAmbiguity(at path: String?) {
        guard let system else { return }
        for (layer, parts) in system.ambiguities() {
            let w = LayoutWarning(path: path ?? layerPaths[layer] ?? "constraints",
                                  "ambiguous layout: the active constraints do not determine the \(parts.joined(separator: ", ")) of \"\(layer)\"")
            if !warnings.contains(w) { warnings.append(w) }
        }
    }

    private func sceneError(_ error: LayoutError, blame path: String?) -> SceneError {
        switch error {
        case .unsatisfiable(let c, _):
            return SceneError(path: path ?? constraintPaths[c] ?? "constraints", error.description)
        case .unknownConstraint:
            return SceneError(path: path ?? "constraints", error.description)
        }
    }

    // MARK: Transactions

    /// A transaction's layout part: constraints to switch, constraint fields and stack properties to set.
    struct Actions {
        var activate: [(id: String, node: JSONNode<SceneError>)] = []
        var deactivate: [(id: String, node: JSONNode<SceneError>)] = []
        var constraintFields: [(id: String, field: String, value: Double, node: JSONNode<SceneError>)] = []
        var stackFields: [(layer: String, field: String, node: JSONNode<SceneError>)] = []
        var isEmpty: Bool { activate.isEmpty && deactivate.isEmpty && constraintFields.isEmpty && stackFields.isEmpty }
    }

    static let constraintSetFields: Set<String> = ["constant", "multiplier", "priority"]

    /// Splits a transaction object into its layout part and the rest (the same object without `activate`,
    /// `deactivate` and the layout keys of `set`), which the ordinary transaction decoder reads.
    func split(_ node: JSONNode<SceneError>) throws -> (rest: JSONNode<SceneError>, actions: Actions) {
        guard case .object(let members) = node.value else { return (node, Actions()) }
        var actions = Actions()
        var kept: [(key: String, value: JSON)] = []
        for m in members {
            let child = node.node(m.value, path: node.child(m.key))
            switch m.key {
            case "activate", "deactivate":
                for item in try child.array() {
                    let id = try item.string()
                    guard system?.constraint(id) != nil else { throw unknownConstraint(id, item) }
                    if m.key == "activate" { actions.activate.append((id, item)) } else { actions.deactivate.append((id, item)) }
                }
            case "set":
                guard case .object(let sets) = m.value else { kept.append(m); continue }
                var restSets: [(key: String, value: JSON)] = []
                for s in sets {
                    let valueNode = child.node(s.value, path: child.child(s.key))
                    if let (id, field) = constraintKey(s.key) {
                        guard Self.constraintSetFields.contains(field) else {
                            throw valueNode.fail("a constraint's settable fields are constant, multiplier and priority")
                        }
                        var v = try valueNode.number()
                        if field == "priority" {
                            guard Limits.priorities.contains(v) else { throw valueNode.expected(Limits.priorityText) }
                        }
                        if field == "multiplier" || field == "priority" { v = Double(v) }
                        actions.constraintFields.append((id, field, v, valueNode))
                    } else if let (layer, field) = stackKey(s.key) {
                        guard StackDecoder.stackFields.subtracting(["axis"]).contains(field) else {
                            throw valueNode.fail("a stack's settable fields are alignment, spacing and padding")
                        }
                        actions.stackFields.append((layer, field, valueNode))
                    } else {
                        restSets.append(s)
                    }
                }
                kept.append((m.key, .object(restSets)))
            default:
                kept.append(m)
            }
        }
        return (node.node(.object(kept), path: node.path), actions)
    }

    private func unknownConstraint(_ id: String, _ node: JSONNode<SceneError>) -> SceneError {
        let hint = NameSuggestion.hint(for: id, in: Set(constraintPaths.keys))
        return node.fail("no constraint with id \"\(id)\"\(hint)")
    }

    /// `"<constraint id>.<field>"` when the prefix names a constraint.
    private func constraintKey(_ key: String) -> (String, String)? {
        guard let dot = key.lastIndex(of: "."), let system else { return nil }
        let id = String(key[..<dot])
        guard system.constraint(id) != nil else { return nil }
        return (id, String(key[key.index(after: dot)...]))
    }

    /// `"<layer id>.stack.<field>"` for a stack layer.
    private func stackKey(_ key: String) -> (String, String)? {
        guard let r = key.range(of: ".stack.", options: .backwards) else { return nil }
        let id = String(key[..<r.lowerBound])
        guard stacks.stacks[id] != nil else { return nil }
        return (id, String(key[r.upperBound...]))
    }

    /// After `transaction` was committed to `tree`: applies its layout actions, lays the model at its time out
    /// again, and commits the frames that changed as position and bounds changes with the transaction's timing.
    /// Applies a transaction's layout actions and commits the frames that change as a second transaction at the
    /// same time, which it returns (`nil` when no frame changes).
    @discardableResult
    mutating func commit(_ actions: Actions, _ t: SceneTransaction, into tree: inout LayerTree) throws -> Transaction? {
        guard hasLayout else { return nil }
        if let system {
            var changes: [ConstraintSystem.Change] = actions.deactivate.map { .deactivate($0.id) }
            for (id, field, value, _) in actions.constraintFields {
                switch field {
                case "constant": changes.append(.constant(id, value))
                case "multiplier": changes.append(.multiplier(id, value))
                default: changes.append(.priority(id, value))
                }
            }
            changes += actions.activate.map { .activate($0.id) }
            do {
                try system.apply(changes)
            } catch {
                throw sceneError(error, blame: t.path)
            }
        }
        for (layer, field, node) in actions.stackFields {
            var spec = stacks.stacks[layer]!
            switch field {
            case "alignment": try stackDecoder.setAlignment(node, on: &spec)
            case "spacing": spec.spacing = try node.number()
            default: spec.padding = try StackDecoder.padding(node)
            }
            stacks.stacks[layer] = spec
        }
        let at = t.transaction.at
        let before = tree.model(at: at)
        var after = before
        try apply(to: &after, blame: t.path)
        if !actions.isEmpty { checkAmbiguity(at: t.path) }
        var changes: [PropertyChange] = []
        let old = Dictionary(before.flattenedWithParents().map { ($0.layer.id, $0.layer) }, uniquingKeysWith: { a, _ in a })
        for (l, _) in after.flattenedWithParents() {
            guard let o = old[l.id] else { continue }
            if o.position != l.position { changes.append(PropertyChange(layer: l.id, .position, to: l.position)) }
            if o.bounds != l.bounds { changes.append(PropertyChange(layer: l.id, .bounds, to: l.bounds)) }
        }
        guard !changes.isEmpty else { return nil }
        let frames = Transaction(at: at, duration: t.transaction.duration,
                                 timingFunction: t.transaction.timingFunction, changes: changes)
        do {
            try tree.commit(frames)
        } catch let e as MotionError {
            throw SceneError(path: t.path, e.description)
        }
        return frames
    }
}
