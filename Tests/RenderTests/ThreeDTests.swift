import Foundation
import Geometry
import Motion
import Raster
import Testing
import Render

// 3-D layers (docs/drawing.md, "3-D"). Expected values come from geometry worked in the test, never from a render.

private func solid(_ id: String, _ frame: Rect, _ color: Color) -> LayerState {
    var l = LayerState(id: id)
    l.setFrame(frame)
    l.backgroundColor = color
    return l
}

/// A 200 × 200 container whose sublayers see the eye 500 points in front (`m34 = −1/500`), about its centre.
private func stage(_ sublayers: [LayerState], type: LayerType = .layer) -> LayerState {
    var s = LayerState(id: "stage", type: type)
    s.setFrame(Rect(x: 0, y: 0, width: 200, height: 200))
    s.sublayerTransform = .perspective(500)
    s.sublayers = sublayers
    return s
}

private let white = Color(red: 1, green: 1, blue: 1)
private let red = Color(red: 1, green: 0, blue: 0)
private let blue = Color(red: 0, green: 0, blue: 1)

@Suite struct ThreeDTests {
    /// A 100 × 100 white square at the centre, turned 60° about y under m34 = −1/500, on black. Its corners, by hand:
    /// a point (x, y) about the anchor goes to (x·cos 60°, y, −x·sin 60°); w = 1 − z/500; the image is the centre
    /// plus (X/w, Y/w). The left edge (x = −50) comes toward the eye and grows, the right edge goes away.
    @Test func rotatedSquareFillsTheProjectedQuadrilateral() throws {
        var card = solid("card", Rect(x: 50, y: 50, width: 100, height: 100), white)
        card.transform = .rotation(60 * .pi / 180, 0, 1, 0)
        let r = try Renderer(canvasSize: Size(width: 200, height: 200), scale: 1, background: Color(red: 0, green: 0, blue: 0), images: [:])
        let f = try r.render([stage([card])])

        let c = cos(60 * Double.pi / 180), s = sin(60 * Double.pi / 180)
        func corner(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
            let w = 1 + x * s / 500  // z = −x·sin 60°, w = 1 − z/500
            return (100 + x * c / w, 100 + y / w)
        }
        let tl = corner(-50, -50), bl = corner(-50, 50), tr = corner(50, -50), br = corner(50, 50)
        #expect(abs(tl.x - 72.6296) < 1e-4 && abs(tr.x - 123.0074) < 1e-4)  // the numbers, once, by calculator
        // The quad has vertical sides at tl.x and tr.x; its top and bottom are lines between them.
        func top(_ x: Double) -> Double { tl.y + (tr.y - tl.y) * (x - tl.x) / (tr.x - tl.x) }
        func bottom(_ x: Double) -> Double { bl.y + (br.y - bl.y) * (x - bl.x) / (br.x - bl.x) }
        /// The area of the pixel (px, py) inside the quad: ∫ over the pixel's columns of the covered height
        /// (midpoint rule, 4000 steps: the integrand is piecewise linear, the error far below 1/255).
        func area(_ px: Int, _ py: Int) -> Double {
            let x0 = max(Double(px), tl.x), x1 = min(Double(px + 1), tr.x)
            guard x1 > x0 else { return 0 }
            let n = 4000, dx = (x1 - x0) / Double(n)
            var a = 0.0
            for k in 0..<n {
                let x = x0 + (Double(k) + 0.5) * dx
                let lo = max(Double(py), top(x)), hi = min(Double(py + 1), bottom(x))
                if hi > lo { a += (hi - lo) * dx }
            }
            return a
        }
        var edges = 0, inside = 0, outside = 0
        for py in 40..<160 {
            for px in 60..<140 {
                let a = area(px, py)
                let p = f[px, py]
                if a == 1 || a > 1 - 1e-9 {
                    #expect(p == Pixel(r: 255, g: 255, b: 255), "inside (\(px), \(py))")
                    inside += 1
                } else if a < 1e-9 {
                    #expect(p == Pixel(r: 0, g: 0, b: 0), "outside (\(px), \(py))")
                    outside += 1
                } else {
                    // White over black: every channel is 255 × coverage; within 1/255 of the exact area (the
                    // renderer's bilinear sample of a uniform colour is exact, one rounding to 8 bits).
                    #expect(abs(Double(p.r) / 255 - a) <= 1.0 / 255, "edge (\(px), \(py)): \(p.r) vs area \(a)")
                    #expect(p.r == p.g && p.g == p.b && p.a == 255)
                    edges += 1
                }
            }
        }
        #expect(inside > 4000 && outside > 3000 && edges > 150)
    }

