import Composition
import Foundation
import Raster
import Render
import SceneFile
import TestSupport
import Testing

// Exactness of frame reuse and damage regions: every frame of every scene in Scenes/, drawn by an
// `IncrementalRenderer` after another frame, is byte for byte the frame a fresh full redraw gives. The frames are
// visited forwards (as one render thread's contiguous run) and in a stride (so each frame is drawn over
// frames other than its neighbour), on an opaque and on a transparent canvas.

private let scenesDir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenes")

private func sceneFiles() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: scenesDir.path)
        .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted().nonEmpty("scenes in \(scenesDir.path)")
}

@Suite struct IncrementalRenderingTests {
    @Test(arguments: try sceneFiles())
    func everyFrameEqualsAFullRedraw(_ file: String) throws {
        let scene = try Composition.load(path: scenesDir.appendingPathComponent(file).path)
        let count = max(scene.frameCount, 1)
        for opaque in [true, false] {
            // A digest of each full redraw (holding every frame of the spotlight work would take gigabytes).
            let full = try scene.makeRenderer(opaque: opaque)
            func fullRedraw(_ k: Int) throws -> Frame { try full.render(scene.tree.presentation(at: scene.time(ofFrame: k))) }
            var reference: [Int] = []
            for k in 0..<count { reference.append(digest(try fullRedraw(k))) }
            let stride = max(2, count / 7)
            let orders: [(String, [Int])] = [
                ("forwards", Array(0..<count)),
                ("stride \(stride)", (0..<stride).flatMap { Array(Swift.stride(from: $0, to: count, by: stride)) }),
            ]
            var partial = 0, reused = 0
            for (name, order) in orders {
                let incremental = IncrementalRenderer(renderer: try scene.makeRenderer(opaque: opaque))
                for k in order {
                    switch try incremental.render(scene.tree.presentation(at: scene.time(ofFrame: k))) {
                    case .partial: partial += 1
                    case .reused: reused += 1
                    case .full: break
                    }
                    if digest(incremental.frame) != reference[k] {
                        let differing = zip(incremental.frame.pixels, try fullRedraw(k).pixels).filter { $0 != $1 }.count
                        Issue.record("\(file) frame \(k) (\(name), opaque \(opaque)): \(differing) bytes differ from a full redraw")
                        return
                    }
                }
            }
            if file == "bench-spotlight.json" {
                // The spotlight work is mostly holds and moves of a band: most frames must not be drawn whole.
                #expect(reused >= count / 2, "reused \(reused) of \(2 * count) frames")
                #expect(partial > count / 2, "partial \(partial) of \(2 * count) frames")
            }
        }
    }
}

/// The frame's bytes hashed (within one test process).
private func digest(_ frame: Frame) -> Int {
    var h = Hasher()
    frame.pixels.withUnsafeBytes { h.combine(bytes: $0) }
    return h.finalize()
}
