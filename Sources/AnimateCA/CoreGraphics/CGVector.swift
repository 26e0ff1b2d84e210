import Foundation

/// A two-dimensional vector (Core Graphics' `CGVector`).
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init() { self.init(dx: 0, dy: 0) }

    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }

    public var description: String { "(\(dx), \(dy))" }
}
