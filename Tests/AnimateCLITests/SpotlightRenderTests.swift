import Foundation
import Media
import Raster
import Testing

/// The README's first command, end to end through the built binary: the default scene to MP4 and to stills.
@Suite(.serialized) struct SpotlightRenderTests {
    static let scene = CLI.root.appendingPathComponent("Scenes/spotlight.json").path
    static let screenshot = CLI.root.appendingPathComponent("Scenes/assets/app-screen.png").path

    /// Targets of the default scene in points, read from the preset form of the same scene.
    static func targets() throws -> [[Double]] {
        let data = try Data(contentsOf: CLI.root.appendingPathComponent("Scenes/spotlight-preset.json"))
        let root = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        let spot = (root["layers"] as! [[String: Any]]).first { $0["type"] as? String == "spotlight" }!
        return (spot["targets"] as! [[NSNumber]]).map { $0.map(\.doubleValue) }
    }

    static func firstMoveTime() throws -> Double {
        let data = try Data(contentsOf: CLI.root.appendingPathComponent("Scenes/spotlight-preset.json"))
        let root = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        let spot = (root["layers"] as! [[String: Any]]).first { $0["type"] as? String == "spotlight" }!
        let steps = spot["steps"] as! [[String: NSNumber]]
        return steps.map { $0["at"]!.doubleValue }.first { $0 > 0 }!
    }

    @Test func rendersTheDefaultSceneToH264() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("transition.mp4").path
        let r = try CLI.run([Self.scene, "-o", out])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(CLI.files(in: dir) == ["transition.mp4"], "no temporary file may remain")

