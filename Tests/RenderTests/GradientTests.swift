import CCairo
import Foundation
import Geometry
import Motion
import Raster
@testable import Render
import Testing

// Renderer+Gradient.swift: axial and radial gradients rasterised per device pixel from the exact geometry and looked
// up in the ramp's table. For two sRGB stops Cairo's own patterns are exact (pixman mixes the two stops per pixel),
// so they are the reference: every pixel within 1/255 (pixman computes t in 16.16 fixed point and rounds the colour
// once; the table's nearest entry moves t by at most 1/2046, under 0.13/255 for these ramps).

private let canvas = Size(width: 160, height: 120)
private let c0 = Color(red: 0.91, green: 0.2, blue: 0.12, alpha: 1)
private let c1 = Color(red: 0.1, green: 0.45, blue: 0.95, alpha: 0.6)

/// A 100 × 70 gradient layer centred on the canvas, turned by 0.4 rad and scaled by (1.2, 0.8), at scale 1.
private func layer(_ type: GradientType, start: Point, end: Point, focus: Point = .zero) -> LayerState {
    var g = LayerState(id: "g", type: .gradient)
    g.bounds = Rect(x: 0, y: 0, width: 100, height: 70)
    g.position = Point(x: 80, y: 60)
    g.transform = Transform3D.scale(1.2, 0.8).concatenating(.rotation(0.4))
    g.colors = [c0, c1]
    g.gradientType = type
    g.startPoint = start
    g.endPoint = end
    g.radialFocalPoint = focus
    return g
}

/// The same gradient drawn by Cairo's pattern, as the renderer drew it before (a linear pattern from start to end;
/// a radial one from the focal point, radius 0, to the unit circle under the ellipse's matrix; PAD), filling the
/// layer's bounds under the layer's matrix.
private func cairoReference(_ g: LayerState) throws -> [UInt8] {
    let w = Int32(canvas.width), h = Int32(canvas.height)
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    let t = g.transformToSuperlayer
    var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
    cairo_set_matrix(cr, &m)
    let b = g.bounds
    let s = Point(x: b.minX + g.startPoint.x * b.width, y: b.minY + g.startPoint.y * b.height)
    let e = Point(x: b.minX + g.endPoint.x * b.width, y: b.minY + g.endPoint.y * b.height)
    let pattern: OpaquePointer
    if g.gradientType == .axial {
        pattern = try #require(cairo_pattern_create_linear(s.x, s.y, e.x, e.y))
    } else {
        let rx = abs(e.x - s.x), ry = abs(e.y - s.y)
        pattern = try #require(cairo_pattern_create_radial(g.radialFocalPoint.x, g.radialFocalPoint.y, 0, 0, 0, 1))
        var pm = cairo_matrix_t(xx: 1 / rx, yx: 0, xy: 0, yy: 1 / ry, x0: -s.x / rx, y0: -s.y / ry)
        cairo_pattern_set_matrix(pattern, &pm)
    }
    defer { cairo_pattern_destroy(pattern) }
    for (offset, c) in [(0.0, c0), (1.0, c1)] {
        cairo_pattern_add_color_stop_rgba(pattern, offset, c.red, c.green, c.blue, c.alpha)
    }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(cr, pattern)
    cairo_rectangle(cr, b.minX, b.minY, b.width, b.height)
    cairo_fill(cr)
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = try #require(cairo_image_surface_get_data(surface))
    return Array(UnsafeBufferPointer(start: data, count: stride * Int(h)))
}

/// The largest channel difference between the renderer's frame and Cairo's pattern, and how many pixels Cairo drew.
private func compareWithCairo(_ g: LayerState) throws -> (maxDifference: Int, drawn: Int) {
    let frame = try Renderer(canvasSize: canvas, scale: 1, background: nil, images: [:]).render([g])
    let reference = try cairoReference(g)
    #expect(frame.pixels.count == reference.count)
    var worst = 0, drawn = 0
    for i in stride(from: 0, to: reference.count, by: 4) {
        if reference[i + 3] != 0 { drawn += 1 }
        for k in 0..<4 { worst = max(worst, abs(Int(frame.pixels[i + k]) - Int(reference[i + k]))) }
    }
    return (worst, drawn)
}

@Suite struct GradientTests {
    @Test func axialAtAnAngleMatchesCairo() throws {
        let r = try compareWithCairo(layer(.axial, start: Point(x: 0.1, y: 0.2), end: Point(x: 0.8, y: 0.9)))
        #expect(r.maxDifference <= 1)
        #expect(r.drawn > 5000)
    }

    @Test func radialMatchesCairo() throws {
        let r = try compareWithCairo(layer(.radial, start: Point(x: 0.5, y: 0.5), end: Point(x: 0.9, y: 1.1)))
        #expect(r.maxDifference <= 1)
        #expect(r.drawn > 5000)
    }

