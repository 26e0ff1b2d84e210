import Geometry
import Motion
import Raster
@testable import Render
import Testing

/// `ImageResampler`: Core Graphics' resampling (the cubic with B = 0, C = 0, widened and end-aligned when reducing),
/// exact weights.
struct ImageResamplerTests {
    /// The kernel's values: 1 at 0, 0 from 1 on, and 2|x|³ − 3|x|² + 1 between (0.84375 at 0.25, 0.5 at 0.5).
    @Test func theKernel() {
        #expect(ImageResampler.kernel(0) == 1)
        #expect(ImageResampler.kernel(0.25) == 0.84375 && ImageResampler.kernel(-0.25) == 0.84375)
        #expect(ImageResampler.kernel(0.5) == 0.5)
        #expect(ImageResampler.kernel(0.75) == 0.15625)
        #expect(ImageResampler.kernel(1) == 0 && ImageResampler.kernel(1.5) == 0)
    }

    /// At 1× on whole pixels each output pixel reads one source pixel with weight 1 (the identity).
    @Test func atOneTimesItIsTheIdentity() {
        let t = ImageResampler.taps(count: 5, scale: 1, offset: 0, source: 0..<5)
        for (k, tap) in t.enumerated() {
            #expect(zip(tap.weights.indices, tap.weights).allSatisfy { j, w in w == (tap.first + j == k ? 1 : 0) }, "\(k)")
        }
    }

    /// At 2× the phases are ±0.25: output pixel 2i + 1 weighs source i 0.84375 and i + 1 0.15625 (bilinear: 0.75,
    /// 0.25); output pixel 2i + 2 the mirror image.
    @Test func twoTimesPhaseWeights() {
        let t = ImageResampler.taps(count: 8, scale: 2, offset: 0, source: 0..<4)
        #expect(t[3] == .init(first: 1, weights: [0.84375, 0.15625]))
        #expect(t[4] == .init(first: 1, weights: [0.15625, 0.84375]))
        // At the edges the clamped pixel takes the outside weight.
        #expect(t[0] == .init(first: 0, weights: [1]))
    }

    /// Every tap of a covered pixel sums to 1 (a partition of unity), at enlargements and reductions.
    @Test func weightsSumToOne() {
        for scale in [0.2, 0.36, 0.5, 0.9, 1.3, 2, 3.7] {
            let n = 40
            let count = (Double(n) * scale).clampedInt(rounding: .down, in: 1...1000)
            for (k, tap) in ImageResampler.taps(count: count, scale: scale, offset: 0, source: 0..<n).enumerated() {
                #expect(abs(tap.weights.reduce(0, +) - 1) < 1e-12, "scale \(scale) pixel \(k)")
                #expect(tap.weights.allSatisfy { $0 >= 0 })
            }
        }
    }

    /// Reducing widens the kernel and aligns the end pixels' centres: at 0.5× (8 source pixels into 4) source
    /// centres 0 and 7 land on output centres 0 and 3, so output pixel k's centre is source 7k/3 and the kernel is
    /// 7/3 wide. Pixel 1 (centre 7/3) reads sources 1 … 4 at distances 4/7, 1/7, 2/7, 5/7 of the width, normalised;
    /// pixel 3 is pixel 0's mirror image.
    @Test func reductionWidensTheKernelAndAlignsTheEnds() {
        let t = ImageResampler.taps(count: 4, scale: 0.5, offset: 0, source: 0..<8)
        let k = [4.0 / 7, 1.0 / 7, 2.0 / 7, 5.0 / 7].map(ImageResampler.kernel)
        let sum = k.reduce(0, +)
        #expect(t[1].first == 1 && zip(t[1].weights, k).allSatisfy { abs($0 - $1 / sum) < 1e-12 })
        #expect(t[0].first == 0 && t[3].first == 5 && t[3].weights.count == t[0].weights.count)
        #expect(zip(t[3].weights, t[0].weights.reversed()).allSatisfy { abs($0 - $1) < 1e-12 })
        // The ends are centred on source pixels 0 and 7: pixel 0 weighs source 0 most.
        #expect(t[0].weights.count == 3 && t[0].weights[0] > t[0].weights[1] && t[0].weights[1] > t[0].weights[2])
    }

    /// A pixel half covered by the image's rectangle weighs half.
    @Test func partialCoverage() {
        let t = ImageResampler.taps(count: 4, scale: 1, offset: 0.5, source: 0..<2)
        #expect(t[0].weights.reduce(0, +) == 0.5 && t[2].weights.reduce(0, +) == 0.5 && t[3].weights.isEmpty == false)
        #expect(t[3].weights.reduce(0, +) == 0)
    }

