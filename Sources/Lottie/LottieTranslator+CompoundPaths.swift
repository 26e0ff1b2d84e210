import Geometry
import Motion

/// One input of a path construction (a path's Bézier shape, or a vector property of an ellipse, rectangle, star or
/// modifier), so that paths of every kind with their modifiers combine into one keyframe group.
enum PathInput: LottieInterpolatable {
    case shape(BezierShape)
    case vector(LottieVector)

    func interpolated(to other: PathInput, amount: Double) -> PathInput {
        switch (self, other) {
        case (.shape(let a), .shape(let b)): .shape(a.interpolated(to: b, amount: amount))
        case (.vector(let a), .vector(let b)): .vector(a.interpolated(to: b, amount: amount))
        default: amount < 1 ? self : other
        }
    }

    var vector: LottieVector {
        if case .vector(let v) = self { v } else { [0] }
    }
}

/// The inputs of every path of a compound path, in order.
struct PathInputs: LottieInterpolatable {
    var values: [PathInput]

    func interpolated(to other: PathInputs, amount: Double) -> PathInputs {
        PathInputs(values: zip(values, other.values).map { $0.interpolated(to: $1, amount: amount) })
    }
}

/// `--lottie-semantics after-effects`: every path of a render group drawn as one compound path, each path through
/// the shape modifiers after it in its group.
///
/// After Effects fills (and strokes) all the paths a fill applies to as one compound path, so its fill rule decides
/// the holes between paths of every kind (an even-odd fill over a rectangle and the ellipses inside it cuts them
/// out; a counter-clockwise ellipse inside a clockwise rectangle is a hole under non-zero too). lottie-ios combines a
/// group's paths into one `CGPath` only when all are `sh` items (`ShapeLayer.swift`, `CombinedShapeItem`), and draws
/// rectangles, ellipses and stars as separate layers.
extension LottieTranslator {
    /// How one path is built: its inputs and the construction from their values.
    struct PathRecipe {
        var inputs: [KeyframeGroup<PathInput>]
        var build: ([PathInput]) -> Path
    }

    /// Path items with the modifiers that follow each in its group, then `inherited` (the parent groups' modifiers
    /// after this group): After Effects applies a modifier to every path above it in its group, in child groups
    /// too (skottie's `ShapeLayer.cpp` keeps one geometry-effect stack through the nested groups and applies the
    /// pending effects at each paint, in the paint's own coordinates). Child group items get the modifiers their
    /// paths inherit. Under `after-effects` only; under `lottie-ios` the items are returned as they are.
    func withModifiers(_ items: [Item], inherited: [PathModifierModel] = []) -> [Item] {
        guard options.semantics == .afterEffects else { return items }
        var out = items
        for i in out.indices where out[i].item.drawsPath || out[i].item.isGroup {
            out[i].modifiers = items[(i + 1)...].compactMap {
                if case .modifier(let m) = $0.item.kind { m } else { nil }
            } + inherited
        }
        return out
    }

    /// Whether a trim cuts the paths it applies to as one length: After Effects' "individually" (`m: 2`), under
    /// `after-effects`. The paths become one compound path, whose `strokeStart`/`strokeEnd` measure the whole of it,
    /// in the group's order (the first path first), and a trim offset wraps round the whole (`addTrim`'s
    /// repetitions); lottie-web's `TrimModifier` does the same. "Simultaneously" trims each path alone.
    func trimsAsOneLength(_ trim: ShapeItem) -> Bool {
        options.semantics == .afterEffects && trim.trimsIndividually
    }

    /// Whether a round corners item (`rd`) rounds `item` as After Effects does, every path but a rectangle (which
    /// takes the radius as its own, as under `lottie-ios`), under `after-effects`.
    func roundsCorners(of item: Item) -> Bool {
        guard options.semantics == .afterEffects else { return false }
        switch item.item.kind {
        case .shape, .star, .ellipse: return true
        default: return false
        }
    }

    /// Whether `addPath` draws these items as a compound path: under `after-effects`, several paths, a path
    /// with modifiers, or a merged path.
    func drawsCompoundPath(_ items: [Item]) -> Bool {
        options.semantics == .afterEffects
            && (items.count > 1 || items.contains { !$0.modifiers.isEmpty || $0.merged != nil })
    }

