import CCairo
import Geometry
import Motion

extension Renderer {
    /// How far, in device pixels, the layer's effects spread what it draws (a blur's three σ).
    func effectsReach(_ layer: LayerState) -> Double {
        guard !layer.effects.isEmpty else { return 0 }
        var m = cairo_matrix_t()
        cairo_get_matrix(context.handle, &m)
        let s = abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
        return layer.effects.map { min(max($0.reach.x, $0.reach.y) * s, maximumEffectReach) + 2 }.max() ?? 0
    }

    /// The most an effect spreads what it draws, and a blur's largest σ, in device pixels: the frame's larger side.
    /// A wider blur spreads a layer thinner than a byte can show across the frame; past it the blur is drawn at
    /// this σ and only content within this distance of the frame is blurred into it (docs/limits.md).
    var maximumEffectReach: Double { Double(max(surfaceWidth, surfaceHeight)) }

    /// Draws the layer's body through its `effects` (none: `drawBody` itself): the body is drawn into an image of
    /// the device box, the effects act on its pixels in order (`EffectPixels`; a blur's σ scaled from layer units to
    /// pixels by the transform's area scale), and the result is painted where the body would have been.
    ///
    /// The box reaches past the canvas by the effects' reach (`effectsReach`), and the body is drawn into the image
    /// itself rather than through a group of the current target, which the target's clip (the canvas) would cut: a
    /// blur sees what lies beyond the canvas edge, so a feathered mask that runs past the canvas stays opaque at
    /// the edge, as After Effects draws it (a layer is rendered whole before it is composited into the frame).
    func drawContent(_ layer: LayerState, deviceBox box: PixelBox) throws {
        guard !layer.effects.isEmpty, box.width > 0, box.height > 0 else {
            try drawBody(layer)
            return
        }
        let cr = context.handle
        let outerCoverage = maskCoverage  // a blur moves pixels (`maskCoverage`)
        maskCoverage = nil
        defer { maskCoverage = outerCoverage }
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let image = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: box.width, height: box.height)
        // Device coordinates stay the canvas's (as a partial redraw's surface), so the body's own boxes clip to it.
        cairo_surface_set_device_offset(image.handle, -Double(box.x0), -Double(box.y0))
        do {
            let saved = current, savedArea = offscreenArea
            defer { current = saved; offscreenArea = savedArea }
            let ictx = try CairoContext(image)
            cairo_set_matrix(ictx.handle, &ctm)
            current = ictx
            offscreenArea = box
            try drawBody(layer)
            try ictx.status("drawing layer '\(layer.id)' for its effects")
        }
        cairo_surface_flush(image.handle)
        cairo_surface_set_device_offset(image.handle, 0, 0)
        guard let data = cairo_image_surface_get_data(image.handle) else {
            throw RenderError(call: "cairo_image_surface_get_data", status: "returned NULL (effects)")
        }
        let stride = image.stride
        var pixels = EffectPixels.read(data, width: box.width, height: box.height, stride: stride)
        let scale = abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx).squareRoot()
        for effect in layer.effects {
            if case let .gaussianBlur(sigma, h, v) = effect {
                pixels.apply(.gaussianBlur(sigma: min(sigma * scale, maximumEffectReach), horizontal: h, vertical: v))
            } else {
                pixels.apply(effect)
            }
        }
        pixels.write(data, stride: stride)
        cairo_surface_mark_dirty(image.handle)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, image.handle, Double(box.x0), Double(box.y0))
        cairo_paint(cr)
        cairo_restore(cr)
        try context.status("cairo_paint (effects of layer '\(layer.id)')")
    }
}

extension Renderer {
    /// `pattern` (in coordinates that `matrix` maps to the device) painted into a new ARGB32 image of the device
    /// box `box`, flushed: the pixels effects and per-pixel blends read.
    func boxImage(of pattern: CairoPattern, box: PixelBox, matrix: cairo_matrix_t, what: String) throws -> CairoSurface {
        let image = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: box.width, height: box.height)
        do {
            let ictx = try CairoContext(image)
            var m = matrix
            m.x0 -= Double(box.x0)
            m.y0 -= Double(box.y0)
            cairo_set_matrix(ictx.handle, &m)
            cairo_set_source(ictx.handle, pattern.handle)
            cairo_paint(ictx.handle)
            try ictx.status(what)
        }
        cairo_surface_flush(image.handle)
        return image
    }
}

extension EffectPixels {
    /// The planes of a Cairo ARGB32 image (premultiplied, native-endian `0xAARRGGBB` words).
    static func read(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) -> EffectPixels {
        var planes = [[Float]](repeating: [Float](repeating: 0, count: width * height), count: 4)
        data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) { words in
            for y in 0..<height {
                for x in 0..<width {
                    let v = words[y * (stride / 4) + x], i = y * width + x
                    planes[0][i] = Float((v >> 16) & 0xff) / 255
                    planes[1][i] = Float((v >> 8) & 0xff) / 255
                    planes[2][i] = Float(v & 0xff) / 255
                    planes[3][i] = Float(v >> 24) / 255
                }
            }
        }
        return EffectPixels(width: width, height: height, planes: planes)
    }

    /// Writes the planes back, rounded, each colour kept within its alpha (premultiplied).
    func write(_ data: UnsafeMutablePointer<UInt8>, stride: Int) {
        data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) { words in
            for y in 0..<height {
                for x in 0..<width {
                    let i = y * width + x
                    let a = Double(planes[3][i] * 255).clampedByte()
                    func c(_ k: Int) -> UInt32 { UInt32(truncatingIfNeeded: min(Double(planes[k][i] * 255).clampedByte(), a)) }
                    words[y * (stride / 4) + x] = UInt32(a) << 24 | c(0) << 16 | c(1) << 8 | c(2)
                }
            }
        }
    }
}