    /// `isDoubleSided: false` hides a layer turned to show its back; the default shows it (mirrored).
    @Test func singleSidedLayerHidesItsBack() throws {
        let r = try Renderer(canvasSize: Size(width: 200, height: 200), scale: 1, background: nil, images: [:])
        var card = solid("card", Rect(x: 50, y: 50, width: 100, height: 100), red)
        card.transform = .rotation(.pi, 0, 1, 0)
        #expect(try r.render([stage([card])])[100, 100] == Pixel(r: 255, g: 0, b: 0))
        card.isDoubleSided = false
        #expect(try r.render([stage([card])])[100, 100] == Pixel(b: 0, g: 0, r: 0, a: 0))
        // Facing the viewer at 80°, it is drawn; at 100° it is not.
        card.transform = .rotation(80 * .pi / 180, 0, 1, 0)
        #expect(try r.render([stage([card])])[100, 100] == Pixel(r: 255, g: 0, b: 0))
        card.transform = .rotation(100 * .pi / 180, 0, 1, 0)
        #expect(try r.render([stage([card])])[100, 100] == Pixel(b: 0, g: 0, r: 0, a: 0))
        // Without a perspective the turn is affine (a horizontal flip at 180°): still the back.
        var flat = solid("flat", Rect(x: 50, y: 50, width: 100, height: 100), red)
        flat.transform = .rotation(.pi, 0, 1, 0)
        flat.isDoubleSided = false
        #expect(try r.render([flat])[100, 100] == Pixel(b: 0, g: 0, r: 0, a: 0))
    }

    /// Facing is judged on the way to the screen: inside a parent turned 150° about y (which shows its back), an
    /// unturned single-sided sublayer faces away and is hidden, and one turned 180° faces the viewer.
    @Test func facingFollowsProjectedAncestors() throws {
        let r = try Renderer(canvasSize: Size(width: 200, height: 200), scale: 1, background: nil, images: [:])
        var parent = solid("parent", Rect(x: 50, y: 50, width: 100, height: 100), blue)
        parent.transform = .rotation(150 * .pi / 180, 0, 1, 0)
        var child = solid("child", Rect(x: 0, y: 0, width: 100, height: 100), red)
        child.isDoubleSided = false
        parent.sublayers = [child]
        #expect(try r.render([stage([parent])])[100, 100] == Pixel(r: 0, g: 0, b: 255))
        parent.sublayers[0].transform = .rotation(.pi, 0, 1, 0)
        #expect(try r.render([stage([parent])])[100, 100] == Pixel(r: 255, g: 0, b: 0))
        // The parent itself single-sided: nothing at all.
        parent.isDoubleSided = false
        #expect(try r.render([stage([parent])])[100, 100] == Pixel(b: 0, g: 0, r: 0, a: 0))
    }

