import Geometry
import Motion
import Raster
import Render
import Testing

// Replicator layers drawn (Motion/Tree/Replicator.swift expands them; Render draws the containers). Expected pixels come
// from the instance rules: instance k is moved by k × 30 points and multiplied by instanceColor + k × offsets.

private let clear = Pixel(b: 0, g: 0, r: 0, a: 0)

/// A 100 × 40 canvas; a replicator filling it (its coordinates are the canvas's) with one white 20 × 20 square at
/// (10, 10), three instances 30 points apart.
private func scene() -> LayerState {
    var r = LayerState(id: "rep", type: .replicator)
    r.bounds = Rect(x: 0, y: 0, width: 100, height: 40)
    r.position = Point(x: 50, y: 20)
    r.instanceCount = 3
    r.instanceTransform = .translation(30, 0)
    r.instanceColor = Color(red: 1, green: 0.6, blue: 1)
    r.instanceGreenOffset = -0.2
    r.instanceBlueOffset = -0.6
    var square = LayerState(id: "square")
    square.setFrame(Rect(x: 10, y: 10, width: 20, height: 20))
    square.backgroundColor = .white
    r.sublayers = [square]
    return r
}

@Suite struct ReplicatorDrawingTests {
    @Test func threeInstancesAtExactPositionsWithTheirColours() throws {
        let renderer = try Renderer(canvasSize: Size(width: 100, height: 40), scale: 1, background: nil, images: [:])
        let f = try renderer.render(LayerTree(layers: [scene()]).presentation(at: 0))
        // Instance colours: (1, 0.6, 1), (1, 0.4, 0.4), (1, 0.2, 0 — blue 1 − 1.2 clamped to 0): bytes × 255.
        let expected = [Pixel(r: 255, g: 153, b: 255), Pixel(r: 255, g: 102, b: 102), Pixel(r: 255, g: 51, b: 0)]
        for (k, colour) in expected.enumerated() {
            let x0 = 10 + 30 * k, x1 = x0 + 19   // first and last column inside instance k's square
            #expect(f[x0, 10] == colour, "instance \(k) top-left")
            #expect(f[x1, 29] == colour, "instance \(k) bottom-right")
            #expect(f[x0 - 1, 20] == clear, "left of instance \(k)")
            #expect(f[x1 + 1, 20] == clear, "right of instance \(k)")
            #expect(f[x0, 9] == clear && f[x0, 30] == clear, "above and below instance \(k)")
        }
        #expect(f[95, 20] == clear)  // no fourth instance
    }

    @Test func drawsExactlyAsTheSameSquaresWrittenOut() throws {
        let renderer = try Renderer(canvasSize: Size(width: 100, height: 40), scale: 2, background: .black, images: [:])
        var r = scene()
        r.instanceTransform = Transform3D(AffineTransform.rotation(0.2).concatenating(.translation(25, 3)))
        r.instanceAlphaOffset = -0.3
        let replicated = try renderer.render(LayerTree(layers: [r]).presentation(at: 0))
        // The same picture by hand: each square in a layer transformed by the k-th power about (50, 20), coloured
        // by the instance's colour.
        var written: [LayerState] = []
        var power = Transform3D.identity
        for k in 0..<3 {
            var holder = LayerState(id: "holder\(k)")
            holder.bounds = r.bounds
            holder.position = Point(x: 50, y: 20)
            holder.transform = power
            var square = r.sublayers[0]
            let m = r.instanceModulation(k)
            square.backgroundColor = Color(red: m.red, green: m.green, blue: m.blue, alpha: m.alpha)
            holder.sublayers = [square]
            written.append(holder)
            power = power.concatenating(r.instanceTransform)
        }
        var container = r
        container.type = .layer
        container.sublayers = written
        let byHand = try renderer.render([container])
        #expect(replicated.pixels == byHand.pixels)
        #expect(replicated.pixels != (try renderer.render([])).pixels)
    }

    /// A 2 × 2 image (premultiplied BGRA): opaque (255, 51, 0) and (102, 204, 255) on top; white at alpha 0.4 and
    /// blue at alpha 0.6 below.
    private static let image = Frame(width: 2, height: 2, bytesPerRow: 8, pixels: [
        0, 51, 255, 255, /**/ 255, 204, 102, 255,
        102, 102, 102, 102, /**/ 153, 0, 0, 153,
    ])!

