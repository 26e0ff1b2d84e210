import Geometry
import Motion

/// The parsed Lottie document, close to lottie-ios's model (`Sources/Private/Model/`): it knows nothing of layers
/// and animations; `LottieTranslator` turns it into Core Animation layers.
struct LottieDocument {
    var width: Double
    var height: Double
    var frameRate: Double
    var inPoint: Double
    var outPoint: Double
    var layers: [LayerModel]
    /// Precomposition assets by id.
    var precomps: [String: [LayerModel]]
    /// Image assets by id.
    var images: [String: ImageAssetModel] = [:]
}

enum LayerKind {
    case precomp(referenceID: String, width: Double, height: Double)
    case solid(color: Color, width: Double, height: Double)
    case image(referenceID: String)
    case null
    case shape([ShapeItem])
    case text(TextDocumentModel)
}

/// `MatteType`: how a layer uses the layer above it as a track matte.
enum MatteType: Int {
    case none = 0, add = 1, invert = 2, luma = 3, lumaInverted = 4
}

struct LayerModel {
    var path: String
    var name: String
    var index: Int?
    var parent: Int?
    var kind: LayerKind
    var transform: TransformModel
    var inFrame: Double
    var outFrame: Double
    var startTime: Double
    var timeStretch: Double
    var hidden: Bool
    var matte: MatteType
    var isMatteSource: Bool
    var masks: [MaskModel]
    /// Its keyframes and path elements, for the `Limits` checks.
    var cost: LayerCost
    /// Its drop shadow (`ef`, `sy`: `LayerEffects`).
    var effects = LayerEffects()
    /// A precomp's time remap (`tm`, seconds; `TimeRemapping.swift`).
    var timeRemap: KeyframeGroup<LottieVector>? = nil
    /// The blend mode `bm` as the content layer's compositing filter (nil: normal).
    var blendMode: CompositingFilter? = nil
    /// `tp`: the `ind` of its track matte layer (Bodymovin for After Effects 2023 and later), followed under
    /// `after-effects` only (`LottieTranslator+Mattes.swift`).
    var matteLayerIndex: Int? = nil
    /// `ao: 1`, Auto-Orient "Orient Along Path": read under `after-effects` only (`LottieTranslator+AutoOrient.swift`).
    var autoOrients = false
}

extension CompositingFilter {
    /// Lottie's Add blend mode (`bm` 16), which lottie-ios reads as normal: `plusLighter` under `after-effects`.
    static let lottieAddBlendMode = 16.0
    /// Lottie's Hard Mix blend mode (`bm` 17), which lottie-ios reads as normal: `hardMix` under `after-effects`.
    static let lottieHardMixBlendMode = 17.0

    /// Lottie's blend mode `bm` (lottie-ios's `BlendMode`, 0 normal … 15 luminosity) as the filter lottie-ios gives
    /// the layer (`BlendMode+Filter.swift` `filterName`); nil for normal and for numbers outside 1…15 (lottie-ios's
    /// dictionary decoding reads those as normal).
    static func lottieBlendMode(_ bm: Int) -> CompositingFilter? {
        let modes: [CompositingFilter] = [.multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn,
                                          .hardLight, .softLight, .difference, .exclusion, .hue, .saturation, .color,
                                          .luminosity]
        return (1...modes.count).contains(bm) ? modes[bm - 1] : nil
    }
}

/// A layer's `ks` or a shape group's `tr`.
struct TransformModel {
    var anchor: KeyframeGroup<LottieVector>
    /// `p` when not split.
    var position: KeyframeGroup<LottieVector>?
    /// `p.x` / `p.y` when split (`p.s: true`).
    var positionX: KeyframeGroup<LottieVector>?
    var positionY: KeyframeGroup<LottieVector>?
    var scale: KeyframeGroup<LottieVector>
    var rotation: KeyframeGroup<LottieVector>
    var opacity: KeyframeGroup<LottieVector>
    var skew: KeyframeGroup<LottieVector>?
    var skewAxis: KeyframeGroup<LottieVector>?
    /// `rx` and `ry` in degrees, when ever non-zero: Core Animation rotations about x and y, without perspective.
    var rotationX: KeyframeGroup<LottieVector>? = nil
    var rotationY: KeyframeGroup<LottieVector>? = nil

    static func identity(path: String) -> TransformModel {
        TransformModel(anchor: KeyframeGroup([0, 0, 0], path: path), position: KeyframeGroup([0, 0, 0], path: path),
                       scale: KeyframeGroup([100, 100, 100], path: path), rotation: KeyframeGroup([0], path: path),
                       opacity: KeyframeGroup([100], path: path))
    }
}

enum MaskMode: String {
    case add = "a", subtract = "s", intersect = "i", lighten = "l", darken = "d", difference = "f", none = "n"

    /// lottie-ios's `usableMode`.
    var usable: MaskMode {
        switch self {
        case .lighten: .add
        case .difference: .intersect
        default: self
        }
    }
}

struct MaskModel {
    var path: String
    var mode: MaskMode
    var inverted: Bool
    var shape: KeyframeGroup<BezierShape>
    /// `x`, the mask expansion in pixels: read under `after-effects` only (`LottieTranslator+MaskExpansion.swift`).
    var expansion: KeyframeGroup<LottieVector>? = nil
    /// `o`, the mask opacity in percent, and `f`, the feather in pixels along x and y: read under `after-effects`
    /// only (`LottieTranslator+MaskFeather.swift`; lottie-ios ignores both).
    var opacity: KeyframeGroup<LottieVector>? = nil
    var feather: KeyframeGroup<LottieVector>? = nil
}

