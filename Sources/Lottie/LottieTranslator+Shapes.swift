import Geometry
import Motion

/// Shape layers (ShapeLayer.swift): groups become `GroupLayer`s with the group's transform; inside a group, paths
/// with the fills and strokes that apply to them become `ShapeItemLayer`s ("render groups").
extension LottieTranslator {
    /// A shape item with the names of the groups it sits in (lottie-ios's `ShapeItemLayer.Item`).
    struct Item {
        var item: ShapeItem
        /// A replacement stroke width (a stroke inherited by a child group is divided by the child's scale).
        var strokeWidth: KeyframeGroup<LottieVector>? = nil
        /// The shape modifiers after it in its group and after its groups in theirs, under `after-effects`
        /// (`withModifiers`); for a group, those that reach its paths.
        var modifiers: [PathModifierModel] = []
        /// A merge paths item's merged path, under `after-effects` (`withMergedPaths`).
        var merged: PathRecipe? = nil
    }

    struct RenderGroup {
        var pathItems: [Item] = []
        var otherItems: [Item] = []
    }

    func setupShapeLayer(_ items: [ShapeItem], in node: LayerNode, layerPath: String, context: TimeContext) {
        setupGroups(withModifiers(items.map { Item(item: $0) }), parentGroup: nil, in: node, path: layerPath,
                    context: context)
    }

    /// `setupGroups`: a group layer per group; with repeaters, each repeater's copies of the items before it
    /// (`LottieTranslator+Repeater.swift`), the last grouping first.
    private func setupGroups(_ items: [Item], parentGroup: ShapeItem?, in node: LayerNode, path: String,
                             context: TimeContext) {
        if items.contains(where: { $0.item.isRepeater }) {
            for grouping in Self.repeaterGroupings(items).reversed() {
                if let repeater = grouping.repeater {
                    setUpRepeater(repeater, items: grouping.items, in: node, path: path, context: context)
                } else {
                    setupGroups(grouping.items, parentGroup: parentGroup, in: node, path: path, context: context)
                }
            }
            return
        }
        for g in makeGroupLayers(items, parentGroup: parentGroup, size: node.size, path: path, context: context) {
            node.sublayers.append(g)
        }
    }

    func makeGroupLayers(_ items: [Item], parentGroup: ShapeItem?, size: Size, path: String,
                                 context: TimeContext) -> [LayerNode] {
        var groupItems = items.filter { $0.item.isGroup && !$0.item.hidden }
        var otherItems = items.filter { !$0.item.isGroup && !$0.item.hidden }
        if parentGroup == nil, otherItems.contains(where: { $0.item.drawsPath }) {
            groupItems = [Item(item: ShapeItem(kind: .group(items.map(\.item)), path: path, name: "", hidden: false))]
            otherItems = []
        }
        // Modifiers (read under `after-effects` only) reach child groups by `withModifiers`, which keeps their order.
        let inherited = shapeRenderGroups(otherItems, groupHasChildGroups: !groupItems.isEmpty).unused.filter {
            if case .modifier = $0.item.kind { false } else { true }
        }
        return groupItems.reversed().map { group in
            guard case .group(let children) = group.item.kind else { fatalError("filtered to groups") }
            let childItems = children.filter { !$0.hidden }.map { Item(item: $0) }
            let inheritedItems = inherited.map { scaledCopy($0, forChildGroup: children) }
            return groupLayer(group.item, items: childItems + inheritedItems, modifiers: group.modifiers, size: size,
                              context: context)
        }
    }

    /// lottie-ios's `scaledCopyForChildGroup`: a stroke passed down into a child group is divided by the child's
    /// scale, so the child's transform does not scale it again.
    private func scaledCopy(_ item: Item, forChildGroup children: [ShapeItem]) -> Item {
        guard item.item.isStroke, let tr = children.first(where: { if case .transform = $0.kind { true } else { false } }),
              case .transform(let t) = tr.kind else { return item }
        let width: KeyframeGroup<LottieVector>
        switch item.item.kind {
        case .stroke(_, let s): width = item.strokeWidth ?? s.width
        case .gradientStroke(_, let s): width = item.strokeWidth ?? s.width
        default: return item
        }
        let combined = combined([width, t.scale]) { v -> LottieVector in
            let sx = v[1][0], sy = v[1].count > 1 ? v[1][1] : sx
            if sx != sy { self.warn(item.item.path, "a stroke inherited by a group with unequal x and y scale") }
            return [sx == 0 ? v[0][0] : v[0][0] * (100 / sx)]
        }
        var copy = item
        copy.strokeWidth = combined
        return copy
    }

