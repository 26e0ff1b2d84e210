import Foundation

/// Converting points and rectangles between layers' coordinate spaces (`convert(_:from:)`, `convert(_:to:)`), through
/// each layer's bounds, anchor point, position and transform up to their common root. Transforms count by their
/// affine part (a 3-D transform's projection is not applied), as `affineTransform()` reads them; a superlayer's
/// `sublayerTransform` is not applied.
extension CALayer {
    /// `p` in this layer's space, in its superlayer's.
    private func toSuperlayer(_ p: CGPoint) -> CGPoint {
        let b = bounds, a = anchorPoint
        let local = CGPoint(x: p.x - b.minX - a.x * b.width, y: p.y - b.minY - a.y * b.height)
        let moved = local.applying(affineTransform())
        return CGPoint(x: moved.x + position.x, y: moved.y + position.y)
    }

    /// `p` in the superlayer's space, in this layer's.
    private func fromSuperlayer(_ p: CGPoint) -> CGPoint {
        let b = bounds, a = anchorPoint
        let local = CGPoint(x: p.x - position.x, y: p.y - position.y).applying(affineTransform().inverted())
        return CGPoint(x: local.x + b.minX + a.x * b.width, y: local.y + b.minY + a.y * b.height)
    }

    private var chain: [CALayer] {
        var out: [CALayer] = [self]
        while let s = out[out.count - 1].superlayer { out.append(s) }
        return out
    }

    /// `p` from this layer's space into `layer`'s (the root's when `nil`).
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        let up = chain
        let target = layer?.chain ?? []
        // Up to the first common ancestor, then down to `layer`.
        let common = up.first { l in target.contains { $0 === l } }
        var q = p
        for l in up {
            if l === common { break }
            q = l.toSuperlayer(q)
        }
        guard let layer else { return q }
        var down: [CALayer] = []
        for l in layer.chain {
            if l === common { break }
            down.append(l)
        }
        for l in down.reversed() { q = l.fromSuperlayer(q) }
        return q
    }

    /// `p` from `layer`'s space (the root's when `nil`) into this layer's.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        guard let layer else {
            var q = p
            for l in chain.reversed().dropFirst() { q = l.fromSuperlayer(q) }
            return q
        }
        return layer.convert(p, to: self)
    }

    /// `r`'s corners converted, and the rectangle that holds them.
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        Self.enclosing([r.origin, CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                        CGPoint(x: r.minX, y: r.maxY)].map { convert($0, to: layer) })
    }

    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        Self.enclosing([r.origin, CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                        CGPoint(x: r.minX, y: r.maxY)].map { convert($0, from: layer) })
    }

    private static func enclosing(_ ps: [CGPoint]) -> CGRect {
        let xs = ps.map(\.x), ys = ps.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
