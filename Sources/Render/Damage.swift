import Geometry
import Motion

/// Which pixels can differ between the frames of two presentation trees: the damage region that
/// `IncrementalRenderer` redraws on top of the previous frame.
///
/// The region is the union of the device-space boxes, before and after, of every layer whose drawn state changed,
/// grown for anti-aliasing, then widened until redrawing it alone gives exactly the pixels of a full redraw:
/// - a layer is compared without its sublayers and mask; when its own state is equal, only its mask and sublayers
///   are compared (a mask changes the pixels only where the mask's own drawing changed);
/// - a shape layer whose only change is its `path` damages the boxes of the sub-paths that changed (a closed
///   sub-path adds nothing to the winding number outside its box), unless it is dashed, trimmed or shadowed;
/// - a shadow follows everything its layer draws, so any change in a shadow-casting tree damages the whole tree;
/// - text may overflow its bounds (Pango lays it out freely), so a changed text layer damages the whole canvas;
/// - redrawing only part of some drawings would give other bytes: a layer composited as a group (opacity below 1,
///   a mask, a shadow, a compositing filter: Cairo sizes the group surface to the clip, and patterns inside are placed relative to it;
///   a shadow's blur reads the content around each pixel) and an axial or radial gradient (pixman steps the colour
///   along each span from the span's first pixel). When the region touches one of them, it grows to hold it whole.
///   (A resampled image needs no growing: the renderer resamples it apart from the canvas, `ImagePlacement`);
/// - Cairo scan-converts an anti-aliased edge that the drawn surface's border cuts slightly differently (a level or
///   two in the pixels along it) from an uncut one, unless the edge runs along the pixel grid: the region grows over
///   every curve and slanted edge it cuts (fills), every stroked segment it cuts (joins and caps), and every
///   rounded or slanted layer outline (background, border, contents, clip) it cuts. Found by rendering lottie-ios's
///   oracle animations both ways (`LottieIncrementalRenderingTests`).
///
/// Everything is computed on the same conservative boxes the renderer clips group surfaces to (`Extents`).
enum Damage {
    /// Anti-aliasing and rounding margin in device pixels (the renderer pads group boxes by 2).
    static let margin = 3

    /// The pixels of a `width × height` canvas at `scale` that can differ between the frames of `old` and `new`:
    /// `nil` when none can (the trees draw the same), else a box on the canvas.
    /// - Parameters:
    ///   - threeD: whether either tree uses the 3-D model (`usesThreeD`), when the caller already knows it
    ///     (`IncrementalRenderer` keeps the answer for its previous tree); found by walking both trees otherwise.
    ///   - wholeAbove: a number of pixels past which the caller draws the whole canvas anyway
    ///     (`IncrementalRenderer.fullRedrawFraction`): once the damage holds more, the walk stops and the whole
    ///     canvas is returned.
    static func region(from old: [LayerState], to new: [LayerState], scale: Double, width: Int, height: Int,
                       threeD: Bool? = nil, wholeAbove: Int = .max) -> PixelBox? {
        var d = Collector(canvas: PixelBox(x0: 0, y0: 0, x1: width, y1: height), wholeAbove: wholeAbove)
        // 3-D: a projected layer's pixels depend on its whole offscreen surface and on depth order across the
        // tree, so any change in a tree that uses the 3-D model redraws the canvas.
        if threeD ?? (old.contains(where: usesThreeD) || new.contains(where: usesThreeD)) {
            return old == new ? nil : d.canvas
        }
        let root = AffineTransform.scale(scale, scale)
        d.compareLists(old, new, toDevice: root)
        if d.isSaturated { return d.canvas }
        guard let box = d.box?.clipped(width: width, height: height), !box.isEmpty else { return nil }
        // Grow over the drawings that must be redrawn whole, until nothing more is touched.
        var whole = Collector.WholeDrawings()
        for l in new { Collector.wholeDrawings(l, toDevice: root, canvas: d.canvas, into: &whole) }
        return grown(box, over: &whole, canvas: d.canvas).clipped(width: width, height: height)
    }

