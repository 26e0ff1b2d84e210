/// A deterministic clock for rendering: frame `k` shows scene time `k / fps`.
public struct FrameClock: Sendable, Hashable {
    public let fps: Double

    public init(fps: Double) {
        precondition(fps > 0 && fps.isFinite, "fps must be positive")
        self.fps = fps
    }

    /// Scene time of frame `k`, seconds.
    public func time(ofFrame k: Int) -> Double { Double(k) / fps }

    /// Number of frames in `duration` seconds: `round(duration × fps)`, saturating at `Int.max` (and 0 for a
    /// negative or NaN duration) instead of trapping; `Limits.maximumFrames` rejects such scenes with a message.
    public func frameCount(duration: Double) -> Int {
        (duration * fps).clampedInt(rounding: .toNearestOrAwayFromZero, in: 0...Int.max)
    }
}
