import Foundation
import Motion

/// What an animation does outside its active duration (`CAMediaTimingFillMode`).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillMode: FillMode { FillMode(rawValue: rawValue) ?? .removed }
    init(_ f: FillMode) { self.init(rawValue: f.rawValue) }
}

/// Hierarchical timing (`CAMediaTiming`), adopted by animations and layers. Times are seconds; a layer's
/// `beginTime` is in its superlayer's time, an animation's in its layer's time (docs/timing.md).
@MainActor
public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}