    /// The smallest box that holds `box` and every whole drawing it touches (`WholeDrawings.boxes`), grown until
    /// nothing more is touched. That box is one and the same whatever the order the drawings are taken in: a box
    /// that holds `box` and holds every drawing it touches holds each drawing the growing adds, so the growing
    /// never passes it.
    ///
    /// A shape's edge boxes (`Collector.edgeBoxes`, one per segment) are only computed when the box touches their
    /// bound (`WholeDrawings.Deferred`: the box of all the shape's segments, a pixel wider than any of them);
    /// a shape whose bound the final box does not touch has no edge box it touches. Most frames of a file then
    /// compute the edge boxes of the few shapes near what changed, not of every shape on the canvas.
    static func grown(_ box: PixelBox, over whole: inout Collector.WholeDrawings, canvas: PixelBox) -> PixelBox {
        var box = box
        var grown = true
        while grown {
            grown = false
            for w in whole.boxes where box.intersects(w) && !box.contains(w) {
                box = box.union(w)
                grown = true
            }
            var i = 0
            while i < whole.deferred.count {
                let d = whole.deferred[i]
                guard box.intersects(d.bound) else { i += 1; continue }
                // Touched: its edge boxes join the others (unless the box holds the bound, and so all of them
                // now and later: the box only grows).
                whole.deferred.swapAt(i, whole.deferred.count - 1)
                whole.deferred.removeLast()
                if !box.contains(d.bound) {
                    Collector.edgeBoxes(of: d.path, layer: d.layer, toDevice: d.toDevice, canvas: canvas,
                                        into: &whole.boxes)
                    grown = true
                }
            }
        }
        return box
    }

    /// Whether the tree draws through the 3-D model anywhere (`LayerState.usesThreeD`). A layer that draws nothing
    /// (hidden, or an opacity not above 0) is not looked into: the renderer draws none of its subtree, in 3-D or not.
    static func usesThreeD(_ layer: LayerState) -> Bool {
        guard !layer.isHidden, layer.opacity > 0 else { return false }
        return layer.usesThreeD || (layer.mask.map(usesThreeD) ?? false) || layer.sublayers.contains(where: usesThreeD)
    }

    /// `layers.contains(where: usesThreeD)`, told by walking only where `layers` differ from `old`, a tree that
    /// does not use the 3-D model (its `usesThreeD` is false): a subtree that is the same storage as the one at
    /// the same place in `old` does not either. `old`'s answer looked into every layer under drawn layers, so the
    /// pairing follows `old` only below layers that `old` draws.
    static func usesThreeD(_ layers: [LayerState], besideFlat old: [LayerState]) -> Bool {
        let paired = old.count == layers.count
        for i in layers.indices where usesThreeD(layers[i], besideFlat: paired ? old[i] : nil) { return true }
        return false
    }

    private static func usesThreeD(_ layer: LayerState, besideFlat old: LayerState?) -> Bool {
        if let old, old.sharesStorage(with: layer) { return false }
        guard !layer.isHidden, layer.opacity > 0 else { return false }
        if layer.usesThreeD { return true }
        let looked = old.map { !$0.isHidden && $0.opacity > 0 } ?? false
        if let m = layer.mask, usesThreeD(m, besideFlat: looked ? old?.mask : nil) { return true }
        if looked, let old { return usesThreeD(layer.sublayers, besideFlat: old.sublayers) }
        return layer.sublayers.contains(where: usesThreeD)
    }

    /// Gathers damage as one bounding box in device pixels.
    struct Collector {
        let canvas: PixelBox
        /// See `region(…, wholeAbove:)`.
        let wholeAbove: Int
        var box: PixelBox? = nil
        /// The box on the canvas holds more than `wholeAbove` pixels: nothing more needs comparing.
        private(set) var isSaturated = false

        init(canvas: PixelBox, wholeAbove: Int = .max) {
            self.canvas = canvas
            self.wholeAbove = wholeAbove
        }

        mutating func add(_ b: PixelBox?) {
            guard let b, !b.isEmpty else { return }
            let u = box.map { $0.union(b) } ?? b
            box = u
            if u.clipped(width: canvas.x1, height: canvas.y1).area > wholeAbove { isSaturated = true }
        }

        /// Everything the layer tree can draw, in the coordinates of its superlayer mapped by `toDevice`.
        mutating func addWhole(_ layer: LayerState, toDevice: AffineTransform) {
            add(Collector.deviceBox(of: layer, toDevice: toDevice, canvas: canvas))
        }

