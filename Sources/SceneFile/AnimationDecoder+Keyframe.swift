import Composition
import Geometry
import Motion

/// Reading `keyframe` and `spring` animations (SCENE_FORMAT.md, "Animations"). Every mismatch between the arrays
/// is reported at the offending entry's JSON path.
extension AnimationDecoder {
    static let keyframeFields: Set<String> = [
        "keyPath", "values", "keyTimes", "timingFunctions", "calculationMode", "path", "rotationMode",
        "tensionValues", "continuityValues", "biasValues", "isAdditive", "isCumulative", "morph",
    ]
    /// Core Animation's spring parameters, plus the perceptual pair (`perceptualDuration`, `bounce`) of
    /// `init(perceptualDuration:bounce:)`, which replaces mass/stiffness/damping.
    static let springFields: Set<String> = [
        "mass", "stiffness", "damping", "initialVelocity", "allowsOverdamping", "perceptualDuration", "bounce",
    ]

    func decodeKeyframe(_ node: JSONNode<SceneError>, layerType: LayerType) throws -> KeyframeAnimation {
        guard let keyPathNode = node["keyPath"] else { throw node.fail("an animation needs a \"keyPath\"") }
        let keyPath = try keyPathNode.string()
        guard let kind = LayerState.valueKind(forKeyPath: keyPath, type: layerType) else {
            throw keyPathNode.unknownKeyPath(keyPath, layerType: layerType)
        }
        var a = KeyframeAnimation(keyPath: keyPath)
        if let n = node["calculationMode"] { a.calculationMode = try n.oneOf(CalculationMode.self) }
        if let n = node["path"] {
            guard kind.kind == .point else {
                throw n.fail("a keyframe \"path\" moves a point; \"\(keyPath)\" holds \(kind.name)")
            }
            if node["values"] != nil { throw n.fail("give either \"values\" or \"path\", not both") }
            a.path = try n.pathValue()
        } else {
            guard let valuesNode = node["values"] else { throw node.fail("a keyframe animation needs \"values\" or \"path\"") }
            let items = try valuesNode.array()
            guard !items.isEmpty else { throw valuesNode.fail("expected at least one value") }
            a.values = try items.map {
                try $0.animatableValue(forKeyPath: keyPath, layerType: layerType, keyPathNode: keyPathNode)
            }
        }
        if let n = node["rotationMode"], !n.isNull {
            guard a.path != nil else { throw n.fail("rotationMode needs a \"path\" (undefined without one)") }
            a.rotationMode = try n.oneOf(RotationMode.self)
        }
        let count = a.keyframeCount
        guard count <= Limits.current.maximumKeyframes else {
            throw node.fail("\(count) keyframes: at most \(Limits.current.maximumKeyframes) in one animation (the limit)")
        }
        let countName = a.path != nil ? "one per keyframe point of the path" : "one per value"
        if let n = node["keyTimes"] {
            let items = try n.array()
            guard KeyframeRules.keyTimesCountFits(items.count, keyframes: count, mode: a.calculationMode) else {
                let expected = KeyframeRules.expectedKeyTimes(keyframes: count, mode: a.calculationMode)
                throw n.fail("expected \(expected) key times (\(countName)), got \(items.count)")
            }
            var times: [Double] = []
            for (i, item) in items.enumerated() {
                times.append(try item.number())
                switch KeyframeRules.problem(ofKeyTime: i, in: times) {
                case .outOfRange?: throw item.expected("a key time in 0…1")
                case .decreasing?:
                    throw item.fail("key times must not decrease: \(JSONWriter.format(times[i])) comes after \(JSONWriter.format(times[i - 1]))")
                case nil: break
                }
            }
            a.keyTimes = times
        }
        if let n = node["timingFunctions"] {
            let items = try n.array()
            let segments = KeyframeRules.timingFunctionCount(keyframes: count)
            guard items.count == segments else {
                throw n.fail("expected \(NumberText.counted(segments, "timing function")) (one per segment between \(NumberText.counted(count, "keyframe"))), got \(items.count)")
            }
            a.timingFunctions = try items.map { try $0.timingFunction() }
        }
        for name in ["tensionValues", "continuityValues", "biasValues"] {
            guard let n = node[name] else { continue }
            let items = try n.array()
            guard items.count == count else { throw n.fail("expected \(NumberText.counted(count, "number")) (\(countName)), got \(items.count)") }
            let v = try items.map { item -> Double in
                let x = try item.number()
                guard KeyframeRules.isValidKochanekBartels(x) else { throw item.expected("a number in -1…1") }
                return x
            }
            switch name {
            case "tensionValues": a.tensionValues = v
            case "continuityValues": a.continuityValues = v
            default: a.biasValues = v
            }
        }
        try readTiming(node, into: &a.timing, timingFunction: &a.timingFunction,
                       isRemovedOnCompletion: &a.isRemovedOnCompletion)
        if let n = node["isAdditive"] { a.isAdditive = try n.bool() }
        if let n = node["isCumulative"] { a.isCumulative = try n.bool() }
        if let n = node["morph"] {
            guard keyPath == "path" || keyPath == "shadowPath" else { throw n.fail("only path animations take \"morph\"") }
        }
        return a
    }

