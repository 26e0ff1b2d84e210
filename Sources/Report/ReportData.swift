import Composition

/// `report.json`: the page's verdicts for machines (a CI step that comments on a pull request).
enum ReportData {
    static func json(_ outcomes: [SceneOutcome], options: ReportOptions) -> String {
        let scenes: [JSON] = outcomes.map { o in
            var m: [(key: String, value: JSON)] = [
                ("name", .string(o.scene.name)), ("path", .string(o.scene.path)), ("kind", .string(o.scene.kind.rawValue)),
                ("folder", .string("scenes/\(o.slug)")), ("passed", .bool(!o.failed)),
                ("video", o.video.file.map(JSON.string) ?? .null),
                ("duration", .number(o.scene.composition.duration)), ("fps", .number(o.scene.composition.canvas.fps)),
                ("frames", .number(Double(o.scene.composition.frameCount))),
                ("checks", .object([("passed", .number(Double(o.scene.checks.count - o.failedChecks))),
                                    ("failed", .number(Double(o.failedChecks)))])),
                ("lintWarnings", .number(Double(o.scene.lint.count))),
            ]
            if o.scene.kind == .lottie { m.append(("lottieFeatures", .number(Double(o.scene.lottieFeatures.count)))) }
            if let b = o.base {
                m.append(("changed", .bool(b.changed)))
                m.append(("new", .bool(b.isNew)))
            }
            if options.golden != nil {
                m.append(("goldens", .array(o.checkpoints.map { g in
                    var r: [(key: String, value: JSON)] = [("time", .number(g.time)), ("status", .string(g.status.rawValue))]
                    if let c = g.comparison {
                        r.append(("differingPixels", .number(Double(c.differingPixels))))
                        r.append(("differingFraction", .number(c.differingFraction)))
                    }
                    return .object(r)
                })))
            }
            return .object(m)
        }
        return JSONWriter.write(.object([("passed", .bool(!outcomes.contains(where: \.failed))), ("scenes", .array(scenes))])) + "\n"
    }
}