        mutating func compareLists(_ old: [LayerState], _ new: [LayerState], toDevice: AffineTransform) {
            if isSaturated { return }
            if old.count != new.count || zip(old, new).contains(where: { $0.id != $1.id || $0.zPosition != $1.zPosition }) {
                for l in old { addWhole(l, toDevice: toDevice) }
                for l in new { addWhole(l, toDevice: toDevice) }
                return
            }
            for (o, n) in zip(old, new) where !isSaturated { compare(o, n, toDevice: toDevice) }
        }

        /// Adds what differs between two layer trees. Equal trees add nothing; the tree is walked once (a layer's
        /// own values, then its mask and sublayers), not compared whole again at every level.
        mutating func compare(_ old: LayerState, _ new: LayerState, toDevice: AffineTransform) {
            if old.sharesStorage(with: new) { return }
            if old.castsShadow || new.castsShadow || old.type != new.type {
                guard old != new else { return }
                addWhole(old, toDevice: toDevice); addWhole(new, toDevice: toDevice)
                return
            }
            // The layer's own values. When the two hold the same subtree storage (mask and sublayers), comparing
            // the layers compares their own values, in place; otherwise the old values with the new subtree in
            // place (a copy of the old fields; the subtree is then shared, so compared at once).
            let sameSubtree = Collector.sameStorage(old.mask, new.mask)
                && old.sublayers.elementsEqual(new.sublayers, by: { $0.sharesStorage(with: $1) })
            let ownEqual: Bool
            if sameSubtree {
                ownEqual = old == new
            } else {
                var oldOwn = old.fields
                oldOwn.sublayers = new.sublayers
                oldOwn.mask = new.mask
                ownEqual = oldOwn == new.fields
            }
            let layerToDevice = new.transformToSuperlayer.concatenating(toDevice)
            if !ownEqual {
                var oldOwn = old.fields
                oldOwn.sublayers = new.sublayers
                oldOwn.mask = new.mask
                oldOwn.path = new.path
                guard oldOwn == new.fields, new.type == .shape, let p0 = old.path, let p1 = new.path,
                      addChangedSubpaths(p0, p1, of: new, toDevice: layerToDevice) else {
                    addWhole(old, toDevice: toDevice); addWhole(new, toDevice: toDevice)
                    return
                }
            }
            switch (old.mask, new.mask) {
            case (nil, nil): break
            case (let m0?, let m1?): compareLists([m0], [m1], toDevice: layerToDevice)
            default:
                addWhole(old, toDevice: toDevice); addWhole(new, toDevice: toDevice)
                return
            }
            let st = new.sublayerTransform.isIdentity ? nil : new.sublayerTransformInBounds
            compareLists(old.sublayers, new.sublayers,
                         toDevice: st.map { $0.concatenating(layerToDevice) } ?? layerToDevice)
        }

        /// Both `nil`, or the same storage.
        static func sameStorage(_ a: LayerState?, _ b: LayerState?) -> Bool {
            switch (a, b) {
            case (nil, nil): true
            case (let a?, let b?): a.sharesStorage(with: b)
            default: false
            }
        }

        /// The boxes of the sub-paths that differ between `p0` and `p1` (stroked or filled by `layer`); false when
        /// the change is not local to them (a dashed or trimmed stroke runs along the whole path, sub-paths added or
        /// removed).
        mutating func addChangedSubpaths(_ p0: Path, _ p1: Path, of layer: LayerState, toDevice: AffineTransform) -> Bool {
            let dashed = layer.lineDashPattern.map { !$0.isEmpty } ?? false
            guard !dashed, layer.strokeStart == 0, layer.strokeEnd == 1 else { return false }
            let s0 = p0.subpaths, s1 = p1.subpaths
            guard s0.count == s1.count else { return false }
            let pad = Collector.strokePad(layer)
            for (a, b) in zip(s0, s1) where a != b {
                for s in [a, b] where !s.isEmpty {
                    add(Collector.pixelBox(s.controlPointBounds.insetBy(dx: -pad, dy: -pad), toDevice, canvas: canvas))
                }
            }
            return true
        }

        /// How far a stroke reaches from its path (miter joins up to miterLimit · w/2, square caps w·√2/2).
        static func strokePad(_ layer: LayerState) -> Double {
            guard layer.strokeColor != nil, layer.lineWidth > 0 else { return 0 }
            guard layer.lineWidth.isFinite else { return .infinity }
            let limit = layer.lineJoin == .miter && layer.miterLimit.isFinite ? max(layer.miterLimit, 1.5) : 1.5
            return layer.lineWidth * limit / 2
        }

