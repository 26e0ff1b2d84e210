import Foundation
import Testing

/// `CLI.run`, the helper every command-line test goes through: it must return whatever a child writes, however
/// much, on either stream.
struct SupportTests {
    /// A child that fills stderr past a pipe's 64 KB buffer before writing stdout: reading stdout to its end first
    /// would wait for ever while the child waits for stderr to be read.
    @Test func moreThanAPipeBufferOnStderrFinishes() throws {
        let script = "i=0; while [ $i -lt 4000 ]; do echo \"warning $i: ................................\" >&2; i=$((i+1)); done; echo done"
        let r = try CLI.run(["-c", script], program: "/bin/sh")
        #expect(r.status == 0)
        #expect(r.stdout == "done\n")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 4000 && r.stderr.utf8.count > 65_536)
        #expect(lines.first == "warning 0: ................................" && lines.last == "warning 3999: ................................")
    }

    /// The same through `animate` itself: `validate --lint` on a scene with thousands of warnings.
    @Test func thousandsOfLintWarningsFinish() throws {
        let n = 2000
        let layers = (0..<n).map { ##"{"id": "l\##($0)", "frame": [0, 0, 10, 10], "backgroundColor": "#F00"}"## }
        let animations = (0..<n).map { ##"{"layer": "l\##($0)", "keyPath": "opacity", "fromValue": 0, "toValue": 0.5, "duration": 0.05}"## }
        let text = ##"{"canvas": {"size": [20, 20], "fps": 30, "duration": 0.1}, "layers": [\##(layers.joined(separator: ","))], "animations": [\##(animations.joined(separator: ","))]}"##
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("s.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let r = try CLI.run(["validate", "--lint", path])
        #expect(r.status == 0, "\(r.stderr.prefix(500))")
        let lines = r.stderr.split(separator: "\n")
        #expect(r.stderr.utf8.count > 65_536 && lines.count == n)
        #expect(lines.last?.hasPrefix("\(path): warning: animations[\(n - 1)]: l\(n - 1).opacity snaps back") == true)
        #expect(r.stdout.hasSuffix("\(path): \(n) lint warnings\n"), "\(r.stdout)")
    }
}
