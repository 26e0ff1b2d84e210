import Foundation
import Testing

/// `validate --lint` and `plot` see animations where they run in scene time, after the layer timing of every
/// ancestor: a superlayer with speed 2 runs a child's animation with beginTime 0.5 and duration 1 (in the
/// child's time) from 0.25 s to 0.75 s of scene time, and `sample` shows the snap-back between 0.75 s and 0.76 s.
struct LayerTimingToolsTests {
    /// The scene lasts 1.5 s, so the plot's x axis reaches the end that the as-written timing would give.
    static let scene = """
        {"canvas": {"size": [100, 100], "fps": 100, "duration": 1.5},
         "layers": [{"id": "parent", "type": "layer", "frame": [0, 0, 100, 100], "speed": 2,
                     "sublayers": [{"id": "box", "type": "layer", "frame": [0, 0, 10, 10]}]}],
         "animations": [{"layer": "box", "keyPath": "opacity", "beginTime": 0.5, "duration": 1, "toValue": 0}]}
        """

    func write() throws -> (dir: URL, scene: String) {
        let dir = try CLI.temporaryDirectory()
        let path = dir.appendingPathComponent("speed2.json").path
        try Self.scene.write(toFile: path, atomically: true, encoding: .utf8)
        return (dir, path)
    }

    @Test func sampleShowsTheSnapBackAfterThreeQuartersOfASecond() throws {
        let (dir, scene) = try write()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["sample", scene, "--layer", "box", "--key", "opacity", "--times", "0.25,0.5,0.75,0.76"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains(#"[{"time": 0.25, "value": 1}, {"time": 0.5, "value": 0.5}, {"time": 0.75, "value": 0}, {"time": 0.76, "value": 1}]"#), "\(r.stdout)")
    }

    @Test func lintReportsTheSnapBackAtItsSceneTime() throws {
        let (dir, scene) = try write()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["validate", "--lint", scene])
        #expect(r.status == 0)
        #expect(r.stderr.contains("animations[0]: box.opacity snaps back when this animation ends at 0.75 s"), "\(r.stderr)")
        #expect(!r.stderr.contains("1.5 s"), "\(r.stderr)")
    }

    /// The shaded span of the opacity panel: x = 104 + t / 1.5 × 1080 (the plot area starts at x 104 and is 1080
    /// points wide), so 0.25–0.75 s is x 284–644.
    @Test func plotShadesTheSceneTimeInterval() throws {
        let (dir, scene) = try write()
        defer { try? FileManager.default.removeItem(at: dir) }
        let svg = dir.appendingPathComponent("plot.svg").path
        let r = try CLI.run(["plot", scene, "-o", svg])
        #expect(r.status == 0, "\(r.stderr)")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        let spans = text.components(separatedBy: "\n").filter { $0.hasSuffix(##"fill="#007AFF" fill-opacity="0.122"/>"##) }
        // The legend's swatch, then the panel's span.
        #expect(spans.count == 2, "\(spans)")
        #expect(spans.last?.hasPrefix(#"<path d="M284 100 L644 100 L644 232 L284 232 Z""#) == true, "\(spans)")
    }
}
