import CZlib
import Testing
@testable import ZipArchive

/// Builds zip archives byte by byte (APPNOTE layout), so each test states exactly what the reader gets.
struct ZipBuilder {
    struct Item {
        var name: String
        var data: [UInt8]
        var deflate = true
        /// Overrides of what the headers claim, to build corrupt archives.
        var declaredSize: Int? = nil
        var crc: UInt32? = nil
        var flags: UInt16 = 0
        var method: UInt16? = nil
    }

    var items: [Item] = []

    static func deflate(_ data: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        _ = deflateInit2_(&stream, 9, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        defer { deflateEnd(&stream) }
        var input = data
        var out = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))) + 16)
        input.withUnsafeMutableBufferPointer { i in
            out.withUnsafeMutableBufferPointer { o in
                stream.next_in = i.baseAddress
                stream.avail_in = uInt(i.count)
                stream.next_out = o.baseAddress
                stream.avail_out = uInt(o.count)
                _ = CZlib.deflate(&stream, Z_FINISH)
            }
        }
        return Array(out.prefix(Int(stream.total_out)))
    }

    static func crc(_ data: [UInt8]) -> UInt32 {
        data.withUnsafeBufferPointer { UInt32(truncatingIfNeeded: crc32(0, $0.baseAddress, uInt($0.count))) }
    }

    func build() -> [UInt8] {
        var out: [UInt8] = [], directory: [UInt8] = []
        func u16(_ v: Int, _ a: inout [UInt8]) { a += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
        func u32(_ v: Int, _ a: inout [UInt8]) { u16(v & 0xFFFF, &a); u16(v >> 16 & 0xFFFF, &a) }
        for item in items {
            let body = item.deflate ? Self.deflate(item.data) : item.data
            let method = Int(item.method ?? (item.deflate ? 8 : 0))
            let crc = Int(item.crc ?? Self.crc(item.data))
            let size = item.declaredSize ?? item.data.count
            let name = Array(item.name.utf8)
            let offset = out.count
            u32(0x0403_4B50, &out); u16(20, &out); u16(Int(item.flags), &out); u16(method, &out); u32(0, &out)
            u32(crc, &out); u32(body.count, &out); u32(size, &out); u16(name.count, &out); u16(0, &out)
            out += name + body
            u32(0x0201_4B50, &directory); u16(20, &directory); u16(20, &directory); u16(Int(item.flags), &directory)
            u16(method, &directory); u32(0, &directory); u32(crc, &directory); u32(body.count, &directory)
            u32(size, &directory); u16(name.count, &directory); u16(0, &directory); u16(0, &directory)
            u16(0, &directory); u16(0, &directory); u32(0, &directory); u32(offset, &directory)
            directory += name
        }
        let directoryOffset = out.count
        out += directory
        u32(0x0605_4B50, &out); u16(0, &out); u16(0, &out); u16(items.count, &out); u16(items.count, &out)
        u32(directory.count, &out); u32(directoryOffset, &out); u16(0, &out)
        return out
    }
}

@Suite struct ZipArchiveTests {
    let text = Array(String(repeating: "{\"layers\": []} ", count: 200).utf8)

    @Test func readsStoredAndDeflatedEntries() throws {
        let bytes = ZipBuilder(items: [.init(name: "a.json", data: text), .init(name: "b.txt", data: [1, 2, 3], deflate: false)]).build()
        #expect(ZipArchive.looksLikeZip(bytes))
        let zip = try ZipArchive(bytes: bytes)
        #expect(zip.entries.map(\.name) == ["a.json", "b.txt"])
        let a = try #require(zip.entry(named: "a.json"))
        #expect(a.compressedSize < a.uncompressedSize)
        #expect(try zip.data(of: a) == text)
        #expect(try zip.data(of: #require(zip.entry(named: "b.txt"))) == [1, 2, 3])
    }

    @Test func notAZipOrTruncated() throws {
        #expect(!ZipArchive.looksLikeZip(Array("{}".utf8)))
        #expect(throws: ZipError("not a zip archive (2 bytes)")) { try ZipArchive(bytes: Array("{}".utf8)) }
        #expect(throws: ZipError("not a zip archive (no end of central directory record)")) {
            try ZipArchive(bytes: [UInt8](repeating: 7, count: 100))
        }
        let bytes = ZipBuilder(items: [.init(name: "a.json", data: text)]).build()
        // Cut inside the data: the end record is gone.
        #expect(throws: ZipError.self) { try ZipArchive(bytes: Array(bytes.prefix(bytes.count / 2))) }
    }

    /// A zip bomb: an entry that declares 100 bytes but inflates to 1 MB stops at 100 (plus one) bytes.
    @Test func anEntryInflatingBeyondItsDeclaredSize() throws {
        let bomb = [UInt8](repeating: 0, count: 1 << 20)
        let zip = try ZipArchive(bytes: ZipBuilder(items: [.init(name: "bomb", data: bomb, declaredSize: 100)]).build())
        #expect(throws: ZipError(entry: "bomb", "inflates to more than the 100 bytes it declares")) {
            try zip.data(of: zip.entries[0])
        }
    }

    @Test func entriesPastTheLimits() throws {
        var limits = ZipArchive.Limits()
        limits.maximumEntrySize = 1000
        let zip = try ZipArchive(bytes: ZipBuilder(items: [.init(name: "big", data: text)]).build(), limits: limits)
        #expect(throws: ZipError(entry: "big", "3000 bytes uncompressed: at most 1000 (the limit)")) {
            try zip.data(of: zip.entries[0])
        }
        limits.maximumEntries = 1
        let two = ZipBuilder(items: [.init(name: "a", data: [1]), .init(name: "b", data: [2])]).build()
        #expect(throws: ZipError("more than 1 entries (the limit; this archive has 2)")) { try ZipArchive(bytes: two, limits: limits) }
    }

    @Test func corruptOrUnsupportedEntries() throws {
        let zip = try ZipArchive(bytes: ZipBuilder(items: [
            .init(name: "crc", data: text, crc: 1), .init(name: "short", data: text, declaredSize: 5000),
            .init(name: "secret", data: text, flags: 1), .init(name: "bzip2", data: text, method: 12),
        ]).build())
        #expect(throws: ZipError(entry: "crc", "CRC-32 mismatch: the entry is corrupt")) { try zip.data(of: zip.entries[0]) }
        #expect(throws: ZipError(entry: "short", "inflates to 3000 bytes, not the 5000 it declares")) { try zip.data(of: zip.entries[1]) }
        #expect(throws: ZipError(entry: "secret", "encrypted entries are not supported")) { try zip.data(of: zip.entries[2]) }
        #expect(throws: ZipError(entry: "bzip2", "compression method 12 is not supported (stored and deflate are)")) {
            try zip.data(of: zip.entries[3])
        }
    }
}
