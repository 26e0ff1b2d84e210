import Geometry

/// What a text layer tells layout: its intrinsic size and baselines (y offsets from its top).
public struct TextMetrics: Sendable, Hashable {
    public var size: Size
    public var firstBaseline: Double
    public var lastBaseline: Double

    public init(size: Size, firstBaseline: Double, lastBaseline: Double) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}
