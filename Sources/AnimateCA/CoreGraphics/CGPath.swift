import Foundation
import Geometry
import PathBoolean

/// An immutable path (Core Graphics' `CGPath`, a class as Apple's is): moves, lines, quadratic and cubic curves and
/// closes, over the engine's `Path`.
public class CGPath: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The elements so far (`CGMutablePath` appends to them).
    var path: Path

    init(_ path: Path) { self.path = path }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path.rect(rect.rect).applying(transform?.pointee.geometry ?? .identity))
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path.ellipse(in: rect.rect).applying(transform?.pointee.geometry ?? .identity))
    }

    /// A rounded rectangle with circular corners (Core Graphics' `CGPath(roundedRect:…)`); the corner width is used
    /// for both axes (elliptical corners are not supported).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path.roundedRect(rect.rect, cornerRadius: Double(cornerWidth), style: .circular)
            .applying(transform?.pointee.geometry ?? .identity))
    }

    public var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle containing every point of the path, control points included (`boundingBox`).
    public var boundingBox: CGRect { path.isEmpty ? .null : CGRect(path.controlPointBounds) }

    /// The smallest rectangle containing the curve itself, control points excluded (`boundingBoxOfPath`).
    public var boundingBoxOfPath: CGRect { path.isEmpty ? .null : CGRect(path.bounds) }

    /// The end point of the last element (`.zero` for an empty path).
    public var currentPoint: CGPoint {
        var b = Path.Builder()
        b.append(path)
        return b.currentPoint.map(CGPoint.init) ?? .zero
    }

    public func copy() -> CGPath? { CGPath(path) }

    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path) }

    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path.applying(transform?.pointee.geometry ?? .identity))
    }

    // MARK: Boolean operations (iOS 16), through PathBoolean. A failure (non-finite coordinates) gives an empty path.

    public func subtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        boolean(other, .subtract, rule)
    }

    public func union(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        boolean(other, .union, rule)
    }

    public func intersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        boolean(other, .intersect, rule)
    }

    public func symmetricDifference(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        boolean(other, .xor, rule)
    }

    private func boolean(_ other: CGPath, _ op: PathBooleanOperation, _ rule: CGPathFillRule) -> CGPath {
        let result = try? path.combined(with: other.path, op, fillRule: rule == .evenOdd ? .evenOdd : .nonZero)
        return CGPath(result ?? .empty)
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
    public func hash(into h: inout Hasher) { h.combine(path) }
    public var description: String { "CGPath(\(path.svgString))" }
}

/// A path built element by element (Core Graphics' `CGMutablePath`).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(.empty) }

    override init(_ path: Path) { super.init(path) }

    private func edit(_ body: (inout Path.Builder) -> Void) {
        var b = Path.Builder()
        b.append(path)
        body(&b)
        path = b.build()
    }

    private func point(_ p: CGPoint, _ t: CGAffineTransform) -> Point { p.applying(t).point }

    public func move(to p: CGPoint, transform: CGAffineTransform = .identity) {
        edit { $0.move(to: point(p, transform)) }
    }

    public func addLine(to p: CGPoint, transform: CGAffineTransform = .identity) {
        edit { $0.line(to: point(p, transform)) }
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        edit { b in
            for (k, p) in points.enumerated() {
                if k == 0 { b.move(to: point(p, transform)) } else { b.line(to: point(p, transform)) }
            }
        }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        edit { $0.quad(to: point(end, transform), control: point(control, transform)) }
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        edit { $0.cubic(to: point(end, transform), control1: point(control1, transform), control2: point(control2, transform)) }
    }

    /// A centre arc (`CGPathAddArc`): a line from the current point to its start, then the arc. `clockwise: false`
    /// sweeps towards larger angles (clockwise on a y-down screen), as Core Graphics' flipped-space naming has it.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        var arc = Path.Builder()
        arc.addArc(center: center.point, radius: Double(radius), startAngle: Double(startAngle),
                   endAngle: Double(endAngle), increasing: !clockwise)
        appendArc(arc.build().applying(transform.geometry).elements)
    }

    /// Appends an arc's elements; its own move becomes a line when a sub-path is open, as Core Graphics draws it.
    private func appendArc(_ elements: [PathElement]) {
        edit { b in
            for (k, e) in elements.enumerated() {
                if k == 0, case .move(let p) = e, b.currentPoint != nil { b.line(to: p) } else { b.add(e) }
            }
        }
    }

    /// A tangent arc (`CGPathAddArcToPoint`): a line from the current point to the arc's first tangent point, then
    /// the arc of `radius` tangent to both lines, ending on the line to `tangent2End` (`Path.Builder.addArc(tangent1:…)`).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        var arc = Path.Builder()
        let open = !isEmpty
        // The current point in the arc's own space (before `transform`), where its geometry is worked out.
        if open { arc.move(to: currentPoint.applying(transform.inverted()).point) }
        arc.addArc(tangent1: tangent1End.point, tangent2: tangent2End.point, radius: Double(radius))
        let elements = arc.build().applying(transform.geometry).elements
        edit { b in for e in elements.dropFirst(open ? 1 : 0) { b.add(e) } }
    }

    /// A centre arc from `startAngle` through `delta` radians (`CGPathAddRelativeArc`): towards larger angles when
    /// `delta` is positive.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
               clockwise: delta < 0, transform: transform)
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        edit { $0.append(Path.rect(rect.rect).applying(transform.geometry)) }
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        edit { $0.append(Path.ellipse(in: rect.rect).applying(transform.geometry)) }
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        edit { $0.append(Path.roundedRect(rect.rect, cornerRadius: Double(cornerWidth), style: .circular).applying(transform.geometry)) }
    }

    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        edit { $0.append(other.path.applying(transform.geometry)) }
    }

    public func closeSubpath() {
        edit { $0.close() }
    }

}
