import Foundation
import Geometry

// Conversions between Foundation's CG geometry and the engine's value types (internal: user code sees only CG names).

extension CGPoint {
    init(_ p: Point) { self.init(x: p.x, y: p.y) }
    var point: Point { Point(x: Double(x), y: Double(y)) }
}

extension CGSize {
    init(_ s: Size) { self.init(width: s.width, height: s.height) }
    var size: Size { Size(width: Double(width), height: Double(height)) }
}

extension CGRect {
    init(_ r: Rect) { self.init(x: r.origin.x, y: r.origin.y, width: r.size.width, height: r.size.height) }
    var rect: Rect { Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height)) }
}
