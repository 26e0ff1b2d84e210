import Foundation
import Geometry
import Motion

/// Apple's Generic RGB (Apple QA1430; ColorSync's "Generic RGB Profile"): primaries red (0.630, 0.340), green
/// (0.295, 0.605), blue (0.155, 0.077), white D65 (0.3127, 0.3290), a pure power-law transfer of gamma 1.8.
///
/// `CGGradientCreateWithColors(NULL, …)` interpolates its colours in this space ("If you pass NULL, Quartz uses
/// Generic RGB color space", Apple's documentation of the function), and Core Animation's `render(in:)` builds a
/// `CAGradientLayer`'s gradient that way: lottie-ios's snapshots follow it (docs/lottie.md, "Gradient colour":
/// fitted on the oracle's gradients, the rule with these primaries leaves under 1/255 on average, where sRGB
/// interpolation leaves 8/255 and gamma 1.8 with sRGB's primaries 2–3/255).
enum GenericRGB {
    /// Linear-light sRGB → linear-light Generic RGB (both white D65, so white and greys are kept).
    static let fromLinearSRGB: [[Double]] = multiply(inverse(toXYZ(genericPrimaries)), toXYZ(sRGBPrimaries))
    /// Linear-light Generic RGB → linear-light sRGB.
    static let toLinearSRGB: [[Double]] = inverse(fromLinearSRGB)

    static let gamma = 1.8
    static let sRGBPrimaries: [(x: Double, y: Double)] = [(0.64, 0.33), (0.30, 0.60), (0.15, 0.06)]
    static let genericPrimaries: [(x: Double, y: Double)] = [(0.630, 0.340), (0.295, 0.605), (0.155, 0.077)]
    static let whiteD65 = (x: 0.3127, y: 0.3290)

    /// The colour's gamma-encoded Generic RGB components (alpha kept). Components outside the Generic RGB gamut
    /// keep their sign (an extended range, as Core Graphics' extended spaces).
    static func encode(_ c: Color) -> [Double] {
        let linear = apply(fromLinearSRGB, [c.red, c.green, c.blue].map(sRGBDecode))
        return linear.map { signedPower($0, 1 / gamma) }
    }

    /// The sRGB colour of gamma-encoded Generic RGB components.
    static func decode(_ g: [Double], alpha: Double) -> Color {
        decode(g[0], g[1], g[2], alpha: alpha)
    }

    /// The sRGB colour of gamma-encoded Generic RGB components `r`, `g`, `b` (no allocation: a gradient's table
    /// decodes one colour per entry).
    static func decode(_ r: Double, _ g: Double, _ b: Double, alpha: Double) -> Color {
        let lr = signedPower(r, gamma), lg = signedPower(g, gamma), lb = signedPower(b, gamma)
        let m = toLinear
        return Color(red: sRGBEncode(m.0 * lr + m.1 * lg + m.2 * lb), green: sRGBEncode(m.3 * lr + m.4 * lg + m.5 * lb),
                     blue: sRGBEncode(m.6 * lr + m.7 * lg + m.8 * lb), alpha: alpha)
    }

    /// `toLinearSRGB` row by row.
    private static let toLinear: (Double, Double, Double, Double, Double, Double, Double, Double, Double) = {
        let m = toLinearSRGB
        return (m[0][0], m[0][1], m[0][2], m[1][0], m[1][1], m[1][2], m[2][0], m[2][1], m[2][2])
    }()

    /// `c0` and `c1` mixed by `f` (0 → `c0`, 1 → `c1`) in Generic RGB; alpha linearly.
    static func mix(_ c0: Color, _ c1: Color, _ f: Double) -> Color {
        let a = encode(c0), b = encode(c1)
        return decode((0..<3).map { a[$0] + (b[$0] - a[$0]) * f }, alpha: c0.alpha + (c1.alpha - c0.alpha) * f)
    }

    // MARK: - Transfer functions and matrices

    /// IEC 61966-2-1's sRGB transfer, extended to negative values by symmetry.
    static func sRGBDecode(_ v: Double) -> Double {
        let a = abs(v)
        let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -l : l
    }

    static func sRGBEncode(_ l: Double) -> Double {
        let a = abs(l)
        let v = a <= 0.003_130_8 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return l < 0 ? -v : v
    }

    private static func signedPower(_ v: Double, _ p: Double) -> Double { v < 0 ? -pow(-v, p) : pow(v, p) }

    /// The RGB → XYZ matrix of a space from its primaries' chromaticities and the white D65 (columns: each primary's
    /// XYZ, scaled so RGB (1, 1, 1) is the white with Y = 1).
    private static func toXYZ(_ primaries: [(x: Double, y: Double)]) -> [[Double]] {
        let columns = primaries.map { [$0.x / $0.y, 1, (1 - $0.x - $0.y) / $0.y] }
        let m = (0..<3).map { r in (0..<3).map { c in columns[c][r] } }
        let w = whiteD65
        let s = apply(inverse(m), [w.x / w.y, 1, (1 - w.x - w.y) / w.y])
        return m.map { row in (0..<3).map { row[$0] * s[$0] } }
    }

    static func apply(_ m: [[Double]], _ v: [Double]) -> [Double] {
        m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }

    private static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        (0..<3).map { r in (0..<3).map { c in (0..<3).reduce(0) { $0 + a[r][$1] * b[$1][c] } } }
    }

    /// The inverse of a 3 × 3 matrix by cofactors (the matrices here are well conditioned).
    private static func inverse(_ m: [[Double]]) -> [[Double]] {
        func cofactor(_ r: Int, _ c: Int) -> Double {
            let r0 = (r + 1) % 3, r1 = (r + 2) % 3, c0 = (c + 1) % 3, c1 = (c + 2) % 3
            return m[r0][c0] * m[r1][c1] - m[r0][c1] * m[r1][c0]
        }
        let det = (0..<3).reduce(0) { $0 + m[0][$1] * cofactor(0, $1) }
        return (0..<3).map { r in (0..<3).map { c in cofactor(c, r) / det } }
    }
}

extension GradientColorSpace {
    /// `c0` and `c1` mixed by `f` in this space (alpha linearly).
    func mix(_ c0: Color, _ c1: Color, _ f: Double) -> Color {
        switch self {
        case .sRGB:
            Color(red: c0.red + (c1.red - c0.red) * f, green: c0.green + (c1.green - c0.green) * f,
                  blue: c0.blue + (c1.blue - c0.blue) * f, alpha: c0.alpha + (c1.alpha - c0.alpha) * f)
        case .genericRGB:
            GenericRGB.mix(c0, c1, f)
        }
    }
}
