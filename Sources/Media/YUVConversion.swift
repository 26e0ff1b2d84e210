import CFFmpeg
import Raster

/// BGRA → yuv420p, BT.709 matrix, limited range, in integer arithmetic: the conversion behind H.264 and HEVC.
///
/// Why not libswscale: on this path swscale (accurate rounding) costs about as much per frame as rendering the
/// frame; this loop is several times faster and exact to the formula below, so it runs beside the encoder
/// without becoming the bottleneck.
///
/// - Luma: Y = 16 + 219/255 · (0.2126 R + 0.7152 G + 0.0722 B), rounded.
/// - Chroma: from the mean of each 2×2 block of R, G, B (a box filter, centred like MPEG-2/H.264's default
///   "left" chroma siting only approximately: the sample sits between the two columns),
///   Cb = 128 + 224/255 · (B − Y′) / 1.8556, Cr = 128 + 224/255 · (R − Y′) / 1.5748, rounded.
/// - Coefficients are 15-bit fixed point; results are clamped to 16…235 (luma) and 16…240 (chroma).
/// - Colours are used as stored (premultiplied = composited over black).
enum YUV420Conversion {
    // 2^15 · 219/255 · (Kr, 1 − Kr − Kb, Kb)
    static let yR: Int32 = 5983, yG: Int32 = 20127, yB: Int32 = 2032
    // 2^15 · 224/255 · coefficient
    static let cbR: Int32 = -3298, cbG: Int32 = -11094, cbB: Int32 = 14392
    static let crR: Int32 = 14392, crG: Int32 = -13073, crB: Int32 = -1320

    /// Converts rows `rows` (even bounds) of `frame` into the three planes.
    static func convert(
        _ source: UnsafePointer<UInt8>, bytesPerRow: Int, width: Int, rows: Range<Int>,
        y yPlane: UnsafeMutablePointer<UInt8>, yStride: Int,
        u uPlane: UnsafeMutablePointer<UInt8>, v vPlane: UnsafeMutablePointer<UInt8>, chromaStride: Int
    ) {
        var row = rows.lowerBound
        while row < rows.upperBound {
            let s0 = source + row * bytesPerRow
            let s1 = s0 + bytesPerRow
            let y0 = yPlane + row * yStride
            let y1 = y0 + yStride
            let u = uPlane + (row / 2) * chromaStride
            let v = vPlane + (row / 2) * chromaStride
            var x = 0
            while x < width {
                let a = s0 + 4 * x, b = s1 + 4 * x
                let b00 = Int32(a[0]), g00 = Int32(a[1]), r00 = Int32(a[2])
                let b01 = Int32(a[4]), g01 = Int32(a[5]), r01 = Int32(a[6])
                let b10 = Int32(b[0]), g10 = Int32(b[1]), r10 = Int32(b[2])
                let b11 = Int32(b[4]), g11 = Int32(b[5]), r11 = Int32(b[6])
                y0[x] = luma(r00, g00, b00)
                y0[x + 1] = luma(r01, g01, b01)
                y1[x] = luma(r10, g10, b10)
                y1[x + 1] = luma(r11, g11, b11)
                let r = r00 + r01 + r10 + r11, g = g00 + g01 + g10 + g11, bl = b00 + b01 + b10 + b11
                // Sums of four: shift two more bits.
                let cb = (cbR * r + cbG * g + cbB * bl + (1 << 16)) >> 17
                let cr = (crR * r + crG * g + crB * bl + (1 << 16)) >> 17
                u[x / 2] = UInt8(truncatingIfNeeded: min(240, max(16, 128 + cb)))
                v[x / 2] = UInt8(truncatingIfNeeded: min(240, max(16, 128 + cr)))
                x += 2
            }
            row += 2
        }
    }

    @inline(__always)
    static func luma(_ r: Int32, _ g: Int32, _ b: Int32) -> UInt8 {
        let y = 16 + ((yR * r + yG * g + yB * b + (1 << 14)) >> 15)
        return UInt8(truncatingIfNeeded: min(235, y))
    }
}
