import Composition
import Export
import Foundation
@testable import Media
import Raster
import SceneFile
import Synchronization
import Testing

/// When a scene's images are read: the size from the file's header with the scene (checked against the limits,
/// truncated and corrupt files rejected at their JSON path), the pixels when a renderer first needs them, once.
@Suite struct ImageLoadingTests {
    /// The system's resources, counting decodes.
    final class CountingResources: ResourceLoading {
        let decodes = Atomic(0)
        func makeTextMeasurer() throws -> any FontMeasuring { try SystemResources().makeTextMeasurer() }
        func loadImage(atPath path: String) throws -> Frame {
            decodes.add(1, ordering: .relaxed)
            return try SystemResources().loadImage(atPath: path)
        }
        func imageSize(atPath path: String) throws -> (width: Int, height: Int)? {
            try SystemResources().imageSize(atPath: path)
        }
    }

    static func scene(_ file: String) -> String {
        ##"{"canvas": {"size": [12, 8]}, "layers": [{"id": "i", "type": "image", "frame": [0, 0, 12, 8], "contents": "\##(file)"}]}"##
    }

    /// A PNG of `w`×`h` px (a gradient, so that its IDAT is more than a few bytes).
    static func png(width w: Int, height h: Int) throws -> [UInt8] {
        var f = Frame(width: w, height: h)
        for y in 0..<h { for x in 0..<w { f[x, y] = Pixel(r: UInt8(x * 255 / max(w - 1, 1)), g: UInt8(y * 255 / max(h - 1, 1)), b: 9) } }
        return try PNGWriter.encode(f)
    }

    /// A chunk with its length and CRC.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = body.withUnsafeBufferPointer { CRC32.checksum($0) }
        return be32(data.count) + body + be32(Int(crc))
    }

    static func be32(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }

    func directory(_ files: [String: [UInt8]]) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, bytes) in files { try Data(bytes).write(to: dir.appendingPathComponent(name)) }
        return dir
    }

    func message(_ body: () throws -> Any) -> String? {
        do { _ = try body(); return nil } catch { return "\(error)" }
    }

    @Test func pixelsAreDecodedOnFirstUseAndOnce() throws {
        let dir = try directory(["a.png": try Self.png(width: 12, height: 8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let resources = CountingResources()
        let s = try Composition.parse(Self.scene("a.png"), baseDirectory: dir.path, resources: resources)
        #expect(resources.decodes.load(ordering: .relaxed) == 0)
        let image = try #require(s.images.values.first)
        #expect(image.width == 12 && image.height == 8)
        let first = try s.makeRenderer(opaque: false).render(s.tree.presentation(at: 0))
        let second = try s.makeRenderer(opaque: false).render(s.tree.presentation(at: 0))
        #expect(resources.decodes.load(ordering: .relaxed) == 1)
        #expect(first == second)
        #expect(first == (try ImageDecoder.decode(path: dir.appendingPathComponent("a.png").path)))
    }

    @Test func aTruncatedPNGIsRejectedWhenTheSceneIsRead() throws {
        let whole = try Self.png(width: 12, height: 8)
        let dir = try directory(["t.png": Array(whole.dropLast(20))])
        defer { try? FileManager.default.removeItem(at: dir) }
        let resources = CountingResources()
        let text = try #require(message { try Composition.parse(Self.scene("t.png"), baseDirectory: dir.path, resources: resources) })
        #expect(text.hasPrefix("layers[0].contents: cannot load the image \"\(dir.path)/t.png\": truncated PNG: "), "\(text)")
        #expect(resources.decodes.load(ordering: .relaxed) == 0)
    }

    /// The limit applies to the header's size, before any decoding: this file's pixel data is not even valid.
    @Test func anImageOverTheLimitIsRejectedFromItsHeader() throws {
        let ihdr = Self.be32(20_000) + Self.be32(1) + [8, 2, 0, 0, 0]
        let bytes = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Self.chunk("IHDR", ihdr) + Self.chunk("IDAT", [1, 2, 3])
            + Self.chunk("IEND", [])
        let dir = try directory(["wide.png": bytes])
        defer { try? FileManager.default.removeItem(at: dir) }
        let resources = CountingResources()
        let text = message { try Composition.parse(Self.scene("wide.png"), baseDirectory: dir.path, resources: resources) }
        #expect(text == "layers[0].contents: the image \"\(dir.path)/wide.png\" is 20000×1 px: at most 16384 px each way (the limit)")
        #expect(resources.decodes.load(ordering: .relaxed) == 0)
    }

    /// A PNG whose structure is whole (every CRC right) but whose compressed data is not passes the reader (what
    /// `validate` checks) and fails when a frame is drawn, at the same JSON path, named with the scene file.
    @Test func undecodablePixelDataFailsWhenDrawnAtTheSameJSONPath() throws {
        let ihdr = Self.be32(12) + Self.be32(8) + [8, 2, 0, 0, 0]
        let bytes = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Self.chunk("IHDR", ihdr)
            + Self.chunk("IDAT", Array(repeating: 0xA5, count: 40)) + Self.chunk("IEND", [])
        let dir = try directory(["bad.png": bytes, "s.json": Array(Self.scene("bad.png").utf8)])
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("s.json").path
        let s = try Composition.load(path: path, resources: SystemResources())
        let text = try #require(message { try s.makeRenderer(opaque: false) })
        #expect(text.hasPrefix("\(path): layers[0].contents: cannot load the image \"\(dir.path)/bad.png\": "), "\(text)")
        #expect(!text.contains("\n"), "\(text)")
        // Every later use reports the same error (the failed decode is kept).
        #expect(message { try s.decodedImages() } == text)
    }
}
