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

    /// Whether this process may hide a file in a private mount namespace (`unshare -m`, as root): the check below
    /// needs it, and CI containers often refuse it.
    static let canHideFiles: Bool = {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        p.arguments = ["-m", "true"]
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return false }
        p.waitUntilExit()
        return p.terminationStatus == 0
    }()

    /// Without libavcodec (hidden behind an empty file), `validate` still works and a render that needs FFmpeg says
    /// which library is missing and what to install, in one line.
    @Test(.enabled(if: canHideFiles)) func aMissingFFmpegLibraryIsAClearError() throws {
        var found: String? = nil
        for dir in ["/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu", "/usr/lib"] where found == nil {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
            // The soname link (libavcodec.so.59), the name the loader opens.
            if let name = names.first(where: { $0.hasPrefix("libavcodec.so.") && $0.split(separator: ".").count == 3 }) {
                found = dir + "/" + name
            }
        }
        let library = try #require(found, "no libavcodec.so.N found")
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("s.png").path
        let script = "mount --bind /dev/null \(library) && \"$1\" validate \"$2\" && \"$1\" still \"$2\" -o \"$3\""
        let r = try CLI.run(["-m", "sh", "-c", script, "sh", CLI.binary.path, Self.spotlight, out], program: "/usr/bin/unshare")
        #expect(r.status == 2)
        #expect(r.stdout.hasSuffix("valid: 5 layers, 2.6 s, 156 frames at 60 fps, 1170×2532 px\n"), "\(r.stdout)")
        let name = (library as NSString).lastPathComponent
        #expect(r.stderr.contains("cannot load FFmpeg's \(name)") && r.stderr.contains("scripts/setup"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
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
