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

    @Option(name: .customLong("max-scene-elements"), help: ArgumentHelp("Most path elements in one scene, all paths together (default \(Limits().maximumSceneElements)).", valueName: "N"))
    var maxSceneElements: Int?

    @Option(name: .customLong("max-keyframes"), help: ArgumentHelp("Most keyframes in one keyframe animation (default \(Limits().maximumKeyframes)).", valueName: "N"))
    var maxKeyframes: Int?

    @Option(name: .customLong("max-dashes"), help: ArgumentHelp("Most entries of a lineDashPattern (default \(Limits().maximumDashCount)).", valueName: "N"))
    var maxDashes: Int?

    @Option(name: .customLong("max-shadow-radius"), help: ArgumentHelp("Largest shadowRadius in points (default \(NumberText.format(Limits().maximumShadowRadius))).", valueName: "POINTS"))
    var maxShadowRadius: Double?

    @Option(name: .customLong("max-shadow-offset"), help: ArgumentHelp("Largest shadowOffset component in points (default \(NumberText.format(Limits().maximumShadowOffset))).", valueName: "POINTS"))
    var maxShadowOffset: Double?

    @Option(name: .customLong("max-instances"), help: ArgumentHelp("Largest instanceCount of a replicator layer (default \(Limits().maximumInstanceCount)).", valueName: "N"))
    var maxInstances: Int?

    @Option(name: .customLong("max-replicated-layers"), help: ArgumentHelp("Most layers drawn once replicators are expanded (default \(Limits().maximumReplicatedLayers)).", valueName: "N"))
    var maxReplicatedLayers: Int?

    @Option(name: .customLong("max-layers"), help: ArgumentHelp("Most layers in one scene, masks and sublayers included (a Lottie file: each use of a precomposition counted) (default \(Limits().maximumLayers)).", valueName: "N"))
    var maxLayers: Int?

    @Option(name: .customLong("max-scene-keyframes"), help: ArgumentHelp("Most keyframes in one scene, all keyframe animations together (default \(Limits().maximumSceneKeyframes)).", valueName: "N"))
    var maxSceneKeyframes: Int?

    func validate() throws {
        /// A count option: a whole number ≥ 1.
        func count(_ n: Int?, _ option: String) throws {
            if let n, n < 1 { throw ValidationError("--\(option) must be a whole number ≥ 1") }
        }
        /// A length in points: finite and ≥ 0.
        func points(_ p: Double?, _ option: String) throws {
            if let p, !(p >= 0 && p.isFinite) { throw ValidationError("--\(option) must be a number of points ≥ 0") }
        }
        if let d = maxDuration, !(d > 0 && d.isFinite) { throw ValidationError("--max-duration must be a number of seconds above 0") }
        try count(maxFrames, "max-frames")
        try count(maxPathElements, "max-path-elements")
        try count(maxSceneElements, "max-scene-elements")
        try count(maxKeyframes, "max-keyframes")
        try count(maxDashes, "max-dashes")
        try count(maxInstances, "max-instances")
        try count(maxReplicatedLayers, "max-replicated-layers")
        try count(maxLayers, "max-layers")
        try count(maxSceneKeyframes, "max-scene-keyframes")
        try points(maxShadowRadius, "max-shadow-radius")
        try points(maxShadowOffset, "max-shadow-offset")
    }

    /// The defaults with these options applied.
    var limits: Limits {
        var l = Limits()
        if let n = maxFrames { l.maximumFrames = n }
        if let d = maxDuration { l.maximumDuration = d }
        if let n = maxPathElements { l.maximumPathElements = n }
        if let n = maxSceneElements { l.maximumSceneElements = n }
        if let n = maxKeyframes { l.maximumKeyframes = n }
        if let n = maxDashes { l.maximumDashCount = n }
        if let r = maxShadowRadius { l.maximumShadowRadius = r }
        if let r = maxShadowOffset { l.maximumShadowOffset = r }
        if let n = maxInstances { l.maximumInstanceCount = n }
        if let n = maxReplicatedLayers { l.maximumReplicatedLayers = n }
        if let n = maxLayers { l.maximumLayers = n }
        if let n = maxSceneKeyframes { l.maximumSceneKeyframes = n }
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
