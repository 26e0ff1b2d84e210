import Geometry
import JSONValue
import PathBoolean

/// How a merge paths item (`mm`) combines the paths above it in its group: After Effects' modes, by `mm`.
enum MergeMode: Int, Sendable {
    /// 1: the paths side by side as one compound path (the fill rule after the merge decides its holes).
    case merge = 1
    /// 2: the union of the regions.
    case add
    /// 3: the first region minus each next one.
    case subtract
    /// 4: the region inside every path.
    case intersect
    /// 5: each next region combined with the result so far by exclusive or.
    case excludeIntersections

    /// The boolean operation applied with each next path; `nil` for `merge`.
    var operation: PathBooleanOperation? {
        switch self {
        case .merge: nil
        case .add: .union
        case .subtract: .subtract
        case .intersect: .intersect
        case .excludeIntersections: .xor
        }
    }

    /// The chord tolerance of the curves, in the shape's own coordinates (GEOS works on polygons): 0.01, so the
    /// outline is within 0.1 px of the curves up to a 10× scale from the shape to the output pixels (a 2× export of a
    /// shape its layer scales by 5), and its area error is under 0.03 % for a 50-point circle (`Path+Boolean.swift`).
    static let tolerance = Path.defaultBooleanTolerance

    /// `paths` merged in order, as After Effects: the first path, then each next one combined with the result so far
    /// by the mode (Skia's skottie `MergePaths.cpp`: the first record `kMerge`, each next the mode's path op; the
    /// same left fold as `SkOpBuilder`). Each path's region is its non-zero winding (the paths' own fill type in
    /// skottie and lottie-android); the fill after the merge applies its rule to the result.
    func merged(_ paths: [Path]) throws(PathBooleanError) -> Path {
        guard let operation, let first = paths.first else { return Self.sideBySide(paths) }
        // One path alone is still resolved into its region (skottie: appended, then added to the op builder).
        guard paths.count > 1 else { return try first.combined(with: .empty, .union, tolerance: Self.tolerance) }
        var result = first
        for p in paths.dropFirst() { result = try result.combined(with: p, operation, tolerance: Self.tolerance) }
        return result
    }

    /// `paths` as one compound path, in order (mode 1, and the fallback when GEOS fails).
    static func sideBySide(_ paths: [Path]) -> Path {
        var b = Path.Builder()
        for p in paths { b.append(p) }
        return b.build()
    }
}

extension DocumentDecoder {
    /// A merge paths item (`mm`): read under `after-effects`; under `lottie-ios` unsupported with the warning that
    /// names `--lottie-semantics after-effects` (lottie-ios ignores merge paths).
    mutating func mergePaths(_ n: JSONNode<LottieError>) throws -> ShapeItem.Kind {
        guard semantics == .afterEffects else { return .unsupported("merge paths") }
        noteSemanticsFeature("merge paths")
        let raw = try n.optionalNumber("mm", default: 1)
        guard let mode = Int(exactly: raw).flatMap(MergeMode.init(rawValue:)) else {
            warn(n.child("mm"),
                 "unknown merge mode \(NumberText.format(raw)) (expected 1…5): the paths are merged as mode 1")
            return .mergePaths(.merge)
        }
        return .mergePaths(mode)
    }
}

/// Merge paths under `--lottie-semantics after-effects`.
///
/// After Effects' rule, as the two players that draw merge paths implement it (Skia's skottie,
/// `modules/skottie/src/layers/shapelayer/ShapeLayer.cpp` and `MergePaths.cpp`; lottie-android,
/// `MergePathsContent.java`): a merge takes every path above it in its group, in order, with the paths of each child
/// group above it (each through the child's transform: skottie pushes a group's geometry to its parent through the
/// group transform), each path already through the shape modifiers between it and the merge; it leaves one path, the
/// merged one, in their place. The fills and strokes above the merge, in its group and in the child groups above
/// it, no longer draw (skottie's `kSuppressDraws`; lottie-android takes the path contents out of the group); those
/// after it paint the merged path, through the modifiers after it.
extension LottieTranslator {
    /// `items` (one group's, in order) with the last merge paths item standing for the merged path of everything
    /// above it (a merge above it is part of its input): its `merged` recipe set, the items above it gone but the
    /// group's transform. Under `lottie-ios`, or without a merge, the items as they are.
    func withMergedPaths(_ items: [Item]) -> [Item] {
        guard options.semantics == .afterEffects,
              let m = items.lastIndex(where: { if case .mergePaths = $0.item.kind { true } else { false } }) else {
            return items
        }
        var out = items[..<m].filter { if case .transform = $0.item.kind { true } else { false } }
        if let recipe = mergeGeometry(Array(items[...m])).first {
            var merged = items[m]
            merged.merged = recipe
            out.append(merged)
        }
        return out + items[(m + 1)...]
    }

