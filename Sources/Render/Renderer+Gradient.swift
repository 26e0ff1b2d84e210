import CCairo
import Foundation
import Geometry
import Motion

/// Gradient layers (reference §8.6), rasterised here rather than by Cairo's gradient patterns: each device pixel's
/// position `t` along the gradient is computed from its centre with the gradient's exact geometry, and its colour
/// looked up in the ramp's table (`GradientTable`, built from the exact colour rule `ColorRamp`). The image covers
/// only the device pixels that can show (the bounds' device box within the current clip) and then fills the layer's
/// shape as a source locked to device space, so a pixel's bytes depend on its position alone, never on how much is
/// drawn around it (a partial redraw, `IncrementalRenderer`, gives the same bytes as a full one).
///
/// Why not Cairo's patterns (docs/lottie-speed.md, round 8): pixman (0.42 `pixman-gradient-walker.c`) computes each
/// pixel's colour in floating point and, when `t` leaves the current pair of stops, finds the next pair by a linear
/// scan from the first stop, and Generic RGB needs many stops to follow its curve; the table costs one look-up.
extension Renderer {
    /// Draws a gradient layer's gradient over its bounds, or over `shape` (its rounded bounds) when given.
    func drawGradient(_ layer: LayerState, bounds b: Rect, shape: Path?) throws {
        guard let source = try gradientSource(layer, bounds: b, coverage: maskCoverage) else { return }
        let cr = context.handle
        setSource(source)
        if let shape { appendPath(shape) } else {
            cairo_new_path(cr)
            cairo_rectangle(cr, b.minX, b.minY, b.width, b.height)
        }
        cairo_fill(cr)
        try context.status("cairo_fill (gradient layer '\(layer.id)')")
    }

    /// What a gradient draws with: its pixels over a device box, or (a degenerate axial gradient) one colour.
    enum GradientSource {
        case image(CairoSurface, at: PixelBox)
        case solid(Color)
    }

    /// Makes `source` the context's source: an image locked to device space (set under the identity matrix, then
    /// the matrix restored: Cairo locks a source to the user space in effect when it is set).
    func setSource(_ source: GradientSource) {
        let cr = context.handle
        switch source {
        case .solid(let c):
            setColor(c)
        case .image(let surface, let box):
            var ctm = cairo_matrix_t()
            cairo_get_matrix(cr, &ctm)
            cairo_identity_matrix(cr)
            cairo_set_source_surface(cr, surface.handle, Double(box.x0), Double(box.y0))
            cairo_set_matrix(cr, &ctm)
        }
    }

    /// An A8 mask's pixels: where they are 0 a gradient's pixels need not be computed (`drawMaskedGradient`).
    struct Coverage {
        let data: UnsafeMutablePointer<UInt8>
        let stride: Int
        /// The mask's pixels as a device box: device pixel (x, y) is the mask's (x − box.x0, y − box.y0).
        let box: PixelBox
    }