    /// A constant image stays constant, scaled up or down, through the renderer.
    @Test func aConstantImageStaysConstant() throws {
        var img = Frame(width: 10, height: 10)
        for y in 0..<10 { for x in 0..<10 { img[x, y] = Pixel(b: 40, g: 80, r: 120, a: 200) } }
        for size in [25.0, 4.0] {
            let r = try Renderer(canvasSize: Size(width: 30, height: 30), scale: 1, background: nil, images: ["i": img])
            r.imageResampling = .coreGraphics
            var l = LayerState(id: "i", type: .image)
            l.setFrame(Rect(x: 2, y: 2, width: size, height: size))
            l.contents = "i"
            let f = try r.render([l])
            for y in 2..<(2 + Int(size)) {
                for x in 2..<(2 + Int(size)) { #expect(f[x, y] == Pixel(b: 40, g: 80, r: 120, a: 200), "\(size): \(x),\(y)") }
            }
            #expect(f[1, 2].a == 0 && f[2 + Int(size), 2].a == 0)
        }
    }

    /// Through the renderer at 2×, a black-white edge gets the phase weights: 255 × 0.15625 = 39.84 → 40.
    @Test func twoTimesThroughTheRenderer() throws {
        var img = Frame(width: 2, height: 1)
        img[0, 0] = Pixel(b: 0, g: 0, r: 0, a: 255)
        img[1, 0] = Pixel(b: 255, g: 255, r: 255, a: 255)
        let r = try Renderer(canvasSize: Size(width: 4, height: 2), scale: 1, background: nil, images: ["i": img])
        r.imageResampling = .coreGraphics
        var l = LayerState(id: "i", type: .image)
        l.setFrame(Rect(x: 0, y: 0, width: 4, height: 2))
        l.contents = "i"
        let f = try r.render([l])
        #expect(f[0, 0].r == 0 && f[1, 0].r == 40 && f[2, 0].r == 215 && f[3, 0].r == 255)
    }

    /// `resample` (a row of taps at a time) gives the bytes of the plain sum, pixel by pixel and tap by tap in order,
    /// rounded by `clampedInt(rounding: .toNearestOrAwayFromZero, in: 0...a)`: a premultiplied noise image enlarged,
    /// reduced, and reduced on one axis while enlarged on the other, from a part of the image.
    @Test(arguments: [(2.5, 2.5), (0.37, 0.37), (0.6, 1.7), (1, 1)])
    func sameBytesAsThePlainSum(scale: (Double, Double)) {
        var img = Frame(width: 23, height: 17)
        var seed: UInt64 = 12345
        for y in 0..<17 {
            for x in 0..<23 {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                let a = UInt8(truncatingIfNeeded: seed >> 56)
                func c(_ shift: UInt64) -> UInt8 { a == 0 ? 0 : UInt8(truncatingIfNeeded: (seed >> shift) % UInt64(a)) }
                img[x, y] = Pixel(b: c(8), g: c(16), r: c(24), a: a)
            }
        }
        let source = 2..<21, rows = 1..<16
        let w = (Double(source.count) * scale.0).clampedInt(rounding: .up, in: 1...100)
        let h = (Double(rows.count) * scale.1).clampedInt(rounding: .up, in: 1...100)
        let xTaps = ImageResampler.taps(count: w, scale: scale.0, offset: -Double(source.lowerBound) * scale.0, source: source)
        let yTaps = ImageResampler.taps(count: h, scale: scale.1, offset: -Double(rows.lowerBound) * scale.1, source: rows)
        var out = [UInt8](repeating: 0, count: w * 4 * h)
        out.withUnsafeMutableBufferPointer { ImageResampler.resample(img, xTaps: xTaps, yTaps: yTaps, rows: rows, into: $0.baseAddress!, stride: w * 4) }
        for y in 0..<h {
            for x in 0..<w {
                var v = [0.0, 0.0, 0.0, 0.0]
                for (j, wy) in yTaps[y].weights.enumerated() where wy != 0 {
                    var row = [0.0, 0.0, 0.0, 0.0]
                    for (i, wx) in xTaps[x].weights.enumerated() where wx != 0 {
                        let p = img[xTaps[x].first + i, yTaps[y].first + j]
                        for (k, c) in [p.b, p.g, p.r, p.a].enumerated() { row[k] += wx * Double(c) }
                    }
                    for k in 0..<4 { v[k] += wy * row[k] }
                }
                let a = v[3].clampedInt(rounding: .toNearestOrAwayFromZero, in: 0...255)
                let expected = (0..<3).map { UInt8(v[$0].clampedInt(rounding: .toNearestOrAwayFromZero, in: 0...a)) } + [UInt8(a)]
                #expect(Array(out[(y * w + x) * 4 ..< (y * w + x) * 4 + 4]) == expected, "\(scale) at \(x),\(y)")
            }
        }
    }
}
