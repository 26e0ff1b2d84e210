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

    /// `setUpRepeater`: the copies of `items` under `node`.
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
}
