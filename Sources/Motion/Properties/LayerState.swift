import Geometry

/// The kind of layer, as Core Animation's layer classes.
public enum LayerType: String, Sendable, Hashable, CaseIterable {
    case layer, shape, gradient, image, text
    /// `CATransformLayer`: draws only its sublayers, which it does not flatten into its plane; they are depth-sorted
    /// together with its other descendants in 3-D (docs/drawing.md).
    case transformLayer
    /// `CAReplicatorLayer`: draws `instanceCount` copies of its sublayers (Motion/Tree/Replicator.swift).
    case replicator
}

/// How a shape is filled where sub-paths overlap.
public enum FillRule: String, Sendable, Hashable, CaseIterable {
    case nonZero, evenOdd
}

/// Where a border sits relative to the layer's bounds edge.
public enum BorderPlacement: String, Sendable, Hashable, CaseIterable {
    /// Core Animation's border: entirely inside the bounds.
    case inside
    /// Centred on the bounds edge (Figma's "center"; an extension of `animate`).
    case center
    /// Entirely outside the bounds (Figma's "outside"; an extension of `animate`).
    case outside
}

/// The geometry of a gradient layer's colour ramp.
public enum GradientType: String, Sendable, Hashable, CaseIterable {
    case axial, radial, conic
}

/// `CATextLayer.alignmentMode` (natural is left-to-right: left).
public enum TextAlignmentMode: String, Sendable, Hashable, CaseIterable {
    case natural, left, center, right, justified
}

/// `CATextLayer.truncationMode`.
public enum TextTruncationMode: String, Sendable, Hashable, CaseIterable {
    case none, start, middle, end
}

/// The stored values of one layer (`LayerState` keeps them in a copy-on-write box: LayerState+Storage.swift).
///
/// Defaults are Core Animation's (`CALayer`, `CAShapeLayer`, `CAGradientLayer`).
public struct LayerFields: Sendable, Hashable {
    public var id: String
    public var type: LayerType

    // MARK: Geometry (CALayer)
    /// Where the anchor point sits, in the superlayer's coordinates.
    public var position: Point = .zero
    public var bounds: Rect = .zero
    /// In unit coordinates of `bounds`; (0, 0) is the top-left corner.
    public var anchorPoint: Point = Point(x: 0.5, y: 0.5)
    /// Applied about the anchor point (and `anchorPointZ`).
    public var transform: Transform3D = .identity
    /// The layer's place on the z axis of its superlayer (toward the viewer is positive): the sibling drawing order
    /// in a flattening superlayer, and depth under a perspective or in a transform layer.
    public var zPosition: Double = 0
    /// The anchor point's z coordinate, in points (`CALayer.anchorPointZ`).
    public var anchorPointZ: Double = 0
    /// Whether the layer is drawn when it faces away from the viewer (`CALayer.isDoubleSided`).
    public var isDoubleSided: Bool = true

    // MARK: Appearance (CALayer)
    public var opacity: Double = 1
    public var isHidden: Bool = false
    public var backgroundColor: Color? = nil
    public var cornerRadius: Double = 0
    public var borderWidth: Double = 0
    public var borderColor: Color = .black
    public var borderPlacement: BorderPlacement = .inside
    public var masksToBounds: Bool = false
    /// How the layer, drawn as a group, combines with its backdrop (`nil`: source-over). Not animatable.
    public var compositingFilter: CompositingFilter? = nil
    /// Image effects on everything the layer draws, in order (`LayerEffect`; set by the Lottie reader under
    /// `after-effects`; no layer-object field of the scene format). Animatable (key path `effects`, the value
    /// spelled as `LayerEffect+Numbers.swift` says): the same effects with other parameters blend parameter by parameter.
    public var effects: [LayerEffect] = []

    // MARK: Shape layer (CAShapeLayer)
    public var path: Path? = nil
    /// `nil` means no fill.
    public var fillColor: Color? = .black
    public var fillRule: FillRule = .nonZero
    /// `nil` means no stroke.
    public var strokeColor: Color? = nil
    public var lineWidth: Double = 1
    public var strokeStart: Double = 0
    public var strokeEnd: Double = 1

    // MARK: Gradient layer (CAGradientLayer)
    public var colors: [Color] = []
    /// `nil` spreads the colours evenly.
    public var locations: [Double]? = nil
    public var startPoint: Point = Point(x: 0.5, y: 0)
    public var endPoint: Point = Point(x: 0.5, y: 1)
    public var gradientType: GradientType = .axial
    /// The space the colours are interpolated in (an extension: `GradientColorSpace`).
    public var gradientColorSpace: GradientColorSpace = .sRGB
    /// A radial gradient's focal point, where its first colour sits: an offset from `startPoint` in units of the
    /// ellipse's radii (`.zero`, the default, is the centre, as Core Animation draws; keep it inside the unit
    /// circle). An extension of the format, for After Effects' gradient highlight (docs/scene-format-notes.md).
    public var radialFocalPoint: Point = .zero

