import Foundation
import Geometry
import Motion
import Raster
import Render
import Testing

// Issue 4: borders (seed 000), even-odd masks (seed 001), masks, group opacity, shadows, conic gradients, areas.
// Every expected value is computed from geometry and compositing arithmetic, never from an earlier render.

private func layer(_ id: String, _ frame: Rect, _ color: Color? = nil) -> LayerState {
    var l = LayerState(id: id)
    l.setFrame(frame)
    l.backgroundColor = color
    return l
}

/// `|actual − expected| ≤ tol` for each channel.
private func near(_ p: Pixel, r: Int, g: Int, b: Int, a: Int, tol: Int = 1) -> Bool {
    abs(Int(p.r) - r) <= tol && abs(Int(p.g) - g) <= tol && abs(Int(p.b) - b) <= tol && abs(Int(p.a) - a) <= tol
}

/// Pixels reachable from `seed` through pixels whose alpha is below 255, within the box `x0..<x1, y0..<y1`
/// (4-connected). Used to separate a corner's cut-off region from the border's hole.
private func region(_ f: Frame, from seed: (Int, Int), x0: Int, y0: Int, x1: Int, y1: Int) -> [(Int, Int)] {
    var seen = Set<Int>(), out: [(Int, Int)] = [], stack = [seed]
    while let (x, y) = stack.popLast() {
        guard x >= x0, x < x1, y >= y0, y < y1, f[x, y].a < 255, seen.insert(y * f.width + x).inserted else { continue }
        out.append((x, y))
        stack += [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]
    }
    return out
}

/// The area a quarter-circle corner of radius R cuts from its R×R square is R²(1 − π/4).
private let cornerCut = 1 - Double.pi / 4

@Suite struct BorderPlacementTests {
    static let w = 10.0
    static let frame = Rect(x: 40, y: 40, width: 120, height: 80)

    /// Seed 000's radii: (outer, inner) for a placement.
    static func seedRadii(_ placement: BorderPlacement, r: Double) -> (outer: Double, inner: Double) {
        switch placement {
        case .inside: (r, max(r - w, 0))
        case .center: (r + w / 2, max(r - w / 2, 0))
        case .outside: (r + w, r)
        }
    }

    /// How far the border's outer edge lies outside the bounds.
    static func outset(_ placement: BorderPlacement) -> Double {
        switch placement { case .inside: 0; case .center: w / 2; case .outside: w }
    }

    static let cases: [(BorderPlacement, Double)] =
        [BorderPlacement.inside, .center, .outside].flatMap { p in [5.0, 10, 20].map { (p, $0) } }

    @Test(arguments: cases)
    func cornerRadiiMeasuredFromPixels(_ placement: BorderPlacement, _ r: Double) throws {
        // Border only (opaque red), on a transparent canvas at scale 2, so the alpha is the border's coverage and
        // every straight edge falls on a pixel boundary.
        let s = 2.0
        var l = layer("v", Self.frame)
        l.cornerRadius = r
        l.borderWidth = Self.w
        l.borderColor = Color(red: 1, green: 0, blue: 0)
        l.borderPlacement = placement
        let f = try Renderer(canvasSize: Size(width: 200, height: 160), scale: s, background: nil, images: [:])
            .render([l])
        let expected = Self.seedRadii(placement, r: r)
        let ox = Int((Self.frame.minX - Self.outset(placement)) * s), oy = Int((Self.frame.minY - Self.outset(placement)) * s)
        let wpx = Int(Self.w * s)

        // Outer corner: the transparent area cut from the top-left corner square.
        let side = Int(((expected.outer + 2) * s).rounded(.up))
        let cut = region(f, from: (ox, oy), x0: ox, y0: oy, x1: ox + side, y1: oy + side)
        let missing = cut.reduce(0.0) { $0 + Double(255 - Int(f[$1.0, $1.1].a)) / 255 }
        let outer = (missing / cornerCut).squareRoot() / s
        // Half a pixel, in points: the area method's error is far smaller (exact edges, 8-bit coverage).
        #expect(abs(outer - expected.outer) <= 0.5 / s, "outer radius \(outer), expected \(expected.outer)")

        // Inner corner: the covered area inside the hole's top-left corner square (the straight inner edges lie on
        // pixel boundaries, so nothing else of the ring reaches into that square).
        let ix = ox + wpx, iy = oy + wpx
        let iside = Int(((expected.inner + 2) * s).rounded(.up))
        var covered = 0.0
        for y in iy..<(iy + iside) { for x in ix..<(ix + iside) { covered += Double(f[x, y].a) / 255 } }
        let inner = (covered / cornerCut).squareRoot() / s
        #expect(abs(inner - expected.inner) <= 0.5 / s, "inner radius \(inner), expected \(expected.inner)")

        // Straight edges: exactly w wide, at the placement's offset (pixels centred in the band are opaque, the
        // first pixel outside on either side is clear).
        let midX = Int(Self.frame.midX * s)
        #expect(f[midX, oy].a == 255 && f[midX, oy + wpx - 1].a == 255)
        #expect(f[midX, oy - 1].a == 0 && f[midX, oy + wpx].a == 0)
    }

