import Foundation
import Geometry

/// UIKit's and Core Animation's `NSValue` boxes (`NSValue(cgPoint:)`, `.caTransform3DValue`, …), which Core
/// Animation code passes as `fromValue`, `toValue` and keyframe `values`. Points, sizes and rects are Foundation's
/// own boxes; transforms are boxed as arrays of doubles (`[16d]`, `[6d]`: Foundation on Linux cannot box a struct),
/// which `ValueConversion` reads back.
extension NSValue {
    public convenience init(cgPoint: CGPoint) { self.init(point: cgPoint) }
    public convenience init(cgSize: CGSize) { self.init(size: cgSize) }
    public convenience init(cgRect: CGRect) { self.init(rect: cgRect) }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }

    static let transform3DType = "[16d]"
    static let affineTransformType = "[6d]"

    public convenience init(caTransform3D t: CATransform3D) {
        let v = NSValue.buffer(t.rowMajor)
        defer { v.deallocate() }
        self.init(bytes: v.baseAddress!, objCType: NSValue.transform3DType)
    }

    /// The transform boxed by `init(caTransform3D:)` (the identity for any other box).
    public var caTransform3DValue: CATransform3D { boxedTransform3D ?? .identity }

    public convenience init(cgAffineTransform t: CGAffineTransform) {
        let v = NSValue.buffer([t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init))
        defer { v.deallocate() }
        self.init(bytes: v.baseAddress!, objCType: NSValue.affineTransformType)
    }

    /// The transform boxed by `init(cgAffineTransform:)` (the identity for any other box).
    public var cgAffineTransformValue: CGAffineTransform {
        guard let v = doubles(6, type: NSValue.affineTransformType) else { return .identity }
        return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }

    var boxedTransform3D: CATransform3D? {
        doubles(16, type: NSValue.transform3DType).flatMap { CATransform3D(rowMajor: $0) }
    }

    var boxedAffineTransform: CGAffineTransform? {
        doubles(6, type: NSValue.affineTransformType) != nil ? cgAffineTransformValue : nil
    }

    private func doubles(_ count: Int, type: String) -> [Double]? {
        guard String(cString: objCType) == type else { return nil }
        var v = [Double](repeating: 0, count: count)
        v.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return v
    }

    private static func buffer(_ values: [Double]) -> UnsafeMutableBufferPointer<Double> {
        let b = UnsafeMutableBufferPointer<Double>.allocate(capacity: values.count)
        _ = b.initialize(from: values)
        return b
    }

    /// What `objCType` says the box holds: "point", "size", "rect", or nil.
    var boxedGeometryKind: String? {
        let t = String(cString: objCType)
        if t.hasPrefix("{CGPoint") || t.hasPrefix("{NSPoint") || t.hasPrefix("{_NSPoint") { return "point" }
        if t.hasPrefix("{CGSize") || t.hasPrefix("{NSSize") || t.hasPrefix("{_NSSize") { return "size" }
        if t.hasPrefix("{CGRect") || t.hasPrefix("{NSRect") || t.hasPrefix("{_NSRect") { return "rect" }
        return nil
    }
}
