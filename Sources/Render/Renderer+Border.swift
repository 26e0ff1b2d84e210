import CCairo
import Geometry
import Motion

/// The ring a border covers: the region between two rounded rects (reference §8.2, seed 000).
public struct BorderRing: Hashable, Sendable {
    public var outer: Rect
    public var outerRadius: Double
    public var inner: Rect
    public var innerRadius: Double

    /// The ring of a border of width `w` on `bounds` with corner radius `r`:
    /// - `inside` (Core Animation): outer = bounds with radius r, inner = bounds inset by w with radius max(r − w, 0).
    ///   This is what CA's stroke of `bounds.insetBy(w/2)` with radius r − w/2 covers when r ≥ w/2; below that CA's
    ///   result is unconfirmed and we keep the outer edge on the background's rounded corner (seed 000's rule).
    /// - `center`: outer = bounds outset by w/2 with radius r + w/2, inner = bounds inset by w/2 with radius
    ///   max(r − w/2, 0).
    /// - `outside`: outer = bounds outset by w with radius r + w, inner = bounds with radius r.
    public init(bounds b: Rect, cornerRadius r: Double, width w: Double, placement: BorderPlacement) {
        switch placement {
        case .inside:
            outer = b; outerRadius = r
            inner = b.insetBy(dx: w, dy: w); innerRadius = max(r - w, 0)
        case .center:
            outer = b.insetBy(dx: -w / 2, dy: -w / 2); outerRadius = r + w / 2
            inner = b.insetBy(dx: w / 2, dy: w / 2); innerRadius = max(r - w / 2, 0)
        case .outside:
            outer = b.insetBy(dx: -w, dy: -w); outerRadius = r + w
            inner = b; innerRadius = r
        }
    }
}

extension Renderer {
    /// Fills the border ring above the contents and sublayers, with the layer's corner curve and masked corners.
    func drawBorder(_ layer: LayerState, bounds b: Rect) throws {
        let w = layer.borderWidth
        guard w > 0, w.isFinite, layer.borderColor.alpha > 0, !b.isEmpty else { return }
        let cr = context.handle
        let ring = BorderRing(bounds: b, cornerRadius: max(layer.cornerRadius, 0), width: w,
                              placement: layer.borderPlacement)
        let style = layer.cornerCurve.cornerStyle
        cairo_new_path(cr)
        appendPath(Path.roundedRect(ring.outer, cornerRadius: ring.outerRadius, style: style,
                                    corners: layer.maskedCorners), newPath: false)
        // An inner rect with no area (the border is at least half the short side) leaves the whole outer shape.
        if ring.inner.width > 0, ring.inner.height > 0 {
            appendPath(Path.roundedRect(ring.inner, cornerRadius: ring.innerRadius, style: style,
                                        corners: layer.maskedCorners), newPath: false)
        }
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        setColor(layer.borderColor)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        try context.status("cairo_fill (border of layer '\(layer.id)')")
    }

    /// Line cap, join, miter limit and dash pattern of a shape layer's stroke (Core Animation's names and defaults).
    func applyStrokeStyle(_ layer: LayerState) {
        let cr = context.handle
        switch layer.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        setLineJoin(cr, layer.lineJoin, miterLimit: layer.miterLimit)
        // A nil, empty, all-zero or invalid pattern strokes solid lines.
        if let pattern = layer.lineDashPattern, !pattern.isEmpty,
           pattern.allSatisfy({ $0.isFinite && $0 >= 0 }), pattern.contains(where: { $0 > 0 }) {
            let phase = layer.lineDashPhase.isFinite ? layer.lineDashPhase : 0
            pattern.withUnsafeBufferPointer { p in
                cairo_set_dash(cr, p.baseAddress, Int32(p.count), phase)
            }
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }
}

/// Sets Cairo's line join and miter limit for a Core Graphics join: CoreGraphics and Cairo share the definition (a
/// join is mitered while miter length / line width ≤ limit); a limit that is not finite is Core Graphics' default, 10.
func setLineJoin(_ cr: OpaquePointer, _ join: LineJoin, miterLimit limit: Double) {
    switch join {
    case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
    }
    cairo_set_miter_limit(cr, limit.isFinite ? max(limit, 0) : 10)
}