    @Test(arguments: [BorderPlacement.inside, .center, .outside])
    func coloursInsideOnAndOutsideTheBorder(_ placement: BorderPlacement) throws {
        // Seed 000: a blue view with a half-transparent red border, on a transparent canvas, scale 1.
        var l = layer("v", Self.frame, Color(red: 0, green: 0, blue: 1))
        l.cornerRadius = 20
        l.borderWidth = Self.w
        l.borderColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        l.borderPlacement = placement
        let f = try Renderer(canvasSize: Size(width: 200, height: 160), scale: 1, background: nil, images: [:])
            .render([l])
        let top = Int(Self.frame.minY), x = Int(Self.frame.midX)
        let outerEdge = top - Int(Self.outset(placement))
        // Red at alpha 0.5 over blue, premultiplied: r = 255·0.5, b = 255·(1 − 0.5), a = 255. Over nothing:
        // r = a = 255·0.5. Tolerance 1: 0.5·255 = 127.5 rounds either way in Cairo's 8-bit arithmetic.
        let overBlue = (r: 128, g: 0, b: 128, a: 255)
        let overClear = (r: 128, g: 0, b: 0, a: 128)
        for y in outerEdge..<(outerEdge + Int(Self.w)) {
            let e = y >= top ? overBlue : overClear
            #expect(near(f[x, y], r: e.r, g: e.g, b: e.b, a: e.a), "row \(y): \(f[x, y])")
        }
        #expect(f[x, outerEdge - 1] == Pixel(b: 0, g: 0, r: 0, a: 0))            // just outside the border
        #expect(f[x, outerEdge + Int(Self.w)] == Pixel(r: 0, g: 0, b: 255))     // just inside: the background
        #expect(f[x, Int(Self.frame.midY)] == Pixel(r: 0, g: 0, b: 255))
        // The corner: the outer edge's far corner pixel is outside the rounded shape.
        #expect(f[Int(Self.frame.minX) - Int(Self.outset(placement)), outerEdge].a == 0)
    }

    @Test func seedRingEqualsTheBorder() throws {
        // Seed 000 draws the ring as outer rounded rect minus inner (here: appended, even-odd); it must cover the
        // same pixels as the `center` border with r = 20, w = 10.
        var border = layer("v", Self.frame)
        border.cornerRadius = 20
        border.borderWidth = Self.w
        border.borderPlacement = .center
        var ring = LayerState(id: "ring", type: .shape)
        ring.setFrame(Self.frame)
        var b = Path.Builder()
        b.append(.roundedRect(Rect(x: -5, y: -5, width: 130, height: 90), cornerRadius: 25, style: .circular))
        b.append(.roundedRect(Rect(x: 5, y: 5, width: 110, height: 70), cornerRadius: 15, style: .circular))
        ring.path = b.build()
        ring.fillRule = .evenOdd
        let r = try Renderer(canvasSize: Size(width: 200, height: 160), scale: 2, background: nil, images: [:])
        #expect(try r.render([border]) == (try r.render([ring])))
    }
}

@Suite struct MaskingTests {
    static let purple = Color(red: 0.5, green: 0, blue: 0.5)

    /// Seed 001's first key: handle, body, three teeth and the hole appended into one path, filled even-odd.
    static func wrongKey() -> Path {
        var b = Path.Builder()
        b.append(.ellipse(in: Rect(x: 50, y: 0, width: 100, height: 100)))
        b.append(.rect(Rect(x: 80, y: 60, width: 40, height: 150)))
        b.append(.rect(Rect(x: 120, y: 120, width: 30, height: 20)))
        b.append(.rect(Rect(x: 120, y: 150, width: 20, height: 20)))
        b.append(.rect(Rect(x: 60, y: 130, width: 20, height: 20)))
        b.append(.ellipse(in: Rect(x: 70, y: 20, width: 60, height: 60)))
        return b.build()
    }

