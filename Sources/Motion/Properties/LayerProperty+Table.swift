import Geometry

// The layer property table: one row per layer field, Core Animation's names and defaults (the defaults are the
// stored properties' initial values in LayerState.swift). `AnyLayerProperty.all` lists every row, in the order the
// scene writer writes the fields.

extension LayerProperty where Value == Point {
    // MARK: Every layer (CALayer)
    public static var anchorPoint: Self { .init("anchorPoint", \.anchorPoint, .point) }
    public static var position: Self { .init("position", \.position, .point) }
    // MARK: Gradient layers (CAGradientLayer)
    public static var startPoint: Self { .init("startPoint", \.startPoint, .point, types: [.gradient]) }
    public static var endPoint: Self { .init("endPoint", \.endPoint, .point, types: [.gradient]) }
    /// An extension of the format (`LayerState.radialFocalPoint`).
    public static var radialFocalPoint: Self { .init("radialFocalPoint", \.radialFocalPoint, .point, types: [.gradient]) }
    // MARK: Sub-paths
    public static var boundsOrigin: Self { .init("bounds.origin", \.bounds.origin, .point, field: .none) }
}

extension LayerProperty where Value == Rect {
    /// As `CALayer.setBounds:`, a rect with a negative size is standardized.
    public static var bounds: Self { .init("bounds", \.bounds, .rect, normalize: { $0.standardized }) }
    /// `CALayer.contentsRect`: the part of the image drawn, in unit coordinates of the image.
    public static var contentsRect: Self { .init("contentsRect", \.contentsRect, .rect, types: [.image]) }
}

extension LayerProperty where Value == Size {
    public static var shadowOffset: Self { .init("shadowOffset", \.shadowOffset, .size) }
    public static var boundsSize: Self {
        .init("bounds.size", \.bounds.size, .size, field: .none, normalize: { Size(width: abs($0.width), height: abs($0.height)) })
    }
    public static var translation: Self { .init("transform.translation", transform: \.translationPart, { $0.translationPart = $1 }, .size) }
}

extension LayerProperty where Value == Transform3D {
    public static var transform: Self { .init("transform", \.transform, .transform) }
    public static var sublayerTransform: Self { .init("sublayerTransform", \.sublayerTransform, .transform) }
    public static var instanceTransform: Self { .init("instanceTransform", \.instanceTransform, .transform, types: [.replicator]) }
}

