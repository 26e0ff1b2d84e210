import Foundation
@testable import Media
import Raster
import Testing

/// `ImageHeader`: sizes read from PNG and JPEG headers agree with what the decoder produces, and every truncation
/// and a flipped byte under a CRC are rejected without decoding.
@Suite struct ImageHeaderTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The check value of the CRC-32 that PNG uses (ISO 3309; the "123456789" vector of the CRC catalogue).
    @Test func crc32CheckValue() {
        let bytes = Array("123456789".utf8)
        #expect(bytes.withUnsafeBufferPointer { CRC32.checksum($0) } == 0xCBF4_3926)
        #expect([UInt8]().withUnsafeBufferPointer { CRC32.checksum($0) } == 0)
    }

    /// A gradient of `w`×`h` px (any size, unlike `movingSquareFrame`).
    func gradient(width w: Int, height h: Int) -> Frame {
        var f = Frame(width: w, height: h)
        for y in 0..<h { for x in 0..<w { f[x, y] = Pixel(r: UInt8(x * 255 / max(w - 1, 1)), g: UInt8(y * 255 / max(h - 1, 1)), b: 40) } }
        return f
    }

    func png(width: Int, height: Int) throws -> [UInt8] {
        try PNGWriter.encode(gradient(width: width, height: height))
    }

    @Test func pngSizeIsTheDecodedSize() throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        for (w, h) in [(1, 1), (7, 5), (64, 48), (300, 2)] {
            let path = dir.path("i.png")
            try Data(try png(width: w, height: h)).write(to: URL(fileURLWithPath: path))
            let header = try #require(try ImageHeader.read(path: path))
            let decoded = try ImageDecoder.decode(path: path)
            #expect(header == ImageHeader(format: .png, width: w, height: h))
            #expect(decoded.width == w && decoded.height == h)
        }
    }

    @Test func theSceneAssetsAreReadFromTheirHeaders() throws {
        let path = Self.repository.appendingPathComponent("Scenes/assets/app-screen.png").path
        #expect(try ImageHeader.read(path: path) == ImageHeader(format: .png, width: 1170, height: 2532))
    }

    @Test func jpegSizeIsTheDecodedSize() throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        let path = dir.path("i.jpg")
        try writeJPEG(gradient(width: 40, height: 24), to: path)
        #expect(try ImageHeader.read(path: path) == ImageHeader(format: .jpeg, width: 40, height: 24))
        let decoded = try ImageDecoder.decode(path: path)
        #expect(decoded.width == 40 && decoded.height == 24)
    }

    /// Every proper prefix of a whole file (from its signature on) is reported as truncated or corrupt, never read.
    @Test func everyTruncationIsRejected() throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        try writeJPEG(gradient(width: 16, height: 8), to: dir.path("i.jpg"))
        let files: [(bytes: [UInt8], signature: Int)] = [(try png(width: 9, height: 4), 8), (try readBytes(dir.path("i.jpg")), 3)]
        for (bytes, signature) in files {
            #expect(try ImageHeader.read(bytes: bytes) != nil)
            for n in signature..<bytes.count {
                #expect(throws: ImageFileError.self, "\(n) of \(bytes.count) bytes") { try ImageHeader.read(bytes: Array(bytes[0..<n])) }
            }
        }
    }

    @Test func aFlippedByteFailsItsChunksCRC() throws {
        var bytes = try png(width: 9, height: 4)
        // The first IDAT chunk: its type follows its 4-byte length; flip a byte of its data.
        let type = try #require((8..<bytes.count - 4).first { String(decoding: bytes[$0..<($0 + 4)], as: UTF8.self) == "IDAT" })
        bytes[type + 6] ^= 0x10
        let error = try #require(throws: ImageFileError.self) { try ImageHeader.read(bytes: bytes) }
        #expect(error.reason == "corrupt PNG: chunk IDAT at byte \(type - 4) fails its CRC check")
    }

    @Test func otherFormatsAreLeftToTheDecoder() throws {
        #expect(try ImageHeader.read(bytes: Array("GIF89a and more".utf8)) == nil)
        #expect(try ImageHeader.read(bytes: Array("\u{89}PNG but not really a PNG file at all".utf8)) == nil)
        #expect(try ImageHeader.read(bytes: []) == nil)
        #expect(throws: ImageFileError(path: "/no/such/file.png", reason: "cannot be read")) {
            try ImageHeader.read(path: "/no/such/file.png")
        }
    }
}
