import Export
import Foundation

/// `animate report`: one self-contained folder a reviewer opens from disk or from a CI artefact — `index.html`, the
/// videos, stills, contact sheets and curve plots it shows, `report.json` with the same verdicts for machines —
/// with no network access and no server. The same inputs give the same bytes, whatever the render threads.
///
/// ```
/// DIR/index.html  report.css  report.js (the frame scrubber; the page works without it)  report.json
/// DIR/scenes/<slug>/video.mp4 poster.png sheet.png curves.svg
///                   base-video.mp4 base-poster.png base-curves.svg        with a base
///                   stills/<t>.png                                        at the checkpoints
///                   stills/<t>.golden.png <t>.diff.png                    with goldens
/// ```
public enum Report {
    /// Checks that a report can be written to the folder `path` (its parent is writable; it is new, empty or an
    /// earlier report), before any work.
    public static func checkOutput(_ path: String) throws {
        _ = try OutputFile(path: path, kind: .folder, foreign: ReportFolder.foreign)
    }

    /// Writes the report of `scenes` to the folder `path`, all at once (a temporary folder beside it, renamed when
    /// complete; an earlier report there is replaced, a folder holding anything else is refused). `progress` is
    /// told each scene's name as its work starts. Returns what was found, for the caller's exit code.
    public static func write(_ scenes: [ReportScene], to path: String, options: ReportOptions = ReportOptions(),
                             progress: ((String) -> Void)? = nil) throws -> [SceneOutcome] {
        let output = try OutputFile(path: path, kind: .folder, foreign: ReportFolder.foreign)
        var outcomes: [SceneOutcome] = []
        try output.write { temp in
            let folder = ReportFolder(root: temp)
            let slugs = ReportFolder.slugs(for: scenes.map(\.name))
            for (scene, slug) in zip(scenes, slugs) {
                progress?(scene.name)
                outcomes.append(try SceneWork(scene: scene, slug: slug, folder: folder, options: options).run())
            }
            try folder.write(ReportStyle.css, to: "report.css")
            try folder.write(ReportScript.javaScript, to: "report.js")
            try folder.write(ReportPage(outcomes: outcomes, options: options).html(), to: "index.html")
            try folder.write(ReportData.json(outcomes, options: options), to: "report.json")
        }
        return outcomes
    }
}