    @Test func radialWithAFocalPointMatchesCairo() throws {
        let r = try compareWithCairo(layer(.radial, start: Point(x: 0.45, y: 0.5), end: Point(x: 0.85, y: 0.95),
                                           focus: Point(x: 0.6, y: -0.3)))
        #expect(r.maxDifference <= 1)
    }

    /// A focal point outside the circle: the cone from it to the circle is drawn, the rest is transparent (pixman's
    /// "no solution" and negative-radius cases), as Cairo draws it.
    @Test func radialWithAFocalPointOutsideTheCircleMatchesCairo() throws {
        let g = layer(.radial, start: Point(x: 0.3, y: 0.5), end: Point(x: 0.55, y: 0.8), focus: Point(x: 1.6, y: 0.4))
        let r = try compareWithCairo(g)
        #expect(r.maxDifference <= 1)
        // The bounds cover 100 · 70 · 1.2 · 0.8 = 6720 device pixels; the cone only part of them.
        #expect(r.drawn > 500 && r.drawn < 6000, "\(r.drawn)")
    }

    /// Beyond the ends the end colours exactly (PAD), as premultiplied bytes: c0 = (0.91, 0.2, 0.12, 1) is
    /// (232, 51, 31, 255); c1 at alpha 0.6 is 153 · (0.1, 0.45, 0.95) = (15, 69, 145, 153).
    @Test func padsBeyondTheEnds() throws {
        var g = LayerState(id: "g", type: .gradient)
        g.setFrame(Rect(x: 0, y: 0, width: 200, height: 4))
        g.colors = [c0, c1]
        g.startPoint = Point(x: 0.25, y: 0.5)
        g.endPoint = Point(x: 0.75, y: 0.5)
        let f = try Renderer(canvasSize: Size(width: 200, height: 4), scale: 1, background: nil, images: [:]).render([g])
        for x in [0, 20, 49] { #expect(f[x, 2] == Pixel(b: 31, g: 51, r: 232, a: 255), "x \(x)") }
        for x in [150, 180, 199] { #expect(f[x, 2] == Pixel(b: 145, g: 69, r: 15, a: 153), "x \(x)") }
        // Radial: the centre pixel's t is 0.5/50 · √2 = 0.014: near c0; beyond the circle c1.
        g.gradientType = .radial
        g.setFrame(Rect(x: 0, y: 0, width: 200, height: 200))
        g.startPoint = Point(x: 0.5, y: 0.5)
        g.endPoint = Point(x: 0.75, y: 0.75)
        let r = try Renderer(canvasSize: Size(width: 200, height: 200), scale: 1, background: nil, images: [:]).render([g])
        for (x, y) in [(0, 0), (199, 100), (100, 199), (160, 160)] { #expect(r[x, y] == Pixel(b: 145, g: 69, r: 15, a: 153)) }
    }

    /// A partial redraw (a box of the canvas) gives the same bytes as the whole frame there: a pixel's colour depends
    /// on its device position alone, for every kind of gradient, under a turned and scaled matrix. The layer covers
    /// the canvas (as a Lottie gradient's padded layer does): where a turned edge crosses a partial box, Cairo's
    /// coverage of the edge itself may differ by a level (it clips the polygon to the surface), gradient or not.
    @Test(arguments: [GradientType.axial, .radial, .conic])
    func aPartialDrawEqualsTheWholeFrame(_ type: GradientType) throws {
        var g = layer(type, start: Point(x: 0.3, y: 0.4), end: Point(x: 0.9, y: 0.7), focus: Point(x: 0.2, y: 0.1))
        g.bounds = Rect(x: 0, y: 0, width: 400, height: 300)
        g.colors = [c0, Color(red: 0.2, green: 0.8, blue: 0.3, alpha: 1), c1]
        g.locations = [0, 0.35, 1]
        g.gradientColorSpace = .genericRGB
        let r = try Renderer(canvasSize: canvas, scale: 1.5, background: .white, images: [:])
        let whole = try r.render([g])
        for box in [PixelBox(x0: 37, y0: 23, x1: 101, y1: 88), PixelBox(x0: 0, y0: 91, x1: 13, y1: 180),
                    PixelBox(x0: 150, y0: 5, x1: 240, y1: 6)] {
            var part = Frame(width: whole.width, height: whole.height)
            try r.render([g], into: &part, within: box)
            for y in box.y0..<box.y1 {
                let a = y * whole.bytesPerRow
                #expect(part.pixels[(a + 4 * box.x0)..<(a + 4 * box.x1)] == whole.pixels[(a + 4 * box.x0)..<(a + 4 * box.x1)],
                        "row \(y) of \(box)")
            }
        }
    }
}

