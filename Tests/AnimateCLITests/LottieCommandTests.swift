import Foundation
import Lottie
import Media
import Raster
import Render
import Testing
import TestSupport

/// Every command that takes a scene takes a Lottie file (detected by content); malformed Lottie exits 2 naming
/// the file and the JSON path, and writes nothing.
struct LottieCommandTests {
    static let samples = "Tests/LottieTests/Fixtures/oracle/samples"

    /// A small valid document: a red 10 × 10 square whose opacity animates over 20 frames at 10 fps.
    static func document(fr: String = "10", ip: String = "0", op: String = "20", layers: String? = nil,
                         assets: String = "[]") -> String {
        let square = #"[{"ty": "gr", "it": [{"ty": "rc", "s": {"a": 0, "k": [10, 10]}, "p": {"a": 0, "k": [5, 5]}, "r": {"a": 0, "k": 0}}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}, {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]}]"#
        let ks = #"{"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}}, {"t": 20, "s": [100]}]}}"#
        let layer = #"{"ty": 4, "ind": 1, "nm": "square", "ks": \#(ks), "ip": 0, "op": 20, "st": 0, "shapes": \#(square)}"#
        return #"{"v": "5.7.0", "fr": \#(fr), "ip": \#(ip), "op": \#(op), "w": 40, "h": 30, "assets": \#(assets), "layers": \#(layers ?? "[" + layer + "]")}"#
    }

