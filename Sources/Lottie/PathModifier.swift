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

    /// Its animatable parameters, in the order `apply` takes their values.
    var parameters: [KeyframeGroup<LottieVector>] {
        switch self {
        case .puckerBloat(let a): [a]
        case .zigZag(let s, let r, let pt): [s, r, pt]
        case .offset(let a, _, let ml): [a, ml]
        }
    }

    /// `path` modified with the parameters' values `v` (one vector per parameter).
    func apply(to path: Path, _ v: [LottieVector]) -> Path {
        switch self {
        case .puckerBloat: path.puckeredAndBloated(amount: v[0][0])
        case .zigZag: path.zigZagged(size: v[0][0], ridges: v[1][0], smooth: v[2][0] == 2)
        case .offset(_, let join, _):
            path.offset(by: v[0][0], join: join == 2 ? .round : join == 3 ? .bevel : .miter(limit: v[1][0]))
        }
    }

    /// The feature's name in `semanticsDifferences`.
    var featureName: String {
        switch self {
        case .puckerBloat: "pucker & bloat"
        case .zigZag: "zig-zag"
        case .offset: "offset paths"
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
