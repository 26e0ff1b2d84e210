import Geometry
import Motion
import Raster
import Testing
import Render

// Expected values come from geometry and compositing arithmetic, never from an earlier render.

private let red = Color(red: 1, green: 0, blue: 0)
private let blue = Color(red: 0, green: 0, blue: 1)
private let transparent = Pixel(b: 0, g: 0, r: 0, a: 0)
private let opaqueRed = Pixel(r: 255, g: 0, b: 0)
private let opaqueBlack = Pixel(r: 0, g: 0, b: 0)

private func solid(_ id: String, _ frame: Rect, _ color: Color?) -> LayerState {
    var l = LayerState(id: id)
    l.setFrame(frame)
    l.backgroundColor = color
    return l
}

private func close(_ a: UInt8, _ b: Int, _ tol: Int) -> Bool { abs(Int(a) - b) <= tol }

/// A test image with varied colours and (optionally) varied alpha; premultiplied as `Frame` requires.
private func testImage(width: Int, height: Int, opaque: Bool) -> Frame {
    var f = Frame(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            let a = opaque ? 255 : (x * 7 + y * 13) % 256
            let r = (x * 31 + y * 3) % 256, g = (x * 5 + y * 17) % 256, b = (x * 11 + y * 29) % 256
            f[x, y] = Pixel(b: UInt8(b * a / 255), g: UInt8(g * a / 255), r: UInt8(r * a / 255), a: UInt8(a))
        }
    }
    return f
}

@Suite struct GeometryTests {
    @Test func backgroundColorFillsTheFrame() throws {
        let r = try Renderer(canvasSize: Size(width: 100, height: 100), scale: 1, background: nil, images: [:])
        #expect(r.pixelWidth == 100 && r.pixelHeight == 100)
        let f = try r.render([solid("a", Rect(x: 10, y: 20, width: 30, height: 40), red)])
        #expect(f.width == 100 && f.height == 100)
        #expect(f[10, 20] == opaqueRed)   // first pixel inside (covers 10…11 × 20…21)
        #expect(f[39, 59] == opaqueRed)   // last pixel inside
        #expect(f[25, 40] == opaqueRed)
        #expect(f[9, 40] == transparent)  // left of the frame
        #expect(f[40, 40] == transparent) // frame.maxX = 40: column 40 is outside
        #expect(f[25, 19] == transparent)
        #expect(f[25, 60] == transparent)
    }

    @Test func scaleDoublesTheEdges() throws {
        let r = try Renderer(canvasSize: Size(width: 50, height: 50), scale: 2, background: .white, images: [:])
        #expect(r.pixelWidth == 100 && r.pixelHeight == 100)
        let f = try r.render([solid("a", Rect(x: 10, y: 20, width: 15, height: 5), red)])
        #expect(f[20, 40] == opaqueRed)
        #expect(f[49, 49] == opaqueRed)
        #expect(f[19, 40] == Pixel(r: 255, g: 255, b: 255))
        #expect(f[50, 45] == Pixel(r: 255, g: 255, b: 255))
        #expect(f[30, 50] == Pixel(r: 255, g: 255, b: 255))
    }

    @Test func pixelSizeIsRounded() throws {
        let r = try Renderer(canvasSize: Size(width: 390, height: 844), scale: 3, background: nil, images: [:])
        #expect(r.pixelWidth == 1170 && r.pixelHeight == 2532)
        let r2 = try Renderer(canvasSize: Size(width: 10.2, height: 10.7), scale: 1, background: nil, images: [:])
        #expect(r2.pixelWidth == 10 && r2.pixelHeight == 11)
    }

    @Test func boundsOriginShiftsSublayers() throws {
        var parent = solid("p", Rect(x: 10, y: 10, width: 50, height: 50), nil)
        parent.bounds.origin = Point(x: 10, y: 10)
        // Child frame (10, 10, 10, 10) in the parent's bounds space = the parent's top-left corner (10, 10).
        parent.sublayers = [solid("c", Rect(x: 10, y: 10, width: 10, height: 10), red)]
        let r = try Renderer(canvasSize: Size(width: 80, height: 80), scale: 1, background: nil, images: [:])
        let f = try r.render([parent])
        #expect(f[10, 10] == opaqueRed)
        #expect(f[19, 19] == opaqueRed)
        #expect(f[20, 20] == transparent)
        #expect(f[9, 10] == transparent)
    }

