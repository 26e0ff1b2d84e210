import Composition
import Export
import Foundation
import Media
import Raster
@testable import SceneFile
import TestSupport
import Testing

/// Image layers end to end: a file named by a scene, decoded, drawn. Expected values come from the decoded
/// source pixels, not from an earlier render.
@Suite struct ImageLayerTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    func scene(_ json: String, in dir: URL) throws -> Composition {
        try Composition.parse(json, baseDirectory: dir.path)
    }

    /// A PNG with alpha over an opaque background: each pixel is the source composited over it,
    /// `c = c_src + bg × (1 − a)` in premultiplied bytes. Tolerance 1: Cairo's 8-bit OVER rounds `bg × (255 − a) / 255`.
    @Test func pngWithAlphaCompositesOverTheBackground() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var source = Frame(width: 4, height: 1)
        let alphas: [UInt8] = [0, 64, 128, 255]
        for (x, a) in alphas.enumerated() {   // premultiplied red at alpha a
            source[x, 0] = Pixel(b: 0, g: 0, r: a, a: a)
        }
        try PNGWriter.write(source, to: dir.appendingPathComponent("alpha.png").path)
        let s = try scene(##"{"canvas": {"size": [4, 1], "background": "#0000FF"}, "layers": [{"id": "i", "type": "image", "frame": [0, 0, 4, 1], "contents": "alpha.png"}]}"##, in: dir)
        let frame = try s.makeRenderer(opaque: false).render(s.tree.presentation(at: 0))
        let decoded = try ImageDecoder.decode(path: dir.appendingPathComponent("alpha.png").path)
        for x in 0..<4 {
            let src = decoded[x, 0], got = frame[x, 0]
            let expectedBlue = Double(255) * Double(255 - Int(src.a)) / 255
            #expect(got.a == 255)
            #expect(abs(Int(got.r) - Int(src.r)) <= 1, "x = \(x): \(got) vs source \(src)")
            #expect(abs(Double(got.b) - expectedBlue) <= 1, "x = \(x): \(got)")
        }
    }

    /// A JPEG named by a scene and drawn 1:1 shows exactly the decoded JPEG's pixels.
    @Test func jpegDrawnOneToOneShowsItsPixels() throws {
        let s = try scene(#"{"canvas": {"size": [48, 32]}, "layers": [{"id": "i", "type": "image", "frame": [0, 0, 48, 32], "contents": "photo.jpg"}]}"#, in: Self.fixtures)
        let frame = try s.makeRenderer(opaque: false).render(s.tree.presentation(at: 0))
        let decoded = try ImageDecoder.decode(path: Self.fixtures.appendingPathComponent("photo.jpg").path)
        #expect(decoded.width == 48 && decoded.height == 32)
        #expect(frame == decoded)
    }

    /// Scaled up, an image is sampled smoothly (bilinear or better), not with nearest neighbours: between a black
    /// and a white source pixel the row passes through intermediate greys, monotonically.
    @Test func scaledImagesAreSampledSmoothly() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var source = Frame(width: 2, height: 1)
        source[0, 0] = Pixel(r: 0, g: 0, b: 0)
        source[1, 0] = Pixel(r: 255, g: 255, b: 255)
        try PNGWriter.write(source, to: dir.appendingPathComponent("two.png").path)
        let s = try scene(#"{"canvas": {"size": [40, 4]}, "layers": [{"id": "i", "type": "image", "frame": [0, 0, 40, 4], "contents": "two.png"}]}"#, in: dir)
        let frame = try s.makeRenderer(opaque: false).render(s.tree.presentation(at: 0))
        let row = (0..<40).map { Int(frame[$0, 2].r) }
        #expect(row.first == 0 && row.last == 255, "\(row)")
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 }, "not monotonic: \(row)")
        #expect(row.filter { $0 > 20 && $0 < 235 }.count >= 10, "no smooth ramp: \(row)")
    }
}
