import CCairo
import Geometry
import Motion
import Raster

/// Draws `LayerState` trees with Cairo into premultiplied BGRA frames, following Core Animation's layer model
/// (reference §8): geometry, background → contents → sublayers → border, `masksToBounds`, `mask`, group opacity,
/// shape, gradient and image layers.
///
/// One renderer is used by one thread at a time. It keeps its Cairo surface between frames and returns an
/// independent `Frame` from each `render` call. The same input always gives the same bytes.
public final class Renderer {
    /// The canvas size in points.
    public let canvasSize: Size
    /// Pixels per point.
    public let scale: Double
    /// The colour the canvas is cleared to before each frame; `nil` is transparent.
    public let background: Color?
    public let pixelWidth: Int
    public let pixelHeight: Int

    /// The Cairo context of the frame being drawn: made over the frame's own memory for each `render` call.
    var current: CairoContext?
    var context: CairoContext {
        get {
            guard let current else { preconditionFailure("Renderer.context is only valid while a frame is drawn") }
            return current
        }
        set { current = newValue }
    }
    /// The sign of the determinant of the map from the surface being drawn (the canvas, or a projected layer's
    /// offscreen surface) to the canvas: −1 inside a layer that is mirrored on the way to the screen. A single-sided
    /// layer faces away when its own map to the canvas reverses orientation (docs/drawing.md, 3-D).
    var surfaceOrientation: Double = 1
    /// The pixel size of the surface being drawn: the canvas, or a projected layer's offscreen surface.
    lazy var surfaceWidth: Int = pixelWidth
    lazy var surfaceHeight: Int = pixelHeight
    /// How many projected layers' offscreen surfaces the current drawing is inside.
    var projectionDepth = 0
    /// While a layer's body is drawn for its effects (`drawContent`), the device box of its image, which may reach
    /// past the surface: layers inside it are drawn there too (`clipToDeviceBox`).
    var offscreenArea: PixelBox? = nil
    let images: [String: Frame]
    var imageCache: [String: CachedImage] = [:]
    /// Images multiplied by a replicator instance's colour, by key and colour; emptied when it passes
    /// `multipliedImageCacheBytes` (an animated `instanceColor` gives new colours every frame).
    var multipliedImageCache: [MultipliedImageKey: CachedImage] = [:]
    var multipliedImageBytes = 0
    static let multipliedImageCacheBytes = 64 << 20
    /// Images resampled onto canvas pixels (`drawImage`), by what determines their pixels: at most twice the
    /// canvas's pixels in all (emptied when a new one would pass that), none from inside a projected layer.
    var resampledCache: [ImagePlacement.ResampledKey: CairoSurface] = [:]
    var resampledCachePixels = 0
    /// How images drawn at another scale are resampled (`ImageResampling`; Cairo's filter by default).
    public var imageResampling: ImageResampling = .cairo
    /// Whether text layers are drawn from a backing store at the renderer's scale, as Core Animation's
    /// `render(in:)` draws lottie-ios's text layers (`Renderer+TextBackingStore.swift`); `false` (the default)
    /// draws their glyphs straight onto the canvas.
    public var textBackingStore = false
    /// Arc-length measures of trimmed paths (`strokeStart`/`strokeEnd`), by path.
    var trimMeasures = StrokeTrim.MeasureCache()
    /// Whether a gradient layer masked by a gradient of the same geometry is drawn as one gradient
    /// (`drawGradientMaskedByGradient`); off only to test it against the general way.
    var gradientMaskFastPath = true
    /// How many gradients it has drawn so (for tests: that the fast path is taken).
    var gradientMaskFastDraws = 0
    /// Whether a masked layer's mask is drawn first and its gradients computed only where it is not 0
    /// (`maskCoverage`); off only to test it against the general way.
    var maskCoverageSkipping = true
    /// How many gradient pixels have been computed (`gradientSource`; for tests).
    var gradientPixelsComputed = 0
    /// The coverage of the innermost mask whose content is being drawn, or `nil`: where it is 0 nothing drawn
    /// inside shows, so a gradient there need not be computed (`gradientSource`). Set by `drawComposited` for the
    /// content of a masked layer; cleared for drawing that moves pixels (shadows, effects, projected layers, hard
    /// mix), where a pixel outside the mask can reach one inside it.
    var maskCoverage: Coverage? = nil
    /// Gradient layers' colour tables, by ramp (`Renderer+Gradient.swift`).
    var gradientTables = GradientTableCache()
    /// Pango with the pinned fonts, made at the first text layer (Render/Text/TextEngine.swift).
    private var text: TextEngine? = nil
    func textEngine() throws -> TextEngine { if let text { return text }; let t = try TextEngine(); text = t; return t }

