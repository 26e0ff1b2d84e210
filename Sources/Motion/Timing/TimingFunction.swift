/// A cubic Bézier timing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction`.
public struct TimingFunction: Sendable, Hashable {
    /// Core Animation's named curves.
    public enum Name: String, Sendable, CaseIterable {
        case linear, easeIn, easeOut, easeInEaseOut, `default`
    }

    /// The two inner control points.
    public let c1: (x: Double, y: Double)
    public let c2: (x: Double, y: Double)

    public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        c1 = (x1, y1)
        c2 = (x2, y2)
    }

    public init(_ name: Name) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    public static let linear = TimingFunction(.linear)
    public static let easeIn = TimingFunction(.easeIn)
    public static let easeOut = TimingFunction(.easeOut)
    public static let easeInEaseOut = TimingFunction(.easeInEaseOut)
    public static let `default` = TimingFunction(.default)

    public static func == (a: TimingFunction, b: TimingFunction) -> Bool {
        a.c1 == b.c1 && a.c2 == b.c2
    }

    public func hash(into h: inout Hasher) {
        h.combine(c1.x); h.combine(c1.y); h.combine(c2.x); h.combine(c2.y)
    }
}