    // MARK: Image layer
    /// A key into the renderer's image store (the scene file's `contents` path, resolved).
    public var contents: String? = nil
    /// Core Animation's `contentsGravity` name (`resize`, `resizeAspect`, `resizeAspectFill`, `center`, …).
    public var contentsGravity: String = "resize"
    /// Core Animation's `contentsGravity` names.
    public static let contentsGravities = [
        "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
        "resize", "resizeAspect", "resizeAspectFill",
    ]
    /// The part of the `contents` image drawn, in unit coordinates of the image (`CALayer.contentsRect`; default the
    /// whole image): it is placed by `contentsGravity` as if it were the whole image, and where it reaches outside
    /// the image the edge pixels extend outwards. Animatable.
    public var contentsRect: Rect = Rect(x: 0, y: 0, width: 1, height: 1)
    /// The colour the `contents` image is multiplied by, component by component, alpha included: a replicator
    /// instance's colour (`instanceModulation`, Motion/Tree/Replicator.swift), opaque white (no change) otherwise. Not a
    /// scene-format field: presentation trees set it.
    public var contentsMultiplier: Color = .white

    // MARK: Drawing: corners, shadow, stroke style, sublayer transform
    /// Applied to the sublayers, about this layer's anchor point.
    public var sublayerTransform: Transform3D = .identity
    public var cornerCurve: CornerCurve = .circular
    /// The corners `cornerRadius` rounds (default all four).
    public var maskedCorners: CornerMask = .all
    /// `nil` casts no shadow.
    public var shadowColor: Color? = .black
    public var shadowOpacity: Double = 0
    /// Core Animation's default casts the shadow 3 points up (y-down coordinates).
    public var shadowOffset: Size = Size(width: 0, height: -3)
    /// The blur radius; drawn as a Gaussian with σ = radius / 2.
    public var shadowRadius: Double = 3
    /// `nil` casts the shadow from the layer's composited alpha.
    public var shadowPath: Path? = nil
    public var lineCap: LineCap = .butt
    public var lineJoin: LineJoin = .miter
    public var miterLimit: Double = 10
    /// `nil` or empty strokes solid lines.
    public var lineDashPattern: [Double]? = nil
    public var lineDashPhase: Double = 0

    // MARK: Timing (CAMediaTiming on layers)
    /// Where the layer's local time starts, in its superlayer's time (hierarchical time, reference §1.4). A layer's
    /// timing applies to its sublayers, its mask and every animation attached to them.
    public var beginTime: Double = 0
    /// The layer's local time runs `speed` × its superlayer's; 0 freezes it at `timeOffset`.
    public var speed: Double = 1
    /// Added to the layer's local time.
    public var timeOffset: Double = 0

    // MARK: Text layer (CATextLayer)
    /// The text. Defaults are CATextLayer's where it has one (size 36, white, natural alignment, not wrapped).
    public var string: String = ""
    /// A font family name; text renders only with the fonts the renderer pins (see Render's `TextEngine`).
    public var fontFamily: String = "Inter"
    /// Points.
    public var fontSize: Double = 36
    /// CSS/OpenType weight, 100…900 (400 regular, 700 bold).
    public var fontWeight: Double = 400
    /// A font file (resolved path) whose family is used instead of `fontFamily`.
    public var fontFile: String? = nil
    /// Whether the font's kerning applies (an extension of the scene format, `font.kerning`: Core Text kerns by
    /// default, and an attributed string with `.kern` 0 turns it off, as lottie-ios's text layers do).
    public var fontKerning: Bool = true
    /// Points added between characters (an extension of the scene format, `font.tracking`; Pango's letter spacing:
    /// none before a line's first character or after its last).
    public var fontTracking: Double = 0
    /// Points between the baselines of the text's lines (an extension of the scene format, `font.lineHeight`, which
    /// the Lottie reader sets for box text as Core Text spaces it); nil: the font's own line spacing (Pango's).
    public var fontLineHeight: Double? = nil
    public var foregroundColor: Color = .white
    /// The glyphs' outline stroke (an extension of the scene format, `textStroke`); nil draws none.
    public var textStroke: TextStroke? = nil
    public var alignmentMode: TextAlignmentMode = .natural
    public var isWrapped: Bool = false
    public var truncationMode: TextTruncationMode = .none