    @Test func transformIsAppliedAboutTheAnchorPoint() throws {
        // A 20×10 layer centred at (50, 50), rotated by 90°: covers x 45…55, y 40…60.
        var l = solid("a", Rect(x: 40, y: 45, width: 20, height: 10), red)
        l.transform = .rotation(Double.pi / 2)
        let r = try Renderer(canvasSize: Size(width: 100, height: 100), scale: 1, background: nil, images: [:])
        let f = try r.render([l])
        #expect(f[50, 41] == opaqueRed)
        #expect(f[45, 58] == opaqueRed)
        #expect(f[54, 50] == opaqueRed)
        #expect(f[42, 50] == transparent)  // inside the unrotated rect, outside the rotated one
        #expect(f[57, 50] == transparent)
        #expect(f[50, 38] == transparent)

        // Anchor (0, 0): position is the top-left corner.
        var a = LayerState(id: "b")
        a.anchorPoint = .zero
        a.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        a.position = Point(x: 30, y: 30)
        a.backgroundColor = red
        let g = try r.render([a])
        #expect(g[30, 30] == opaqueRed && g[39, 39] == opaqueRed && g[40, 40] == transparent && g[29, 30] == transparent)
    }

    @Test func hiddenLayersAndZOrder() throws {
        var hidden = solid("h", Rect(x: 0, y: 0, width: 10, height: 10), red)
        hidden.isHidden = true
        var front = solid("front", Rect(x: 0, y: 0, width: 20, height: 20), red)
        front.zPosition = 1
        let back = solid("back", Rect(x: 0, y: 0, width: 20, height: 20), blue)
        let r = try Renderer(canvasSize: Size(width: 20, height: 20), scale: 1, background: nil, images: [:])
        #expect(try r.render([hidden])[5, 5] == transparent)
        // Front is first in the array but has the higher zPosition: drawn last.
        #expect(try r.render([front, back])[10, 10] == opaqueRed)
    }

    @Test func cornerRadiusRoundsTheBackground() throws {
        var l = solid("a", Rect(x: 0, y: 0, width: 40, height: 40), red)
        l.cornerRadius = 10
        let r = try Renderer(canvasSize: Size(width: 40, height: 40), scale: 1, background: nil, images: [:])
        let f = try r.render([l])
        // Pixel (0, 0)'s centre is 13.4 from the corner circle's centre (10, 10) > 10: outside entirely.
        #expect(f[0, 0] == transparent)
        #expect(f[20, 20] == opaqueRed)
        #expect(f[20, 0] == opaqueRed)
    }

    @Test func masksToBoundsClipsSublayers() throws {
        var parent = solid("p", Rect(x: 10, y: 10, width: 20, height: 20), nil)
        parent.masksToBounds = true
        parent.sublayers = [solid("c", Rect(x: -10, y: -10, width: 60, height: 60), red)]
        let r = try Renderer(canvasSize: Size(width: 50, height: 50), scale: 1, background: nil, images: [:])
        let f = try r.render([parent])
        #expect(f[15, 15] == opaqueRed)
        #expect(f[5, 5] == transparent)
        #expect(f[35, 35] == transparent)
        parent.masksToBounds = false
        #expect(try r.render([parent])[5, 5] == opaqueRed)
    }
}

@Suite struct CompositingTests {
    @Test func opacityHalfRedOverWhite() throws {
        var l = solid("a", Rect(x: 0, y: 0, width: 10, height: 10), red)
        l.opacity = 0.5
        let r = try Renderer(canvasSize: Size(width: 10, height: 10), scale: 1, background: .white, images: [:])
        let p = try r.render([l])[5, 5]
        // result = red·0.5 + white·(1 − 0.5): R = 255, G = B = 127.5, A = 255. ±1: Cairo turns 0.5 into an 8-bit
        // alpha (127.5 → 127 or 128) and pixman's 8-bit multiply rounds.
        #expect(p.r == 255 && p.a == 255)
        #expect(close(p.g, 128, 1) && close(p.b, 128, 1))
        #expect(p.g == p.b)
    }

