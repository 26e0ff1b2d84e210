import Foundation
import Testing

/// Stills of the text scenes, compared byte for byte with goldens that were looked at by eye (rendering and PNG
/// encoding are deterministic; the fonts are pinned). A missing golden is written and the test fails.
@Suite struct TextGoldenTests {
    static let goldens = CLI.root.appendingPathComponent("Tests/AnimateCLITests/Goldens")

    @Test(arguments: [("coach-mark.json", 0.5, "coach-mark-0.5.png"), ("coach-mark.json", 1.5, "coach-mark-1.5.png"),
                      ("stack-alignment.json", 0.0, "stack-alignment-0.png")])
    func stillMatchesGolden(scene: String, time: Double, golden: String) throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("still.png")
        let r = try CLI.run(["Scenes/\(scene)", "-o", out.path, "--time", "\(time)"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let got = try Data(contentsOf: out)
        let goldenURL = Self.goldens.appendingPathComponent(golden)
        guard let expected = try? Data(contentsOf: goldenURL) else {
            try got.write(to: goldenURL)
            Issue.record("recorded a new golden \(golden); look at it, then run again")
            return
        }
        #expect(got == expected, "\(scene) at \(time) differs from \(golden)")
    }
}