    @Test func evenOddHolesWhereTwoSubPathsOverlapFilledWhereThree() throws {
        var view = layer("view", Rect(x: 0, y: 0, width: 200, height: 200), Self.purple)
        var mask = LayerState(id: "mask", type: .shape)
        mask.setFrame(Rect(x: 0, y: 0, width: 200, height: 200))
        mask.path = Self.wrongKey()
        mask.fillRule = .evenOdd
        view.mask = mask
        let f = try Renderer(canvasSize: Size(width: 200, height: 200), scale: 1, background: nil, images: [:])
            .render([view])
        let filled = Pixel(r: 128, g: 0, b: 128), clear = Pixel(b: 0, g: 0, r: 0, a: 0)
        // Handle circle: centre (100, 50), r 50; hole: centre (100, 50), r 30; body: x 80…120, y ≥ 60.
        #expect(f[65, 50] == filled)    // handle only (1)
        #expect(f[100, 30] == clear)    // handle + hole (2)
        #expect(f[100, 90] == clear)    // handle + body (2): the seed's "wrong hole"
        #expect(f[100, 70] == filled)   // handle + hole + body (3)
        #expect(f[100, 150] == filled)  // body only (1)
        #expect(f[135, 130] == filled)  // a tooth (1)
        #expect(f[30, 30] == clear)     // nothing (0)
    }

    @Test func oneOutlineKeyHasOnlyTheHandleHole() throws {
        // The seed's cure: the handle and the body as one outline, the body's top an arc of the handle circle with
        // end angles 90° ∓ asin(20/50); the hole and teeth appended, even-odd.
        let a0 = Double.pi / 2 - asin(20.0 / 50)
        let ex = 100 + 50 * cos(a0), ey = 50 + 50 * sin(a0)
        #expect(abs(ex - 120) < 1e-9)
        var b = Path.Builder()
        b.append(.ellipse(in: Rect(x: 50, y: 0, width: 100, height: 100)))
        b.append(try Path(svg: "M80 100 L80 200 L120 200 L120 100 L\(ex) \(ey) A50 50 0 0 1 \(200 - ex) \(ey) Z"))
        b.append(.ellipse(in: Rect(x: 70, y: 20, width: 60, height: 60)))
        var view = layer("view", Rect(x: 0, y: 0, width: 200, height: 200), Self.purple)
        var mask = LayerState(id: "mask", type: .shape)
        mask.setFrame(Rect(x: 0, y: 0, width: 200, height: 200))
        mask.path = b.build()
        mask.fillRule = .evenOdd
        view.mask = mask
        let f = try Renderer(canvasSize: Size(width: 200, height: 200), scale: 1, background: nil, images: [:])
            .render([view])
        let filled = Pixel(r: 128, g: 0, b: 128), clear = Pixel(b: 0, g: 0, r: 0, a: 0)
        #expect(f[100, 30] == clear)    // the hole
        #expect(f[100, 90] == filled)   // handle, no wrong hole
        #expect(f[100, 98] == filled)   // where handle and body meet
        #expect(f[100, 150] == filled)  // body
        #expect(f[70, 102] == clear)    // beside the body, below the handle
    }

