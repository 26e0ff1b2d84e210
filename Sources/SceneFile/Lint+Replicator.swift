import Composition
import Motion

extension Lint {
    /// Replicator layers whose instances are tinted (an `instanceColor` other than white, or a colour offset) over
    /// image contents: `animate` draws image contents without the instance colour, where Core Animation multiplies
    /// them too (Motion/Tree/Replicator.swift).
    static func replicatorTints(_ scene: Composition) -> [Warning] {
        var out: [Warning] = []
        func hasContents(_ l: LayerState) -> Bool { l.contents != nil || l.sublayers.contains(where: hasContents) }
        func visit(_ l: LayerState) {
            let tinted = l.instanceColor != .white || l.instanceRedOffset != 0 || l.instanceGreenOffset != 0
                || l.instanceBlueOffset != 0 || l.instanceAlphaOffset != 0
            if l.type == .replicator, tinted, l.sublayers.contains(where: hasContents) {
                out.append(Warning(
                    rule: .unsupported, path: scene.timeline.layers[l.id]?.path ?? "layers",
                    message: "image contents in a tinted replicator are drawn without instanceColor and its offsets "
                        + "(Core Animation multiplies them too); the other colours are multiplied"))
            }
            if let m = l.mask { visit(m) }
            l.sublayers.forEach(visit)
        }
        scene.tree.initialLayers.forEach(visit)
        return out
    }
}