    /// The paths of one child group as its parent sees them, After Effects' way (`mergeGeometry`).
    func childGeometry(_ group: Item) -> [PathRecipe] { mergeGeometry([group]) }

    /// The paths a list of items leaves for what follows it, After Effects' way: each path item's path, each child
    /// group's paths through its transform, each modifier applied to every path before it, each merge replacing
    /// every path before it by their merge.
    private func mergeGeometry(_ items: [Item]) -> [PathRecipe] {
        var recipes: [PathRecipe] = []
        for it in items where !it.item.hidden {
            switch it.item.kind {
            case .group(let children):
                let visible = children.filter { !$0.hidden }
                let inner = mergeGeometry(visible.map { Item(item: $0) })
                if let tr = visible.first(where: { if case .transform = $0.kind { true } else { false } }),
                   case .transform(let t) = tr.kind {
                    recipes += inner.map { transformed($0, by: t) }
                } else {
                    recipes += inner
                }
            case .mergePaths(let mode):
                guard !recipes.isEmpty else { break }
                let parts = recipes, at = it.item.path
                recipes = [PathRecipe(inputs: parts.flatMap(\.inputs)) { v in
                    var k = 0
                    let paths = parts.map { r -> Path in
                        defer { k += r.inputs.count }
                        return r.build(Array(v[k..<(k + r.inputs.count)]))
                    }
                    // The inputs within the path-element limit (GEOS's work grows with them; the result is counted
                    // as every path is, by `addCompoundPath`).
                    if let reason = self.limits.problem(withPathElements: paths.reduce(0) { $0 + $1.elements.count }) {
                        self.fail(LottieError(path: at, reason))
                        return .empty
                    }
                    do {
                        return try mode.merged(paths)
                    } catch {
                        self.warn(at, "the paths could not be merged (\(error)): drawn side by side")
                        return MergeMode.sideBySide(paths)
                    }
                }]
            case .modifier(let m):
                recipes = recipes.map { modified($0, by: m) }
            case .trim, .roundedCorners, .repeater:
                warn(it.item.path,
                     "a trim, rounded corners or repeater above a merge paths item is not applied to the paths it merges")
            default:
                if it.item.drawsPath, let r = pathRecipe(Item(item: it.item), rounded: nil) { recipes.append(r) }
            }
        }
        return recipes
    }

    /// `recipe`'s path through a group transform (its parts animatable as the path's inputs).
    private func transformed(_ recipe: PathRecipe, by t: TransformModel) -> PathRecipe {
        let count = recipe.inputs.count, split = t.hasSplitPosition
        return PathRecipe(inputs: recipe.inputs + t.matrixInputs.map { $0.map { PathInput.vector($0) } }) { v in
            recipe.build(Array(v[..<count])).applying(TransformModel.matrix(v[count...].map(\.vector), split: split))
        }
    }
}

extension TransformModel {
    /// Whether the position is given as separate `x` and `y` properties.
    var hasSplitPosition: Bool { position == nil && positionX != nil && positionY != nil }

    /// The properties `matrix` takes, in its order: anchor, position, position x, position y, scale, rotation, skew,
    /// skew axis (absent ones as their defaults).
    var matrixInputs: [KeyframeGroup<LottieVector>] {
        [anchor, position ?? KeyframeGroup([0, 0, 0]), positionX ?? KeyframeGroup([0]), positionY ?? KeyframeGroup([0]),
         scale, rotation, skew ?? KeyframeGroup([0]), skewAxis ?? KeyframeGroup([0])]
    }

    /// translate(position) · rotate · skew · scale · translate(−anchor) of the values of `matrixInputs`
    /// (`LottieTranslator.makeTransform`).
    static func matrix(_ v: [LottieVector], split: Bool) -> AffineTransform {
        let anchor = Point(x: v[0][0], y: v[0].count > 1 ? v[0][1] : 0)
        let position = split ? Point(x: v[2][0], y: v[3][0]) : Point(x: v[1][0], y: v[1].count > 1 ? v[1][1] : 0)
        let sx = v[4][0] / 100, sy = (v[4].count > 1 ? v[4][1] : v[4][0]) / 100
        return LottieTranslator.makeTransform(anchor: anchor, position: position, scaleX: sx, scaleY: sy,
                                              rotation: v[5][0], skew: v[6][0], skewAxis: v[7][0])
    }
}
