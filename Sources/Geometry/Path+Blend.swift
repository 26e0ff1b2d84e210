extension Path {
    /// The element-wise blend of two paths of the same structure (Core Animation's rule for `path` animations): every
    /// point moves linearly, `self` at 0 and `other` at 1 (not clamped). `nil` when the structures differ.
    public func blended(with other: Path, amount p: Double) -> Path? {
        guard hasSameStructure(as: other) else { return nil }
        @inline(__always) func f(_ a: Point, _ b: Point) -> Point {
            Point(x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p)
        }
        var out: [PathElement] = []
        out.reserveCapacity(elements.count)
        for (ea, eb) in zip(elements, other.elements) {
            switch (ea, eb) {
            case (.move(let a), .move(let b)): out.append(.move(f(a, b)))
            case (.line(let a), .line(let b)): out.append(.line(f(a, b)))
            case (.quad(let c, let a), .quad(let d, let b)): out.append(.quad(f(c, d), f(a, b)))
            case (.cubic(let c1, let c2, let a), .cubic(let d1, let d2, let b)):
                out.append(.cubic(f(c1, d1), f(c2, d2), f(a, b)))
            default: out.append(ea)
            }
        }
        return Path(validatedElements: out)
    }
}
