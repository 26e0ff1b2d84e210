import Foundation
import Testing

/// What a CI call loads: commands that neither encode nor decode never open FFmpeg's libraries (they are opened
/// with dlopen on first use), and reading a scene reads image headers, not pixels.
@Suite struct LazyLoadingTests {
    static let spotlight = CLI.root.appendingPathComponent("Scenes/spotlight.json").path

    /// The libraries the dynamic loader initialised, from its `LD_DEBUG=libs` trace (written to a file: it is
    /// longer than a pipe holds).
    static func loadedLibraries(_ arguments: [String]) throws -> (status: Int32, libraries: Set<String>) {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(arguments, environment: ["LD_DEBUG": "libs", "LD_DEBUG_OUTPUT": dir.appendingPathComponent("trace").path])
        var names: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: dir.path) where file.hasPrefix("trace") {
            let text = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                guard let range = line.range(of: "calling init: ") else { continue }
                names.insert(String(line[range.upperBound...].split(separator: "/").last ?? ""))
            }
        }
        return (r.status, names)
    }

    @Test func validateAndSampleNeverOpenFFmpeg() throws {
        for args in [["validate", Self.spotlight],
                     ["sample", Self.spotlight, "--layer", "spotlight-border", "--key", "position", "--times", "0.6"]] {
            let (status, libraries) = try Self.loadedLibraries(args)
            #expect(status == 0)
            #expect(libraries.contains { $0.hasPrefix("libcairo.so") }, "the trace is read: \(libraries.sorted())")
            #expect(!libraries.contains { $0.hasPrefix("libav") || $0.hasPrefix("libswscale") }, "\(args[0]): \(libraries.sorted())")
        }
    }

    @Test func aStillOpensFFmpegToDecodeTheImageAndWriteThePNG() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (status, libraries) = try Self.loadedLibraries(["still", Self.spotlight, "--time", "1", "-o", dir.appendingPathComponent("s.png").path])
        #expect(status == 0)
        #expect(libraries.contains { $0.hasPrefix("libavcodec.so.") } && libraries.contains { $0.hasPrefix("libavformat.so.") })
    }

    /// A truncated PNG is rejected by `validate` as by a render, with the same message.
    @Test func aTruncatedImageFailsValidateAsItFailsARender() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = try Data(contentsOf: CLI.root.appendingPathComponent("Scenes/assets/app-screen.png"))
        try png.prefix(png.count / 2).write(to: dir.appendingPathComponent("half.png"))
        let scene = dir.appendingPathComponent("s.json").path
        try ##"{"canvas": {"size": [20, 20], "duration": 0.1}, "layers": [{"id": "i", "type": "image", "frame": [0, 0, 20, 20], "contents": "half.png"}]}"##
            .write(toFile: scene, atomically: true, encoding: .utf8)
        let validate = try CLI.run(["validate", scene])
        let render = try CLI.run([scene, "-o", dir.appendingPathComponent("o.png").path])
        #expect(validate.status == 2 && render.status == 2)
        #expect(validate.stderr.hasPrefix("animate: \(scene): layers[0].contents: cannot load the image \"\(dir.path)/half.png\": truncated PNG: "),
                "\(validate.stderr)")
        #expect(validate.stderr.split(separator: "\n").count == 1, "\(validate.stderr)")
        #expect(render.stderr == validate.stderr)
    }
}
