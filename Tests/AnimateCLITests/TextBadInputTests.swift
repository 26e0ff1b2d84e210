import Foundation
import Testing

@Suite struct TextBadInputTests {
    @Test func missingFontFile() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("scene.json").path
        try #"{"canvas": {"size": [100, 100]}, "layers": [{"id": "t", "type": "text", "string": "Hi", "font": {"file": "Missing.otf", "size": 17}}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let r = try CLI.run(["validate", path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("layers[0].font.file: no such font file \"\(dir.path)/Missing.otf\""), "stderr: \(r.stderr)")
    }
}
