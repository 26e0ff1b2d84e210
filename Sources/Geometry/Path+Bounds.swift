extension Path {
    /// The tight bounding box of the path's curve (as `CGPath.boundingBoxOfPath`, not `boundingBox`, which includes
    /// control points): every element's end points (a sub-path's lone move included) and the extrema of its quadratic
    /// and cubic segments, solved analytically. `.zero` for an empty path.
    public var bounds: Rect {
        var box = BoundsAccumulator()
        var current = Point.zero
        for e in elements {
            switch e {
            case .move(let p), .line(let p):
                box.add(p)
                current = p
            case .quad(let c, let p):
                box.add(p)
                for t in quadExtremaParameters(current.x, c.x, p.x) + quadExtremaParameters(current.y, c.y, p.y) {
                    box.add(quadPoint(current, c, p, t))
                }
                current = p
            case .cubic(let c1, let c2, let p):
                box.add(p)
                for t in cubicExtremaParameters(current.x, c1.x, c2.x, p.x)
                    + cubicExtremaParameters(current.y, c1.y, c2.y, p.y) {
                    box.add(cubicPoint(current, c1, c2, p, t))
                }
                current = p
            case .close:
                break  // the closing line ends at the sub-path's start, already counted
            }
        }
        return box.rect
    }

    /// The sub-paths, split before each `.move`; each starts with its move. Empty for an empty path.
    public var subpaths: [Path] {
        var result: [Path] = []
        var currentElements: [PathElement] = []
        for e in elements {
            if case .move = e, !currentElements.isEmpty {
                result.append(Path(validatedElements: currentElements))
                currentElements = []
            }
            currentElements.append(e)
        }
        if !currentElements.isEmpty { result.append(Path(validatedElements: currentElements)) }
        return result
    }

    /// Whether the path is non-empty and every one of its sub-paths ends with `.close`.
    public var isClosed: Bool {
        guard !elements.isEmpty else { return false }
        var previous: PathElement? = nil
        for e in elements {
            if case .move = e, let prev = previous, prev != .close { return false }
            previous = e
        }
        return previous == .close
    }
}

private struct BoundsAccumulator {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

    mutating func add(_ p: Point) {
        minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
    }

    var rect: Rect {
        guard minX <= maxX, minY <= maxY else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

func quadPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ t: Double) -> Point {
    let u = 1 - t
    let a = u * u, b = 2 * u * t, c = t * t
    return Point(x: a * p0.x + b * p1.x + c * p2.x, y: a * p0.y + b * p1.y + c * p2.y)
}

func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
    let u = 1 - t
    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
    return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
}

/// Parameters in (0, 1) where the quadratic `p0 p1 p2` (one coordinate) has a zero derivative.
func quadExtremaParameters(_ p0: Double, _ p1: Double, _ p2: Double) -> [Double] {
    let den = p0 - 2 * p1 + p2
    guard den != 0 else { return [] }
    let t = (p0 - p1) / den
    return t > 0 && t < 1 ? [t] : []
}

/// Parameters in (0, 1) where the cubic `p0 p1 p2 p3` (one coordinate) has a zero derivative.
func cubicExtremaParameters(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
    // B'(t)/3 = a t² + b t + c
    let a = -p0 + 3 * p1 - 3 * p2 + p3
    let b = 2 * (p0 - 2 * p1 + p2)
    let c = p1 - p0
    var roots: [Double] = []
    let scale = max(abs(a), abs(b), abs(c))
    guard scale > 0 else { return [] }
    if abs(a) <= 1e-12 * scale {
        if b != 0 { roots.append(-c / b) }
    } else {
        let disc = b * b - 4 * a * c
        if disc >= 0 {
            // Numerically stable quadratic roots.
            let q = -0.5 * (b + (b >= 0 ? 1 : -1) * disc.squareRoot())
            roots.append(q / a)
            if q != 0 { roots.append(c / q) }
        }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
}
