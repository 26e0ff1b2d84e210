import func Foundation.atan2
import func Foundation.cos
import func Foundation.sin
import Geometry

/// Where text on a path (`TextPathModel`) puts each character at one frame, as After Effects' Path Options do
/// (lottie-web's `TextAnimatorProperty.getMeasures`, its masked-path branch; Skia's `skottie/src/text/TextAdapter.cpp`,
/// `PathInfo::getMatrix` and `fragmentMatrix`):
///
/// - the path is the mask's, in the layer's coordinates, reversed when `r` is on (lottie-web's `ShapePath.reverse`:
///   an open path runs from its last vertex, a closed one keeps its first vertex and runs the other way round);
/// - a character's anchor (the middle of its advance) goes to the distance along the path that its x in the laid-out
///   line gives, measured from where the line's justification anchors it: left-justified lines start at the path's
///   start, right-justified ones end at its end, centred ones are centred on its middle (lottie-web adds
///   `totalLength − lineWidth` or half of it; Skia `align_factor × (pathLength − boxWidth)`);
/// - the margins move it along: the First Margin for left-justified text, the Last Margin for right-justified, both
///   for centred (Skia's `getMatrix`; After Effects' documentation: "The First Margin is not active when text is
///   right-aligned … Last Margin is not active when text is left-aligned" unless force alignment is on);
/// - force alignment: each line's first character starts at the First Margin, its last ends at the Last Margin past
///   the path's end, the others evenly spaced between by their index (lottie-web: `an₀/2 + (L − f − an₀/2 − anₙ/2) ·
///   ind / (len − 1) + f`, with the Last Margin 0; the documentation: "evenly spaces the remaining characters");
/// - past the ends: a closed path wraps round, an open one goes on straight along its end tangent (lottie-web walks
///   the last polyline segment on; Skia: "extrapolates from extremes' positions/slopes");
/// - perpendicular `p`: the character turns by the path's tangent angle there (lottie-web `rotate(−rot)` with
///   `rot` the segment's angle; Skia `atan2(tan.y, tan.x)`), after its animators' own transform; otherwise it stays
///   upright. Its line's distance below the first baseline and the animators' vertical position move it along
///   the normal (the turned y axis), the animators' horizontal position along the path.
/// - anchor point grouping (`TextAnchorGrouping`): the group's anchor is what goes on the path, its characters
///   keeping their places about it (`TextAnimatorState`; Skia's `TextAdapter::pushPropsToFragment`).
struct TextPathPlacement {
    /// The path as measured (after reversing).
    let measure: PathMeasure
    let closed: Bool
    let firstMargin: Double
    let lastMargin: Double
    let perpendicular: Bool
    let forceAlignment: Bool
    /// `j`: 0 left, 1 right, 2 centre; 3…6 (justified) are placed as left.
    let justification: Int
    /// The x (layer coordinates) a line's justification anchors to: 0 for point text, the box's left plus 0, all or
    /// half its width for box text.
    let origin: Double

    /// `nil` when the mask's shape has no length (fewer than two vertices, or all at one point).
    init?(shape: BezierShape, model: TextPathModel, doc: TextDocumentModel, atFrame frame: Double) {
        func value(_ g: KeyframeGroup<LottieVector>) -> Double { g.value(atFrame: frame).first ?? 0 }
        let shape = value(model.reversed) != 0 ? shape.reversedForTextPath : shape
        guard shape.vertices.count > 1 else { return nil }
        measure = PathMeasure(shape.path, chordsPerCurve: 256)
        guard measure.length > 0, measure.length.isFinite else { return nil }
        closed = shape.closed
        firstMargin = value(model.firstMargin)
        lastMargin = value(model.lastMargin)
        perpendicular = value(model.perpendicular) != 0
        forceAlignment = value(model.forceAlignment) != 0
        justification = doc.justification
        let factor = Self.alignFactor(doc.justification)
        origin = (doc.boxPosition?.x ?? 0) + factor * (doc.boxSize?.width ?? 0)
    }

    /// The path's length.
    var length: Double { measure.length }

    /// How far along the path a line's justification point sits: 0 (left), 1 (right) or ½ (centre) of it.
    static func alignFactor(_ j: Int) -> Double { j == 1 ? 1 : j == 2 ? 0.5 : 0 }

    /// The margin that moves a line along the path.
    var margin: Double {
        switch justification {
        case 1: lastMargin
        case 2: firstMargin + lastMargin
        default: firstMargin
        }
    }

    /// The distance along the path of a character whose anchor the line layout puts at `x` (layer coordinates).
    func distance(ofAnchorAt x: Double) -> Double {
        x - origin + Self.alignFactor(justification) * length + margin
    }

    /// Force alignment: the distance of character `k` of the `count` on its line, the first `firstWidth` and the last
    /// `lastWidth` wide.
    func forcedDistance(index k: Int, count: Int, firstWidth: Double, lastWidth: Double) -> Double {
        let start = firstMargin + firstWidth / 2
        guard count > 1 else { return start }
        let end = length + lastMargin - lastWidth / 2
        return start + (end - start) * Double(k) / Double(count - 1)
    }

    /// The point at distance `d` and the path's direction there (radians, clockwise from +x on a y-down screen).
    func location(atDistance d: Double) -> (point: Point, angle: Double) {
        let L = length
        var d = d
        if closed {
            d = d.truncatingRemainder(dividingBy: L)
            if d < 0 { d += L }
        }
        let clamped = min(max(d, 0), L)
        let p = measure.point(atDistance: clamped) ?? .zero
        let t = measure.tangent(atDistance: clamped) ?? Point(x: 1, y: 0)
        return (p + t * (d - clamped), atan2(t.y, t.x))
    }

    /// A character's anchor `position` and `transform` (its animators' transform about the anchor) once placed at
    /// distance `d`, `offsetBelow` under the path (its line's distance below the first baseline plus the animators'
    /// vertical position); `shift` maps the layer's coordinates to those `position` is in.
    func place(distance d: Double, offsetBelow dy: Double, transform: AffineTransform,
               shift: Point) -> (position: Point, transform: AffineTransform) {
        let (q, angle) = location(atDistance: d)
        let turn = perpendicular ? angle : 0
        let normal = Point(x: -sin(turn) * dy, y: cos(turn) * dy)
        return (q + normal - shift, turn == 0 ? transform : transform.concatenating(.rotation(turn)))
    }
}

extension BezierShape {
    /// The shape run the other way, as lottie-web's `ShapePath.reverse`: an open shape from its last vertex, a closed
    /// one from its first vertex round the other way; each vertex's in and out tangents swap.
    var reversedForTextPath: BezierShape {
        func flipped(_ v: Vertex) -> Vertex { Vertex(point: v.point, inTangent: v.outTangent, outTangent: v.inTangent) }
        guard let first = vertices.first else { return self }
        let rest = closed ? [first] + vertices.dropFirst().reversed() : vertices.reversed()
        return BezierShape(vertices: rest.map(flipped), closed: closed)
    }
}