        let validate = try CLI.run(["validate", Self.scene])
        let seconds = try #require(validate.stdout.split(separator: " ").firstIndex(of: "s,").map {
            Double(validate.stdout.split(separator: " ")[$0 - 1])
        } ?? nil)
        let expectedFrames = Int((seconds * 60).rounded())

        let info = try VideoProbe.info(path: out)
        #expect(info.codecName == "h264")
        #expect(info.width == 1170 && info.height == 2532)
        #expect(info.pixelFormat == "yuv420p")
        #expect(abs(info.fps - 60) < 1e-9)
        #expect(info.frameCount == expectedFrames)

        // moov before mdat: playable while downloading.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: out))
        let moov = try #require(bytes.range(of: Data("moov".utf8))?.lowerBound)
        let mdat = try #require(bytes.range(of: Data("mdat".utf8))?.lowerBound)
        #expect(moov < mdat)

        // The same scene gives the same file, byte for byte; so does its preset form.
        let again = dir.appendingPathComponent("again.mp4").path
        #expect(try CLI.run([CLI.root.appendingPathComponent("Scenes/spotlight-preset.json").path, "-o", again]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: again)) == bytes)

        // ffprobe agrees, when it is installed (scripts/test installs it).
        let ffprobe = ["/usr/bin/ffprobe", "/usr/local/bin/ffprobe"].first { FileManager.default.isExecutableFile(atPath: $0) }
        if let ffprobe {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: ffprobe)
            p.arguments = ["-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
                           "stream=codec_name,width,height,r_frame_rate,nb_read_frames", "-of", "csv=p=0", out]
            let pipe = Pipe()
            p.standardOutput = pipe
            try p.run()
            let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            #expect(text.trimmingCharacters(in: .whitespacesAndNewlines) == "h264,1170,2532,60/1,\(expectedFrames)")
        }
    }

    /// A still at a hold time: the screenshot shows unchanged inside the hole, exactly dimmed by 60 % black away
    /// from it, and the border carries the gradient's colours.
    @Test func stillAtAHoldTime() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("still.png").path
        let r = try CLI.run([Self.scene, "-o", out, "--time", "0.3"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let still = try ImageDecoder.decode(path: out)
        let screen = try ImageDecoder.decode(path: Self.screenshot)
        #expect(still.width == 1170 && still.height == 2532)
        #expect(screen.width == 1170 && screen.height == 2532)

        let hole = try Self.targets()[0].map { $0 * 3 }   // pixels
        func inHole(_ x: Int, _ y: Int, margin: Double) -> Bool {
            Double(x) >= hole[0] - margin && Double(x) < hole[0] + hole[2] + margin
                && Double(y) >= hole[1] - margin && Double(y) < hole[1] + hole[3] + margin
        }

        // Inside the hole, clear of the 9 px border ring: the screenshot, unchanged (within 1/255).
        let border = 9.0 + 2
        var checked = 0
        for y in stride(from: Int(hole[1] + border), to: Int(hole[1] + hole[3] - border), by: 7) {
            for x in stride(from: Int(hole[0] + border), to: Int(hole[0] + hole[2] - border), by: 7) {
                // Skip the corner boxes, where the ring follows the continuous corner (1.528665 × 16 pt).
                let corner = 16 * 3 * 1.528665 + border
                let nearX = Double(x) < hole[0] + corner || Double(x) > hole[0] + hole[2] - corner
                let nearY = Double(y) < hole[1] + corner || Double(y) > hole[1] + hole[3] - corner
                if nearX && nearY { continue }
                let a = still[x, y], b = screen[x, y]
                #expect(abs(Int(a.r) - Int(b.r)) <= 1 && abs(Int(a.g) - Int(b.g)) <= 1 && abs(Int(a.b) - Int(b.b)) <= 1,
                        "(\(x), \(y)): \(a) vs screenshot \(b)")
                checked += 1
            }
        }
        #expect(checked > 100)

        // Away from the hole: the screenshot under black at alpha 0x99 = 153/255 = 0.6, i.e. c × 102/255.
        // Tolerance 1: Cairo composites in 8 bits with its own rounding of c × 102 / 255.
        checked = 0
        for y in stride(from: 0, to: 2532, by: 37) {
            for x in stride(from: 0, to: 1170, by: 37) where !inHole(x, y, margin: 3) {
                let a = still[x, y], b = screen[x, y]
                for (got, c) in [(a.r, b.r), (a.g, b.g), (a.b, b.b)] {
                    let expected = (Double(c) * 102 / 255).rounded()
                    #expect(abs(Double(got) - expected) <= 1, "(\(x), \(y)): \(a) vs dimmed \(b)")
                }
                #expect(a.a == 255)
                checked += 1
            }
        }
        #expect(checked > 1000)

        // The border: mid-ring pixels (1.5 pt inside the hole's edge) carry the axial gradient from the border's
        // top-left to its bottom-right corner, six equally spaced stops. Tolerance 3: Cairo's gradient is
        // interpolated in 8 bits and sampled at pixel centres.
        let stops: [(Double, Double, Double)] = [
            (0xFF, 0x3B, 0x30), (0xFF, 0x95, 0x00), (0xFF, 0xCC, 0x00), (0x34, 0xC7, 0x59), (0x00, 0x7A, 0xFF), (0xAF, 0x52, 0xDE),
        ]
        func gradient(at px: Double, _ py: Double) -> (Double, Double, Double) {
            let sx = hole[0], sy = hole[1], ex = hole[0] + hole[2], ey = hole[1] + hole[3]
            let t = min(max(((px - sx) * (ex - sx) + (py - sy) * (ey - sy)) / ((ex - sx) * (ex - sx) + (ey - sy) * (ey - sy)), 0), 1)
            let f = t * Double(stops.count - 1)
            let i = min(Int(f), stops.count - 2)
            let u = f - Double(i)
            let a = stops[i], b = stops[i + 1]
            return (a.0 + (b.0 - a.0) * u, a.1 + (b.1 - a.1) * u, a.2 + (b.2 - a.2) * u)
        }
        let ring = 4.5   // pixels from the edge: the middle of the 9 px ring
        let samples: [(Double, Double)] = [
            (hole[0] + hole[2] * 0.5, hole[1] + ring), (hole[0] + hole[2] * 0.25, hole[1] + ring),
            (hole[0] + hole[2] * 0.5, hole[1] + hole[3] - ring), (hole[0] + ring, hole[1] + hole[3] * 0.5),
            (hole[0] + hole[2] - ring, hole[1] + hole[3] * 0.5),
        ]
        for (fx, fy) in samples {
            let x = Int(fx), y = Int(fy)
            let expected = gradient(at: Double(x) + 0.5, Double(y) + 0.5)
            let got = still[x, y]
            #expect(abs(Double(got.r) - expected.0) <= 3 && abs(Double(got.g) - expected.1) <= 3
                    && abs(Double(got.b) - expected.2) <= 3, "(\(x), \(y)): \(got) vs gradient \(expected)")
        }
    }

    /// `animate sample` prints the border's position and bounds, eased with easeInEaseOut between the targets.
    @Test func sampleFollowsTheEasedMove() throws {
        let targets = try Self.targets()
        let at = try Self.firstMoveTime()
        let from = targets[0], to = targets[1]
        // easeInEaseOut at 0, 1/4, 1/2, 3/4, 1 (reference vectors, exact to 1e-12).
        let eased: [(Double, Double)] = [(0, 0), (0.25, 0.12916193104731982), (0.5, 0.5), (0.75, 0.8708380689526802), (1, 1)]
        let times = eased.map { at + 0.15 * $0.0 }
        let arg = times.map { "\($0)" }.joined(separator: ",")
        for key in ["position", "bounds"] {
            let r = try CLI.run(["sample", Self.scene, "--layer", "spotlight-border", "--key", key, "--times", arg])
            #expect(r.status == 0, "stderr: \(r.stderr)")
            let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
            #expect(json["layer"] as? String == "spotlight-border")
            #expect(json["keyPath"] as? String == key)
            let samples = json["samples"] as! [[String: Any]]
            #expect(samples.count == eased.count)
            for (s, (_, p)) in zip(samples, eased) {
                let v = (s["value"] as! [NSNumber]).map(\.doubleValue)
                let expected: [Double] = key == "position"
                    ? [from[0] + from[2] / 2 + (to[0] + to[2] / 2 - from[0] - from[2] / 2) * p,
                       from[1] + from[3] / 2 + (to[1] + to[3] / 2 - from[1] - from[3] / 2) * p]
                    : [0, 0, from[2] + (to[2] - from[2]) * p, from[3] + (to[3] - from[3]) * p]
                #expect(v.count == expected.count)
                for (a, b) in zip(v, expected) { #expect(abs(a - b) < 1e-6, "\(key) at \(s["time"]!): \(v) vs \(expected)") }
            }
        }
    }

    /// `frame` is derived (not animatable) but can be sampled: the border's frame is the from and to targets at the
    /// ends of the move.
    @Test func sampleReportsTheDerivedFrame() throws {
        let targets = try Self.targets()
        let at = try Self.firstMoveTime()
        let r = try CLI.run(["sample", Self.scene, "--layer", "spotlight-border", "--key", "frame", "--times", "\(at),\(at + 0.15)"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [String: Any]
        let values = (json["samples"] as! [[String: Any]]).map { ($0["value"] as! [NSNumber]).map(\.doubleValue) }
        #expect(values == [targets[0], targets[1]])
    }

    /// The same scene renders the same bytes on every run.
    @Test func stillsAreDeterministic() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let t = try Self.firstMoveTime() + 0.05
        let a = dir.appendingPathComponent("a.png").path, b = dir.appendingPathComponent("b.png").path
        #expect(try CLI.run([Self.scene, "-o", a, "--time", "\(t)"]).status == 0)
        #expect(try CLI.run([Self.scene, "-o", b, "--time", "\(t)"]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
    }
}