    @Test func maskAlphaMultipliesContent() throws {
        var view = layer("view", Rect(x: 0, y: 0, width: 40, height: 40), Color(red: 1, green: 0.6, blue: 0.2))
        view.mask = layer("mask", Rect(x: 0, y: 0, width: 20, height: 40), Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        let f = try Renderer(canvasSize: Size(width: 40, height: 40), scale: 1, background: nil, images: [:])
            .render([view])
        // Premultiplied colour × mask alpha 0.5: (255, 153, 51) · 0.5, alpha 127.5; ±1 for 8-bit rounding.
        #expect(near(f[10, 20], r: 128, g: 77, b: 26, a: 128), "\(f[10, 20])")
        #expect(f[30, 20] == Pixel(b: 0, g: 0, r: 0, a: 0))  // where the mask has no alpha
    }

    @Test func gradientMaskAlphaRamps() throws {
        var view = layer("view", Rect(x: 0, y: 0, width: 100, height: 10), Color(red: 0, green: 0, blue: 1))
        var mask = LayerState(id: "mask", type: .gradient)
        mask.setFrame(Rect(x: 0, y: 0, width: 100, height: 10))
        mask.colors = [Color(red: 0, green: 0, blue: 0, alpha: 1), Color(red: 0, green: 0, blue: 0, alpha: 0)]
        mask.startPoint = Point(x: 0, y: 0.5)
        mask.endPoint = Point(x: 1, y: 0.5)
        view.mask = mask
        let f = try Renderer(canvasSize: Size(width: 100, height: 10), scale: 1, background: nil, images: [:])
            .render([view])
        for x in stride(from: 5, to: 100, by: 10) {
            // Pixel centre x + 0.5: alpha 1 − (x + 0.5)/100. ±2: Cairo's gradient is evaluated in 8-bit steps.
            let a = Int(((1 - (Double(x) + 0.5) / 100) * 255).rounded())
            #expect(near(f[x, 5], r: 0, g: 0, b: a, a: a, tol: 2), "x \(x): \(f[x, 5]) expected alpha \(a)")
        }
    }
}

@Suite struct LayerCompositingTests {
    @Test func groupOpacityDiffersFromPerSublayerOpacity() throws {
        func tree(groupOpacity: Bool) -> LayerState {
            var parent = layer("p", Rect(x: 0, y: 0, width: 30, height: 30))
            var a = layer("a", Rect(x: 0, y: 0, width: 20, height: 20), Color(red: 1, green: 0, blue: 0))
            var b = layer("b", Rect(x: 10, y: 10, width: 20, height: 20), Color(red: 0, green: 0, blue: 1))
            if groupOpacity { parent.opacity = 0.5 } else { a.opacity = 0.5; b.opacity = 0.5 }
            parent.sublayers = [a, b]
            return parent
        }
        let r = try Renderer(canvasSize: Size(width: 30, height: 30), scale: 1, background: nil, images: [:])
        let group = try r.render([tree(groupOpacity: true)])
        let each = try r.render([tree(groupOpacity: false)])
        // Overlap: the group is opaque blue, then faded: (0, 0, 127.5, 127.5).
        #expect(near(group[15, 15], r: 0, g: 0, b: 128, a: 128), "\(group[15, 15])")
        // Each faded: blue 0.5 over red 0.5: r = 127.5·0.5, b = 127.5, a = 127.5 + 127.5·0.5. ±1 for rounding.
        #expect(near(each[15, 15], r: 64, g: 0, b: 128, a: 191), "\(each[15, 15])")
        // Outside the overlap both agree.
        #expect(near(group[5, 5], r: 128, g: 0, b: 0, a: 128) && near(each[5, 5], r: 128, g: 0, b: 0, a: 128))
    }

    @Test func sublayerTransformRotatesAboutTheAnchor() throws {
        var parent = layer("p", Rect(x: 0, y: 0, width: 40, height: 40))
        parent.sublayerTransform = .rotation(.pi / 2)
        parent.sublayers = [layer("s", Rect(x: 20, y: 10, width: 20, height: 10), Color(red: 1, green: 0, blue: 0))]
        let f = try Renderer(canvasSize: Size(width: 40, height: 40), scale: 1, background: nil, images: [:])
            .render([parent])
        // Rotating (20…40, 10…20) by 90° about (20, 20) on a y-down screen gives (20…30, 20…40).
        #expect(f[25, 30] == Pixel(r: 255, g: 0, b: 0))
        #expect(f[30, 15].a == 0)
    }

    @Test func filledAreasMatchGeometry() throws {
        let r = try Renderer(canvasSize: Size(width: 200, height: 200), scale: 1, background: nil, images: [:])
        func area(_ f: Frame) -> Double {
            var s = 0.0
            for y in 0..<f.height { for x in 0..<f.width { s += Double(f[x, y].a) / 255 } }
            return s
        }
        var circle = LayerState(id: "c", type: .shape)
        circle.path = .ellipse(in: Rect(x: 20.3, y: 30.7, width: 150, height: 150))
        let ca = area(try r.render([circle]))
        #expect(abs(ca / (Double.pi * 75 * 75) - 1) < 0.005, "circle area \(ca)")
        var rounded = layer("r", Rect(x: 10.5, y: 20.25, width: 170, height: 120), Color(red: 0, green: 1, blue: 0))
        rounded.cornerRadius = 30
        let ra = area(try r.render([rounded]))
        let expected = 170.0 * 120 - (4 - Double.pi) * 30 * 30
        #expect(abs(ra / expected - 1) < 0.005, "rounded rect area \(ra), expected \(expected)")
    }

