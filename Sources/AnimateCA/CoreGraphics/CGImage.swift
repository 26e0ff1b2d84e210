import Foundation

/// An image (`CGImage`) here is an image file, PNG or JPEG, read by the renderer when the stage's composition is
/// made (`Stage.composition(resources:)`); its pixel size is read from the file's header.
public final class CGImage: @unchecked Sendable, Hashable {
    /// The file's absolute path.
    public let path: String
    public let width: Int
    public let height: Int

    /// `nil` when the file cannot be read or is not a PNG or JPEG.
    init?(path: String) {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        guard let data = FileManager.default.contents(atPath: absolute), let size = ImageHeader.size(of: data) else { return nil }
        self.path = absolute
        width = size.width
        height = size.height
    }

    public static func == (a: CGImage, b: CGImage) -> Bool { a.path == b.path }
    public func hash(into h: inout Hasher) { h.combine(path) }
}

/// A PNG's or JPEG's pixel size, from its header: PNG's IHDR (bytes 16–23, big-endian), JPEG's first start-of-frame
/// marker (`SOF0`…`SOF15` but DHT, JPG and DAC).
enum ImageHeader {
    static func size(of data: Data) -> (width: Int, height: Int)? {
        let b = [UInt8](data.prefix(1 << 20))
        func be16(_ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
        func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
        if b.count >= 24, b[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            let w = be32(16), h = be32(20)
            return w > 0 && h > 0 ? (w, h) : nil
        }
        guard b.count > 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
            let length = be16(i + 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let h = be16(i + 5), w = be16(i + 7)
                return w > 0 && h > 0 ? (w, h) : nil
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }
}
