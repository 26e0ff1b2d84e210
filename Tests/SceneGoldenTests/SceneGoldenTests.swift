import Composition
import Export
import Foundation
import Media
import Raster
import Render
import SceneFile
import TestSupport
import Testing

// Golden images of every scene in Scenes/, named `<scene>@<time>.png` (scene file name without `.json`, scene time
// in seconds). Rendering is deterministic, so frames are compared exactly. Every golden was looked at by eye before
// it was committed. To make a new golden: `animate Scenes/<scene>.json --time <t> -o
// Tests/SceneGoldenTests/Goldens/<scene>@<t>.png`, then look at it.

private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
private let scenesDir = root.appendingPathComponent("Scenes")
private let goldensDir = root.appendingPathComponent("Tests/SceneGoldenTests/Goldens")

private func sceneNames() throws -> Set<String> {
    Set(try FileManager.default.contentsOfDirectory(atPath: scenesDir.path)
        .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
        .map { String($0.dropLast(5)) }.nonEmpty("scenes in \(scenesDir.path)"))
}

/// (scene, time, file name) for every golden.
private func goldens() throws -> [(scene: String, time: String, file: String)] {
    try FileManager.default.contentsOfDirectory(atPath: goldensDir.path).filter { $0.hasSuffix(".png") }.sorted()
        .nonEmpty("golden images in \(goldensDir.path)")
        .map { file in
            let stem = file.dropLast(4)
            guard let at = stem.lastIndex(of: "@") else { return (String(stem), "", file) }
            return (String(stem[..<at]), String(stem[stem.index(after: at)...]), file)
        }
}

@Suite struct SceneGoldenTests {
    @Test func everySceneHasAGoldenAndEveryGoldenAScene() throws {
        let scenes = try sceneNames()
        let gs = try goldens()
        for s in scenes.sorted() {
            #expect(gs.contains { $0.scene == s }, "Scenes/\(s).json has no golden image in \(goldensDir.path)")
        }
        for g in gs {
            #expect(scenes.contains(g.scene), "golden \(g.file) names no scene in Scenes/")
            #expect(Double(g.time) != nil, "golden \(g.file) is not named <scene>@<time>.png")
        }
    }

    @Test(arguments: try goldens().map(\.file))
    func frameMatchesGolden(_ file: String) throws {
        guard let g = try goldens().first(where: { $0.file == file }), let t = Double(g.time) else {
            Issue.record("bad golden name \(file)")
            return
        }
        let scene = try Composition.load(path: scenesDir.appendingPathComponent("\(g.scene).json").path)
        let renderer = try scene.makeRenderer(opaque: false)
        let frame = try renderer.render(scene.tree.presentation(at: t))
        let outcome = try GoldenImage.compare(frame, withGoldenAt: goldensDir.appendingPathComponent(file).path)
        #expect(outcome == .same, "\(outcome.failure(file) ?? "")")
    }
}
