/// A deterministic clock for rendering: frame `k` shows scene time `k / fps`.
public struct FrameClock: Sendable, Hashable {
    public let fps: Double

    public init(fps: Double) {
        precondition(fps > 0 && fps.isFinite, "fps must be positive")
        self.fps = fps
    }

    /// Scene time of frame `k`, seconds.
    public func time(ofFrame k: Int) -> Double { Double(k) / fps }

    /// Number of frames in `duration` seconds: `round(duration × fps)`.
    public func frameCount(duration: Double) -> Int { Int((duration * fps).rounded()) }
}
