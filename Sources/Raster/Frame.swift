/// A raster image: premultiplied BGRA pixels, 8 bits a channel, rows top to bottom.
///
/// This is the byte order of Cairo's `ARGB32` on little-endian machines and of FFmpeg's `AV_PIX_FMT_BGRA`.
///
/// # Guarantees
/// - `width > 0`, `height > 0`, `bytesPerRow ≥ 4 · width`, and `pixels.count == bytesPerRow · height`.
/// - Colour channels never exceed alpha (premultiplied).
public struct Frame: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let bytesPerRow: Int
    public var pixels: [UInt8]

    /// A frame of the given size, every pixel transparent.
    public init(width: Int, height: Int) {
        precondition(width > 0 && height > 0, "Frame size must be positive, got \(width)×\(height)")
        self.width = width
        self.height = height
        self.bytesPerRow = width * 4
        self.pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// A frame wrapping existing pixel bytes; `nil` if the sizes do not agree.
    public init?(width: Int, height: Int, bytesPerRow: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, bytesPerRow >= width * 4, pixels.count == bytesPerRow * height else { return nil }
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.pixels = pixels
    }

    /// The premultiplied pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Pixel {
        get {
            let i = y * bytesPerRow + x * 4
            return Pixel(b: pixels[i], g: pixels[i + 1], r: pixels[i + 2], a: pixels[i + 3])
        }
        set {
            let i = y * bytesPerRow + x * 4
            pixels[i] = newValue.b; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.r; pixels[i + 3] = newValue.a
        }
    }
}

/// One premultiplied BGRA pixel.
public struct Pixel: Hashable, Sendable, CustomStringConvertible {
    public var b: UInt8, g: UInt8, r: UInt8, a: UInt8

    public init(b: UInt8, g: UInt8, r: UInt8, a: UInt8) {
        self.b = b; self.g = g; self.r = r; self.a = a
    }

    /// An opaque pixel from red, green, blue bytes.
    public init(r: UInt8, g: UInt8, b: UInt8) {
        self.init(b: b, g: g, r: r, a: 255)
    }

    public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}
