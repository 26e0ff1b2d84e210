import CCairo
import Geometry
import Motion

extension Renderer {
    /// Draws a masked gradient layer that is nothing but its gradient (the spotlight's border: a gradient shown
    /// through a stroked mask) computing the gradient only where the mask is not transparent, with the same bytes
    /// as the general way (`draw(_:)`: the body in a group, then that group through the mask). Returns false, having
    /// drawn nothing, when the layer is not such a layer.
    ///
    /// The general way fills the whole group box with the gradient, then composites it through the mask:
    /// `d = (g × m) OVER d` in one pass. Here the gradient is composited through the mask into a group of the same
    /// box, `g × m` (OVER onto a transparent group adds nothing), and that group onto the backdrop, `(g × m) OVER d`:
    /// the same arithmetic (pixman's combiners round `g × m` the same way in both). The gradient's pixels are the
    /// same because a gradient pixel depends on its device position alone (`gradientSource`); they are computed only
    /// where the mask is not 0 — most of a stroked ring's box — and left transparent elsewhere, where `g × 0` is 0.
    ///
    /// Conditions: opacity 1, no shadow, no compositing filter (the caller checks), a gradient layer with nothing
    /// else drawn (no background, contents, sublayers, border, corner radius or clip), and the gradient's rectangle
    /// covers the whole box, so that filling it equals painting the box.
    func drawMaskedGradient(_ layer: LayerState, mask: LayerState, deviceBox box: PixelBox) throws -> Bool {
        guard layer.type == .gradient,
              layer.backgroundColor.map({ $0.alpha == 0 }) ?? true, layer.contents == nil, layer.sublayers.isEmpty,
              layer.borderWidth == 0, layer.cornerRadius <= 0, !layer.masksToBounds else { return false }
        let cr = context.handle
        let b = layer.bounds.standardized
        guard covers(b, box) else { return false }
        cairo_push_group_with_content(cr, CAIRO_CONTENT_ALPHA)
        try drawSublayers([mask], sublayer: nil)  // as the general way draws a mask
        let maskPattern = try CairoPattern(taking: cairo_pop_group(cr), call: "cairo_pop_group (mask of layer '\(layer.id)')")
        // Nothing to draw draws nothing, as the general way's empty group does.
        guard let gradient = try gradientSource(layer, bounds: b, coverage: coverage(of: maskPattern)) else { return true }
        cairo_push_group(cr)
        setSource(gradient)
        cairo_mask(cr, maskPattern.handle)
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
        try context.status("cairo_paint (masked gradient layer '\(layer.id)')")
        return true
    }

    /// The pixels of an alpha group (`cairo_pop_group` of a `CAIRO_CONTENT_ALPHA` group: an A8 image surface whose
    /// device offset places it, a pixel being at device position − offset), or `nil` for any other pattern.
    func coverage(of pattern: CairoPattern) -> Coverage? {
        var s: OpaquePointer? = nil
        guard cairo_pattern_get_surface(pattern.handle, &s) == CAIRO_STATUS_SUCCESS, let s,
              cairo_surface_get_type(s) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(s) == CAIRO_FORMAT_A8 else { return nil }
        // `cairo_pop_group` gives the pattern the matrix in effect at `cairo_push_group`, so under that matrix (it
        // is used at once) the group's pixel (i, j) is device pixel (i, j) − offset.
        cairo_surface_flush(s)
        guard let data = cairo_image_surface_get_data(s) else { return nil }
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(s, &ox, &oy)
        guard ox == ox.rounded(), oy == oy.rounded(), abs(ox) < 1e9, abs(oy) < 1e9 else { return nil }
        let x0 = Int(-ox), y0 = Int(-oy)
        let w = Int(cairo_image_surface_get_width(s)), h = Int(cairo_image_surface_get_height(s))
        return Coverage(data: data, stride: Int(cairo_image_surface_get_stride(s)),
                        box: PixelBox(x0: x0, y0: y0, x1: x0 + w, y1: y0 + h))
    }

    /// Whether `rect` (user space) maps, under the current matrix with no rotation or skew, onto device pixels that
    /// contain `box` entirely.
    private func covers(_ rect: Rect, _ box: PixelBox) -> Bool {
        let cr = context.handle
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0 else { return false }
        var x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        return min(x0, x1) <= Double(box.x0) && min(y0, y1) <= Double(box.y0)
            && max(x0, x1) >= Double(box.x1) && max(y0, y1) >= Double(box.y1)
    }
}