    /// Core Animation multiplies a replicated layer's `contents` by the instance's colour too: a pixel (r, g, b, a)
    /// becomes (r·R, g·G, b·B, a·A), which premultiplied is r·a·R·A, g·a·G·A, b·a·B·A, a·A.
    @Test func imageContentsAreMultipliedByEachInstancesColour() throws {
        var r = LayerState(id: "rep", type: .replicator)
        r.bounds = Rect(x: 0, y: 0, width: 40, height: 10)
        r.position = Point(x: 20, y: 5)
        r.instanceCount = 3
        r.instanceTransform = .translation(10, 0)
        r.instanceColor = Color(red: 1, green: 0.6, blue: 0.2)
        r.instanceBlueOffset = 0.4
        r.instanceAlphaOffset = -0.2
        var image = LayerState(id: "image", type: .image)
        image.setFrame(Rect(x: 4, y: 4, width: 2, height: 2))  // 1 px a point: drawn pixel for pixel
        image.contents = "img"
        r.sublayers = [image]
        let renderer = try Renderer(canvasSize: Size(width: 40, height: 10), scale: 1, background: nil,
                                    images: ["img": Self.image])
        let f = try renderer.render(LayerTree(layers: [r]).presentation(at: 0))
        // Instance colours (R, G, B, A): (1, 0.6, 0.2, 1), (1, 0.6, 0.6, 0.8), (1, 0.6, 1, 0.6) — blue 0.2 + k × 0.4
        // (clamped to 1), alpha 1 − k × 0.2. Bytes rounded to nearest: e.g. instance 1's top-left green is
        // 51 × 0.6 × 0.8 = 24.48 → 24; its bottom-right blue 153 × 0.6 × 0.8 = 73.44 → 73.
        let expected: [[Pixel]] = [
            [Pixel(b: 0, g: 31, r: 255, a: 255), Pixel(b: 51, g: 122, r: 102, a: 255),
             Pixel(b: 20, g: 61, r: 102, a: 102), Pixel(b: 31, g: 0, r: 0, a: 153)],
            [Pixel(b: 0, g: 24, r: 204, a: 204), Pixel(b: 122, g: 98, r: 82, a: 204),
             Pixel(b: 49, g: 49, r: 82, a: 82), Pixel(b: 73, g: 0, r: 0, a: 122)],
            [Pixel(b: 0, g: 18, r: 153, a: 153), Pixel(b: 153, g: 73, r: 61, a: 153),
             Pixel(b: 61, g: 37, r: 61, a: 61), Pixel(b: 92, g: 0, r: 0, a: 92)],
        ]
        for (k, pixels) in expected.enumerated() {
            let x = 4 + 10 * k
            #expect([f[x, 4], f[x + 1, 4], f[x, 5], f[x + 1, 5]] == pixels, "instance \(k)")
            #expect(f[x - 1, 4] == clear && f[x + 2, 5] == clear && f[x, 3] == clear && f[x + 1, 6] == clear,
                    "around instance \(k)")
        }
        #expect(f[34, 4] == clear)  // no fourth instance
    }

    /// A scaled (resampled) image keeps no stale colour: rendered again at the same placement with another
    /// instance colour (an animated `instanceColor`), the renderer that drew the first colour gives the same bytes
    /// as a fresh one, and they differ from the first colour's.
    @Test func resampledImagesAreCachedPerColour() throws {
        func tree(_ colour: Color) -> [LayerState] {
            var r = LayerState(id: "rep", type: .replicator)
            r.bounds = Rect(x: 0, y: 0, width: 40, height: 10)
            r.position = Point(x: 20, y: 5)
            r.instanceCount = 2
            r.instanceTransform = .translation(20, 0)
            r.instanceColor = colour
            var image = LayerState(id: "image", type: .image)
            image.setFrame(Rect(x: 1.5, y: 1.25, width: 7, height: 7))  // 2 px scaled to 7 at a fractional origin
            image.contents = "img"
            r.sublayers = [image]
            return LayerTree(layers: [r]).presentation(at: 0)
        }
        let size = Size(width: 40, height: 10)
        let used = try Renderer(canvasSize: size, scale: 2, background: nil, images: ["img": Self.image])
        let first = try used.render(tree(Color(red: 1, green: 0.6, blue: 0.2)))
        let second = try used.render(tree(Color(red: 0.2, green: 1, blue: 0.5, alpha: 0.7)))
        let fresh = try Renderer(canvasSize: size, scale: 2, background: nil, images: ["img": Self.image])
            .render(tree(Color(red: 0.2, green: 1, blue: 0.5, alpha: 0.7)))
        let sameAsFresh = second.pixels == fresh.pixels, sameAsFirst = second.pixels == first.pixels
        #expect(sameAsFresh, "the second colour's frame differs from a fresh renderer's (a stale cached image)")
        #expect(!sameAsFirst, "the second colour drew the first colour's pixels")
    }

    /// Every kind of content of a replicated sublayer tree — background, border, shape fill and stroke, image
    /// contents, text, a sublayer's background — comes out exactly as the same layers written out with each colour
    /// (and each image pixel, computed here from the rule) multiplied by the instance's colour by hand.
    @Test func everyKindOfContentIsMultipliedAsIfWrittenOut() throws {
        var r = LayerState(id: "rep", type: .replicator)
        r.bounds = Rect(x: 0, y: 0, width: 120, height: 40)
        r.position = Point(x: 60, y: 20)
        r.instanceCount = 3
        r.instanceTransform = .translation(40, 0)
        r.instanceColor = Color(red: 0.9, green: 0.7, blue: 0.3, alpha: 0.9)
        r.instanceRedOffset = -0.3
        r.instanceBlueOffset = 0.3
        r.instanceAlphaOffset = -0.1
        var image = LayerState(id: "image", type: .image)
        image.setFrame(Rect(x: 2, y: 2, width: 16, height: 16))  // the 2 × 2 image scaled up: filtered
        image.contents = "img"
        image.backgroundColor = Color(red: 0.2, green: 0.8, blue: 0.4)
        image.borderWidth = 2
        image.borderColor = Color(red: 1, green: 0.5, blue: 0, alpha: 0.7)
        var dot = LayerState(id: "dot")
        dot.setFrame(Rect(x: 12, y: 12, width: 6, height: 6))
        dot.backgroundColor = Color(red: 0.5, green: 0.25, blue: 1)
        image.sublayers = [dot]
        var shape = LayerState(id: "shape", type: .shape)
        shape.setFrame(Rect(x: 20, y: 2, width: 16, height: 16))
        shape.path = .rect(Rect(x: 2, y: 2, width: 12, height: 12))
        shape.fillColor = Color(red: 0.1, green: 0.6, blue: 0.9)
        shape.strokeColor = Color(red: 0.8, green: 0.2, blue: 0.6, alpha: 0.8)
        shape.lineWidth = 3
        var text = LayerState(id: "text", type: .text)
        text.setFrame(Rect(x: 2, y: 20, width: 36, height: 18))
        text.string = "Ag"
        text.fontSize = 14
        text.foregroundColor = Color(red: 1, green: 0.9, blue: 0.2)
        r.sublayers = [image, shape, text]

        var images = ["img": Self.image]
        var written: [LayerState] = []
        for k in 0..<3 {
            let m = r.instanceModulation(k)
            func mul(_ c: Color?) -> Color? {
                c.map { Color(red: $0.red * m.red, green: $0.green * m.green, blue: $0.blue * m.blue, alpha: $0.alpha * m.alpha) }
            }
            var tinted = Self.image
            for i in tinted.pixels.indices {
                let factor = [m.blue * m.alpha, m.green * m.alpha, m.red * m.alpha, m.alpha][i % 4]
                tinted.pixels[i] = UInt8(exactly: (Double(tinted.pixels[i]) * factor).rounded()) ?? 0
            }
            images["img\(k)"] = tinted
            var i = image, d = dot, s = shape, t = text
            i.contents = "img\(k)"
            i.backgroundColor = mul(i.backgroundColor)
            i.borderColor = mul(i.borderColor)!
            d.backgroundColor = mul(d.backgroundColor)
            i.sublayers = [d]
            s.fillColor = mul(s.fillColor)
            s.strokeColor = mul(s.strokeColor)
            t.foregroundColor = mul(t.foregroundColor)!
            var holder = LayerState(id: "holder\(k)")
            holder.bounds = r.bounds
            holder.position = r.position
            holder.transform = .translation(Double(40 * k), 0)
            holder.sublayers = [i, s, t]
            written.append(holder)
        }
        var container = r
        container.type = .layer
        container.sublayers = written
        let renderer = try Renderer(canvasSize: Size(width: 120, height: 40), scale: 2, background: nil, images: images)
        let replicated = try renderer.render(LayerTree(layers: [r]).presentation(at: 0))
        let byHand = try renderer.render([container])
        let same = replicated.pixels == byHand.pixels  // (not the arrays themselves in a failure message)
        #expect(same, "the replicated copies differ from the layers written out")
        // Not vacuous: the first copy drawn with the image as it is differs.
        var plain = container
        plain.sublayers[0].sublayers[0].contents = "img"
        let differs = try renderer.render([plain]).pixels != byHand.pixels
        #expect(differs)
    }
}
