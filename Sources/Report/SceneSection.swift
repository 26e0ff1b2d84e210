import Composition
import Foundation
import Preview

/// One scene's section of the page: settings, the videos with the scrubber, the curves, the contact sheet, the
/// checks, the golden stills, lint and, for a Lottie file, the features lottie-ios draws differently.
struct SceneSection {
    let outcome: SceneOutcome
    let options: ReportOptions

    var scene: ReportScene { outcome.scene }
    var slug: String { outcome.slug }

    func html() -> String {
        let c = scene.composition
        let frames = outcome.video.file == nil ? 0 : c.frameCount
        var out = """
            <section class="scene \(outcome.failed ? "fail" : "pass")" id="\(slug)" aria-labelledby="\(slug)-title" \
            data-fps="\(NumberText.format(c.canvas.fps))" data-frames="\(frames)" data-duration="\(NumberText.format(c.duration))">
            <h2 id="\(slug)-title">\(HTML.escape(scene.name)) <span class="path">\(HTML.escape(scene.path))</span>\
            \(outcome.failed ? " <span class=\"badge\">FAIL</span>" : "")</h2>

            """
        out += settings()
        // The videos and scrubber beside the curves on a wide screen; one above the other on a narrow one.
        out += "<div class=\"stage\">\n<div class=\"motion\">\n" + motion() + "</div>\n" + curves() + "</div>\n"
        out += "<h3>Contact sheet</h3>\n<p><img class=\"sheet\" src=\"\(HTML.url(outcome.sheet))\" alt=\"Contact sheet of \(HTML.escape(scene.name)): frames where things happen, the time and frame number under each\"></p>\n"
        out += checks()
        out += stills()
        out += notes("Lint", scene.lint, empty: "No lint warnings.")
        if scene.kind == .lottie {
            out += notes("Lottie features that render differently", scene.lottieFeatures,
                         intro: "This page follows the semantics the report was made with (--lottie-semantics, lottie-ios by default: as lottie-ios’s Core Animation engine plays the file). lottie-ios leaves these features out or draws them unlike After Effects.",
                         empty: "None: the file uses no feature that lottie-ios’s Core Animation engine leaves out or draws unlike After Effects.")
        }
        return out + "</section>\n\n"
    }

    func settings() -> String {
        let cv = scene.composition.canvas
        let c = scene.composition
        func n(_ v: Double) -> String { NumberText.human(v) }
        var rows: [(String, String)] = [
            ("Input", scene.kind == .lottie ? "Lottie animation" : "scene file"),
            ("Size", "\(n(cv.size.width)) × \(n(cv.size.height)) pt at \(n(cv.scale))× = \(cv.pixelWidth) × \(cv.pixelHeight) px"),
            ("Frame rate", "\(n(cv.fps)) fps"),
            ("Duration", "\(n(c.duration)) s"),
            ("Frames", c.frameCount == 0 ? "none" : "\(c.frameCount) (0–\(c.frameCount - 1))"),
        ]
        if outcome.video.file != nil {
            let v = outcome.video
            let doubled = v.pixelWidth != cv.pixelWidth ? " (twice the scale: H.264 needs an even width and height)" : ""
            rows.append(("Video", "H.264, \(v.pixelWidth) × \(v.pixelHeight) px\(doubled)"))
        }
        if let b = outcome.base { rows.append(("Base", b.isNew ? "none: no file at \(b.path) (a new scene)" : b.path)) }
        return "<dl class=\"settings\">\n" + rows.map { "<div><dt>\($0.0)</dt><dd>\(HTML.escape($0.1))</dd></div>" }
            .joined(separator: "\n") + "\n</dl>\n"
    }

    /// A `<video>` of a rendition, or its poster with the reason there is no video.
    func video(_ r: Rendition, label: String, controls: Bool = true, role: String) -> String {
        let size = "width=\"\(NumberText.format(r.pointWidth.rounded()))\" height=\"\(NumberText.format(r.pointHeight.rounded()))\""
        guard let file = r.file else {
            return "<img src=\"\(HTML.url(r.poster))\" \(size) alt=\"\(HTML.escape(label)): the first frame\">"
        }
        return "<video class=\"\(role)\" src=\"\(HTML.url(file))\" poster=\"\(HTML.url(r.poster))\" \(size)\(controls ? " controls" : "") "
            + "preload=\"auto\" muted playsinline aria-label=\"\(HTML.escape(label))\"></video>"
    }

