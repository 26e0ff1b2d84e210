import Composition
import Export
import Foundation
@testable import SceneFile
import TestSupport
import Testing

/// The timeline lists every animated property, whatever the kind of animation.
@Suite struct SceneTimelineTests {
    static let scenes = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenes")

    @Test func springAndKeyframeAnimationsAreListed() throws {
        let springs = try SceneTimeline.load(path: Self.scenes.appendingPathComponent("springs.json").path)
        // Eight springs, one per dot, each on its layer's position.x.
        #expect(springs.animatedProperties.count == 8)
        #expect(springs.animatedProperties.allSatisfy { $0.keyPath == "position.x" })

        let inline = """
            {"canvas": {"size": [100, 100]}, "layers": [{"id": "a"}],
             "animations": [{"layer": "a", "type": "keyframe", "keyPath": "opacity", "values": [0, 1]},
                            {"layer": "a", "type": "group", "animations": [{"type": "spring", "keyPath": "position.y", "toValue": 9}]}]}
            """
        let t = try SceneTimeline.parse(inline)
        #expect(t.animatedProperties.map(\.keyPath) == ["opacity", "position.y"])
    }
}
