import Composition
import Geometry
import Motion
@testable import SceneFile
import TestSupport
import Testing

/// `contentsRect` in scene files (an extension of the format: SCENE_FORMAT.md, "image"): read, animated and written
/// back by `expand` through its row in the layer property table, with no code of its own in the reader or writer.
@Suite struct ContentsRectSceneTests {
    static let canvas = #""canvas": {"size": [100, 100], "duration": 1}"#

    @Test func readAnimatedAndWrittenBack() throws {
        let text = #"""
            {\#(Self.canvas), "layers": [{"id": "a", "type": "image", "bounds": [0, 0, 10, 10],
              "contentsRect": [0.25, 0, 0.5, 1],
              "animations": [{"keyPath": "contentsRect", "fromValue": [0, 0, 1, 1], "toValue": [0.5, 0.5, 0.5, 0.5],
                              "duration": 1}]}]}
            """#
        let scene = try Composition.parse(text)
        #expect(scene.tree.model(at: 0).first?.contentsRect == Rect(x: 0.25, y: 0, width: 0.5, height: 1))
        #expect(scene.tree.presentation(at: 0.5).first?.contentsRect == Rect(x: 0.25, y: 0.25, width: 0.75, height: 0.75))
        let written = JSONWriter.pretty(try SceneExpansion.expand(text: text))
        #expect(written.contains(#""contentsRect": [0.25, 0, 0.5, 1]"#))
        #expect(try Composition.parse(written).tree.model(at: 0) == scene.tree.model(at: 0))
        #expect(!JSONWriter.pretty(try SceneExpansion.expand(text: #"{\#(Self.canvas), "layers": [{"id": "a", "type": "image"}]}"#))
            .contains("contentsRect"), "the default is not written")
    }

    @Test func onlyImageLayersHaveIt() {
        #expect(sceneErrorMessage(#"{\#(Self.canvas), "layers": [{"id": "a", "contentsRect": [0, 0, 1, 1]}]}"#)?
            .contains("contentsRect") == true)
        #expect(sceneErrorMessage(#"{\#(Self.canvas), "layers": [{"id": "a", "type": "image", "contentsRect": [0, 0, 1]}]}"#)?
            .hasPrefix("layers[0].contentsRect: expected a rect [x, y, width, height]") == true)
    }
}
