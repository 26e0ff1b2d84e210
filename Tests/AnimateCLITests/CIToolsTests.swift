import Foundation
import Media
import Raster
import Testing

/// `still`, `preview`, `plot`, `compare`, `check` and `validate --lint` end to end through the built binary.
@Suite(.serialized) struct CIToolsTests {
    static let spotlight = CLI.root.appendingPathComponent("Scenes/spotlight.json").path

    /// A 40×30 px scene: a 10 pt blue dot moves linearly from (5, 5) to (30, 20) between 0.1 s and 0.3 s.
    static let dotScene = """
        {
          "canvas": {"size": [40, 30], "fps": 20, "background": "#FFFFFF"},
          "layers": [{"id": "dot", "type": "shape", "frame": [0, 0, 10, 10], "path": {"ellipse": [0, 0, 10, 10]},
                      "fillColor": "#007AFF"}],
          "transactions": [{"at": 0.1, "duration": 0.2, "timingFunction": "linear", "set": {"dot.position": [30, 20]}}],
          "checkpoints": [0, 0.2, 0.4],
          "expectations": [{"layer": "dot", "keyPath": "position", "time": 0.2, "equals": [17.5, 12.5]}]
        }
        """

    static func write(_ text: String, _ name: String, in dir: URL) throws -> String {
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    // MARK: still, preview, plot

    @Test func stillWritesTheFrameAtTheTime() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try Self.write(Self.dotScene, "dot.json", in: dir)
        let out = dir.appendingPathComponent("f.png").path
        let r = try CLI.run(["still", scene, "--time", "0.2", "-o", out])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let frame = try ImageDecoder.decode(path: out)
        #expect(frame.width == 40 && frame.height == 30)
        // At 0.2 s the dot is centred on (17.5, 12.5); its centre pixel is the fill colour, a corner the background.
        #expect(frame[17, 12] == Pixel(r: 0, g: 122, b: 255))
        #expect(frame[2, 2] == Pixel(r: 255, g: 255, b: 255))
        #expect(CLI.files(in: dir) == ["dot.json", "f.png"])
    }