    func motion() -> String {
        let v = outcome.video
        var out = "<h3>Motion</h3>\n"
        // The scrubber above the videos: a tall video leaves it on screen.
        if v.file != nil {
            let last = scene.composition.frameCount - 1
            out += """
                <div class="scrubber" hidden>
                <button type="button" class="play">Play</button>
                <label for="\(slug)-frame">Frame</label>
                <input type="range" id="\(slug)-frame" min="0" max="\(last)" step="1" value="0">
                <output for="\(slug)-frame" aria-live="polite">frame 0 of \(last) · 0.000 s</output>
                </div>
                <noscript><p class="note">With JavaScript, a scrubber steps through the frames here.</p></noscript>

                """
        }
        out += "<div class=\"videos\">\n"
        out += "<figure>\(video(v, label: "\(scene.name): this change", role: "current"))<figcaption>\(outcome.base == nil ? "The scene" : "After the change")</figcaption></figure>\n"
        if let b = outcome.base, let before = b.video {
            out += "<figure>\(video(before, label: "\(scene.name): before the change", role: "base"))<figcaption>Before the change\(b.changed ? "" : " (unchanged)")</figcaption></figure>\n"
            if v.file != nil, before.file != nil {
                out += """
                    <figure class="difference"><div class="stack" style="max-width: \(NumberText.format(v.pointWidth.rounded()))px">\
                    \(video(before, label: "\(scene.name): before, under the difference", controls: false, role: "base"))\
                    \(video(v, label: "\(scene.name): the difference", controls: false, role: "current blend"))</div>\
                    <figcaption>Difference (black where nothing changed)</figcaption></figure>

                    """
            }
        }
        out += "</div>\n"
        for note in [v.note, outcome.base?.video?.note].compactMap({ $0 }) {
            out += "<p class=\"note\">\(HTML.escape(note))</p>\n"
        }
        return out
    }