    @Test func maskedCornersRoundOnlyTheNamedCorners() throws {
        var l = layer("v", Rect(x: 0, y: 0, width: 100, height: 100), Color(red: 0, green: 0, blue: 0))
        l.cornerRadius = 40
        l.maskedCorners = [.minXMinY, .maxXMaxY]
        let f = try Renderer(canvasSize: Size(width: 100, height: 100), scale: 1, background: nil, images: [:])
            .render([l])
        #expect(f[1, 1].a == 0 && f[98, 98].a == 0)        // rounded corners
        #expect(f[99, 0].a == 255 && f[0, 99].a == 255)    // square corners
    }
}

@Suite struct ShadowAndConicTests {
    @Test func hardShadowIsOffsetAndTinted() throws {
        var l = layer("v", Rect(x: 20, y: 20, width: 40, height: 40), Color(red: 1, green: 1, blue: 1))
        l.shadowOpacity = 0.5
        l.shadowRadius = 0
        l.shadowOffset = Size(width: 10, height: 5)
        l.shadowColor = Color(red: 0, green: 0, blue: 1)
        let f = try Renderer(canvasSize: Size(width: 100, height: 100), scale: 1, background: nil, images: [:])
            .render([l])
        // Shadow square (30…70, 25…65), blue at alpha 0.5, under the white layer; ±1 for 8-bit rounding.
        #expect(near(f[65, 62], r: 0, g: 0, b: 128, a: 128), "\(f[65, 62])")
        #expect(f[40, 40] == Pixel(r: 255, g: 255, b: 255))
        #expect(f[70, 62].a == 0 && f[65, 65].a == 0 && f[25, 62].a == 0)
    }

    @Test func blurredShadowEdgeIsSymmetricAndReachesThreeSigma() throws {
        var l = layer("v", Rect(x: 50, y: 50, width: 100, height: 100), Color(red: 1, green: 1, blue: 1))
        l.shadowOpacity = 1
        l.shadowRadius = 8  // σ = 4 px at scale 1
        l.shadowOffset = Size(width: 0, height: 60)
        let f = try Renderer(canvasSize: Size(width: 200, height: 260), scale: 1, background: nil, images: [:])
            .render([l])
        // The shadow's bottom edge is at y = 210. A Gaussian step sampled either side of the edge sums to one
        // (the kernel is symmetric): α(209) + α(210) = 255 (±2 for two roundings).
        let above = Int(f[100, 209].a), below = Int(f[100, 210].a)
        #expect(abs(above + below - 255) <= 2, "\(above) + \(below)")
        #expect(f[100, 195].a == 255)              // more than 3σ inside: full shadow
        #expect(f[100, 210 + 13].a == 0)           // beyond the kernel's ⌈3σ⌉ = 12 px reach
        #expect(f[100, 214].a > 0)                 // blurred, not cut
    }

    @Test func conicColourAtKnownAngles() throws {
        var g = LayerState(id: "g", type: .gradient)
        g.setFrame(Rect(x: 0, y: 0, width: 100, height: 100))
        g.gradientType = .conic
        g.startPoint = Point(x: 0.5, y: 0.5)
        g.endPoint = Point(x: 1, y: 0.5)
        g.colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
        let f = try Renderer(canvasSize: Size(width: 100, height: 100), scale: 1, background: nil, images: [:])
            .render([g])
        // Pixel (50, 80): centre (50.5, 80.5), straight below the centre: 90° from +x toward +y, a quarter turn:
        // red·0.75 + blue·0.25. Pixel (19, 50): centre (19.5, 50.5), 180°: half. ±1 for 8-bit rounding.
        #expect(near(f[50, 80], r: 191, g: 0, b: 64, a: 255), "\(f[50, 80])")
        #expect(near(f[19, 50], r: 128, g: 0, b: 128, a: 255), "\(f[19, 50])")
        // Just below the 0° ray (+x): almost red; just above it: almost blue (the seam).
        #expect(f[90, 51].r > 240 && f[90, 49].b > 240)
    }
}
