import Geometry
import Motion
import Raster
import Render
import Testing

/// `CALayer.contentsRect`: the part of the image drawn, placed by `contentsGravity` as if it were the whole image,
/// the image's edge pixels extended where it reaches outside. Expected values are the image's own pixels.
struct ContentsRectTests {
    /// An opaque `width × height` image whose every pixel differs from its neighbours.
    static func image(width: Int, height: Int) -> Frame {
        var f = Frame(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                f[x, y] = Pixel(r: UInt8(x * 30 + 10), g: UInt8(y * 30 + 10), b: UInt8((x + y) * 10))
            }
        }
        return f
    }

    static func layer(_ frame: Rect, gravity: String, contentsRect: Rect) -> LayerState {
        var l = LayerState(id: "image", type: .image)
        l.setFrame(frame)
        l.contents = "image"
        l.contentsGravity = gravity
        l.contentsRect = contentsRect
        return l
    }

    /// A part on whole pixels at its own size is copied: pixel (2 + i, 4 + j) of the image at (10 + i, 10 + j).
    @Test func aPartOnWholePixelsIsCopiedExactly() throws {
        let img = Self.image(width: 8, height: 8)
        let r = try Renderer(canvasSize: Size(width: 24, height: 24), scale: 1, background: nil, images: ["image": img])
        let f = try r.render([Self.layer(Rect(x: 10, y: 10, width: 4, height: 4), gravity: "center",
                                         contentsRect: Rect(x: 0.25, y: 0.5, width: 0.5, height: 0.5))])
        for j in 0..<4 {
            for i in 0..<4 { #expect(f[10 + i, 10 + j] == img[2 + i, 4 + j], "\(i),\(j)") }
        }
        for (x, y) in [(9, 10), (14, 10), (10, 9), (10, 14)] { #expect(f[x, y].a == 0, "\(x),\(y) is outside the part") }
    }

    /// With `topLeft` gravity the part keeps its size: a 2 × 2 part of the image, not the whole image, is drawn.
    @Test func gravityPlacesThePartAsAWholeImage() throws {
        let img = Self.image(width: 8, height: 8)
        let r = try Renderer(canvasSize: Size(width: 20, height: 20), scale: 1, background: nil, images: ["image": img])
        let f = try r.render([Self.layer(Rect(x: 4, y: 4, width: 10, height: 10), gravity: "topLeft",
                                         contentsRect: Rect(x: 0.75, y: 0.75, width: 0.25, height: 0.25))])
        #expect(f[4, 4] == img[6, 6] && f[5, 4] == img[7, 6] && f[4, 5] == img[6, 7] && f[5, 5] == img[7, 7])
        #expect(f[6, 4].a == 0 && f[4, 6].a == 0)
    }

    /// Where the part reaches outside the image, the edge pixels extend outwards (CALayer.contentsRect's
    /// documentation): the column left of the image repeats column 0.
    @Test func outsideTheImageTheEdgePixelsExtend() throws {
        let img = Self.image(width: 4, height: 4)
        let r = try Renderer(canvasSize: Size(width: 10, height: 10), scale: 1, background: nil, images: ["image": img])
        let f = try r.render([Self.layer(Rect(x: 2, y: 2, width: 4, height: 4), gravity: "resize",
                                         contentsRect: Rect(x: -0.25, y: 0, width: 1, height: 1))])
        for y in 0..<4 {
            #expect(f[2, 2 + y] == img[0, y] && f[3, 2 + y] == img[0, y] && f[4, 2 + y] == img[1, y] && f[5, 2 + y] == img[2, y])
        }
    }

    /// Stretched (`resize`), the single top-left pixel of a 2 × 2 image fills the layer; pixels whose centres map
    /// within half a source pixel of the image's edge sample that pixel alone.
    @Test func aStretchedPartFillsTheBounds() throws {
        let img = Self.image(width: 2, height: 2)
        let r = try Renderer(canvasSize: Size(width: 10, height: 10), scale: 1, background: nil, images: ["image": img])
        let f = try r.render([Self.layer(Rect(x: 0, y: 0, width: 10, height: 10), gravity: "resize",
                                         contentsRect: Rect(x: 0, y: 0, width: 0.5, height: 0.5))])
        for y in 0..<5 { for x in 0..<5 { #expect(f[x, y] == img[0, 0], "\(x),\(y)") } }
        #expect(f[9, 9] != img[0, 0], "blended with the neighbouring pixels, as bilinear sampling of the image does")
    }

    /// A part with no width draws nothing.
    @Test func anEmptyPartDrawsNothing() throws {
        let img = Self.image(width: 4, height: 4)
        let r = try Renderer(canvasSize: Size(width: 10, height: 10), scale: 1, background: nil, images: ["image": img])
        let f = try r.render([Self.layer(Rect(x: 0, y: 0, width: 10, height: 10), gravity: "resize",
                                         contentsRect: Rect(x: 0, y: 0, width: 0, height: 1))])
        #expect(f.pixels.allSatisfy { $0 == 0 })
    }
}
