import CCairo
import Geometry
import Motion
import Raster

/// Image contents: the Cairo surfaces of decoded images (cached per key, and per replicator colour), where
/// `contentsGravity` and `contentsRect` place them, and their drawing, copied when pixel-exact and resampled on
/// their own otherwise (docs/drawing.md, "Images").
extension Renderer {
    final class CachedImage {
        let surface: CairoSurface
        let pattern: CairoPattern
        let width: Int, height: Int
        init(surface: CairoSurface, pattern: CairoPattern, width: Int, height: Int) {
            self.surface = surface; self.pattern = pattern; self.width = width; self.height = height
        }
    }

    struct MultipliedImageKey: Hashable {
        let key: String
        let multiplier: Color
    }

    /// The Cairo surface for an image key multiplied by `multiplier` (`LayerState.contentsMultiplier`).
    private func cachedImage(_ key: String, multipliedBy multiplier: Color) throws -> CachedImage? {
        if multiplier == .white { return try cachedImage(key) }
        let cacheKey = MultipliedImageKey(key: key, multiplier: multiplier)
        if let c = multipliedImageCache[cacheKey] { return c }
        guard let frame = images[key] else { return nil }
        if multipliedImageBytes > Self.multipliedImageCacheBytes {
            multipliedImageCache.removeAll()
            multipliedImageBytes = 0
        }
        let c = try surface(for: frame.multiplied(by: multiplier), key: key)
        multipliedImageCache[cacheKey] = c
        multipliedImageBytes += frame.pixels.count
        return c
    }

    /// The Cairo surface for an image key, created once per key.
    private func cachedImage(_ key: String) throws -> CachedImage? {
        if let c = imageCache[key] { return c }
        guard let frame = images[key] else { return nil }
        let c = try surface(for: frame, key: key)
        imageCache[key] = c
        return c
    }

    /// A Cairo surface and pattern holding `frame`, the image `key`. Fully opaque images become RGB24 surfaces,
    /// which lets Cairo copy them instead of blending.
    func surface(for frame: Frame, key: String) throws -> CachedImage {
        var opaque = true
        frame.pixels.withUnsafeBufferPointer { p in
            for y in 0..<frame.height {
                let row = y * frame.bytesPerRow
                var x = 3
                while x < frame.width * 4 {
                    if p[row + x] != 255 { opaque = false; return }
                    x += 4
                }
            }
        }
        let s = try CairoSurface(format: opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                                 width: frame.width, height: frame.height)
        cairo_surface_flush(s.handle)
        guard let data = cairo_image_surface_get_data(s.handle) else {
            throw RenderError(call: "cairo_image_surface_get_data", status: "returned NULL for image '\(key)'")
        }
        let stride = s.stride
        let rowBytes = frame.width * 4
        frame.pixels.withUnsafeBufferPointer { p in
            guard let src = p.baseAddress else { return }
            for y in 0..<frame.height {
                (data + y * stride).update(from: src + y * frame.bytesPerRow, count: rowBytes)
            }
        }
        cairo_surface_mark_dirty(s.handle)
        try s.status("cairo_surface_mark_dirty (image '\(key)')")
        let pattern = try CairoPattern(
            taking: cairo_pattern_create_for_surface(s.handle), call: "cairo_pattern_create_for_surface (image '\(key)')")
        cairo_pattern_set_filter(pattern.handle, CAIRO_FILTER_GOOD)
        // Core Animation clamps contents at their edges when scaling: no fade to transparent at the border.
        cairo_pattern_set_extend(pattern.handle, CAIRO_EXTEND_PAD)
        return CachedImage(surface: s, pattern: pattern, width: frame.width, height: frame.height)
    }

