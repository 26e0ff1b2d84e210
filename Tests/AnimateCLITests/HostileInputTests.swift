import Composition
import Export
import Foundation
import Geometry
import Media
import Motion
import SceneFile
import Testing

/// Issue 14's sweep of bad input, one test per case: never a crash, a hang or a silent yes. Each checks the exit
/// code, that the message names the place (JSON path and limit), that `validate` and `render` agree, and that
/// nothing is left behind.
@Suite struct HostileInputTests {
    static let square = ##"{"id": "a", "frame": [0, 0, 10, 10], "backgroundColor": "#F00"}"##

    static func scene(canvas: String = ##""size": [20, 20], "fps": 30, "duration": 0.1"##, layers: String = square,
                      animations: String = "") -> String {
        ##"{"canvas": {\##(canvas)}, "layers": [\##(layers)]\##(animations.isEmpty ? "" : ##", "animations": [\##(animations)]"##)}"##
    }

    /// Writes `text` as `s.json` in a fresh folder.
    static func write(_ text: String) throws -> (dir: URL, path: String) {
        let dir = try CLI.temporaryDirectory()
        let path = dir.appendingPathComponent("s.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return (dir, path)
    }

    /// Runs `validate` and a render to MP4: both exit 2 with the same one-line message starting with the scene's
    /// path and then `prefix`, and the render leaves nothing behind but the scene.
    static func rejectedAlike(_ text: String, _ prefix: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (dir, path) = try write(text)
        defer { try? FileManager.default.removeItem(at: dir) }
        let v = try CLI.run(["validate", path])
        let r = try CLI.run([path, "-o", dir.appendingPathComponent("o.mp4").path, "--quiet"])
        for result in [v, r] {
            #expect(result.status == 2, "\(result.stderr)", sourceLocation: sourceLocation)
            #expect(result.stderr.hasPrefix("animate: \(path): \(prefix)"), "\(result.stderr)", sourceLocation: sourceLocation)
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        }
        #expect(v.stderr == r.stderr, sourceLocation: sourceLocation)
        #expect(CLI.files(in: dir) == ["s.json"], sourceLocation: sourceLocation)
    }

    // MARK: Durations

    @Test func hugeCanvasDurationIsALimitNotATrap() throws {
        try Self.rejectedAlike(Self.scene(canvas: ##""size": [20, 20], "duration": 1e300"##),
                               "canvas.duration: a scene lasts at most 86400 s (the limit")
    }

    @Test func hugeRepeatCountNamesTheAnimation() throws {
        let animation = ##"{"layer": "a", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 1, "repeatCount": 1e300}"##
        try Self.rejectedAlike(Self.scene(canvas: ##""size": [20, 20]"##, animations: animation), "animations[0]: ends at ")
    }

    @Test func longDurationHitsTheFrameLimit() throws {
        // 1e12 s is past the duration limit; 50,000 s at 30 fps is within it but 1,500,000 frames.
        try Self.rejectedAlike(Self.scene(canvas: ##""size": [20, 20], "duration": 1e12"##), "canvas.duration: a scene lasts at most 86400 s")
        let long = Self.scene(canvas: ##""size": [20, 20], "fps": 30, "duration": 50000"##)
        try Self.rejectedAlike(long, "canvas.duration: 50000 s at 30 fps is 1500000 frames: at most 1000000 (the limit; --max-frames raises it)")
        let (dir, path) = try Self.write(long)
        defer { try? FileManager.default.removeItem(at: dir) }
        let raised = try CLI.run(["validate", path, "--max-frames", "2000000"])
        #expect(raised.status == 0 && raised.stdout.contains("1500000 frames"), "\(raised.stderr)")
    }

    @Test func tenMinutesOf4KPasses() throws {
        let (dir, path) = try Self.write(Self.scene(canvas: ##""size": [3840, 2160], "fps": 60, "duration": 600"##))
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLI.run(["validate", path])
        #expect(r.status == 0 && r.stdout.contains("36000 frames"), "\(r.stderr)")
    }

    // MARK: Shadows

    @Test func hugeShadowsAreRejectedByValidateAndRender() throws {
        let radius = ##"{"id": "a", "frame": [0, 0, 10, 10], "backgroundColor": "#F00", "shadowOpacity": 1, "shadowRadius": 1e300}"##
        try Self.rejectedAlike(Self.scene(layers: radius), "layers[0].shadowRadius: expected a shadowRadius of at most 1000 points (the limit), got ")
        let offset = ##"{"id": "a", "frame": [0, 0, 10, 10], "backgroundColor": "#F00", "shadowOpacity": 1, "shadowOffset": [1e300, 0]}"##
        try Self.rejectedAlike(Self.scene(layers: offset), "layers[0].shadowOffset: expected a shadowOffset within ±100000 points each way (the limit), got ")
        let animated = ##"{"layer": "a", "keyPath": "shadowOffset", "fromValue": [1e300, 0], "toValue": [0, 0], "duration": 0.1}"##
        try Self.rejectedAlike(Self.scene(animations: animated), "animations[0].fromValue: expected a shadowOffset within ±100000 points")
        let animatedRadius = ##"{"layer": "a", "keyPath": "shadowRadius", "fromValue": 0, "toValue": 1e300, "duration": 0.1}"##
        try Self.rejectedAlike(Self.scene(animations: animatedRadius), "animations[0].toValue: expected a shadowRadius of at most 1000 points")
    }

    /// Each limit a scene can run into has its option: past the default the scene is rejected, with the option
    /// raised it is valid.
    @Test func limitOptionsRaiseTheirLimits() throws {
        let shadow = ##"{"id": "a", "frame": [0, 0, 10, 10], "backgroundColor": "#F00", "shadowOpacity": 1, "shadowRadius": 2000, "shadowOffset": [200000, 0]}"##
        let dashes = "[" + Array(repeating: "1", count: 1500).joined(separator: ",") + "]"
        let dashed = ##"{"id": "b", "type": "shape", "frame": [0, 0, 10, 10], "path": {"rect": [0, 0, 10, 10]}, "strokeColor": "#000", "lineDashPattern": \##(dashes)}"##
        let values = "[" + (0..<200).map { "\($0 % 2)" }.joined(separator: ",") + "]"
        let keyframes = ##"{"layer": "a", "type": "keyframe", "keyPath": "opacity", "values": \##(values), "duration": 0.1}"##
        let cases: [(text: String, options: [String])] = [
            (Self.scene(layers: shadow), ["--max-shadow-radius", "5000", "--max-shadow-offset", "1e6"]),
            (Self.scene(layers: Self.square + "," + dashed), ["--max-dashes", "2000"]),
            (Self.scene(animations: keyframes), ["--max-keyframes", "500"]),
        ]
        for (text, options) in cases {
            let (dir, path) = try Self.write(text)
            defer { try? FileManager.default.removeItem(at: dir) }
            // The keyframe case is within the default limit: lower it to see it bite.
            let strict = options[0] == "--max-keyframes" ? ["--max-keyframes", "100"] : []
            let rejected = try CLI.run(["validate", path] + strict)
            #expect(rejected.status == 2 && rejected.stderr.contains("(the limit"), "\(options): \(rejected.stderr)")
            let raised = try CLI.run(["validate", path] + options)
            #expect(raised.status == 0, "\(options): \(raised.stderr)")
        }
        let bad = try CLI.run(["validate", "x.json", "--max-shadow-radius=-1"])
        #expect(bad.status == 2 && bad.stderr.contains("--max-shadow-radius must be a number of points ≥ 0"), "\(bad.stderr)")
    }

    /// A composition built in code skips the reader's checks: the renderer itself must not trap on any shadow.
    @Test func rendererNeverTrapsOnShadows() throws {
        for (radius, offset) in [(1e300, 0.0), (0, 1e300), (1e300, -1e300), (.infinity, 0), (5, .nan), (.greatestFiniteMagnitude, 1e18)] {
            var layer = LayerState(id: "a")
            layer.setFrame(Rect(x: 4, y: 4, width: 10, height: 10))
            layer.backgroundColor = Color(red: 1, green: 0, blue: 0)
            layer.shadowOpacity = 1
            layer.shadowRadius = radius
            layer.shadowOffset = Size(width: offset, height: offset)
            var canvas = Canvas(size: Size(width: 20, height: 20))
            canvas.duration = 0.1
            let frame = try? Exporter.still(Composition(canvas: canvas, tree: LayerTree(layers: [layer])), at: 0)
            if let frame {
                #expect(frame.width == 20 && frame.height == 20)
            }
        }
    }

    // MARK: Output

    @Test func unopenableOutputIsBadInputBeforeAnyWork() throws {
        let (dir, path) = try Self.write(Self.scene(canvas: ##""size": [20, 20], "fps": 30, "duration": 600"##))
        defer { try? FileManager.default.removeItem(at: dir) }
        // /proc accepts the permission check (as root) but refuses new files; 18,000 frames would take minutes.
        let message = "/proc/animate-test.mp4: cannot write: cannot create a file in \"/proc\""
        let r = try CLI.run([path, "-o", "/proc/animate-test.mp4", "--quiet"])
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("animate: \(message)"), "\(r.stderr)")
        // Before any work: the output is refused before the scene is even read (a scene that is not JSON at all
        // gets the same answer), and the library reports no frame done.
        let broken = dir.appendingPathComponent("broken.json").path
        try Data("not a scene".utf8).write(to: URL(fileURLWithPath: broken))
        let b = try CLI.run([broken, "-o", "/proc/animate-test.mp4", "--quiet"])
        #expect(b.status == 2 && b.stderr == r.stderr, "\(b.stderr)")
        let composition = try Composition.load(path: path, resources: SystemResources())
        var framesDone = 0
        do {
            try Exporter.render(composition, to: URL(fileURLWithPath: "/proc/animate-test.mp4")) { _ in framesDone += 1 }
            Issue.record("rendered into /proc")
        } catch let e as ExportError {
            #expect(e.kind == .badInput && "animate: \(e.message)\n" == r.stderr, "\(e.message)")
        }
        #expect(framesDone == 0)
        // A file where the output's folder should be.
        let file = dir.appendingPathComponent("file").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let f = try CLI.run([path, "-o", file + "/o.mp4", "--quiet"])
        #expect(f.status == 2 && f.stderr == "animate: \(file)/o.mp4: cannot write: \"\(file)\" is a file, not a folder\n", "\(f.stderr)")
    }

    @Test func leftoversOfDeadProcessesAreRemoved() throws {
        let (dir, path) = try Self.write(Self.scene())
        defer { try? FileManager.default.removeItem(at: dir) }
        // A process id that is not running (the highest a 32-bit pid_t allows is far above pid_max), and this one.
        let dead = ".o.animate-999999999.tmp.mp4", deadFolder = ".frames.animate-999999999-3.tmp"
        let alive = ".o.animate-\(getpid())-1.tmp.mp4", unrelated = ".o.animate-notes.txt"
        for name in [dead, alive, unrelated] { try Data().write(to: dir.appendingPathComponent(name)) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent(deadFolder), withIntermediateDirectories: false)
        let r = try CLI.run([path, "-o", dir.appendingPathComponent("o.mp4").path, "--quiet"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(CLI.files(in: dir) == [alive, unrelated, "o.mp4", "s.json"].sorted())
    }

    @Test func twoRendersToOneOutputBothFinish() throws {
        let (dir, path) = try Self.write(Self.scene(canvas: ##""size": [64, 64], "fps": 30, "duration": 2"##))
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("o.mp4").path
        let processes = (0..<2).map { _ in
            let p = Process()
            p.executableURL = CLI.binary
            p.arguments = [path, "-o", out, "--quiet"]
            return p
        }
        for p in processes { try p.run() }
        for p in processes { p.waitUntilExit() }
        #expect(processes.map(\.terminationStatus) == [0, 0])
        let info = try VideoProbe.info(path: out)
        #expect(info.frameCount == 60 && info.width == 64)
        #expect(CLI.files(in: dir) == ["o.mp4", "s.json"])
    }

    // MARK: Text and images

    @Test func invalidUTF8NamesLineColumnAndPath() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("s.json").path
        var bytes = Array(##"{"canvas": {"size": [20, 20], "duration": 0.1},"##.utf8) + [0x0A]
        bytes += Array(##"  "layers": [{"id": "ab"##.utf8) + [0xFF] + Array(##"c"}]}"##.utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let r = try CLI.run(["validate", path])
        #expect(r.status == 2)
        #expect(r.stderr == "animate: \(path): not UTF-8 text at line 2, column 24 (layers[0].id): invalid UTF-8 (byte 0xFF) in a string\n")
    }

    @Test func corruptPNGIsOneSentenceWithThePathFirst() throws {
        let (dir, path) = try Self.write(Self.scene(layers: ##"{"id": "a", "type": "image", "frame": [0, 0, 10, 10], "contents": "bad.png"}"##))
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("\u{89}PNG but not really a PNG file at all".utf8).write(to: dir.appendingPathComponent("bad.png"))
        for args in [["validate", path], [path, "-o", dir.appendingPathComponent("o.png").path]] {
            let r = try CLI.run(args)
            #expect(r.status == 2)
            #expect(r.stderr.hasPrefix("animate: \(path): layers[0].contents: cannot load the image \""), "\(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
            #expect(!r.stderr.contains("@ 0x"), "libav's own log line: \(r.stderr)")
        }
    }

    // MARK: Paths

    @Test func millionPointDashedPathIsRejectedByValidate() throws {
        let svg = "M0 0" + String(repeating: " L1 1 L0 0", count: 500_000)
        let layer = ##"{"id": "a", "type": "shape", "frame": [0, 0, 10, 10], "path": "\##(svg)", "strokeColor": "#000", "lineDashPattern": [0.01, 0.01]}"##
        try Self.rejectedAlike(Self.scene(layers: layer), "layers[0].path: expected at most 100000 path elements (the limit; this path has 1000001), got ")
        let dashes = ##"{"id": "a", "type": "shape", "frame": [0, 0, 10, 10], "path": "M0 0 L9 9", "strokeColor": "#000", "lineDashPattern": [\##(Array(repeating: "1", count: 1001).joined(separator: ", "))]}"##
        try Self.rejectedAlike(Self.scene(layers: dashes), "layers[0].lineDashPattern: expected at most 1000 dash lengths (the limit; this pattern has 1001), got ")
    }

    /// The per-scene total, with the limit lowered through `Limits.current` (the library's way to change a limit):
    /// the error names the layer at which the count passes it.
    @Test func pathElementsPerScene() throws {
        let shape = { (id: String) in ##"{"id": "\##(id)", "type": "shape", "frame": [0, 0, 10, 10], "path": "M0 0 L1 1 L2 0 L3 1 L4 0 Z"}"## }
        let text = Self.scene(layers: shape("a") + ", " + shape("b"))
        var limits = Limits()
        limits.maximumSceneElements = 10
        let message: String? = Limits.$current.withValue(limits) {
            do { _ = try Composition.parse(text, resources: SystemResources()); return nil } catch { return "\(error)" }
        }
        #expect(message == "layers[1]: the scene's paths have more than 10 elements in all (the limit)")
        #expect((try? Composition.parse(text, resources: SystemResources())) != nil)
    }

    @Test func keyframeCountLimit() throws {
        let values = Array(repeating: "0", count: 100_001).joined(separator: ",")
        let animation = ##"{"layer": "a", "type": "keyframe", "keyPath": "opacity", "values": [\##(values)], "duration": 0.1}"##
        try Self.rejectedAlike(Self.scene(animations: animation), "animations[0]: 100001 keyframes: at most 100000 in one animation (the limit)")
    }
}
