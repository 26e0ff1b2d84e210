import Foundation
import Geometry
import Motion

/// Repeaters (`rp`) as lottie-ios's Core Animation engine builds them (`ShapeLayer.swift`: `setupGroups` and
/// `setUpRepeater`; `RepeaterLayer.swift`):
/// - the items of a list are split at each repeater; a repeater repeats the items before it (back to the previous
///   repeater), and the splits are set up last first, so later items draw below earlier ones' copies;
/// - copy k (0 ≤ k < the first value of `c`, truncated) is a `RepeaterLayer` holding a fresh set of the items'
///   group layers (a path at the top of the list gets a placeholder group, as at the top of a shape layer), copies
///   in order, so the last is on top;
/// - copy k's transform is the repeater's with position × k and rotation × k; anchor and scale are the repeater's
///   own, not raised to the k-th power (`RepeaterTransform`);
/// - the offset `o`, the start and end opacities `so`/`eo` and the composite order `m` are not used.
extension LottieTranslator {
    /// The items of a list split at its repeaters: each grouping with the repeater that follows it (nil for the
    /// items after the last), in list order (lottie-ios's `split(whereSeparator:)`).
    static func repeaterGroupings(_ items: [Item]) -> [(items: [Item], repeater: Item?)] {
        var out: [(items: [Item], repeater: Item?)] = []
        for item in items {
            if out.isEmpty || out[out.count - 1].repeater != nil { out.append(([], nil)) }
            if item.item.isRepeater { out[out.count - 1].repeater = item } else { out[out.count - 1].items.append(item) }
        }
        return out
    }

    /// Copy `index`'s transform (`RepeaterTransform`): position and rotation × `index`, anchor and scale as they are.
    static func repeaterTransform(_ r: RepeaterModel, index: Int) -> TransformModel {
        let k = Double(index)
        var t = r.transform
        t.position = t.position.map { $0.map { $0.map { $0 * k } } }
        t.positionX = t.positionX.map { $0.map { $0.map { $0 * k } } }
        t.positionY = t.positionY.map { $0.map { $0.map { $0 * k } } }
        t.rotation = t.rotation.map { $0.map { $0 * k } }
        t.skew = nil
        t.skewAxis = nil
        return t
    }

    /// How many copies lottie-ios makes: the first value of `c`, truncated (`Int(…)`), none when it is negative or
    /// not finite (lottie-ios would trap on a negative count; `LottieStructureCheck` has bounded it from above).
    static func repeaterCopyCount(_ r: RepeaterModel, limit: Int) -> Int {
        (r.copies.keyframes.first?.value.first ?? 0).clampedInt(in: 0...max(limit, 0))
    }

    /// `setUpRepeater`: the copies of `items` under `node` (`lottie-ios`; `after-effects` rewrites the list first,
    /// `afterEffectsRepeated`).
    func setUpRepeater(_ repeater: Item, items: [Item], in node: LayerNode, path: String, context: TimeContext) {
        guard case .repeater(let model) = repeater.item.kind else { return }
        for index in 0..<Self.repeaterCopyCount(model, limit: limits.maximumInstanceCount) {
            guard limitError == nil else { return }
            for group in makeGroupLayers(items, parentGroup: nil, size: node.size, path: path, context: context) {
                let copy = LayerNode(id(repeater.item.path + ".copy"), size: node.size)
                addTransform(Self.repeaterTransform(model, index: index), to: copy, context: context)
                copy.sublayers.append(group)
                node.sublayers.append(copy)
            }
        }
    }

    // MARK: After Effects (`LottieSemantics.afterEffects`)

    /// One sample of an After Effects repeater's properties (`afterEffectsRepeaterSamples`).
    struct RepeaterSample: Equatable {
        var copies, offset, anchorX, anchorY, positionX, positionY, scaleX, scaleY, rotation, startOpacity,
            endOpacity: Double

        init(_ v: [Double]) {
            (copies, offset, anchorX, anchorY, positionX, positionY, scaleX, scaleY, rotation, startOpacity,
             endOpacity) = (v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10])
        }

        /// Skottie's count: `c` clamped to 0…1024 and rounded (`static_cast<size_t>(SkTPin(fCount, 0, kMaxCount) +
        /// 0.5f)`), here also within `limit`.
        func count(limit: Int) -> Int { (min(max(copies, 0), 1024) + 0.5).rounded(.down).clampedInt(in: 0...max(limit, 0)) }

        /// Copy `index`'s transform as a layer transform (anchor, position, scale in percent, rotation in degrees):
        /// with t = offset + index, Skottie's `instanceTransform` translate(t·p + a) · rotate(t·r) · scale(sᵗ) ·
        /// translate(−a) is a layer transform with anchor a, position t·p + a, rotation t·r and scale sᵗ.
        func transform(copy index: Int) -> (anchor: [Double], position: [Double], scale: [Double], rotation: Double) {
            let t = offset + Double(index)
            func power(_ percent: Double) -> Double {
                let v = Foundation.pow(percent / 100, t)
                return v.isFinite ? v * 100 : 0
            }
            return ([anchorX, anchorY, 0], [t * positionX + anchorX, t * positionY + anchorY, 0],
                    [power(scaleX), power(scaleY), 100], t * rotation)
        }

