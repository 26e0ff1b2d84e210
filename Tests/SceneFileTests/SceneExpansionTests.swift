import Composition
import Export
import Foundation
import Geometry
@testable import SceneFile
import TestSupport
import Testing

/// `animate expand`: presets become the ordinary layers and transactions they stand for.
@Suite struct SceneExpansionTests {
    static let scenes = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenes")

    /// The expansion of the preset scene has no preset left, and gives the same presentation tree at every frame
    /// and the same pixels as the preset (and so as the hand-written raw scene).
    @Test func expandedPresetRendersTheSameFrames() throws {
        let text = try String(contentsOf: Self.scenes.appendingPathComponent("spotlight-preset.json"), encoding: .utf8)
        let expandedText = JSONWriter.pretty(try SceneExpansion.expand(text: text))
        #expect(!expandedText.contains("\"type\": \"spotlight\""), "a preset is left")
        let expanded = try Composition.parse(expandedText, baseDirectory: Self.scenes.path)
        let preset = try Composition.parse(text, baseDirectory: Self.scenes.path)
        #expect(expanded.frameCount == preset.frameCount)
        for k in 0..<preset.frameCount {
            let t = preset.time(ofFrame: k)
            #expect(expanded.tree.presentation(at: t) == preset.tree.presentation(at: t), "frame \(k)")
        }
        let a = try expanded.makeRenderer(opaque: true), b = try preset.makeRenderer(opaque: true)
        for k in stride(from: 0, to: preset.frameCount, by: 13) {
            let t = preset.time(ofFrame: k)
            #expect(try a.render(expanded.tree.presentation(at: t)) == b.render(preset.tree.presentation(at: t)))
        }
    }

    /// A scene without presets comes back as it was (the same JSON value).
    @Test func scenesWithoutPresetsAreUnchanged() throws {
        let text = try String(contentsOf: Self.scenes.appendingPathComponent("spotlight.json"), encoding: .utf8)
        #expect(try SceneExpansion.expand(text: text) == JSONParser.parse(text))
    }

    /// Presets in sublayers expand in place; their transactions come before the scene's own.
    @Test func nestedPresetsExpandInPlace() throws {
        let text = """
            {"canvas": {"size": [100, 100]}, "layers": [{"id": "root", "sublayers": [
              {"type": "spotlight", "id": "s", "targets": [[10, 10, 20, 20], [50, 50, 30, 30]], "steps": [{"at": 0.5, "target": 1}]}]}],
             "transactions": [{"at": 0.1, "duration": 0, "set": {"root.opacity": 0.5}}]}
            """
        let expanded = try SceneExpansion.expand(text: text)
        guard case .array(let layers)? = expanded["layers"], case .array(let subs)? = layers.first?["sublayers"],
              case .array(let transactions)? = expanded["transactions"] else {
            Issue.record("unexpected shape: \(JSONWriter.write(expanded))")
            return
        }
        #expect(subs.map { $0["id"] } == [.string("s")])
        #expect(transactions.count == 3)   // the preset's swap and move, then the scene's own
        #expect(transactions.last?["at"] == .number(0.1))
        let scene = try Composition.parse(JSONWriter.write(expanded))
        #expect(scene.tree.presentation(of: "s-border", at: 0.65)?.frame == Geometry.Rect(x: 50, y: 50, width: 30, height: 30))
    }
}
