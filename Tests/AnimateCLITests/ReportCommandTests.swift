import Composition
import Export
import Foundation
import Media
import Preview
import Raster
import Testing

/// `animate report`: the page in headless Chromium (issue 26), the folder's determinism, the Lottie row and bad
/// input. Chromium is Debian's `chromium` (scripts/setup --test installs it); it is driven through the DevTools
/// protocol over a pipe by scripts/browse-report.
@Suite(.serialized) struct ReportCommandTests {
    /// A bar 14 px wide that moves 14 px right every frame (10 fps, 1 s): every frame differs from its neighbours
    /// in 2 × 14 × 120 of 160 × 120 pixels (17.5 %), so a frame shown one off cannot pass for the right one.
    static func moving(color: String) -> String {
        """
        {"version": 1, "canvas": {"size": [160, 120], "scale": 1, "fps": 10, "duration": 1, "background": "#FFFFFF"},
         "layers": [{"id": "bar", "position": [17, 60], "bounds": [0, 0, 14, 120], "backgroundColor": "\(color)"}],
         "animations": [{"layer": "bar", "keyPath": "position.x", "fromValue": 17, "toValue": 157, "duration": 1,
                         "timingFunction": "linear", "fillMode": "both", "isRemovedOnCompletion": false}],
         "checkpoints": [0.5],
         "expectations": [{"layer": "bar", "keyPath": "position.x", "time": 0.5, "equals": 87}]}
        """
    }

    /// A square that fades in; nothing about it changes between the runs of a test.
    static let fading = """
        {"version": 1, "canvas": {"size": [96, 64], "scale": 1, "fps": 10, "duration": 0.8, "background": "#202020"},
         "layers": [{"id": "dot", "position": [48, 32], "bounds": [0, 0, 30, 30], "backgroundColor": "#FFCC00"}],
         "animations": [{"layer": "dot", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 0.8,
                         "fillMode": "both", "isRemovedOnCompletion": false}],
         "checkpoints": [0.3]}
        """

