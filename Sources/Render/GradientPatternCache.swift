import Geometry
import Motion

/// The Cairo patterns of gradient layers, by everything that determines them, kept between frames: a Lottie
/// gradient that does not change is built once, not every frame (a `genericRGB` gradient has 64 stops for every
/// two of its colours, each a colour conversion, and Cairo inserts stops one by one). A pattern is never changed
/// after it is built, so a cached one draws the same bytes as a new one.
struct GradientPatternCache {
    /// What `Renderer.gradientPattern` builds a pattern from.
    struct Key: Hashable {
        var type: GradientType
        var colorSpace: GradientColorSpace
        var colors: [Color]
        var locations: [Double]?
        var start: Point
        var end: Point
        var focalPoint: Point
    }

    /// At most this many patterns; the cache is emptied when one more would pass it (an animated gradient makes a
    /// new key every frame).
    static let capacity = 64

    private var patterns: [Key: CairoPattern] = [:]

    subscript(key: Key) -> CairoPattern? { patterns[key] }

    mutating func insert(_ pattern: CairoPattern, for key: Key) {
        if patterns.count >= Self.capacity { patterns.removeAll(keepingCapacity: true) }
        patterns[key] = pattern
    }
}