    /// The gradient of a gradient layer over the device pixels that can show it, or `nil` when it draws nothing
    /// (fewer than two colours, a `locations` count that differs, empty bounds, start = end for a conic gradient, a
    /// flat radial ellipse, a non-invertible matrix, nothing visible). With `coverage`, pixels where it is 0 are
    /// left transparent.
    ///
    /// Geometry (in the layer's coordinates, `s`, `e` the start and end points scaled to the bounds):
    /// - axial: `t = ((p − s) · (e − s)) / |e − s|²`, the projection on start → end; start = end (within
    ///   `DBL_EPSILON`) draws the mean of the first and last stop's colours, as Cairo does for a degenerate linear
    ///   pattern with PAD (cairo 1.16 `_gradient_color_average`);
    /// - radial: the two-circle gradient from the focal point `f` (`radialFocalPoint`, radius 0) to the unit
    ///   circle, in the unit coordinates `q` of the ellipse centred at `s` with semi-axes `|Δx|`, `|Δy|` of `e − s`:
    ///   pixman's rule (0.42 `pixman-radial-gradient.c`, `radial_write_color`, PAD): with `d = q − f`,
    ///   `A = |f|² − 1`, `B = −d · f`, `C = |d|²`, the roots of `A t² − 2B t + C = 0`, the larger `(B + √(B² − AC)) / A`
    ///   if it is ≥ 0, else the other if it is ≥ 0, else (and where `B² < AC`) transparent; `A = 0`: `t = C / 2B`
    ///   when ≥ 0, transparent where `B = 0` or `t < 0`;
    /// - conic: the angle about the start point (`Shade.conic`).
    /// `t` is then clamped to 0…1 (PAD) and looked up in the ramp's table.
    ///
    /// With `alpha` (`drawGradientMaskedByGradient`), each pixel is the colour's entry multiplied by the alpha of
    /// that ramp's entry at the same index (`GradientTable.masked(by:)`): the gradient shown through a mask that is
    /// the same gradient geometry with other stops.
    func gradientSource(_ layer: LayerState, bounds b: Rect, coverage: Coverage?,
                        alpha: ColorRamp? = nil) throws -> GradientSource? {
        guard !b.isEmpty,
              let ramp = ColorRamp(colors: layer.colors, locations: layer.locations, space: layer.gradientColorSpace)
        else { return nil }
        let cr = context.handle
        let start = Point(x: b.minX + layer.startPoint.x * b.width, y: b.minY + layer.startPoint.y * b.height)
        let end = Point(x: b.minX + layer.endPoint.x * b.width, y: b.minY + layer.endPoint.y * b.height)
        if layer.gradientType == .axial, abs(start.x - end.x) < .ulpOfOne, abs(start.y - end.y) < .ulpOfOne {
            let c0 = ramp.color(at: -1), c1 = ramp.color(at: 2)
            return .solid(Color(red: (c0.red + c1.red) / 2, green: (c0.green + c1.green) / 2,
                                blue: (c0.blue + c1.blue) / 2, alpha: (c0.alpha + c1.alpha) / 2))
        }
        // Device → layer coordinates.
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard cairo_matrix_invert(&m) == CAIRO_STATUS_SUCCESS else { return nil }
        let shade: Shade
        switch layer.gradientType {
        case .axial:
            let d = Point(x: end.x - start.x, y: end.y - start.y)
            let l2 = d.x * d.x + d.y * d.y
            // t·(size − 1) + ½ at device (x, y) = kx·x + ky·y + k0 (the table index before rounding down).
            let n = Double(GradientTable.size - 1)
            let kx = (m.xx * d.x + m.yx * d.y) / l2 * n, ky = (m.xy * d.x + m.yy * d.y) / l2 * n
            let k0 = ((m.x0 - start.x) * d.x + (m.y0 - start.y) * d.y) / l2 * n + 0.5
            guard kx.isFinite, ky.isFinite, k0.isFinite else { return nil }
            shade = .axial(kx: kx, ky: ky, k0: k0)
        case .radial:
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            guard rx > 0, ry > 0 else { return nil }
            // Device → the ellipse's unit coordinates: q = (u − s) / r componentwise, u the layer point.
            let q = cairo_matrix_t(xx: m.xx / rx, yx: m.yx / ry, xy: m.xy / rx, yy: m.yy / ry,
                                   x0: (m.x0 - start.x) / rx, y0: (m.y0 - start.y) / ry)
            let f = layer.radialFocalPoint
            let focus = Point(x: f.x.isFinite ? f.x : 0, y: f.y.isFinite ? f.y : 0)
            guard [q.xx, q.yx, q.xy, q.yy, q.x0, q.y0].allSatisfy(\.isFinite) else { return nil }
            shade = .radial(q, focus: focus)
        case .conic:
            guard layer.startPoint != layer.endPoint else { return nil }  // undefined in Core Animation
            shade = .conic(m, bounds: b, center: layer.startPoint,
                           zero: atan2(layer.endPoint.y - layer.startPoint.y, layer.endPoint.x - layer.startPoint.x))
        }
        guard let box = gradientDeviceBox(b) else { return nil }
        let colors = gradientTables.table(for: ramp)
        let table = alpha.map { colors.masked(by: gradientTables.table(for: $0)) } ?? colors
        let surface = try CairoSurface(format: CAIRO_FORMAT_ARGB32, width: box.width, height: box.height)
        cairo_surface_flush(surface.handle)
        guard let data = cairo_image_surface_get_data(surface.handle) else {
            throw RenderError(call: "cairo_image_surface_get_data", status: "returned NULL (gradient layer '\(layer.id)')")
        }
        let stride = surface.stride
        var computed = 0
        table.entries.withUnsafeBufferPointer { entries in
            let raw = UnsafeMutableRawPointer(data)
            for y in box.y0..<box.y1 {
                let row = (raw + (y - box.y0) * stride).assumingMemoryBound(to: UInt32.self) - box.x0
                Self.forEachRun(of: box, row: y, coverage: coverage) { x0, x1 in
                    shade.fill(row, from: x0, to: x1, row: y, entries)
                    computed += x1 - x0
                }
            }
        }
        gradientPixelsComputed += computed
        cairo_surface_mark_dirty(surface.handle)
        return .image(surface, at: box)
    }

