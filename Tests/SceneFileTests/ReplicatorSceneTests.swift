import Composition
import Export
import Foundation
import Geometry
import Motion
@testable import SceneFile
import TestSupport
import Testing

/// The `replicator` layer type in scene files: its fields, their checks and limits, and `expand` writing them back.
@Suite struct ReplicatorSceneTests {
    static let canvas = #""canvas": {"size": [100, 40], "duration": 1}"#

    static func scene(_ replicatorFields: String, sublayers: String = ##"[{"id": "sq", "frame": [10, 10, 20, 20], "backgroundColor": "#FFFFFF"}]"##) -> String {
        #"{\#(canvas), "layers": [{"id": "rep", "type": "replicator", "frame": [0, 0, 100, 40], \#(replicatorFields), "sublayers": \#(sublayers)}]}"#
    }

    func error(_ json: String) -> String? {
        do { _ = try Composition.parse(json); return nil } catch { return "\(error)" }
    }

    @Test func everyFieldIsReadAndWrittenBack() throws {
        let json = Self.scene(#"""
            "instanceCount": 3, "instanceTransform": {"translate": [30, 0]}, "instanceDelay": 0.25,
            "instanceColor": "#FF9966", "instanceRedOffset": -0.1, "instanceGreenOffset": -0.2,
            "instanceBlueOffset": 0.3, "instanceAlphaOffset": -0.4
            """#)
        let scene = try Composition.parse(json)
        let r = try #require(scene.tree.initialLayers.first)
        #expect(r.type == .replicator)
        #expect(r.instanceCount == 3)
        #expect(r.instanceTransform == .translation(30, 0))
        #expect(r.instanceDelay == 0.25)
        #expect(r.instanceColor == Color(red: 1, green: 0x99 / 255, blue: 0x66 / 255))
        #expect([r.instanceRedOffset, r.instanceGreenOffset, r.instanceBlueOffset, r.instanceAlphaOffset] == [-0.1, -0.2, 0.3, -0.4])
        // `expand` writes them back; reading that gives the same layers.
        let text = JSONWriter.pretty(CompositionEncoding.json(scene))
        for field in ["instanceCount", "instanceTransform", "instanceDelay", "instanceColor", "instanceRedOffset",
                      "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset"] {
            #expect(text.contains("\"\(field)\""), "\(field) is written")
        }
        #expect(try Composition.parse(text).tree.initialLayers == scene.tree.initialLayers)
    }

    @Test func badFieldsNameTheirPlace() {
        #expect(error(Self.scene(#""instanceCount": 2.5"#)) == "layers[0].instanceCount: expected a whole number ≥ 0, got 2.5")
        #expect(error(Self.scene(#""instanceCount": -1"#)) == "layers[0].instanceCount: expected a number ≥ 0, got -1")
        #expect(error(Self.scene(#""instanceColor": 3"#))?.hasPrefix("layers[0].instanceColor: expected a colour") == true)
        // Replicator fields belong to replicator layers only.
        let plain = #"{\#(Self.canvas), "layers": [{"id": "a", "instanceCount": 3}]}"#
        #expect(error(plain)?.hasPrefix("layers[0].instanceCount: unknown field") == true)
        let animated = #"{\#(Self.canvas), "layers": [{"id": "a"}], "animations": [{"layer": "a", "keyPath": "instanceDelay", "toValue": 1}]}"#
        #expect(error(animated)?.hasPrefix("animations[0].keyPath: \"instanceDelay\" is not an animatable key path of a plain layer") == true)
    }

    @Test func instanceCountsCountAgainstTheLimits() {
        #expect(error(Self.scene(#""instanceCount": 10001"#))
            == "layers[0].instanceCount: expected an instanceCount of at most 10000 (the limit), got 10001")
        let animated = #"{\#(Self.canvas), "layers": [{"id": "rep", "type": "replicator"}], "animations": [{"layer": "rep", "keyPath": "instanceCount", "toValue": 20000}]}"#
        #expect(error(animated) == "animations[0].toValue: expected an instanceCount of at most 10000 (the limit), got 20000")
        // Nested replicators multiply: 1,000 × 1,000 squares is past 100,000 layers.
        let nested = Self.scene(#""instanceCount": 1000"#, sublayers: #"""
            [{"id": "inner", "type": "replicator", "instanceCount": 1000, "sublayers": [{"id": "sq"}]}]
            """#)
        #expect(error(nested)?.hasPrefix("layers[0]: with its replicators expanded, the scene draws") == true)
        #expect(error(nested)?.hasSuffix("at most 100000 (the limit)") == true)
        // Inside the limit it reads.
        #expect(error(Self.scene(#""instanceCount": 10000"#)) == nil)
    }

    @Test func lintWarnsOfImageContentsInATintedReplicatorOnly() throws {
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenes").path
        func warnings(_ fields: String) throws -> [Lint.Warning] {
            let text = Self.scene(fields, sublayers: #"[{"id": "img", "type": "image", "contents": "assets/app-screen.png", "frame": [0, 0, 10, 10]}]"#)
            return Lint.check(scene: try Composition.parse(text, baseDirectory: assets))
                .filter { $0.rule == .unsupported }
        }
        let tinted = try warnings(#""instanceCount": 2, "instanceGreenOffset": -0.5"#)
        #expect(tinted.map(\.path) == ["layers[0]"])
        #expect(tinted.first?.message.hasPrefix("image contents in a tinted replicator") == true)
        #expect(try warnings(#""instanceCount": 2"#).isEmpty)
    }
}
