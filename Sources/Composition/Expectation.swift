/// One value assertion: the presentation value of `layer`'s `keyPath` at scene time `time` equals `equals`, within
/// `tolerance` (in the value's own units: points, seconds, colour components in 0…1; the largest difference of any
/// component counts).
public struct Expectation: Sendable {
    /// Where it is written, as a JSON path (`expectations[2]`, or `[2]` in an expectations file).
    public var path: String
    public var layer: String
    public var keyPath: String
    public var time: Double
    /// The expected value as written, in the scene format's encoding for the key path.
    public var equals: JSON
    /// Largest allowed difference of any component. Default 1e-6: values are doubles, and an eased value that is
    /// mathematically 195 may come out as 194.99999999999997.
    public var tolerance: Double

    public static let defaultTolerance = 1e-6

    public init(path: String, layer: String, keyPath: String, time: Double, equals: JSON,
                tolerance: Double = Expectation.defaultTolerance) {
        self.path = path
        self.layer = layer
        self.keyPath = keyPath
        self.time = time
        self.equals = equals
        self.tolerance = tolerance
    }
}
