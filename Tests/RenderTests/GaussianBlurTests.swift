import Foundation
import Geometry
@testable import Render
import Testing

/// `GaussianBlur.blurAlpha`: the same bytes as the plain per-pixel separable convolution (below, as the renderer
/// had it), on planes with alpha in part of the box, at the edges and nowhere; and the blur's own properties.
struct GaussianBlurTests {
    /// The plain loop: every pixel, every tap in range, i ascending, in `Float`.
    static func reference(_ plane: [UInt8], width w: Int, height h: Int, sigma: Double) -> [UInt8] {
        let k = GaussianBlur.kernel(sigma: sigma)
        let r = k.count / 2
        let p = plane.map(Float.init)
        var tmp = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                var s: Float = 0
                let lo = max(-r, -x), hi = min(r, w - 1 - x)
                if lo <= hi { for i in lo...hi { s += k[i + r] * p[y * w + x + i] } }
                tmp[y * w + x] = s
            }
        }
        var out = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            let lo = max(-r, -y), hi = min(r, h - 1 - y)
            for x in 0..<w {
                var s: Float = 0
                if lo <= hi { for i in lo...hi { s += k[i + r] * tmp[(y + i) * w + x] } }
                out[y * w + x] = Double(s).clampedByte()
            }
        }
        return out
    }

    /// Blurs `plane` in place through `blurAlpha`, with a row stride wider than the plane.
    static func blurred(_ plane: [UInt8], width w: Int, height h: Int, sigma: Double) -> [UInt8] {
        let stride = w + 5
        var data = [UInt8](repeating: 0, count: stride * h)
        for y in 0..<h { for x in 0..<w { data[y * stride + x] = plane[y * w + x] } }
        data.withUnsafeMutableBufferPointer { GaussianBlur.blurAlpha($0.baseAddress!, width: w, height: h, stride: stride, sigma: sigma) }
        for y in 0..<h { #expect(data[(y * stride + w)..<((y + 1) * stride)].allSatisfy { $0 == 0 }, "row \(y)'s padding") }
        return (0..<h).flatMap { y in data[(y * stride)..<(y * stride + w)] }
    }

    /// Random rectangles of random alpha (a fixed generator): inside the box, touching its edges, and wider than
    /// the kernel's reach, at small and large σ.
    @Test(arguments: [0.3, 1.0, 2.5, 7.0, 20.0])
    func sameBytesAsThePlainLoop(sigma: Double) {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15 &+ UInt64(sigma * 1000)
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: (state >> 33) % UInt64(n))
        }
        for (w, h) in [(37, 23), (90, 61), (8, 130)] {
            for _ in 0..<4 {
                var plane = [UInt8](repeating: 0, count: w * h)
                for _ in 0..<(1 + next(3)) {
                    let x0 = next(w), y0 = next(h)
                    let x1 = min(w, x0 + 1 + next(w / 2)), y1 = min(h, y0 + 1 + next(h / 2))
                    for y in y0..<y1 { for x in x0..<x1 { plane[y * w + x] = UInt8(truncatingIfNeeded: 1 + next(255)) } }
                }
                #expect(Self.blurred(plane, width: w, height: h, sigma: sigma) == Self.reference(plane, width: w, height: h, sigma: sigma),
                        "\(w)×\(h) σ \(sigma)")
            }
        }
    }

    /// Alpha in the corners and along every edge: the reach is cut by the box on every side.
    @Test func alphaAtTheEdges() {
        let w = 40, h = 30
        var plane = [UInt8](repeating: 0, count: w * h)
        for x in 0..<w { plane[x] = 200; plane[(h - 1) * w + x] = 90 }
        for y in 0..<h { plane[y * w] = 255; plane[y * w + w - 1] = 17 }
        for sigma in [0.5, 3.0, 12.0] {
            #expect(Self.blurred(plane, width: w, height: h, sigma: sigma) == Self.reference(plane, width: w, height: h, sigma: sigma))
        }
    }

    /// A transparent plane stays transparent; one opaque pixel spreads symmetrically, and pixel (x, y) of the spread
    /// is 255 · k(x) · k(y) rounded (the separable kernel's product).
    @Test func transparentAndOnePixel() {
        let w = 41, h = 41
        #expect(Self.blurred([UInt8](repeating: 0, count: w * h), width: w, height: h, sigma: 4).allSatisfy { $0 == 0 })
        var plane = [UInt8](repeating: 0, count: w * h)
        plane[20 * w + 20] = 255
        let out = Self.blurred(plane, width: w, height: h, sigma: 2)
        let k = GaussianBlur.kernel(sigma: 2), r = k.count / 2
        for y in 0..<h {
            for x in 0..<w {
                #expect(out[y * w + x] == out[y * w + (w - 1 - x)] && out[y * w + x] == out[x * w + y])
                let dx = x - 20, dy = y - 20
                let expected: UInt8 = abs(dx) <= r && abs(dy) <= r ? Double(k[dy + r] * (k[dx + r] * 255)).clampedByte() : 0
                #expect(out[y * w + x] == expected, "(\(x), \(y))")
            }
        }
        #expect(out[20 * w + 20] == 10)  // 255 / (2π σ²) = 10.1
    }
}
