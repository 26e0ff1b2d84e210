import Composition
import Geometry
import Motion

/// Reads the fields of a `replicator` layer object (`CAReplicatorLayer`, Motion/Replicator.swift).
extension LayerDecoder {
    static func decodeReplicator(_ node: JSONNode<SceneError>, into layer: inout LayerState) throws {
        if let n = node["instanceCount"] {
            let v = try n.number(atLeast: 0).checked(AnimatableValue.number, "instanceCount", at: n)
            guard let count = v.checkedInt(), Double(count) == v else { throw n.expected("a whole number ≥ 0") }
            layer.instanceCount = count
        }
        if let n = node["instanceTransform"] { layer.instanceTransform = try n.transform() }
        if let n = node["instanceDelay"] { layer.instanceDelay = try n.number() }
        if let n = node["instanceColor"] { layer.instanceColor = try n.color() }
        if let n = node["instanceRedOffset"] { layer.instanceRedOffset = try n.number() }
        if let n = node["instanceGreenOffset"] { layer.instanceGreenOffset = try n.number() }
        if let n = node["instanceBlueOffset"] { layer.instanceBlueOffset = try n.number() }
        if let n = node["instanceAlphaOffset"] { layer.instanceAlphaOffset = try n.number() }
    }
}
