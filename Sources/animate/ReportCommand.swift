import ArgumentParser
import Composition
import Export
import Foundation
import Preview
import Readers
import Report
import SceneFile

/// `animate report SCENE… -o DIR`: the review page for a pull request (`Report`).
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a review page: one offline folder with each scene's video, curves, checks and goldens.",
        discussion: """
            DIR gets index.html and everything it shows: per scene or Lottie file the video (H.264 with a poster; \
            a scrubber steps frame by frame and moves a cursor over the curve plot), the contact sheet, the curves \
            (SVG), the stills at the checkpoints (or --times), the expectations with pass or fail, lint warnings, for a Lottie file the features lottie-ios \
            draws unlike After Effects, and the settings; report.json holds the verdicts. \
            --golden compares stills at the checkpoints (or --times) with the golden folder's \
            <scene>@<time>.png as `animate compare` does and shows golden, new and difference side by side. --base \
            gives the same scenes before the change, in the same order (a path with no file: a new scene): both \
            videos play in step, side by side and as a difference, with both curves. The page needs no network and no server, and works without JavaScript but for the scrubber. \
            The same inputs give the same bytes, whatever --threads is. An earlier report in DIR is replaced; a \
            folder holding anything else is refused. Exit 1 when a check or a golden fails, once the page is written.
            """
    )

    @Argument(help: "The scene files or Lottie animations.")
    var scenes: [String]

    @OptionGroup(title: "Lottie") var lottieSemantics: LottieSemanticsOption

    @OptionGroup(title: "Limits") var limitOptions: LimitOptions

    @Option(name: .shortAndLong, help: "The report folder.")
    var output: String

    @Option(help: "The folder of golden PNGs (<scene>@<time>.png, as animate compare writes them).")
    var golden: String?

    @Option(parsing: .upToNextOption, help: ArgumentHelp("The same scenes before the change, in the same order.", valueName: "scene"))
    var base: [String] = []

    @Option(help: "Comma-separated scene times of the stills compared with the goldens, instead of each scene's checkpoints.")
    var times: String?

    @OptionGroup var toleranceOptions: ToleranceOptions

    @Option(help: "Render threads for the videos (default: one per core). The output does not depend on it.")
    var threads: Int?

    @Flag(help: "Print no progress.")
    var quiet = false

    func validate() throws {
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1") }
        if !base.isEmpty, base.count != scenes.count {
            throw ValidationError("--base: \(counted(base.count, "scene")) for \(counted(scenes.count, "scene")); give one base per scene, in the same order")
        }
    }

    func run() throws {
        let times = try self.times.map { try parseTimes($0) }
        if let golden {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: golden, isDirectory: &isDir), isDir.boolValue else {
                throw CLIError.badInput("--golden: no folder \"\(golden)\"")
            }
        }
        try Report.checkOutput(output)
        var inputs: [ReportScene] = []
        for (k, path) in scenes.enumerated() {
            var scene = try Self.reportScene(path)
            if !base.isEmpty {
                // No file at the base path: the scene is new in this change (a CI job passes every scene's path).
                let exists = FileManager.default.fileExists(atPath: base[k])
                scene.base = ReportBase(path: base[k], composition: exists ? try loadScene(base[k]) : nil)
            }
            inputs.append(scene)
        }
        let options = ReportOptions(golden: golden, times: times,
                                    tolerance: toleranceOptions.tolerance,
                                    threads: threads)
        let outcomes = try Report.write(inputs, to: output, options: options) { name in
            if !quiet { FileHandle.standardError.write(Data("animate report: \(name)\n".utf8)) }
        }
        let index = (output.hasSuffix("/") ? String(output.dropLast()) : output) + "/index.html"
        let failing = outcomes.filter(\.failed)
        if !quiet { print("\(index): \(counted(outcomes.count, "scene")), \(failing.count) failing") }
        if !failing.isEmpty {
            let names = failing.map(\.scene.name).joined(separator: ", ")
            throw CLIError.failure("\(counted(failing.count, "scene")) failing (\(names)): see \(index)")
        }
    }

    /// A scene or Lottie file read for the report, with its lint warnings and evaluated expectations.
    static func reportScene(_ path: String) throws -> ReportScene {
        let input = try loadInput(path)
        let c = input.composition
        let warnings = ValidateCommand.lintWarnings(input)
        func note(_ w: Lint.Warning) -> ReportNote { ReportNote(rule: w.rule.rawValue, path: w.path, message: w.message) }
        let checks = try c.expectations.map { e in
            let r = try e.evaluate(in: c)
            return ReportCheck(summary: r.summary, passed: r.passed)
        }
        var kind = ReportScene.Kind.scene
        var features = warnings.filter { $0.rule == .unsupported }.map(note)
        if case .lottie(let l, _) = input {
            kind = .lottie
            // What the warnings do not name: lottie-ios's Float key times (`LottieAnimation.semanticsDifferences`).
            if l.holdKeyTimeRoundsUp {
                features.append(ReportNote(rule: "semantics", path: "", message: "a hold keyframe at its own frame shows the value before it, as lottie-ios's Float key times make it (--lottie-semantics after-effects shows the new one)"))
            }
        }
        return ReportScene(path: path, name: sceneName(path), kind: kind, composition: c,
                           lint: warnings.filter { $0.rule != .unsupported }.map(note),
                           lottieFeatures: features, checks: checks)
    }
}

extension ReportCommand: LimitedCommand {}