    @Test func groupOpacityComposesSublayersFirst() throws {
        // Two overlapping sublayers with 50 % alpha backgrounds in a layer with opacity 0.5.
        let half = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        var parent = solid("p", Rect(x: 0, y: 0, width: 30, height: 10), nil)
        parent.sublayers = [solid("a", Rect(x: 0, y: 0, width: 20, height: 10), half),
                            solid("b", Rect(x: 10, y: 0, width: 20, height: 10), half)]
        parent.opacity = 0.5
        let r = try Renderer(canvasSize: Size(width: 30, height: 10), scale: 1, background: nil, images: [:])
        let f = try r.render([parent])
        // Group: overlap alpha inside the group = 1 − 0.5² = 0.75, then × 0.5 = 0.375 → 95.6; one layer: 0.25 → 63.75.
        // Per-layer fading would give 1 − 0.75² = 0.4375 → 111.6 in the overlap. ±1 for 8-bit rounding of each step.
        let overlap = f[15, 5], single = f[5, 5]
        #expect(close(overlap.a, 96, 1), "overlap \(overlap)")
        #expect(close(single.a, 64, 1), "single \(single)")
        #expect(overlap.r == overlap.a && overlap.g == 0 && overlap.b == 0)  // premultiplied pure red
        #expect(abs(Int(overlap.a) - 112) > 8)  // clearly not per-layer opacity

        // The per-layer variant for comparison.
        var flat = parent
        flat.opacity = 1
        for i in flat.sublayers.indices { flat.sublayers[i].opacity = 0.5 }
        #expect(close(try r.render([flat])[15, 5].a, 112, 1))
    }

    @Test func evenOddShapeDimsAroundAHole() throws {
        let img = testImage(width: 60, height: 60, opaque: true)
        var photo = LayerState(id: "photo", type: .image)
        photo.setFrame(Rect(x: 0, y: 0, width: 60, height: 60))
        photo.contents = "photo"
        var dim = LayerState(id: "dim", type: .shape)
        dim.setFrame(Rect(x: 0, y: 0, width: 60, height: 60))
        var b = Path.Builder()
        b.append(.rect(Rect(x: 0, y: 0, width: 60, height: 60)))
        b.append(.roundedRect(Rect(x: 15, y: 15, width: 30, height: 30), cornerRadius: 6, style: .circular))
        dim.path = b.build()
        dim.fillRule = .evenOdd
        dim.fillColor = try Color(hex: "#00000099")
        let r = try Renderer(canvasSize: Size(width: 60, height: 60), scale: 1, background: nil, images: ["photo": img])
        let f = try r.render([photo, dim])
        // Inside the hole: the image pixel exactly.
        for (x, y) in [(30, 30), (20, 30), (40, 22), (22, 40)] { #expect(f[x, y] == img[x, y]) }
        // Away from the hole: c' = round(c × (1 − 0.6)); alpha 0x99 = 153/255 = 0.6 exactly. ±1 because pixman
        // computes c·(255 − 153)/255 with its own integer rounding.
        for (x, y) in [(2, 2), (50, 10), (5, 55), (58, 58)] {
            let src = img[x, y], out = f[x, y]
            #expect(out.a == 255)
            #expect(close(out.r, Int((Double(src.r) * 0.4).rounded()), 1), "\(x),\(y): \(src) → \(out)")
            #expect(close(out.g, Int((Double(src.g) * 0.4).rounded()), 1), "\(x),\(y): \(src) → \(out)")
            #expect(close(out.b, Int((Double(src.b) * 0.4).rounded()), 1), "\(x),\(y): \(src) → \(out)")
        }
        // Non-zero would fill the hole too (both rects wind the same way).
        dim.fillRule = .nonZero
        let g = try r.render([photo, dim])
        #expect(g[30, 30] != img[30, 30])
    }

    @Test func maskMultipliesByTheMaskAlpha() throws {
        var l = solid("a", Rect(x: 0, y: 0, width: 40, height: 40), red)
        var m = LayerState(id: "m", type: .shape)
        m.setFrame(Rect(x: 0, y: 0, width: 40, height: 40))
        m.path = .rect(Rect(x: 10, y: 10, width: 20, height: 20))
        m.fillColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
        l.mask = m
        let r = try Renderer(canvasSize: Size(width: 40, height: 40), scale: 1, background: nil, images: [:])
        let f = try r.render([l])
        // Inside: red × 0.5 → premultiplied (r, a) = (127.5, 127.5); ±1 for the 8-bit rounding of 0.5.
        let p = f[20, 20]
        #expect(close(p.a, 128, 1) && p.r == p.a && p.g == 0 && p.b == 0, "\(p)")
        #expect(f[5, 5] == transparent)
        #expect(f[35, 20] == transparent)
        // The mask is in the layer's coordinates: moving the layer moves the mask with it.
        l.position = Point(x: 40, y: 40)  // frame (20, 20, 40, 40); mask hole at (30…50)
        let r2 = try Renderer(canvasSize: Size(width: 60, height: 60), scale: 1, background: nil, images: [:])
        let g = try r2.render([l])
        #expect(close(g[40, 40].a, 128, 1))
        #expect(g[25, 25] == transparent)
    }

    @Test func maskWithOpacity() throws {
        var l = solid("a", Rect(x: 0, y: 0, width: 40, height: 40), red)
        var m = LayerState(id: "m", type: .shape)
        m.setFrame(Rect(x: 0, y: 0, width: 40, height: 40))
        m.path = .rect(Rect(x: 10, y: 10, width: 20, height: 20))
        l.mask = m
        l.opacity = 0.5
        let r = try Renderer(canvasSize: Size(width: 40, height: 40), scale: 1, background: nil, images: [:])
        let f = try r.render([l])
        #expect(close(f[20, 20].a, 128, 1))
        #expect(f[5, 5] == transparent)
    }
}

@Suite struct LayerKindTests {
    @Test func horizontalGradient() throws {
        var g = LayerState(id: "g", type: .gradient)
        g.setFrame(Rect(x: 0, y: 0, width: 100, height: 10))
        g.colors = [red, blue]
        g.startPoint = Point(x: 0, y: 0.5)
        g.endPoint = Point(x: 1, y: 0.5)
        let r = try Renderer(canvasSize: Size(width: 100, height: 10), scale: 1, background: nil, images: [:])
        let f = try r.render([g])
        // Pixel x is sampled at its centre x + 0.5: t = (x + 0.5) / 100, red = 255(1 − t), blue = 255 t.
        // ±1: pixman interpolates in fixed point.
        for x in [0, 50, 99] {
            let t = (Double(x) + 0.5) / 100
            let p = f[x, 5]
            #expect(p.a == 255)
            #expect(close(p.r, Int((255 * (1 - t)).rounded()), 1), "x=\(x): \(p)")
            #expect(close(p.b, Int((255 * t).rounded()), 1), "x=\(x): \(p)")
            #expect(p.g == 0)
        }
    }

