import Foundation

extension Frame {
    /// Peak signal-to-noise ratio of the RGB channels against `other` (alpha ignored), in dB; infinite when the two
    /// are identical. Used to state how close a lossy encode comes to the rendered frames.
    /// - Precondition: both frames have the same size.
    public func psnr(to other: Frame) -> Double {
        precondition(width == other.width && height == other.height, "PSNR needs frames of the same size")
        var sum = 0.0
        for y in 0..<height {
            for x in 0..<width {
                let p = self[x, y], q = other[x, y]
                for (u, v) in [(p.r, q.r), (p.g, q.g), (p.b, q.b)] {
                    let d = Double(u) - Double(v)
                    sum += d * d
                }
            }
        }
        let mse = sum / Double(width * height * 3)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }
}