extension LayerProperty where Value == Double {
    public static var zPosition: Self { .init("zPosition", \.zPosition, .number) }
    public static var anchorPointZ: Self { .init("anchorPointZ", \.anchorPointZ, .number) }
    public static var opacity: Self { .init("opacity", \.opacity, .number) }
    public static var cornerRadius: Self { .init("cornerRadius", \.cornerRadius, .number, check: .atLeast(0)) }
    public static var borderWidth: Self { .init("borderWidth", \.borderWidth, .number, check: .atLeast(0)) }
    public static var shadowOpacity: Self { .init("shadowOpacity", \.shadowOpacity, .number, check: .within(0...1)) }
    public static var shadowRadius: Self { .init("shadowRadius", \.shadowRadius, .number, check: .atLeast(0)) }
    // MARK: Shape layers (CAShapeLayer)
    public static var lineWidth: Self { .init("lineWidth", \.lineWidth, .number, types: [.shape], check: .atLeast(0)) }
    public static var strokeStart: Self { .init("strokeStart", \.strokeStart, .number, types: [.shape]) }
    public static var strokeEnd: Self { .init("strokeEnd", \.strokeEnd, .number, types: [.shape]) }
    public static var miterLimit: Self { .init("miterLimit", \.miterLimit, .number, types: [.shape], check: .atLeast(0)) }
    public static var lineDashPhase: Self { .init("lineDashPhase", \.lineDashPhase, .number, types: [.shape]) }
    // MARK: Replicator layers (CAReplicatorLayer; every one animatable, as its header says)
    public static var instanceDelay: Self { .init("instanceDelay", \.instanceDelay, .number, types: [.replicator]) }
    public static var instanceRedOffset: Self { .init("instanceRedOffset", \.instanceRedOffset, .number, types: [.replicator]) }
    public static var instanceGreenOffset: Self { .init("instanceGreenOffset", \.instanceGreenOffset, .number, types: [.replicator]) }
    public static var instanceBlueOffset: Self { .init("instanceBlueOffset", \.instanceBlueOffset, .number, types: [.replicator]) }
    public static var instanceAlphaOffset: Self { .init("instanceAlphaOffset", \.instanceAlphaOffset, .number, types: [.replicator]) }
    // MARK: Layer timing (CAMediaTiming on layers; an extension of the format, docs/timing.md)
    public static var beginTime: Self { .init("beginTime", \.beginTime, .number, animatable: false) }
    public static var speed: Self { .init("speed", \.speed, .number, animatable: false) }
    public static var timeOffset: Self { .init("timeOffset", \.timeOffset, .number, animatable: false) }
    // MARK: Sub-paths and other names
    public static var positionX: Self { .init("position.x", \.position.x, .number, field: .none) }
    public static var positionY: Self { .init("position.y", \.position.y, .number, field: .none) }
    public static var boundsWidth: Self { .init("bounds.size.width", \.bounds.size.width, .number, field: .none, normalize: abs) }
    public static var boundsHeight: Self { .init("bounds.size.height", \.bounds.size.height, .number, field: .none, normalize: abs) }
    public static var boundsX: Self { .init("bounds.origin.x", \.bounds.origin.x, .number, field: .none) }
    public static var boundsY: Self { .init("bounds.origin.y", \.bounds.origin.y, .number, field: .none) }
    public static var anchorPointX: Self { .init("anchorPoint.x", \.anchorPoint.x, .number, field: .none) }
    public static var anchorPointY: Self { .init("anchorPoint.y", \.anchorPoint.y, .number, field: .none) }
    public static var rotation: Self { .init("transform.rotation", transform: \.rotationZPart, { $0.rotationZPart = $1 }, .number) }
    public static var rotationZ: Self { .init("transform.rotation.z", transform: \.rotationZPart, { $0.rotationZPart = $1 }, .number) }
    public static var scale: Self { .init("transform.scale", transform: \.scalePart, { $0.scalePart = $1 }, .number) }
    public static var scaleX: Self { .init("transform.scale.x", transform: \.scaleXPart, { $0.scaleXPart = $1 }, .number) }
    public static var scaleY: Self { .init("transform.scale.y", transform: \.scaleYPart, { $0.scaleYPart = $1 }, .number) }
    public static var translationX: Self { .init("transform.translation.x", \.transform.m41, .number, field: .none) }
    public static var translationY: Self { .init("transform.translation.y", \.transform.m42, .number, field: .none) }
    public static var rotationX: Self { .init("transform.rotation.x", transform: \.rotationXPart, { $0.rotationXPart = $1 }, .number) }
    public static var rotationY: Self { .init("transform.rotation.y", transform: \.rotationYPart, { $0.rotationYPart = $1 }, .number) }
    public static var translationZ: Self { .init("transform.translation.z", \.transform.m43, .number, field: .none) }
    public static var scaleZ: Self { .init("transform.scale.z", transform: \.scaleZPart, { $0.scaleZPart = $1 }, .number) }
    /// Points; a negative size is none. The scene format sets it in the `font` object.
    public static var fontSize: Self { .init("fontSize", \.fontSize, .number, types: [.text], field: .none, normalize: { max($0, 0) }) }
    public static var fontSizeInFont: Self {
        .init("font.size", \.fontSize, .number, types: [.text], field: .none, normalize: { max($0, 0) })
    }
    /// An extension of the format: the width of the text's `textStroke` (`LayerFields.textStrokeWidth`), which the
    /// Lottie reader animates for After Effects' stroke width text animators; a negative width is none.
    public static var textStrokeWidth: Self {
        .init("textStroke.width", \.textStrokeWidth, .number, types: [.text], field: .none, normalize: { max($0, 0) })
    }
}

extension LayerProperty where Value == Bool {
    public static var isDoubleSided: Self { .init("isDoubleSided", \.isDoubleSided, .bool) }
    public static var isHidden: Self { .init("isHidden", \.isHidden, .bool) }
    public static var masksToBounds: Self { .init("masksToBounds", \.masksToBounds, .bool) }
    public static var hidden: Self { .init("hidden", \.isHidden, .bool, field: .none) }
    public static var isWrapped: Self { .init("isWrapped", \.isWrapped, .bool, types: [.text], animatable: false) }
}

