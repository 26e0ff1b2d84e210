import Geometry
import Raster

/// Core Graphics' resampling of an image drawn with `CGContextDrawImage` at another size, as lottie-ios's Core
/// Animation snapshots (`render(in:)`) show it (`ImageResampling.coreGraphics`): separable, each axis a cubic with
/// B = 0, C = 0 in Mitchell and Netravali's family, `k(x) = 2|x|³ − 3|x|² + 1` for |x| < 1 and 0 beyond (the
/// weights of a smoothstep between the two nearest pixels: at a 2× enlargement, phases ±0.25 weigh the nearer pixel
/// 0.84375 and the other 0.15625, where bilinear gives 0.75 and 0.25). Reduced by a factor s < 1, the kernel is
/// widened to |x| < 1/s (each output pixel averages every source pixel it covers), as a resampling filter must be
/// to avoid aliasing. Evidence (docs/lottie.md, "images"): Nonanimating-base64Test, a 442 × 440 image drawn at 2×,
/// matches its snapshot on 100 % of the pixels with this kernel (bilinear 96.2 %, Catmull-Rom 97.0 %, Mitchell
/// 96.5 %, cubic B-spline 93.3 %, Lanczos-2 95.7 %).
///
/// The image's edge pixels extend outwards (Core Animation clamps contents at their edges); pixels the image's
/// rectangle covers partly are weighted by the share covered, per axis.
///
/// Reduced, the source's first and last pixel centres land on the first and last pixel centres of the destination
/// (the pixel grid is scaled by (D − 1)/(N − 1) for N source pixels drawn D device pixels wide, not by D/N), so the
/// image's content sits about (1 − s)/2 pixel inside its rectangle on each side. An inference from the snapshots,
/// checked on every image sample of the oracle (docs/lottie.md, "images"): in Issues-pr_2271 (500 × 498 at 0.36)
/// the content's edges are 0.2–0.4 px inside ours on every side, and mapped this way they agree to 0.1 px; its four
/// reduced snapshots go from 98.1/96.8/95.8/95.2 % to 99.1/98.0/97.4/97.9 %, Issues-pr_2676 from 99.7/99.6 to
/// 99.9/99.7 %, Nonanimating-blend_mode_test's 0.2× images gain 0.13 %; enlargements (Nonanimating-base64Test,
/// 100 %) keep the plain map, and no image sample drops.
enum ImageResampler {
    /// The kernel at distance `x` (in source pixels at 1×).
    static func kernel(_ x: Double) -> Double {
        let a = abs(x)
        return a < 1 ? (2 * a - 3) * a * a + 1 : 0
    }

    /// The source pixels one output pixel reads along an axis and their weights (summing to the share of the pixel
    /// the image covers).
    struct Taps: Equatable {
        var first: Int
        var weights: [Double]
    }

    /// The taps of output pixels `0..<count` along an axis where source coordinate `u` (pixel edges) lands at
    /// output coordinate `offset + u × scale` (`scale` > 0), reading source pixels `source` (clamped to them).
    static func taps(count: Int, scale: Double, offset: Double, source: Range<Int>) -> [Taps] {
        precondition(scale > 0 && scale.isFinite && !source.isEmpty)
        let lo = Double(source.lowerBound), hi = Double(source.upperBound)
        let d0 = offset + lo * scale, d1 = offset + hi * scale
        // Reducing (to more than one pixel): pixel centres at the ends map onto each other (the type's comment).
        let cornerAligned = scale < 1 && hi - lo > 1 && (hi - lo) * scale > 1
        let gridScale = cornerAligned ? ((hi - lo) * scale - 1) / (hi - lo - 1) : scale
        let width = max(1, 1 / gridScale)  // the kernel's widening when reducing
        var out: [Taps] = []
        out.reserveCapacity(count)
        for k in 0..<count {
            let dk = Double(k)
            let coverage = min(max(min(dk + 1, d1) - max(dk, d0), 0), 1)
            // The pixel's centre in source pixel-centre coordinates.
            let c = cornerAligned ? lo + (dk - d0) / gridScale : (dk + 0.5 - offset) / scale - 0.5
            let i0 = (c - width).clampedInt(rounding: .down, in: -(1 << 40)...(1 << 40)) + 1
            let i1 = (c + width).clampedInt(rounding: .up, in: -(1 << 40)...(1 << 40)) - 1
            let first = min(max(i0, source.lowerBound), source.upperBound - 1)
            let last = min(max(i1, source.lowerBound), source.upperBound - 1)
            var w = [Double](repeating: 0, count: last - first + 1)
            var sum = 0.0
            if i1 >= i0 {
                for i in i0...i1 {
                    let v = kernel((Double(i) - c) / width)
                    w[min(max(i, first), last) - first] += v
                    sum += v
                }
            }
            if sum > 0 {
                for j in w.indices { w[j] *= coverage / sum }
            } else {
                w[min(max(c.clampedInt(rounding: .toNearestOrAwayFromZero, in: first...last), first), last) - first] = coverage
            }
            out.append(Taps(first: first, weights: w))
        }
        return out
    }