    func decodeSpring(_ node: JSONNode<SceneError>, layerType: LayerType) throws -> SpringAnimation {
        let basic = try decodeBasic(node, layerType: layerType)
        var s = SpringAnimation(keyPath: basic.keyPath)
        let perceptual = node["perceptualDuration"] ?? node["bounce"]
        if let p = perceptual {
            for k in ["mass", "stiffness", "damping"] {
                if let n = node[k] { throw n.fail("\"\(k)\" cannot be combined with perceptualDuration/bounce") }
            }
            guard let dNode = node["perceptualDuration"] else { throw p.fail("\"bounce\" needs \"perceptualDuration\"") }
            let d = try dNode.number()
            guard d > 0 else { throw dNode.expected("a duration > 0") }
            var bounce = 0.0
            if let b = node["bounce"] {
                bounce = try b.number()
                guard bounce > -1 && bounce < 1 else { throw b.expected("a bounce in -1…1 (exclusive)") }
            }
            s = SpringAnimation(keyPath: basic.keyPath, perceptualDuration: d, bounce: bounce)
        }
        s.fromValue = basic.fromValue
        s.toValue = basic.toValue
        s.byValue = basic.byValue
        let perceptualDuration = s.timing.duration
        s.timing = basic.timing
        // The perceptual initializer sets duration = settlingDuration; an explicit "duration" wins.
        if node["duration"] == nil && perceptual != nil { s.timing.duration = perceptualDuration }
        s.timingFunction = basic.timingFunction
        s.isRemovedOnCompletion = basic.isRemovedOnCompletion
        s.isAdditive = basic.isAdditive
        s.isCumulative = basic.isCumulative
        if let n = node["mass"] {
            let v = try n.number(); guard v > 0 else { throw n.expected("a mass > 0") }; s.mass = v
        }
        if let n = node["stiffness"] {
            let v = try n.number(); guard v > 0 else { throw n.expected("a stiffness > 0") }; s.stiffness = v
        }
        if let n = node["damping"] { s.damping = try n.number(atLeast: 0) }
        if let n = node["initialVelocity"] { s.initialVelocity = try n.number() }
        if let n = node["allowsOverdamping"] { s.allowsOverdamping = try n.bool() }
        if s.timing.duration <= 0 && !(s.settlingDuration(epsilon: 0.001) < 1e9) {
            throw node.fail("an undamped spring (damping 0) never settles; give a \"duration\"")
        }
        return s
    }
}

extension AnimationDecoder {
    /// A transaction's `removeAnimations`: `[{"layer": id, "key": k}, …]` (`key` omitted: every animation on the
    /// layer), as `removeAnimation(forKey:)` / `removeAllAnimations()` at the transaction's time (an extension of
    /// the format, docs/timing.md).
    func decodeRemovals(_ node: JSONNode<SceneError>) throws -> [(layer: String, key: String?)] {
        try node.array().map { item in
            _ = try item.object(allowing: ["layer", "key"])
            guard let l = item["layer"] else { throw item.fail("a removal needs a \"layer\"") }
            let id = try l.string()
            guard layers[id] != nil else {
                let hint = NameSuggestion.hint(for: id, in: Set(layers.keys))
                throw l.fail("no layer with id \"\(id)\"\(hint)")
            }
            return (id, try item["key"]?.string())
        }
    }
}