extension LayerProperty where Value == Color {
    public static var borderColor: Self { .init("borderColor", \.borderColor, .color) }
    public static var foregroundColor: Self { .init("foregroundColor", \.foregroundColor, .color, types: [.text]) }
    /// An extension of the format: the colour of the text's `textStroke` (`LayerFields.textStrokeColor`), which the
    /// Lottie reader animates for After Effects' stroke colour text animators.
    public static var textStrokeColor: Self { .init("textStroke.color", \.textStrokeColor, .color, types: [.text], field: .none) }
    public static var instanceColor: Self { .init("instanceColor", \.instanceColor, .color, types: [.replicator]) }
}

extension LayerProperty where Value == Color? {
    public static var backgroundColor: Self { .init("backgroundColor", \.backgroundColor, ValueCodec.color.orNull) }
    public static var shadowColor: Self { .init("shadowColor", \.shadowColor, ValueCodec.color.orNull) }
    public static var fillColor: Self { .init("fillColor", \.fillColor, ValueCodec.color.orNull, types: [.shape]) }
    public static var strokeColor: Self { .init("strokeColor", \.strokeColor, ValueCodec.color.orNull, types: [.shape]) }
}

extension LayerProperty where Value == Path? {
    public static var shadowPath: Self { .init("shadowPath", \.shadowPath, ValueCodec.path.orNull) }
    public static var path: Self { .init("path", \.path, ValueCodec.path.orNull, types: [.shape]) }
}

extension LayerProperty where Value == [LayerEffect] {
    /// Animatable only (no layer-object field): the Lottie reader animates After Effects' effect parameters with it
    /// (`LayerEffect+Numbers.swift` spells the value).
    public static var effects: Self { .init("effects", \.effects, .effects, field: .none) }
}

extension LayerProperty where Value == [Double]? {
    public static var lineDashPattern: Self {
        .init("lineDashPattern", \.lineDashPattern, ValueCodec.numbers.orNull, types: [.shape], check: .eachAtLeast(0))
    }
    public static var locations: Self {
        .init("locations", \.locations, ValueCodec.numbers.orNull, types: [.gradient], check: .nonDecreasing)
    }
}

extension LayerProperty where Value == [Color] {
    public static var colors: Self { .init("colors", \.colors, .colors, types: [.gradient]) }
}

extension LayerProperty where Value == Int {
    public static var instanceCount: Self {
        .init("instanceCount", \.instanceCount, .count, types: [.replicator], check: .wholeNumber(atLeast: 0))
    }
}

extension LayerProperty where Value == String? {
    /// A key into the renderer's image store: the scene reader resolves the file path against the scene's folder.
    public static var contents: Self { .init("contents", \.contents, ValueCodec.string.orNull, types: [.image], field: .special) }
}

extension LayerProperty where Value == String {
    public static var contentsGravity: Self {
        .init("contentsGravity", \.contentsGravity, .name(LayerState.contentsGravities, noun: "a contentsGravity"),
              types: [.image], animatable: false)
    }
    /// The text; the scene format writes it (always) with the `font` object.
    public static var string: Self { .init("string", \.string, .string, types: [.text], animatable: false, field: .special) }
}

// MARK: Fields that are no animatable property

extension LayerProperty where Value == BorderPlacement {
    public static var borderPlacement: Self { .init("borderPlacement", \.borderPlacement, .name, animatable: false) }
}

extension LayerProperty where Value == CornerCurve {
    public static var cornerCurve: Self { .init("cornerCurve", \.cornerCurve, .name, animatable: false) }
}

extension LayerProperty where Value == CornerMask {
    public static var maskedCorners: Self { .init("maskedCorners", \.maskedCorners, .cornerMask, animatable: false) }
}

extension LayerProperty where Value == CompositingFilter? {
    public static var compositingFilter: Self {
        .init("compositingFilter", \.compositingFilter, ValueCodec.name.orNull, animatable: false)
    }
}

extension LayerProperty where Value == FillRule {
    public static var fillRule: Self { .init("fillRule", \.fillRule, .name, types: [.shape], animatable: false) }
}

extension LayerProperty where Value == LineCap {
    public static var lineCap: Self { .init("lineCap", \.lineCap, .name, types: [.shape], animatable: false) }
}

extension LayerProperty where Value == LineJoin {
    public static var lineJoin: Self { .init("lineJoin", \.lineJoin, .name, types: [.shape], animatable: false) }
}

extension LayerProperty where Value == GradientType {
    public static var gradientType: Self { .init("gradientType", \.gradientType, .name, types: [.gradient], animatable: false) }
}

extension LayerProperty where Value == GradientColorSpace {
    /// An extension of the format (`GradientColorSpace`).
    public static var gradientColorSpace: Self {
        .init("gradientColorSpace", \.gradientColorSpace, .name, types: [.gradient], animatable: false)
    }
}

