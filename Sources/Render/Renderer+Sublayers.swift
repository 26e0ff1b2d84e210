import Geometry
import Motion

/// Sibling order and Core Animation's two 3-D models (docs/drawing.md, "3-D"):
/// - a plain layer flattens its sublayers into its own plane: each is drawn through its 3-D transform (with the
///   superlayer's `sublayerTransform`) projected onto that plane, in sibling order by `zPosition` (stable);
/// - a transform layer (`CATransformLayer`) does not flatten: it draws none of its own content, and its
///   descendants (through nested transform layers) are drawn as one set of planes sorted by depth, far to near.
extension Renderer {
    /// One layer of a transform layer's set: the layer (its opacity multiplied by its transform-layer ancestors'),
    /// its transform to the flattening plane, and the depth it is sorted by.
    struct Plane {
        var layer: LayerState
        var matrix: Transform3D
        var depth: Double
    }

    /// Draws sibling layers in the current coordinate system. `sublayer`, when given, is the superlayer's 3-D
    /// `sublayerTransform` (about its anchor point), applied after each sibling's own transform.
    func drawSublayers(_ layers: [LayerState], sublayer: Transform3D?) throws {
        guard sublayer != nil || layers.contains(where: \.needsThreeDDrawing) else {
            try forEachInZOrder(layers) { try draw($0) }
            return
        }
        try forEachInZOrder(layers) { l in
            if l.type == .transformLayer {
                guard !l.isHidden, l.opacity > 0 else { return }
                var planes: [Plane] = []
                Renderer.collectPlanes(of: l, parent: sublayer, opacity: 1, into: &planes)
                for p in Renderer.depthOrder(planes) { try draw(p.layer, matrix: p.matrix) }
            } else if sublayer == nil, !l.needsThreeDDrawing {
                try draw(l)
            } else {
                try draw(l, matrix: sublayer.map { l.transform3DToSuperlayer.concatenating($0) } ?? l.transform3DToSuperlayer)
            }
        }
    }

    /// The planes a transform layer draws: its sublayers, through nested transform layers, each with its transform
    /// to the plane the transform layer is flattened into and its depth there.
    static func collectPlanes(of transformLayer: LayerState, parent: Transform3D?, opacity: Double, into planes: inout [Plane]) {
        guard !transformLayer.isHidden, transformLayer.opacity > 0 else { return }
        let own = parent.map { transformLayer.transform3DToSuperlayer.concatenating($0) } ?? transformLayer.transform3DToSuperlayer
        let inner = transformLayer.sublayerTransform.isIdentity ? own : transformLayer.sublayerTransform3DInBounds.concatenating(own)
        // "The opacity property is applied to each sublayer individually" (CATransformLayer).
        let o = opacity * min(transformLayer.opacity, 1)
        for s in transformLayer.sublayers where !s.isHidden && s.opacity > 0 {
            if s.type == .transformLayer {
                collectPlanes(of: s, parent: inner, opacity: o, into: &planes)
            } else {
                let m = s.transform3DToSuperlayer.concatenating(inner)
                var layer = s
                layer.opacity = min(s.opacity, 1) * o
                planes.append(Plane(layer: layer, matrix: m, depth: depth(of: s, through: m)))
            }
        }
    }

    /// The depth of a layer's bounds centre through `m`: z after the perspective divide (larger is nearer), or
    /// −∞ when the centre is at or behind the eye.
    static func depth(of layer: LayerState, through m: Transform3D) -> Double {
        let b = layer.bounds
        let c = m.apply(x: b.midX, y: b.midY, z: 0)
        guard c.w > 0, c.w.isFinite, c.z.isFinite else { return -.infinity }
        return c.z / c.w
    }

    /// Far to near; equal depths keep tree order (docs/drawing.md).
    static func depthOrder(_ planes: [Plane]) -> [Plane] {
        planes.indices.sorted { i, j in
            planes[i].depth != planes[j].depth ? planes[i].depth < planes[j].depth : i < j
        }.map { planes[$0] }
    }
}

extension LayerState {
    /// Whether drawing this layer (as a sibling) needs the 3-D path rather than its 2-D transform.
    var needsThreeDDrawing: Bool {
        !transform.isAffine || anchorPointZ != 0 || type == .transformLayer
    }
}
