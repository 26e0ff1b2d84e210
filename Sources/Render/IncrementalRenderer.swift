#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
import Motion
import Raster

/// Renders a run of frames, drawing only what changed since the previous one, as Core Animation does not redraw a
/// layer whose content did not change.
///
/// It keeps the previous frame's presentation tree and pixels (`frame`). When the next tree is equal, the pixels
/// are reused as they are. Otherwise only the damage region (`Damage`: the device boxes, before and after, of the
/// layers whose drawn state changed, grown for anti-aliasing and widened over drawings that must be redrawn whole)
/// is cleared and drawn again on top of the previous pixels.
///
/// # Guarantees
/// - `frame` after `render(_:)` is byte for byte what `Renderer.render(_:)` gives for the same tree, whatever
///   trees came before (`IncrementalRendererTests` renders every frame of every example scene both ways).
/// - One instance is used by one thread at a time (it owns its `Renderer`).
public final class IncrementalRenderer {
    /// What `render(_:)` did for a frame.
    public enum Outcome: Hashable, Sendable {
        /// The tree equalled the previous one: nothing was drawn, `frame` is unchanged.
        case reused
        /// Only the pixels in the box were drawn again.
        case partial(PixelBox)
        /// Every pixel was drawn (the first frame, damage regions off, or damage over most of the canvas).
        case full
    }

    public let renderer: Renderer
    /// When false, a changed frame is always drawn whole (equal trees still reuse the pixels).
    public let usesDamageRegions: Bool
    /// The last frame drawn: premultiplied BGRA, `renderer.pixelWidth × renderer.pixelHeight`.
    public private(set) var frame: Frame
    private var previous: [LayerState]? = nil
    /// Whether `previous` uses the 3-D model anywhere (`Damage.usesThreeD`), found when it was drawn.
    private var previousUsesThreeD = false

    /// Above this fraction of the canvas, a changed frame is drawn whole: clipping buys nothing there.
    static let fullRedrawFraction = 0.75

    /// Whether a changed frame may skip the damage walk and be drawn whole when, as measured on this renderer's
    /// own frames, damage regions cost more than they save (`render(_:)`). The bytes are the same either way:
    /// a frame drawn in part is byte for byte the frame drawn whole (the type's guarantee), so only the time
    /// depends on the choice.
    public let decidesFromMeasuredWork: Bool
    /// CPU seconds of this thread a changed frame took, averaged (each new one weighs 1/8), drawn whole and through damage regions
    /// (the walk, then the partial draw); `nil` until measured.
    private var wholeSeconds: Double? = nil
    private var damageSeconds: Double? = nil
    /// Changed frames so far: every `probeEvery`-th goes through damage regions whatever the averages say, so that
    /// a file whose frames change in kind (a small change after large ones) is measured again.
    private var changedFrames = 0
    static let probeEvery = 8

    /// - Parameters:
    ///   - renderer: draws the frames; owned from now on.
    ///   - damageRegions: redraw only what changed (true) or every pixel of a changed frame (false).
    ///   - decidesFromMeasuredWork: see `decidesFromMeasuredWork` (render paths: true; tests that count frames
    ///     drawn in part: false, the default).
    public init(renderer: Renderer, damageRegions: Bool = true, decidesFromMeasuredWork: Bool = false) {
        self.renderer = renderer
        self.usesDamageRegions = damageRegions
        self.decidesFromMeasuredWork = decidesFromMeasuredWork
        self.frame = Frame(width: renderer.pixelWidth, height: renderer.pixelHeight)
    }

    /// Draws `layers` into `frame`, reusing what it can of the previous frame.
    @discardableResult
    public func render(_ layers: [LayerState]) throws -> Outcome {
        guard let previous else { return try drawWhole(layers) }
        // The same storage (a held frame handed back by `DrawingEvaluator`): equal without looking inside.
        if previous.elementsEqual(layers, by: { $0.sharesStorage(with: $1) }) { return .reused }
        guard usesDamageRegions else { return previous == layers ? .reused : try drawWhole(layers) }
        guard decidesFromMeasuredWork else { return try drawWithDamage(layers, previous: previous) }
        changedFrames += 1
        if let whole = wholeSeconds, let damage = damageSeconds, damage > whole,
           changedFrames % Self.probeEvery != 0 {
            let start = Self.threadNanoseconds()
            let outcome = try drawWhole(layers)
            measured(&wholeSeconds, since: start)
            return outcome
        }
        let start = Self.threadNanoseconds()
        let outcome = try drawWithDamage(layers, previous: previous)
        // A frame the walk sends to a whole draw measures the walk too: it counts as a damage frame.
        measured(&damageSeconds, since: start)
        return outcome
    }

    /// The calling thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`), so that time other processes take on a shared
    /// machine does not count as this renderer's work.
    static func threadNanoseconds() -> UInt64 {
        var ts = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == 0 else { return 0 }
        return UInt64(max(ts.tv_sec, 0)) &* 1_000_000_000 &+ UInt64(max(ts.tv_nsec, 0))
    }

    private func measured(_ average: inout Double?, since start: UInt64) {
        let seconds = Double(Self.threadNanoseconds() &- start) / 1e9
        average = average.map { $0 + (seconds - $0) / 8 } ?? seconds
    }

    private func drawWithDamage(_ layers: [LayerState], previous: [LayerState]) throws -> Outcome {
        let w = renderer.pixelWidth, h = renderer.pixelHeight
        // Against a previous tree without 3-D, only the subtrees that are not the previous ones are looked into.
        let threeD = previousUsesThreeD ? layers.contains(where: Damage.usesThreeD)
            : Damage.usesThreeD(layers, besideFlat: previous)
        // Equal trees give no damage (`Damage.region` compares them as it walks): no separate comparison first.
        let whole = Self.fullRedrawFraction * Double(w) * Double(h)
        guard let box = Damage.region(from: previous, to: layers, scale: renderer.scale, width: w, height: h,
                                      threeD: threeD || previousUsesThreeD,
                                      wholeAbove: whole.clampedInt(in: 0...Int.max)) else {
            // Equal trees, or different trees that draw the same pixels (e.g. a hidden layer moved).
            self.previous = layers
            previousUsesThreeD = threeD
            return .reused
        }
        if Double(box.area) > whole { return try drawWhole(layers, threeD: threeD) }
        self.previous = nil  // if drawing throws, the next frame starts over
        try renderer.render(layers, into: &frame, within: box)
        self.previous = layers
        previousUsesThreeD = threeD
        return .partial(box)
    }

    /// Forgets the previous frame: the next `render` draws every pixel.
    public func reset() { previous = nil }

    private func drawWhole(_ layers: [LayerState], threeD: Bool? = nil) throws -> Outcome {
        let start = Self.threadNanoseconds()
        defer { if decidesFromMeasuredWork && wholeSeconds == nil { measured(&wholeSeconds, since: start) } }
        previous = nil
        try renderer.render(layers, into: &frame)
        previous = layers
        previousUsesThreeD = threeD ?? (usesDamageRegions && layers.contains(where: Damage.usesThreeD))
        return .full
    }
}