        /// The device box of everything `layer` (in its superlayer's coordinates, mapped by `toDevice`) can draw.
        static func deviceBox(of layer: LayerState, toDevice: AffineTransform, canvas: PixelBox) -> PixelBox? {
            guard !layer.isHidden, layer.opacity > 0 else { return nil }
            if containsText(layer) { return canvas }
            guard let e = Extents.of(layer, scale: 1) else { return nil }
            return pixelBox(e, layer.transformToSuperlayer.concatenating(toDevice), canvas: canvas)
        }

        /// Whether the tree holds a text layer that draws (its glyphs are not bounded by `Extents`).
        static func containsText(_ layer: LayerState) -> Bool {
            if layer.type == .text, !layer.string.isEmpty { return true }
            if let m = layer.mask, containsText(m) { return true }
            return layer.sublayers.contains(where: containsText)
        }

        /// `rect` mapped by `t`, rounded out to whole pixels and grown by `margin`; the whole canvas when it is not
        /// finite. Coordinates are clamped before they become integers.
        static func pixelBox(_ rect: Rect, _ t: AffineTransform, canvas: PixelBox) -> PixelBox? {
            let r = Extents.map(rect, t)
            guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return canvas }
            // `v` is whole (rounded): inside the clamp range it converts exactly, as `clampedInt` would (this runs
            // for every edge box of every frame; the out-of-line `clampedInt` was a tenth of the growing).
            func whole(_ v: Double) -> Int {
                if v >= -1_000_000_000, v <= 1_000_000_000, let i = Int(exactly: v) { return i }
                return v.clampedInt(in: -1_000_000_000...1_000_000_000)
            }
            let m = Damage.margin
            return PixelBox(x0: whole(r.minX.rounded(.down)) - m, y0: whole(r.minY.rounded(.down)) - m,
                            x1: whole(r.maxX.rounded(.up)) + m, y1: whole(r.maxY.rounded(.up)) + m)
        }

