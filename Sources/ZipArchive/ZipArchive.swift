import CZlib

/// A zip archive read from memory (PKWARE APPNOTE: the end of central directory record, the central directory, each
/// entry's local header), for `.lottie` files. Entries stored (method 0) or deflated (method 8) are read; ZIP64,
/// encryption, other methods and multi-disk archives are errors. Every entry is checked against `limits` before a
/// byte is inflated, and inflation stops at the size the entry declares, so a zip bomb costs at most the limit.
public struct ZipArchive: Sendable {
    /// What an archive may hold.
    public struct Limits: Sendable, Hashable {
        /// Most entries in the central directory.
        public var maximumEntries = 10_000
        /// Largest uncompressed entry, bytes (what one `data(of:)` may allocate).
        public var maximumEntrySize = 256 << 20

        public init() {}
    }

    /// One entry of the central directory.
    public struct Entry: Sendable, Hashable {
        public let name: String
        /// 0 stored, 8 deflated.
        let method: UInt16
        let flags: UInt16
        let crc32: UInt32
        public let compressedSize: Int
        public let uncompressedSize: Int
        let localHeaderOffset: Int
    }

    private let bytes: [UInt8]
    /// The entries in central-directory order.
    public let entries: [Entry]
    public let limits: Limits

    /// Whether `bytes` starts like a zip archive (a local file header, or the end record of an empty archive).
    public static func looksLikeZip(_ bytes: some Collection<UInt8>) -> Bool {
        let head = Array(bytes.prefix(4))
        return head == [0x50, 0x4B, 0x03, 0x04] || head == [0x50, 0x4B, 0x05, 0x06]
    }

    /// Reads the central directory of `bytes`.
    ///
    /// - Throws: `ZipError` for what is not a zip archive, is truncated, or uses what this reader does not read.
    public init(bytes: [UInt8], limits: Limits = Limits()) throws {
        self.bytes = bytes
        self.limits = limits
        // The end of central directory record: 22 bytes plus a comment of at most 65535, at the very end.
        let minimum = 22
        guard bytes.count >= minimum else { throw ZipError("not a zip archive (\(bytes.count) bytes)") }
        var end = -1
        var i = bytes.count - minimum
        let lowest = max(0, bytes.count - minimum - 0xFFFF)
        while i >= lowest {
            if bytes[i] == 0x50 && bytes[i + 1] == 0x4B && bytes[i + 2] == 0x05 && bytes[i + 3] == 0x06 { end = i; break }
            i -= 1
        }
        guard end >= 0 else { throw ZipError("not a zip archive (no end of central directory record)") }
        let r = Reader(bytes)
        guard r.u16(end + 4) == 0, r.u16(end + 6) == 0 else { throw ZipError("multi-disk zip archives are not supported") }
        let count = Int(r.u16(end + 10))
        let directorySize = Int(r.u32(end + 12)), directoryOffset = Int(r.u32(end + 16))
        if count == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF {
            throw ZipError("ZIP64 archives are not supported")
        }
        guard count <= limits.maximumEntries else {
            throw ZipError("more than \(limits.maximumEntries) entries (the limit; this archive has \(count))")
        }
        guard directoryOffset + directorySize <= end else { throw ZipError("truncated: the central directory is past the end") }
        var list: [Entry] = []
        var p = directoryOffset
        for _ in 0..<count {
            guard p + 46 <= end, r.u32(p) == 0x0201_4B50 else { throw ZipError("corrupt central directory at byte \(p)") }
            let nameLength = Int(r.u16(p + 28)), extraLength = Int(r.u16(p + 30)), commentLength = Int(r.u16(p + 32))
            guard p + 46 + nameLength <= end else { throw ZipError("corrupt central directory at byte \(p)") }
            let name = String(decoding: bytes[(p + 46)..<(p + 46 + nameLength)], as: UTF8.self)
            let entry = Entry(name: name, method: r.u16(p + 10), flags: r.u16(p + 8), crc32: r.u32(p + 16),
                              compressedSize: Int(r.u32(p + 20)), uncompressedSize: Int(r.u32(p + 24)),
                              localHeaderOffset: Int(r.u32(p + 42)))
            if entry.compressedSize == 0xFFFF_FFFF || entry.uncompressedSize == 0xFFFF_FFFF || entry.localHeaderOffset == 0xFFFF_FFFF {
                throw ZipError(entry: name, "ZIP64 entries are not supported")
            }
            list.append(entry)
            p += 46 + nameLength + extraLength + commentLength
        }
        entries = list
    }