    @Test func gradientWithLocationsAndInvalidInputs() throws {
        var g = LayerState(id: "g", type: .gradient)
        g.setFrame(Rect(x: 0, y: 0, width: 100, height: 10))
        g.colors = [red, blue]
        g.startPoint = Point(x: 0, y: 0.5)
        g.endPoint = Point(x: 1, y: 0.5)
        g.locations = [0.4, 0.6]
        let r = try Renderer(canvasSize: Size(width: 100, height: 10), scale: 1, background: nil, images: [:])
        let f = try r.render([g])
        #expect(f[10, 5] == opaqueRed)                 // before the first stop: padded
        #expect(f[90, 5] == Pixel(r: 0, g: 0, b: 255)) // after the last stop
        g.locations = [0, 0.5, 1]                        // count ≠ colours: nothing
        #expect(try r.render([g])[50, 5] == transparent)
        g.locations = nil
        g.colors = [red]                                  // fewer than 2 colours: nothing
        #expect(try r.render([g])[50, 5] == transparent)
    }

    @Test(arguments: [BorderPlacement.inside, .center, .outside])
    func borderPlacement(_ placement: BorderPlacement) throws {
        // Bounds x 20…80; w = 4. inside: 20…24, center: 18…22, outside: 16…20.
        var l = solid("a", Rect(x: 20, y: 20, width: 60, height: 60), nil)
        l.borderWidth = 4
        l.borderColor = .black
        l.borderPlacement = placement
        let r = try Renderer(canvasSize: Size(width: 100, height: 100), scale: 1, background: nil, images: [:])
        let f = try r.render([l])
        let justInside = f[21, 50], justOutside = f[18, 50]
        #expect((justInside == opaqueBlack) == (placement != .outside), "\(placement) inside: \(justInside)")
        #expect((justOutside == opaqueBlack) == (placement != .inside), "\(placement) outside: \(justOutside)")
        if placement == .outside { #expect(justInside == transparent) }
        if placement == .inside { #expect(justOutside == transparent) }
        #expect(f[50, 50] == transparent)
    }

    @Test func borderIsDrawnAboveSublayers() throws {
        var l = solid("a", Rect(x: 0, y: 0, width: 20, height: 20), nil)
        l.borderWidth = 2
        l.sublayers = [solid("s", Rect(x: 0, y: 0, width: 20, height: 20), red)]
        let r = try Renderer(canvasSize: Size(width: 20, height: 20), scale: 1, background: nil, images: [:])
        let f = try r.render([l])
        #expect(f[0, 10] == opaqueBlack)
        #expect(f[10, 10] == opaqueRed)
    }

    @Test func shapeFillAndStroke() throws {
        var s = LayerState(id: "s", type: .shape)
        s.setFrame(Rect(x: 0, y: 0, width: 50, height: 50))
        s.path = .rect(Rect(x: 10, y: 10, width: 30, height: 30))
        s.fillColor = red
        s.strokeColor = blue
        s.lineWidth = 4  // stroke band 8…12 around the edge at 10
        let r = try Renderer(canvasSize: Size(width: 50, height: 50), scale: 1, background: nil, images: [:])
        let f = try r.render([s])
        #expect(f[25, 25] == opaqueRed)
        #expect(f[9, 25] == Pixel(r: 0, g: 0, b: 255))
        #expect(f[11, 25] == Pixel(r: 0, g: 0, b: 255))
        #expect(f[7, 25] == transparent)
        // Miter join: the corner square 8…12 × 8…12 is fully stroked.
        #expect(f[8, 8] == Pixel(r: 0, g: 0, b: 255))
    }

    @Test func quadsEqualTheirExactCubics() throws {
        var q = Path.Builder()
        q.move(to: Point(x: 5, y: 40)); q.quad(to: Point(x: 45, y: 40), control: Point(x: 25, y: 0)); q.close()
        var c = Path.Builder()
        c.move(to: Point(x: 5, y: 40))
        c.cubic(to: Point(x: 45, y: 40),
                control1: Point(x: 5 + 2.0 / 3.0 * 20, y: 40 - 2.0 / 3.0 * 40),
                control2: Point(x: 45 - 2.0 / 3.0 * 20, y: 40 - 2.0 / 3.0 * 40))
        c.close()
        var s = LayerState(id: "s", type: .shape)
        s.setFrame(Rect(x: 0, y: 0, width: 50, height: 50))
        s.path = q.build()
        let r = try Renderer(canvasSize: Size(width: 50, height: 50), scale: 1, background: nil, images: [:])
        let a = try r.render([s])
        s.path = c.build()
        #expect(try r.render([s]) == a)
    }

    @Test func strokeEndTrimsByArcLength() throws {
        var s = LayerState(id: "s", type: .shape)
        s.setFrame(Rect(x: 0, y: 0, width: 100, height: 20))
        var b = Path.Builder()
        b.move(to: Point(x: 10, y: 10)); b.line(to: Point(x: 50, y: 10)); b.line(to: Point(x: 90, y: 10))
        s.path = b.build()
        s.fillColor = nil
        s.strokeColor = .black
        s.lineWidth = 4
        s.strokeStart = 0.25  // from x = 30
        s.strokeEnd = 0.75    // to x = 70
        let r = try Renderer(canvasSize: Size(width: 100, height: 20), scale: 1, background: nil, images: [:])
        let f = try r.render([s])
        #expect(f[28, 10] == transparent)
        #expect(f[31, 10] == opaqueBlack)
        #expect(f[50, 10] == opaqueBlack)
        #expect(f[68, 10] == opaqueBlack)
        #expect(f[71, 10] == transparent)
        s.strokeStart = 0.8; s.strokeEnd = 0.2
        #expect(try r.render([s])[50, 10] == transparent)
    }

    @Test(arguments: [true, false])
    func imageMapsOneToOne(_ opaque: Bool) throws {
        // 120×90 px image on a 40×30 pt layer at scale 3: one image pixel per device pixel, copied exactly.
        let img = testImage(width: 120, height: 90, opaque: opaque)
        var l = LayerState(id: "i", type: .image)
        l.setFrame(Rect(x: 0, y: 0, width: 40, height: 30))
        l.contents = "img"
        let r = try Renderer(canvasSize: Size(width: 40, height: 30), scale: 3, background: nil, images: ["img": img])
        let f = try r.render([l])
        #expect(f == img)
        // Offset by whole device pixels (1/3 pt = 1 px) in a 2× larger canvas: still exact.
        l.position = Point(x: 20 + 1.0 / 3.0, y: 15 + 2.0 / 3.0)
        let r2 = try Renderer(canvasSize: Size(width: 50, height: 40), scale: 3, background: nil, images: ["img": img])
        let g = try r2.render([l])
        var same = true
        for y in 0..<90 { for x in 0..<120 where g[x + 1, y + 2] != img[x, y] { same = false } }
        #expect(same)
        #expect(g[0, 0] == transparent)
    }

    @Test func imageResizeAndGravity() throws {
        var img = Frame(width: 2, height: 1)
        img[0, 0] = opaqueRed
        img[1, 0] = Pixel(r: 0, g: 0, b: 255)
        var l = LayerState(id: "i", type: .image)
        l.setFrame(Rect(x: 0, y: 0, width: 40, height: 20))
        l.contents = "img"
        let r = try Renderer(canvasSize: Size(width: 40, height: 20), scale: 1, background: nil, images: ["img": img])
        let f = try r.render([l])
        // Stretched 20×: the left quarter is red, the right quarter blue (the filter blends only near the middle).
        #expect(f[2, 10] == opaqueRed)
        #expect(f[37, 10] == Pixel(r: 0, g: 0, b: 255))
        // Placement rectangles.
        let b = Rect(x: 0, y: 0, width: 100, height: 50), s = Size(width: 20, height: 20)
        #expect(Renderer.imageRect(gravity: "resizeAspect", bounds: b, imageSize: s) == Rect(x: 25, y: 0, width: 50, height: 50))
        #expect(Renderer.imageRect(gravity: "resizeAspectFill", bounds: b, imageSize: s) == Rect(x: 0, y: -25, width: 100, height: 100))
        #expect(Renderer.imageRect(gravity: "center", bounds: b, imageSize: s) == Rect(x: 40, y: 15, width: 20, height: 20))
        #expect(Renderer.imageRect(gravity: "bottomRight", bounds: b, imageSize: s) == Rect(x: 80, y: 30, width: 20, height: 20))
        #expect(Renderer.imageRect(gravity: "resize", bounds: b, imageSize: s) == b)
    }

    @Test func missingImageDrawsNothing() throws {
        var l = LayerState(id: "i", type: .image)
        l.setFrame(Rect(x: 0, y: 0, width: 10, height: 10))
        l.contents = "nope"
        let r = try Renderer(canvasSize: Size(width: 10, height: 10), scale: 1, background: nil, images: [:])
        #expect(try r.render([l])[5, 5] == transparent)
    }
}

@Suite struct RendererBehaviourTests {
    @Test func deterministicAndIndependentFrames() throws {
        var g = LayerState(id: "g", type: .gradient)
        g.setFrame(Rect(x: 3, y: 4, width: 50, height: 30))
        g.colors = [red, blue, .white]
        g.cornerRadius = 8
        g.opacity = 0.7
        let r = try Renderer(canvasSize: Size(width: 60, height: 40), scale: 2, background: .black, images: [:])
        let a = try r.render([g])
        let other = try r.render([solid("x", Rect(x: 0, y: 0, width: 60, height: 40), red)])
        let b = try r.render([g])
        #expect(a == b)
        #expect(a != other)
        #expect(a[0, 0] == opaqueBlack)  // unchanged by the later render
    }

    @Test func invalidCanvasThrows() {
        #expect(throws: RenderError.self) {
            _ = try Renderer(canvasSize: Size(width: 0, height: 10), scale: 1, background: nil, images: [:])
        }
        #expect(throws: RenderError.self) {
            _ = try Renderer(canvasSize: Size(width: 10, height: 10), scale: .nan, background: nil, images: [:])
        }
    }

