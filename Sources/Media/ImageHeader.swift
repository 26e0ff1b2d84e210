import Foundation

/// What a PNG or JPEG file says about its image, read without decoding a pixel: its format and pixel size, once the
/// file's structure is known to be whole. Lets a reader check an image against the limits, and reject a truncated
/// or corrupt file, at the cost of one pass over the bytes (no inflate, no IDCT, no colour conversion); the pixels
/// are decoded (`ImageDecoder`) when a frame first draws them.
///
/// What is checked:
/// - PNG: the signature; IHDR first, 13 bytes, width and height ≥ 1; every chunk inside the file and its CRC-32
///   correct; at least one IDAT; an IEND (anything after it is ignored, as decoders do).
/// - JPEG: SOI; every marker segment inside the file; a frame header (SOF) with width and height ≥ 1 before the
///   first scan (SOS); each scan's entropy-coded data followed by a marker; an EOI.
///
/// What is not: whether the compressed pixel data itself decodes (a PNG whose zlib stream is wrong under intact
/// CRCs, a JPEG whose Huffman codes are wrong). Such a file passes here and fails when decoded.
public struct ImageHeader: Sendable, Equatable {
    /// The file formats read here; others (GIF, BMP, WebP, … which libavformat also decodes) are not.
    public enum Format: String, Sendable, Equatable {
        case png = "PNG", jpeg = "JPEG"
    }

    public let format: Format
    /// Pixels across and down, as the file declares them.
    public let width: Int
    public let height: Int

    public init(format: Format, width: Int, height: Int) {
        self.format = format
        self.width = width
        self.height = height
    }

