import Geometry
import Raster

extension Frame {
    /// This image with every pixel multiplied by `m`, component by component, alpha included, as Core Animation
    /// multiplies a replicator instance's contents by the instance's colour. In premultiplied terms: red, green and
    /// blue are multiplied by `m`'s component × `m.alpha`, alpha by `m.alpha`, each rounded to the nearest byte
    /// (halves away from zero), so colour channels still never exceed alpha. Components of `m` are clamped to 0…1.
    func multiplied(by m: Color) -> Frame {
        let alpha = clamp01(m.alpha)
        func table(_ factor: Double) -> [UInt8] { (0...255).map { (Double($0) * factor).clampedByte() } }
        // Cairo's ARGB32 byte order on a little-endian machine: B, G, R, A.
        let tables = [table(clamp01(m.blue) * alpha), table(clamp01(m.green) * alpha), table(clamp01(m.red) * alpha),
                      table(alpha)]
        var out = self
        out.pixels.withUnsafeMutableBufferPointer { p in
            for y in 0..<height {
                let row = y * bytesPerRow
                for i in row..<(row + 4 * width) { p[i] = tables[i & 3][Int(p[i])] }
            }
        }
        return out
    }
}
