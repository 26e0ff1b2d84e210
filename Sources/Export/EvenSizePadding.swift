import Composition
import Geometry
import Media
import Raster

/// An odd frame size made even for a format that subsamples chroma 2×2 (H.264 and HEVC in yuv420p, VP9 in
/// yuva420p): one column at the right and/or one row at the bottom are added, filled with the canvas background
/// (black when it has none) — transparent for a format with alpha (VP9). What is drawn is not moved or scaled.
///
/// A Lottie file's size cannot be edited like a scene's `canvas.size` (lottie-ios's `LottieLogo1.json` is
/// 375 × 667), so `ExportOptions.padToEven` is on by default; off, an odd size is refused as before.
public struct EvenSizePadding: Sendable, Equatable {
    /// The frames as drawn, in pixels.
    public let width: Int
    public let height: Int
    /// The frames as encoded: `width` and `height` rounded up to even.
    public let paddedWidth: Int
    public let paddedHeight: Int
    public let format: VideoFormat

    /// The padding `format` needs for frames of `width` × `height` pixels, or `nil` when they are even (or the
    /// format takes any size).
    public init?(width: Int, height: Int, format: VideoFormat) {
        guard format.needsEvenSize, width % 2 != 0 || height % 2 != 0 else { return nil }
        self.width = width
        self.height = height
        paddedWidth = width + width % 2
        paddedHeight = height + height % 2
        self.format = format
    }

    /// The one line the command line prints.
    public var note: String {
        let fill = format.hasAlpha ? "transparent" : "the background"
        return "\(width)×\(height) px padded to \(paddedWidth)×\(paddedHeight) px with \(fill) at the right and bottom: \(format.displayName) \(format.hasAlpha ? "yuva420p" : "yuv420p") needs an even width and height (--no-pad-to-even refuses instead)"
    }

    /// The pixel the added column and row hold (premultiplied BGRA): transparent for a format with alpha, else
    /// `background` made opaque as the renderer does for an opaque format (black when there is none).
    public func fill(background: Color?) -> Pixel {
        if format.hasAlpha { return Pixel(b: 0, g: 0, r: 0, a: 0) }
        let bg = background ?? .black
        func channel(_ v: Double) -> UInt8 { (v * bg.alpha * 255).clampedByte() }
        return Pixel(b: channel(bg.blue), g: channel(bg.green), r: channel(bg.red), a: 255)
    }

    /// `frame` (`width` × `height`) at the top left of a `paddedWidth` × `paddedHeight` frame filled with `fill`.
    public func pad(_ frame: Frame, fill: Pixel) -> Frame {
        var out = Frame(width: paddedWidth, height: paddedHeight)
        let rowBytes = 4 * frame.width
        for y in 0..<paddedHeight {
            let o = y * out.bytesPerRow
            if y < frame.height {
                let i = y * frame.bytesPerRow
                out.pixels.replaceSubrange(o..<(o + rowBytes), with: frame.pixels[i..<(i + rowBytes)])
            }
            for x in (y < frame.height ? frame.width : 0)..<paddedWidth {
                let p = o + 4 * x
                out.pixels[p] = fill.b; out.pixels[p + 1] = fill.g; out.pixels[p + 2] = fill.r; out.pixels[p + 3] = fill.a
            }
        }
        return out
    }
}
