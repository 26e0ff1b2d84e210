import Foundation
import Geometry

/// A separable Gaussian blur of an 8-bit alpha plane, in place (a layer's shadow). Deterministic: fixed kernel,
/// fixed summation order, pixels outside the plane count as transparent.
///
/// Each output pixel is the sum of `kernel[i + r] · input[x + i]` over i ascending, in `Float`, horizontally and then
/// vertically, rounded to a byte. The loops run over the taps outermost and the pixels of a line innermost, so that
/// the compiler can vectorise them, and only over the part of the plane that holds alpha (its bounding box, grown by
/// the kernel's reach): every term left out multiplies a transparent pixel, adds +0 to a sum that is never −0, and
/// would not change a bit of the result. The same bytes as the plain per-pixel loop
/// (`GaussianBlurTests` checks it against that loop), in a fraction of its time for a shadow that covers a part of
/// its box.
enum GaussianBlur {
    /// The farthest a kernel reaches, pixels: more than any frame is wide (`Limits.maximumPixels`), so a larger
    /// σ draws the same (and cannot exhaust memory).
    static let maximumReach = 32768

    /// The normalised kernel for `sigma`, reaching ⌈3σ⌉ pixels each side (at most `maximumReach`).
    static func kernel(sigma: Double) -> [Float] {
        let r = (3 * sigma).clampedInt(rounding: .up, in: 1...Self.maximumReach)
        var k = (-r...r).map { i in Float(exp(-Double(i * i) / (2 * sigma * sigma))) }
        let sum = k.reduce(0, +)
        for i in k.indices { k[i] /= sum }
        return k
    }

    static func blurAlpha(_ data: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, stride: Int,
                          sigma: Double) {
        // The alpha's bounding box: outside it grown by the reach, the blur is 0, as the plane already is.
        var x0 = w, x1 = -1, y0 = h, y1 = -1
        for y in 0..<h {
            let row = data + y * stride
            var first = -1, last = -1
            for x in 0..<w where row[x] != 0 {
                if first < 0 { first = x }
                last = x
            }
            guard first >= 0 else { continue }
            x0 = min(x0, first); x1 = max(x1, last)
            if y0 > y { y0 = y }
            y1 = y
        }
        guard x1 >= 0 else { return }
        let k = kernel(sigma: sigma)
        let r = k.count / 2
        // The columns and rows the blur reaches: [ox0, ox1] × [oy0, oy1].
        let ox0 = max(x0 - r, 0), ox1 = min(x1 + r, w - 1)
        let oy0 = max(y0 - r, 0), oy1 = min(y1 + r, h - 1)
        let cw = ox1 - ox0 + 1, sh = y1 - y0 + 1
        k.withUnsafeBufferPointer { k in
            // The horizontal pass over the rows that hold alpha, into `tmp` (row j: plane row y0 + j, column c:
            // plane column ox0 + c).
            var source = [Float](repeating: 0, count: x1 - x0 + 1)
            var tmp = [Float](repeating: 0, count: cw * sh)
            source.withUnsafeMutableBufferPointer { source in
                tmp.withUnsafeMutableBufferPointer { tmp in
                    for j in 0..<sh {
                        let row = data + (y0 + j) * stride
                        for x in x0...x1 { source[x - x0] = Float(row[x]) }
                        let out = tmp.baseAddress! + j * cw
                        // Tap i adds k[i + r] · plane[x + i] to every output x whose x + i lies in [x0, x1]; four
                        // taps at a time where all four reach (`addTaps`), one at a time at the ends of their ranges.
                        var i = -r
                        while i <= r {
                            let n = min(4, r - i + 1)
                            var clo = Int.min, chi = Int.max
                            for t in i..<(i + n) { clo = max(clo, ox0, x0 - t); chi = min(chi, ox1, x1 - t) }
                            if n == 4, clo <= chi {
                                let src = source.baseAddress! + (clo + i - x0)
                                Self.addTaps(k[i + r], k[i + r + 1], k[i + r + 2], k[i + r + 3], src: src,
                                             into: out + (clo - ox0), count: chi - clo + 1)
                            }
                            for t in i..<(i + n) {
                                let lo = max(ox0, x0 - t), hi = min(ox1, x1 - t)
                                // Tap t over [from, to]: outside the common range when the four-tap loop ran.
                                func single(_ from: Int, _ to: Int) {
                                    guard from <= to else { return }
                                    let kt = k[t + r]
                                    let src = source.baseAddress! + (from + t - x0)
                                    let dst = out + (from - ox0)
                                    for m in 0..<(to - from + 1) { dst[m] += kt * src[m] }
                                }
                                if n == 4, clo <= chi {
                                    single(lo, min(hi, clo - 1))
                                    single(max(lo, chi + 1), hi)
                                } else {
                                    single(lo, hi)
                                }
                            }
                            i += n
                        }
                    }
                    // The vertical pass, written back rounded.
                    var acc = [Float](repeating: 0, count: cw)
                    acc.withUnsafeMutableBufferPointer { acc in
                        let a = acc.baseAddress!
                        for y in oy0...oy1 {
                            for n in 0..<cw { a[n] = 0 }
                            let lo = max(-r, y0 - y), hi = min(r, y1 - y)
                            if lo <= hi {
                                var i = lo
                                while i + 3 <= hi {
                                    // Rows y + i … y + i + 3 share the stride cw: src[n + t·cw].
                                    Self.addRows(k[i + r], k[i + r + 1], k[i + r + 2], k[i + r + 3],
                                                 src: tmp.baseAddress! + (y + i - y0) * cw, stride: cw, into: a, count: cw)
                                    i += 4
                                }
                                while i <= hi {
                                    let ki = k[i + r]
                                    let src = tmp.baseAddress! + (y + i - y0) * cw
                                    for n in 0..<cw { a[n] += ki * src[n] }
                                    i += 1
                                }
                            }
                            let row = data + y * stride + ox0
                            for n in 0..<cw { row[n] = Double(a[n]).clampedByte() }
                        }
                    }
                }
            }
        }
    }

    /// dst[m] += k0·src[m] + k1·src[m+1] + k2·src[m+2] + k3·src[m+3], added one term at a time in that order (the
    /// order of the one-tap loop, kept in a register instead of four passes over `dst`).
    @inline(__always)
    private static func addTaps(_ k0: Float, _ k1: Float, _ k2: Float, _ k3: Float, src: UnsafePointer<Float>,
                                into dst: UnsafeMutablePointer<Float>, count: Int) {
        for m in 0..<count {
            var s = dst[m]
            s += k0 * src[m]
            s += k1 * src[m + 1]
            s += k2 * src[m + 2]
            s += k3 * src[m + 3]
            dst[m] = s
        }
    }

    /// dst[n] += k0·src[n] + k1·src[n + stride] + k2·src[n + 2·stride] + k3·src[n + 3·stride], one term at a time.
    @inline(__always)
    private static func addRows(_ k0: Float, _ k1: Float, _ k2: Float, _ k3: Float, src: UnsafePointer<Float>,
                                stride: Int, into dst: UnsafeMutablePointer<Float>, count: Int) {
        let s1 = src + stride, s2 = src + 2 * stride, s3 = src + 3 * stride
        for n in 0..<count {
            var s = dst[n]
            s += k0 * src[n]
            s += k1 * s1[n]
            s += k2 * s2[n]
            s += k3 * s3[n]
            dst[n] = s
        }
    }
}
