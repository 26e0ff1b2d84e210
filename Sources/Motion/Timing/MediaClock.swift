#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A source of scene time for a `Scheduler`: each `tick()` says which scene time to show next.
public protocol MediaClock: Sendable {
    /// Advances the clock and returns the scene time (seconds) to show now.
    mutating func tick() -> Double
}

/// The deterministic clock for rendering: tick `k` (from 0) shows scene time `k / fps`.
public struct FrameTicker: MediaClock, Hashable {
    public let clock: FrameClock
    /// The next frame to show.
    public private(set) var frame: Int

    public init(fps: Double, startingAt frame: Int = 0) {
        clock = FrameClock(fps: fps)
        self.frame = frame
    }

    public mutating func tick() -> Double {
        defer { frame += 1 }
        return clock.time(ofFrame: frame)
    }
}

/// Seconds on the monotonic system clock, as `CACurrentMediaTime()` (never jumps with wall-clock changes).
public func currentMediaTime() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// A real-time clock: scene time = seconds of `currentMediaTime()` since the clock was made (plus `offset`), for
/// live previews. Not deterministic; renders use `FrameTicker`.
public struct RealTimeClock: MediaClock {
    public let origin: Double
    public var offset: Double

    public init(offset: Double = 0) {
        origin = currentMediaTime()
        self.offset = offset
    }

    public mutating func tick() -> Double { currentMediaTime() - origin + offset }
}