    /// Calls `body(x0, x1)` for the runs of columns of `box` in row `y` where `coverage` is not 0 (the whole row
    /// without coverage).
    private static func forEachRun(of box: PixelBox, row y: Int, coverage: Coverage?, _ body: (Int, Int) -> Void) {
        guard let c = coverage else { return body(box.x0, box.x1) }
        guard y >= c.box.y0, y < c.box.y1 else { return }
        let x0 = max(box.x0, c.box.x0), x1 = min(box.x1, c.box.x1)
        guard x1 > x0 else { return }
        let mask = c.data + (y - c.box.y0) * c.stride - c.box.x0
        var x = x0
        while x < x1 {
            while x < x1, mask[x] == 0 { x += 1 }
            let runStart = x
            while x < x1, mask[x] != 0 { x += 1 }
            if x > runStart { body(runStart, x) }
        }
    }

    /// The device pixels a gradient over `rect` (layer coordinates) can show: the device box of `rect` within the
    /// current clip (whose extents are within the surface drawn on). `nil` when empty.
    func gradientDeviceBox(_ rect: Rect) -> PixelBox? {
        let cr = context.handle
        let (x0, y0, x1, y1) = deviceExtent(of: rect)
        // The clip's extents in device space: under the identity matrix, Cairo's user space is device space.
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        cairo_identity_matrix(cr)
        var cx0 = 0.0, cy0 = 0.0, cx1 = 0.0, cy1 = 0.0
        cairo_clip_extents(cr, &cx0, &cy0, &cx1, &cy1)
        cairo_set_matrix(cr, &ctm)
        let whole = Int(Int32.min)...Int(Int32.max)
        let bx0 = x0.isNaN ? cx0 : max(x0, cx0), by0 = y0.isNaN ? cy0 : max(y0, cy0)
        let bx1 = x1.isNaN ? cx1 : min(x1, cx1), by1 = y1.isNaN ? cy1 : min(y1, cy1)
        let box = PixelBox(x0: bx0.clampedInt(rounding: .down, in: whole), y0: by0.clampedInt(rounding: .down, in: whole),
                           x1: bx1.clampedInt(rounding: .up, in: whole), y1: by1.clampedInt(rounding: .up, in: whole))
        return box.isEmpty ? nil : box
    }
}

