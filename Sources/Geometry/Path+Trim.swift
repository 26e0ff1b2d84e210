/// Trim Paths on one path, as After Effects applies it to a filled shape: the part of the path between two fractions
/// of its length, filled as it is (an open piece closes straight back to its start when filled).
extension Path {
    /// The part of the path from `start` to `end`, fractions of its arc length (`PathMeasure`). Fractions are taken
    /// as they come after the offset is added: `start` is brought into 0…1 by whole turns and `end` moved with it; a
    /// range that runs past 1 wraps round to the start of the path, and where the path is one closed sub-path the
    /// two pieces are one piece through its start point (lottie-web's `TrimModifier` joins them the same way). A
    /// range of a whole length or more is the path itself; an empty or reversed range (`end ≤ start`) is empty.
    public func trimmed(start: Double, end: Double) -> Path {
        guard start.isFinite, end.isFinite, end > start else { return .empty }
        if end - start >= 1 { return self }
        let turns = start.rounded(.down)
        let a = start - turns, b = end - turns
        let measure = PathMeasure(self)
        let length = measure.length
        guard length > 0 else { return .empty }
        if b <= 1 { return measure.subpath(from: a * length, to: b * length) }
        let first = measure.subpath(from: a * length, to: length)
        let second = measure.subpath(from: 0, to: (b - 1) * length)
        let closedOnce = elements.filter { $0.kind == .move }.count == 1 && elements.last?.kind == .close
        guard closedOnce, case .move? = second.elements.first else {
            return Path(first.elements + second.elements)
        }
        // The closed path's end is its start: the second piece goes on from where the first stops.
        let head = first.elements.last?.kind == .close ? Array(first.elements.dropLast()) : first.elements
        return Path(head + second.elements.dropFirst())
    }
}
