import Foundation
import Motion

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// (0.25, 0.1, 0.25, 1): implicit animations' curve.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1) (`CAMediaTimingFunction`), over the engine's `TimingFunction`.
public final class CAMediaTimingFunction: @unchecked Sendable, Hashable, CustomStringConvertible {
    let function: TimingFunction

    init(_ function: TimingFunction) { self.function = function }

    /// A predefined curve; an unknown name gives `default`.
    public convenience init(name: CAMediaTimingFunctionName) {
        self.init(TimingFunction(TimingFunction.Name(rawValue: name.rawValue) ?? .default))
    }

    public convenience init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.init(TimingFunction(controlPoints: Double(c1x), Double(c1y), Double(c2x), Double(c2y)))
    }

    /// Control point `idx` (0…3) into `values` (x, y).
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points: [(Double, Double)] = [(0, 0), function.c1, function.c2, (1, 1)]
        guard points.indices.contains(idx) else { return }
        ptr[0] = Float(points[idx].0)
        ptr[1] = Float(points[idx].1)
    }

    public static func == (a: CAMediaTimingFunction, b: CAMediaTimingFunction) -> Bool { a.function == b.function }
    public func hash(into h: inout Hasher) { h.combine(function) }
    public var description: String { "CAMediaTimingFunction(\(function.c1), \(function.c2))" }
}
