import Testing
import TestSupport
@testable import ZipArchive

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