extension LayerProperty where Value == TextAlignmentMode {
    public static var alignmentMode: Self { .init("alignmentMode", \.alignmentMode, .name, types: [.text], animatable: false) }
}

extension LayerProperty where Value == TextTruncationMode {
    public static var truncationMode: Self { .init("truncationMode", \.truncationMode, .name, types: [.text], animatable: false) }
}

extension AnyLayerProperty {
    private typealias P = LayerProperty

    /// Every row, in the order the scene writer writes the fields.
    public static let all: [AnyLayerProperty] = [
        P<Point>.anchorPoint.erased, P<Rect>.bounds.erased, P<Point>.position.erased, P<Transform3D>.transform.erased,
        P<Transform3D>.sublayerTransform.erased, P<Double>.zPosition.erased, P<Double>.anchorPointZ.erased,
        P<Bool>.isDoubleSided.erased, P<Double>.opacity.erased, P<Bool>.isHidden.erased,
        P<Color?>.backgroundColor.erased, P<Double>.cornerRadius.erased, P<Double>.borderWidth.erased,
        P<Color>.borderColor.erased, P<Bool>.masksToBounds.erased,
        P<Color?>.shadowColor.erased, P<Double>.shadowOpacity.erased, P<Size>.shadowOffset.erased,
        P<Double>.shadowRadius.erased, P<Path?>.shadowPath.erased,
        P<Path?>.path.erased, P<Color?>.fillColor.erased, P<Color?>.strokeColor.erased, P<Double>.lineWidth.erased,
        P<Double>.strokeStart.erased, P<Double>.strokeEnd.erased, P<Double>.miterLimit.erased,
        P<[Double]?>.lineDashPattern.erased, P<Double>.lineDashPhase.erased,
        P<[Color]>.colors.erased, P<[Double]?>.locations.erased, P<Point>.startPoint.erased, P<Point>.endPoint.erased,
        P<Point>.radialFocalPoint.erased,
        P<Color>.foregroundColor.erased,
        P<Int>.instanceCount.erased, P<Transform3D>.instanceTransform.erased, P<Double>.instanceDelay.erased,
        P<Color>.instanceColor.erased, P<Double>.instanceRedOffset.erased, P<Double>.instanceGreenOffset.erased,
        P<Double>.instanceBlueOffset.erased, P<Double>.instanceAlphaOffset.erased,
        // Fields that are no animatable property.
        P<BorderPlacement>.borderPlacement.erased, P<CornerCurve>.cornerCurve.erased,
        P<CompositingFilter?>.compositingFilter.erased, P<CornerMask>.maskedCorners.erased,
        P<Double>.beginTime.erased, P<Double>.speed.erased, P<Double>.timeOffset.erased,
        P<FillRule>.fillRule.erased, P<LineCap>.lineCap.erased, P<LineJoin>.lineJoin.erased,
        P<GradientType>.gradientType.erased, P<GradientColorSpace>.gradientColorSpace.erased,
        P<String?>.contents.erased, P<String>.contentsGravity.erased, P<Rect>.contentsRect.erased,
        P<String>.string.erased, P<TextAlignmentMode>.alignmentMode.erased, P<Bool>.isWrapped.erased,
        P<TextTruncationMode>.truncationMode.erased,
        // Sub-paths and other names.
        P<Double>.positionX.erased, P<Double>.positionY.erased, P<Point>.boundsOrigin.erased, P<Size>.boundsSize.erased,
        P<Double>.boundsWidth.erased, P<Double>.boundsHeight.erased, P<Double>.boundsX.erased, P<Double>.boundsY.erased,
        P<Double>.anchorPointX.erased, P<Double>.anchorPointY.erased, P<Double>.rotation.erased, P<Double>.rotationZ.erased,
        P<Double>.scale.erased, P<Double>.scaleX.erased, P<Double>.scaleY.erased, P<Size>.translation.erased,
        P<Double>.translationX.erased, P<Double>.translationY.erased, P<Double>.rotationX.erased,
        P<Double>.rotationY.erased, P<Double>.translationZ.erased, P<Double>.scaleZ.erased, P<Bool>.hidden.erased,
        P<Double>.fontSize.erased, P<Double>.fontSizeInFont.erased, P<[LayerEffect]>.effects.erased,
        P<Color>.textStrokeColor.erased, P<Double>.textStrokeWidth.erased,
    ]
}
