import Raster

/// Premultiplied BGRA ⇄ straight-alpha pixels, with rounding.
enum Alpha {
    /// Straight c, a → premultiplied round(c·a/255).
    @inline(__always)
    static func premultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        let product = UInt32(c) * UInt32(a) + 127
        return UInt8(truncatingIfNeeded: product / 255)
    }

    /// Premultiplied c, a → straight round(c·255/a), clamped to 255; 0 when a is 0.
    @inline(__always)
    static func unpremultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        guard a != 0 else { return 0 }
        let value = (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a)
        return UInt8(truncatingIfNeeded: min(value, 255))
    }

    /// Premultiplies straight-alpha BGRA bytes in place.
    static func premultiplyBGRA(_ pixels: inout [UInt8]) {
        mapColourChannels(&pixels, premultiply)
    }

    /// Un-premultiplies BGRA bytes in place (rounded; a = 0 gives 0, 0, 0, 0).
    static func unpremultiplyBGRA(_ pixels: inout [UInt8]) {
        mapColourChannels(&pixels, unpremultiply)
    }

    /// Replaces each colour byte `c` of every pixel that is not opaque by `f(c, a)`; opaque pixels are the same
    /// either way and are skipped.
    @inline(__always)
    private static func mapColourChannels(_ pixels: inout [UInt8], _ f: (UInt8, UInt8) -> UInt8) {
        pixels.withUnsafeMutableBufferPointer { buffer in
            var i = 0
            while i + 3 < buffer.count {
                let a = buffer[i + 3]
                if a != 255 {
                    buffer[i] = f(buffer[i], a)
                    buffer[i + 1] = f(buffer[i + 1], a)
                    buffer[i + 2] = f(buffer[i + 2], a)
                }
                i += 4
            }
        }
    }
}
