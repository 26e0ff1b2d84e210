import Geometry

/// Value arithmetic for animations (reference §7): blending between two values, and the addition that `byValue`,
/// `isAdditive` and `isCumulative` need. All of it lives in this one switch so each value type's rules sit together.
extension AnimatableValue {
    /// The blend of `self` (at 0) and `other` (at 1) at `amount`. `amount` is not clamped (springs overshoot).
    ///
    /// - number, point, size, colour (unpremultiplied sRGB): componentwise.
    /// - transform: decomposed (translation, rotation the shorter way, scale, shear), as CSS Transforms; 3-D
    ///   transforms also decompose perspective and slerp a quaternion (`Transform3DComponents`).
    /// - rect: componentwise on origin and size; the interpolated width and height are made positive (`abs`), as Core
    ///   Animation's rect interpolation does.
    /// - path: Core Animation's element-wise blend when both have the same element structure (`Path.blended`: on-line
    ///   points linear, cubic control points as handles of their on-line points, turned the shorter way). Paths of different
    ///   structure (Core Animation leaves this undefined) morph through `PathMorphPair`'s normalisation
    ///   (`PathMorph.auto`; `interpolated(to:amount:morph:)` picks another mode).
    /// - colour and number arrays: elementwise when the counts match, else a switch at 0.5.
    /// - everything else (bool, string, none, mismatched types): `self` below 0.5, `other` from 0.5.
    public func interpolated(to other: AnimatableValue, amount p: Double) -> AnimatableValue {
        // One switch over `self`, then `other`'s case: a `switch (self, other)` copies both values into a tuple first
        // (two 129-byte copies and their references' retains, per animated value per frame).
        switch self {
        case .number(let a):
            if case .number(let b) = other { return .number(lerp(a, b, p)) }
        case .point(let a):
            if case .point(let b) = other { return .point(lerp(a, b, p)) }
        case .size(let a):
            if case .size(let b) = other { return .size(lerp(a, b, p)) }
        case .rect(let a):
            if case .rect(let b) = other {
                let s = lerp(a.size, b.size, p)
                return .rect(Rect(origin: lerp(a.origin, b.origin, p), size: Size(width: abs(s.width), height: abs(s.height))))
            }
        case .color(let a):
            if case .color(let b) = other { return .color(lerp(a, b, p)) }
        case .transform(let a):
            if case .transform(let b) = other { return .transform(interpolateDecomposed(a, b, p)) }
        case .path(let a):
            // Same structure: Core Animation's blend (on-line points linear, curve handles turned); else normalised.
            if case .path(let b) = other { return .path(a.blended(with: b, amount: p) ?? PathMorph.auto.blend(a, b, amount: p)) }
        case .colors(let a):
            if case .colors(let b) = other, a.count == b.count { return .colors(zip(a, b).map { lerp($0, $1, p) }) }
        case .numbers(let a):
            if case .numbers(let b) = other, a.count == b.count { return .numbers(zip(a, b).map { lerp($0, $1, p) }) }
        case .none, .bool, .string:
            break
        }
        return p < 0.5 ? self : other
    }

