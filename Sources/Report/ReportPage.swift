import Composition
import Foundation
import Preview

/// The page: a summary at the top (which scenes changed, which checks and goldens fail), then one section per
/// scene. Plain HTML that reads without JavaScript (videos with their own controls, images, tables); `report.js`
/// adds the frame scrubber and the curve cursors.
struct ReportPage {
    let outcomes: [SceneOutcome]
    let options: ReportOptions

    func html() -> String {
        let failing = outcomes.filter(\.failed).count
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Motion report: \(failing == 0 ? "all pass" : "\(failing) failing") · \(NumberText.counted(outcomes.count, "scene"))</title>
            <link rel="stylesheet" href="report.css">
            <script src="report.js" defer></script>
            </head>
            <body>
            <header>
            <h1>Motion report</h1>
            <p>Made by <code>animate report</code>\(compared()). Every file this page shows is in its folder; it needs \
            no network and no server.</p>
            </header>
            <main>

            """
        out += summary()
        for o in outcomes { out += SceneSection(outcome: o, options: options).html() }
        return out + "</main>\n</body>\n</html>\n"
    }

    /// What the scenes were compared with.
    func compared() -> String {
        var parts: [String] = []
        if let g = options.golden { parts.append("the goldens in <code>\(HTML.escape(g))</code>") }
        if outcomes.contains(where: { $0.base != nil }) { parts.append("the scenes before the change (<code>--base</code>)") }
        return parts.isEmpty ? "" : ", comparing with " + parts.joined(separator: " and ")
    }

    func summary() -> String {
        let failing = outcomes.filter(\.failed)
        let checks = outcomes.reduce(0) { $0 + $1.failedChecks }
        let goldens = outcomes.reduce(0) { $0 + $1.failedGoldens }
        let checkCount = outcomes.reduce(0) { $0 + $1.scene.checks.count }
        let goldenCount = options.golden == nil ? 0 : outcomes.reduce(0) { $0 + $1.checkpoints.count }
        var passed: [String] = []
        if checkCount > 0 { passed.append("\(checkCount == 1 ? "the" : "all") \(NumberText.counted(checkCount, "check"))") }
        if goldenCount > 0 { passed.append("\(goldenCount == 1 ? "the" : "all") \(NumberText.counted(goldenCount, "golden still"))") }
        var verdict = !failing.isEmpty ? "Fail: \(NumberText.counted(failing.count, "scene")) failing"
            : passed.isEmpty ? "Pass: nothing to fail (no expectations, no goldens)"
            : "Pass: \(passed.joined(separator: " and ")) \(checkCount + goldenCount == 1 ? "passes" : "pass")"
        if !failing.isEmpty {
            var why: [String] = []
            if checks > 0 { why.append("\(NumberText.counted(checks, "check")) \(checks == 1 ? "fails" : "fail")") }
            if goldens > 0 { why.append("\(NumberText.counted(goldens, "still")) \(goldens == 1 ? "differs from its golden" : "differ from their goldens")") }
            verdict += " (" + why.joined(separator: ", ") + ")"
        }
        let changed = outcomes.filter { $0.base?.changed == true && $0.base?.isNew == false }.count
        let new = outcomes.filter { $0.base?.isNew == true }.count
        if outcomes.contains(where: { $0.base != nil }) {
            verdict += "; \(changed) of \(NumberText.counted(outcomes.count, "scene")) changed" + (new > 0 ? ", \(new) new" : "")
        }
        var out = """
            <section id="summary" aria-labelledby="summary-title">
            <h2 id="summary-title">Summary</h2>
            <p class="verdict \(failing.isEmpty ? "pass" : "fail")">\(HTML.escape(verdict)).</p>
            <div class="table"><table>
            <thead><tr><th scope="col">Scene</th><th scope="col">Changed</th><th scope="col">Checks</th><th scope="col">Goldens</th><th scope="col">Lint</th></tr></thead>
            <tbody>

            """
        for o in outcomes {
            out += "<tr class=\"\(o.failed ? "fail" : "pass")\"><th scope=\"row\"><a href=\"#\(o.slug)\">\(HTML.escape(o.scene.name))</a></th>"
            out += "<td>\(changeText(o))</td><td>\(checksText(o))</td><td>\(goldensText(o))</td>"
            out += "<td>\(o.scene.lint.count)</td></tr>\n"
        }
        return out + "</tbody>\n</table></div>\n</section>\n\n"
    }

    func changeText(_ o: SceneOutcome) -> String {
        if let b = o.base { return b.isNew ? "<strong>new</strong>" : b.changed ? "<strong>changed</strong>" : "unchanged" }
        if options.golden != nil, !o.checkpoints.isEmpty {
            return o.failedGoldens > 0 ? "<strong>differs from goldens</strong>" : "matches goldens"
        }
        return "<span class=\"muted\">not compared</span>"
    }

    func checksText(_ o: SceneOutcome) -> String {
        let n = o.scene.checks.count
        guard n > 0 else { return "<span class=\"muted\">none</span>" }
        let failed = o.failedChecks
        return failed == 0 ? "all \(n) pass" : "<strong>FAIL</strong>: \(failed) of \(n) \(failed == 1 ? "fails" : "fail")"
    }

    func goldensText(_ o: SceneOutcome) -> String {
        guard options.golden != nil else { return "<span class=\"muted\">not compared</span>" }
        let n = o.checkpoints.count
        guard n > 0 else { return "<span class=\"muted\">no checkpoints</span>" }
        let failed = o.failedGoldens
        return failed == 0 ? "all \(n) match" : "<strong>FAIL</strong>: \(failed) of \(n) \(failed == 1 ? "differs" : "differ")"
    }
}