    /// Two overlapping siblings under a perspective swap drawing order when their `zPosition`s swap (and the nearer
    /// one is drawn larger: zPosition is depth).
    @Test func zPositionOrdersSiblings() throws {
        let r = try Renderer(canvasSize: Size(width: 200, height: 200), scale: 1, background: nil, images: [:])
        var a = solid("a", Rect(x: 40, y: 40, width: 80, height: 80), red)
        var b = solid("b", Rect(x: 80, y: 80, width: 80, height: 80), blue)
        a.zPosition = 10; b.zPosition = 0
        var f = try r.render([stage([a, b])])
        #expect(f[100, 100] == Pixel(r: 255, g: 0, b: 0))
        a.zPosition = 0; b.zPosition = 10
        f = try r.render([stage([a, b])])
        #expect(f[100, 100] == Pixel(r: 0, g: 0, b: 255))
        // b at z = 10 is scaled by 500/490 about the centre: its far corner (160, 160) moves to 161.2.
        #expect(f[160, 160] == Pixel(r: 0, g: 0, b: 255) && f[162, 162] == Pixel(b: 0, g: 0, r: 0, a: 0))
    }

    /// A plain layer flattens: siblings draw in zPosition then array order whatever their depth. A transform layer
    /// sorts its sublayers by depth: the red square pushed 60 points toward the eye is drawn over the blue one
    /// after it in the array.
    @Test func transformLayerSortsByDepthWhereAPlainLayerFlattens() throws {
        let r = try Renderer(canvasSize: Size(width: 200, height: 200), scale: 1, background: nil, images: [:])
        var near = solid("near", Rect(x: 40, y: 40, width: 80, height: 80), red)
        near.transform = .translation(0, 0, 60)
        let far = solid("far", Rect(x: 80, y: 80, width: 80, height: 80), blue)

        var group = LayerState(id: "group", type: .layer)
        group.setFrame(Rect(x: 0, y: 0, width: 200, height: 200))
        group.sublayers = [near, far]
        let flattened = try r.render([stage([group])])
        #expect(flattened[100, 100] == Pixel(r: 0, g: 0, b: 255))
        // Flattened into the group's plane, `near`'s z is gone: it is not enlarged either (its corner stays at 40).
        #expect(flattened[40, 40] == Pixel(r: 255, g: 0, b: 0) && flattened[39, 39] == Pixel(b: 0, g: 0, r: 0, a: 0))

        group.type = .transformLayer
        let sorted = try r.render([stage([group])])
        #expect(sorted[100, 100] == Pixel(r: 255, g: 0, b: 0))
        // In 3-D, `near` is 60 points nearer: scaled by 500/440 about the centre, its corner (40, 40) moves to 31.8.
        #expect(sorted[33, 33] == Pixel(r: 255, g: 0, b: 0) && sorted[30, 30] == Pixel(b: 0, g: 0, r: 0, a: 0))
        // A transform layer draws none of its own content.
        group.backgroundColor = Color(red: 0, green: 1, blue: 0)
        #expect(try r.render([stage([group])])[5, 5] == Pixel(b: 0, g: 0, r: 0, a: 0))
    }

    /// A layer crossing the eye's plane is clipped where w ≤ 0 instead of wrapping round.
    @Test func layerCrossingTheEyeIsClipped() throws {
        let r = try Renderer(canvasSize: Size(width: 200, height: 200), scale: 1, background: nil, images: [:])
        var wall = solid("wall", Rect(x: 0, y: 50, width: 200, height: 100), red)
        // Turned 80° about y and 2000 wide: its left end passes behind the eye (z > 500).
        wall.bounds = Rect(x: 0, y: 0, width: 2000, height: 100)
        wall.transform = .rotation(80 * .pi / 180, 0, 1, 0)
        let f = try r.render([stage([wall])])
        #expect(f[100, 100] == Pixel(r: 255, g: 0, b: 0))
        // The right end (x = +1000 about the anchor) recedes to 100 + 1000·cos 80°/(1 + 1000·sin 80°/500) = 158.5;
        // the left end comes toward the eye and leaves the canvas; nothing behind the eye wraps round to the right.
        #expect(f[150, 100] == Pixel(r: 255, g: 0, b: 0) && f[0, 100] == Pixel(r: 255, g: 0, b: 0))
        #expect(f[160, 100].a == 0 && f[199, 100].a == 0)
    }
}
