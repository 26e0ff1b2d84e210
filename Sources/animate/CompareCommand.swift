import ArgumentParser
import Composition
import Export
import Foundation
import Media
import Preview
import Raster
import SceneFile

/// `animate compare SCENE --golden DIR [--record]`: stills at checkpoint times against golden PNGs.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare stills at the scene's checkpoints with golden PNGs (exit 1 on a difference).",
        discussion: """
            Stills are taken at the scene's "checkpoints" (a list of times) or at --times, and compared with \
            DIR/<scene>@<time>.png (for example spotlight@0.675.png). The defaults are exact. On a failure \
            <scene>@<time>.actual.png and <scene>@<time>.diff.png (differing pixels red, pixels within \
            --pixel-tolerance yellow, the rest a faint grey of the golden) are written beside the golden and a \
            summary is printed; a missing golden never passes. --record writes every golden and exits 1 if any \
            was missing, so recording never passes silently in CI.
            """
    )

    @Argument(help: "The scene files (JSON); several run one after the other.")
    var scenes: [String]

    @OptionGroup(title: "Lottie") var lottieSemantics: LottieSemanticsOption

    @Option(help: ArgumentHelp("Only the I-th (from 0) of N slices of the scenes sorted by path (for a CI matrix); auto: from the environment, as for rendering.", valueName: "I/N|auto"))
    var shard: String?

    /// The scene this run works on (one of `scenes`).
    var scene: String { scenes[0] }

    @Option(help: "The folder of golden PNGs.")
    var golden: String

    @Option(help: "Comma-separated scene times instead of the scene's checkpoints.")
    var times: String?

    @OptionGroup var toleranceOptions: ToleranceOptions

    @Flag(help: "Write the goldens instead of comparing; exit 1 if any was missing.")
    var record = false

    @Flag(help: "Print the results as JSON on stdout.")
    var json = false

    struct Outcome {
        var time: Double
        var golden: String
        /// pass, fail, missing, recorded (was missing), updated (changed), unchanged.
        var status: String
        var comparison: FrameComparison?
        var actual: String?
        var difference: String?
    }

    func run() throws {
        try SceneSelection(scenes, shard: shard).forEach { path in
            var one = self
            one.scenes = [path]
            try one.runScene()
        }
    }

    func runScene() throws {
        let scene = try loadScene(scene)
        var isDir: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: golden, isDirectory: &isDir)
        if exists && !isDir.boolValue {
            throw CLIError.badInput("--golden: \"\(golden)\" is not a folder")
        } else if !exists {
            // Recording creates the folder (and its parents); comparing against a folder that is not there fails.
            guard record else { throw CLIError.badInput("--golden: no folder \"\(golden)\" (--record creates it)") }
            do {
                try FileManager.default.createDirectory(atPath: golden, withIntermediateDirectories: true)
            } catch {
                throw CLIError.failure("--golden: cannot create the folder \"\(golden)\": \(error.localizedDescription)")
            }
        }
        let list: [Double]
        if let times {
            list = try parseTimes(times)
        } else {
            list = scene.checkpoints
            guard !list.isEmpty else {
                throw CLIError.badInput("\(self.scene): no checkpoints: add \"checkpoints\": [t, …] to the scene or pass --times")
            }
        }
        let tolerance = toleranceOptions.tolerance
        let renderer = try scene.makeRenderer(opaque: false)
        let name = sceneName(self.scene)
        var outcomes: [Outcome] = []
        for t in list {
            let base = (golden as NSString).appendingPathComponent("\(name)@\(JSONWriter.format(t))")
            let goldenPath = base + ".png", actualPath = base + ".actual.png", diffPath = base + ".diff.png"
            let frame = try renderFailure { try renderer.render(scene.tree.presentationForDrawing(at: t)) }
            let png = try PNGWriter.encode(frame)
            let exists = FileManager.default.fileExists(atPath: goldenPath)
            if record {
                let same = exists && FileManager.default.contents(atPath: goldenPath) == Data(png)
                if !same { try writeBytes(png, to: goldenPath) }
                removeIfPresent(actualPath)
                removeIfPresent(diffPath)
                outcomes.append(Outcome(time: t, golden: goldenPath, status: !exists ? "recorded" : same ? "unchanged" : "updated"))
                continue
            }
            guard exists else {
                outcomes.append(Outcome(time: t, golden: goldenPath, status: "missing"))
                continue
            }
            let expected: Frame
            do {
                expected = try ImageDecoder.decode(path: goldenPath)
            } catch {
                throw CLIError.badInput("\(goldenPath): cannot read the golden: \(error)")
            }
            // Compare what the PNG holds (straight alpha, 8 bits), exactly as the golden was stored.
            let actual = try decodePNG(png)
            let c = FrameDiff.compare(expected, actual, tolerance: tolerance)
            if c.passed {
                removeIfPresent(actualPath)
                removeIfPresent(diffPath)
                outcomes.append(Outcome(time: t, golden: goldenPath, status: "pass", comparison: c))
            } else {
                try writeBytes(png, to: actualPath)
                var o = Outcome(time: t, golden: goldenPath, status: "fail", comparison: c, actual: actualPath)
                if let diff = FrameDiff.differenceImage(expected, actual, tolerance: tolerance) {
                    try writePNG(diff, to: diffPath)
                    o.difference = diffPath
                } else {
                    removeIfPresent(diffPath)
                }
                outcomes.append(o)
            }
        }
        let failed = outcomes.filter { ["fail", "missing", "recorded"].contains($0.status) }
        if json {
            printJSON(report(outcomes, tolerance: tolerance, passed: failed.isEmpty))
        } else {
            for o in outcomes { print(line(o)) }
            let counts = Dictionary(grouping: outcomes, by: \.status).mapValues(\.count)
            let order = ["pass", "fail", "missing", "recorded", "updated", "unchanged"]
            let summary = order.compactMap { s in counts[s].map { "\($0) \(s)" } }.joined(separator: ", ")
            print("\(name): \(counted(outcomes.count, "still")): \(summary)")
        }
        if !failed.isEmpty {
            throw CLIError.failure("\(name): \(failed.count) of \(counted(outcomes.count, "still")) \(record ? "had no golden" : "did not match")")
        }
    }

    func line(_ o: Outcome) -> String {
        let t = "\(JSONWriter.format(o.time)) s"
        switch o.status {
        case "pass": return "PASS \(t): \(o.golden)"
        case "missing": return "MISSING \(t): \(o.golden) does not exist (run with --record to write it)"
        case "recorded": return "RECORDED \(t): \(o.golden) (new golden: look at it, then commit it)"
        case "updated": return "UPDATED \(t): \(o.golden)"
        case "unchanged": return "UNCHANGED \(t): \(o.golden)"
        default:
            guard let c = o.comparison else { return "FAIL \(t)" }
            if let m = c.sizeMismatch { return "FAIL \(t): size \(m); actual: \(o.actual ?? "-")" }
            let pct = JSONWriter.format((c.differingFraction * 1e6).rounded() / 1e4)
            return "FAIL \(t): \(c.differingPixels) of \(c.width * c.height) pixels differ (\(pct) %), largest channel difference \(c.largestChannelDifference); actual: \(o.actual ?? "-"), difference: \(o.difference ?? "-")"
        }
    }

    func report(_ outcomes: [Outcome], tolerance: PixelTolerance, passed: Bool) -> JSON {
        .object([
            ("scene", .string(scene)), ("golden", .string(golden)), ("passed", .bool(passed)),
            ("tolerance", .object([("pixel", .number(Double(tolerance.channel))), ("fraction", .number(tolerance.fraction))])),
            ("results", .array(outcomes.map { o in
                var m: [(key: String, value: JSON)] = [("time", .number(o.time)), ("status", .string(o.status)),
                                                       ("golden", .string(o.golden))]
                if let c = o.comparison {
                    m.append(("differingPixels", .number(Double(c.differingPixels))))
                    m.append(("differingFraction", .number(c.differingFraction)))
                    m.append(("largestChannelDifference", .number(Double(c.largestChannelDifference))))
                    if let s = c.sizeMismatch { m.append(("sizeMismatch", .string(s))) }
                }
                if let a = o.actual { m.append(("actual", .string(a))) }
                if let d = o.difference { m.append(("difference", .string(d))) }
                return .object(m)
            })),
        ])
    }

    private func removeIfPresent(_ path: String) {
        if FileManager.default.fileExists(atPath: path) { try? FileManager.default.removeItem(atPath: path) }
    }

    private func writeBytes(_ bytes: [UInt8], to path: String) throws {
        let target = try OutputFile(path: path)
        try target.write { temp in
            guard FileManager.default.createFile(atPath: temp, contents: Data(bytes)) else {
                throw CLIError.failure("\(path): cannot write")
            }
        }
    }

    /// Decodes PNG bytes the way a golden file is decoded (through a temporary file).
    private func decodePNG(_ bytes: [UInt8]) throws -> Frame {
        let temp = FileManager.default.temporaryDirectory
            .appendingPathComponent("animate-compare-\(getpid())-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: temp) }
        guard FileManager.default.createFile(atPath: temp, contents: Data(bytes)) else {
            throw CLIError.failure("\(temp): cannot write a temporary file")
        }
        do {
            return try ImageDecoder.decode(path: temp)
        } catch {
            throw CLIError.failure("decoding the still failed: \(error)")
        }
    }
}