    /// - Parameters:
    ///   - canvasSize: in points; the pixel size is `canvasSize × scale`, rounded.
    ///   - background: `nil` leaves the canvas transparent.
    ///   - images: decoded images keyed by `LayerState.contents`.
    public init(canvasSize: Size, scale: Double, background: Color?, images: [String: Frame]) throws {
        guard scale.isFinite, scale > 0 else {
            throw RenderError(call: "Renderer.init", status: "scale must be positive and finite, got \(scale)")
        }
        let w = (canvasSize.width * scale).rounded(), h = (canvasSize.height * scale).rounded()
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 32767, h <= 32767 else {
            throw RenderError(
                call: "Renderer.init",
                status: "canvas \(canvasSize) at scale \(scale) gives an unsupported pixel size \(w)×\(h)")
        }
        self.canvasSize = canvasSize
        self.scale = scale
        self.background = background
        self.pixelWidth = Int(w)
        self.pixelHeight = Int(h)
        self.images = images
    }

    /// Draws the layer trees (back to front, stable-sorted by `zPosition`) and returns the pixels.
    public func render(_ layers: [LayerState]) throws -> Frame {
        var frame = Frame(width: pixelWidth, height: pixelHeight)
        try render(layers, into: &frame)
        return frame
    }

    /// Draws the layer trees straight into `frame`'s memory (no copy): a render loop that keeps one frame per
    /// thread allocates nothing per frame. `frame` must be `pixelWidth × pixelHeight` with rows of `4 · pixelWidth`
    /// bytes; every pixel is written.
    public func render(_ layers: [LayerState], into frame: inout Frame) throws {
        try render(layers, into: &frame, within: nil)
    }

