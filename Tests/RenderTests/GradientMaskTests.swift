import Foundation
import Geometry
import Motion
import Raster
@testable import Render
import Testing

// Renderer+GradientMask.swift: a gradient layer masked by a gradient layer of the same geometry is drawn as one
// gradient whose table is the colour table times the mask table's alpha. It must give the general way's bytes (the
// two rasters, the A8 mask group, the compositing), which the renderer still takes with the fast path turned off.

private let canvas = Size(width: 160, height: 120)

/// A Lottie-like gradient with opacity stops (LottieTranslator+Gradient.swift): a colour gradient much larger than
/// the canvas, masked by an opacity gradient of the same frame and points; inside a container masked by an ellipse
/// (the shape) over an opaque backdrop, so the result is composited through the shape onto other pixels.
private func scene(_ type: GradientType, start: Point, end: Point, focus: Point = .zero, opacity: Double = 1,
                   transform: Transform3D = Transform3D.scale(1.2, 0.8).concatenating(.rotation(0.4)),
                   outerMask: Bool = true) -> [LayerState] {
    var backdrop = LayerState(id: "backdrop", type: .layer)
    backdrop.setFrame(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
    backdrop.backgroundColor = Color(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)

    var colors = LayerState(id: "colors", type: .gradient)
    colors.bounds = Rect(x: 0, y: 0, width: 400, height: 300)
    colors.position = Point(x: 80, y: 60)
    colors.transform = transform
    colors.colors = [Color(red: 0.91, green: 0.2, blue: 0.12, alpha: 1), Color(red: 0.2, green: 0.8, blue: 0.3, alpha: 1),
                     Color(red: 0.1, green: 0.45, blue: 0.95, alpha: 1)]
    colors.locations = [0, 0.35, 1]
    colors.gradientColorSpace = .genericRGB
    colors.gradientType = type
    colors.startPoint = start
    colors.endPoint = end
    colors.radialFocalPoint = focus
    colors.opacity = opacity

    var alpha = colors
    alpha.id = "alpha"
    alpha.transform = .identity
    alpha.setFrame(colors.bounds)
    alpha.opacity = 1
    alpha.colors = [Color(red: 0, green: 0, blue: 0, alpha: 1), Color(red: 0, green: 0, blue: 0, alpha: 0.1),
                    Color(red: 0, green: 0, blue: 0, alpha: 0.75)]
    alpha.locations = [0.1, 0.6, 0.9]
    colors.mask = alpha

    var container = LayerState(id: "container", type: .layer)
    container.setFrame(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
    container.sublayers = [colors]
    if outerMask {
        var shape = LayerState(id: "shape", type: .shape)
        shape.setFrame(container.bounds)
        shape.path = .ellipse(in: Rect(x: 23.5, y: 11.25, width: 117, height: 91.5))
        shape.fillColor = .black
        container.mask = shape
    }
    return [backdrop, container]
}

/// The frame with the fast path on and off, the largest channel difference between them, and how many fast draws.
private func bothWays(_ layers: [LayerState], scale: Double = 1.5) throws -> (fast: Frame, general: Frame, worst: Int, fastDraws: Int) {
    let r = try Renderer(canvasSize: canvas, scale: scale, background: nil, images: [:])
    let fast = try r.render(layers)
    let draws = r.gradientMaskFastDraws
    r.gradientMaskFastPath = false
    let general = try r.render(layers)
    #expect(r.gradientMaskFastDraws == draws, "the general way took the fast path")
    var worst = 0
    for i in fast.pixels.indices { worst = max(worst, abs(Int(fast.pixels[i]) - Int(general.pixels[i]))) }
    return (fast, general, worst, draws)
}

@Suite struct GradientMaskTests {
    /// Every pixel of the fast path equals the general way's, for each kind of gradient, under a turned and scaled
    /// matrix and without one (where the general way is `drawMaskedGradient`), at opacity 1 and below.
    @Test(arguments: [GradientType.axial, .radial, .conic], [1.0, 0.55])
    func oneGradientEqualsTheColourThroughTheOpacityGradient(_ type: GradientType, opacity: Double) throws {
        for transform in [Transform3D.scale(1.2, 0.8).concatenating(.rotation(0.4)), .identity] {
            let layers = scene(type, start: Point(x: 0.3, y: 0.4), end: Point(x: 0.6, y: 0.55), opacity: opacity,
                               transform: transform)
            let r = try bothWays(layers)
            #expect(r.fastDraws == 1)
            #expect(r.worst == 0, "\(type) opacity \(opacity) \(transform): \(r.worst)")
            // The pair drew something: the shape shows gradient pixels that are not the backdrop.
            let backdrop = r.general[0, 0]
            #expect(r.general[120, 90] != backdrop)
        }
    }

    /// A radial gradient from a focal point inside the circle and from one outside it (where part of the plane has
    /// no solution and is transparent in both gradients).
    @Test(arguments: [Point(x: 0.6, y: -0.3), Point(x: 1.6, y: 0.4)])
    func radialWithAFocalPoint(_ focus: Point) throws {
        let r = try bothWays(scene(.radial, start: Point(x: 0.45, y: 0.5), end: Point(x: 0.55, y: 0.6), focus: focus))
        #expect(r.fastDraws == 1)
        #expect(r.worst == 0, "\(r.worst)")
    }

    /// Without the shape mask above it and with other points: the gradient over the whole canvas.
    @Test func withoutTheShape() throws {
        let r = try bothWays(scene(.axial, start: Point(x: 0.45, y: 0.35), end: Point(x: 0.5, y: 0.6), outerMask: false),
                             scale: 1)
        #expect(r.fastDraws == 1)
        #expect(r.worst == 0, "\(r.worst)")
    }

    /// Pairs that are not the same gradient geometry take the general way.
    @Test func otherPairsAreNotDrawnAsOne() throws {
        var layers = scene(.axial, start: Point(x: 0.3, y: 0.4), end: Point(x: 0.6, y: 0.55))
        func colors(_ change: (inout LayerState) -> Void) -> [LayerState] {
            var l = layers
            change(&l[1].sublayers[0])
            return l
        }
        let variants: [[LayerState]] = [
            colors { $0.mask!.endPoint = Point(x: 0.6, y: 0.56) },
            colors { $0.mask!.gradientType = .radial },
            colors { $0.mask!.position.x += 0.25 },
            colors { $0.mask!.opacity = 0.5 },
            colors { $0.mask!.backgroundColor = .black },
            colors { $0.cornerRadius = 4 },
            colors { $0.bounds.size.width = 100 },  // no longer covers the group box: the mask's frame differs too
        ]
        for v in variants {
            let r = try bothWays(v)
            #expect(r.fastDraws == 0)
        }
        layers[1].sublayers[0].mask!.radialFocalPoint = Point(x: 0.3, y: 0.1)  // an axial gradient has no focal point
        #expect(try bothWays(layers).fastDraws == 1)
    }

    /// A partial redraw gives the whole frame's bytes in its box (a pixel depends on its device position alone).
    @Test(arguments: [GradientType.axial, .radial, .conic])
    func aPartialDrawEqualsTheWholeFrame(_ type: GradientType) throws {
        let layers = scene(type, start: Point(x: 0.3, y: 0.4), end: Point(x: 0.6, y: 0.55), focus: Point(x: 0.2, y: 0.1),
                           opacity: 0.8)
        let r = try Renderer(canvasSize: canvas, scale: 1.5, background: .white, images: [:])
        let whole = try r.render(layers)
        // Boxes over part of the shape, the whole shape (x 35…211, y 17…154 at this scale) and its inside. Not a
        // box whose side cuts the shape's anti-aliased edge: Cairo's coverage of an edge pixel at a surface's side
        // may differ by a level there (it clips the polygon to the surface), with or without gradients.
        for box in [PixelBox(x0: 37, y0: 23, x1: 101, y1: 88), PixelBox(x0: 30, y0: 10, x1: 215, y1: 175),
                    PixelBox(x0: 90, y0: 60, x1: 150, y1: 110)] {
            var part = Frame(width: whole.width, height: whole.height)
            try r.render(layers, into: &part, within: box)
            for y in box.y0..<box.y1 {
                let a = y * whole.bytesPerRow
                #expect(part.pixels[(a + 4 * box.x0)..<(a + 4 * box.x1)] == whole.pixels[(a + 4 * box.x0)..<(a + 4 * box.x1)],
                        "row \(y) of \(box)")
            }
        }
        #expect(r.gradientMaskFastDraws == 4)
    }
}

/// Renderer.swift `drawComposited`: a masked layer's mask is drawn first and the gradients inside its content are
/// computed only where it is not 0 (`maskCoverage`). The frames with and without must be the same bytes, also where
/// drawing inside moves pixels (a blur, a shadow: there the coverage must not be used), and fewer pixels computed.
@Suite struct MaskCoverageTests {
    private func gradient(_ id: String, _ type: GradientType) -> LayerState {
        var g = LayerState(id: id, type: .gradient)
        g.setFrame(Rect(x: -40, y: -30, width: 240, height: 180))
        g.colors = [Color(red: 0.91, green: 0.2, blue: 0.12, alpha: 1), Color(red: 0.1, green: 0.45, blue: 0.95, alpha: 0.6)]
        g.gradientType = type
        g.startPoint = Point(x: 0.4, y: 0.35)
        g.endPoint = Point(x: 0.6, y: 0.7)
        return g
    }

    private func masked(_ content: [LayerState], by path: Path, opacity: Double = 1) -> LayerState {
        var c = LayerState(id: "container", type: .layer)
        c.setFrame(Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        c.sublayers = content
        c.opacity = opacity
        var shape = LayerState(id: "shape", type: .shape)
        shape.setFrame(c.bounds)
        shape.path = path
        shape.fillColor = .black
        c.mask = shape
        return c
    }

    private func bothWays(_ layers: [LayerState]) throws -> (worst: Int, on: Int, off: Int) {
        let r = try Renderer(canvasSize: canvas, scale: 1.5, background: .white, images: [:])
        let on = try r.render(layers)
        let computedOn = r.gradientPixelsComputed
        r.maskCoverageSkipping = false
        let off = try r.render(layers)
        var worst = 0
        for i in on.pixels.indices { worst = max(worst, abs(Int(on.pixels[i]) - Int(off.pixels[i]))) }
        return (worst, computedOn, r.gradientPixelsComputed - computedOn)
    }

    @Test(arguments: [GradientType.axial, .radial, .conic])
    func aGradientUnderAShapeMask(_ type: GradientType) throws {
        var layers = [masked([gradient("g", type)], by: .ellipse(in: Rect(x: 20.5, y: 10.25, width: 120, height: 100)),
                             opacity: 0.7)]
        var r = try bothWays(layers)
        #expect(r.worst == 0)
        // The ellipse covers π/4 of its box: fewer pixels computed (the box is 180 × 150 device pixels + edges).
        #expect(r.on < r.off * 85 / 100, "\(r.on) of \(r.off)")
        // Nested masks: the innermost's coverage.
        layers = [masked([masked([gradient("g", type)], by: .rect(Rect(x: 0, y: 0, width: 90, height: 120)))],
                         by: .ellipse(in: Rect(x: 20.5, y: 10.25, width: 120, height: 100)))]
        r = try bothWays(layers)
        #expect(r.worst == 0)
        #expect(r.on < r.off)
    }

    /// A blur and a shadow inside the masked content move pixels from outside the mask into it: their gradients are
    /// computed whole, and the frames are still the same bytes.
    @Test func blurAndShadowInsideTheMask() throws {
        var blurred = gradient("blurred", .axial)
        blurred.effects = [.gaussianBlur(sigma: 6, horizontal: true, vertical: true)]
        var shadowed = gradient("shadowed", .radial)
        shadowed.setFrame(Rect(x: 100, y: 10, width: 50, height: 40))
        shadowed.shadowOpacity = 1
        shadowed.shadowRadius = 8
        shadowed.shadowOffset = Size(width: -30, height: 25)
        let layers = [masked([blurred, shadowed], by: .ellipse(in: Rect(x: 20.5, y: 10.25, width: 120, height: 100)))]
        let r = try bothWays(layers)
        #expect(r.worst == 0)
        #expect(r.on == r.off)
    }
}