    @Test func singularTransformDrawsNothing() throws {
        var l = solid("a", Rect(x: 0, y: 0, width: 10, height: 10), red)
        l.transform = .scale(0, 1)
        let r = try Renderer(canvasSize: Size(width: 10, height: 10), scale: 1, background: nil, images: [:])
        #expect(try r.render([l])[5, 5] == transparent)
        // The renderer keeps working afterwards.
        #expect(try r.render([solid("b", Rect(x: 0, y: 0, width: 10, height: 10), red)])[5, 5] == opaqueRed)
    }
}

@Suite struct MoreLayerTests {
    @Test func radialGradient() throws {
        var g = LayerState(id: "g", type: .gradient)
        g.setFrame(Rect(x: 0, y: 0, width: 100, height: 100))
        g.gradientType = .radial
        g.colors = [red, blue]
        g.startPoint = Point(x: 0.5, y: 0.5)
        g.endPoint = Point(x: 0.8, y: 0.8)  // semi-axes 30 × 30
        let r = try Renderer(canvasSize: Size(width: 100, height: 100), scale: 1, background: nil, images: [:])
        let f = try r.render([g])
        // Centre pixel (50, 50) samples (50.5, 50.5): distance 0.71/30 → t ≈ 0.024 → red ≈ 249 (±2 for fixed point).
        #expect(close(f[50, 50].r, 249, 2) && close(f[50, 50].b, 6, 2), "\(f[50, 50])")
        // Beyond the ellipse: padded with the last colour.
        #expect(f[95, 50] == Pixel(r: 0, g: 0, b: 255))
        // Pixel (65, 50) samples (65.5, 50.5): distance ≈ 15.5/30 → t ≈ 0.517.
        let t = ((15.5 * 15.5 + 0.25).squareRoot()) / 30
        #expect(close(f[65, 50].b, Int((255 * t).rounded()), 2), "\(f[65, 50])")
    }

