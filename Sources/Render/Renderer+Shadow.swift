import CCairo
import Foundation
import Geometry
import Motion

extension LayerState {
    /// Whether the layer casts a visible shadow (Core Animation's default opacity 0 casts none).
    var castsShadow: Bool {
        guard let c = shadowColor, c.alpha > 0 else { return false }
        return shadowOpacity > 0 && shadowOpacity.isFinite && shadowRadius.isFinite && shadowRadius >= 0
            && shadowOffset.width.isFinite && shadowOffset.height.isFinite
    }

    /// The Gaussian σ of the shadow blur in layer coordinates. Core Animation does not document the mapping;
    /// σ = radius / 2 is the common reading (reference §8.7).
    var shadowSigma: Double { shadowRadius / 2 }
}

extension Renderer {
    /// How far, in device pixels, a layer's shadow reaches beyond what casts it (offset plus three σ).
    func shadowReach(_ layer: LayerState) -> Double {
        let cr = context.handle
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let s = abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
        return (3 * layer.shadowSigma + abs(layer.shadowOffset.width) + abs(layer.shadowOffset.height)) * s + 2
    }

    /// Draws the layer with its shadow beneath (reference §8.2: the shadow comes after border in the layer's
    /// composition; opacity and mask, applied by the caller, act on both). The shadow's shape is `shadowPath`
    /// (filled non-zero) or the alpha of everything the layer draws; it is offset by `shadowOffset` in the layer's
    /// coordinates, blurred with a Gaussian of σ = shadowRadius / 2, tinted with `shadowColor` × `shadowOpacity`,
    /// and clipped to the rounded bounds when `masksToBounds` is set (as on iOS, where clipping hides the shadow).
    func drawWithShadow(_ layer: LayerState, deviceBox box: PixelBox) throws {
        let cr = context.handle
        let outerCoverage = maskCoverage  // the shadow moves pixels (`maskCoverage`)
        maskCoverage = nil
        defer { maskCoverage = outerCoverage }
        if layer.shadowPath != nil {
            try drawShadow(layer, body: nil, box: box)
            try drawContent(layer, deviceBox: box)
            return
        }
        cairo_push_group(cr)
        try drawContent(layer, deviceBox: box)
        let body = try CairoPattern(taking: cairo_pop_group(cr), call: "cairo_pop_group (shadow of layer '\(layer.id)')")
        try drawShadow(layer, body: body, box: box)
        cairo_set_source(cr, body.handle)
        cairo_paint(cr)
        try context.status("cairo_paint (layer '\(layer.id)' over its shadow)")
    }

    private func drawShadow(_ layer: LayerState, body: CairoPattern?, box: PixelBox) throws {
        guard let color = layer.shadowColor, box.width > 0, box.height > 0 else { return }
        let cr = context.handle
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        // The shadow's alpha, offset, in an A8 surface covering the device box.
        let alpha = try CairoSurface(format: CAIRO_FORMAT_A8, width: box.width, height: box.height)
        do {
            let actx = try CairoContext(alpha)
            let a = actx.handle
            let ox = ctm.xx * layer.shadowOffset.width + ctm.xy * layer.shadowOffset.height
            let oy = ctm.yx * layer.shadowOffset.width + ctm.yy * layer.shadowOffset.height
            var m = ctm
            m.x0 += ox - Double(box.x0)
            m.y0 += oy - Double(box.y0)
            cairo_set_matrix(a, &m)
            if let path = layer.shadowPath {
                let saved = context
                context = actx
                appendPath(path)
                context = saved
                cairo_set_fill_rule(a, CAIRO_FILL_RULE_WINDING)
                cairo_set_source_rgba(a, 0, 0, 0, 1)
                cairo_fill(a)
            } else if let body {
                cairo_set_source(a, body.handle)
                cairo_paint(a)
            }
            try actx.status("drawing the shadow shape of layer '\(layer.id)'")
        }
        cairo_surface_flush(alpha.handle)
        let sigma = layer.shadowSigma * abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx).squareRoot()
        if sigma >= 0.05 {
            guard let data = cairo_image_surface_get_data(alpha.handle) else {
                throw RenderError(call: "cairo_image_surface_get_data", status: "returned NULL (shadow)")
            }
            GaussianBlur.blurAlpha(data, width: box.width, height: box.height, stride: alpha.stride, sigma: sigma)
        }
        cairo_surface_mark_dirty(alpha.handle)

        cairo_save(cr)
        if layer.masksToBounds {
            appendPath(layer.roundedBoundsPath)
            cairo_clip(cr)
        }
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, clamp01(color.red), clamp01(color.green), clamp01(color.blue),
                              clamp01(color.alpha) * clamp01(layer.shadowOpacity))
        cairo_mask_surface(cr, alpha.handle, Double(box.x0), Double(box.y0))
        cairo_restore(cr)
        try context.status("cairo_mask_surface (shadow of layer '\(layer.id)')")
    }
}
