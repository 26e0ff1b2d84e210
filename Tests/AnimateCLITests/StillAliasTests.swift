import Foundation
import Testing

/// `animate still` is an alias of `animate SCENE -o OUT.png --time T`: the same bytes; it takes only .png.
struct StillAliasTests {
    @Test func stillWritesTheSameBytesAsRender() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let a = dir.appendingPathComponent("still.png").path, b = dir.appendingPathComponent("render.png").path
        let scene = "Scenes/spotlight.json"
        #expect(try CLI.run(["still", scene, "--time", "0.7", "-o", a]).status == 0)
        #expect(try CLI.run([scene, "--time", "0.7", "-o", b]).status == 0)
        let still = try Data(contentsOf: URL(fileURLWithPath: a)), render = try Data(contentsOf: URL(fileURLWithPath: b))
        #expect(!still.isEmpty && still == render)
        let r = try CLI.run(["still", scene, "-o", dir.appendingPathComponent("x.mp4").path])
        #expect(r.status == 2 && r.stderr.hasSuffix("x.mp4: unsupported output format \".mp4\" (supported: .png)\n"), "\(r.stderr)")
    }
}