    /// The entry named `name`, if any.
    public func entry(named name: String) -> Entry? { entries.first { $0.name == name } }

    /// The uncompressed bytes of `entry`, checked against its CRC-32.
    ///
    /// - Throws: `ZipError` naming the entry: past `limits.maximumEntrySize`, encrypted, an unsupported method,
    ///   truncated, inflating to another size than it declares, or a CRC mismatch.
    public func data(of entry: Entry) throws -> [UInt8] {
        func fail(_ message: String) -> ZipError { ZipError(entry: entry.name, message) }
        guard entry.uncompressedSize <= limits.maximumEntrySize else {
            throw fail("\(entry.uncompressedSize) bytes uncompressed: at most \(limits.maximumEntrySize) (the limit)")
        }
        guard entry.flags & 1 == 0 else { throw fail("encrypted entries are not supported") }
        let r = Reader(bytes)
        let h = entry.localHeaderOffset
        guard h + 30 <= bytes.count, r.u32(h) == 0x0403_4B50 else { throw fail("corrupt local header at byte \(h)") }
        let start = h + 30 + Int(r.u16(h + 26)) + Int(r.u16(h + 28))
        guard start + entry.compressedSize <= bytes.count else { throw fail("truncated: the data is past the end of the archive") }
        let compressed = bytes[start..<(start + entry.compressedSize)]
        let out: [UInt8]
        switch entry.method {
        case 0:
            guard entry.compressedSize == entry.uncompressedSize else { throw fail("a stored entry whose sizes differ") }
            out = Array(compressed)
        case 8:
            out = try Self.inflate(Array(compressed), expected: entry.uncompressedSize, fail: fail)
        default:
            throw fail("compression method \(entry.method) is not supported (stored and deflate are)")
        }
        let crc = out.withUnsafeBufferPointer { buffer -> UInt32 in
            UInt32(truncatingIfNeeded: crc32(0, buffer.baseAddress, uInt(buffer.count)))
        }
        guard crc == entry.crc32 else { throw fail("CRC-32 mismatch: the entry is corrupt") }
        return out
    }

    /// Raw deflate (no zlib header) into exactly `expected` bytes: inflating stops there, and data that would
    /// inflate further, or ends sooner, is an error.
    private static func inflate(_ input: [UInt8], expected: Int, fail: (String) -> ZipError) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: expected + 1)
        var stream = z_stream()
        guard inflateInit2_(&stream, -MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw fail("cannot start inflating")
        }
        defer { inflateEnd(&stream) }
        var input = input
        let status: Int32 = input.withUnsafeMutableBufferPointer { inBuffer in
            out.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = inBuffer.baseAddress
                stream.avail_in = uInt(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = uInt(outBuffer.count)
                return CZlib.inflate(&stream, Z_FINISH)
            }
        }
        let produced = Int(stream.total_out)
        guard produced <= expected else { throw fail("inflates to more than the \(expected) bytes it declares") }
        guard status == Z_STREAM_END else {
            throw fail(status == Z_DATA_ERROR ? "corrupt deflate data" : "the deflate data ends early")
        }
        guard produced == expected else { throw fail("inflates to \(produced) bytes, not the \(expected) it declares") }
        out.removeLast()
        return out
    }
}

/// Little-endian fields of the archive's bytes.
private struct Reader {
    let bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    func u16(_ i: Int) -> UInt16 { UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 }
    func u32(_ i: Int) -> UInt32 { UInt32(u16(i)) | UInt32(u16(i + 2)) << 16 }
}