/// How a gradient's device pixels find their table entry.
private enum Shade {
    /// The table index before rounding down, `kx·x + ky·y + k0` at the pixel centre (x, y).
    case axial(kx: Double, ky: Double, k0: Double)
    /// Device → the ellipse's unit coordinates, and the focal point there.
    case radial(cairo_matrix_t, focus: Point)
    /// A conic gradient (Cairo 1.16 has no conic pattern): each device pixel centre mapped back to the layer's unit
    /// square, its angle about `startPoint` measured from the direction `atan2(Δy, Δx)` of `endPoint − startPoint`
    /// in unit space (increasing from +x toward +y), and the angle's fraction of a full turn is `t`. Holds device →
    /// layer coordinates, the layer's bounds, the centre in unit coordinates, the angle of t = 0.
    case conic(cairo_matrix_t, bounds: Rect, center: Point, zero: Double)

    /// Writes the pixels of columns `x0 ..< x1` of device row `y` into `row` (indexed by device column).
    func fill(_ row: UnsafeMutablePointer<UInt32>, from x0: Int, to x1: Int, row y: Int,
              _ entries: UnsafeBufferPointer<UInt32>) {
        let cy = Double(y) + 0.5
        switch self {
        case .axial(let kx, let ky, let k0):
            let rowK = ky * cy + k0
            if kx == 0 {
                let p = entries[GradientTable.index(rowK)]
                (row + x0).update(repeating: p, count: x1 - x0)
                return
            }
            var cx = Double(x0) + 0.5  // exact: whole numbers and halves add exactly
            for x in x0..<x1 {
                row[x] = entries[GradientTable.index(kx * cx + rowK)]
                cx += 1
            }
        case .radial(let q, let f):
            let a = f.x * f.x + f.y * f.y - 1
            let inverseA = 1 / a
            let n = Double(GradientTable.size - 1)
            let rowX = q.xy * cy + q.x0 - f.x, rowY = q.yy * cy + q.y0 - f.y
            var cx = Double(x0) + 0.5
            if f.x == 0 && f.y == 0 {
                // Focus at the centre: B = 0, A = −1, so the larger root is −√C ≤ 0 and the other √C: t = |q|.
                for x in x0..<x1 {
                    let dx = q.xx * cx + rowX, dy = q.yx * cx + rowY
                    cx += 1
                    row[x] = entries[GradientTable.index((dx * dx + dy * dy).squareRoot() * n + 0.5)]
                }
                return
            }
            for x in x0..<x1 {
                let dx = q.xx * cx + rowX, dy = q.yx * cx + rowY
                cx += 1
                let b = -(dx * f.x + dy * f.y), c = dx * dx + dy * dy
                let t: Double
                if a == 0 {
                    guard b != 0 else { row[x] = 0; continue }
                    t = c / (2 * b)
                } else {
                    let discriminant = b * b - a * c
                    guard discriminant >= 0 else { row[x] = 0; continue }
                    let root = discriminant.squareRoot()
                    let t0 = (b + root) * inverseA, t1 = (b - root) * inverseA
                    t = t0 >= 0 ? t0 : t1
                }
                guard t >= 0 else { row[x] = 0; continue }
                row[x] = entries[GradientTable.index(t * n + 0.5)]
            }
        case .conic(let m, let b, let sp, let zero):
            let twoPi = 2 * Double.pi
            let n = Double(GradientTable.size - 1)
            for x in x0..<x1 {
                let cx = Double(x) + 0.5
                let ux = m.xx * cx + m.xy * cy + m.x0, uy = m.yx * cx + m.yy * cy + m.y0
                let u = (ux - b.minX) / b.width, v = (uy - b.minY) / b.height
                var angle = atan2(v - sp.y, u - sp.x) - zero
                // Both angles are within ±π, so the remainder by 2π is the angle itself but at ±2π (and NaN).
                if !(angle > -twoPi && angle < twoPi) { angle = angle.truncatingRemainder(dividingBy: twoPi) }
                if angle < 0 { angle += twoPi }
                row[x] = entries[GradientTable.index(angle / twoPi * n + 0.5)]
            }
        }
    }
}