    /// `self + delta`: the sum `byValue` and `isAdditive` use. Numbers, points, sizes, rects (origin and size),
    /// colour components and arrays of the same count add componentwise; paths of the same structure add point by
    /// point; transforms concatenate with `delta` applied first, in the layer's own space (`delta` then `self`, as
    /// `CGAffineTransform.rotated(by:)` composes; Core Animation's order is UNCONFIRMED). Values that cannot be added
    /// (bool, string, none, mismatched types) give `delta`.
    public func adding(_ delta: AnimatableValue) -> AnimatableValue {
        switch (self, delta) {
        case (.number(let a), .number(let b)): return .number(a + b)
        case (.point(let a), .point(let b)): return .point(a + b)
        case (.size(let a), .size(let b)): return .size(Size(width: a.width + b.width, height: a.height + b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(Rect(x: a.origin.x + b.origin.x, y: a.origin.y + b.origin.y,
                              width: a.width + b.width, height: a.height + b.height))
        case (.color(let a), .color(let b)): return .color(add(a, b))
        case (.transform(let a), .transform(let b)): return .transform(b.concatenating(a))
        case (.path(let a), .path(let b)) where a.hasSameStructure(as: b):
            return .path(blend(a, b) { $0 + $1 })
        case (.colors(let a), .colors(let b)) where a.count == b.count: return .colors(zip(a, b).map { add($0, $1) })
        case (.numbers(let a), .numbers(let b)) where a.count == b.count: return .numbers(zip(a, b).map { $0 + $1 })
        default: return delta
        }
    }

    /// `self − delta`, the inverse of `adding(_:)` (for `toValue − byValue`). Values that cannot be subtracted give
    /// `self`.
    public func subtracting(_ delta: AnimatableValue) -> AnimatableValue {
        switch delta {
        case .transform(let b):
            guard case .transform(let a) = self, let inv = b.inverted() else { return self }
            return .transform(inv.concatenating(a))
        default:
            guard isAddable(with: delta), let negated = delta.scaled(by: -1) else { return self }
            return adding(negated)
        }
    }

    /// `self + n × delta` (cumulative animations). Transforms concatenate `delta` `n` times.
    public func adding(_ delta: AnimatableValue, times n: Int) -> AnimatableValue {
        if n == 0 { return self }
        if case .transform(var d) = delta, case .transform(let a) = self {
            var result = a
            if n < 0 { guard let inv = d.inverted() else { return self }; d = inv }
            for _ in 0..<abs(n) { result = d.concatenating(result) }
            return .transform(result)
        }
        guard let scaled = delta.scaled(by: Double(n)), isAddable(with: delta) else { return self }
        return adding(scaled)
    }

    /// `s × self` for the linear value types; `nil` for the others (transforms included).
    func scaled(by s: Double) -> AnimatableValue? {
        switch self {
        case .number(let a): return .number(a * s)
        case .point(let a): return .point(a * s)
        case .size(let a): return .size(Size(width: a.width * s, height: a.height * s))
        case .rect(let a): return .rect(Rect(x: a.origin.x * s, y: a.origin.y * s, width: a.width * s, height: a.height * s))
        case .color(let c): return .color(scale(c, s))
        case .path(let p): return .path(Path(validatedPoints: p) { $0 * s })
        case .colors(let cs): return .colors(cs.map { scale($0, s) })
        case .numbers(let ns): return .numbers(ns.map { $0 * s })
        default: return nil
        }
    }

    /// Whether `adding(_:)` really adds `other` to `self` (rather than replacing).
    func isAddable(with other: AnimatableValue) -> Bool {
        switch (self, other) {
        case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect), (.color, .color),
             (.transform, .transform):
            return true
        case (.path(let a), .path(let b)): return a.hasSameStructure(as: b)
        case (.colors(let a), .colors(let b)): return a.count == b.count
        case (.numbers(let a), .numbers(let b)): return a.count == b.count
        default: return false
        }
    }
}

@inline(__always) func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double { a + (b - a) * p }
@inline(__always) func lerp(_ a: Point, _ b: Point, _ p: Double) -> Point {
    Point(x: lerp(a.x, b.x, p), y: lerp(a.y, b.y, p))
}
@inline(__always) func lerp(_ a: Size, _ b: Size, _ p: Double) -> Size {
    Size(width: lerp(a.width, b.width, p), height: lerp(a.height, b.height, p))
}
@inline(__always) func lerp(_ a: Color, _ b: Color, _ p: Double) -> Color {
    Color(red: lerp(a.red, b.red, p), green: lerp(a.green, b.green, p), blue: lerp(a.blue, b.blue, p),
          alpha: lerp(a.alpha, b.alpha, p))
}
@inline(__always) private func add(_ a: Color, _ b: Color) -> Color {
    Color(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha)
}
@inline(__always) private func scale(_ a: Color, _ s: Double) -> Color {
    Color(red: a.red * s, green: a.green * s, blue: a.blue * s, alpha: a.alpha * s)
}

/// Two paths of the same structure combined point by point.
private func blend(_ a: Path, _ b: Path, _ f: (Point, Point) -> Point) -> Path {
    var elements: [PathElement] = []
    elements.reserveCapacity(a.elements.count)
    for (ea, eb) in zip(a.elements, b.elements) {
        switch (ea, eb) {
        case (.move(let p), .move(let q)): elements.append(.move(f(p, q)))
        case (.line(let p), .line(let q)): elements.append(.line(f(p, q)))
        case (.quad(let c, let p), .quad(let d, let q)): elements.append(.quad(f(c, d), f(p, q)))
        case (.cubic(let c1, let c2, let p), .cubic(let d1, let d2, let q)):
            elements.append(.cubic(f(c1, d1), f(c2, d2), f(p, q)))
        default: elements.append(ea)
        }
    }
    // Same structure as a valid path, so rebuilding keeps it unchanged.
    return Path(elements)
}

extension Path {
    /// The path with every point mapped (structure kept).
    fileprivate init(validatedPoints p: Path, _ f: (Point) -> Point) {
        self.init(p.elements.map { $0.mapPoints(f) })
    }
}