        /// Copy `index`'s opacity in percent: 0 past the count; otherwise `so` + (`eo` − `so`) / count × index, each
        /// clamped to 0…100 — over the count, not count − 1, as Skottie found After Effects does (`onRender`: "that's
        /// not what AE does. Off-by-one bug?").
        func opacity(copy index: Int, limit: Int) -> Double {
            let n = count(limit: limit)
            guard index < n else { return 0 }
            let so = min(max(startOpacity, 0), 100), eo = min(max(endOpacity, 0), 100)
            return n > 1 ? so + (eo - so) / Double(n) * Double(index) : so
        }
    }

    /// The repeater's properties together: constants when none is animated, otherwise sampled at every whole frame
    /// (After Effects renders frame times), as hold keyframes.
    func afterEffectsRepeaterSamples(_ r: RepeaterModel) -> KeyframeGroup<LottieVector> {
        let t = r.transform
        let x0: (LottieVector) -> LottieVector = { [$0.first ?? 0] }
        let y0: (LottieVector) -> LottieVector = { [$0.count > 1 ? $0[1] : 0] }
        let px = t.position.map { $0.map(x0) } ?? t.positionX ?? KeyframeGroup([0])
        let py = t.position.map { $0.map(y0) } ?? t.positionY ?? KeyframeGroup([0])
        let groups: [KeyframeGroup<LottieVector>] = [
            r.copies, r.offset, t.anchor.map(x0), t.anchor.map(y0), px, py,
            t.scale.map { [$0.first ?? 100] }, t.scale.map { [$0.count > 1 ? $0[1] : ($0.first ?? 100)] },
            t.rotation, r.startOpacity, r.endOpacity,
        ]
        let make: ([LottieVector]) -> LottieVector = { $0.map { $0.first ?? 0 } }
        guard groups.contains(where: \.isAnimated) else {
            return KeyframeGroup(make(groups.map { $0.keyframes[0].value }), path: r.copies.path)
        }
        return combined(groups, forceManual: true, wholeFrames: true, make)
    }

    /// After Effects' repeater, under `after-effects`: the item list with each repeater replaced by the copies of
    /// every item above it in the list (an earlier repeater's copies included; the group's own transform stays
    /// where it is). Adobe's After Effects User Guide ("Repeater"): "the Repeater creates virtual copies of all
    /// paths, strokes, and fills above it in the group"; lottie-web's `RepeaterModifier` clones the elements above
    /// it into groups. Copy i is a group of those items under the transform of `RepeaterSample.transform(copy:)` —
    /// position, rotation and the scale's power scaled by offset + i about the anchor, as Skottie's
    /// `modules/skottie/src/layers/shapelayer/Repeater.cpp` computes it — with the opacity of
    /// `RepeaterSample.opacity(copy:limit:)` over the copy as a whole. The fills and strokes below the repeater then
    /// paint the copies' paths as they paint any child group's (`liftedPaints`). Composite `m` 1 (Above, the
    /// default) puts copy 0 on top, `m` 2 the last copy. An animated count makes as many copies as its largest
    /// value, those past the count at a frame hidden. `LottieStructureCheck` bounds the copies' product.
    func afterEffectsRepeated(_ items: [Item]) -> [Item] {
        let repeaters = items.indices.filter { items[$0].item.isRepeater && !items[$0].item.hidden }
        if let first = repeaters.first {
            // lottie-ios repeats only the items since the previous repeater, and a paint below a repeater paints
            // nothing of its copies.
            let paintsCopies = items[(first + 1)...].contains { $0.item.isPaint && !$0.item.hidden }
                && items[..<first].contains { $0.item.drawsPath || $0.item.isGroup }
            if repeaters.count > 1 || paintsCopies {
                semanticsNotes.note("repeaters over repeaters, or above fills and strokes (After Effects repeats everything above)")
            }
        }
        guard options.semantics == .afterEffects, !repeaters.isEmpty else { return items }
        var out: [Item] = []
        for item in items {
            guard case .repeater(let model) = item.item.kind, !item.item.hidden else {
                if !item.item.isRepeater { out.append(item) }
                continue
            }
            let transforms = out.filter { if case .transform = $0.item.kind { true } else { false } }
            let repeated = out.filter { if case .transform = $0.item.kind { false } else { true } }.map(\.item)
            let samples = afterEffectsRepeaterSamples(model)
            let limit = limits.maximumInstanceCount
            let count = samples.keyframes.map { RepeaterSample($0.value).count(limit: limit) }.max() ?? 0
            let order = model.composite == 2 ? Array((0..<count).reversed()) : Array(0..<count)
            out = order.map { index in
                let at = item.item.path + ".copies[\(index)]"
                var t = TransformModel.identity(path: item.item.path)
                t.anchor = samples.map { RepeaterSample($0).transform(copy: index).anchor }
                t.position = samples.map { RepeaterSample($0).transform(copy: index).position }
                t.scale = samples.map { RepeaterSample($0).transform(copy: index).scale }
                t.rotation = samples.map { [RepeaterSample($0).transform(copy: index).rotation] }
                t.opacity = samples.map { [RepeaterSample($0).opacity(copy: index, limit: limit)] }
                let transform = ShapeItem(kind: .transform(t), path: at, name: "", hidden: false)
                return Item(item: ShapeItem(kind: .group(repeated + [transform]), path: at, name: "", hidden: false))
            } + transforms
        }
        return out
    }
}
