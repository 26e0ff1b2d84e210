import Geometry
import Motion

/// A layer's pixels as four premultiplied planes in 0…1 (red, green, blue, alpha), on which `LayerEffect`s act.
/// Deterministic: fixed kernels and summation order; pixels outside the planes count as transparent.
struct EffectPixels: Equatable {
    let width: Int, height: Int
    /// Premultiplied red, green, blue and alpha, row by row.
    var planes: [[Float]]

    init(width: Int, height: Int, planes: [[Float]]) {
        self.width = width; self.height = height; self.planes = planes
    }

    /// Rec. 709 luminance (Skia's `SK_LUM_COEFF_R/G/B`, the weights Skottie's Tint and Tritone use).
    static let luminanceWeights: (r: Float, g: Float, b: Float) = (0.2126, 0.7152, 0.0722)

    /// Applies `effect`, whose lengths are in device pixels (a blur's σ already scaled by the caller).
    mutating func apply(_ effect: LayerEffect) {
        switch effect {
        case let .gaussianBlur(sigma, h, v):
            guard sigma.isFinite, sigma >= 0.05 else { return }
            for c in 0..<4 {
                if h { planes[c] = Self.blur(planes[c], width: width, height: height, sigma: sigma, alongX: true) }
                if v { planes[c] = Self.blur(planes[c], width: width, height: height, sigma: sigma, alongX: false) }
            }
        case let .fill(color, opacity):
            let o = Float(clamp01(opacity) * clamp01(color.alpha))
            let rgb = [color.red, color.green, color.blue].map { Float(clamp01($0)) }
            for i in 0..<width * height {
                let a = planes[3][i] * o
                for c in 0..<3 { planes[c][i] = rgb[c] * a }
                planes[3][i] = a
            }
        case let .tint(black, white, amount):
            mapLuminance(through: [black, white], amount: amount)
        case let .tritone(shadows, midtones, highlights, amount):
            mapLuminance(through: [shadows, midtones, highlights], amount: amount)
        case .luminanceToAlpha:
            let w = Self.luminanceWeights
            for i in 0..<width * height {
                planes[3][i] = min(max(w.r * planes[0][i] + w.g * planes[1][i] + w.b * planes[2][i], 0), 1)
                for c in 0..<3 { planes[c][i] = 0 }
            }
        }
    }

    /// Each pixel's straight colour replaced by the colour at its luminance on the ramp through `stops` (evenly
    /// spaced from L = 0 to 1, mixed linearly), then mixed with the original by `amount`; alpha is kept.
    private mutating func mapLuminance(through stops: [Color], amount: Double) {
        let t = Float(clamp01(amount))
        guard t > 0, stops.count >= 2 else { return }
        let ramp = stops.map { c in [c.red, c.green, c.blue].map { Float(clamp01($0)) } }
        let w = Self.luminanceWeights
        let segments = Float(ramp.count - 1)
        for i in 0..<width * height {
            let a = planes[3][i]
            guard a > 0 else { continue }
            let r = planes[0][i] / a, g = planes[1][i] / a, b = planes[2][i] / a
            let l = min(max(w.r * r + w.g * g + w.b * b, 0), 1) * segments
            let k = Double(l).clampedInt(rounding: .down, in: 0...(ramp.count - 2))
            let f = l - Float(k)
            for c in 0..<3 {
                let mapped = ramp[k][c] + (ramp[k + 1][c] - ramp[k][c]) * f
                planes[c][i] = (planes[c][i] / a + (mapped - planes[c][i] / a) * t) * a
            }
        }
    }

    /// Above this σ (pixels) a blur runs on a copy reduced by an integer factor (`blur`).
    static let directBlurSigma = 16.0

    /// A Gaussian blur of σ pixels along x or y. Up to `directBlurSigma` the kernel is applied to every pixel.
    /// Above it, as Skia and every large-blur implementation do, the plane is reduced by f = ⌊σ / 8⌋ along the axis
    /// (each f pixels averaged), blurred by σ / f, and read back by linear interpolation: the box and the
    /// interpolation add about f²/4 to σ², under 0.4 % of σ, and the work is independent of σ.
    static func blur(_ p: [Float], width w: Int, height h: Int, sigma: Double, alongX: Bool) -> [Float] {
        guard sigma > directBlurSigma else {
            return convolve(p, width: w, height: h, kernel: GaussianBlur.kernel(sigma: sigma).map(Double.init), alongX: alongX)
        }
        let f = (sigma / 8).clampedInt(rounding: .down, in: 2...Int(Int32.max))
        let n = alongX ? w : h, lines = alongX ? h : w
        let m = (n + f - 1) / f
        func at(_ line: Int, _ i: Int) -> Int { alongX ? line * w + i : i * w + line }
        // Reduced: m samples a line, sample j the mean of pixels j·f ..< (j + 1)·f (transparent past the edge).
        var reduced = [Float](repeating: 0, count: m * lines)
        for line in 0..<lines {
            for j in 0..<m {
                var s = 0.0
                for i in (j * f)..<min((j + 1) * f, n) { s += Double(p[at(line, i)]) }
                reduced[line * m + j] = Float(s / Double(f))
            }
        }
        let blurred = convolve(reduced, width: m, height: lines,
                               kernel: GaussianBlur.kernel(sigma: sigma / Double(f)).map(Double.init), alongX: true)
        var out = [Float](repeating: 0, count: w * h)
        for line in 0..<lines {
            for i in 0..<n {
                // Pixel i's centre in reduced samples, whose centres sit at (j + 0.5) · f.
                let u = (Double(i) + 0.5) / Double(f) - 0.5
                let j0 = u.clampedInt(rounding: .down, in: -1...m)
                let t = Float(u - Double(j0))
                let a = j0 >= 0 && j0 < m ? blurred[line * m + j0] : 0
                let b = j0 + 1 >= 0 && j0 + 1 < m ? blurred[line * m + j0 + 1] : 0
                out[at(line, i)] = a + (b - a) * t
            }
        }
        return out
    }

    /// One pass of a 1-D kernel (odd length, centred) along x or y.
    static func convolve(_ p: [Float], width w: Int, height h: Int, kernel k: [Double], alongX: Bool) -> [Float] {
        let r = k.count / 2
        var out = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let pos = alongX ? x : y, n = alongX ? w : h
                let lo = max(-r, -pos), hi = min(r, n - 1 - pos)
                var s = 0.0
                if lo <= hi {
                    for i in lo...hi {
                        s += k[i + r] * Double(alongX ? p[y * w + x + i] : p[(y + i) * w + x])
                    }
                }
                out[y * w + x] = Float(s)
            }
        }
        return out
    }
}