    func curves() -> String {
        let axis = CurvePlot.timeAxis
        let x0 = NumberText.format((axis.lowerBound / CurvePlot.width * 1e5).rounded() / 1e3)
        let x1 = NumberText.format((axis.upperBound / CurvePlot.width * 1e5).rounded() / 1e3)
        // Many animated properties (a Lottie file's dozens of layers) make a long plot: folded, one click away, and
        // loaded only when unfolded.
        let panels = ([scene.composition] + [scene.base?.composition ?? nil].compactMap { $0 })
            .map(\.timeline.animatedProperties.count).max() ?? 0
        let folded = panels > SceneSection.unfoldedPanels
        func plot(_ file: String?, _ caption: String) -> String {
            guard let file else { return "<p class=\"note\">\(caption): nothing animates.</p>\n" }
            return "<figure class=\"plot\" data-x0=\"\(x0)\" data-x1=\"\(x1)\"><div class=\"frame\"><img src=\"\(HTML.url(file))\"\(folded ? " loading=\"lazy\"" : "") alt=\"\(HTML.escape(caption)): every animated property against time\"><span class=\"cursor\" hidden></span></div><figcaption>\(caption)</figcaption></figure>\n"
        }
        var out = folded
            ? "<details class=\"curves\">\n<summary><h3>Curves: \(panels) animated properties</h3></summary>\n"
            : "<details class=\"curves\" open>\n<summary><h3>Curves</h3></summary>\n"
        out += "<div class=\"plots\">\n"
        out += plot(outcome.curves, outcome.base == nil ? "Values over time" : "After the change")
        if let b = outcome.base, !b.isNew { out += plot(b.curves, "Before the change") }
        return out + "</div>\n</details>\n"
    }

    /// The most panels a curve plot shows unfolded.
    static let unfoldedPanels = 12

    func checks() -> String {
        var out = "<h3>Checks</h3>\n"
        guard !scene.checks.isEmpty else {
            let how = scene.kind == .lottie ? "a Lottie file has none" : "add \"expectations\" to the scene"
            return out + "<p class=\"muted\">No expectations (\(how)).</p>\n"
        }
        out += "<div class=\"table\"><table class=\"checks\">\n<thead><tr><th scope=\"col\">Result</th><th scope=\"col\">Expectation</th></tr></thead>\n<tbody>\n"
        for c in scene.checks {
            out += "<tr class=\"\(c.passed ? "pass" : "fail")\"><td>\(c.passed ? "pass" : "<strong>FAIL</strong>")</td><td><code>\(HTML.escape(c.summary))</code></td></tr>\n"
        }
        return out + "</tbody>\n</table></div>\n"
    }

    /// The stills at the checkpoints: beside their goldens and differences when goldens are given.
    func stills() -> String {
        guard options.golden != nil else { return checkpoints() }
        var out = "<h3>Checkpoints against the goldens</h3>\n"
        if let note = outcome.goldenNote { out += "<p class=\"muted\">\(HTML.escape(note))</p>\n" }
        let width = "width=\"\(NumberText.format(scene.composition.canvas.size.width.rounded()))\""
        for row in outcome.checkpoints {
            let t = "\(JSONWriter.format(row.time)) s"
            out += "<figure class=\"golden \(row.status.rawValue)\">\n<figcaption>\(t): \(goldenVerdict(row))</figcaption>\n<div class=\"stills\">\n"
            if let g = row.golden {
                out += "<figure><img src=\"\(HTML.url(g))\" \(width) alt=\"Golden at \(t)\"><figcaption>Golden</figcaption></figure>\n"
            }
            out += "<figure><img src=\"\(HTML.url(row.actual))\" \(width) alt=\"This change at \(t)\"><figcaption>This change</figcaption></figure>\n"
            if let d = row.difference {
                out += "<figure class=\"golden-diff\"><img src=\"\(HTML.url(d))\" \(width) alt=\"Difference at \(t): red pixels differ beyond the tolerance, yellow within it\"><figcaption>Difference: red beyond the tolerance, yellow within it</figcaption></figure>\n"
            }
            out += "</div>\n</figure>\n"
        }
        return out
    }

    /// The stills alone (no goldens given), each with its time and frame.
    func checkpoints() -> String {
        var out = "<h3>Checkpoints</h3>\n"
        guard !outcome.checkpoints.isEmpty else {
            let how = scene.kind == .lottie ? "pass --times" : "add \"checkpoints\" to the scene, or pass --times"
            return out + "<p class=\"muted\">No checkpoints (\(how)).</p>\n"
        }
        let width = "width=\"\(NumberText.format(scene.composition.canvas.size.width.rounded()))\""
        let fps = scene.composition.canvas.fps
        out += "<div class=\"stills\">\n"
        for row in outcome.checkpoints {
            let t = "\(JSONWriter.format(row.time)) s"
            let k = (row.time * fps).rounded()
            let frame = abs(k / fps - row.time) < 1e-9 ? " · frame \(NumberText.format(k))" : ""
            out += "<figure><img src=\"\(HTML.url(row.actual))\" \(width) alt=\"The scene at \(t)\"><figcaption>\(t)\(frame)</figcaption></figure>\n"
        }
        return out + "</div>\n"
    }

    func goldenVerdict(_ row: CheckpointStill) -> String {
        switch row.status {
        case .shown:
            return ""
        case .missing:
            return "<strong>MISSING</strong>: no golden <code>\(HTML.escape(row.goldenSource ?? ""))</code> (record it with <code>animate compare --record</code>)"
        case .pass, .fail:
            guard let c = row.comparison else { return "" }
            let word = row.status == .pass ? "pass" : "<strong>FAIL</strong>"
            if let m = c.sizeMismatch { return "\(word): size \(HTML.escape(m))" }
            let pct = NumberText.format((c.differingFraction * 1e6).rounded() / 1e4)
            return "\(word): \(pct) % of pixels differ (\(c.differingPixels) of \(c.width * c.height)), largest channel difference \(c.largestChannelDifference)"
        }
    }

    func notes(_ title: String, _ notes: [ReportNote], intro: String? = nil, empty: String) -> String {
        var out = "<h3>\(title)</h3>\n"
        if let intro { out += "<p>\(HTML.escape(intro))</p>\n" }
        guard !notes.isEmpty else { return out + "<p class=\"muted\">\(HTML.escape(empty))</p>\n" }
        out += "<ul class=\"notes\">\n"
        for n in notes {
            out += "<li><code>\(HTML.escape(n.path.isEmpty ? "(file)" : n.path))</code>: \(HTML.escape(n.message)) <span class=\"rule\">[\(HTML.escape(n.rule))]</span></li>\n"
        }
        return out + "</ul>\n"
    }
}
