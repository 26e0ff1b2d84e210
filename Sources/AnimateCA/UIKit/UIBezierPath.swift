import Foundation
import Geometry

/// A path with drawing attributes (`UIBezierPath`), over a `CGMutablePath`.
@MainActor
open class UIBezierPath {
    private let storage: CGMutablePath

    public init() { storage = CGMutablePath() }

    public init(cgPath: CGPath) { storage = CGMutablePath(cgPath.path) }

    public convenience init(rect: CGRect) {
        self.init(cgPath: CGPath(Path.rect(rect.rect)))
    }

    /// An ellipse inscribed in `rect`, starting at its right-most point, clockwise on screen.
    public convenience init(ovalIn rect: CGRect) {
        self.init(cgPath: CGPath(Path.ellipse(in: rect.rect)))
    }

    /// UIKit's rounded rectangle has continuous ("squircle") corners.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(cgPath: CGPath(Path.roundedRect(rect.rect, cornerRadius: Double(cornerRadius), style: .continuous)))
    }

    /// A rounded rectangle with only `corners` rounded, by `cornerRadii.width` (UIKit uses the width), with the same
    /// continuous corners as `init(roundedRect:cornerRadius:)`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init(cgPath: CGPath(Path.roundedRect(rect.rect, cornerRadius: Double(cornerRadii.width), style: .continuous,
                                                  corners: CornerMask(rawValue: Int(corners.rawValue & 0xF)))))
    }

    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path (a snapshot: later changes to this object do not change it).
    public var cgPath: CGPath {
        get { CGPath(storage.path) }
        set { storage.path = newValue.path }
    }

    public var isEmpty: Bool { storage.isEmpty }
    public var bounds: CGRect { storage.boundingBox }
    public var currentPoint: CGPoint { storage.currentPoint }
    public var lineWidth: CGFloat = 1
    public var usesEvenOddFillRule = false

    public func move(to point: CGPoint) { storage.move(to: point) }
    public func addLine(to point: CGPoint) { storage.addLine(to: point) }
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { storage.addQuadCurve(to: endPoint, control: controlPoint) }
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        storage.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// `clockwise: true` sweeps towards larger angles (clockwise on UIKit's y-down screen): Core Graphics'
    /// `clockwise: false`.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        storage.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    public func close() { storage.closeSubpath() }

    public func append(_ bezierPath: UIBezierPath) { storage.addPath(bezierPath.storage) }

    public func removeAllPoints() { storage.path = .empty }

    public func apply(_ transform: CGAffineTransform) { storage.path = storage.path.applying(transform.geometry) }
}

/// The corners of a rectangle (`UIRectCorner`), with UIKit's bits (the same as `CACornerMask`'s).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