    /// The header of the image file at `path`: `nil` when the file is neither PNG nor JPEG by its first bytes, or a
    /// JPEG that declares its height later (a DNL marker), so that only decoding tells its size. Throws an
    /// `ImageFileError` when the file cannot be read, or is a PNG or JPEG that is truncated or corrupt.
    public static func read(path: String) throws -> ImageHeader? {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ImageFileError(path: path, reason: "cannot be read")
        }
        do {
            return try data.withUnsafeBytes { try read(bytes: $0.bindMemory(to: UInt8.self)) }
        } catch let reason as Malformed {
            throw ImageFileError(path: path, reason: reason.text)
        }
    }

    /// The header of an image file's bytes (see `read(path:)`); errors are `ImageFileError`s with an empty path.
    public static func read(bytes: [UInt8]) throws -> ImageHeader? {
        do {
            return try bytes.withUnsafeBufferPointer { try read(bytes: $0) }
        } catch let reason as Malformed {
            throw ImageFileError(path: "", reason: reason.text)
        }
    }

    struct Malformed: Error {
        let text: String
    }

    static func read(bytes b: UnsafeBufferPointer<UInt8>) throws -> ImageHeader? {
        if b.count >= 8, Array(b[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] {
            return try png(b)
        }
        if b.count >= 3, b[0] == 0xFF, b[1] == 0xD8, b[2] == 0xFF {
            return try jpeg(b)
        }
        return nil
    }

    private static func u32(_ b: UnsafeBufferPointer<UInt8>, _ at: Int) -> Int {
        Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3])
    }

    private static func u16(_ b: UnsafeBufferPointer<UInt8>, _ at: Int) -> Int {
        Int(b[at]) << 8 | Int(b[at + 1])
    }

    // MARK: PNG

    private static func png(_ b: UnsafeBufferPointer<UInt8>) throws -> ImageHeader {
        var at = 8
        var size: (width: Int, height: Int)?
        var sawData = false
        while true {
            guard at + 8 <= b.count else {
                throw Malformed(text: "truncated PNG: the file ends at byte \(b.count) before its IEND chunk")
            }
            let length = u32(b, at)
            let type = String(decoding: b[(at + 4)..<(at + 8)], as: UTF8.self)
            guard length <= Int(Int32.max) else {
                throw Malformed(text: "corrupt PNG: chunk \(type) at byte \(at) declares \(length) bytes (at most 2^31 − 1)")
            }
            guard at + 12 + length <= b.count else {
                throw Malformed(text: "truncated PNG: chunk \(type) at byte \(at) needs \(12 + length) bytes, the file ends at byte \(b.count)")
            }
            let stored = UInt32(truncatingIfNeeded: u32(b, at + 8 + length))
            guard CRC32.checksum(UnsafeBufferPointer(rebasing: b[(at + 4)..<(at + 8 + length)])) == stored else {
                throw Malformed(text: "corrupt PNG: chunk \(type) at byte \(at) fails its CRC check")
            }
            if size == nil {
                guard type == "IHDR", length == 13 else {
                    throw Malformed(text: "corrupt PNG: the first chunk is \(type) (\(length) bytes), not a 13-byte IHDR")
                }
                let w = u32(b, at + 8), h = u32(b, at + 12)
                guard w >= 1, h >= 1 else { throw Malformed(text: "corrupt PNG: IHDR declares \(w)×\(h) px") }
                size = (w, h)
            }
            if type == "IDAT" { sawData = true }
            if type == "IEND" { break }
            at += 12 + length
        }
        guard sawData, let size else { throw Malformed(text: "corrupt PNG: no IDAT chunk (no pixel data)") }
        return ImageHeader(format: .png, width: size.width, height: size.height)
    }

    // MARK: JPEG

    private static func jpeg(_ b: UnsafeBufferPointer<UInt8>) throws -> ImageHeader? {
        func truncated(_ what: String) -> Malformed {
            Malformed(text: "truncated JPEG: the file ends at byte \(b.count) \(what)")
        }
        var at = 2
        var size: (width: Int, height: Int)?
        var sawScan = false
        while true {
            // A marker: 0xFF (any number of fill bytes 0xFF), then its code.
            guard at < b.count else { throw truncated("before its end-of-image marker") }
            guard b[at] == 0xFF else {
                throw Malformed(text: "corrupt JPEG: byte \(at) is 0x\(String(b[at], radix: 16, uppercase: true)) where a marker (0xFF) belongs")
            }
            while at < b.count, b[at] == 0xFF { at += 1 }
            guard at < b.count else { throw truncated("before its end-of-image marker") }
            let marker = b[at]
            let start = at - 1
            at += 1
            if marker == 0xD9 { break }  // EOI
            if (0xD0...0xD7).contains(marker) || marker == 0x01 { continue }  // standalone: RSTn, TEM
            guard marker != 0x00, marker != 0xD8 else {
                throw Malformed(text: "corrupt JPEG: marker 0xFF\(String(marker, radix: 16, uppercase: true)) at byte \(start)")
            }
            guard at + 2 <= b.count else { throw truncated("inside the marker segment at byte \(start)") }
            let length = u16(b, at)
            guard length >= 2 else { throw Malformed(text: "corrupt JPEG: the marker segment at byte \(start) declares \(length) bytes") }
            guard at + length <= b.count else { throw truncated("inside the marker segment at byte \(start) (\(length) bytes)") }
            let isFrame = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if isFrame {
                guard length >= 8 else { throw Malformed(text: "corrupt JPEG: the frame header at byte \(start) is \(length) bytes") }
                let h = u16(b, at + 3), w = u16(b, at + 5)
                guard w >= 1 else { throw Malformed(text: "corrupt JPEG: the frame header declares a width of 0") }
                if h == 0 { return nil }  // the height comes in a DNL marker after the first scan: decode to know
                if size == nil { size = (w, h) }
            }
            at += length
            if marker == 0xDA {  // SOS: entropy-coded data up to the next marker that is not a restart marker
                guard size != nil else { throw Malformed(text: "corrupt JPEG: a scan at byte \(start) before any frame header") }
                sawScan = true
                while true {
                    guard at + 1 < b.count else { throw truncated("inside the scan that starts at byte \(start)") }
                    if b[at] == 0xFF {
                        let next = b[at + 1]
                        if next != 0x00 && next != 0xFF && !(0xD0...0xD7).contains(next) { break }
                        if next == 0xFF { at += 1; continue }
                    }
                    at += 1
                }
            }
        }
        guard let size, sawScan else { throw Malformed(text: "corrupt JPEG: no frame header or no scan before the end-of-image marker") }
        return ImageHeader(format: .jpeg, width: size.width, height: size.height)
    }
}