    /// A Lottie file with a merge path and an expression, which lottie-ios's Core Animation engine ignores.
    static let lottie = #"""
        {"v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 64, "h": 48, "layers": [
         {"ty": 4, "ind": 1, "nm": "box", "ip": 0, "op": 10, "st": 0,
          "ks": {"a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "o": {"a": 0, "k": 100},
                 "r": {"a": 0, "k": 0, "x": "time * 90"},
                 "p": {"a": 1, "k": [{"t": 0, "s": [10, 24], "i": {"x": [1], "y": [1]}, "o": {"x": [0], "y": [0]}}, {"t": 10, "s": [54, 24]}]}},
          "shapes": [{"ty": "gr", "it": [
            {"ty": "rc", "s": {"a": 0, "k": [12, 12]}, "p": {"a": 0, "k": [0, 0]}, "r": {"a": 0, "k": 0}},
            {"ty": "mm", "mm": 1},
            {"ty": "fl", "c": {"a": 0, "k": [0.1, 0.5, 0.9, 1]}, "o": {"a": 0, "k": 100}},
            {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]}]}]}
        """#

    static func write(_ text: String, _ name: String, in dir: URL) throws {
        try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    /// Runs scripts/browse-report on `page` with `steps`; the result's console errors, requests and eval results.
    static func browse(_ page: URL, steps: [String], width: Int = 1280) throws -> (console: [String], requests: [String], results: [Any]) {
        let stepsFile = page.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("steps.json")
        try ("[" + steps.joined(separator: ",\n") + "]").write(to: stepsFile, atomically: true, encoding: .utf8)
        let script = CLI.root.appendingPathComponent("scripts/browse-report").path
        let r = try CLI.run(["-c", "exec \"$0\" \"$1\" --width \(width) < \"$2\"", script, page.path, stepsFile.path], program: "/bin/sh")
        #expect(r.status == 0, "browse-report failed: \(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any] ?? [:]
        return (json["console"] as? [String] ?? [], json["requests"] as? [String] ?? [], json["results"] as? [Any] ?? [])
    }

    /// Every `src="…"` and `href="…"` of the page: a relative path to a file in the folder.
    static func references(in html: String) -> [String] {
        var out: [String] = []
        for attribute in ["src=\"", "href=\"", "poster=\""] {
            var rest = html[...]
            while let r = rest.range(of: attribute) {
                let tail = rest[r.upperBound...]
                guard let end = tail.firstIndex(of: "\"") else { break }
                out.append(String(tail[..<end]))
                rest = tail[end...]
            }
        }
        return out
    }

    @Test func pageInChromium() throws {
        #expect(FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium"), "no /usr/bin/chromium: run scripts/setup --test")
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write(Self.moving(color: "#1F4FD8"), "moving.json", in: dir)
        try Self.write(Self.fading, "fading.json", in: dir)
        let record = try CLI.run(["compare", "moving.json", "fading.json", "--golden", "goldens", "--record"], in: dir)
        #expect(record.status == 1, "new goldens: \(record.stderr)")
        // The change under review: the bar's colour. The fading square is untouched.
        try Self.write(Self.moving(color: "#D8341F"), "moving.json", in: dir)
        let report = try CLI.run(["report", "moving.json", "fading.json", "-o", "out", "--golden", "goldens"], in: dir)
        #expect(report.status == 1, "a golden fails: \(report.stderr)")
        #expect(report.stderr.contains("1 scene failing (moving): see out/index.html"), "\(report.stderr)")
        let out = dir.appendingPathComponent("out")
        let page = out.appendingPathComponent("index.html")
        let html = try String(contentsOf: page, encoding: .utf8)

        // Statically: every reference is a file in the folder.
        let refs = Self.references(in: html).filter { !$0.hasPrefix("#") }
        #expect(refs.count > 10)
        for ref in refs {
            #expect(!ref.contains(":") && !ref.hasPrefix("/") && !ref.contains(".."), "\(ref) leaves the folder")
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(ref).path), "\(ref) is missing")
        }

        let video = "document.querySelector('#moving video.current')"
        func atFrame(_ k: Int) -> String {
            // The scrubber seeks to the middle of frame k, (k + 0.5) / 10 s; the screenshot waits until the frame
            // shown there (pts k / 10 s) has been presented (`requestVideoFrameCallback`, recorded below), so it
            // never catches the frame before.
            "{\"wait\": \"(v => !v.seeking && v.readyState >= 2 && Math.abs(v.currentTime - \(Double(k) + 0.5) / 10) < 1e-6 && Math.abs(window.presented - \(k) / 10) < 1e-3)(\(video))\"}"
        }
        let shots = [3, 7].map { dir.appendingPathComponent("shot-\($0).png") }
        let steps = [
            "{\"wait\": \"\(video).readyState >= 1 && document.querySelector('#fading video.current').readyState >= 1\"}",
            "{\"eval\": \"\(video).duration\"}",
            "{\"eval\": \"document.querySelector('#fading video.current').duration\"}",
            "{\"eval\": \"document.querySelectorAll('#moving .golden-diff img').length\"}",
            "{\"eval\": \"document.querySelectorAll('#fading .golden-diff img').length\"}",
            "{\"eval\": \"document.querySelector('#moving .scrubber').hidden\"}",
            "{\"eval\": \"\(video).controls\"}",
            // Records the media time of every frame the video presents.
            "{\"eval\": \"(v => { window.presented = -1; const f = (now, m) => { window.presented = m.mediaTime; v.requestVideoFrameCallback(f); }; v.requestVideoFrameCallback(f); return true; })(\(video))\"}",
            "{\"focus\": \"#moving-frame\"}",
            // One key at a time, each seek presented before the next: a frame the scrubber passed on the way
            // cannot be the one on screen at the end.
            "{\"key\": \"ArrowRight\"}", atFrame(1), "{\"key\": \"ArrowRight\"}", atFrame(2),
            "{\"key\": \"ArrowRight\"}", atFrame(3),
            "{\"eval\": \"document.querySelector('#moving .scrubber output').textContent\"}",
            "{\"eval\": \"document.querySelector('#moving .plot .cursor').style.left\"}",
            "{\"shot\": \"#moving video.current\", \"out\": \"\(shots[0].path)\"}",
            "{\"key\": \"ArrowRight\"}", atFrame(4), "{\"key\": \"ArrowRight\"}", atFrame(5),
            "{\"key\": \"ArrowRight\"}", atFrame(6), "{\"key\": \"ArrowRight\"}", atFrame(7),
            "{\"key\": \"ArrowRight\"}", atFrame(8), "{\"key\": \"ArrowLeft\"}", atFrame(7),
            "{\"eval\": \"document.querySelector('#moving .scrubber output').textContent\"}",
            "{\"shot\": \"#moving video.current\", \"out\": \"\(shots[1].path)\"}",
        ]
        let result = try Self.browse(page, steps: steps)
        #expect(result.console.isEmpty, "console errors: \(result.console)")
        let folder = out.standardizedFileURL.absoluteString
        #expect(result.requests.contains { $0.hasSuffix("/moving/video.mp4") }, "the requests are seen: \(result.requests)")
        // Chromium's own video controls draw their icons from data: URLs, which never leave the page (the page's
        // own references are all files in the folder, checked above).
        for url in result.requests where !url.hasPrefix("data:image/svg+xml;") {
            #expect(url.hasPrefix(folder), "\(url) is outside \(folder)")
        }
        let values = result.results
        #expect(values.count == 10)
        guard values.count == 10 else { return }
        // The videos last as long as the scenes: 10 frames at 10 fps, 8 frames at 10 fps.
        #expect(abs((values[0] as? Double ?? 0) - 1.0) < 1e-3, "\(values[0])")
        #expect(abs((values[1] as? Double ?? 0) - 0.8) < 1e-3, "\(values[1])")
        // The golden difference: shown for the changed scene only.
        #expect(values[2] as? Int == 1)
        #expect(values[3] as? Int == 0)
        #expect(values[4] as? Bool == false, "the script shows the scrubber")
        #expect(values[5] as? Bool == false, "and hides the video's own controls, so the screenshots show the picture")
        #expect(values[6] as? Bool == true)
        #expect(values[7] as? String == "frame 3 of 9 · 0.300 s")
        // 0.3 of the way along the plot's time axis, which runs from 104 to 1184 of 1200 points.
        let left = CurvePlot.timeAxis.lowerBound + 0.3 * (CurvePlot.timeAxis.upperBound - CurvePlot.timeAxis.lowerBound)
        let cursor = (values[8] as? String).flatMap { Double($0.dropLast()) } ?? .nan
        #expect((values[8] as? String ?? "").hasSuffix("%") && abs(cursor - left / CurvePlot.width * 100) < 0.001, "\(values[8])")
        #expect(values[9] as? String == "frame 7 of 9 · 0.700 s")

        // What the video shows at frame k is frame k: against the still of frame k within H.264's loss (chroma is
        // subsampled, so colour edges differ by up to ~100 in a channel over a pixel or two: at most 3 % of the
        // pixels may differ by more than 64); the neighbours differ in 17.5 % of the pixels and fail.
        let scene = try Composition.load(path: dir.appendingPathComponent("moving.json").path)
        let lossy = PixelTolerance(channel: 64, fraction: 0.03)
        for (k, shot) in zip([3, 7], shots) {
            let screen = try ImageDecoder.decode(path: shot.path)
            #expect(screen.width == 160 && screen.height == 120, "the video is shown at its size: \(screen.width)×\(screen.height)")
            for j in k - 1...k + 1 {
                var still = try Exporter.still(scene, at: scene.time(ofFrame: j))
                still = try ImageDecoder.decode(path: try Self.png(still, in: dir, name: "still-\(j).png"))
                let c = FrameDiff.compare(still, screen, tolerance: lossy)
                #expect(c.passed == (j == k), "frame \(k) on screen against the still of frame \(j): \(c.differingPixels) pixels differ, largest \(c.largestChannelDifference)")
            }
        }
    }

    static func png(_ frame: Frame, in dir: URL, name: String) throws -> String {
        let path = dir.appendingPathComponent(name).path
        try PNGWriter.write(frame, to: path)
        return path
    }

    /// Two runs give the same bytes, with one render thread or two; a second run replaces the first's folder. The
    /// base comparison tells a changed scene from unchanged and new ones (a base path with no file).
    @Test func sameBytesWhateverTheThreads() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write(Self.moving(color: "#D8341F"), "moving.json", in: dir)
        try Self.write(Self.moving(color: "#1F4FD8"), "moving-before.json", in: dir)
        try Self.write(Self.fading, "fading.json", in: dir)
        try Self.write(Self.lottie, "box.json", in: dir)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("new"), withIntermediateDirectories: true)
        try Self.write(Self.fading, "fading.json", in: dir.appendingPathComponent("new"))
        let args = ["report", "moving.json", "fading.json", "box.json", "new/fading.json",
                    "--base", "moving-before.json", "fading.json", "box.json", "nowhere/fading.json"]
        let a = try CLI.run(args + ["-o", "a", "--threads", "1"], in: dir)
        let b = try CLI.run(args + ["-o", "b", "--threads", "2"], in: dir)
        let again = try CLI.run(args + ["-o", "b", "--threads", "2", "--quiet"], in: dir)
        for r in [a, b, again] { #expect(r.status == 0, "\(r.stderr)") }
        #expect(again.stdout.isEmpty && again.stderr.isEmpty)
        let fileList = Self.tree(dir.appendingPathComponent("a"))
        #expect(fileList == Self.tree(dir.appendingPathComponent("b")))
        #expect(fileList.contains("scenes/moving/base-video.mp4") && fileList.contains("scenes/box/video.mp4")
                && fileList.contains("scenes/fading-2/video.mp4") && !fileList.contains("scenes/fading-2/base-video.mp4")
                && fileList.contains("scenes/moving/stills/0.5.png"), "\(fileList)")
        for f in fileList {
            let x = FileManager.default.contents(atPath: dir.appendingPathComponent("a/" + f).path)
            let y = FileManager.default.contents(atPath: dir.appendingPathComponent("b/" + f).path)
            #expect(x != nil && x == y, "\(f) differs between --threads 1 and 2")
        }
        // Only the scene whose colour changed is reported as changed.
        let data = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("a/report.json"))) as? [String: Any]
        let scenes = data?["scenes"] as? [[String: Any]] ?? []
        #expect(scenes.map { $0["changed"] as? Bool } == [true, false, false, true])
        #expect(scenes.map { $0["new"] as? Bool } == [false, false, false, true])
        #expect(data?["passed"] as? Bool == true)
        let html = try String(contentsOf: dir.appendingPathComponent("a/index.html"), encoding: .utf8)
        #expect(html.contains("1 of 4 scenes changed, 1 new"), "\(html)")
        #expect(html.contains("<dd>none: no file at nowhere/fading.json (a new scene)</dd>"))
        #expect(html.components(separatedBy: "<figure class=\"difference\">").count == 4, "a difference for each scene with a base")
    }

    static func tree(_ root: URL) -> [String] {
        (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? [])
            .filter { var d: ObjCBool = false; return FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path, isDirectory: &d) && !d.boolValue }
            .sorted()
    }

    /// A Lottie file's row lists the features lottie-ios ignores, with their JSON paths.
    @Test func lottieFeatures() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write(Self.lottie, "box.json", in: dir)
        let r = try CLI.run(["report", "box.json", "-o", "out", "--quiet"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let html = try String(contentsOf: dir.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(html.contains("<h3>Lottie features that render differently</h3>"))
        #expect(html.contains("<li><code>layers[0].shapes[0].it[1]</code>: merge paths are ignored, as lottie-ios ignores them"), "\(html)")
        #expect(html.contains("<li><code>layers[0].ks.r.x</code>: expressions are ignored, as lottie-ios ignores them"))
        #expect(html.contains("<dd>Lottie animation</dd>") && html.contains("<dd>10 (0–9)</dd>"))
    }

    /// A failing expectation fails the report (exit 1) once the page, which shows it, is written.
    @Test func failingCheck() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write(Self.moving(color: "#1F4FD8").replacingOccurrences(of: "\"equals\": 87", with: "\"equals\": 88"), "moving.json", in: dir)
        let r = try CLI.run(["report", "moving.json", "-o", "out"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("animate: 1 scene failing (moving): see out/index.html"), "\(r.stderr)")
        let html = try String(contentsOf: dir.appendingPathComponent("out/index.html"), encoding: .utf8)
        #expect(html.contains("Fail: 1 scene failing (1 check fails)."))
        #expect(html.contains("<tr class=\"fail\"><td><strong>FAIL</strong></td><td><code>expectations[0]: bar.position.x at 0.5 s: expected 88, got 87 (off by 1)</code></td></tr>"), "\(html)")
        let data = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("out/report.json"))) as? [String: Any]
        #expect(data?["passed"] as? Bool == false)
    }

    /// Bad input exits 2 and leaves nothing behind; a folder that is not a report is never replaced.
    @Test func badInput() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.write(Self.fading, "fading.json", in: dir)
        let bases = try CLI.run(["report", "fading.json", "-o", "out", "--base", "fading.json", "fading.json"], in: dir)
        #expect(bases.status == 2)
        #expect(bases.stderr.contains("--base: 2 scenes for 1 scene; give one base per scene, in the same order"), "\(bases.stderr)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try Self.write("keep", "notes.txt", in: dir.appendingPathComponent("docs"))
        let foreign = try CLI.run(["report", "fading.json", "-o", "docs"], in: dir)
        #expect(foreign.status == 2)
        #expect(foreign.stderr.contains("docs: cannot replace the folder: it holds \"notes.txt\", which is not part of a report"), "\(foreign.stderr)")
        #expect(CLI.files(in: dir.appendingPathComponent("docs")) == ["notes.txt"])
        let noGolden = try CLI.run(["report", "fading.json", "-o", "out", "--golden", "nowhere"], in: dir)
        #expect(noGolden.status == 2 && noGolden.stderr.contains("--golden: no folder \"nowhere\""), "\(noGolden.stderr)")
        #expect(CLI.files(in: dir) == ["docs", "fading.json"])
    }
}
