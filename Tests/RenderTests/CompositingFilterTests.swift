import Geometry
import Motion
import Raster
import Render
import Testing

/// `compositingFilter` `xor`: the layer, drawn as a whole, is combined with its backdrop by Porter–Duff xor
/// (alpha `αs(1 − αd) + αd(1 − αs)`, colour `Cs(1 − αd) + Cd(1 − αs)`, premultiplied).
struct CompositingFilterTests {
    /// A premultiplied BGRA pixel.
    static func pixel(_ f: Frame, _ x: Int, _ y: Int) -> (b: Int, g: Int, r: Int, a: Int) {
        let i = y * f.bytesPerRow + 4 * x
        return (Int(f.pixels[i]), Int(f.pixels[i + 1]), Int(f.pixels[i + 2]), Int(f.pixels[i + 3]))
    }

    /// An opaque black layer with a white, quarter-opaque layer xor-ed over its left half: the left half's alpha
    /// is 1 − 0.25 (the white vanishes: the backdrop is opaque), the right half stays opaque black; over a
    /// transparent backdrop xor is source-over (the overhang right of the base shows the white at 0.25).
    @Test func xorOverAnOpaqueLayerInvertsAlpha() throws {
        var base = LayerState(id: "base")
        base.setFrame(Rect(x: 0, y: 0, width: 20, height: 10))
        base.backgroundColor = .black
        var top = LayerState(id: "top")
        top.setFrame(Rect(x: 0, y: 0, width: 10, height: 10))
        top.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.25)
        top.compositingFilter = .xor
        var over = LayerState(id: "over")
        over.setFrame(Rect(x: 25, y: 0, width: 5, height: 10))
        over.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.25)
        over.compositingFilter = .xor
        var group = LayerState(id: "group")
        group.setFrame(Rect(x: 0, y: 0, width: 30, height: 10))
        group.sublayers = [base, top, over]
        let f = try Renderer(canvasSize: Size(width: 30, height: 10), scale: 1, background: nil, images: [:]).render([group])
        let inverted = Self.pixel(f, 5, 5)
        #expect(inverted.r == 0 && inverted.g == 0 && inverted.b == 0 && abs(inverted.a - 191) <= 1, "\(inverted)")
        let untouched = Self.pixel(f, 15, 5)
        #expect(untouched == (0, 0, 0, 255))
        let alone = Self.pixel(f, 27, 5)
        #expect(abs(alone.a - 64) <= 1 && alone.r == alone.a && alone.g == alone.a && alone.b == alone.a, "\(alone)")
        // Without the filter the same layers draw source-over: white at 0.25 over black.
        var plain = group
        plain.sublayers[1].compositingFilter = nil
        let p = Self.pixel(try Renderer(canvasSize: Size(width: 30, height: 10), scale: 1, background: nil, images: [:]).render([plain]), 5, 5)
        #expect(p.a == 255 && abs(p.r - 64) <= 1, "\(p)")
    }

    /// The blend modes lottie-ios gives Lottie's `bm` (the PDF formulas): an opaque colour (0.4, 0.8, 0.2) over an
    /// opaque backdrop (0.6, 0.4, 1.0); over nothing (the right half) each is source-over.
    @Test(arguments: [
        (CompositingFilter.multiply, [0.24, 0.32, 0.2]), (.screen, [0.76, 0.88, 1.0]), (.darken, [0.4, 0.4, 0.2]),
        (.lighten, [0.6, 0.8, 1.0]), (.difference, [0.2, 0.4, 0.8]), (.exclusion, [0.52, 0.56, 0.8]),
        // Overlay is hard light with the two swapped: backdrop ≤ 0.5 → 2·s·b, else screen(s, 2b − 1).
        (.overlay, [1 - 2 * 0.6 * 0.4, 2 * 0.8 * 0.4, 1.0]),
        // plusL adds, each component at most 1.
        (.plusLighter, [1.0, 1.0, 1.0]),
    ])
    func blendModes(_ filter: CompositingFilter, _ expected: [Double]) throws {
        var base = LayerState(id: "base")
        base.setFrame(Rect(x: 0, y: 0, width: 10, height: 10))
        base.backgroundColor = Color(red: 0.6, green: 0.4, blue: 1.0)
        var top = LayerState(id: "top")
        top.setFrame(Rect(x: 0, y: 0, width: 20, height: 10))
        top.backgroundColor = Color(red: 0.4, green: 0.8, blue: 0.2)
        top.compositingFilter = filter
        var group = LayerState(id: "group")
        group.setFrame(Rect(x: 0, y: 0, width: 20, height: 10))
        group.sublayers = [base, top]
        let f = try Renderer(canvasSize: Size(width: 20, height: 10), scale: 1, background: nil, images: [:]).render([group])
        let p = Self.pixel(f, 5, 5)
        for (got, want) in zip([p.r, p.g, p.b], expected) {
            #expect(abs(Double(got) - want * 255) <= 1.5, "\(filter): \(p) vs \(expected)")
        }
        #expect(p.a == 255)
        let alone = Self.pixel(f, 15, 5)
        #expect(abs(alone.r - 102) <= 1 && abs(alone.g - 204) <= 1 && abs(alone.b - 51) <= 1 && alone.a == 255, "\(alone)")
    }

    /// `plusL` adds premultiplied colours and alphas: (0.2, 0.1, 0.3) at alpha 0.5 (premultiplied (0.1, 0.05, 0.15))
    /// over an opaque (0.3, 0.2, 0.1) gives (0.4, 0.25, 0.25), opaque; over a half-transparent backdrop the alphas
    /// add too (0.5 + 0.5 = 1).
    @Test func plusLighterAddsPremultipliedComponents() throws {
        func render(backdropAlpha: Double) throws -> (b: Int, g: Int, r: Int, a: Int) {
            var base = LayerState(id: "base")
            base.setFrame(Rect(x: 0, y: 0, width: 10, height: 10))
            base.backgroundColor = Color(red: 0.3, green: 0.2, blue: 0.1, alpha: backdropAlpha)
            var top = LayerState(id: "top")
            top.setFrame(Rect(x: 0, y: 0, width: 10, height: 10))
            top.backgroundColor = Color(red: 0.2, green: 0.1, blue: 0.3, alpha: 0.5)
            top.compositingFilter = .plusLighter
            var group = LayerState(id: "group")
            group.setFrame(Rect(x: 0, y: 0, width: 10, height: 10))
            group.sublayers = [base, top]
            return Self.pixel(try Renderer(canvasSize: Size(width: 10, height: 10), scale: 1, background: nil, images: [:]).render([group]), 5, 5)
        }
        let p = try render(backdropAlpha: 1)
        #expect(abs(p.r - 102) <= 1 && abs(p.g - 64) <= 1 && abs(p.b - 64) <= 1 && p.a == 255, "\(p)")
        let h = try render(backdropAlpha: 0.5)
        // Premultiplied backdrop (0.15, 0.1, 0.05, 0.5) + (0.1, 0.05, 0.15, 0.5).
        #expect(abs(h.r - 64) <= 1 && abs(h.g - 38) <= 1 && abs(h.b - 51) <= 1 && abs(h.a - 255) <= 1, "\(h)")
    }

    /// A `width × 10` canvas: an opaque (0.6, 0.4, 1.0) base over x 0…10 and, over x 0…20, a `top` layer hard-mixed;
    /// both inside a group of `groupOpacity` placed at x = `groupX`.
    static func hardMixed(_ top: Color, groupX: Double = 0, groupOpacity: Double = 1, width: Double = 20) throws -> Frame {
        var base = LayerState(id: "base")
        base.setFrame(Rect(x: 0, y: 0, width: 10, height: 10))
        base.backgroundColor = Color(red: 0.6, green: 0.4, blue: 1.0)
        var layer = LayerState(id: "top")
        layer.setFrame(Rect(x: 0, y: 0, width: 20, height: 10))
        layer.backgroundColor = top
        layer.compositingFilter = .hardMix
        var group = LayerState(id: "group")
        group.setFrame(Rect(x: groupX, y: 0, width: 20, height: 10))
        group.opacity = groupOpacity
        group.sublayers = [base, layer]
        return try Renderer(canvasSize: Size(width: width, height: 10), scale: 1, background: nil, images: [:]).render([group])
    }

    /// Hard mix (Lottie `bm` 17 under after-effects, Skottie's blender): each straight channel 1 where layer +
    /// backdrop ≥ 1, else 0. (0.3, 0.8, 0.2) over (0.6, 0.4, 1.0): red 77 + 153 < 255 → 0, green and blue → 1.
    /// At alpha 0.5 the result is mixed half with the backdrop; over nothing only a channel of 1 stays 1.
    @Test func hardMixThresholdsTheSum() throws {
        let f = try Self.hardMixed(Color(red: 0.3, green: 0.8, blue: 0.2))
        #expect(Self.pixel(f, 5, 5) == (255, 255, 0, 255))
        #expect(Self.pixel(f, 15, 5) == (0, 0, 0, 255))
        // Half transparent: hm · 0.5 + 0.5 · backdrop = (0 + 76.5, 127.5 + 51, 127.5 + 127.5).
        let half = Self.pixel(try Self.hardMixed(Color(red: 0.3, green: 0.8, blue: 0.2, alpha: 0.5)), 5, 5)
        #expect(abs(half.r - 77) <= 1 && abs(half.g - 179) <= 1 && half.b == 255 && half.a == 255, "\(half)")
        #expect(Self.pixel(try Self.hardMixed(.white), 15, 5) == (255, 255, 255, 255))
    }

    /// Inside a group drawn off the canvas origin (its own surface, with a device offset), the backdrop is read
    /// where the layer is: the same mix, at the group's opacity (a backdrop read elsewhere, transparent, would
    /// give black).
    @Test func hardMixReadsTheBackdropUnderTheLayer() throws {
        let f = try Self.hardMixed(Color(red: 0.3, green: 0.8, blue: 0.2), groupX: 20, groupOpacity: 0.5, width: 40)
        let p = Self.pixel(f, 25, 5)
        #expect(p.r == 0 && abs(p.g - 128) <= 1 && abs(p.b - 128) <= 1 && abs(p.a - 128) <= 1, "\(p)")
    }
}
