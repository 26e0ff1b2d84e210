import CCairo
import Geometry
import Motion
import Raster

/// Text layers drawn from a backing store (`Renderer.textBackingStore`), as Core Animation's `render(in:)` draws a
/// layer whose content comes from `draw(in:)`: the layer's content is first drawn into a bitmap of its own, its
/// backing store, `⌈bounds × contentsScale⌉` pixels with the pixel grid starting at the bounds' corner, and that
/// bitmap is then drawn into the destination as the layer's contents (stretched into the bounds, `contentsGravity`
/// `resize`), resampled as image contents are (`imageResampling`).
///
/// `contentsScale` is the renderer's `scale`: lottie-ios gives every layer of its Core Animation engine the screen
/// scale (`CoreAnimationLayer.renderScale`, set from `LottieAnimationView.screenScale`, `max(displayScale, 1)`),
/// its text layers' `CoreTextRenderLayer` included, and the renderer's scale is the screen's.
///
/// Why the backing store and not the glyphs: lottie-ios's snapshots come from `render(in:)` on the view's
/// presentation layer (`Snapshotting+presentationLayer.swift` in its tests); `CoreTextRenderLayer` overrides no
/// `init(layer:)`, so its presentation copy is made by the inherited initialiser with every property at its default
/// (no text, no font, `draw(in:)` draws nothing: `guard let attributedString else { return }`). The text the
/// snapshots show can only be the `contents` the model layer's display left in the copy: its backing store.
extension Renderer {
    /// The largest backing store drawn (pixels each way); a larger text layer is drawn as glyphs.
    static let maximumBackingStoreSide = 8192

    /// The size in pixels of the backing store of a layer with `bounds` at `contentsScale`:
    /// `⌈width × scale⌉ × ⌈height × scale⌉`; `nil` when it is empty or larger than `maximumBackingStoreSide`.
    public static func backingStoreSize(bounds b: Rect, contentsScale s: Double) -> (width: Int, height: Int)? {
        let limit = maximumBackingStoreSide
        guard (b.width * s).isFinite, (b.height * s).isFinite else { return nil }
        let w = (b.width * s).clampedInt(rounding: .up, in: 0...(limit + 1))
        let h = (b.height * s).clampedInt(rounding: .up, in: 0...(limit + 1))
        guard w >= 1, h >= 1, w <= limit, h <= limit else { return nil }
        return (w, h)
    }

    /// The layer's text drawn into its backing store (premultiplied BGRA, `backingStoreSize` pixels): the glyphs at
    /// `scale` pixels per point, bounds' corner at pixel (0, 0).
    func textBackingStore(_ layer: LayerState, bounds b: Rect) throws -> Frame? {
        guard let size = Self.backingStoreSize(bounds: b, contentsScale: scale) else { return nil }
        let store = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: size.width, height: size.height)
        let c = try CairoContext(store)
        cairo_scale(c.handle, scale, scale)
        cairo_translate(c.handle, -b.minX, -b.minY)
        try textEngine().draw(layer, bounds: b, in: c.handle)
        try c.status("drawing the backing store of text layer '\(layer.id)'")
        cairo_surface_flush(store.handle)
        guard let data = cairo_image_surface_get_data(store.handle) else {
            throw RenderError(call: "cairo_image_surface_get_data", status: "returned NULL for the backing store of '\(layer.id)'")
        }
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
        let stride = store.stride
        pixels.withUnsafeMutableBufferPointer { p in
            guard let dst = p.baseAddress else { return }
            for y in 0..<size.height { (dst + y * size.width * 4).update(from: data + y * stride, count: size.width * 4) }
        }
        return Frame(width: size.width, height: size.height, bytesPerRow: size.width * 4, pixels: pixels)
    }

    /// Draws the text layer from its backing store (the type's comment) into the current context, whose matrix maps
    /// the layer's coordinates to the device. `false` (nothing drawn) when the layer has no backing store (empty,
    /// or too large): the caller draws the glyphs.
    func drawTextFromBackingStore(_ layer: LayerState, bounds b: Rect) throws -> Bool {
        guard let frame = try textBackingStore(layer, bounds: b) else { return false }
        let cr = context.handle
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let userToDevice = AffineTransform(a: ctm.xx, b: ctm.yx, c: ctm.xy, d: ctm.yy, tx: ctm.x0, ty: ctm.y0)
        guard let placement = ImagePlacement(gravity: "resize", bounds: b, width: frame.width, height: frame.height,
                                             contentsRect: Rect(x: 0, y: 0, width: 1, height: 1), scale: scale,
                                             layerToDevice: userToDevice)
        else { return true }
        // Resampled alone into a surface over its device box, then copied, as image contents are (`drawImage`): its
        // pixels then do not depend on the surface drawn into (a partial redraw's starts elsewhere).
        guard let box = deviceBox(placement.rect) else { return true }
        let m = placement.pixelToDevice
        let f = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx - Double(box.x0), y0: m.ty - Double(box.y0))
        let surface = try resampledAlone({ try self.surface(for: frame, key: layer.id) }, pixels: { frame }, matrix: f,
                                         source: placement.source, box: box, key: layer.id, layer: layer.id)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface.handle, Double(box.x0), Double(box.y0))
        cairo_paint(cr)
        try context.status("drawing the backing store of text layer '\(layer.id)'")
        return true
    }
}
