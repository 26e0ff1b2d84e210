import Geometry

/// The curve of a layer's rounded corners, as `CALayerCornerCurve`.
public enum CornerCurve: String, Sendable, Hashable, CaseIterable {
    /// Quarter circles of radius `cornerRadius` (Core Animation's default).
    case circular
    /// Apple's continuous corner, spanning 1.528665 × `cornerRadius` along each edge.
    case continuous

    /// The matching `Path.roundedRect` style.
    public var cornerStyle: CornerStyle { self == .circular ? .circular : .continuous }
}

/// How a stroke ends at an open sub-path's ends, as `CAShapeLayerLineCap`.
public enum LineCap: String, Sendable, Hashable, CaseIterable {
    case butt, round, square
}

/// How a stroke turns at a corner, as `CAShapeLayerLineJoin`.
public enum LineJoin: String, Sendable, Hashable, CaseIterable {
    case miter, round, bevel
}

extension LayerState {
    /// The layer's rounded shape (bounds, `cornerRadius`, `maskedCorners`, `cornerCurve`): what the background fills,
    /// `masksToBounds` clips to and gradients fill.
    public var roundedBoundsPath: Path {
        Path.roundedRect(bounds.standardized, cornerRadius: max(cornerRadius, 0), style: cornerCurve.cornerStyle,
                         corners: maskedCorners)
    }

    /// The transform from a sublayer's superlayer coordinates (this layer's bounds space) once
    /// `sublayerTransform` is applied about this layer's anchor point (reference §8.1).
    public var sublayerTransformInBounds: AffineTransform {
        let anchor = anchorInBounds
        return AffineTransform.translation(-anchor.x, -anchor.y)
            .concatenating(sublayerTransform.affine)
            .concatenating(.translation(anchor.x, anchor.y))
    }

    /// `sublayerTransformInBounds` in 3-D: about the anchor point and `anchorPointZ`.
    public var sublayerTransform3DInBounds: Transform3D {
        let anchor = anchorInBounds
        return Transform3D.translation(-anchor.x, -anchor.y, -anchorPointZ)
            .concatenating(sublayerTransform)
            .concatenating(.translation(anchor.x, anchor.y, anchorPointZ))
    }
}