        /// The device boxes of the segments of a shape layer's path that a partial redraw must not cut: every
        /// segment of a stroke (its joins and caps are round or slanted), and the curves and slanted lines of a fill.
        /// Cairo's scan conversion of an edge that crosses the edge of the drawn surface differs by a level or two
        /// from an uncut one in the pixels along it; an edge that runs along the pixel grid is the same either way.
        static func edgeBoxes(of path: Path, layer: LayerState, toDevice t: AffineTransform, canvas: PixelBox,
                              into boxes: inout [PixelBox]) {
            let pad = strokePad(layer)
            let filled = layer.fillColor.map { $0.alpha > 0 } ?? false
            guard filled || pad > 0 else { return }
            let axisAligned = (t.b == 0 && t.c == 0) || (t.a == 0 && t.d == 0)
            for segment in path.segments {
                if pad == 0, axisAligned, case .line(let p, let q) = segment.curve, p.x == q.x || p.y == q.y { continue }
                // The box of the segment's points (no array per segment: this runs over every edge of every frame).
                var x0 = segment.curve.start.x, x1 = x0, y0 = segment.curve.start.y, y1 = y0
                func take(_ p: Point) {
                    if p.x < x0 { x0 = p.x }
                    if x1 < p.x { x1 = p.x }
                    if p.y < y0 { y0 = p.y }
                    if y1 < p.y { y1 = p.y }
                }
                switch segment.curve {
                case .line(_, let b): take(b)
                case .quad(_, let c, let b): take(c); take(b)
                case .cubic(_, let c1, let c2, let b): take(c1); take(c2); take(b)
                }
                let r = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).insetBy(dx: -pad, dy: -pad)
                if let b = pixelBox(r, t, canvas: canvas)?.clipped(width: canvas.x1, height: canvas.y1), !b.isEmpty {
                    boxes.append(b)
                }
            }
        }

        /// The bound of a shape layer's edge boxes (`edgeBoxes`) on the canvas: the device box of all its
        /// segments' points, grown by the stroke's reach, the anti-aliasing margin and one more pixel (so that
        /// the rounding of a segment's own box cannot take it past the bound); the whole canvas when a point is
        /// not finite. `nil` when the shape has no edge boxes (neither filled nor stroked) or the bound is off
        /// the canvas.
        static func edgeBound(of path: Path, layer: LayerState, toDevice t: AffineTransform,
                              canvas: PixelBox) -> PixelBox? {
            let pad = strokePad(layer)
            let filled = layer.fillColor.map { $0.alpha > 0 } ?? false
            guard filled || pad > 0 else { return nil }
            var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
            var finite = true
            var any = false
            func take(_ p: Point) {
                if !(p.x.isFinite && p.y.isFinite) { finite = false }
                if p.x < x0 { x0 = p.x }
                if x1 < p.x { x1 = p.x }
                if p.y < y0 { y0 = p.y }
                if y1 < p.y { y1 = p.y }
            }
            for segment in path.segments {
                any = true
                switch segment.curve {
                case .line(let a, let b): take(a); take(b)
                case .quad(let a, let c, let b): take(a); take(c); take(b)
                case .cubic(let a, let c1, let c2, let b): take(a); take(c1); take(c2); take(b)
                }
            }
            guard any else { return nil }
            guard finite, pad.isFinite else { return canvas }
            let r = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).insetBy(dx: -pad, dy: -pad)
            guard let b = pixelBox(r, t, canvas: canvas) else { return nil }
            let c = PixelBox(x0: b.x0 - 1, y0: b.y0 - 1, x1: b.x1 + 1, y1: b.y1 + 1)
                .clipped(width: canvas.x1, height: canvas.y1)
            return c.isEmpty ? nil : c
        }

        /// What a partial redraw must hold whole (`wholeDrawings`): boxes on the canvas, and shapes whose edge
        /// boxes are computed only when the damage touches their bound (`Damage.grown`).
        struct WholeDrawings {
            struct Deferred {
                let bound: PixelBox
                let path: Path
                let layer: LayerState
                let toDevice: AffineTransform
            }
            var boxes: [PixelBox] = []
            var deferred: [Deferred] = []
        }

        /// The device boxes (on the canvas) of the drawings in `layer`'s tree that a partial redraw must hold whole:
        /// group-composited layers and axial or radial gradients; a shape's edges (`edgeBoxes`) as a bound, their
        /// boxes computed when the damage reaches it.
        static func wholeDrawings(_ layer: LayerState, toDevice: AffineTransform, canvas: PixelBox,
                                  into whole: inout WholeDrawings) {
            guard !layer.isHidden, layer.opacity > 0 else { return }
            let layerToDevice = layer.transformToSuperlayer.concatenating(toDevice)
            let grouped = layer.opacity < 1 || layer.mask != nil || layer.castsShadow || layer.compositingFilter != nil
            let patternGradient = layer.type == .gradient && layer.gradientType != .conic && layer.colors.count >= 2
            // Rounded or slanted outlines of the layer's own background, border, contents or clip are curves and
            // slanted edges too (see `edgeBoxes`).
            let t = layerToDevice
            let slanted = !((t.b == 0 && t.c == 0) || (t.a == 0 && t.d == 0)) || layer.cornerRadius > 0
            let outlined = (layer.backgroundColor.map { $0.alpha > 0 } ?? false) || layer.borderWidth > 0
                || layer.contents != nil || layer.masksToBounds
            if grouped || patternGradient || (slanted && outlined), let b = deviceBox(of: layer, toDevice: toDevice, canvas: canvas) {
                let c = b.clipped(width: canvas.x1, height: canvas.y1)
                if !c.isEmpty { whole.boxes.append(c) }
            } else if layer.type == .shape, let path = layer.path,
                      let bound = edgeBound(of: path, layer: layer, toDevice: layerToDevice, canvas: canvas) {
                whole.deferred.append(.init(bound: bound, path: path, layer: layer, toDevice: layerToDevice))
            }
            if let m = layer.mask { wholeDrawings(m, toDevice: layerToDevice, canvas: canvas, into: &whole) }
            let st = layer.sublayerTransform.isIdentity ? nil : layer.sublayerTransformInBounds
            let childToDevice = st.map { $0.concatenating(layerToDevice) } ?? layerToDevice
            for s in layer.sublayers { wholeDrawings(s, toDevice: childToDevice, canvas: canvas, into: &whole) }
        }
    }
}
