import Composition
import Geometry
import Motion

/// Reads the `animations` lists (top level and inside layers) and the `transactions` list against the layers already
/// read.
struct AnimationDecoder {
    /// An animation as read, with where it goes. `fromPresentation`: its `fromValue` was `"presentation"`, to be set
    /// to the layer's presentation value at the animation's begin time once the timeline up to then is known (the
    /// animation is returned with no `fromValue`).
    struct Decoded {
        var animation: Animation
        var layer: String
        var key: String?
        var fromPresentation: Bool
        /// `addedAt`: the scene time at which it is added (`nil`: 0, or its begin time when `fromPresentation`).
        var addedAt: Double? = nil
        /// `source`: where it was written (Swift code a Stage recorded), named by messages instead of its JSON path.
        var source: String? = nil
    }

    let layers: [String: (type: LayerType, path: String)]

    static let timingFields: Set<String> = [
        "beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration", "autoreverses", "fillMode",
        "isRemovedOnCompletion", "timingFunction", "key", "type",
    ]
    static let basicFields: Set<String> = ["keyPath", "fromValue", "toValue", "byValue", "isAdditive", "isCumulative", "morph"]

    /// A top-level animation, which names its layer.
    func decodeTopLevel(_ node: JSONNode<SceneError>) throws -> Decoded {
        guard case .object = node.value else { throw node.expected("an animation object") }
        guard let layerNode = node["layer"] else {
            throw node.fail("an animation needs a \"layer\" (or goes in the \"animations\" list of its layer)")
        }
        let id = try layerNode.string()
        guard let target = layers[id] else {
            let hint = NameSuggestion.hint(for: id, in: Set(layers.keys))
            throw layerNode.fail("no layer with id \"\(id)\"\(hint)")
        }
        return try decodeAttached(node, layer: id, layerType: target.type, extraFields: ["layer"])
    }

    /// An animation in a layer's `animations` list: `layer.add(animation, forKey:)`, the layer implied.
    func decodeInLayer(_ node: JSONNode<SceneError>, layer id: String) throws -> Decoded {
        guard case .object = node.value else { throw node.expected("an animation object") }
        if let l = node["layer"] { throw l.fail("an animation inside a layer animates that layer and names no \"layer\"") }
        guard let target = layers[id] else { throw node.fail("no layer with id \"\(id)\"") }
        return try decodeAttached(node, layer: id, layerType: target.type, extraFields: [])
    }

    private func decodeAttached(_ node: JSONNode<SceneError>, layer id: String, layerType: LayerType, extraFields: Set<String>) throws -> Decoded {
        let kind = try node["type"]?.string() ?? "basic"
        var read = node
        var fromPresentation = false
        if let stripped = Self.withoutPresentationFrom(node), kind == "basic" || kind == "spring" {
            read = stripped
            fromPresentation = true
        }
        let animation = try decode(read, layerType: layerType, extraFields: extraFields.union(["addedAt", "source"]))
        let key = try node["key"]?.string()
        var addedAt: Double? = nil
        if let n = node["addedAt"] {
            if fromPresentation { throw n.fail("\"addedAt\" cannot go with \"fromValue\": \"presentation\" (added at its begin time)") }
            addedAt = try n.number(atLeast: 0)
        }
        return Decoded(animation: animation, layer: id, key: key, fromPresentation: fromPresentation, addedAt: addedAt,
                       source: try node["source"]?.string())
    }

    /// `node` without its `fromValue` when that is `"presentation"`; `nil` otherwise.
    static func withoutPresentationFrom(_ node: JSONNode<SceneError>) -> JSONNode<SceneError>? {
        guard case .object(let members) = node.value, case .string("presentation")? = node["fromValue"]?.value else {
            return nil
        }
        return node.node(.object(members.filter { $0.key != "fromValue" }), path: node.path)
    }

    private func decode(_ node: JSONNode<SceneError>, layerType: LayerType, extraFields: Set<String>) throws -> Animation {
        let kind = try node["type"]?.string() ?? "basic"
        switch kind {
        case "basic":
            _ = try node.object(allowing: Self.timingFields.union(Self.basicFields).union(extraFields))
            return .basic(try decodeBasic(node, layerType: layerType))
        case "group":
            _ = try node.object(allowing: Self.timingFields.union(["animations"]).union(extraFields))
            var group = AnimationGroup()
            try readTiming(node, into: &group.timing, timingFunction: &group.timingFunction,
                           isRemovedOnCompletion: &group.isRemovedOnCompletion)
            guard let children = node["animations"] else { throw node.fail("a group needs \"animations\"") }
            for child in try children.array() {
                guard case .object = child.value else { throw child.expected("an animation object") }
                if let l = child["layer"] {
                    throw l.fail("a group's child animates the group's layer and names no \"layer\"")
                }
                if Self.withoutPresentationFrom(child) != nil {
                    throw child["fromValue"]!.fail("\"presentation\" is read when an animation is added: give it to an "
                        + "animation outside a group (its own begin time), not to a group's child")
                }
                group.animations.append(try decode(child, layerType: layerType, extraFields: []))
            }
            return .group(group)
        case "keyframe":
            _ = try node.object(allowing: Self.timingFields.union(Self.keyframeFields).union(extraFields))
            return .keyframe(try decodeKeyframe(node, layerType: layerType))
        case "spring":
            _ = try node.object(allowing: Self.timingFields.union(Self.basicFields).union(Self.springFields)
                .union(extraFields))
            return .spring(try decodeSpring(node, layerType: layerType))
        default:
            throw node["type"]!.expected("an animation type (\"basic\", \"keyframe\", \"group\" or \"spring\")")
        }
    }

