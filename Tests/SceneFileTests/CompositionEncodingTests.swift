import Composition
import Export
import Foundation
import SceneFile
import TestSupport
import Testing

/// `CompositionEncoding` writes any composition as a scene: reading it back renders the same frames. The example
/// scenes exercise what the writer must state — keyframe animations (values, key times, per-segment timing
/// functions, calculation modes, a path with rotationMode), groups, springs, layer timing, transactions.
struct CompositionEncodingTests {
    static let scenes = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenes")

    @Test(arguments: ["keyframes", "timing-curves", "springs", "group-clipping", "spotlight", "gallery", "card-flip",
                     "cube-transition", "spinner"])
    func writtenScenesRenderTheSameFrames(_ name: String) throws {
        let original = try Composition.load(path: Self.scenes.appendingPathComponent("\(name).json").path)
        let text = JSONWriter.pretty(CompositionEncoding.json(original))
        let reread = try Composition.parse(text, baseDirectory: Self.scenes.path)
        #expect(reread.canvas == original.canvas)
        #expect(reread.frameCount == original.frameCount)
        let count = max(original.frameCount, 1)
        for k in stride(from: 0, through: count, by: max(count / 8, 1)) {
            let t = original.time(ofFrame: k)
            let a = try Exporter.still(original, at: t), b = try Exporter.still(reread, at: t)
            #expect(a.pixels == b.pixels, "\(name) at \(t) s")
        }
    }
}
