import CCairo
import Geometry
import Motion

/// Layers whose map to the screen is projective (a perspective `m34`, or any non-affine flattening): drawn to an
/// offscreen surface in their own coordinates, then resampled onto the canvas through the homography, with exact
/// anti-aliased edges (`ConvexCoverage`) and bilinear filtering, clipped at the near plane (docs/drawing.md, 3-D).
extension Renderer {
    /// Where `w` is at most this, a point is at or behind the eye and is clipped away.
    static let nearPlaneW = 1e-6
    /// The largest offscreen side, in pixels, of a projected layer that is not inside another one; each level of
    /// nesting halves it (down to 64), so nested projections hold at most 4/3 of one 4096² surface (64 MB) however
    /// deep they go.
    static let maximumOffscreenSide = 4096.0

    /// Draws `layer` (in the current coordinate system) through the projective map `h` from its coordinates to the
    /// current ones.
    func drawProjected(_ layer: LayerState, through h: Homography) throws {
        guard let ext = Extents.of(layer, scale: scale), ext.width > 0, ext.height > 0,
              ext.width.isFinite, ext.height.isFinite else { return }
        let cr = context.handle
        let outerCoverage = maskCoverage  // drawn on a surface of its own pixels, then resampled (`maskCoverage`)
        maskCoverage = nil
        defer { maskCoverage = outerCoverage }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        // Layer coordinates → device pixels.
        let g = h.concatenating(Homography(AffineTransform(a: ctm.xx, b: ctm.yx, c: ctm.xy, d: ctm.yy, tx: ctm.x0, ty: ctm.y0)))
        let orientation = g.determinant * surfaceOrientation
        guard orientation.isFinite, orientation != 0 else { return }
        if !layer.isDoubleSided && orientation < 0 { return }
        guard let inverse = g.inverted() else { return }

        // The outline in front of the eye, projected.
        let corners = [Point(x: ext.minX, y: ext.minY), Point(x: ext.maxX, y: ext.minY),
                       Point(x: ext.maxX, y: ext.maxY), Point(x: ext.minX, y: ext.maxY)]
        let front = clipToFront(corners, w: { g.w($0.x, $0.y) }, epsilon: Renderer.nearPlaneW)
        guard front.count >= 3 else { return }
        let projected = front.map { g.apply(to: $0) }
        guard projected.allSatisfy({ $0.x.isFinite && $0.y.isFinite }), let coverage = ConvexCoverage(projected) else { return }

        // The device pixels to fill: the outline's box within the clip.
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
        cairo_restore(cr)
        let x0 = max(coverage.minX.rounded(.down), cx0.rounded(.down)), y0 = max(coverage.minY.rounded(.down), cy0.rounded(.down))
        let x1 = min(coverage.maxX.rounded(.up), cx1.rounded(.up)), y1 = min(coverage.maxY.rounded(.up), cy1.rounded(.up))
        guard x1 > x0, y1 > y0 else { return }
        let limit = Int(Int32.max / 8)
        let bx0 = x0.clampedInt(in: -limit...limit), by0 = y0.clampedInt(in: -limit...limit)
        let bw = (x1 - x0).clampedInt(in: 0...32767), bh = (y1 - y0).clampedInt(in: 0...32767)
        guard bw > 0, bh > 0 else { return }

        // The offscreen resolution: the largest magnification of the map over the outline, so the layer is never
        // enlarged from fewer pixels than it covers.
        var stretch = 0.0
        for p in front {
            let q = g.applyHomogeneous(p.x, p.y)
            let w2 = q.w * q.w
            let dxx = (g.m11 * q.w - q.x * g.m13) / w2, dxy = (g.m12 * q.w - q.y * g.m13) / w2
            let dyx = (g.m21 * q.w - q.x * g.m23) / w2, dyy = (g.m22 * q.w - q.y * g.m23) / w2
            stretch = max(stretch, (dxx * dxx + dxy * dxy).squareRoot(), (dyx * dyx + dyy * dyy).squareRoot())
        }
        guard stretch.isFinite, stretch > 0 else { return }
        let side = max(Renderer.maximumOffscreenSide / Double(1 << min(projectionDepth, 6)), 64)
        let s = min(stretch, side / ext.width, side / ext.height)
        let sideLimit = side.clampedInt(in: 64...4096)
        let ow = (ext.width * s).rounded(.up).clampedInt(in: 1...sideLimit)
        let oh = (ext.height * s).rounded(.up).clampedInt(in: 1...sideLimit)
        // Exactly `ow × oh` pixels over the extent, so a layer that fills its extent fills every offscreen pixel.
        let sx = Double(ow) / ext.width, sy = Double(oh) / ext.height

        let offscreen = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: ow, height: oh)
        do {
            let saved = current, savedOrientation = surfaceOrientation, savedSize = (surfaceWidth, surfaceHeight)
            defer { current = saved; surfaceOrientation = savedOrientation; (surfaceWidth, surfaceHeight) = savedSize }
            current = try CairoContext(offscreen)
            (surfaceWidth, surfaceHeight) = (ow, oh)
            projectionDepth += 1
            defer { projectionDepth -= 1 }
            surfaceOrientation = orientation < 0 ? -1 : 1
            let ocr = context.handle
            cairo_scale(ocr, sx, sy)
            cairo_translate(ocr, -ext.minX, -ext.minY)
            var flat = layer
            flat.compositingFilter = nil  // applied when the projection is composited below
            try drawComposited(flat)
            try context.status("drawing layer '\(layer.id)' offscreen")
        }
        cairo_surface_flush(offscreen.handle)

