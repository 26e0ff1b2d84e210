import CCairo
import Foundation
import Geometry
import Motion

extension Renderer {
    /// A conic gradient (reference §8.6), rasterised here because Cairo 1.16 has no conic pattern: each device pixel
    /// centre is mapped back to the layer's unit square, its angle about `startPoint` measured from the direction
    /// `atan2(Δy, Δx)` of `endPoint − startPoint` in unit space (increasing from +x toward +y), and the angle's
    /// fraction of a full turn looked up in the colour stops. The result fills the layer's rounded shape.
    func drawConicGradient(_ layer: LayerState, bounds b: Rect, shape: Path?) throws {
        let cr = context.handle
        let sp = layer.startPoint, ep = layer.endPoint
        guard sp != ep, b.width > 0, b.height > 0 else { return }  // start == end: undefined in Core Animation.
        let ramp = ColorRamp(colors: layer.colors, locations: layer.locations, space: layer.gradientColorSpace)
        let zero = atan2(ep.y - sp.y, ep.x - sp.x)

        // Device box of the bounds, within the canvas.
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
                  Point(x: b.minX, y: b.maxY), Point(x: b.maxX, y: b.maxY)] {
            var px = p.x, py = p.y
            cairo_user_to_device(cr, &px, &py)
            x0 = min(x0, px); x1 = max(x1, px); y0 = min(y0, py); y1 = max(y1, py)
        }
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        let ix0 = x0.clampedInt(rounding: .down, in: 0...surfaceWidth), iy0 = y0.clampedInt(rounding: .down, in: 0...surfaceHeight)
        let ix1 = x1.clampedInt(rounding: .up, in: 0...surfaceWidth), iy1 = y1.clampedInt(rounding: .up, in: 0...surfaceHeight)
        guard ix1 > ix0, iy1 > iy0 else { return }
        let w = ix1 - ix0, h = iy1 - iy0

        // Device → layer coordinates.
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard cairo_matrix_invert(&m) == CAIRO_STATUS_SUCCESS else { return }

        let surface = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: w, height: h)
        cairo_surface_flush(surface.handle)
        guard let data = cairo_image_surface_get_data(surface.handle) else {
            throw RenderError(call: "cairo_image_surface_get_data", status: "returned NULL (conic gradient)")
        }
        let stride = surface.stride
        let twoPi = 2 * Double.pi
        for y in 0..<h {
            let row = data + y * stride
            let dy = Double(iy0 + y) + 0.5
            for x in 0..<w {
                let dx = Double(ix0 + x) + 0.5
                let ux = m.xx * dx + m.xy * dy + m.x0, uy = m.yx * dx + m.yy * dy + m.y0
                let u = (ux - b.minX) / b.width, v = (uy - b.minY) / b.height
                var a = atan2(v - sp.y, u - sp.x) - zero
                a = a.truncatingRemainder(dividingBy: twoPi)
                if a < 0 { a += twoPi }
                let px = ramp.premultipliedBGRA(at: a / twoPi)
                let o = x * 4
                row[o] = px.0; row[o + 1] = px.1; row[o + 2] = px.2; row[o + 3] = px.3
            }
        }
        cairo_surface_mark_dirty(surface.handle)

        // Lock the image to device space, then fill the layer's shape with it.
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, surface.handle, Double(ix0), Double(iy0))
        cairo_set_matrix(cr, &ctm)
        if let shape { appendPath(shape) } else {
            cairo_new_path(cr)
            cairo_rectangle(cr, b.minX, b.minY, b.width, b.height)
        }
        cairo_fill(cr)
        try context.status("cairo_fill (conic gradient layer '\(layer.id)')")
    }
}

/// Colour stops of a gradient: colours at increasing locations (uniform when `locations` is nil), interpolated
/// linearly in unpremultiplied sRGB (or in Generic RGB: `GradientColorSpace`), padded beyond the first and last stop.
struct ColorRamp {
    let colors: [Color]
    let locations: [Double]
    let space: GradientColorSpace

    init(colors: [Color], locations: [Double]?, space: GradientColorSpace = .sRGB) {
        self.colors = colors
        self.space = space
        let n = colors.count
        self.locations = locations ?? (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
    }

    func color(at t: Double) -> Color {
        guard let first = colors.first, let last = colors.last else { return .clear }
        if t <= locations[0] { return first }
        if t >= locations[locations.count - 1] { return last }
        var i = 1
        while i < locations.count - 1, locations[i] < t { i += 1 }
        let l0 = locations[i - 1], l1 = locations[i]
        let f = l1 > l0 ? (t - l0) / (l1 - l0) : 1
        return space.mix(colors[i - 1], colors[i], f)
    }

    /// Cairo's ARGB32 byte order on a little-endian machine: B, G, R, A, premultiplied.
    func premultipliedBGRA(at t: Double) -> (UInt8, UInt8, UInt8, UInt8) {
        let c = color(at: t)
        let a = clamp01(c.alpha)
        func byte(_ v: Double) -> UInt8 { (clamp01(v) * a * 255).clampedByte() }
        return (byte(c.blue), byte(c.green), byte(c.red), (a * 255).clampedByte())
    }
}