    /// Where the image goes in the layer's coordinates for a `contentsGravity`. The image's size in points is its
    /// pixel size divided by the renderer's scale (contentsScale = screen scale, as UIKit sets it).
    public static func imageRect(gravity: String, bounds b: Rect, imageSize: Size) -> Rect {
        let iw = imageSize.width, ih = imageSize.height
        switch gravity {
        case "resizeAspect", "resizeAspectFill":
            guard iw > 0, ih > 0 else { return b }
            let sx = b.width / iw, sy = b.height / ih
            let s = gravity == "resizeAspect" ? min(sx, sy) : max(sx, sy)
            let w = iw * s, h = ih * s
            return Rect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        case "center": return Rect(x: b.midX - iw / 2, y: b.midY - ih / 2, width: iw, height: ih)
        case "top": return Rect(x: b.midX - iw / 2, y: b.minY, width: iw, height: ih)
        case "bottom": return Rect(x: b.midX - iw / 2, y: b.maxY - ih, width: iw, height: ih)
        case "left": return Rect(x: b.minX, y: b.midY - ih / 2, width: iw, height: ih)
        case "right": return Rect(x: b.maxX - iw, y: b.midY - ih / 2, width: iw, height: ih)
        case "topLeft": return Rect(x: b.minX, y: b.minY, width: iw, height: ih)
        case "topRight": return Rect(x: b.maxX - iw, y: b.minY, width: iw, height: ih)
        case "bottomLeft": return Rect(x: b.minX, y: b.maxY - ih, width: iw, height: ih)
        case "bottomRight": return Rect(x: b.maxX - iw, y: b.maxY - ih, width: iw, height: ih)
        default: return b  // "resize" and unknown names stretch to the bounds.
        }
    }

