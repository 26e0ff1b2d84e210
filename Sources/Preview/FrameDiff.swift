import Raster

/// How different two images may be and still count as equal: two knobs, as snapshot tests have. The defaults are
/// exact.
public struct PixelTolerance: Sendable, Hashable {
    /// The largest difference (0…255) of any channel (premultiplied B, G, R, A) for which two pixels still count as
    /// the same pixel.
    public var channel: Int
    /// The fraction (0…1) of pixels that may differ by more than `channel`.
    public var fraction: Double

    public init(channel: Int = 0, fraction: Double = 0) {
        self.channel = channel
        self.fraction = fraction
    }

    public static let exact = PixelTolerance()
}

/// The result of comparing an image with its reference.
public struct FrameComparison: Sendable {
    public var width: Int
    public var height: Int
    /// `nil` when the sizes agree; otherwise "1170×2532 px, expected 1170×2530 px".
    public var sizeMismatch: String?
    /// Pixels whose largest channel difference exceeds the tolerance's `channel`.
    public var differingPixels: Int
    /// The largest channel difference over the whole image.
    public var largestChannelDifference: Int
    public var passed: Bool

    public var differingFraction: Double {
        width * height == 0 ? 0 : Double(differingPixels) / Double(width * height)
    }
}

/// Pixel comparison of `Frame`s, and a difference image to look at when they differ.
public enum FrameDiff {
    /// Compares `actual` with `expected`. Frames of different sizes never pass.
    public static func compare(_ expected: Frame, _ actual: Frame, tolerance: PixelTolerance = .exact) -> FrameComparison {
        guard expected.width == actual.width, expected.height == actual.height else {
            return FrameComparison(width: actual.width, height: actual.height,
                                   sizeMismatch: "\(actual.width)×\(actual.height) px, expected \(expected.width)×\(expected.height) px",
                                   differingPixels: actual.width * actual.height, largestChannelDifference: 255, passed: false)
        }
        var differing = 0
        var largest = 0
        forEachPixel(expected, actual) { _, _, d in
            largest = max(largest, d)
            if d > tolerance.channel { differing += 1 }
        }
        let total = expected.width * expected.height
        let passed = differing == 0 || Double(differing) <= tolerance.fraction * Double(total)
        return FrameComparison(width: actual.width, height: actual.height, sizeMismatch: nil, differingPixels: differing,
                               largestChannelDifference: largest, passed: passed)
    }

    /// A picture of where two frames of the same size differ: pixels that differ beyond `tolerance.channel` in
    /// opaque red, pixels that differ within it in yellow, and the rest as the expected image in faint grey, for
    /// context. `nil` when the sizes differ.
    public static func differenceImage(_ expected: Frame, _ actual: Frame, tolerance: PixelTolerance = .exact) -> Frame? {
        guard expected.width == actual.width, expected.height == actual.height else { return nil }
        var out = Frame(width: expected.width, height: expected.height)
        forEachPixel(expected, actual) { x, y, d in
            if d > tolerance.channel {
                out[x, y] = Pixel(r: 255, g: 0, b: 0)
            } else if d > 0 {
                out[x, y] = Pixel(r: 255, g: 204, b: 0)
            } else {
                let p = expected[x, y]
                // Premultiplied luma over white, faded to a quarter of its contrast.
                let luma = (Int(p.r) * 54 + Int(p.g) * 183 + Int(p.b) * 19) >> 8
                let overWhite = luma + (255 - Int(p.a))
                let faded = UInt8(255 - (255 - min(overWhite, 255)) / 4)
                out[x, y] = Pixel(r: faded, g: faded, b: faded)
            }
        }
        return out
    }

    /// Calls `body(x, y, largest channel difference)` for every pixel.
    private static func forEachPixel(_ a: Frame, _ b: Frame, _ body: (Int, Int, Int) -> Void) {
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                for y in 0..<a.height {
                    var ia = y * a.bytesPerRow, ib = y * b.bytesPerRow
                    for x in 0..<a.width {
                        var d = 0
                        for c in 0..<4 { d = max(d, abs(Int(pa[ia + c]) - Int(pb[ib + c]))) }
                        body(x, y, d)
                        ia += 4
                        ib += 4
                    }
                }
            }
        }
    }
}
