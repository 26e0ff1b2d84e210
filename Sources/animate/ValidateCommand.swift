import ArgumentParser
import Composition
import Export
import Foundation
import Readers
import SceneFile

/// `animate validate`: reads and checks a scene without rendering.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a scene without rendering; errors name the JSON path (exit 2).",
        discussion: """
            --lint adds warnings, with JSON paths, for Core Animation pitfalls: an animation removed at its end \
            while the model value differs (the layer snaps back), a path animation between paths of different \
            element structure, animations that begin less than a frame apart, pixel sizes H.264 (yuv420p) cannot \
            take, keyframe keyTimes/values/timingFunctions that do not match. Warnings go to stderr; --strict makes \
            any warning exit 1.
            A Lottie file's lint warnings are the features the translation does not support (expressions, text \
            layers, effects, …), each with its JSON path (the rest renders; --strict makes them an error, exit 2), \
            hold keyframes between eased ones (Core Animation shows the static value there), path keyframes of \
            different element structure, and the pixel size.
            """
    )

    @Argument(help: "The scene files (JSON); several run one after the other.")
    var scenes: [String]

    @OptionGroup(title: "Lottie") var lottieSemantics: LottieSemanticsOption

    @Option(help: ArgumentHelp("Only the I-th (from 0) of N slices of the scenes sorted by path (for a CI matrix); auto: from the environment, as for rendering.", valueName: "I/N|auto"))
    var shard: String?

    /// The scene this run works on (one of `scenes`).
    var scene: String { scenes[0] }

    @OptionGroup(title: "Limits") var limitOptions: LimitOptions

    @Option(help: ArgumentHelp("A dotLottie file: apply the theme ID (t/ID.json) to the animation's slots.", valueName: "ID"))
    var theme: String?

    @Flag(help: "Also warn about Core Animation pitfalls.")
    var lint = false

    @Flag(help: "Exit 1 when there is any lint warning (implies --lint); for a Lottie file, exit 2 when it uses an unsupported feature.")
    var strict = false

    @Flag(help: "Print the result as JSON on stdout.")
    var json = false

    func run() throws {
        try SceneSelection(scenes, shard: shard).forEach { path in
            var one = self
            one.scenes = [path]
            try one.runScene()
        }
    }

    /// The lint warnings of `input`. A Lottie file gets the rules that apply to it: unsupported
    /// features, keyframes and path morphs Core Animation treats unlike the author expects (`LottieLint`), and the
    /// pixel size (named by `w`). Snap-backs, near-simultaneous begins, no-ops and layout do not: the translation's
    /// animations never end or begin on their own, and there are no transactions or constraints.
    static func lintWarnings(_ input: InputFile) -> [Lint.Warning] {
        switch input {
        case .scene(let s): return Lint.check(scene: s)
        case .lottie(let l, let s):
            var warnings = l.warnings.map { Lint.Warning(rule: .unsupported, path: $0.path, message: $0.message) }
            warnings += l.lintNotices.map {
                Lint.Warning(rule: Lint.Rule(rawValue: $0.rule.rawValue) ?? .keyframes, path: $0.path, message: $0.message)
            }
            warnings += Lint.pixelSize(s.canvas).map { Lint.Warning(rule: $0.rule, path: "w", message: $0.message) }
            return warnings
        }
    }

    func runScene() throws {
        let input = try loadInput(scene, theme: theme)
        let s = input.composition
        let c = s.canvas
        let warnings = lint || strict ? Self.lintWarnings(input) : []
        if json {
            var out: [(key: String, value: JSON)] = [
                ("scene", .string(scene)), ("valid", .bool(true)), ("layers", .number(Double(s.layerTypes.count))),
                ("duration", .number(s.duration)), ("frames", .number(Double(s.frameCount))), ("fps", .number(c.fps)),
                ("width", .number(Double(c.pixelWidth))), ("height", .number(Double(c.pixelHeight))),
            ]
            if lint, case .lottie(let l, _) = input {
                out.append(("semanticsDifferences", .array(l.semanticsDifferences.map { .string($0) })))
            }
            if lint || strict {
                out.append(("warnings", .array(warnings.map {
                    .object([("rule", .string($0.rule.rawValue)), ("path", .string($0.path)), ("message", .string($0.message))])
                })))
            }
            printJSON(.object(out))
        } else {
            print("\(scene): valid: \(counted(s.layerTypes.count, "layer")), \(NumberText.human(s.duration)) s, "
                  + "\(counted(s.frameCount, "frame")) at \(NumberText.human(c.fps)) fps, \(c.pixelWidth)×\(c.pixelHeight) px")
            for w in warnings {
                FileHandle.standardError.write(Data("\(scene): warning: \(w) [\(w.rule.rawValue)]\n".utf8))
            }
            if lint || strict {
                print("\(scene): \(counted(warnings.count, "lint warning"))")
            }
            if lint, case .lottie(let l, _) = input, !l.semanticsDifferences.isEmpty {
                print("\(scene): renders differently under --lottie-semantics after-effects: "
                      + l.semanticsDifferences.joined(separator: ", "))
            }
        }
        let unsupported = warnings.filter { $0.rule == .unsupported }.count
        if strict, case .lottie = input, unsupported > 0 {
            throw CLIError.badInput("\(scene): \(unsupported) unsupported Lottie feature\(unsupported == 1 ? "" : "s") (--strict)")
        }
        if strict && !warnings.isEmpty {
            throw CLIError.failure("\(scene): \(counted(warnings.count, "lint warning")) (--strict)")
        }
    }
}
