import ArgumentParser
import Composition
import Export
import Foundation
import SceneFile

/// `animate check SCENE [--expect EXPECT.json]`: value assertions at times.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check presentation values at given times against expectations (exit 1 on a mismatch).",
        discussion: """
            Expectations come from the scene's "expectations" list and from --expect (a JSON array, or \
            {"expectations": [...]}). Each is {"layer": ID, "keyPath": KEY, "time": T, "equals": VALUE, \
            "tolerance": 0.5}, VALUE encoded as in the scene format; the tolerance (default 1e-6) bounds the \
            largest difference of any component (points, colour components in 0…1, …).
            """
    )

    @Argument(help: "The scene files (JSON); several run one after the other.")
    var scenes: [String]

    @OptionGroup(title: "Lottie") var lottieSemantics: LottieSemanticsOption

    @Option(help: ArgumentHelp("Only the I-th (from 0) of N slices of the scenes sorted by path (for a CI matrix); auto: from the environment, as for rendering.", valueName: "I/N|auto"))
    var shard: String?

    /// The scene this run works on (one of `scenes`).
    var scene: String { scenes[0] }

    @Option(help: "A JSON file of expectations.")
    var expect: String?

    @Flag(help: "Print the results as JSON on stdout.")
    var json = false

    func run() throws {
        try SceneSelection(scenes, shard: shard).forEach { path in
            var one = self
            one.scenes = [path]
            try one.runScene()
        }
    }

    func runScene() throws {
        let loaded = try loadScene(scene)
        var expectations = loaded.expectations
        if let expect { expectations += try Expectation.load(path: expect) }
        guard !expectations.isEmpty else {
            throw CLIError.badInput("\(scene): nothing to check: add \"expectations\" to the scene or pass --expect")
        }
        let results = try expectations.map { try $0.evaluate(in: loaded) }
        let failed = results.filter { !$0.passed }
        if json {
            printJSON(.object([
                ("scene", .string(scene)), ("passed", .bool(failed.isEmpty)),
                ("results", .array(results.map { r in
                    .object([
                        ("path", .string(r.expectation.path)), ("layer", .string(r.expectation.layer)),
                        ("keyPath", .string(r.expectation.keyPath)), ("time", .number(r.expectation.time)),
                        ("expected", r.expectation.equals), ("actual", ValueEncoding.json(r.actual)),
                        ("tolerance", .number(r.expectation.tolerance)),
                        ("deviation", r.deviation.isFinite ? .number(r.deviation) : .null),
                        ("passed", .bool(r.passed)),
                    ])
                })),
            ]))
        } else {
            for r in results { print("\(r.passed ? "PASS" : "FAIL") \(r.summary)") }
            print("\(sceneName(scene)): \(results.count - failed.count) of \(counted(results.count, "expectation")) passed")
        }
        if !failed.isEmpty {
            throw CLIError.failure("\(sceneName(scene)): \(failed.count) of \(counted(results.count, "expectation")) failed")
        }
    }
}
