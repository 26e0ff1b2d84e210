import Composition
import Preview

/// What a report found for one scene, and the files it wrote for it (paths relative to the report folder).
public struct SceneOutcome {
    public var scene: ReportScene
    /// The scene's folder in the report (`scenes/<slug>`) and its anchor on the page (`#<slug>`).
    public var slug: String
    /// The video (`scenes/<slug>/video.mp4`), or why there is none.
    public var video: Rendition
    /// The contact sheet's PNG.
    public var sheet: String
    /// The curve plot's SVG; `nil` when nothing animates.
    public var curves: String?
    /// The comparison with the scene before the change (`--base`).
    public var base: BaseOutcome?
    /// The stills at the checkpoints (or `--times`), compared with the goldens when given (`--golden`).
    public var checkpoints: [CheckpointStill]
    /// Why no still was compared although goldens were given (no checkpoints and no `--times`).
    public var goldenNote: String?

    public var failedChecks: Int { scene.checks.filter { !$0.passed }.count }
    public var failedGoldens: Int { checkpoints.filter { $0.status == .fail || $0.status == .missing }.count }
    /// A check or a golden fails: the report exits 1.
    public var failed: Bool { failedChecks > 0 || failedGoldens > 0 }
}

/// A scene's video with its poster, or the reason there is none (a scene of no frame, an odd pixel size H.264
/// cannot take).
public struct Rendition {
    public var file: String?
    public var poster: String
    /// The picture's size in pixels and in points (the page shows it at its size in points).
    public var pixelWidth: Int
    public var pixelHeight: Int
    public var pointWidth: Double
    public var pointHeight: Double
    public var note: String?
}

/// The scene before the change: its video and curves, and whether anything changed.
public struct BaseOutcome {
    public var path: String
    /// `nil` when the scene is new (no file at `path` before the change).
    public var video: Rendition?
    public var curves: String?
    /// Whether the two videos differ (compared byte for byte: rendering and encoding are deterministic, so equal
    /// frames give equal files), or when there is no video, the two posters; a new scene has changed.
    public var changed: Bool

    public var isNew: Bool { video == nil }
}

/// One still at a checkpoint, compared with its golden when goldens are given.
public struct CheckpointStill {
    public enum Status: String, Sendable {
        case pass, fail, missing
        /// No goldens were given.
        case shown
    }

    public var time: Double
    public var status: Status
    /// The golden file as given (`motion/goldens/spotlight@0.675.png`); `nil` without goldens.
    public var goldenSource: String?
    /// The copies in the report.
    public var golden: String?
    public var actual: String
    public var difference: String?
    public var comparison: FrameComparison?
}
