import CCairo
import Geometry
import Motion

/// `CompositingFilter.hardMix`, After Effects' Hard Mix, which no Cairo operator computes: the layer is drawn as a
/// source-over group, then blended into the backdrop pixel by pixel within its device box, as Skia's Skottie blends
/// it (`modules/skottie/src/BlendModes.cpp`, `hardMix`): per channel of the straight colours, `hm` = 1 when layer +
/// backdrop ≥ 1, else 0; the result `hm · αs + (1 − αs) · backdrop` (premultiplied), alpha `αs + (1 − αs) αd`.
extension Renderer {
    /// Draws `layer` (whose filter is `.hardMix`) hard-mixed into the current target.
    func drawHardMixed(_ layer: LayerState) throws {
        let cr = context.handle
        let outerCoverage = maskCoverage  // the group is read whole (`maskCoverage`)
        maskCoverage = nil
        defer { maskCoverage = outerCoverage }
        let margin = max(layer.castsShadow ? shadowReach(layer) : 0, effectsReach(layer))
        guard let ext = Extents.of(layer, scale: scale), let box = clipToDeviceBox(ext, margin: margin),
              box.width > 0, box.height > 0 else { return }
        var plain = layer
        plain.compositingFilter = nil
        cairo_push_group(cr)
        try drawComposited(plain)
        let group = try CairoPattern(taking: cairo_pop_group(cr), call: "cairo_pop_group (hard mix of layer '\(layer.id)')")
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        // The layer and the backdrop as images of the device box (the target's device offset is applied when it is
        // a source, so a group's target lands where it is on the canvas).
        let source = try boxImage(of: group, box: box, matrix: ctm, what: "drawing layer '\(layer.id)' for its hard mix")
        let backdrop = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: box.width, height: box.height)
        do {
            let b = try CairoContext(backdrop)
            cairo_set_source_surface(b.handle, cairo_get_group_target(cr), -Double(box.x0), -Double(box.y0))
            cairo_set_operator(b.handle, CAIRO_OPERATOR_SOURCE)
            cairo_paint(b.handle)
            try b.status("reading the backdrop of layer '\(layer.id)' for its hard mix")
        }
        cairo_surface_flush(backdrop.handle)
        guard let src = cairo_image_surface_get_data(source.handle), let dst = cairo_image_surface_get_data(backdrop.handle) else {
            throw RenderError(call: "cairo_image_surface_get_data", status: "returned NULL (hard mix)")
        }
        Self.hardMix(src, into: dst, width: box.width, height: box.height, stride: backdrop.stride)
        cairo_surface_mark_dirty(backdrop.handle)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, backdrop.handle, Double(box.x0), Double(box.y0))
        cairo_rectangle(cr, Double(box.x0), Double(box.y0), Double(box.width), Double(box.height))
        cairo_fill(cr)
        cairo_restore(cr)
        try context.status("cairo_fill (hard mix of layer '\(layer.id)')")
    }

    /// Hard-mixes the premultiplied ARGB32 pixels `src` into `dst` (same size and stride), in integers: layer +
    /// backdrop ≥ 1 in straight colour is `s·αd + d·αs ≥ αs·αd` in premultiplied bytes (a transparent backdrop
    /// counts as colour 0 over alpha 1, so only a layer colour of 1 reaches the sum).
    static func hardMix(_ src: UnsafeMutablePointer<UInt8>, into dst: UnsafeMutablePointer<UInt8>, width: Int,
                        height: Int, stride: Int) {
        let words = stride / 4
        src.withMemoryRebound(to: UInt32.self, capacity: words * height) { s in
            dst.withMemoryRebound(to: UInt32.self, capacity: words * height) { d in
                for y in 0..<height {
                    for x in 0..<width {
                        let i = y * words + x
                        let sv = s[i], dv = d[i]
                        let sa = Int(sv >> 24), da = Int(dv >> 24)
                        guard sa > 0 else { continue }
                        let daSum = max(da, 1)
                        func channel(_ shift: UInt32) -> UInt32 {
                            let sc = Int((sv >> shift) & 0xff), dc = Int((dv >> shift) & 0xff)
                            let hm = sc * daSum + dc * sa >= sa * daSum ? 1 : 0
                            // hm·αs + (1 − αs)·d, in bytes: (hm·αs·255 + (255 − αs)·d) / 255, rounded.
                            let v = (hm * sa * 255 + (255 - sa) * dc + 127) / 255
                            return UInt32(truncatingIfNeeded: v) << shift
                        }
                        let a = (sa * 255 + (255 - sa) * da + 127) / 255
                        d[i] = UInt32(truncatingIfNeeded: a) << 24 | channel(16) | channel(8) | channel(0)
                    }
                }
            }
        }
    }
}
