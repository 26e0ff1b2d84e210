import Foundation
import Testing

/// Bad input exits 2 with a message naming the place, and leaves no output file behind.
@Suite struct BadInputTests {
    func expectBadInput(scene: String?, output: String = "out.mp4", args: [String] = [], message: String) throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var sceneArg = dir.appendingPathComponent("missing.json").path
        if let scene {
            sceneArg = dir.appendingPathComponent("scene.json").path
            try scene.write(toFile: sceneArg, atomically: true, encoding: .utf8)
        }
        let out = output.hasPrefix("/") ? output : dir.appendingPathComponent(output).path
        let r = try CLI.run([sceneArg, "-o", out] + args)
        #expect(r.status == 2, "stderr: \(r.stderr)")
        #expect(r.stderr.contains(message), "stderr: \(r.stderr)")
        #expect(CLI.files(in: dir).filter { $0 != "scene.json" } == [], "left behind: \(CLI.files(in: dir))")
    }

    static let canvas = #""canvas": {"size": [100, 100], "duration": 0.5}"#

    @Test func missingSceneFile() throws {
        try expectBadInput(scene: nil, message: "missing.json: no such file")
    }

    @Test func malformedJSON() throws {
        try expectBadInput(scene: "{\"canvas\": {\"size\": [100, 100],}}",
                           message: "scene.json: malformed JSON at line 1, column 32: unexpected '}', expected a quoted key")
    }

    @Test func unknownLayerInAnimation() throws {
        try expectBadInput(
            scene: #"{\#(Self.canvas), "layers": [{"id": "a"}], "animations": [{"layer": "b", "keyPath": "opacity", "toValue": 0}]}"#,
            message: "scene.json: animations[0].layer: no layer with id \"b\"")
    }

    @Test func negativeDuration() throws {
        try expectBadInput(
            scene: #"{\#(Self.canvas), "layers": [{"id": "a"}, {"id": "b"}, {"id": "c", "type": "shape"}], "animations": [{"layer": "c", "keyPath": "opacity", "toValue": 0, "duration": -1}]}"#,
            message: "scene.json: animations[0].duration: expected a number ≥ 0, got -1")
    }

    @Test func oddPixelSizeForMP4() throws {
        try expectBadInput(
            scene: #"{"canvas": {"size": [101, 100], "duration": 0.5}, "layers": [{"id": "a"}]}"#, args: ["--no-pad-to-even"],
            message: "animate: canvas: 101×100 px: H.264 yuv420p needs an even width and height")
    }

    @Test func unwritableOutputPath() throws {
        try expectBadInput(
            scene: #"{\#(Self.canvas), "layers": [{"id": "a"}]}"#, output: "no/such/folder/out.mp4",
            message: "out.mp4: cannot write: the folder")
    }

    @Test func unsupportedExtension() throws {
        try expectBadInput(scene: #"{\#(Self.canvas)}"#, output: "out.avi", message: "unsupported output format \".avi\"")
    }

    @Test func usageErrorsExit2() throws {
        let r = try CLI.run(["sample", "Scenes/spotlight.json", "--layer", "spotlight-border"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--key"))
    }

    @Test func validateReportsErrorsWithExit2() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("bad.json")
        try #"{"canvas": {"size": [10, 10], "fps": -3}}"#.write(to: scene, atomically: true, encoding: .utf8)
        let r = try CLI.run(["validate", scene.path])
        #expect(r.status == 2)
        #expect(r.stderr == "animate: \(scene.path): canvas.fps: expected a number > 0, got -3\n")
    }
}
