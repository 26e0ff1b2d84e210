import Geometry
import Motion
import Raster
@testable import Render
import Testing

/// Text layers drawn from a backing store (`Renderer+TextBackingStore.swift`): the text rasterised at the renderer's
/// scale on a pixel grid starting at the layer's bounds corner, then drawn like image contents.
struct TextBackingStoreTests {
    static func textLayer(bounds: Rect, position: Point, transform: Transform3D = .identity) -> LayerState {
        var l = LayerState(id: "t", type: .text)
        l.string = "Hamburg"
        l.fontFamily = "Inter"
        l.fontSize = 20
        l.foregroundColor = Color(red: 0.1, green: 0.2, blue: 0.6, alpha: 1)
        l.bounds = bounds
        l.anchorPoint = .zero
        l.position = position
        l.transform = transform
        return l
    }

    static func renderer(_ size: Size, images: [String: Frame] = [:], backingStore: Bool) throws -> Renderer {
        let r = try Renderer(canvasSize: size, scale: 1, background: nil, images: images)
        r.imageResampling = .coreGraphics
        r.textBackingStore = backingStore
        return r
    }

    /// The text alone with its bounds on the canvas's pixels: what its backing store holds at contentsScale 1.
    static func store(_ bounds: Rect) throws -> Frame {
        let r = try renderer(Size(width: bounds.width, height: bounds.height), backingStore: false)
        return try r.render([textLayer(bounds: bounds, position: .zero)])
    }

    /// `⌈width × scale⌉ × ⌈height × scale⌉` pixels.
    @Test func theStoreSizeIsTheBoundsTimesTheScaleRoundedUp() {
        let size = Renderer.backingStoreSize(bounds: Rect(x: 5, y: 7, width: 10.25, height: 3), contentsScale: 2)
        #expect(size?.width == 21 && size?.height == 6)
        #expect(Renderer.backingStoreSize(bounds: Rect(x: 0, y: 0, width: 0, height: 3), contentsScale: 2) == nil)
        #expect(Renderer.backingStoreSize(bounds: Rect(x: 0, y: 0, width: 5000, height: 3), contentsScale: 2) == nil)
    }

    /// Bounds on whole device pixels at one pixel per point: the store is copied, the same bytes as the glyphs
    /// drawn straight onto the canvas.
    @Test func onWholePixelsAtOneTimesItIsTheGlyphs() throws {
        let b = Rect(x: 0, y: 0, width: 90, height: 30)
        let l = Self.textLayer(bounds: b, position: Point(x: 3, y: 4))
        let glyphs = try Self.renderer(Size(width: 100, height: 40), backingStore: false).render([l])
        let stored = try Self.renderer(Size(width: 100, height: 40), backingStore: true).render([l])
        #expect(glyphs.pixels.contains { $0 != 0 })
        #expect(stored.pixels == glyphs.pixels)
    }

    /// A text layer rasterised at contentsScale 1 and drawn at 2× (a scale transform, at a fractional position) is
    /// the image path's result for an image layer holding that store: the same bytes.
    @Test func drawnLargerItIsTheStoreAsAnImage() throws {
        let b = Rect(x: 0, y: 0, width: 90, height: 30)
        let store = try Self.store(b)
        let t = Transform3D.scale(2, 2)
        let p = Point(x: 1.5, y: 2.25)
        let text = try Self.renderer(Size(width: 190, height: 70), backingStore: true).render([Self.textLayer(bounds: b, position: p, transform: t)])
        var image = LayerState(id: "i", type: .image)
        image.bounds = b
        image.anchorPoint = .zero
        image.position = p
        image.transform = t
        image.contents = "s"
        let drawn = try Self.renderer(Size(width: 190, height: 70), images: ["s": store], backingStore: true).render([image])
        #expect(text.pixels.contains { $0 != 0 })
        #expect(text.pixels == drawn.pixels)
    }

    /// The grid is the layer's, not the canvas's: at half a pixel to the right, each pixel is the mean of the two
    /// store pixels it straddles (the cubic's weights at ±0.5 are 0.5), rounded half away from zero — not glyphs
    /// drawn half a pixel over.
    @Test func theGridStartsAtTheBoundsCorner() throws {
        let b = Rect(x: 0, y: 0, width: 90, height: 30)
        let store = try Self.store(b)
        let l = Self.textLayer(bounds: b, position: Point(x: 3.5, y: 4))
        let f = try Self.renderer(Size(width: 100, height: 40), backingStore: true).render([l])
        var checked = 0
        for y in 0..<30 {
            for x in 1..<90 {
                let a = store[x - 1, y], c = store[x, y]
                func mean(_ u: UInt8, _ v: UInt8) -> UInt8 { UInt8((Double(u) + Double(v)) / 2 + 0.5) }
                let expected = Pixel(b: mean(a.b, c.b), g: mean(a.g, c.g), r: mean(a.r, c.r), a: mean(a.a, c.a))
                #expect(f[x + 3, y + 4] == expected, "\(x), \(y)")
                if a != c { checked += 1 }
            }
        }
        #expect(checked > 100)
        let glyphs = try Self.renderer(Size(width: 100, height: 40), backingStore: false).render([l])
        #expect(glyphs.pixels != f.pixels)
    }
}
