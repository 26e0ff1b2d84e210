import Composition
import Foundation
import Geometry
import Motion

/// The virtual run loop that Core Animation code runs in (docs/swift-api.md). Closures run as run-loop turns at
/// scene times (`at`, `after`); each turn ends with a commit, which records the model changes, removals and
/// animations of the turn into the engine's `LayerTree`. `CACurrentMediaTime()` inside a stage is `epoch + now`.
///
///     let stage = Stage(size: CGSize(width: 390, height: 844))
///     stage.at(0) { stage.window.layer.addSublayer(dot) }
///     stage.at(1) { dot.opacity = 0 }          // a 0.25 s implicit fade from 1.0
///     stage.run(until: 1.5)
///     try Exporter.render(stage.composition(), to: url, options: ExportOptions())
@MainActor
public final class Stage {
    public let size: CGSize
    public let scale: CGFloat
    public let fps: Double
    public let background: CGColor?
    /// `CACurrentMediaTime()` at scene time 0 (like a device's uptime; no output depends on it).
    public let epoch: CFTimeInterval
    /// A canvas-sized view; `window.layer` is the root layer.
    public let window: UIView

    /// Scene time of the current turn (or of the end of the last `run(until:)`).
    public internal(set) var now: CFTimeInterval = 0
    /// What Core Animation would do silently that the code may not mean (an implicit animation replacing an explicit
    /// one, a change the engine cannot record), with the Swift lines involved.
    public internal(set) var diagnostics: [StageDiagnostic] = []

    /// The stage whose turn is running, or the last one created or run: what `CACurrentMediaTime()` and
    /// `CATransaction` speak to.
    static weak var active: Stage?

    var scheduled: [(time: Double, order: Int, source: SourceLocation, body: @MainActor () -> Void)] = []
    var scheduleCount = 0
    var log: [RecordedTurn] = []
    var pending: RecordedTurn?
    var transactions: [TransactionFrame] = []
    var inTurn = false
    var turnSource: SourceLocation?
    var addCount = 0
    /// Every added animation by serial, with its layer.
    var added: [Int: (animation: CAAnimation, layer: CALayer)] = [:]
    var builtCache: BuiltTree?
    var delivered: Set<DeliveredEvent> = []
    var stoppedAt: [Int: Double] = [:]
    /// Events no tree event reports: animations removed at the time they were added (stop unfinished), and
    /// animations Core Animation does not add (duration ≤ 1e‑6 s: start and finish at once).
    var syntheticEvents: [(time: Double, serial: Int, started: Bool, finished: Bool)] = []
    var completions: [PendingCompletion] = []
    var viewsNeedingDisplay: [UIView] = []
    /// The end of the last `run(until:)`: the composition's duration.
    var runEnd: Double = 0

    public init(size: CGSize, scale: CGFloat = 2, fps: Double = 60, background: CGColor? = nil, epoch: CFTimeInterval = 1000) {
        self.size = size
        self.scale = scale
        self.fps = fps
        self.background = background
        self.epoch = epoch
        window = UIView(frame: CGRect(origin: .zero, size: size))
        window.layer.hostStage = self
        Stage.active = self
    }

    /// Shows `viewController`'s view, window-sized, in the turn at `now` (its `viewDidLoad` runs then).
    public func present(_ viewController: UIViewController, file: StaticString = #fileID, line: UInt = #line) {
        let show: @MainActor () -> Void = { [unowned self] in
            let view = viewController.view!
            view.frame = window.bounds
            window.addSubview(view)
        }
        if inTurn { show() } else { at(now, file: file, line: line, show) }
    }

    /// Runs `turn` as a run-loop turn at scene time `t` (not before `now`). Closures at equal times run in the order
    /// they were scheduled, after the delegate callbacks and completion blocks due then.
    public func at(_ t: CFTimeInterval, file: StaticString = #fileID, line: UInt = #line, _ turn: @escaping @MainActor () -> Void) {
        scheduled.append((max(t, now), scheduleCount, SourceLocation(file, line), turn))
        scheduleCount += 1
    }