    /// Draws the layer's image contents. An image that maps onto whole device pixels is copied; any other is
    /// resampled on its own into a surface over its device box, which is then copied onto the canvas: its pixels do
    /// not depend on the surface drawn into (`ImagePlacement`: a partial redraw's surface starts elsewhere than the
    /// canvas, and pixman's sampling of a transformed pattern depends on that origin).
    func drawImage(_ layer: LayerState, bounds b: Rect) throws {
        guard let key = layer.contents, let img = try cachedImage(key, multipliedBy: layer.contentsMultiplier) else { return }
        let cr = context.handle
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let userToDevice = AffineTransform(a: ctm.xx, b: ctm.yx, c: ctm.xy, d: ctm.yy, tx: ctm.x0, ty: ctm.y0)
        guard let placement = ImagePlacement(gravity: layer.contentsGravity, bounds: b, width: img.width, height: img.height,
                                             contentsRect: layer.contentsRect, scale: scale, layerToDevice: userToDevice)
        else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        if placement.isPixelExact() {
            // Pixel-exact: draw in device space with an integer translation, so pixels are copied unchanged.
            let rtx = placement.pixelToDevice.tx.rounded(), rty = placement.pixelToDevice.ty.rounded()
            cairo_identity_matrix(cr)
            var pm = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: -rtx, y0: -rty)
            cairo_pattern_set_matrix(img.pattern.handle, &pm)
            let src = placement.source
            cairo_rectangle(cr, rtx + src.minX, rty + src.minY, src.width, src.height)
            cairo_set_source(cr, img.pattern.handle)
            cairo_fill(cr)
        } else {
            guard let box = deviceBox(placement.rect) else { return }
            let surface = try resampled(img, key: key, multiplier: layer.contentsMultiplier, placement: placement, box: box,
                                        layer: layer.id)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, surface.handle, Double(box.x0), Double(box.y0))
            cairo_paint(cr)
        }
        try context.status("drawing image '\(key)' of layer '\(layer.id)'")
    }

    /// The bounding box in device space of `rect` (user space) under the current matrix: its four corners mapped.
    func deviceExtent(of rect: Rect) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
        let cr = context.handle
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var px = x, py = y
            cairo_user_to_device(cr, &px, &py)
            x0 = min(x0, px); x1 = max(x1, px); y0 = min(y0, py); y1 = max(y1, py)
        }
        return (x0, y0, x1, y1)
    }

    /// The device-pixel box (padded by 2 px for anti-aliasing) around `rect` in user space, within the surface
    /// being drawn (the canvas, or a projected layer's offscreen surface: never the part a partial redraw draws);
    /// `nil` when it misses the surface.
    func deviceBox(_ rect: Rect) -> PixelBox? {
        let (x0, y0, x1, y1) = deviceExtent(of: rect)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
        let box = PixelBox(x0: (x0 - 2).clampedInt(rounding: .down, in: 0...surfaceWidth),
                           y0: (y0 - 2).clampedInt(rounding: .down, in: 0...surfaceHeight),
                           x1: (x1 + 2).clampedInt(rounding: .up, in: 0...surfaceWidth),
                           y1: (y1 + 2).clampedInt(rounding: .up, in: 0...surfaceHeight))
        return box.isEmpty ? nil : box
    }

    /// The image resampled alone (source-over onto transparent) into a surface over `box`, made once for each
    /// placement while it is in the cache (a hit gives the same pixels as a miss: they depend only on the image,
    /// the map from image pixels to the box and the box's size).
    private func resampled(_ img: CachedImage, key: String, multiplier: Color, placement: ImagePlacement,
                           box: PixelBox, layer: String) throws -> CairoSurface {
        let m = placement.pixelToDevice
        let f = cairo_matrix_t(xx: m.a, yx: m.b, xy: m.c, yy: m.d, x0: m.tx - Double(box.x0), y0: m.ty - Double(box.y0))
        let src = placement.source
        let cacheKey = ImagePlacement.ResampledKey(image: key, multiplier: multiplier, matrix: [f.xx, f.yx, f.xy, f.yy, f.x0, f.y0],
                                                   source: [src.minX, src.minY, src.width, src.height],
                                                   width: box.width, height: box.height)
        if let s = resampledCache[cacheKey] { return s }
        let surface = try resampledAlone({ img }, pixels: {
            images[key].map { multiplier == .white ? $0 : $0.multiplied(by: multiplier) }
        }, matrix: f, source: src, box: box, key: key, layer: layer)
        // Inside a projected layer the surface is an offscreen one (up to 4096² px) and its placements change with
        // the projection: not kept.
        guard projectionDepth == 0 else { return surface }
        if resampledCachePixels + box.area > 2 * pixelWidth * pixelHeight {
            resampledCache.removeAll()
            resampledCachePixels = 0
        }
        resampledCache[cacheKey] = surface
        resampledCachePixels += box.area
        return surface
    }

    /// An image resampled alone (source-over onto transparent) into a new surface of `box`'s size, `m` mapping image
    /// pixels to the surface: by `ImageResampler` under `ImageResampling.coreGraphics` (from `pixels()`, the image's
    /// pixels) where it applies, else through Cairo's pattern filter (`image()`, its surface). Each is asked for only
    /// when used.
    func resampledAlone(_ image: () throws -> CachedImage, pixels: () -> Frame?, matrix m: cairo_matrix_t, source src: Rect,
                        box: PixelBox, key: String, layer: String) throws -> CairoSurface {
        let surface = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: box.width, height: box.height)
        if imageResampling == .coreGraphics, let frame = pixels(),
           try resampleAsCoreGraphics(frame, matrix: m, source: src, into: surface, key: key) {
            // Drawn by `ImageResampler`.
        } else {
            let c = try CairoContext(surface)
            var f = m
            cairo_set_matrix(c.handle, &f)
            var pm = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
            let img = try image()
            cairo_pattern_set_matrix(img.pattern.handle, &pm)
            cairo_rectangle(c.handle, src.minX, src.minY, src.width, src.height)
            cairo_set_source(c.handle, img.pattern.handle)
            cairo_fill(c.handle)
            try c.status("cairo_fill (image '\(key)' of layer '\(layer)', resampled)")
        }
        cairo_surface_flush(surface.handle)
        return surface
    }

    /// Draws `frame`'s `source` part resampled as Core Graphics does (`ImageResampler`) into `surface`, when the map
    /// `m` from image pixels to the surface only scales (positive factors) and translates and the part is whole
    /// pixels; `false` (nothing drawn) otherwise, and Cairo resamples it.
    func resampleAsCoreGraphics(_ frame: Frame, matrix m: cairo_matrix_t, source: Rect, into surface: CairoSurface,
                                        key: String) throws -> Bool {
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0, m.xx.isFinite, m.yy.isFinite, m.x0.isFinite, m.y0.isFinite,
              let x0 = source.minX.checkedInt(), let y0 = source.minY.checkedInt(),
              let x1 = source.maxX.checkedInt(), let y1 = source.maxY.checkedInt(),
              Double(x0) == source.minX, Double(y0) == source.minY, Double(x1) == source.maxX, Double(y1) == source.maxY,
              x0 >= 0, y0 >= 0, x1 <= frame.width, y1 <= frame.height, x0 < x1, y0 < y1
        else { return false }
        let xTaps = ImageResampler.taps(count: surface.width, scale: m.xx, offset: m.x0, source: x0..<x1)
        let yTaps = ImageResampler.taps(count: surface.height, scale: m.yy, offset: m.y0, source: y0..<y1)
        cairo_surface_flush(surface.handle)
        guard let data = cairo_image_surface_get_data(surface.handle) else {
            throw RenderError(call: "cairo_image_surface_get_data", status: "returned NULL for image '\(key)', resampled")
        }
        ImageResampler.resample(frame, xTaps: xTaps, yTaps: yTaps, rows: y0..<y1, into: data, stride: surface.stride)
        cairo_surface_mark_dirty(surface.handle)
        return true
    }
}