    static func write(_ text: String, _ name: String, in dir: URL) throws -> String {
        let path = dir.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `--theme ID` applies a dotLottie 2 theme's slots: the square's fill (slot `fill`) is blue with the theme and
    /// red without; on a Lottie JSON file it is an error.
    @Test func themeRecoloursTheSlots() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let doc = Self.document().replacingOccurrences(of: #""c": {"a": 0, "k": [1, 0, 0, 1]}"#, with: #""c": {"a": 0, "k": [1, 0, 0, 1], "sid": "fill"}"#)
        let lottie = dir.appendingPathComponent("a.lottie").path
        try Data(ZipBuilder(items: [
            .init(name: "manifest.json", data: Array(#"{"version": "2", "animations": [{"id": "a"}], "themes": [{"id": "blue"}]}"#.utf8)),
            .init(name: "a/a.json", data: Array(doc.utf8)),
            .init(name: "t/blue.json", data: Array(#"{"rules": [{"id": "fill", "type": "Color", "value": [0, 0, 1]}]}"#.utf8)),
        ]).build()).write(to: URL(fileURLWithPath: lottie))
        for (theme, pixel) in [(["--theme", "blue"], [0, 0, 255, 255]), ([], [255, 0, 0, 255])] as [([String], [UInt8])] {
            let png = dir.appendingPathComponent("s.png").path
            let r = try CLI.run(["still", lottie, "--progress", "1", "-o", png] + theme)
            #expect(r.status == 0, "\(r.stderr)")
            let frame = try ImageDecoder.decode(path: png)
            let p = frame[5, 5]
            #expect([p.r, p.g, p.b, p.a] == pixel, "\(theme)")
        }
        let json = try Self.write(doc, "a.json", in: dir)
        let r = try CLI.run(["validate", json, "--theme", "blue"])
        #expect(r.status == 2 && r.stderr == "animate: \(json): --theme: themes are read from a dotLottie (.lottie) archive; this is a Lottie JSON file\n", "\(r.stderr)")
    }

    @Test func everyCommandTakesALottieFile() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // No .json extension: detection is by content.
        let anim = try Self.write(Self.document(), "anim.lottie-json", in: dir)
        func ok(_ args: [String]) throws -> CLI.Result {
            let r = try CLI.run(args)
            #expect(r.status == 0, "\(args): \(r.stderr)")
            return r
        }
        for out in ["a.mp4", "a.mov", "a.webm", "a.gif", "seq/"] {
            _ = try ok([anim, "-o", dir.appendingPathComponent(out).path, "--quiet"])
        }
        #expect(CLI.files(in: dir.appendingPathComponent("seq")).count == 20)
        _ = try ok(["still", anim, "--progress", "0.5", "-o", dir.appendingPathComponent("s.png").path])
        _ = try ok(["preview", anim, "-o", dir.appendingPathComponent("sheet.png").path])
        _ = try ok(["plot", anim, "-o", dir.appendingPathComponent("curves.svg").path])
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("golden"), withIntermediateDirectories: true)
        // Recording reports the stills that had no golden (its exit status is issue 15's); comparing then passes.
        let record = try CLI.run(["compare", anim, "--golden", dir.appendingPathComponent("golden").path, "--record", "--times", "0,1"])
        #expect(record.status != 2 && CLI.files(in: dir.appendingPathComponent("golden")).count == 2, "\(record.stderr)")
        _ = try ok(["compare", anim, "--golden", dir.appendingPathComponent("golden").path, "--times", "0,1"])
        let v = try ok(["validate", anim, "--lint"])
        #expect(v.stdout.contains("valid: 5 layers, 2 s, 20 frames at 10 fps, 40×30 px"), "\(v.stdout)")
        // The opacity keyframes: 0 at frame 0, 100 % at frame 20, eased by the symmetric bezier (0.3, 0, 0.7, 1):
        // half way at frame 10 (1 s).
        let layer = try sampleLayer(anim)
        #expect(!layer.isEmpty)
        let s = try ok(["sample", anim, "--layer", layer, "--key", "opacity", "--times", "0,1"])
        #expect(!s.stdout.isEmpty)
        let expect = try Self.write(#"[{"layer": "\#(layer)", "keyPath": "opacity", "time": 0, "equals": 0}, {"layer": "\#(layer)", "keyPath": "opacity", "time": 1, "equals": 0.5, "tolerance": 1e-4}, {"layer": "\#(layer)", "keyPath": "opacity", "time": 0.5, "equals": 0.5, "tolerance": 0.1}]"#, "expect.json", in: dir)
        let c = try CLI.run(["check", anim, "--expect", expect])
        // The first two pass; at 0.5 s the eased opacity is well below 0.5 (the ease-in), so the third fails.
        #expect(c.status == 1 && c.stdout.contains("2 of 3 expectations passed"), "\(c.stdout) \(c.stderr)")
        // An id that is not a layer's: the ids that extend it (shortest first), or the closest one.
        let unknown = try CLI.run(["sample", anim, "--layer", "layers[0].", "--key", "opacity", "--times", "0"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("animate: --layer: no layer with id \"layers[0].\" in \(anim) (ids that start with it: \"layers[0]."), "\(unknown.stderr)")
        let typo = try CLI.run(["sample", anim, "--layer", "layers[0", "--key", "opacity", "--times", "0"])
        #expect(typo.stderr.contains("(ids that start with it: \"layers[0]\""), "\(typo.stderr)")
        let far = try CLI.run(["sample", anim, "--layer", "layer[0]", "--key", "opacity", "--times", "0"])
        #expect(far.stderr.hasSuffix("(did you mean \"layers[0]\"?)\n"), "\(far.stderr)")
    }

    /// The id of the layer that carries the opacity animation, as `expand` writes it.
    func sampleLayer(_ anim: String) throws -> String {
        let r = try CLI.run(["expand", anim])
        guard let data = r.stdout.data(using: .utf8),
              let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let animations = root["animations"] as? [[String: Any]] else { return "" }
        func animatesOpacity(_ a: [String: Any]) -> Bool {
            a["keyPath"] as? String == "opacity" || ((a["animations"] as? [[String: Any]]) ?? []).contains(where: animatesOpacity)
        }
        return animations.first(where: animatesOpacity)?["layer"] as? String ?? ""
    }

    /// The bad-input list of issue 12, through the binary: exit 2, the file and JSON path named, nothing written.
    @Test func malformedLottieExits2NamingTheFileAndPath() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let good = Self.document()
        let unknownMatte = #"[{"ty": 3, "tt": 9, "ind": 1, "ks": {}, "ip": 0, "op": 20}]"#
        let outOfOrder = #"[{"ty": 3, "ind": 1, "ip": 0, "op": 20, "st": 0, "ks": {"o": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 10, "s": [50]}, {"t": 5, "s": [100]}]}}}]"#
        let precomp = { (ref: String) in #"[{"ty": 0, "ind": 1, "refId": "\#(ref)", "w": 40, "h": 30, "ip": 0, "op": 20, "st": 0, "ks": {}}]"# }
        let cycle = #"[{"id": "a", "layers": \#(precomp("b"))}, {"id": "b", "layers": \#(precomp("a"))}]"#
        let image = #"[{"ty": 2, "ind": 1, "refId": "img", "ip": 0, "op": 20, "st": 0, "ks": {}}]"#
        let imageAsset = { (p: String) in #"[{"id": "img", "w": 2, "h": 2, "u": "", "p": "\#(p)", "e": 1}]"# }
        let cases: [(name: String, text: String, expected: String)] = [
            // Recognised as Lottie by its header: the path of the value being read where the text ends.
            ("truncated", String(good.prefix(good.count / 2)), ": not valid JSON at line 1, column "),
            ("unknown-tt", Self.document(layers: unknownMatte), "layers[0].tt: unknown matte type 9"),
            ("out-of-order", Self.document(layers: outOfOrder), "layers[0].ks.o.k[2].t: keyframes out of order"),
            ("fr-zero", Self.document(fr: "0"), "fr: expected a frame rate > 0, got 0"),
            ("op-before-ip", Self.document(ip: "20", op: "10"), "op: expected an out point after the in point 20"),
            ("cycle", Self.document(layers: precomp("a"), assets: cycle), "refId: precompositions form a cycle"),
            ("bad-data-uri", Self.document(layers: image, assets: imageAsset("data:image/png;base64,@@@")),
             "assets[0].p: the data URI's base64 is invalid"),
            ("not-an-image", Self.document(layers: image, assets: imageAsset("data:image/png;base64,AAAA")),
             "assets[0].p: the image in the data URI cannot be decoded: its data is not a PNG, JPEG or other image the decoder reads, or is corrupt"),
        ]
        for c in cases {
            let file = try Self.write(c.text, "\(c.name).json", in: dir)
            for args in [[file, "-o", dir.appendingPathComponent("\(c.name).mp4").path, "--quiet"],
                         ["still", file, "--progress", "0.5", "-o", dir.appendingPathComponent("\(c.name).png").path],
                         ["validate", file, "--lint"]] {
                let r = try CLI.run(args)
                #expect(r.status == 2, "\(c.name) \(args[0]): \(r.status) \(r.stderr)")
                #expect(r.stderr.hasPrefix("animate: \(file)") && r.stderr.contains(c.expected), "\(c.name): \(r.stderr)")
            }
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("\(c.name).mp4").path))
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("\(c.name).png").path))
        }
        #expect(CLI.files(in: dir).allSatisfy { $0.hasSuffix(".json") }, "\(CLI.files(in: dir))")
    }

    /// Unsupported features are lint warnings with their JSON path; --strict makes them an error (exit 2).
    @Test func unsupportedFeaturesAreLintWarningsAndStrictErrors() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let layer = #"{"ty": 3, "ind": 1, "ip": 0, "op": 20, "st": 0, "ef": [{"ty": 5}], "ks": {"o": {"a": 0, "k": 100, "x": "value * 2"}}}"#
        let file = try Self.write(Self.document(layers: "[" + layer + "]"), "effects.json", in: dir)
        let lint = try CLI.run(["validate", file, "--lint"])
        #expect(lint.status == 0)
        #expect(lint.stdout.contains("\(file): 2 lint warnings"), "\(lint.stdout)")
        #expect(lint.stderr.contains(#"\#(file): warning: layers[0].ef[0]: effect "Effect" is ignored, as lottie-ios ignores it"#), "\(lint.stderr)")
        #expect(lint.stderr.contains("\(file): warning: layers[0].ks.o.x: expressions are ignored, as lottie-ios ignores them"), "\(lint.stderr)")
        let json = try CLI.run(["validate", file, "--lint", "--json"])
        #expect(json.stdout.contains(#""rule": "unsupported", "path": "layers[0].ef[0]""#) || json.stdout.contains(#""rule":"unsupported","path":"layers[0].ef[0]""#), "\(json.stdout)")
        let strict = try CLI.run(["validate", file, "--strict"])
        #expect(strict.status == 2 && strict.stderr.hasSuffix("animate: \(file): 2 unsupported Lottie features (--strict)\n"), "\(strict.stderr)")
        // Without unsupported features --strict passes.
        let clean = try CLI.run(["validate", "\(Self.samples)/HamburgerArrow.json", "--strict"])
        #expect(clean.status == 0, "\(clean.stderr)")
    }

    /// Besides unsupported features, Lottie files get the lint rules that apply to them, with Lottie's JSON paths:
    /// a hold keyframe between eased ones [keyframes] and an odd pixel size, named by `w` [pixelSize]; --strict
    /// exits 1 for those (they render), as for a scene. The oracle sample Issues-pr_1632_2 has both.
    @Test func lintRulesApplyToLottieFiles() throws {
        let file = "\(Self.samples)/Issues-pr_1632_2.json"
        let lint = try CLI.run(["validate", file, "--lint"])
        #expect(lint.status == 0)
        #expect(lint.stdout.contains("\(file): 2 lint warnings"), "\(lint.stdout)")
        #expect(lint.stderr.contains("\(file): warning: layers[0].shapes[0].it[1].o.k[1]: a hold keyframe between eased ones: lottie-ios makes frames 33–66 a discrete animation with one value"), "\(lint.stderr)")
        #expect(lint.stderr.contains("\(file): warning: w: frames are 225×225 px: H.264 in yuv420p needs an even width and height"), "\(lint.stderr)")
        #expect(lint.stderr.contains("[keyframes]") && lint.stderr.contains("[pixelSize]"), "\(lint.stderr)")
        let strict = try CLI.run(["validate", file, "--strict"])
        #expect(strict.status == 1 && strict.stderr.hasSuffix("animate: \(file): 2 lint warnings (--strict)\n"), "\(strict.stderr)")
    }

    /// A dotLottie archive (a zip, told by content) plays its animation: the same frame, byte for byte, as the JSON
    /// inside it. A broken archive exits 2 naming the file and the entry, nothing written.
    @Test func dotLottieFilesAreRead() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let archive = "Tests/LottieTests/Fixtures/dotlottie/HamburgerArrow.lottie"
        let a = dir.appendingPathComponent("lottie.png").path, b = dir.appendingPathComponent("json.png").path
        let r1 = try CLI.run(["still", archive, "--progress", "0.25", "--scale", "2", "-o", a])
        let r2 = try CLI.run(["still", "\(Self.samples)/HamburgerArrow.json", "--progress", "0.25", "--scale", "2", "-o", b])
        #expect(r1.status == 0 && r2.status == 0, "\(r1.stderr) \(r2.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
        let valid = try CLI.run(["validate", archive])
        #expect(valid.status == 0 && valid.stdout.contains("valid:"), "\(valid.stderr)")
        // Truncated: the central directory is gone.
        let bytes = try Data(contentsOf: CLI.root.appendingPathComponent(archive))
        let cut = try Self.write(String(decoding: bytes.prefix(0), as: UTF8.self), "cut.lottie", in: dir)
        try bytes.prefix(bytes.count - 30).write(to: URL(fileURLWithPath: cut))
        let out = dir.appendingPathComponent("cut.png").path
        let bad = try CLI.run(["still", cut, "-o", out])
        #expect(bad.status == 2 && bad.stderr.contains("animate: \(cut): "), "\(bad.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// `still --progress P --scale 2` is the frame the oracle test compares with lottie-ios's snapshot at P (the
    /// oracle's drawing: presentation at `time(atProgress:)`, 2 pixels per point), byte for byte as PNG, for samples
    /// whose snapshot view is the canvas itself (longer side ≤ 500 points); `render -o .png --progress` is the same.
    @Test func stillAtProgressIsTheOracleFrame() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (sample, p) in [("HamburgerArrow", 0.25), ("IconTransitions", 0.75), ("Issues-issue_1979", 0.5)] {
            let path = "\(Self.samples)/\(sample).json"
            let anim = try LottieAnimation(json: String(contentsOfFile: CLI.root.appendingPathComponent(path).path, encoding: .utf8))
            let renderer = try Renderer(canvasSize: anim.canvasSize, scale: 2, background: nil, images: [:])
            let oracle = try renderer.render(anim.layerTree.presentation(at: anim.time(atProgress: p)))
            let a = dir.appendingPathComponent("\(sample)-still.png").path, b = dir.appendingPathComponent("\(sample)-render.png").path
            let r1 = try CLI.run(["still", path, "--progress", "\(p)", "--scale", "2", "-o", a])
            let r2 = try CLI.run([path, "--progress", "\(p)", "--scale", "2", "-o", b])
            #expect(r1.status == 0 && r2.status == 0, "\(r1.stderr) \(r2.stderr)")
            let o = dir.appendingPathComponent("\(sample)-oracle.png").path
            try PNGWriter.write(oracle, to: o)
            #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: o)), "\(sample)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
        }
        // For a scene, progress P is P × duration.
        let s1 = dir.appendingPathComponent("p.png").path, s2 = dir.appendingPathComponent("t.png").path
        #expect(try CLI.run(["still", "Scenes/spotlight.json", "--progress", "0.5", "-o", s1]).status == 0)
        let duration = try CLI.run(["validate", "Scenes/spotlight.json", "--json"]).stdout
        let d = (try JSONSerialization.jsonObject(with: Data(duration.utf8)) as? [String: Any])?["duration"] as? Double ?? 0
        #expect(try CLI.run(["still", "Scenes/spotlight.json", "--time", "\(d * 0.5)", "-o", s2]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: s1)) == Data(contentsOf: URL(fileURLWithPath: s2)))
        // --progress needs a .png output and a value in 0…1, and not together with --time.
        for args in [["Scenes/spotlight.json", "--progress", "0.5", "-o", dir.appendingPathComponent("x.mp4").path],
                     ["still", "Scenes/spotlight.json", "--progress", "1.5", "-o", s1],
                     ["still", "Scenes/spotlight.json", "--progress", "0.5", "--time", "1", "-o", s1]] {
            #expect(try CLI.run(args).status == 2, "\(args)")
        }
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.mp4").path))
    }
}