    /// Runs `turn` `dt` seconds after `now`.
    public func after(_ dt: CFTimeInterval, file: StaticString = #fileID, line: UInt = #line, _ turn: @escaping @MainActor () -> Void) {
        at(now + max(dt, 0), file: file, line: line, turn)
    }

    /// Runs every turn, delegate callback and completion block due up to scene time `t`, in time order.
    public func run(until t: CFTimeInterval) {
        Stage.active = self
        finishOpenTurn()
        while let item = nextItem(until: t) { perform(item) }
        now = max(now, t)
        runEnd = max(runEnd, t)
    }

    /// The layer as shown at scene time `t` (any time, before or after the run): a new layer of its class with the
    /// engine's presentation values; `nil` for a layer the stage never committed.
    public func presentation<L: CALayer>(of layer: L, at t: CFTimeInterval) -> L? {
        finishOpenTurn()
        guard let s = presentationState(of: layer, at: t) else { return nil }
        return layer.makePresentation(s)
    }

    /// The engine's composition: canvas, layer tree and timeline (entries located by Swift file:line), for
    /// `Exporter.render`, sampling and checks. Its duration is the end of the last `run(until:)`. Image layers'
    /// files (`contents`) are read through `resources` (`SystemResources()` from Export), as the scene reader reads them.
    ///
    /// - Throws: `StageError` for an animation the engine cannot take (a value of the wrong type, an unknown key
    ///   path), naming the line that added it, and for an image that cannot be read (or no `resources` for one).
    public func composition(resources: (any ResourceLoading)? = nil) throws -> Composition {
        var composition = try recordedComposition()
        for file in imageFiles() {
            guard let resources else {
                throw StageError(location: nil, message: "the image \"\(file)\" needs composition(resources:) (SystemResources() from Export)")
            }
            do {
                if let size = try resources.imageSize(atPath: file) {
                    composition.images[file] = ImageSource(width: size.width, height: size.height) { try resources.loadImage(atPath: file) }
                } else {
                    composition.images[file] = ImageSource(try resources.loadImage(atPath: file))
                }
            } catch {
                throw StageError(location: nil, message: "cannot load the image \"\(file)\": \(error)")
            }
        }
        return composition
    }

    /// The composition without image sources (what the scene file needs).
    func recordedComposition() throws -> Composition {
        finishOpenTurn()
        let built = build()
        if let e = built.errors.first { throw e }
        var canvas = Canvas(size: size.size)
        canvas.scale = Double(scale)
        canvas.fps = fps
        canvas.duration = runEnd > 0 ? runEnd : nil
        canvas.background = background?.color
        return Composition(canvas: canvas, tree: built.tree, layerTypes: built.layerTypes, timeline: built.timeline)
    }

    /// Every image file the recording names, in order of first appearance.
    func imageFiles() -> [String] {
        var files: [String] = []
        func add(_ f: String?) { if let f, !files.contains(f) { files.append(f) } }
        for l in recordedLayers() { add(l.record?.snapshot.contents) }
        for turn in log {
            for c in turn.changes where c.key.keyPath == "contents" {
                if case .string(let f) = c.value { add(f) }
            }
        }
        return files
    }

    func diagnose(_ message: String, at locations: [SourceLocation?]) {
        diagnostics.append(StageDiagnostic(time: now, message: message, locations: locations.compactMap { $0 }))
    }

    func diagnose(_ message: String, at location: SourceLocation?) { diagnose(message, at: [location]) }

    /// The committed presentation of `layer` at `t` (`nil` before its first commit).
    func presentationState(of layer: CALayer, at t: Double) -> LayerState? {
        let built = build()
        guard let id = built.ids[ObjectIdentifier(layer)] else { return nil }
        return built.tree.presentation(of: id, at: t)
    }
}