    /// `frame`'s pixels in `source` resampled into `width × height` premultiplied BGRA pixels (rows `stride` bytes
    /// apart in `into`): output pixel (x, y) is Σ xTaps[x] ⊗ yTaps[y] of the source pixels, rounded.
    ///
    /// Each sum adds its terms in the order of the taps (a weight of 0 adds +0 to a sum that is never −0, so it is
    /// skipped); the vertical pass runs over a tap's whole row at a time (each pixel still sums its taps in order:
    /// the same bits as a pixel at a time, in a loop the compiler vectorises).
    static func resample(_ frame: Frame, xTaps: [Taps], yTaps: [Taps], rows: Range<Int>,
                         into out: UnsafeMutablePointer<UInt8>, stride: Int) {
        let width = xTaps.count, rowLength = width * 4
        guard width > 0, !rows.isEmpty else { return }
        // Horizontal pass over the rows the vertical taps read.
        var mid = [Double](repeating: 0, count: rows.count * rowLength)
        mid.withUnsafeMutableBufferPointer { mid in
            frame.pixels.withUnsafeBufferPointer { p in
                for y in rows {
                    let row = y * frame.bytesPerRow, m = (y - rows.lowerBound) * rowLength
                    for x in 0..<width {
                        let t = xTaps[x]
                        var b = 0.0, g = 0.0, r = 0.0, a = 0.0
                        t.weights.withUnsafeBufferPointer { w in
                            var s = row + t.first * 4
                            for j in 0..<w.count {
                                let wj = w[j]
                                if wj != 0 {
                                    b += wj * Double(p[s]); g += wj * Double(p[s + 1])
                                    r += wj * Double(p[s + 2]); a += wj * Double(p[s + 3])
                                }
                                s += 4
                            }
                        }
                        let o = m + x * 4
                        mid[o] = b; mid[o + 1] = g; mid[o + 2] = r; mid[o + 3] = a
                    }
                }
            }
            // Vertical pass: each output row sums its taps' rows of `mid`, then rounds.
            var acc = [Double](repeating: 0, count: rowLength)
            acc.withUnsafeMutableBufferPointer { acc in
                let sum = acc.baseAddress!, source = mid.baseAddress!
                for (y, t) in yTaps.enumerated() {
                    for n in 0..<rowLength { sum[n] = 0 }
                    for (j, w) in t.weights.enumerated() where w != 0 {
                        let src = source + (t.first + j - rows.lowerBound) * rowLength
                        for n in 0..<rowLength { sum[n] += w * src[n] }
                    }
                    let o = out + y * stride
                    for x in 0..<width {
                        let v = sum + x * 4
                        // clampedInt(rounding: .toNearestOrAwayFromZero, in: 0...a) for a ≤ 255.
                        let a = v[3].clampedByte()
                        o[x * 4] = min(v[0].clampedByte(), a)
                        o[x * 4 + 1] = min(v[1].clampedByte(), a)
                        o[x * 4 + 2] = min(v[2].clampedByte(), a)
                        o[x * 4 + 3] = a
                    }
                }
            }
        }
    }
}