    /// `modifiers`: the parent groups' shape modifiers that reach this group's paths (`withModifiers`).
    private func groupLayer(_ group: ShapeItem, items: [Item], modifiers: [PathModifierModel], size: Size,
                            context: TimeContext) -> LayerNode {
        let items = withModifiers(withMergedPaths(items), inherited: modifiers)
        let node = LayerNode(id(group.path), size: size)
        let childGroups = items.filter { $0.item.isGroup }
        setupGroups(items, parentGroup: group, in: node, path: group.path + ".it", context: context)
        let renderGroups = shapeRenderGroups(items, groupHasChildGroups: !childGroups.isEmpty).valid
        for rg in renderGroups.reversed() {
            let allShapes = rg.pathItems.allSatisfy { if case .shape = $0.item.kind { true } else { false } }
            if rg.pathItems.count > 1, !allShapes, !rg.otherItems.contains(where: { $0.item.isTrim }) {
                semanticsNotes.note("several paths under one fill or stroke, not all sh (one compound path)")
            }
            if rg.pathItems.count > 1, allShapes || options.semantics == .afterEffects,
               !rg.otherItems.contains(where: { $0.item.isTrim && !trimsAsOneLength($0.item) }) {
                node.sublayers.append(shapeItemLayer(rg.pathItems, otherItems: rg.otherItems, size: size,
                                                     context: context))
            } else {
                for p in rg.pathItems {
                    node.sublayers.append(shapeItemLayer([p], otherItems: rg.otherItems, size: size, context: context))
                }
            }
        }
        for it in items where !it.item.isGroup {
            if case .transform(let t) = it.item.kind {
                addTransform(t, to: node, context: context)
                node.set("opacity", PropertyAnimation.translate(t.opacity, keyPath: "opacity", context: context) {
                    .number(($0.first ?? 100) / 100)
                })
                break
            }
        }
        return node
    }

    /// lottie-ios's `shapeRenderGroups`: which paths each fill and stroke applies to, and the fills and strokes
    /// no path uses (passed down to child groups).
    func shapeRenderGroups(_ items: [Item], groupHasChildGroups: Bool) -> (valid: [RenderGroup], unused: [Item]) {
        var groups = [RenderGroup()]
        for item in items {
            let last = groups.count - 1
            if item.item.drawsPath {
                if groups[last].otherItems.contains(where: { $0.item.isTrim }) { groups.append(RenderGroup()) }
                groups[groups.count - 1].pathItems.append(item)
            } else if item.item.isFill {
                groups[last].otherItems.append(item)
                if groups[last].pathItems.isEmpty, !groupHasChildGroups, last != 0 {
                    groups[last].pathItems = groups[last - 1].pathItems
                }
                groups.append(RenderGroup())
            } else {
                for i in groups.indices { groups[i].otherItems.append(item) }
            }
        }
        groups = groups.flatMap { group -> [RenderGroup] in
            let paints = group.otherItems.filter { $0.item.isFill || $0.item.isStroke }
            let others = group.otherItems.filter { !($0.item.isFill || $0.item.isStroke) }
            let strokes = paints.filter { $0.item.isStroke }, fills = paints.filter { $0.item.isFill }
            var strokeOnTop = false
            if let s = paints.firstIndex(where: { $0.item.isStroke }), let f = paints.firstIndex(where: { $0.item.isFill }) {
                strokeOnTop = s < f
            }
            let sameOpacity = paints.allSatisfy { sameKeyframes($0.item.paintOpacity, paints.first?.item.paintOpacity) }
            if fills.count <= 1, strokes.count <= 1, strokeOnTop, sameOpacity { return [group] }
            return paints.map { RenderGroup(pathItems: group.pathItems, otherItems: [$0] + others) }
        }
        groups = groups.filter { !$0.pathItems.isEmpty }
        let used = Set(groups.flatMap { $0.pathItems + $0.otherItems }.map { ObjectIdentifier($0.item) })
        return (groups, items.filter { !used.contains(ObjectIdentifier($0.item)) })
    }

    private func sameKeyframes(_ a: KeyframeGroup<LottieVector>?, _ b: KeyframeGroup<LottieVector>?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        return a.keyframes.count == b.keyframes.count && zip(a.keyframes, b.keyframes).allSatisfy {
            $0.value == $1.value && $0.hasSameTiming(as: $1) && $0.spatialInTangent == $1.spatialInTangent
                && $0.spatialOutTangent == $1.spatialOutTangent
        }
    }
}
