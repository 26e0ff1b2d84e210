import Composition
import Geometry
import Motion

/// Writes a composition, whatever it was read from (a Lottie file's Core Animation translation, say), as a scene
/// file (SCENE_FORMAT.md, version 1): the canvas, the model layers, the timeline's animations and transactions.
/// Reading the result renders the same frames.
public enum CompositionEncoding {
    /// The scene object. Checkpoints, expectations, images' decoded pixels and layout are not written: layers carry
    /// their laid-out frames and their image files' paths.
    public static func json(_ composition: Composition) -> JSON {
        var canvasMembers = canvas(composition.canvas)
        if composition.imageResampling != .cairo {
            canvasMembers.append(("imageResampling", .string(composition.imageResampling.rawValue)))
        }
        if composition.textBackingStore { canvasMembers.append(("textBackingStore", .bool(true))) }
        var members: [(key: String, value: JSON)] = [("version", .number(1)), ("canvas", .object(canvasMembers))]
        members.append(("layers", .array(composition.tree.initialLayers.map(LayerEncoding.json))))
        let animations = composition.timeline.animations
        if !animations.isEmpty {
            members.append(("animations", .array(animations.map {
                AnimationEncoding.json($0.animation, layer: $0.layer, key: $0.key, addedAt: $0.addedAt, source: $0.source)
            })))
        }
        let transactions = composition.timeline.transactions
        if !transactions.isEmpty {
            members.append(("transactions", .array(transactions.map { LayerEncoding.json($0.transaction, removals: $0.removals, source: $0.source) })))
        }
        return .object(members)
    }

    static func canvas(_ c: Canvas) -> [(key: String, value: JSON)] {
        var m: [(key: String, value: JSON)] = [("size", .array([.number(c.size.width), .number(c.size.height)]))]
        if c.scale != 1 { m.append(("scale", .number(c.scale))) }
        m.append(("fps", .number(c.fps)))
        if let d = c.duration { m.append(("duration", .number(d))) }
        if let b = c.background { m.append(("background", ValueEncoding.color(b))) }
        return m
    }
}
