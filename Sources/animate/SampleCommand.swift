import ArgumentParser
import Composition
import Export
import Foundation
import JSONValue
import Motion
import SceneFile

/// `animate sample`: prints presentation values of one layer's key path at given times, as JSON.
struct SampleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sample",
        abstract: "Print presentation values of a layer's key path at given times (JSON).",
        discussion: """
            Output: {"layer": ID, "keyPath": KEY, "samples": [{"time": T, "value": V}, …]}, values encoded as in \
            the scene format (points [x, y], rects [x, y, w, h], colours "#RRGGBBAA", paths as SVG path data).
            """
    )

    @Argument(help: "The scene file (JSON).")
    var scene: String

    @OptionGroup(title: "Lottie") var lottieSemantics: LottieSemanticsOption

    @OptionGroup(title: "Limits") var limitOptions: LimitOptions

    @Option(help: "The layer id.")
    var layer: String

    @Option(help: "The key path (position, bounds, path, opacity, position.x, …).")
    var key: String

    @Option(help: "Comma-separated scene times in seconds, e.g. 0,0.05,0.1 (a list that starts with a negative time: --times=-0.5,0).")
    var times: String

    func run() throws {
        var parsed: [Double] = []
        for part in times.split(separator: ",", omittingEmptySubsequences: false) {
            let text = part.trimmingCharacters(in: .whitespaces)
            guard let t = Double(text), t.isFinite else {
                throw CLIError.badInput("--times: expected comma-separated times in seconds, got \"\(text)\"")
            }
            parsed.append(t)
        }
        let scene = try loadScene(scene)
        guard scene.layerTypes[layer] != nil else {
            throw CLIError.badInput("--layer: no layer with id \"\(layer)\" in \(self.scene)\(Self.hint(for: layer, in: Set(scene.layerTypes.keys)))")
        }
        var samples: [JSON] = []
        for t in parsed {
            guard let state = scene.tree.presentation(of: layer, at: t) else {
                throw CLIError.badInput("--layer: no layer with id \"\(layer)\"")
            }
            let value: AnimatableValue
            do {
                value = try state.sampledValue(forKeyPath: key)
            } catch let e as MotionError {
                throw CLIError.badInput("--key: \(e)")
            }
            samples.append(.object([("time", .number(t)), ("value", ValueEncoding.json(value))]))
        }
        let out = JSON.object([("layer", .string(layer)), ("keyPath", .string(key)), ("samples", .array(samples))])
        print(JSONWriter.write(out))
    }

    /// The end of the message about an unknown `--layer`: the first ids that start with it (a Lottie layer
    /// `layers[2]` is drawn by layers whose ids extend its JSON path), or else the closest id.
    static func hint(for layer: String, in ids: Set<String>) -> String {
        let below = ids.filter { $0.hasPrefix(layer) }.sorted { ($0.count, $0) < ($1.count, $1) }
        guard !below.isEmpty else { return NameSuggestion.hint(for: layer, in: ids) }
        let shown = below.prefix(5).map { "\"\($0)\"" }.joined(separator: ", ")
        return " (ids that start with it: \(shown)\(below.count > 5 ? ", … \(below.count) in all" : ""))"
    }
}