    @Test func strokeEndOnAClosedRect() throws {
        var s = LayerState(id: "s", type: .shape)
        s.setFrame(Rect(x: 0, y: 0, width: 50, height: 50))
        s.path = .rect(Rect(x: 10, y: 10, width: 30, height: 30))  // perimeter 120: top, right, bottom, left
        s.fillColor = nil
        s.strokeColor = .black
        s.lineWidth = 2
        s.strokeEnd = 0.5  // top and right edges
        let r = try Renderer(canvasSize: Size(width: 50, height: 50), scale: 1, background: nil, images: [:])
        let f = try r.render([s])
        #expect(f[25, 9] == opaqueBlack)    // top edge (band y 9…11)
        #expect(f[40, 25] == opaqueBlack)   // right edge (band x 39…41)
        #expect(f[25, 40] == transparent)   // bottom edge: trimmed
        #expect(f[9, 25] == transparent)    // left edge: trimmed
        s.strokeEnd = 1
        let g = try r.render([s])
        #expect(g[25, 40] == opaqueBlack && g[9, 25] == opaqueBlack && g[9, 9] == opaqueBlack)
    }

    @Test func renderErrorNamesTheCall() {
        let e = RenderError(call: "cairo_fill", status: "out of memory")
        #expect(e.description.contains("cairo_fill") && e.description.contains("out of memory"))
    }
}

@Suite struct NestedGroupTests {
    @Test func maskedLayerInsideAnOpacityGroup() throws {
        var child = solid("c", Rect(x: 20, y: 20, width: 40, height: 40), red)
        var m = LayerState(id: "m", type: .shape)
        m.setFrame(Rect(x: 0, y: 0, width: 40, height: 40))
        m.path = .rect(Rect(x: 10, y: 10, width: 20, height: 20))  // canvas 40…60 after both offsets
        child.mask = m
        var parent = solid("p", Rect(x: 10, y: 10, width: 80, height: 80), nil)
        parent.opacity = 0.5
        parent.sublayers = [child]
        let r = try Renderer(canvasSize: Size(width: 100, height: 100), scale: 2, background: nil, images: [:])
        let f = try r.render([parent])
        // Mask square in canvas points: 10 + 20 + 10 = 40 … 60 → pixels 80…119 at scale 2.
        // Alpha 0.5 → 127.5; ±1 for the 8-bit rounding.
        #expect(close(f[80, 80].a, 128, 1) && close(f[119, 119].a, 128, 1), "\(f[80, 80]) \(f[119, 119])")
        #expect(f[79, 100] == transparent && f[120, 100] == transparent && f[100, 79] == transparent)
    }
}