    // MARK: Replicator layer (CAReplicatorLayer; Motion/Tree/Replicator.swift)
    /// The number of copies of the sublayers, the sublayers themselves included (instance 0); 0 draws none.
    public var instanceCount: Int = 1
    /// Applied to instance k − 1 to give instance k (so instance k gets its k-th power), about the anchor point.
    public var instanceTransform: Transform3D = .identity
    /// Seconds: instance k's sublayers run `k × instanceDelay` behind instance 0.
    public var instanceDelay: Double = 0
    /// Multiplies the colours of instance 0; `instance…Offset` is added to it once per further instance.
    public var instanceColor: Color = .white
    public var instanceRedOffset: Double = 0
    public var instanceGreenOffset: Double = 0
    public var instanceBlueOffset: Double = 0
    public var instanceAlphaOffset: Double = 0

    // MARK: Tree
    public var sublayers: [LayerState] = []
    /// Stored as an array so that the value type can nest; holds zero or one layer.
    private var maskStorage: [LayerState] = []

    /// The mask layer: only its alpha matters; its geometry is in this layer's coordinates.
    public var mask: LayerState? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }

    public init(id: String, type: LayerType = .layer) {
        self.id = id
        self.type = type
    }
}

extension LayerState {

    /// The layer's frame in its superlayer's coordinates, as `CALayer.frame`: the bounds' bounding box after the
    /// transform about the anchor point, placed at `position`.
    public var frame: Rect {
        let b = bounds.standardized
        let anchorOffset = Point(x: anchorPoint.x * b.width, y: anchorPoint.y * b.height)
        if transform.isIdentity {
            return Rect(x: position.x - anchorOffset.x, y: position.y - anchorOffset.y, width: b.width, height: b.height)
        }
        let corners = [Point(x: 0, y: 0), Point(x: b.width, y: 0), Point(x: 0, y: b.height), Point(x: b.width, y: b.height)]
        var r: Rect? = nil
        let flat = transform.flattened
        for c in corners {
            let p = (transform.isAffine ? transform.affine.apply(to: c - anchorOffset) : flat.apply(to: c - anchorOffset)) + position
            let pr = Rect(origin: p, size: .zero)
            r = r.map { $0.union(pr) } ?? pr
        }
        return r ?? .zero
    }

    /// Sets `position` and `bounds.size` so that `frame` equals `rect` (for an identity transform), as
    /// `CALayer.frame`'s setter.
    public mutating func setFrame(_ rect: Rect) {
        let r = rect.standardized
        bounds.size = r.size
        position = Point(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
    }

    /// The anchor point in the layer's own coordinates (its bounds space): where `position` sits in the superlayer
    /// and what `transform` turns about.
    public var anchorInBounds: Point {
        let b = bounds
        return Point(x: b.origin.x + anchorPoint.x * b.width, y: b.origin.y + anchorPoint.y * b.height)
    }

    /// The transform from this layer's own coordinates (its bounds space) to its superlayer's coordinates, in 2-D:
    /// exact when `transform` is affine (otherwise its x/y terms only; see `transform3DToSuperlayer`).
    public var transformToSuperlayer: AffineTransform {
        let anchor = anchorInBounds
        return AffineTransform.translation(-anchor.x, -anchor.y)
            .concatenating(transform.affine)
            .concatenating(.translation(position.x, position.y))
    }

    /// The transform from this layer's own coordinates to its superlayer's, in 3-D as Core Animation builds it: the
    /// anchor point (with `anchorPointZ`) to the origin, `transform`, then to `position` at depth `zPosition`.
    public var transform3DToSuperlayer: Transform3D {
        let anchor = anchorInBounds
        return Transform3D.translation(-anchor.x, -anchor.y, -anchorPointZ)
            .concatenating(transform)
            .concatenating(.translation(position.x, position.y, zPosition))
    }

    /// Whether drawing the layer needs the 3-D model: a transform or sublayer transform that is not affine, an
    /// `anchorPointZ`, a transform layer, or a single-sided layer (which may face away).
    public var usesThreeD: Bool {
        !transform.isAffine || !sublayerTransform.isAffine || anchorPointZ != 0 || type == .transformLayer
            || !isDoubleSided
    }

    /// Depth-first search for the layer with `id` in this tree (the layer itself, its mask, its sublayers).
    public func find(_ id: String) -> LayerState? {
        if self.id == id { return self }
        if let m = mask, let hit = m.find(id) { return hit }
        for s in sublayers { if let hit = s.find(id) { return hit } }
        return nil
    }
}
