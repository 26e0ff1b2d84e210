import Geometry

/// A plain value snapshot of one layer's properties: the model values, or, with animations applied, the
/// presentation values at one instant. `Render` draws a tree of these.
///
/// The values live in `LayerFields` (LayerState.swift: each property's meaning and Core Animation's default), kept
/// in a copy-on-write box: copying a layer (evaluating a frame copies every layer of the tree, comparing frames
/// compares them) is one reference count, and two layers that share a box are equal without looking inside. A write
/// copies the box first when it is shared, so a `LayerState` behaves exactly as a plain struct of its fields.
/// A property added to `LayerFields` needs its accessor here (the compiler says so at its first use).
public struct LayerState: Sendable, Hashable {
    /// The box: never written while shared (`makeUnique`), so sharing it across threads is safe.
    ///
    /// `fields` is not checked for exclusive access at run time: every access went through `swift_beginAccess` (5 %
    /// of a small Lottie file's frame, docs/lottie-speed.md round 9), and the box is only ever written through
    /// `makeUnique` (by the one `LayerState` that holds it), so no two accesses to one box can overlap.
    @usableFromInline final class Box: @unchecked Sendable {
        @exclusivity(unchecked) @usableFromInline var fields: LayerFields
        @usableFromInline init(_ fields: LayerFields) { self.fields = fields }
    }

    @usableFromInline var box: Box

    public init(id: String, type: LayerType = .layer) {
        box = Box(LayerFields(id: id, type: type))
    }

    /// A layer with these values.
    public init(_ fields: LayerFields) {
        box = Box(fields)
    }

    /// All the values at once.
    public var fields: LayerFields {
        get { box.fields }
        set { if isKnownUniquelyReferenced(&box) { box.fields = newValue } else { box = Box(newValue) } }
        _modify { makeUnique(); yield &box.fields }
    }

