import Composition
import Geometry
import Motion

/// Writes an animation as a scene-format animation object (SCENE_FORMAT.md, "Animations"): the fields that differ
/// from Core Animation's defaults, values encoded as the format reads them. Reading the object back on the same
/// layer gives the same `Animation`.
enum AnimationEncoding {
    /// A top-level animation of the `animations` list, on `layer` under `key`.
    static func json(_ animation: Animation, layer: String, key: String?, addedAt: Double? = nil, source: String? = nil) -> JSON {
        var members: [(key: String, value: JSON)] = [("layer", .string(layer))]
        if let source { members.append(("source", .string(source))) }
        if let key { members.append(("key", .string(key))) }
        if let addedAt { members.append(("addedAt", .number(addedAt))) }
        return .object(members + fields(animation))
    }

    /// The animation's fields, `type` first (a group's children carry no `layer`).
    static func fields(_ animation: Animation) -> [(key: String, value: JSON)] {
        var m: [(key: String, value: JSON)] = []
        switch animation {
        case .basic(let b):
            m.append(("keyPath", .string(b.keyPath)))
            from(b.fromValue, b.toValue, b.byValue, into: &m)
            m += timing(b.timing, b.timingFunction, b.isRemovedOnCompletion)
            flags(b.isAdditive, b.isCumulative, into: &m)
            if b.morph != .auto { m.append(("morph", .string(b.morph.rawValue))) }
        case .keyframe(let k):
            m.append(("type", .string("keyframe")))
            m.append(("keyPath", .string(k.keyPath)))
            if let p = k.path {
                m.append(("path", .string(p.svgString)))
            } else {
                m.append(("values", .array(k.values.map(ValueEncoding.json))))
            }
            if let t = k.keyTimes { m.append(("keyTimes", .array(t.map(JSON.number)))) }
            if let tfs = k.timingFunctions { m.append(("timingFunctions", .array(tfs.map(LayerEncoding.timingFunction)))) }
            if k.calculationMode != .linear { m.append(("calculationMode", .string(k.calculationMode.rawValue))) }
            if let r = k.rotationMode { m.append(("rotationMode", .string(r.rawValue))) }
            for (name, values) in [("tensionValues", k.tensionValues), ("continuityValues", k.continuityValues),
                                   ("biasValues", k.biasValues)] {
                if let values { m.append((name, .array(values.map(JSON.number)))) }
            }
            m += timing(k.timing, k.timingFunction, k.isRemovedOnCompletion)
            flags(k.isAdditive, k.isCumulative, into: &m)
        case .group(let g):
            m.append(("type", .string("group")))
            m += timing(g.timing, g.timingFunction, g.isRemovedOnCompletion)
            m.append(("animations", .array(g.animations.map { .object(fields($0)) })))
        case .spring(let s):
            m.append(("type", .string("spring")))
            m.append(("keyPath", .string(s.keyPath)))
            from(s.fromValue, s.toValue, s.byValue, into: &m)
            let d = SpringAnimation(keyPath: s.keyPath)
            for (name, v, base) in [("mass", s.mass, d.mass), ("stiffness", s.stiffness, d.stiffness),
                                    ("damping", s.damping, d.damping), ("initialVelocity", s.initialVelocity, d.initialVelocity)]
            where v != base {
                m.append((name, .number(v)))
            }
            if s.allowsOverdamping { m.append(("allowsOverdamping", .bool(true))) }
            m += timing(s.timing, s.timingFunction, s.isRemovedOnCompletion)
            flags(s.isAdditive, s.isCumulative, into: &m)
        }
        return m
    }

    private static func from(_ from: AnimatableValue?, _ to: AnimatableValue?, _ by: AnimatableValue?,
                             into m: inout [(key: String, value: JSON)]) {
        for (name, v) in [("fromValue", from), ("toValue", to), ("byValue", by)] {
            if let v { m.append((name, ValueEncoding.json(v))) }
        }
    }

    private static func flags(_ additive: Bool, _ cumulative: Bool, into m: inout [(key: String, value: JSON)]) {
        if additive { m.append(("isAdditive", .bool(true))) }
        if cumulative { m.append(("isCumulative", .bool(true))) }
    }

    /// The media-timing fields that differ from `MediaTiming()`, the timing function and `isRemovedOnCompletion`.
    private static func timing(_ t: MediaTiming, _ tf: TimingFunction?, _ removed: Bool) -> [(key: String, value: JSON)] {
        let d = MediaTiming()
        var m: [(key: String, value: JSON)] = []
        for (name, v, base) in [("beginTime", t.beginTime, d.beginTime), ("duration", t.duration, d.duration),
                                ("speed", t.speed, d.speed), ("timeOffset", t.timeOffset, d.timeOffset)]
        where v != base {
            m.append((name, .number(v)))
        }
        if t.repeatCount != d.repeatCount {
            m.append(("repeatCount", t.repeatCount.isInfinite ? .string("infinity") : .number(t.repeatCount)))
        }
        if t.repeatDuration != d.repeatDuration { m.append(("repeatDuration", .number(t.repeatDuration))) }
        if t.autoreverses { m.append(("autoreverses", .bool(true))) }
        if t.fillMode != d.fillMode { m.append(("fillMode", .string(t.fillMode.rawValue))) }
        if let tf { m.append(("timingFunction", LayerEncoding.timingFunction(tf))) }
        if !removed { m.append(("isRemovedOnCompletion", .bool(false))) }
        return m
    }
}
