import ArgumentParser
import Composition

/// Options that raise the `Limits` a scene is checked against (docs/limits.md); the same for `render`, `still`,
/// `validate` and `sample`, so they accept and reject the same scenes.
struct LimitOptions: ParsableArguments {
    @Option(name: .customLong("max-frames"), help: ArgumentHelp("Most frames a scene may have (default \(Limits().maximumFrames)).", valueName: "N"))
    var maxFrames: Int?

    @Option(name: .customLong("max-duration"), help: ArgumentHelp("Longest scene in seconds (default \(NumberText.format(Limits().maximumDuration))).", valueName: "SECONDS"))
    var maxDuration: Double?

    @Option(name: .customLong("max-path-elements"), help: ArgumentHelp("Most elements in one path (default \(Limits().maximumPathElements)).", valueName: "N"))
    var maxPathElements: Int?

    func validate() throws {
        if let n = maxFrames, n < 1 { throw ValidationError("--max-frames must be a whole number ≥ 1") }
        if let d = maxDuration, !(d > 0 && d.isFinite) { throw ValidationError("--max-duration must be a number of seconds above 0") }
        if let n = maxPathElements, n < 1 { throw ValidationError("--max-path-elements must be a whole number ≥ 1") }
    }

    /// The defaults with these options applied.
    var limits: Limits {
        var l = Limits()
        if let n = maxFrames { l.maximumFrames = n }
        if let d = maxDuration { l.maximumDuration = d }
        if let n = maxPathElements { l.maximumPathElements = n }
        return l
    }
}

/// A command that reads scenes under `limitOptions` (`Animate.main` runs it with `Limits.current` raised).
protocol LimitedCommand {
    var limitOptions: LimitOptions { get }
}

extension RenderCommand: LimitedCommand {}
extension ValidateCommand: LimitedCommand {}
extension SampleCommand: LimitedCommand {}
extension StillCommand: LimitedCommand {}