    @inlinable mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
    }

    /// Whether both are the same stored values, not only equal ones (a cheap test that implies `==`).
    @inlinable public func sharesStorage(with other: LayerState) -> Bool { box === other.box }

    @inlinable public static func == (a: LayerState, b: LayerState) -> Bool {
        a.box === b.box || a.box.fields == b.box.fields
    }

    public func hash(into hasher: inout Hasher) { box.fields.hash(into: &hasher) }

    /// `LayerFields.contentsGravities`.
    public static var contentsGravities: [String] { LayerFields.contentsGravities }

    @inlinable public var id: String {
        get { box.fields.id }
        _modify { makeUnique(); yield &box.fields.id }
    }
    @inlinable public var type: LayerType {
        get { box.fields.type }
        _modify { makeUnique(); yield &box.fields.type }
    }
    @inlinable public var position: Point {
        get { box.fields.position }
        _modify { makeUnique(); yield &box.fields.position }
    }
    @inlinable public var bounds: Rect {
        get { box.fields.bounds }
        _modify { makeUnique(); yield &box.fields.bounds }
    }
    @inlinable public var anchorPoint: Point {
        get { box.fields.anchorPoint }
        _modify { makeUnique(); yield &box.fields.anchorPoint }
    }
    @inlinable public var transform: Transform3D {
        get { box.fields.transform }
        _modify { makeUnique(); yield &box.fields.transform }
    }
    @inlinable public var zPosition: Double {
        get { box.fields.zPosition }
        _modify { makeUnique(); yield &box.fields.zPosition }
    }
    @inlinable public var anchorPointZ: Double {
        get { box.fields.anchorPointZ }
        _modify { makeUnique(); yield &box.fields.anchorPointZ }
    }
    @inlinable public var isDoubleSided: Bool {
        get { box.fields.isDoubleSided }
        _modify { makeUnique(); yield &box.fields.isDoubleSided }
    }
    @inlinable public var opacity: Double {
        get { box.fields.opacity }
        _modify { makeUnique(); yield &box.fields.opacity }
    }
    @inlinable public var isHidden: Bool {
        get { box.fields.isHidden }
        _modify { makeUnique(); yield &box.fields.isHidden }
    }
    @inlinable public var backgroundColor: Color? {
        get { box.fields.backgroundColor }
        _modify { makeUnique(); yield &box.fields.backgroundColor }
    }
    @inlinable public var cornerRadius: Double {
        get { box.fields.cornerRadius }
        _modify { makeUnique(); yield &box.fields.cornerRadius }
    }
    @inlinable public var borderWidth: Double {
        get { box.fields.borderWidth }
        _modify { makeUnique(); yield &box.fields.borderWidth }
    }
    @inlinable public var borderColor: Color {
        get { box.fields.borderColor }
        _modify { makeUnique(); yield &box.fields.borderColor }
    }
    @inlinable public var borderPlacement: BorderPlacement {
        get { box.fields.borderPlacement }
        _modify { makeUnique(); yield &box.fields.borderPlacement }
    }
    @inlinable public var masksToBounds: Bool {
        get { box.fields.masksToBounds }
        _modify { makeUnique(); yield &box.fields.masksToBounds }
    }
    @inlinable public var compositingFilter: CompositingFilter? {
        get { box.fields.compositingFilter }
        _modify { makeUnique(); yield &box.fields.compositingFilter }
    }
    @inlinable public var effects: [LayerEffect] {
        get { box.fields.effects }
        _modify { makeUnique(); yield &box.fields.effects }
    }
    @inlinable public var path: Path? {
        get { box.fields.path }
        _modify { makeUnique(); yield &box.fields.path }
    }
    @inlinable public var fillColor: Color? {
        get { box.fields.fillColor }
        _modify { makeUnique(); yield &box.fields.fillColor }
    }
    @inlinable public var fillRule: FillRule {
        get { box.fields.fillRule }
        _modify { makeUnique(); yield &box.fields.fillRule }
    }
    @inlinable public var strokeColor: Color? {
        get { box.fields.strokeColor }
        _modify { makeUnique(); yield &box.fields.strokeColor }
    }
    @inlinable public var lineWidth: Double {
        get { box.fields.lineWidth }
        _modify { makeUnique(); yield &box.fields.lineWidth }
    }
    @inlinable public var strokeStart: Double {
        get { box.fields.strokeStart }
        _modify { makeUnique(); yield &box.fields.strokeStart }
    }
    @inlinable public var strokeEnd: Double {
        get { box.fields.strokeEnd }
        _modify { makeUnique(); yield &box.fields.strokeEnd }
    }
    @inlinable public var colors: [Color] {
        get { box.fields.colors }
        _modify { makeUnique(); yield &box.fields.colors }
    }
    @inlinable public var locations: [Double]? {
        get { box.fields.locations }
        _modify { makeUnique(); yield &box.fields.locations }
    }
    @inlinable public var startPoint: Point {
        get { box.fields.startPoint }
        _modify { makeUnique(); yield &box.fields.startPoint }
    }
    @inlinable public var endPoint: Point {
        get { box.fields.endPoint }
        _modify { makeUnique(); yield &box.fields.endPoint }
    }
    @inlinable public var gradientType: GradientType {
        get { box.fields.gradientType }
        _modify { makeUnique(); yield &box.fields.gradientType }
    }
    @inlinable public var gradientColorSpace: GradientColorSpace {
        get { box.fields.gradientColorSpace }
        _modify { makeUnique(); yield &box.fields.gradientColorSpace }
    }
    @inlinable public var radialFocalPoint: Point {
        get { box.fields.radialFocalPoint }
        _modify { makeUnique(); yield &box.fields.radialFocalPoint }
    }
    @inlinable public var contents: String? {
        get { box.fields.contents }
        _modify { makeUnique(); yield &box.fields.contents }
    }
    @inlinable public var contentsGravity: String {
        get { box.fields.contentsGravity }
        _modify { makeUnique(); yield &box.fields.contentsGravity }
    }
    @inlinable public var contentsRect: Rect {
        get { box.fields.contentsRect }
        _modify { makeUnique(); yield &box.fields.contentsRect }
    }
    @inlinable public var contentsMultiplier: Color {
        get { box.fields.contentsMultiplier }
        _modify { makeUnique(); yield &box.fields.contentsMultiplier }
    }
    @inlinable public var sublayerTransform: Transform3D {
        get { box.fields.sublayerTransform }
        _modify { makeUnique(); yield &box.fields.sublayerTransform }
    }
    @inlinable public var cornerCurve: CornerCurve {
        get { box.fields.cornerCurve }
        _modify { makeUnique(); yield &box.fields.cornerCurve }
    }
    @inlinable public var maskedCorners: CornerMask {
        get { box.fields.maskedCorners }
        _modify { makeUnique(); yield &box.fields.maskedCorners }
    }
    @inlinable public var shadowColor: Color? {
        get { box.fields.shadowColor }
        _modify { makeUnique(); yield &box.fields.shadowColor }
    }
    @inlinable public var shadowOpacity: Double {
        get { box.fields.shadowOpacity }
        _modify { makeUnique(); yield &box.fields.shadowOpacity }
    }
    @inlinable public var shadowOffset: Size {
        get { box.fields.shadowOffset }
        _modify { makeUnique(); yield &box.fields.shadowOffset }
    }
    @inlinable public var shadowRadius: Double {
        get { box.fields.shadowRadius }
        _modify { makeUnique(); yield &box.fields.shadowRadius }
    }
    @inlinable public var shadowPath: Path? {
        get { box.fields.shadowPath }
        _modify { makeUnique(); yield &box.fields.shadowPath }
    }
    @inlinable public var lineCap: LineCap {
        get { box.fields.lineCap }
        _modify { makeUnique(); yield &box.fields.lineCap }
    }
    @inlinable public var lineJoin: LineJoin {
        get { box.fields.lineJoin }
        _modify { makeUnique(); yield &box.fields.lineJoin }
    }
    @inlinable public var miterLimit: Double {
        get { box.fields.miterLimit }
        _modify { makeUnique(); yield &box.fields.miterLimit }
    }
    @inlinable public var lineDashPattern: [Double]? {
        get { box.fields.lineDashPattern }
        _modify { makeUnique(); yield &box.fields.lineDashPattern }
    }
    @inlinable public var lineDashPhase: Double {
        get { box.fields.lineDashPhase }
        _modify { makeUnique(); yield &box.fields.lineDashPhase }
    }
    @inlinable public var beginTime: Double {
        get { box.fields.beginTime }
        _modify { makeUnique(); yield &box.fields.beginTime }
    }
    @inlinable public var speed: Double {
        get { box.fields.speed }
        _modify { makeUnique(); yield &box.fields.speed }
    }
    @inlinable public var timeOffset: Double {
        get { box.fields.timeOffset }
        _modify { makeUnique(); yield &box.fields.timeOffset }
    }
    @inlinable public var string: String {
        get { box.fields.string }
        _modify { makeUnique(); yield &box.fields.string }
    }
    @inlinable public var fontFamily: String {
        get { box.fields.fontFamily }
        _modify { makeUnique(); yield &box.fields.fontFamily }
    }
    @inlinable public var fontSize: Double {
        get { box.fields.fontSize }
        _modify { makeUnique(); yield &box.fields.fontSize }
    }
    @inlinable public var fontWeight: Double {
        get { box.fields.fontWeight }
        _modify { makeUnique(); yield &box.fields.fontWeight }
    }
    @inlinable public var fontFile: String? {
        get { box.fields.fontFile }
        _modify { makeUnique(); yield &box.fields.fontFile }
    }
    @inlinable public var fontKerning: Bool {
        get { box.fields.fontKerning }
        _modify { makeUnique(); yield &box.fields.fontKerning }
    }
    @inlinable public var fontTracking: Double {
        get { box.fields.fontTracking }
        _modify { makeUnique(); yield &box.fields.fontTracking }
    }
    @inlinable public var fontLineHeight: Double? {
        get { box.fields.fontLineHeight }
        _modify { makeUnique(); yield &box.fields.fontLineHeight }
    }
    @inlinable public var foregroundColor: Color {
        get { box.fields.foregroundColor }
        _modify { makeUnique(); yield &box.fields.foregroundColor }
    }
    @inlinable public var textStroke: TextStroke? {
        get { box.fields.textStroke }
        _modify { makeUnique(); yield &box.fields.textStroke }
    }
    @inlinable public var alignmentMode: TextAlignmentMode {
        get { box.fields.alignmentMode }
        _modify { makeUnique(); yield &box.fields.alignmentMode }
    }
    @inlinable public var isWrapped: Bool {
        get { box.fields.isWrapped }
        _modify { makeUnique(); yield &box.fields.isWrapped }
    }
    @inlinable public var truncationMode: TextTruncationMode {
        get { box.fields.truncationMode }
        _modify { makeUnique(); yield &box.fields.truncationMode }
    }
    @inlinable public var instanceCount: Int {
        get { box.fields.instanceCount }
        _modify { makeUnique(); yield &box.fields.instanceCount }
    }
    @inlinable public var instanceTransform: Transform3D {
        get { box.fields.instanceTransform }
        _modify { makeUnique(); yield &box.fields.instanceTransform }
    }
    @inlinable public var instanceDelay: Double {
        get { box.fields.instanceDelay }
        _modify { makeUnique(); yield &box.fields.instanceDelay }
    }
    @inlinable public var instanceColor: Color {
        get { box.fields.instanceColor }
        _modify { makeUnique(); yield &box.fields.instanceColor }
    }
    @inlinable public var instanceRedOffset: Double {
        get { box.fields.instanceRedOffset }
        _modify { makeUnique(); yield &box.fields.instanceRedOffset }
    }
    @inlinable public var instanceGreenOffset: Double {
        get { box.fields.instanceGreenOffset }
        _modify { makeUnique(); yield &box.fields.instanceGreenOffset }
    }
    @inlinable public var instanceBlueOffset: Double {
        get { box.fields.instanceBlueOffset }
        _modify { makeUnique(); yield &box.fields.instanceBlueOffset }
    }
    @inlinable public var instanceAlphaOffset: Double {
        get { box.fields.instanceAlphaOffset }
        _modify { makeUnique(); yield &box.fields.instanceAlphaOffset }
    }
    @inlinable public var sublayers: [LayerState] {
        get { box.fields.sublayers }
        _modify { makeUnique(); yield &box.fields.sublayers }
    }
    @inlinable public var mask: LayerState? {
        get { box.fields.mask }
        set { makeUnique(); box.fields.mask = newValue }
    }
}
