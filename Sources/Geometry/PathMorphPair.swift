/// Two paths prepared for a morph: the originals, and two normalised versions of identical element structure whose
/// element-wise blend moves smoothly from one shape to the other.
///
/// Core Animation blends paths element by element and leaves paths of different structure undefined (reference §10);
/// this goes beyond it, matching the shapes by where their points are, not by where their segments happen to start
/// (docs/path-morph-and-booleans.md). Normalisation (deterministic; a pure function of the two paths):
/// 1. Every sub-path becomes a contour of cubic segments (lines and quadratics exactly; a closing line of non-zero
///    length becomes a segment).
/// 2. Closed contours are matched with closed ones and open with open, greedily by the cost
///    `|centroid_a − centroid_b|² + (√|area_a| − √|area_b|)²`, cheapest pair first (ties: lower indices first), each
///    path measured in its own frame (origin at its bounds' centre, unit its bounds' larger side).
///    A contour left without a partner grows from (or shrinks to) a point: the centroid of the nearest contour of the
///    other path (its own centroid when the other path has none).
/// 3. Winding is made consistent: when a matched closed pair runs in opposite directions, the `to` contour is
///    reversed, so the blend never turns an outline inside out.
/// 4. A matched pair of convex closed contours corresponds by tangent direction (`ConvexCorrespondence`: the blend is
///    the Minkowski combination, so a rect's corners round off in place and shared symmetries are kept); any other
///    pair by arc length with the best cyclic offset and direction (`ArcLengthCorrespondence`). Either way both
///    contours are cut at the matched points, so they have the same number of segments, paired in order.
///
/// `path(at:)` returns the originals exactly at amounts 0 and 1.
///
/// # Guarantees
/// - `normalizedFrom` and `normalizedTo` have the same element structure: `move`, `cubic`s, and `close` per contour.
/// - Contours are ordered as the `from` path's (matched ones), then the `to` path's unmatched ones.
/// - A path and a translated, uniformly scaled copy of it are cut nowhere: every blend is that translation and scale
///   of the original, to rounding.
public struct PathMorphPair: Hashable, Sendable {
    public let from: Path
    public let to: Path
    public let normalizedFrom: Path
    public let normalizedTo: Path

    /// Normalises `from` and `to` (even when they already have the same structure: use `Path.blended` for Core
    /// Animation's element-wise rule).
    public init(from: Path, to: Path) {
        self.from = from
        self.to = to
        let (a, b) = normalizeForMorph(from.cubicContours, to.cubicContours)
        normalizedFrom = Path(contours: a)
        normalizedTo = Path(contours: b)
    }

    /// The morph at `amount`: `from` exactly at 0, `to` exactly at 1, otherwise the element-wise blend of the
    /// normalised paths (not clamped: outside [0, 1] it extrapolates, as springs overshoot).
    public func path(at amount: Double) -> Path {
        if amount == 0 { return from }
        if amount == 1 { return to }
        return normalizedFrom.linearlyBlended(with: normalizedTo, amount: amount) ?? (amount < 0.5 ? from : to)
    }
}

extension Path {
    /// Both paths normalised for a morph (see `PathMorphPair`).
    public func morphPair(to other: Path) -> PathMorphPair { PathMorphPair(from: self, to: other) }
}
