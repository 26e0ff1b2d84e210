import Composition
import Geometry
import Motion

/// A layer under construction (the `CALayer` lottie-ios creates), with the animations it will carry. Every layer
/// fills its superlayer's bounds with its anchor point at the top-left corner (lottie-ios's
/// `fillBoundsOfSuperlayer`) unless the translation sets something else.
final class LayerNode {
    var state: LayerState
    var sublayers: [LayerNode] = []
    var mask: LayerNode? = nil
    /// The model values of the transform's components (`transform.scale.x`, `.y`, `.rotation.x`, `.y`, `.z`); the
    /// model transform is composed from them (scale, then the rotations about x, y and z, as Core Animation
    /// recomposes a transform from its parts) unless `transform` is set as a whole.
    var scaleX = 1.0, scaleY = 1.0, rotation = 0.0, rotationX = 0.0, rotationY = 0.0
    var wholeTransform: AffineTransform? = nil
    var animations: [(key: String, animation: Animation)] = []

    init(_ id: String, type: LayerType = .layer, size: Size) {
        state = LayerState(id: id, type: type)
        state.bounds = Rect(origin: .zero, size: size)
        state.anchorPoint = .zero
        state.position = .zero
    }

    var size: Size { state.bounds.size }

    /// Applies a translated property: a constant becomes the model value, an animation is attached under the key
    /// path (replacing one under the same key, as `CALayer.add(_:forKey:)`).
    func set(_ keyPath: String, _ property: TranslatedProperty) {
        switch property {
        case .constant(let v): setModel(keyPath, v)
        case .animated(let a):
            animations.removeAll { $0.key == keyPath }
            animations.append((keyPath, a))
        }
    }

    func setModel(_ keyPath: String, _ v: AnimatableValue) {
        switch (keyPath, v) {
        case ("position", .point(let p)): state.position = p
        case ("position.x", .number(let x)): state.position.x = x
        case ("position.y", .number(let y)): state.position.y = y
        case ("anchorPoint", .point(let p)): state.anchorPoint = p
        case ("transform.scale.x", .number(let s)): scaleX = s
        case ("transform.scale.y", .number(let s)): scaleY = s
        case ("transform.rotation.z", .number(let r)): rotation = r
        case ("transform.rotation.x", .number(let r)): rotationX = r
        case ("transform.rotation.y", .number(let r)): rotationY = r
        case ("transform", .transform(let t)): wholeTransform = t.affine
        case ("opacity", .number(let o)): state.opacity = o
        case ("isHidden", .bool(let b)): state.isHidden = b
        case ("path", .path(let p)): state.path = p
        case ("fillColor", .color(let c)): state.fillColor = c
        case ("strokeColor", .color(let c)): state.strokeColor = c
        case ("lineWidth", .number(let w)): state.lineWidth = w
        case ("strokeStart", .number(let s)): state.strokeStart = s
        case ("strokeEnd", .number(let e)): state.strokeEnd = e
        case ("lineDashPhase", .number(let p)): state.lineDashPhase = p
        case ("colors", .colors(let c)): state.colors = c
        case ("locations", .numbers(let l)): state.locations = l
        case ("startPoint", .point(let p)): state.startPoint = p
        case ("endPoint", .point(let p)): state.endPoint = p
        case ("radialFocalPoint", .point(let p)): state.radialFocalPoint = p
        case ("shadowOpacity", .number(let o)): state.shadowOpacity = o
        case ("shadowColor", .color(let c)): state.shadowColor = c
        case ("shadowRadius", .number(let r)): state.shadowRadius = r
        case ("shadowOffset", .size(let s)): state.shadowOffset = s
        case ("lineDashPattern", .numbers(let n)): state.lineDashPattern = n
        case ("effects", .numbers(let n)): state.effects = LayerEffect.list(fromNumbers: n) ?? []
        default: preconditionFailure("LayerNode.setModel: \(keyPath) cannot hold \(v.typeName)")
        }
    }

    /// Adds a sublayer that fills this layer's bounds.
    @discardableResult
    func addFilling(_ id: String, type: LayerType = .layer) -> LayerNode {
        let n = LayerNode(id, type: type, size: size)
        sublayers.append(n)
        return n
    }

    /// The first layer of this tree (this layer being level `depth`), depth first with a layer's mask before its
    /// sublayers (as `Composition.checkLayerDepth` walks), deeper than `Limits.maximumLayerDepth`; found without
    /// recursion, so `freeze` only runs on trees within the limit.
    func firstLayerPastDepthLimit(depth: Int = 1) -> LayerNode? {
        var stack: [(node: LayerNode, depth: Int)] = [(self, depth)]
        while let (n, d) = stack.popLast() {
            if d > Limits.maximumLayerDepth { return n }
            for s in n.sublayers.reversed() { stack.append((s, d + 1)) }
            if let m = n.mask { stack.append((m, d + 1)) }
        }
        return nil
    }

    /// The JSON path of the Lottie layer, shape item or mask this layer translates: its id (made from that path by
    /// `LottieTranslator.id`) without the `#N` of a repeated use and the suffixes the translation adds
    /// (`.parent`, `.solid`, `.container`, …: components not ending in an index).
    var sourcePath: String {
        var path = Substring(state.id)
        if let hash = path.lastIndex(of: "#") { path = path[..<hash] }
        while let dot = path.lastIndex(of: "."), path.last != "]" { path = path[..<dot] }
        return String(path)
    }

    /// The finished model layer tree, and every animation with the id of its layer, in the order of adding
    /// (depth first).
    func freeze(into animations: inout [(layer: String, key: String, animation: Animation)]) -> LayerState {
        var s = state
        if wholeTransform == nil, rotationX != 0 || rotationY != 0 {
            s.transform = Transform3D.scale(scaleX, scaleY, 1).concatenating(.rotation(rotationX, 1, 0, 0))
                .concatenating(.rotation(rotationY, 0, 1, 0)).concatenating(.rotation(rotation, 0, 0, 1))
        } else {
            s.transform = Transform3D(wholeTransform
                ?? AffineTransform.scale(scaleX, scaleY).concatenating(.rotation(rotation)))
        }
        for a in self.animations { animations.append((s.id, a.key, a.animation)) }
        s.mask = mask?.freeze(into: &animations)
        s.sublayers = sublayers.map { $0.freeze(into: &animations) }
        return s
    }
}
