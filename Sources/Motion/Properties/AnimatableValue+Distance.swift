extension AnimatableValue {
    /// The distance `paced` modes use between two keyframe values: Euclidean over the components (numbers,
    /// points, sizes, rects, colours, arrays of equal count); 1 for values without a metric, so those fall back to
    /// even spacing. Core Animation's metric for non-point types is UNCONFIRMED.
    func distance(to other: AnimatableValue) -> Double {
        func e(_ a: [Double], _ b: [Double]) -> Double {
            zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
        }
        switch (self, other) {
        case (.number(let a), .number(let b)): return abs(a - b)
        case (.point(let a), .point(let b)): return a.distance(to: b)
        case (.size(let a), .size(let b)): return e([a.width, a.height], [b.width, b.height])
        case (.rect(let a), .rect(let b)):
            return e([a.origin.x, a.origin.y, a.width, a.height], [b.origin.x, b.origin.y, b.width, b.height])
        case (.color(let a), .color(let b)):
            return e([a.red, a.green, a.blue, a.alpha], [b.red, b.green, b.blue, b.alpha])
        case (.numbers(let a), .numbers(let b)) where a.count == b.count: return e(a, b)
        case (.colors(let a), .colors(let b)) where a.count == b.count:
            return e(a.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }, b.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })
        default: return 1
        }
    }
}