    @Test func previewAndPlotAreByteIdenticalOnEveryRun() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (command, name) in [("preview", "sheet"), ("plot", "curves")] {
            var outputs: [Data] = []
            for k in 0..<2 {
                let out = dir.appendingPathComponent("\(name)\(k).png").path
                let r = try CLI.run([command, Self.spotlight, "-o", out])
                #expect(r.status == 0, "stderr: \(r.stderr)")
                outputs.append(try Data(contentsOf: URL(fileURLWithPath: out)))
            }
            #expect(outputs[0] == outputs[1], "\(command) must give the same bytes every run")
            let frame = try ImageDecoder.decode(path: dir.appendingPathComponent("\(name)0.png").path)
            // Reads in a pull-request comment: at most 1200 px wide.
            #expect(frame.width <= 1200 && frame.width >= 1000, "\(command): \(frame.width) px wide")
        }
        let svg = dir.appendingPathComponent("curves.svg").path
        #expect(try CLI.run(["plot", Self.spotlight, "-o", svg]).status == 0)
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.hasPrefix("<svg ") && text.hasSuffix("</svg>\n"))
    }

    // MARK: compare

    @Test func recordOnAnEmptyFolderExits1AndWritesGoldensThenComparePasses() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try Self.write(Self.dotScene, "dot.json", in: dir)
        let goldens = dir.appendingPathComponent("goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)

        let missing = try CLI.run(["compare", scene, "--golden", goldens.path])
        #expect(missing.status == 1, "a missing golden never passes")
        #expect(missing.stdout.contains("MISSING 0 s"))

        let record = try CLI.run(["compare", scene, "--golden", goldens.path, "--record"])
        #expect(record.status == 1, "recording new goldens fails, so it cannot pass silently in CI")
        #expect(CLI.files(in: goldens) == ["dot@0.2.png", "dot@0.4.png", "dot@0.png"])

        let pass = try CLI.run(["compare", scene, "--golden", goldens.path])
        #expect(pass.status == 0, "stdout: \(pass.stdout) stderr: \(pass.stderr)")
        #expect(pass.stdout.hasSuffix("dot: 3 stills: 3 pass\n"))

        let again = try CLI.run(["compare", scene, "--golden", goldens.path, "--record"])
        #expect(again.status == 0, "re-recording identical goldens succeeds")
        #expect(again.stdout.contains("3 unchanged"))
    }

    @Test func recordCreatesTheGoldenFolderAndCompareNamesAMissingOne() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try Self.write(Self.dotScene, "dot.json", in: dir)
        let goldens = dir.appendingPathComponent("ci/goldens")

        let compare = try CLI.run(["compare", scene, "--golden", goldens.path])
        #expect(compare.status == 2)
        #expect(compare.stderr == "animate: --golden: no folder \"\(goldens.path)\" (--record creates it)\n")
        #expect(!FileManager.default.fileExists(atPath: goldens.path), "comparing creates nothing")

        let record = try CLI.run(["compare", scene, "--golden", goldens.path, "--record"])
        #expect(record.status == 1, "recording new goldens still fails: \(record.stderr)")
        #expect(CLI.files(in: goldens) == ["dot@0.2.png", "dot@0.4.png", "dot@0.png"])

        let file = try Self.write("{}", "file.json", in: dir)
        let notAFolder = try CLI.run(["compare", scene, "--golden", file, "--record"])
        #expect(notAFolder.status == 2 && notAFolder.stderr == "animate: --golden: \"\(file)\" is not a folder\n")
    }

    /// Counts agree with their nouns and times are rounded for people; JSON keeps every digit.
    @Test func validateSaysOneLayerAndRoundsTheDuration() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try Self.write(#"{"canvas": {"size": [10, 10], "fps": 1, "duration": 1.6456725339360923}, "layers": [{"id": "a"}]}"#,
                                   "one.json", in: dir)
        let r = try CLI.run(["validate", scene])
        #expect(r.status == 0)
        #expect(r.stdout == "\(scene): valid: 1 layer, 1.646 s, 2 frames at 1 fps, 10×10 px\n")
        let json = try CLI.run(["validate", scene, "--json"])
        #expect(json.stdout.contains(#""duration": 1.6456725339360923"#), "\(json.stdout)")
    }

    /// In a loop over many scenes, each load error says which file failed; argument errors share the prefix.
    @Test func loadErrorsStartWithTheSceneFileAndEveryErrorWithAnimate() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = try Self.write(#"{"canvas": {"size": [10, 10]}, "animations": [{"layer": "x", "keyPath": "opacity"}]}"#,
                                 "bad.json", in: dir)
        for args in [["validate", bad], ["check", bad], [bad, "-o", dir.appendingPathComponent("o.png").path]] {
            let r = try CLI.run(args)
            #expect(r.status == 2)
            #expect(r.stderr == "animate: \(bad): animations[0].layer: no layer with id \"x\"\n", "\(args)")
        }
        let usage = try CLI.run(["sample", bad, "--layer", "x"])
        #expect(usage.status == 2 && usage.stderr.hasPrefix("animate: Missing expected argument '--key <key>'"),
                "\(usage.stderr)")
    }

    @Test func aOnePixelChangeFailsAndWritesTheDifferenceImage() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try Self.write(Self.dotScene, "dot.json", in: dir)
        let goldens = dir.appendingPathComponent("goldens")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        _ = try CLI.run(["compare", scene, "--golden", goldens.path, "--record"])

        // Change one pixel of the 0.2 s golden by 3 in red.
        let golden = goldens.appendingPathComponent("dot@0.2.png").path
        var frame = try ImageDecoder.decode(path: golden)
        var p = frame[3, 4]
        p.r -= 3
        frame[3, 4] = p
        try PNGWriter.write(frame, to: golden)

        let r = try CLI.run(["compare", scene, "--golden", goldens.path, "--json"])
        #expect(r.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(json["passed"] as? Bool == false)
        let results = try #require(json["results"] as? [[String: Any]])
        #expect(results.map { $0["status"] as? String } == ["pass", "fail", "pass"])
        #expect(results[1]["differingPixels"] as? Int == 1)
        #expect(results[1]["largestChannelDifference"] as? Int == 3)
        #expect(CLI.files(in: goldens) == ["dot@0.2.actual.png", "dot@0.2.diff.png", "dot@0.2.png", "dot@0.4.png", "dot@0.png"])

        // The difference image marks exactly that pixel in red; the actual image is the unmodified render.
        let diff = try ImageDecoder.decode(path: goldens.appendingPathComponent("dot@0.2.diff.png").path)
        var red: [[Int]] = []
        for y in 0..<diff.height { for x in 0..<diff.width where diff[x, y] == Pixel(r: 255, g: 0, b: 0) { red.append([x, y]) } }
        #expect(red == [[3, 4]])
        let still = dir.appendingPathComponent("still.png").path
        #expect(try CLI.run(["still", scene, "--time", "0.2", "-o", still]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: still))
                == Data(contentsOf: goldens.appendingPathComponent("dot@0.2.actual.png")))

        // Tolerance knobs: a channel difference of 3 passes at --pixel-tolerance 3; one pixel of 1200 passes at
        // --max-differing-fraction 0.001. Passing removes the stale actual and difference images.
        #expect(try CLI.run(["compare", scene, "--golden", goldens.path, "--pixel-tolerance", "2"]).status == 1)
        #expect(try CLI.run(["compare", scene, "--golden", goldens.path, "--max-differing-fraction", "0.0008"]).status == 1)
        #expect(try CLI.run(["compare", scene, "--golden", goldens.path, "--max-differing-fraction", "0.001"]).status == 0)
        let tolerant = try CLI.run(["compare", scene, "--golden", goldens.path, "--pixel-tolerance", "3"])
        #expect(tolerant.status == 0, "stdout: \(tolerant.stdout)")
        #expect(CLI.files(in: goldens) == ["dot@0.2.png", "dot@0.4.png", "dot@0.png"])
    }

    @Test func compareNeedsCheckpointsOrTimes() throws {
        let r = try CLI.run(["compare", Self.spotlight, "--golden", "Scenes"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("no checkpoints"))
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let bad = try Self.write(Self.dotScene.replacingOccurrences(of: "[0, 0.2, 0.4]", with: "[0, -1]"), "bad.json", in: dir)
        let e = try CLI.run(["compare", bad, "--golden", dir.path])
        #expect(e.status == 2)
        #expect(e.stderr == "animate: \(bad): checkpoints[1]: expected a time in seconds ≥ 0, got -1\n")
    }

    // MARK: check

    @Test func checkPassesAndFailsWithAReport() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try Self.write(Self.dotScene, "dot.json", in: dir)
        let pass = try CLI.run(["check", scene])
        #expect(pass.status == 0, "stderr: \(pass.stderr)")
        #expect(pass.stdout == """
            PASS expectations[0]: dot.position at 0.2 s: expected [17.5, 12.5], got [17.5, 12.5]
            dot: 1 of 1 expectation passed

            """)

        let expect = try Self.write("""
            [{"layer": "dot", "keyPath": "position.x", "time": 0.15, "equals": 12, "tolerance": 0.5},
             {"layer": "dot", "keyPath": "opacity", "time": 0.3, "equals": 1}]
            """, "expect.json", in: dir)
        let fail = try CLI.run(["check", scene, "--expect", expect])
        #expect(fail.status == 1)
        #expect(fail.stdout == """
            PASS expectations[0]: dot.position at 0.2 s: expected [17.5, 12.5], got [17.5, 12.5]
            FAIL \(expect): [0]: dot.position.x at 0.15 s: expected 12 ± 0.5, got 11.25 (off by 0.75)
            PASS \(expect): [1]: dot.opacity at 0.3 s: expected 1, got 1
            dot: 2 of 3 expectations passed

            """)
        #expect(fail.stderr == "animate: dot: 1 of 3 expectations failed\n")

        let json = try CLI.run(["check", scene, "--expect", expect, "--json"])
        #expect(json.status == 1)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let results = try #require(root["results"] as? [[String: Any]])
        #expect(results.map { $0["passed"] as? Bool } == [true, false, true])
        // 5 + 25 × 0.25 in floating point.
        #expect(abs((results[1]["actual"] as? Double ?? 0) - 11.25) < 1e-12)
    }

    @Test func checkReportsBadExpectationsWithTheirPath() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = try Self.write(Self.dotScene, "dot.json", in: dir)
        let expect = try Self.write(#"[{"layer": "dto", "keyPath": "position", "time": 0, "equals": [0, 0]}]"#, "e.json", in: dir)
        let r = try CLI.run(["check", scene, "--expect", expect])
        #expect(r.status == 2)
        #expect(r.stderr == "animate: \(expect): [0].layer: no layer with id \"dto\" (did you mean \"dot\"?)\n")
        let wrongType = try Self.write(#"[{"layer": "dot", "keyPath": "position", "time": 0, "equals": 3}]"#, "w.json", in: dir)
        let w = try CLI.run(["check", scene, "--expect", wrongType])
        #expect(w.status == 2)
        #expect(w.stderr == "animate: \(wrongType): [0].equals: expected a point [x, y], got 3\n")
    }

    // MARK: validate --lint

    /// A scene with one pitfall of each kind.
    static func lintScene(_ body: String, size: String = "[40, 30]") -> String {
        """
        {"canvas": {"size": \(size), "fps": 60},
         "layers": [{"id": "s", "type": "shape", "frame": [0, 0, 10, 10], "path": {"rect": [0, 0, 10, 10]}}],
         \(body)}
        """
    }

    static let pitfalls: [(rule: String, scene: String, path: String)] = [
        ("snapBack", lintScene(#""animations": [{"layer": "s", "keyPath": "position", "toValue": [30, 20], "duration": 0.3}]"#),
         "animations[0]"),
        ("pathStructure", lintScene(#""transactions": [{"at": 0.1, "duration": 0.2, "set": {"s.path": {"ellipse": [0, 0, 10, 10]}}}]"#),
         "transactions[0].set.s.path"),
        ("pathStructure", lintScene(#""animations": [{"layer": "s", "keyPath": "path", "toValue": {"ellipse": [0, 0, 10, 10]}, "duration": 0.3, "fillMode": "forwards", "isRemovedOnCompletion": false}]"#),
         "animations[0]"),
        ("nearlySimultaneous", lintScene(#""animations": [{"layer": "s", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "beginTime": 0.5}, {"layer": "s", "keyPath": "cornerRadius", "fromValue": 4, "toValue": 0, "beginTime": 0.51}]"#),
         "animations[1]"),
        ("pixelSize", lintScene(#""transactions": []"#, size: "[41, 30]"), "canvas.size"),
        // A discrete keyframe animation takes one more key time than values; with one per value Core Animation
        // never shows the last value: after the last key time the one before holds, here the model x = 5. (Counts
        // that fit no mode at all are load errors, exit 2.)
        ("keyframes", lintScene(#""animations": [{"layer": "s", "type": "keyframe", "keyPath": "position.x", "values": [10, 5, 5], "keyTimes": [0, 0.5, 1], "calculationMode": "discrete", "duration": 0.3}]"#),
         "animations[0].keyTimes"),
        // The model is set to the toValue at the moment the animation begins: it goes from [30, 20] to [30, 20].
        ("noOp", lintScene(#""transactions": [{"at": 0, "duration": 0, "set": {"s.position": [30, 20]}}], "animations": [{"layer": "s", "keyPath": "position", "toValue": [30, 20], "duration": 0.3}]"#),
         "animations[0]"),
        // Inside a layer too.
        ("keyframes", lintScene(#""transactions": []"#).replacingOccurrences(of: #""rect": [0, 0, 10, 10]}"#, with: #""rect": [0, 0, 10, 10]}, "animations": [{"type": "keyframe", "keyPath": "position.x", "values": [10, 5, 5], "keyTimes": [0, 0.5, 1], "calculationMode": "discrete", "duration": 0.3}]"#),
         "layers[0].animations[0].keyTimes"),
        // Only a width: the layer's position and height are left to the solver's whim (Auto Layout's ambiguity).
        ("layout", lintScene(#""constraints": [{"id": "w", "item": "s", "attribute": "width", "constant": 8}]"#),
         "layers[0]"),
    ]

    @Test func eachLintWarningIsTriggeredByItsScene() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (k, p) in Self.pitfalls.enumerated() {
            let scene = try Self.write(p.scene, "pitfall\(k).json", in: dir)
            let r = try CLI.run(["validate", "--lint", "--json", scene])
            #expect(r.status == 0, "\(p.rule): \(r.stderr)")
            let root = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            let warnings = try #require(root["warnings"] as? [[String: String]])
            #expect(warnings.map { $0["rule"] } == [p.rule], "\(p.rule): \(warnings)")
            #expect(warnings.first?["path"] == p.path)

            let plain = try CLI.run(["validate", "--lint", scene])
            #expect(plain.status == 0)
            #expect(plain.stderr.hasPrefix("\(scene): warning: \(p.path): "), "\(plain.stderr)")
            let strict = try CLI.run(["validate", "--strict", scene])
            #expect(strict.status == 1, "--strict turns the \(p.rule) warning into exit 1")
        }
        // The snap-back message says what happens.
        let snap = try Self.write(Self.pitfalls[0].scene, "snap.json", in: dir)
        let r = try CLI.run(["validate", "--lint", snap])
        #expect(r.stderr == "\(snap): warning: animations[0]: s.position snaps back when this animation ends at 0.3 s (isRemovedOnCompletion is true): it shows [30, 20] and then the model value [5, 5]. Set the model value to the final value (a transaction with duration 0), or use \"fillMode\": \"forwards\" with \"isRemovedOnCompletion\": false [snapBack]\n")
    }

    /// Keyframe and spring animations appear in plots (one panel per layer and key path).
    @Test func plotsKeyframeAndSpringAnimations() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for scene in ["springs", "keyframes"] {
            let out = dir.appendingPathComponent("\(scene).svg").path
            let r = try CLI.run(["plot", CLI.root.appendingPathComponent("Scenes/\(scene).json").path, "-o", out])
            #expect(r.status == 0, "\(scene): \(r.stderr)")
            #expect(FileManager.default.fileExists(atPath: out))
        }
    }

    /// Every example scene can be linted and plotted (warnings are fine; errors are not): lint and plot read the
    /// same scene model as rendering, layout and text included.
    @Test func everyExampleSceneLintsAndPlots() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scenes = try FileManager.default.contentsOfDirectory(atPath: CLI.root.appendingPathComponent("Scenes").path)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
        #expect(scenes.count >= 14)
        for name in scenes {
            let scene = CLI.root.appendingPathComponent("Scenes/\(name)").path
            let lint = try CLI.run(["validate", "--lint", scene])
            #expect(lint.status == 0, "\(name): \(lint.stderr)")
            let plot = try CLI.run(["plot", scene, "-o", dir.appendingPathComponent("\(name).svg").path])
            // A scene where nothing animates has nothing to plot (exit 2, said so); anything else must plot.
            #expect(plot.status == 0 || plot.stderr.contains("nothing animates"), "\(name): \(plot.stderr)")
        }
    }

    @Test func theDefaultScenesAreLintClean() throws {
        for scene in [Self.spotlight, CLI.root.appendingPathComponent("Scenes/spotlight-preset.json").path] {
            let r = try CLI.run(["validate", "--strict", scene])
            #expect(r.status == 0, "\(scene): \(r.stderr)")
            #expect(r.stderr.isEmpty)
            #expect(r.stdout.hasSuffix(": 0 lint warnings\n"))
        }
    }
}
