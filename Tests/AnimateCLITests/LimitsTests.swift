import Composition
import Export
import Foundation
import SceneFile
import Testing

/// Each limit of `Limits` is enforced the same way by the command line, by `validate` and by the library (the scene
/// reader and `Exporter`): the same message, exit 2 / a thrown error.
struct LimitsTests {
    static func scene(size: String = "[100, 100]", fps: Double = 30) -> String {
        """
        {"canvas": {"size": \(size), "fps": \(fps), "duration": 0.1},
         "layers": [{"id": "a", "frame": [0, 0, 10, 10], "backgroundColor": "#F00"}]}
        """
    }

    /// Writes `text` as a scene; returns the folder and the scene path.
    static func write(_ text: String) throws -> (URL, String) {
        let dir = try CLI.temporaryDirectory()
        let path = dir.appendingPathComponent("s.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return (dir, path)
    }

    static func readerMessage(_ text: String) -> String? {
        do {
            _ = try Composition.parse(text, resources: SystemResources())
            return nil
        } catch {
            return "\(error)"
        }
    }

    static func exportMessage(_ composition: Composition, to path: String, _ options: ExportOptions) -> String? {
        do {
            try Exporter.render(composition, to: URL(fileURLWithPath: path), options: options)
            return nil
        } catch let e as ExportError {
            #expect(e.exitCode == 2)
            return e.message
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test func maximumPixels() throws {
        #expect(Limits.maximumPixels == 16384)
        let message = "canvas: size × scale is 20000×100 px: at most 16384 px each way"
        let (dir, big) = try Self.write(Self.scene(size: "[20000, 100]"))
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(Self.readerMessage(Self.scene(size: "[20000, 100]")) == message)
        for args in [["validate", big], [big, "-o", dir.appendingPathComponent("o.png").path]] {
            let r = try CLI.run(args)
            #expect(r.status == 2 && r.stderr == "animate: \(big): \(message)\n", "\(args): \(r.stderr)")
        }
        // An output scale past the limit: the CLI and the library give the same message.
        let scaled = "--scale: the frame would be 20000×20000 px; need 1 to 16384 px each way"
        let (dir2, small) = try Self.write(Self.scene())
        defer { try? FileManager.default.removeItem(at: dir2) }
        let out = dir2.appendingPathComponent("o.png").path
        let r = try CLI.run([small, "-o", out, "--scale", "200"])
        #expect(r.status == 2 && r.stderr == "animate: \(scaled)\n", "\(r.stderr)")
        let c = try Composition.parse(Self.scene(), resources: SystemResources())
        #expect(Self.exportMessage(c, to: out, ExportOptions(scale: 200)) == scaled)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func maximumFPS() throws {
        #expect(Limits.maximumFPS == 1000)
        let message = "canvas.fps: expected a frame rate from 0 to 1000, got 1001"
        let (dir, fast) = try Self.write(Self.scene(fps: 1001))
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(Self.readerMessage(Self.scene(fps: 1001)) == message)
        for args in [["validate", fast], ["sample", fast, "--layer", "a", "--key", "opacity", "--times", "0"]] {
            let r = try CLI.run(args)
            #expect(r.status == 2 && r.stderr == "animate: \(fast): \(message)\n", "\(args): \(r.stderr)")
        }
        // An output rate past the limit.
        let option = "--fps must be a number above 0, at most 1000"
        let (dir2, scene) = try Self.write(Self.scene())
        defer { try? FileManager.default.removeItem(at: dir2) }
        let out = dir2.appendingPathComponent("o.mp4").path
        let r = try CLI.run([scene, "-o", out, "--fps", "1001"])
        #expect(r.status == 2 && r.stderr.hasPrefix("animate: \(option)\n"), "\(r.stderr)")
        let c = try Composition.parse(Self.scene(), resources: SystemResources())
        #expect(Self.exportMessage(c, to: out, ExportOptions(fps: 1001)) == option)
    }

    @Test func maximumGIFFPS() throws {
        #expect(Limits.maximumGIFFPS == 50)
        let message = "--fps 60: a GIF plays at most 50 fps (delays are whole centiseconds; browsers slow down delays under 2 cs)"
        let (dir, scene) = try Self.write(Self.scene())
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("o.gif").path
        let r = try CLI.run([scene, "-o", out, "--fps", "60"])
        #expect(r.status == 2 && r.stderr == "animate: \(message)\n", "\(r.stderr)")
        let c = try Composition.parse(Self.scene(), resources: SystemResources())
        #expect(Self.exportMessage(c, to: out, ExportOptions(fps: 60)) == message)
        // Without --fps a 60 fps scene is written at 50 fps, by both.
        var sixty = c
        sixty.canvas.fps = 60
        #expect(Self.exportMessage(sixty, to: out, ExportOptions()) == nil)
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test func evenSizesForYUV420() throws {
        let odd = Self.scene(size: "[101, 100]")
        let message = "canvas: 101×100 px: H.264 yuv420p needs an even width and height (change canvas.size, canvas.scale or --scale)"
        let (dir, scene) = try Self.write(odd)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("o.mp4").path
        let r = try CLI.run([scene, "-o", out])
        #expect(r.status == 2 && r.stderr == "animate: \(message)\n", "\(r.stderr)")
        let c = try Composition.parse(odd, resources: SystemResources())
        #expect(Self.exportMessage(c, to: out, ExportOptions()) == message)
        // validate accepts the scene (PNG, MOV and GIF take odd sizes) and lint warns.
        let v = try CLI.run(["validate", "--lint", scene])
        #expect(v.status == 0 && v.stderr.contains("canvas.size: frames are 101×100 px: H.264 in yuv420p needs an even width and height"), "\(v.stderr)")
    }
}
