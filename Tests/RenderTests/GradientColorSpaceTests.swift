import Foundation
import Geometry
import Motion
import Raster
import Render
import Testing

// Expected values come from the colour spaces' definitions (IEC 61966-2-1 sRGB; Generic RGB: gamma 1.8, primaries
// 0.630/0.340, 0.295/0.605, 0.155/0.077, white D65), never from an earlier render.

private func sRGBEncode(_ l: Double) -> Double { l <= 0.003_130_8 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055 }

/// An axial gradient `width` × 1 from `c0` at x = 0 to `c1` at x = width.
private func ramp(_ c0: Color, _ c1: Color, width: Double, space: GradientColorSpace,
                  from start: Double = 0, to end: Double = 1) throws -> Frame {
    var g = LayerState(id: "g", type: .gradient)
    g.setFrame(Rect(x: 0, y: 0, width: width, height: 1))
    g.colors = [c0, c1]
    g.startPoint = Point(x: start, y: 0.5)
    g.endPoint = Point(x: end, y: 0.5)
    g.gradientColorSpace = space
    let r = try Renderer(canvasSize: Size(width: width, height: 1), scale: 1, background: nil, images: [:])
    return try r.render([g])
}

@Suite struct GradientColorSpaceTests {
    /// Greys stay grey in Generic RGB (both spaces are white D65), so black to white at t is the sRGB encoding of
    /// the linear light t^1.8: lighter than sRGB's t (t = 0.5: 0.5723, 146 of 255, where sRGB gives 128).
    @Test func blackToWhiteFollowsGamma18() throws {
        let f = try ramp(.black, .white, width: 256, space: .genericRGB)
        for x in stride(from: 0, to: 256, by: 5) {
            let t = (Double(x) + 0.5) / 256
            let expected = Int((sRGBEncode(pow(t, 1.8)) * 255).rounded())
            #expect(abs(Int(f[x, 0].r) - expected) <= 1, "x \(x): \(f[x, 0]) expected \(expected)")
            #expect(f[x, 0].r == f[x, 0].g && f[x, 0].g == f[x, 0].b)
        }
        #expect(abs(Int(try ramp(.black, .white, width: 256, space: .genericRGB)[127, 0].r) - 146) <= 1)
        #expect(abs(Int(try ramp(.black, .white, width: 256, space: .sRGB)[127, 0].r) - 127) <= 1)
    }

    /// A coloured ramp (the oracle's LottieFiles-gradient_square) at its middle: converted to Generic RGB with its
    /// primaries, mixed, converted back: (0.6685, 0.8628, 0.3350) = (170.5, 220.0, 85.4) of 255; sRGB's middle is
    /// (159.0, 220.6, 74.0).
    @Test func colouredRampUsesGenericRGBPrimaries() throws {
        let c0 = Color(red: 0.247, green: 0.914, blue: 0), c1 = Color(red: 1, green: 0.816, blue: 0.58)
        let g = try ramp(c0, c1, width: 101, space: .genericRGB)[50, 0]  // samples x 50.5: t = 0.5
        #expect(abs(Int(g.r) - 170) <= 1 && abs(Int(g.g) - 220) <= 1 && abs(Int(g.b) - 85) <= 1, "\(g)")
        let s = try ramp(c0, c1, width: 101, space: .sRGB)[50, 0]
        #expect(abs(Int(s.r) - 159) <= 1 && abs(Int(s.g) - 221) <= 1 && abs(Int(s.b) - 74) <= 1, "\(s)")
    }

    /// Beyond the ends (padded) the stops' own colours, unconverted.
    @Test func endsAreTheStops() throws {
        let c0 = Color(red: 51 / 255, green: 102 / 255, blue: 153 / 255), c1 = Color(red: 230 / 255, green: 26 / 255, blue: 77 / 255)
        let f = try ramp(c0, c1, width: 1000, space: .genericRGB, from: 0.1, to: 0.9)
        #expect(f[0, 0] == Pixel(r: 51, g: 102, b: 153))
        #expect(f[999, 0] == Pixel(r: 230, g: 26, b: 77))
    }

    /// The scene format's default is sRGB, so existing scenes keep their pixels.
    @Test func defaultIsSRGB() {
        #expect(LayerState(id: "g", type: .gradient).gradientColorSpace == .sRGB)
    }
}
