import Geometry
import JSONValue

/// A shape modifier that After Effects applies to the paths above it in its group (`pb` Pucker & Bloat, `zz` Zig
/// Zag, `op` Offset Paths). lottie-ios ignores them (its `CompatibilityTracker`), so they are read only under
/// `--lottie-semantics after-effects`; under `lottie-ios` they stay `.unsupported` with their warning.
enum PathModifierModel {
    /// `a`: the amount in percent (positive bloats, negative puckers).
    case puckerBloat(amount: KeyframeGroup<LottieVector>)
    /// `s` size, `r` ridges per segment, `pt` 1 corner / 2 smooth points.
    case zigZag(size: KeyframeGroup<LottieVector>, ridges: KeyframeGroup<LottieVector>, points: KeyframeGroup<LottieVector>)
    /// `a` amount, `lj` line join (1 miter, 2 round, 3 bevel), `ml` miter limit.
    case offset(amount: KeyframeGroup<LottieVector>, join: Int, miterLimit: KeyframeGroup<LottieVector>)
    /// Trim Paths (`tm`: `s` start and `e` end in percent, `o` offset in degrees) on a filled path: After Effects
    /// fills the trimmed piece; lottie-ios trims strokes only (`strokeStart`/`strokeEnd`), so a fill's trim is read as
    /// this modifier under `after-effects` only (`LottieTranslator.shapeItemLayer`).
    case trim(start: KeyframeGroup<LottieVector>, end: KeyframeGroup<LottieVector>, offset: KeyframeGroup<LottieVector>)

    /// Its animatable parameters, in the order `apply` takes their values.
    var parameters: [KeyframeGroup<LottieVector>] {
        switch self {
        case .puckerBloat(let a): [a]
        case .zigZag(let s, let r, let pt): [s, r, pt]
        case .offset(let a, _, let ml): [a, ml]
        case .trim(let s, let e, let o): [s, e, o]
        }
    }

    /// `path` modified with the parameters' values `v` (one vector per parameter).
    func apply(to path: Path, _ v: [LottieVector]) -> Path {
        switch self {
        case .puckerBloat: path.puckeredAndBloated(amount: v[0][0])
        case .zigZag: path.zigZagged(size: v[0][0], ridges: v[1][0], smooth: v[2][0] == 2)
        case .offset(_, let join, _):
            path.offset(by: v[0][0], join: join == 2 ? .round : join == 3 ? .bevel : .miter(limit: v[1][0]))
        case .trim: Self.trim(path, start: v[0][0], end: v[1][0], offset: v[2][0])
        }
    }

    /// lottie-web's `TrimModifier.processKeys`: start and end (percent) clamped to 0…1, the offset (degrees, a
    /// fraction of a turn) added to both, the smaller first.
    private static func trim(_ path: Path, start: Double, end: Double, offset: Double) -> Path {
        let clamp = { (x: Double) in min(max(x / 100, 0), 1) }
        let a = clamp(start) + offset / 360, b = clamp(end) + offset / 360
        return path.trimmed(start: min(a, b), end: max(a, b))
    }

    /// The feature's name in `semanticsDifferences`.
    var featureName: String {
        switch self {
        case .puckerBloat: "pucker & bloat"
        case .zigZag: "zig-zag"
        case .offset: "offset paths"
        case .trim: "trim paths on fills"
        }
    }
}

extension DocumentDecoder {
    /// A pucker & bloat (`pb`), zig-zag (`zz`) or offset paths (`op`) item: a modifier under `after-effects`, unsupported (with the
    /// decoder's warning) under `lottie-ios`. Either way the file's use of it is noted for `semanticsDifferences`.
    mutating func pathModifier(_ n: JSONNode<LottieError>, type ty: String, unsupported: String) throws -> ShapeItem.Kind {
        let model: PathModifierModel = switch ty {
        case "pb": .puckerBloat(amount: try n.scalarProperty("a", default: 0))
        case "op": .offset(amount: try n.scalarProperty("a", default: 0), join: Int(exactly: try n.optionalNumber("lj", default: 1)) ?? 1,
                           miterLimit: try n.scalarProperty("ml", default: 4))
        default: .zigZag(size: try n.scalarProperty("s", default: 0), ridges: try n.scalarProperty("r", default: 0),
                         points: try n.scalarProperty("pt", default: 1))
        }
        noteSemanticsFeature(model.featureName)
        return semantics == .afterEffects ? .modifier(model) : .unsupported(unsupported)
    }
}