    /// Draws the layer trees into `frame`, touching only the pixels inside `box` when it is given: those pixels
    /// come out exactly as a full render would make them, the others keep what `frame` held.
    func render(_ layers: [LayerState], into frame: inout Frame, within box: PixelBox?) throws {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(pixelWidth)))
        guard frame.width == pixelWidth, frame.height == pixelHeight, frame.bytesPerRow == stride else {
            throw RenderError(call: "Renderer.render(_:into:)",
                              status: "the frame is \(frame.width)×\(frame.height) px with \(frame.bytesPerRow) bytes a row; "
                                  + "expected \(pixelWidth)×\(pixelHeight) px with \(stride)")
        }
        // A partial redraw draws into a surface over just the box's bytes, offset so that drawing coordinates stay
        // the canvas's. Not a clip: Cairo composites through a clip by other code paths (coverage masks), whose
        // anti-aliased pixels differ from an unclipped draw by a level or two anywhere inside the clip.
        let region = box.map { $0.clipped(width: pixelWidth, height: pixelHeight) } ?? PixelBox(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight)
        guard !region.isEmpty else { return }
        try frame.pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else {
                throw RenderError(call: "Renderer.render(_:into:)", status: "the frame has no pixel memory")
            }
            // A surface over the frame's bytes, alive only for this call: nothing keeps a pointer past it.
            let origin = base + region.y0 * stride + 4 * region.x0
            guard let raw = cairo_image_surface_create_for_data(
                origin, CAIRO_FORMAT_ARGB32, Int32(region.width), Int32(region.height), Int32(stride)) else {
                throw RenderError(call: "cairo_image_surface_create_for_data", status: "returned NULL")
            }
            let surface = try CairoSurface(taking: raw, call: "cairo_image_surface_create_for_data")
            cairo_surface_set_device_offset(surface.handle, Double(-region.x0), Double(-region.y0))
            defer {
                current = nil
                cairo_surface_finish(surface.handle)
            }
            current = try CairoContext(surface)
            try draw(layers)
            cairo_surface_flush(surface.handle)
            try surface.status("cairo_surface_flush")
        }
    }

    /// Draws the layer trees into the current context (every pixel of its surface).
    private func draw(_ layers: [LayerState]) throws {
        let cr = context.handle
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_reset_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        if let bg = background {
            setColor(bg)
        } else {
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
        }
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        try context.status("cairo_paint (clearing the canvas)")
        cairo_scale(cr, scale, scale)
        surfaceOrientation = 1
        try drawSublayers(layers, sublayer: nil)
        cairo_restore(cr)
        try context.status("cairo_restore (end of frame)")
    }

    // MARK: - Layers

    /// Calls `body` for each layer in drawing order: by `zPosition`, ties in array order. No allocation when the
    /// array is already in order (the common case).
    func forEachInZOrder(_ layers: [LayerState], _ body: (LayerState) throws -> Void) rethrows {
        var sorted = true
        var i = 1
        while i < layers.count {
            if layers[i].zPosition < layers[i - 1].zPosition { sorted = false; break }
            i += 1
        }
        if sorted {
            for l in layers { try body(l) }
        } else {
            let order = layers.indices.sorted {
                layers[$0].zPosition != layers[$1].zPosition ? layers[$0].zPosition < layers[$1].zPosition : $0 < $1
            }
            for j in order { try body(layers[j]) }
        }
    }

    /// Draws one layer tree in the current coordinate system (its superlayer's). `matrix`, when given, replaces the
    /// layer's own 2-D transform: the 3-D transform from the layer's coordinates to the plane it is flattened into.
    func draw(_ layer: LayerState, matrix: Transform3D? = nil) throws {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        let t: AffineTransform
        if let matrix {
            let h = matrix.flattened
            guard h.m13 == 0, h.m23 == 0 else {
                try drawProjected(layer, through: h)
                return
            }
            // No perspective: the layer is in front of the eye everywhere or nowhere.
            guard h.m33 > 0, h.m33.isFinite else { return }
            t = h.affine
        } else {
            t = layer.transformToSuperlayer
        }
        let det = t.a * t.d - t.b * t.c
        // A singular transform collapses the layer to nothing; a non-finite one cannot be drawn.
        guard det != 0, det.isFinite, t.tx.isFinite, t.ty.isFinite else { return }
        let cr = context.handle
        cairo_save(cr)
        defer { cairo_restore(cr) }
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &m)
        if !layer.isDoubleSided {
            var ctm = cairo_matrix_t()
            cairo_get_matrix(cr, &ctm)
            if (ctm.xx * ctm.yy - ctm.xy * ctm.yx) * surfaceOrientation < 0 { return }
        }
        try drawComposited(layer)
    }

    /// Draws the layer in its own coordinates (the context's matrix already maps them to the device) with its
    /// group compositing: opacity, mask, shadow, compositing filter.
    func drawComposited(_ layer: LayerState) throws {
        let cr = context.handle
        let opacity = min(layer.opacity, 1)
        let mask = layer.mask
        let shadowed = layer.castsShadow
        if layer.compositingFilter == .hardMix {
            try drawHardMixed(layer)
            return
        }
        let filtered = layer.compositingFilter != nil || !layer.effects.isEmpty
        guard opacity < 1 || mask != nil || shadowed || filtered else {
            try drawBody(layer)
            return
        }
        // Group compositing: keep the group surfaces as small as what the layer can cover. A shadow's blur reaches
        // in from beyond the canvas edge, so its box may extend past the canvas by the blur's reach.
        let margin = max(shadowed ? shadowReach(layer) : 0, effectsReach(layer))
        guard let ext = Extents.of(layer, scale: scale), let box = clipToDeviceBox(ext, margin: margin) else { return }
        guard opacity < 1 || mask != nil || filtered else {
            try drawWithShadow(layer, deviceBox: box)
            return
        }
        if let mask, !shadowed, !filtered,
           try drawGradientMaskedByGradient(layer, mask: mask, opacity: opacity, deviceBox: box) { return }
        if let mask, opacity == 1, !shadowed, !filtered, try drawMaskedGradient(layer, mask: mask, deviceBox: box) { return }
        // The mask first (its group is independent of the content's), so that the content's gradients are computed
        // only where the mask is not 0 (`maskCoverage`): elsewhere `content × 0` is 0 whatever the content is.
        var maskPattern: CairoPattern? = nil
        if let mask {
            // Only the mask's alpha matters: an alpha-only group is a quarter of the memory and composites faster.
            cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
            try drawSublayers([mask], sublayer: nil)
            maskPattern = try CairoPattern(taking: cairo_pop_group(cr), call: "cairo_pop_group (mask of layer '\(layer.id)')")
        }
        let outerCoverage = maskCoverage
        defer { maskCoverage = outerCoverage }
        if maskCoverageSkipping, let maskPattern, let c = coverage(of: maskPattern) { maskCoverage = c }
        cairo_push_group(cr)
        if shadowed { try drawWithShadow(layer, deviceBox: box) } else { try drawContent(layer, deviceBox: box) }
        maskCoverage = outerCoverage
        if let maskPattern {
            let content = try CairoPattern(taking: cairo_pop_group(cr), call: "cairo_pop_group (layer '\(layer.id)')")
            if opacity < 1 { cairo_push_group(cr) } else { setCompositingOperator(layer) }
            cairo_set_source(cr, content.handle)
            cairo_mask(cr, maskPattern.handle)
            if opacity < 1 {
                cairo_pop_group_to_source(cr)
                setCompositingOperator(layer)
                cairo_paint_with_alpha(cr, opacity)
            }
            try context.status("cairo_mask (layer '\(layer.id)')")
        } else {
            cairo_pop_group_to_source(cr)
            setCompositingOperator(layer)
            cairo_paint_with_alpha(cr, opacity)
            try context.status("cairo_paint_with_alpha (layer '\(layer.id)')")
        }
    }

    /// The operator that composites the layer's group onto its backdrop (`compositingFilter`; the `cairo_save`
    /// around the layer restores source-over).
    func setCompositingOperator(_ layer: LayerState) {
        guard let filter = layer.compositingFilter else { return }
        cairo_set_operator(context.handle, Self.cairoOperator(filter))
    }

    /// Cairo's operator for a compositing filter (its blend operators are the PDF blend modes).
    static func cairoOperator(_ filter: CompositingFilter) -> cairo_operator_t {
        switch filter {
        case .xor: CAIRO_OPERATOR_XOR
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .plusLighter: CAIRO_OPERATOR_ADD
        // Never used: `drawHardMixed` blends the layer itself.
        case .hardMix: CAIRO_OPERATOR_OVER
        }
    }

    /// Clips to the device-pixel box (padded by 2 px for anti-aliasing) around `rect` in user space, kept within
    /// `margin` pixels of the canvas, and returns it; `nil` when that box misses the canvas.
    func clipToDeviceBox(_ rect: Rect, margin: Double = 0) -> PixelBox? {
        let cr = context.handle
        var (x0, y0, x1, y1) = deviceExtent(of: rect)
        // A margin past any frame size draws the same as one of `GaussianBlur.maximumReach`; bounding it keeps every
        // coordinate below a whole number of pixels that converts without trapping (shadowOffset: 1e300).
        let m = min(margin.isNaN ? 0 : margin, Double(GaussianBlur.maximumReach) + Double(max(surfaceWidth, surfaceHeight))).rounded(.up) + 1
        if !(x0.isFinite && y0.isFinite && x1.isFinite && y1.isFinite) {
            x0 = -m; y0 = -m; x1 = Double(surfaceWidth) + m; y1 = Double(surfaceHeight) + m
        }
        // The surface, or the image of an effect's body that reaches past it (`offscreenArea`).
        var area = (x0: 0.0, y0: 0.0, x1: Double(surfaceWidth), y1: Double(surfaceHeight))
        if let o = offscreenArea {
            area = (min(area.x0, Double(o.x0)), min(area.y0, Double(o.y0)), max(area.x1, Double(o.x1)), max(area.y1, Double(o.y1)))
        }
        x0 = max((x0 - 2).rounded(.down), area.x0 - m); y0 = max((y0 - 2).rounded(.down), area.y0 - m)
        x1 = min((x1 + 2).rounded(.up), area.x1 + m); y1 = min((y1 + 2).rounded(.up), area.y1 + m)
        guard x1 > x0, y1 > y0, x0 < area.x1, y0 < area.y1, x1 > area.x0, y1 > area.y0 else { return nil }
        var saved = cairo_matrix_t()
        cairo_get_matrix(cr, &saved)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
        cairo_set_matrix(cr, &saved)
        cairo_clip(cr)
        let whole = { (v: Double) in v.clampedInt(in: Int(Int32.min)...Int(Int32.max)) }
        return PixelBox(x0: whole(x0), y0: whole(y0), x1: whole(x1), y1: whole(y1))
    }

    /// Background, content, sublayers (clipped by `masksToBounds`), border — in the layer's own coordinates.
    func drawBody(_ layer: LayerState) throws {
        let cr = context.handle
        let b = layer.bounds.standardized
        let radius = max(layer.cornerRadius, 0)
        // The rounded shape (cornerRadius, maskedCorners, cornerCurve), built only when something needs it.
        var shapeCache: Path? = nil
        func roundedShape() -> Path {
            if let p = shapeCache { return p }
            let p = layer.roundedBoundsPath
            shapeCache = p
            return p
        }

        if let bg = layer.backgroundColor, bg.alpha > 0, !b.isEmpty {
            appendPath(roundedShape())
            setColor(bg)
            cairo_fill(cr)
            try context.status("cairo_fill (background of layer '\(layer.id)')")
        }

        let clips = layer.masksToBounds
        if clips {
            cairo_save(cr)
            cairo_new_path(cr)
            if !b.isEmpty { appendPath(roundedShape(), newPath: false) }
            cairo_clip(cr)
        }
        switch layer.type {
        case .shape: try drawShape(layer)
        case .gradient: try drawGradient(layer, bounds: b, shape: radius > 0 ? roundedShape() : nil)
        case .image, .layer, .transformLayer, .replicator: break  // a replicator's instances are sublayers by now (Motion/Tree/Replicator.swift)
        case .text:
            let stored = textBackingStore ? try drawTextFromBackingStore(layer, bounds: b) : false
            if !stored { try textEngine().draw(layer, bounds: b, in: cr) }
        }
        // Any layer may carry image contents (CALayer.contents), not only `image` layers.
        if layer.contents != nil { try drawImage(layer, bounds: b) }
        if !layer.sublayers.isEmpty {
            let st = layer.sublayerTransform
            if st.isIdentity {
                try drawSublayers(layer.sublayers, sublayer: nil)
            } else if !st.isAffine {
                try drawSublayers(layer.sublayers, sublayer: layer.sublayerTransform3DInBounds)
            } else {
                let t = layer.sublayerTransformInBounds
                guard t.a * t.d - t.b * t.c != 0 else { if clips { cairo_restore(cr) }; return }
                cairo_save(cr)
                var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
                cairo_transform(cr, &m)
                try drawSublayers(layer.sublayers, sublayer: nil)
                cairo_restore(cr)
            }
        }
        if clips { cairo_restore(cr) }

        try drawBorder(layer, bounds: b)
    }

    // MARK: - Shape

    private func drawShape(_ layer: LayerState) throws {
        guard let path = layer.path, !path.isEmpty else { return }
        let cr = context.handle
        if let fill = layer.fillColor, fill.alpha > 0 {
            appendPath(path)
            cairo_set_fill_rule(cr, layer.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            setColor(fill)
            cairo_fill(cr)
            try context.status("cairo_fill (shape layer '\(layer.id)')")
        }
        if let stroke = layer.strokeColor, stroke.alpha > 0, layer.lineWidth > 0, layer.lineWidth.isFinite {
            let s0 = min(max(layer.strokeStart, 0), 1), s1 = min(max(layer.strokeEnd, 0), 1)
            guard s1 > s0 else { return }
            cairo_new_path(cr)
            if s0 == 0 && s1 == 1 {
                appendPath(path)
            } else {
                StrokeTrim.append(trimMeasures.measure(path), from: s0, to: s1, into: cr)
            }
            setColor(stroke)
            cairo_set_line_width(cr, layer.lineWidth)
            applyStrokeStyle(layer)
            cairo_stroke(cr)
            cairo_set_dash(cr, nil, 0, 0)
            try context.status("cairo_stroke (shape layer '\(layer.id)')")
        }
    }

    // MARK: - Paths and colours

    func setColor(_ c: Color) {
        cairo_set_source_rgba(context.handle, clamp01(c.red), clamp01(c.green), clamp01(c.blue), clamp01(c.alpha))
    }

    /// Replaces the current path with the rounded rect of `Path.roundedRect(_:cornerRadius:style: .circular)`.
    private func roundedRect(_ r: Rect, _ radius: Double) {
        let cr = context.handle
        cairo_new_path(cr)
        if radius <= 0 {
            cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        } else {
            appendPath(Path.roundedRect(r, cornerRadius: radius, style: .circular), newPath: false)
        }
    }

    /// Replaces (or extends) the current path with `path`, walked through `Path.segments`: a move where a sub-path
    /// starts, quads as the exactly equal cubics, a `close` as Cairo's (which returns to the sub-path's start).
    func appendPath(_ path: Path, newPath: Bool = true) {
        let cr = context.handle
        if newPath { cairo_new_path(cr) }
        var subpath = -1
        for segment in path.segments {
            if segment.subpath != subpath {
                subpath = segment.subpath
                let start = segment.curve.start
                cairo_move_to(cr, start.x, start.y)
            }
            if segment.isClose {
                cairo_close_path(cr)
                continue
            }
            switch segment.curve {
            case .line(_, let p):
                cairo_line_to(cr, p.x, p.y)
            case .quad(let a, let q, let p):
                let c1 = a + (q - a) * (2.0 / 3.0)
                let c2 = p + (q - p) * (2.0 / 3.0)
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .cubic(_, let c1, let c2, let p):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            }
        }
    }
}

@inline(__always)
func clamp01(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