    /// The items' paths, each modified, concatenated into one `path` animation (repeated `multiplier` times for a
    /// trim offset past a full turn, as `addPath`).
    func addCompoundPath(_ items: [Item], to layer: LayerNode, multiplier: Int, rounded: Item?, context: TimeContext) {
        let recipes = items.compactMap { pathRecipe($0, rounded: rounded) }
        guard !recipes.isEmpty else { return }
        // Core Animation would blend the modified paths of two keyframes vertex by vertex, which is not the modifier of
        // the blended parameters (a zig-zag of size 0 is the path itself, with fewer vertices; an offset's pieces
        // and joins come and go with its amount), nor do a boolean result's vertices correspond from one keyframe to
        // the next: animated modifiers and merged paths are sampled at every whole frame, which is what After Effects
        // renders (frame times), held between. Every 0.1 frame (lottie-ios's manual combinations) stored ten times
        // as many paths: an animated offset of a star and an ellipse over 300 frames passed the scene's path
        // element limit (skottie-offsetpaths-effect).
        let animatedModifier = items.contains { $0.modifiers.contains { $0.parameters.contains(where: \.isAnimated) } }
        let animatedMerge = items.contains { $0.merged?.inputs.contains(where: \.isAnimated) == true }
        let combined = combined(recipes.flatMap(\.inputs), forceManual: animatedModifier || animatedMerge,
                                wholeFrames: animatedModifier || animatedMerge) { PathInputs(values: $0) }
        let at = items[0].item.path
        layer.set("path", PropertyAnimation.translate(combined, keyPath: "path", context: context) { v in
            var b = Path.Builder()
            var k = 0
            for r in recipes {
                b.append(r.build(Array(v.values[k..<(k + r.inputs.count)])))
                k += r.inputs.count
            }
            return .path(self.duplicated(b.build(), multiplier, at: at))
        })
    }

    /// The recipe of one path item and its modifiers; `nil` for an item that draws no path.
    func pathRecipe(_ it: Item, rounded: Item?) -> PathRecipe? {
        let item = it.item
        func vectors(_ groups: [KeyframeGroup<LottieVector>]) -> [KeyframeGroup<PathInput>] {
            groups.map { $0.map { PathInput.vector($0) } }
        }
        var recipe: PathRecipe
        switch item.kind {
        case .shape(let k, _):
            let curved = k.curvedSegments
            recipe = PathRecipe(inputs: [k.map { PathInput.shape($0) }]) { v in
                if case .shape(let s) = v[0] { s.path(curved: curved) } else { .empty }
            }
        case .ellipse(let size, let position, let reversed):
            recipe = PathRecipe(inputs: vectors([size, position])) { v in
                let s = v[0].vector, p = v[1].vector
                return LottieShapes.ellipse(size: Size(width: s[0], height: s.count > 1 ? s[1] : 0),
                                            center: Point(x: p[0], y: p.count > 1 ? p[1] : 0), reversed: reversed)
            }
        case .rectangle(let size, let position, let roundness, let reversed):
            var radius = roundness
            if let rounded, case .roundedCorners(let r) = rounded.item.kind { radius = r }
            recipe = PathRecipe(inputs: vectors([size, position, radius])) { v in
                let s = v[0].vector, p = v[1].vector
                return LottieShapes.rectangle(position: Point(x: p[0], y: p.count > 1 ? p[1] : 0),
                                              size: Size(width: s[0], height: s.count > 1 ? s[1] : 0),
                                              cornerRadius: v[2].vector[0], reversed: reversed)
            }
        case .star(let s):
            let at = item.path
            recipe = PathRecipe(inputs: vectors([s.position, s.outerRadius, s.innerRadius, s.outerRoundness,
                                                 s.innerRoundness, s.points, s.rotation])) { v in
                let p = v[0].vector, n = v.dropFirst().map { $0.vector[0] }
                guard self.spendStarPoints(n[4], isPolygon: s.isPolygon, at: at) else { return .empty }
                let position = Point(x: p[0], y: p.count > 1 ? p[1] : 0)
                return s.isPolygon
                    ? LottieShapes.polygon(position: position, points: n[4], outerRadius: n[0], outerRoundness: n[2],
                                           rotation: n[5], reversed: s.reversed,
                                           semantics: self.options.semantics)
                    : LottieShapes.star(position: position, outerRadius: n[0], innerRadius: n[1], outerRoundness: n[2],
                                        innerRoundness: n[3], points: n[4], rotation: n[5], reversed: s.reversed,
                                        semantics: self.options.semantics)
            }
        case .mergePaths:
            guard let merged = it.merged else { return nil }
            recipe = merged
        default:
            return nil
        }
        if let rounded, roundsCorners(of: it), case .roundedCorners(let radius) = rounded.item.kind {
            // After Effects rounds every path's sharp corners (lottie-web's `RoundCornersModifier`), before the
            // modifiers after it.
            let count = recipe.inputs.count, inner = recipe
            recipe = PathRecipe(inputs: recipe.inputs + [radius.map { PathInput.vector($0) }]) { v in
                inner.build(Array(v[..<count])).roundingCorners(radius: v[count].vector.first ?? 0)
            }
        }
        for m in it.modifiers { recipe = modified(recipe, by: m) }
        return recipe
    }

    /// `recipe`'s path through the modifier `m` (its parameters appended to the inputs).
    func modified(_ recipe: PathRecipe, by m: PathModifierModel) -> PathRecipe {
        let count = recipe.inputs.count
        return PathRecipe(inputs: recipe.inputs + m.parameters.map { $0.map { PathInput.vector($0) } }) { v in
            m.apply(to: recipe.build(Array(v[..<count])), v[count...].map(\.vector))
        }
    }
}
