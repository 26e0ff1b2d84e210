import Geometry
import Motion

/// Conservative bounding boxes of what a layer tree can draw, used to keep group surfaces small.
enum Extents {
    /// The box, in the layer's own coordinates, that contains every pixel the layer tree can touch (before
    /// anti-aliasing); `nil` when it draws nothing.
    static func of(_ layer: LayerState, scale: Double) -> Rect? {
        guard !layer.isHidden, layer.opacity > 0 else { return nil }
        if layer.type == .transformLayer {
            // Only its sublayers draw (CATransformLayer), each through its own 3-D transform.
            var planes: [Renderer.Plane] = []
            Renderer.collectPlanes(of: layer, parent: nil, opacity: 1, into: &planes)
            guard let inverse = layer.transform3DToSuperlayer.inverted() else { return nil }
            var all: Rect? = nil
            for p in planes {
                guard let e = of(p.layer, scale: scale) else { continue }
                // Back into the transform layer's own coordinates.
                all = union(all, map(e, p.matrix.concatenating(inverse)))
            }
            return all
        }
        let b = layer.bounds.standardized
        var outer: Rect? = nil    // background and border: not clipped by masksToBounds
        var inner: Rect? = nil    // content and sublayers: clipped by masksToBounds

        if let bg = layer.backgroundColor, bg.alpha > 0, !b.isEmpty { outer = union(outer, b) }
        if layer.borderWidth > 0, !b.isEmpty {
            let w = layer.borderWidth
            // An outside border reaches w beyond the bounds.
            outer = union(outer, b.insetBy(dx: -w, dy: -w))
        }
        switch layer.type {
        case .shape:
            if let path = layer.path, !path.isEmpty {
                var e = path.controlPointBounds
                if layer.strokeColor != nil, layer.lineWidth > 0 {
                    // Miter joins reach at most miterLimit · w/2 from the path; square caps w·√2/2.
                    let limit = layer.lineJoin == .miter && layer.miterLimit.isFinite ? max(layer.miterLimit, 1.5) : 1.5
                    let pad = layer.lineWidth * limit / 2
                    e = e.insetBy(dx: -pad, dy: -pad)
                }
                inner = union(inner, e)
            }
        case .gradient:
            if layer.colors.count >= 2, !b.isEmpty { inner = union(inner, b) }
        case .text:
            // Glyphs are not bounded by the layer's bounds (unwrapped text overflows them, as CATextLayer's does),
            // and no metrics are at hand here: a generous box, within masksToBounds and the mask below (the canvas
            // clips it anyway; `Damage` takes the canvas for text the same way). Without it a text layer drawn
            // through a group (opacity, mask, shadow, compositing filter) drew nothing.
            if !layer.string.isEmpty, layer.fontSize > 0 { inner = union(inner, Extents.unbounded) }
        case .image, .layer, .transformLayer, .replicator:
            break
        }
        if layer.contents != nil {
            // Gravities other than resize can overflow the bounds; without the image size here, allow for the
            // largest placement the renderer may choose by using a generous box (the canvas is clipped anyway).
            if layer.contentsGravity == "resize" || layer.contentsGravity == "resizeAspect" {
                inner = union(inner, b)
            } else {
                return Extents.unbounded
            }
        }
        let sublayerTransform = layer.sublayerTransform.isIdentity ? nil : layer.sublayerTransformInBounds
        let sublayer3D = layer.sublayerTransform.isAffine ? nil : layer.sublayerTransform3DInBounds
        for s in layer.sublayers {
            if let e = of(s, scale: scale) {
                if sublayer3D != nil || s.needsThreeDDrawing {
                    let m = s.transform3DToSuperlayer
                    inner = union(inner, map(e, sublayer3D.map { m.concatenating($0) } ?? m.concatenating(Transform3D(sublayerTransform ?? .identity))))
                    continue
                }
                let t = sublayerTransform.map { s.transformToSuperlayer.concatenating($0) } ?? s.transformToSuperlayer
                inner = union(inner, map(e, t))
            }
        }
        if layer.masksToBounds { inner = inner.flatMap { intersection($0, b) } }
        var all = union(outer, inner)
        for effect in layer.effects {
            // A blur spreads what the layer draws by the kernel's reach (LayerEffect.reach).
            let r = effect.reach
            if r.x > 0 || r.y > 0 { all = all?.insetBy(dx: -(r.x + 1), dy: -(r.y + 1)) }
        }
        if layer.castsShadow, var shadow = layer.shadowPath?.controlPointBounds ?? all {
            // Offset, then blurred out to 3σ (the kernel's reach); clipped with the bounds under masksToBounds.
            let pad = 3 * layer.shadowSigma + 1
            shadow = Rect(x: shadow.minX + layer.shadowOffset.width, y: shadow.minY + layer.shadowOffset.height,
                          width: shadow.width, height: shadow.height).insetBy(dx: -pad, dy: -pad)
            all = layer.masksToBounds ? union(all, intersection(shadow, b)) : union(all, shadow)
        }
        if let m = layer.mask {
            guard let me = of(m, scale: scale) else { return nil }
            let box = m.needsThreeDDrawing ? map(me, m.transform3DToSuperlayer) : map(me, m.transformToSuperlayer)
            all = all.flatMap { intersection($0, box) }
        }
        return all
    }

    /// The box of content whose extent is not known here (text; images placed by a gravity that can overflow).
    static let unbounded = Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)

    static func union(_ a: Rect?, _ b: Rect?) -> Rect? {
        guard let a else { return b }
        guard let b else { return a }
        return a.union(b)
    }

    static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY)
        let x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The bounding box of `r` flattened through `m` (a layer's extent in its superlayer's plane); a huge box when
    /// part of `r` is at or behind the eye (the projection is unbounded there).
    static func map(_ r: Rect, _ m: Transform3D) -> Rect {
        let h = m.flattened
        if h.m13 == 0, h.m23 == 0, h.m33 > 0 { return map(r, h.affine) }
        let ps = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                  Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)]
        guard ps.allSatisfy({ h.w($0.x, $0.y) > Renderer.nearPlaneW }) else {
            return Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
        }
        let q = ps.map(h.apply(to:))
        var x0 = q[0].x, x1 = q[0].x, y0 = q[0].y, y1 = q[0].y
        for p in q.dropFirst() { x0 = min(x0, p.x); x1 = max(x1, p.x); y0 = min(y0, p.y); y1 = max(y1, p.y) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The bounding box of `r` mapped by `t`.
    static func map(_ r: Rect, _ t: AffineTransform) -> Rect {
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1 {
            return Rect(x: r.minX + t.tx, y: r.minY + t.ty, width: r.width, height: r.height)
        }
        // The four corners without an array (this runs for every layer of every frame).
        let p0 = t.apply(to: Point(x: r.minX, y: r.minY))
        var x0 = p0.x, x1 = p0.x, y0 = p0.y, y1 = p0.y
        func take(_ p: Point) { x0 = min(x0, p.x); x1 = max(x1, p.x); y0 = min(y0, p.y); y1 = max(y1, p.y) }
        take(t.apply(to: Point(x: r.maxX, y: r.minY)))
        take(t.apply(to: Point(x: r.minX, y: r.maxY)))
        take(t.apply(to: Point(x: r.maxX, y: r.maxY)))
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
