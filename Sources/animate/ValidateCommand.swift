import ArgumentParser
import Composition
import Export
import Foundation
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
            """
    )

    @Argument(help: "The scene file (JSON).")
    var scene: String

    @OptionGroup(title: "Limits") var limitOptions: LimitOptions

    @Flag(help: "Also warn about Core Animation pitfalls.")
    var lint = false

    @Flag(help: "Exit 1 when there is any lint warning (implies --lint).")
    var strict = false

    @Flag(help: "Print the result as JSON on stdout.")
    var json = false

    func run() throws {
        let s = try loadScene(scene)
        let c = s.canvas
        let warnings = lint || strict ? try Lint.check(path: scene, scene: s) : []
        if json {
            var out: [(key: String, value: JSON)] = [
                ("scene", .string(scene)), ("valid", .bool(true)), ("layers", .number(Double(s.layerTypes.count))),
                ("duration", .number(s.duration)), ("frames", .number(Double(s.frameCount))), ("fps", .number(c.fps)),
                ("width", .number(Double(c.pixelWidth))), ("height", .number(Double(c.pixelHeight))),
            ]
            if lint || strict {
                out.append(("warnings", .array(warnings.map {
                    .object([("rule", .string($0.rule.rawValue)), ("path", .string($0.path)), ("message", .string($0.message))])
                })))
            }
            printJSON(.object(out))
        } else {
            print("\(scene): valid: \(s.layerTypes.count) layers, \(JSONWriter.format(s.duration)) s, \(s.frameCount) frames at \(JSONWriter.format(c.fps)) fps, \(c.pixelWidth)×\(c.pixelHeight) px")
            for w in warnings {
                FileHandle.standardError.write(Data("\(scene): warning: \(w) [\(w.rule.rawValue)]\n".utf8))
            }
            if lint || strict {
                print("\(scene): \(warnings.count) lint warning\(warnings.count == 1 ? "" : "s")")
            }
        }
        if strict && !warnings.isEmpty {
            throw CLIError.failure("\(scene): \(warnings.count) lint warning\(warnings.count == 1 ? "" : "s") (--strict)")
        }
    }
}