        let target = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: bw, height: bh)
        cairo_surface_flush(target.handle)
        guard let src = cairo_image_surface_get_data(offscreen.handle),
              let dst = cairo_image_surface_get_data(target.handle) else {
            throw RenderError(call: "cairo_image_surface_get_data", status: "returned NULL (layer '\(layer.id)')")
        }
        let sStride = offscreen.stride, dStride = target.stride
        for j in 0..<bh {
            let py = Double(by0 + j)
            for i in 0..<bw {
                let px = Double(bx0 + i)
                let (area, at) = coverage.coverage(x: px, y: py)
                guard area > 0 else { continue }
                let local = inverse.apply(to: at)
                let u = (local.x - ext.minX) * sx - 0.5, v = (local.y - ext.minY) * sy - 0.5
                let sample = Renderer.bilinear(src, stride: sStride, width: ow, height: oh, x: u, y: v)
                let o = j * dStride + 4 * i
                for k in 0..<4 { dst[o + k] = (sample[k] * area).clampedByte() }
            }
        }
        cairo_surface_mark_dirty(target.handle)
        try target.status("resampling layer '\(layer.id)'")

        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, target.handle, Double(bx0), Double(by0))
        setCompositingOperator(layer)
        cairo_paint(cr)
        cairo_restore(cr)
        try context.status("cairo_paint (projected layer '\(layer.id)')")
    }

    /// The premultiplied BGRA value (0…255 per channel) at `(x, y)` in pixel-centre coordinates, bilinear, clamped
    /// to the edge pixels.
    @inline(__always)
    static func bilinear(_ p: UnsafeMutablePointer<UInt8>, stride: Int, width: Int, height: Int,
                         x: Double, y: Double) -> SIMD4<Double> {
        let fx = min(max(x, 0), Double(width - 1)), fy = min(max(y, 0), Double(height - 1))
        let ix = fx.clampedInt(rounding: .down, in: 0...(width - 1)), iy = fy.clampedInt(rounding: .down, in: 0...(height - 1))
        let ax = fx - Double(ix), ay = fy - Double(iy)
        let ix1 = min(ix + 1, width - 1), iy1 = min(iy + 1, height - 1)
        func px(_ x: Int, _ y: Int, _ k: Int) -> Double { Double(p[y * stride + 4 * x + k]) }
        func channel(_ k: Int) -> Double {
            let top = px(ix, iy, k) * (1 - ax) + px(ix1, iy, k) * ax
            let bottom = px(ix, iy1, k) * (1 - ax) + px(ix1, iy1, k) * ax
            return top * (1 - ay) + bottom * ay
        }
        return SIMD4(channel(0), channel(1), channel(2), channel(3))
    }
}
