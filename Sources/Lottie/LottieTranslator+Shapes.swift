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
        setupGroups(withModifiers(afterEffectsRepeated(items.map { Item(item: $0) })), parentGroup: nil, in: node,
                    path: layerPath, context: context)
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
        let lifted = liftedPaints(items)
        // A paint lifted over child groups at the top of a layer needs a group to be drawn in, as a path there does.
        if parentGroup == nil, otherItems.contains(where: { $0.item.drawsPath }) || !lifted.isEmpty {
            groupItems = [Item(item: ShapeItem(kind: .group(items.map(\.item)), path: path, name: "", hidden: false))]
            otherItems = []
        }
        // Modifiers (read under `after-effects` only) reach child groups by `withModifiers`, which keeps their order.
        let inherited = lottieIOSRenderGroups(otherItems, groupHasChildGroups: !groupItems.isEmpty).unused.filter {
            if case .modifier = $0.item.kind { false } else { true }
        }
        return groupItems.reversed().map { group in
            guard case .group(let children) = group.item.kind else { fatalError("filtered to groups") }
            let childItems = children.filter { !$0.hidden }.map { Item(item: $0) }
            let inheritedItems = inheritedItems(inherited, by: group, in: items).filter {
                lifted[ObjectIdentifier($0.item)] == nil
            }.map { scaledCopy($0, forChildGroup: children) }
            return groupLayer(group.item, items: childItems + inheritedItems, modifiers: group.modifiers, size: size,
                              context: context)
        }
    }

    /// The items a child group inherits from its parent: lottie-ios's, the items no render group of the parent
    /// used; under `after-effects`, the fills and strokes below the group in the parent's list instead (each paints
    /// every path above it, the group's included: lottie-web's `searchShapes` passes a group the styles met after
    /// it), with lottie-ios's unused items that are not paints.
    private func inheritedItems(_ unused: [Item], by group: Item, in items: [Item]) -> [Item] {
        guard let position = items.firstIndex(where: { $0.item === group.item }) else { return unused }
        var kept = Set(unused.filter { !$0.item.isPaint }.map { ObjectIdentifier($0.item) })
        for i in items[(position + 1)...] where !i.item.hidden && i.item.isPaint { kept.insert(ObjectIdentifier(i.item)) }
        let afterEffects = items.filter { kept.contains(ObjectIdentifier($0.item)) }
        if afterEffects.map({ ObjectIdentifier($0.item) }) != unused.map({ ObjectIdentifier($0.item) }),
           Self.drawsPath(group.item) {
            semanticsNotes.note("fills and strokes beside groups (After Effects paints the groups above them)")
        }
        return options.semantics == .afterEffects ? afterEffects : unused
    }

    /// The paints of a group's items that After Effects draws over the paths of child groups above them, each with
    /// those paths (`childGeometry`), under `after-effects`. After Effects (and lottie-web, which follows it) draws a
    /// fill or stroke once, in its own group's space and at its own place in the group's list, over every path above
    /// it, the group's own paths and its child groups' in one compound path: a child group's paths are brought up
    /// through the group transforms between them (`SVGElementsRenderer.js`
    /// `renderPath` multiplies a path by the transformers from its level to the style's level, and the style's
    /// element sits in the style's group), so the child's transform moves the path but not the paint (a gradient's
    /// points, a stroke's width stay the paint's), the child's opacity does not apply, and the child groups above the
    /// paint cover it. lottie-ios hands the paint down into each child group instead (`inheritedItems`), where a
    /// later sibling can cover another child's outline. A paint whose paths a trim, rounded corners or a repeater
    /// above it (at any depth) reshapes is still handed down.
    func liftedPaints(_ items: [Item]) -> [ObjectIdentifier: (paint: Item, recipe: PathRecipe)] {
        guard options.semantics == .afterEffects, !items.contains(where: { $0.item.isRepeater }) else { return [:] }
        var lifted: [ObjectIdentifier: (paint: Item, recipe: PathRecipe)] = [:]
        for (i, paint) in items.enumerated() where paint.item.isPaint && !paint.item.hidden {
            let above = items[..<i].filter { !$0.item.hidden }
            let groups = above.filter { $0.item.isGroup && Self.drawsPath($0.item) }
            guard !groups.isEmpty, !above.contains(where: { Self.reshapesPaths($0.item) }) else { continue }
            // The group's own paths above the paint too, in list order: one compound path, so a child path that
            // winds the other way cuts a hole in the group's path under the paint's fill rule (lottie-web writes
            // every path of a style into one SVG `d`).
            let recipes = above.flatMap { it -> [PathRecipe] in
                if it.item.isGroup {
                    guard Self.drawsPath(it.item) else { return [] }
                    return childGeometry(it).map { r in it.modifiers.reduce(r) { modified($0, by: $1) } }
                }
                guard it.item.drawsPath, let r = pathRecipe(it, rounded: nil) else { return [] }
                return [r]
            }
            guard !recipes.isEmpty else { continue }
            lifted[ObjectIdentifier(paint.item)] = (paint, PathRecipe(inputs: recipes.flatMap(\.inputs)) { v in
                var k = 0
                return MergeMode.sideBySide(recipes.map { r in
                    defer { k += r.inputs.count }
                    return r.build(Array(v[k..<(k + r.inputs.count)]))
                })
            })
        }
        return lifted
    }

    /// Whether an item, or one inside it at any depth, changes the paths above it other than as a shape modifier:
    /// a trim, rounded corners or a repeater.
    private static func reshapesPaths(_ item: ShapeItem) -> Bool {
        switch item.kind {
        case .trim, .roundedCorners, .repeater: return !item.hidden
        case .group(let children): return !item.hidden && children.contains(where: reshapesPaths)
        default: return false
        }
    }

    /// Whether a group holds a visible path, at any depth: only then can the paints it inherits show.
    private static func drawsPath(_ item: ShapeItem) -> Bool {
        guard !item.hidden else { return false }
        if item.drawsPath { return true }
        if case .group(let children) = item.kind { return children.contains(where: drawsPath) }
        return false
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
        let items = withModifiers(withMergedPaths(afterEffectsRepeated(items)), inherited: modifiers)
        let node = LayerNode(id(group.path), size: size)
        let childGroups = items.filter { $0.item.isGroup }
        let lifted = liftedPaints(items)
        /// Each layer with the list position of the item it draws (a child group, or a paint), under `after-effects`
        /// when a paint is lifted: the layers then stack in the group's list order, the first on top.
        var placed: [(position: Int, layer: LayerNode)] = []
        func position(of item: Item?) -> Int { items.firstIndex { $0.item === item?.item } ?? 0 }
        if lifted.isEmpty {
            setupGroups(items, parentGroup: group, in: node, path: group.path + ".it", context: context)
        } else {
            let children = makeGroupLayers(items, parentGroup: group, size: size, path: group.path + ".it",
                                           context: context)
            let groups = items.filter { $0.item.isGroup && !$0.item.hidden }.reversed()
            placed = zip(groups, children).map { (position(of: $0), $1) }
        }
        // A lifted paint paints the group's own paths with the child groups' (`liftedPaints`), not apart.
        let renderGroups = shapeRenderGroups(items, groupHasChildGroups: !childGroups.isEmpty).valid.filter {
            !$0.otherItems.contains { lifted[ObjectIdentifier($0.item)] != nil }
        }
        for rg in renderGroups.reversed() {
            let at = position(of: rg.otherItems.first { $0.item.isPaint })
            let allShapes = rg.pathItems.allSatisfy { if case .shape = $0.item.kind { true } else { false } }
            if rg.pathItems.count > 1, !allShapes, !rg.otherItems.contains(where: { $0.item.isTrim }) {
                semanticsNotes.note("several paths under one fill or stroke, not all sh (one compound path)")
            }
            if rg.pathItems.count > 1, allShapes || options.semantics == .afterEffects,
               !rg.otherItems.contains(where: { $0.item.isTrim && !trimsAsOneLength($0.item) }) {
                placed.append((at, shapeItemLayer(rg.pathItems, otherItems: rg.otherItems, size: size, context: context)))
            } else {
                for p in rg.pathItems {
                    placed.append((at, shapeItemLayer([p], otherItems: rg.otherItems, size: size, context: context)))
                }
            }
        }
        for (paint, recipe) in lifted.values.sorted(by: { position(of: $0.paint) > position(of: $1.paint) }) {
            var paths = Item(item: ShapeItem(kind: .mergePaths(.merge), path: paint.item.path, name: "", hidden: false))
            paths.merged = recipe
            placed.append((position(of: paint), shapeItemLayer([paths], otherItems: [paint], size: size, context: context)))
        }
        if lifted.isEmpty {
            node.sublayers += placed.map(\.layer)
        } else {
            // Bottom first: the last in the list lowest; layers of one position keep the order they were made in.
            node.sublayers += placed.enumerated().sorted {
                ($0.element.position, $1.offset) > ($1.element.position, $0.offset)
            }.map(\.element.layer)
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

    /// Which paths each fill and stroke applies to, and the items no path uses (passed down to child groups):
    /// lottie-ios's rule (`lottieIOSRenderGroups`), or After Effects' under `after-effects`
    /// (`afterEffectsRenderGroups`); where the two give a paint other paths, the difference is noted.
    func shapeRenderGroups(_ items: [Item], groupHasChildGroups: Bool) -> (valid: [RenderGroup], unused: [Item]) {
        let ios = lottieIOSRenderGroups(items, groupHasChildGroups: groupHasChildGroups)
        let ae = afterEffectsRenderGroups(items)
        if Self.paintedPaths(ios.valid) != Self.paintedPaths(ae.valid) {
            semanticsNotes.note("paths above several fills or strokes (After Effects paints them with every one)")
        }
        return options.semantics == .afterEffects ? ae : ios
    }

    /// Which paths each paint of these render groups paints, and how many times (a group of one fill and one
    /// stroke counts for both).
    private static func paintedPaths(_ groups: [RenderGroup]) -> [[ObjectIdentifier]: Int] {
        var count: [[ObjectIdentifier]: Int] = [:]
        for g in groups {
            for paint in g.otherItems where paint.item.isPaint {
                count[[ObjectIdentifier(paint.item)] + g.pathItems.map { ObjectIdentifier($0.item) }, default: 0] += 1
            }
        }
        return count
    }

    /// lottie-ios's `shapeRenderGroups` (ShapeLayer.swift): a render group ends at each fill, and a fill and a
    /// stroke share one group when the stroke is above the fill and their opacities are the same.
    private func lottieIOSRenderGroups(_ items: [Item], groupHasChildGroups: Bool) -> (valid: [RenderGroup], unused: [Item]) {
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
            let paints = group.otherItems.filter { $0.item.isPaint }
            let others = group.otherItems.filter { !$0.item.isPaint }
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

    /// After Effects' paint rule, under `after-effects`: every fill and stroke paints every path above it in its
    /// group, each paint once and on its own (lottie-web's `SVGShapeElement.searchShapes`, which walks a group's
    /// items from the last and gives each path the styles already met, `setElementStyles`). lottie-ios instead ends
    /// a render group at each fill, so a path above an earlier fill is not painted by a later one, and a stroke below
    /// two fills is drawn once per fill (`shapeRenderGroups` above). Paths still start a new group after a trim, so
    /// a trim cuts only the paths above it; modifiers other than paints reach the groups that exist when they are
    /// met, as in lottie-ios. A paint with no path above it in the group is unused (a child group may inherit it).
    private func afterEffectsRenderGroups(_ items: [Item]) -> (valid: [RenderGroup], unused: [Item]) {
        var segments = [RenderGroup()]
        /// Each paint with, per segment, how many of its paths were above the paint.
        var paints: [(paint: Item, counts: [Int])] = []
        for item in items {
            if item.item.drawsPath {
                if segments[segments.count - 1].otherItems.contains(where: { $0.item.isTrim }) {
                    segments.append(RenderGroup())
                }
                segments[segments.count - 1].pathItems.append(item)
            } else if item.item.isPaint {
                paints.append((item, segments.map(\.pathItems.count)))
            } else {
                for i in segments.indices { segments[i].otherItems.append(item) }
            }
        }
        var groups: [RenderGroup] = []
        for (paint, counts) in paints {
            for (segment, count) in zip(segments, counts) where count > 0 {
                groups.append(RenderGroup(pathItems: Array(segment.pathItems.prefix(count)),
                                          otherItems: [paint] + segment.otherItems))
            }
        }
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