enum FillRule { case nonZero, evenOdd }

/// `lc`: 1 butt, 2 round, 3 square; `lj`: 1 miter, 2 round, 3 bevel.
struct StrokeStyle {
    var width: KeyframeGroup<LottieVector>
    var opacity: KeyframeGroup<LottieVector>
    var lineCap: Int
    var lineJoin: Int
    var miterLimit: Double
    /// Dash lengths (`d`, `g`) and the phase (`o`), static values only.
    var dashes: [KeyframeGroup<LottieVector>]
    var dashPhase: KeyframeGroup<LottieVector>?
}

struct GradientModel {
    var type: Int  // 1 linear, 2 radial
    var numberOfColors: Int
    var colors: KeyframeGroup<LottieVector>
    var start: KeyframeGroup<LottieVector>
    var end: KeyframeGroup<LottieVector>
    var opacity: KeyframeGroup<LottieVector>
    /// A radial gradient's highlight length `h` (percent) and angle `a` (degrees): read under `after-effects` only
    /// (`LottieTranslator+GradientHighlight.swift`).
    var highlight: (length: KeyframeGroup<LottieVector>, angle: KeyframeGroup<LottieVector>)? = nil
}

/// One shape item, with its JSON path and name.
final class ShapeItem {
    enum Kind {
        case group([ShapeItem])
        case transform(TransformModel)
        case fill(color: KeyframeGroup<LottieVector>, opacity: KeyframeGroup<LottieVector>, rule: FillRule)
        case stroke(color: KeyframeGroup<LottieVector>, style: StrokeStyle)
        case gradientFill(GradientModel, rule: FillRule)
        case gradientStroke(GradientModel, style: StrokeStyle)
        case shape(KeyframeGroup<BezierShape>, reversed: Bool)
        case ellipse(size: KeyframeGroup<LottieVector>, position: KeyframeGroup<LottieVector>, reversed: Bool)
        case rectangle(size: KeyframeGroup<LottieVector>, position: KeyframeGroup<LottieVector>,
                       roundness: KeyframeGroup<LottieVector>, reversed: Bool)
        case star(StarModel)
        case trim(start: KeyframeGroup<LottieVector>, end: KeyframeGroup<LottieVector>, offset: KeyframeGroup<LottieVector>)
        case roundedCorners(KeyframeGroup<LottieVector>)
        case repeater(RepeaterModel)
        /// Pucker & bloat, zig-zag (`PathModifier.swift`; read under `after-effects` only).
        case modifier(PathModifierModel)
        /// Merge paths (`LottieTranslator+MergePaths.swift`; read under `after-effects` only).
        case mergePaths(MergeMode)
        case unsupported(String)
    }

    let kind: Kind
    let path: String
    let name: String
    let hidden: Bool
    /// A trim (`tm`) with `m: 2`: the paths it trims as one length (read under `after-effects` only:
    /// `LottieTranslator+CompoundPaths.swift`).
    var trimsIndividually = false

    init(kind: Kind, path: String, name: String, hidden: Bool) {
        self.kind = kind
        self.path = path
        self.name = name
        self.hidden = hidden
    }

    /// Ellipses, rectangles, paths and stars draw a path; so does a merge paths item (`after-effects` only), the
    /// merged path of the paths above it.
    var drawsPath: Bool {
        switch kind {
        case .shape, .ellipse, .rectangle, .star, .mergePaths: true
        default: false
        }
    }

    var isFill: Bool {
        switch kind {
        case .fill, .gradientFill: true
        default: false
        }
    }

    var isStroke: Bool {
        switch kind {
        case .stroke, .gradientStroke: true
        default: false
        }
    }

    var isGroup: Bool { if case .group = kind { true } else { false } }
    var isRepeater: Bool { if case .repeater = kind { true } else { false } }
    var isTrim: Bool { if case .trim = kind { true } else { false } }

    /// A fill or a stroke, plain or gradient: what paints the paths of its group.
    var isPaint: Bool { isFill || isStroke }

    /// The opacity property of a fill or stroke (for the render-group rule that compares them).
    var paintOpacity: KeyframeGroup<LottieVector>? {
        switch kind {
        case .fill(_, let o, _): o
        case .stroke(_, let s): s.opacity
        case .gradientFill(let g, _): g.opacity
        case .gradientStroke(let g, _): g.opacity
        default: nil
        }
    }
}

struct StarModel {
    var isPolygon: Bool
    var position: KeyframeGroup<LottieVector>
    var outerRadius: KeyframeGroup<LottieVector>
    var innerRadius: KeyframeGroup<LottieVector>
    var outerRoundness: KeyframeGroup<LottieVector>
    var innerRoundness: KeyframeGroup<LottieVector>
    var points: KeyframeGroup<LottieVector>
    var rotation: KeyframeGroup<LottieVector>
    var reversed: Bool
}

/// A repeater (`rp`), as lottie-ios's `Repeater` model reads it: copies `c` (default 0), offset `o`, and its
/// transform `tr` (anchor `a`, position `p`, scale `s`, rotation `r` or `rz`, start and end opacity `so`/`eo`).
struct RepeaterModel {
    var copies: KeyframeGroup<LottieVector>
    var offset: KeyframeGroup<LottieVector>
    var transform: TransformModel
    var startOpacity: KeyframeGroup<LottieVector>
    var endOpacity: KeyframeGroup<LottieVector>
    /// `m`: 1 above (the default), 2 below; only `after-effects` uses it (`afterEffectsRepeated`).
    var composite: Int = 1
}