    func decodeBasic(_ node: JSONNode<SceneError>, layerType: LayerType) throws -> BasicAnimation {
        guard let keyPathNode = node["keyPath"] else { throw node.fail("an animation needs a \"keyPath\"") }
        let keyPath = try keyPathNode.string()
        var a = BasicAnimation(keyPath: keyPath)
        guard LayerState.valueKind(forKeyPath: keyPath, type: layerType) != nil else {
            throw keyPathNode.unknownKeyPath(keyPath, layerType: layerType)
        }
        func value(_ name: String) throws -> AnimatableValue? {
            guard let n = node[name] else { return nil }
            return try n.animatableValue(forKeyPath: keyPath, layerType: layerType, keyPathNode: keyPathNode)
        }
        a.fromValue = try value("fromValue")
        a.toValue = try value("toValue")
        a.byValue = try value("byValue")
        if let n = node["morph"] {
            guard case .string(let s) = n.value, ["auto", "elementwise", "resample"].contains(s) else {
                throw n.expected("\"auto\", \"elementwise\" or \"resample\"")
            }
            guard keyPath == "path" || keyPath == "shadowPath" else { throw n.fail("only path animations take \"morph\"") }
            a.morph = PathMorph(rawValue: s) ?? .auto
            // MARK: morph "elementwise" between known paths of different structure (Core Animation is undefined)
            if case .elementwise = a.morph, case .path(let from)? = a.fromValue {
                for case .path(let other)? in [a.toValue, a.byValue] where !from.hasSameStructure(as: other) {
                    throw n.fail("\"elementwise\" needs fromValue and toValue of the same element structure "
                        + "(Core Animation is undefined here); use \"auto\" or \"resample\"")
                }
            }
        }
        try readTiming(node, into: &a.timing, timingFunction: &a.timingFunction, isRemovedOnCompletion: &a.isRemovedOnCompletion)
        if let n = node["isAdditive"] { a.isAdditive = try n.bool() }
        if let n = node["isCumulative"] { a.isCumulative = try n.bool() }
        return a
    }

    func readTiming(_ node: JSONNode<SceneError>, into t: inout MediaTiming, timingFunction: inout TimingFunction?,
                            isRemovedOnCompletion: inout Bool) throws {
        if let n = node["beginTime"] { t.beginTime = try n.number() }
        if let n = node["duration"] { t.duration = try n.number(atLeast: 0) }
        if let n = node["speed"] { t.speed = try n.number() }
        if let n = node["timeOffset"] { t.timeOffset = try n.number() }
        if let n = node["repeatCount"] {
            if case .string(let s) = n.value, s == "infinity" {
                t.repeatCount = .infinity
            } else {
                t.repeatCount = try n.number(atLeast: 0)
            }
        }
        if let n = node["repeatDuration"] { t.repeatDuration = try n.number(atLeast: 0) }
        if let n = node["autoreverses"] { t.autoreverses = try n.bool() }
        if let n = node["fillMode"] { t.fillMode = try n.oneOf(FillMode.self) }
        if let n = node["isRemovedOnCompletion"] { isRemovedOnCompletion = try n.bool() }
        if let n = node["timingFunction"] { timingFunction = try n.timingFunction() }
    }

    // MARK: Transactions

    func decodeTransaction(_ node: JSONNode<SceneError>) throws -> SceneTransaction {
        _ = try node.object(allowing: ["at", "duration", "timingFunction", "set", "completion", "activate", "deactivate",
                                       "removeAnimations", "source"])
        guard let atNode = node["at"] else { throw node.fail("a transaction needs \"at\"") }
        let at = try atNode.number(atLeast: 0)
        let duration = try node["duration"]?.number(atLeast: 0) ?? 0.25
        let tf = try node["timingFunction"]?.timingFunction() ?? .default
        for k in ["activate", "deactivate"] {
            if let n = node[k] { throw n.fail("constraints are not supported yet") }
        }
        let changes = try node["set"].map(decodeSet) ?? []
        var completion: [PropertyChange] = []
        if let c = node["completion"] {
            _ = try c.object(allowing: ["set"])
            completion = try c["set"].map(decodeSet) ?? []
        }
        let source = try node["source"]?.string()
        var result = SceneTransaction(path: source ?? node.path, source: source, transaction: Transaction(
            at: at, duration: duration, timingFunction: tf, changes: changes, completion: completion))
        if let n = node["removeAnimations"] { result.removals = try decodeRemovals(n) }
        return result
    }

    /// `{"<layer id>.<key path>": value, …}`. Layer ids may contain dots: the longest id that prefixes the key wins.
    private func decodeSet(_ node: JSONNode<SceneError>) throws -> [PropertyChange] {
        try node.members().map { key, valueNode in
            let keyNode = valueNode.node(.string(key), path: valueNode.path)
            var split: (id: String, keyPath: String)? = nil
            for (k, ch) in zip(key.indices, key) where ch == "." {
                let id = String(key[..<k])
                if layers[id] != nil { split = (id, String(key[key.index(after: k)...])) }
            }
            guard let (id, keyPath) = split, let layer = layers[id] else {
                let id = String(key.prefix { $0 != "." })
                let hint = NameSuggestion.hint(for: id, in: Set(layers.keys))
                throw valueNode.fail("expected \"<layer id>.<key path>\" naming a layer; no layer \"\(id)\"\(hint)")
            }
            let value = try valueNode.animatableValue(forKeyPath: keyPath, layerType: layer.type, keyPathNode: keyNode)
            return PropertyChange(layer: id, keyPath: keyPath, value: value)
        }
    }
}
