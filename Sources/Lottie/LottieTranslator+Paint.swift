import Geometry
import Motion

/// `ShapeItemLayer`: one path (or several combined) with its fill, stroke, trim or gradient.
extension LottieTranslator {
    func shapeItemLayer(_ pathItems: [Item], otherItems: [Item], size: Size, context: TimeContext) -> LayerNode {
        let node = LayerNode(id(pathItems[0].item.path + ".layer"), size: size)
        let rounded = otherItems.first { if case .roundedCorners = $0.item.kind { true } else { false } }
        var pathItems = pathItems, otherItems = otherItems
        if let trimmed = trimmedForFill(pathItems, otherItems: otherItems) { (pathItems, otherItems) = trimmed }
        if let gf = otherItems.first(where: { if case .gradientFill = $0.item.kind { true } else { false } }),
           case .gradientFill(let gradient, let rule) = gf.item.kind {
            gradientFill(gradient, rule: rule, item: gf, pathItems: pathItems, otherItems: otherItems, rounded: rounded,
                         in: node, context: context)
        } else {
            let shape = node.addFilling(id(pathItems[0].item.path), type: .shape)
            if !otherItems.contains(where: { if case .fill = $0.item.kind { true } else { false } }) {
                shape.state.fillColor = nil
            }
            var multiplier = 1
            if let tm = otherItems.first(where: { $0.item.isTrim && !isEmptyTrim($0.item) }) {
                multiplier = addTrim(tm.item, to: shape, context: context)
                if otherItems.contains(where: { if case .fill = $0.item.kind { true } else { false } }) {
                    warn(tm.item.path, "trims apply to strokes only (the fill is drawn untrimmed, as lottie-ios)")
                }
            }
            addPath(pathItems, to: shape, multiplier: multiplier, rounded: rounded, context: context)
            if let fl = otherItems.first(where: { if case .fill = $0.item.kind { true } else { false } }),
               case .fill(let color, let opacity, let rule) = fl.item.kind {
                shape.state.fillRule = rule == .evenOdd ? .evenOdd : .nonZero
                shape.set("fillColor", PropertyAnimation.translate(LottieTranslator.decodedColors(color),
                                                                   keyPath: "fillColor", context: context) {
                    .color(LottieTranslator.rgb($0))
                })
                shape.set("opacity", PropertyAnimation.translate(opacity, keyPath: "opacity", context: context) {
                    .number($0[0] / 100)
                })
            }
            if let st = otherItems.first(where: { if case .stroke = $0.item.kind { true } else { false } }),
               case .stroke(let color, let style) = st.item.kind {
                addStroke(style, width: st.strokeWidth, color: color, to: shape, path: st.item.path, context: context)
            }
        }
        if let gs = otherItems.first(where: { if case .gradientStroke = $0.item.kind { true } else { false } }),
           case .gradientStroke(let gradient, let style) = gs.item.kind {
            gradientStroke(gradient, style: style, item: gs, pathItems: pathItems, otherItems: otherItems,
                           rounded: rounded, in: node, context: context)
        }
        return node
    }

    /// Under `after-effects`, a fill (plain or gradient) with a trim and no stroke in its render group (each paint
    /// has its own there: `afterEffectsRenderGroups`): the trim becomes the paths' last modifier, so the piece it
    /// leaves is filled (After Effects and lottie-web's `TrimModifier` trim the path itself; lottie-ios trims strokes
    /// only). "Individually" (`m: 2`) over several paths is trimmed path by path, with a warning. `nil` otherwise.
    private func trimmedForFill(_ pathItems: [Item], otherItems: [Item]) -> ([Item], [Item])? {
        guard otherItems.contains(where: { $0.item.isFill }),
              let tm = otherItems.first(where: { $0.item.isTrim && !isEmptyTrim($0.item) }),
              case .trim(let start, let end, let offset) = tm.item.kind else { return nil }
        semanticsNotes.note("trim paths on fills")
        guard options.semantics == .afterEffects, !otherItems.contains(where: { $0.item.isStroke }) else { return nil }
        if tm.item.trimsIndividually, pathItems.count > 1 {
            warn(tm.item.path, "trim paths \"individually\" on a fill are applied to each path alone")
        }
        let trim = PathModifierModel.trim(start: start, end: end, offset: offset)
        return (pathItems.map { var p = $0; p.modifiers.append(trim); return p },
                otherItems.filter { $0.item !== tm.item })
    }

    /// Lottie colours are 0…1 (0…255 when all three exceed 1); lottie-ios ignores their alpha.
    static func color(_ v: LottieVector) -> Color {
        var r = v[0], g = v.count > 1 ? v[1] : 0, b = v.count > 2 ? v[2] : 0
        if r > 1, g > 1, b > 1 { r /= 255; g /= 255; b /= 255 }
        return Color(red: r, green: g, blue: b, alpha: 1)
    }

    /// A colour property's keyframes as lottie-ios decodes them (`LottieColor.init(from:)`, ColorExtension.swift:
    /// "if r1 > 1, g1 > 1, b1 > 1" divide by 255): the 0…255 rule applies to each keyframe's own value, before any
    /// interpolation. A value sampled between keyframes (time remapping, combined animations) whose easing overshoots
    /// above 1 therefore stays above 1, drawn clamped (white: `rgb`), and is not read as 0…255 (near black): the oracle's
    /// Issues-pr_1604_2, a fill eased from white with `o.y` −1.543.
    static func decodedColors(_ g: KeyframeGroup<LottieVector>) -> KeyframeGroup<LottieVector> {
        g.map { v in
            let c = color(v)
            return [c.red, c.green, c.blue]
        }
    }

    /// The colour of a value of `decodedColors` (alpha 1), each component clamped to 0…1 as it is drawn (the scene
    /// format's colours are 0…1, so `animate expand` writes what is drawn).
    static func rgb(_ v: LottieVector) -> Color {
        func unit(_ i: Int) -> Double { i < v.count ? min(max(v[i], 0), 1) : 0 }
        return Color(red: unit(0), green: unit(1), blue: unit(2), alpha: 1)
    }

    // MARK: Paths (ShapeAnimation.swift, EllipseAnimation.swift, RectangleAnimation.swift, StarAnimation.swift)

    /// `p` repeated `times` times (a trim offset past a full turn), counted against the path limits: past them the
    /// limit is recorded for the item at `item` and the value is an empty path.
    func duplicated(_ p: Path, _ times: Int, at item: String) -> Path {
        let (count, overflow) = p.elements.count.multipliedReportingOverflow(by: max(times, 1))
        guard spendPathElements(overflow ? Int.max : count, at: item) else { return .empty }
        guard times > 1 else { return p }
        var b = Path.Builder()
        for _ in 0..<times { b.append(p) }
        return b.build()
    }

    func addPath(_ items: [Item], to layer: LayerNode, multiplier: Int, rounded: Item?, context: TimeContext) {
        if drawsCompoundPath(items) || (rounded != nil && items.contains(where: roundsCorners)) {
            addCompoundPath(items, to: layer, multiplier: multiplier, rounded: rounded, context: context)
            return
        }
        if let rounded, items.count > 1 || items.contains(where: { if case .star = $0.item.kind { true } else { false } }) {
            // ShapeAnimation.swift: "Rounded corners support is not currently implemented for combined shape items"
            // and "… for polygon items" (a compatibility log: the path is drawn unrounded).
            warn(rounded.item.path, "rounded corners are not applied to stars, polygons or paths drawn as one (as lottie-ios's Core Animation engine)")
        }
        if items.count > 1 {
            let shapes: [KeyframeGroup<BezierShape>] = items.compactMap {
                if case .shape(let k, _) = $0.item.kind { k } else { nil }
            }
            let combined = combined(shapes) { CombinedShapes(shapes: $0) }
            let curved = shapes.map(\.curvedSegments)
            layer.set("path", PropertyAnimation.translate(combined, keyPath: "path", context: context) { c in
                var b = Path.Builder()
                for (i, s) in c.shapes.enumerated() { s.append(to: &b, curved: i < curved.count ? curved[i] : []) }
                return .path(self.duplicated(b.build(), multiplier, at: items[0].item.path))
            })
            return
        }
        let item = items[0].item
        let at = item.path
        let translated: TranslatedProperty
        switch item.kind {
        case .shape(let k, _):
            if let rounded, case .roundedCorners(let radius) = rounded.item.kind,
               radius.keyframes.contains(where: { ($0.value.first ?? 0) > 0 }) {
                // `BezierPathKeyframe.combining` (CustomPathAnimation.swift): the path and the radius combined.
                let c = combined([k.map { ShapeOrRadius.shape($0) }, radius.map { ShapeOrRadius.radius($0) }]) {
                    RoundedShapeKeyframe(shape: $0[0].shape, radius: $0[1].radius)
                }
                translated = PropertyAnimation.translate(c, keyPath: "path", context: context) {
                    .path(self.duplicated(RoundedShape($0.shape, radius: $0.radius).path, multiplier, at: at))
                }
                break
            }
            let curved = k.curvedSegments
            translated = PropertyAnimation.translate(k, keyPath: "path", context: context) {
                .path(self.duplicated($0.path(curved: curved), multiplier, at: at))
            }
        case .ellipse(let size, let position, let reversed):
            let c = combined([size, position]) { $0[0] + $0[1] }
            translated = PropertyAnimation.translate(c, keyPath: "path", context: context) { v in
                let sz = Size(width: v[0], height: v[1])
                let n = sizeCount(size)
                let center = Point(x: v[n], y: v.count > n + 1 ? v[n + 1] : 0)
                return .path(self.duplicated(LottieShapes.ellipse(size: sz, center: center, reversed: reversed), multiplier, at: at))
            }
        case .rectangle(let size, let position, let roundness, let reversed):
            var radius = roundness
            if let rounded, case .roundedCorners(let r) = rounded.item.kind { radius = r }
            let n = sizeCount(size), m = sizeCount(position)
            let c = combined([size, position, radius]) { $0[0] + $0[1] + $0[2] }
            translated = PropertyAnimation.translate(c, keyPath: "path", context: context) { v in
                let path = LottieShapes.rectangle(position: Point(x: v[n], y: v[n + 1]),
                                                  size: Size(width: v[0], height: v[1]), cornerRadius: v[n + m],
                                                  reversed: reversed)
                return .path(self.duplicated(path, multiplier, at: at))
            }
        case .star(let s):
            let groups = [s.position, s.outerRadius, s.innerRadius, s.outerRoundness, s.innerRoundness, s.points, s.rotation]
            let n = sizeCount(s.position)
            let c = combined(groups) { $0.reduce([], +) }
            translated = PropertyAnimation.translate(c, keyPath: "path", context: context) { v in
                let p = Point(x: v[0], y: v[1])
                let rest = Array(v[n...])
                // The elements the construction makes, counted before it is built (a sampled value between keyframes
                // can pass the keyframes' own under an overshooting easing, so each value is counted).
                guard self.spendStarPoints(rest[4], isPolygon: s.isPolygon, at: at) else { return .path(.empty) }
                let path = s.isPolygon
                    ? LottieShapes.polygon(position: p, points: rest[4], outerRadius: rest[0], outerRoundness: rest[2],
                                           rotation: rest[5], reversed: s.reversed,
                                           semantics: self.options.semantics)
                    : LottieShapes.star(position: p, outerRadius: rest[0], innerRadius: rest[1], outerRoundness: rest[2],
                                        innerRoundness: rest[3], points: rest[4], rotation: rest[5], reversed: s.reversed,
                                        semantics: self.options.semantics)
                return .path(self.duplicated(path, multiplier, at: at))
            }
        default:
            return
        }
        layer.set("path", translated)
    }

    /// Whether a star (or polygon) of `points` points fits `Limits.maximumPathElements`: its construction makes a
    /// move, a segment per vertex (`2 × ⌈points⌉` for a star, `⌈points⌉` for a polygon, after the first) and a close.
    /// Past the limit, the error is recorded at the item's `pt`, before anything is built.
    func spendStarPoints(_ points: Double, isPolygon: Bool, at item: String) -> Bool {
        guard points > 0 else { return true }
        let vertices = (points.rounded(.up) * (isPolygon ? 1 : 2)).checkedInt(rounding: .up) ?? Int.max
        let elements = vertices.addingClamped(2)
        if let problem = limits.problem(withPathElements: elements, counted: "\(fmt(points)) points make \(elements) elements") {
            fail(LottieError(path: item + ".pt", "expected \(problem)"))
            return false
        }
        return true
    }

    /// The component count of a vector property (every keyframe has the same count in valid files).
    private func sizeCount(_ g: KeyframeGroup<LottieVector>) -> Int { g.keyframes[0].value.count }

    // MARK: Trim (ShapeAnimation.swift: `Trim.caShapeLayerKeyframes`)

    func isEmptyTrim(_ item: ShapeItem) -> Bool {
        guard case .trim(let s, let e, _) = item.kind else { return true }
        return s.keyframes.count == 1 && s.keyframes[0].value[0] == 0 && e.keyframes.count == 1 && e.keyframes[0].value[0] == 100
    }

    /// Adds `strokeStart` / `strokeEnd` and returns how many times the path must be repeated: an offset moves both
    /// ends by offset/360, and when they then leave 0…1 the path is drawn several times over, so the trimmed
    /// stretch is still one contiguous range of the repeated path.
    func addTrim(_ item: ShapeItem, to layer: LayerNode, context: TimeContext) -> Int {
        guard case .trim(let start, let end, let offset) = item.kind else { return 1 }
        var s: KeyframeGroup<LottieVector>, e: KeyframeGroup<LottieVector>
        let times = Set(start.keyframes.map(\.time) + end.keyframes.map(\.time))
        let pairs = times.map { (start.value(atFrame: $0)[0], end.value(atFrame: $0)[0]) }
        if pairs.allSatisfy({ $0.0 <= $0.1 }) {
            (s, e) = (start, end)
        } else if pairs.allSatisfy({ $0.0 >= $0.1 }) {
            (s, e) = (end, start)
        } else {
            let c = combined([start, end]) { v -> LottieVector in
                v[0][0] < v[1][0] ? [v[0][0], v[1][0]] : [v[1][0], v[0][0]]
            }
            (s, e) = (c.map { [$0[0]] }, c.map { [$0[1]] })
        }
        var multiplier = 1
        if offset.keyframes.contains(where: { $0.value[0] != 0 }) {
            let c = combined([s, e, offset]) { v -> LottieVector in
                [v[0][0] + v[2][0] / 360 * 100, v[1][0] + v[2][0] / 360 * 100]
            }
            s = c.map { [$0[0]] }
            e = c.map { [$0[1]] }
            let minimum = ((s.keyframes.map { $0.value[0] }.min() ?? 0) / 100).rounded(.down)
            let maximum = ((e.keyframes.map { $0.value[0] }.max() ?? 100) / 100).rounded(.up)
            if minimum < 0 {
                s = s.map { [$0[0] + abs(minimum) * 100] }
                e = e.map { [$0[0] + abs(minimum) * 100] }
            }
            let total = abs(maximum) + abs(minimum)
            multiplier = total >= 1 && total < 1000 ? Int(exactly: total) ?? 1 : 1
        }
        let m = Double(multiplier)
        layer.set("strokeStart", PropertyAnimation.translate(s, keyPath: "strokeStart", context: context) {
            .number($0[0] / m / 100)
        })
        layer.set("strokeEnd", PropertyAnimation.translate(e, keyPath: "strokeEnd", context: context) {
            .number($0[0] / m / 100)
        })
        return multiplier
    }

    // MARK: Stroke (StrokeAnimation.swift)

    func addStroke(_ style: StrokeStyle, width: KeyframeGroup<LottieVector>?, color: KeyframeGroup<LottieVector>?,
                   to layer: LayerNode, path: String, context: TimeContext) {
        layer.state.lineJoin = style.lineJoin == 1 ? .miter : style.lineJoin == 3 ? .bevel : .round
        layer.state.lineCap = style.lineCap == 1 ? .butt : style.lineCap == 3 ? .square : .round
        layer.state.miterLimit = style.miterLimit
        if let color {
            layer.set("strokeColor", PropertyAnimation.translate(LottieTranslator.decodedColors(color),
                                                                 keyPath: "strokeColor", context: context) {
                .color(LottieTranslator.rgb($0))
            })
        }
        layer.set("lineWidth", PropertyAnimation.translate(width ?? style.width, keyPath: "lineWidth", context: context) {
            .number($0[0])
        })
        layer.set("opacity", PropertyAnimation.translate(style.opacity, keyPath: "opacity", context: context) {
            .number($0[0] / 100)
        })
        if !style.dashes.isEmpty {
            // Zero lengths become 0.01 (lottie-ios: Core Animation draws round dots of length 0 as pills).
            let pattern = style.dashes.map { $0.keyframes[0].value[0] == 0 ? 0.01 : $0.keyframes[0].value[0] }
            if options.semantics == .afterEffects, style.dashes.contains(where: \.isAnimated) {
                // After Effects keyframes dash and gap lengths, and lottie-web's `DashProperty` recomputes its dash
                // array at every frame; lottie-ios reads only the first (`exactlyOneKeyframe`, the branch below).
                // The lengths are kept as written (no 0 → 0.01, lottie-ios's workaround for Core Animation), so
                // they interpolate as After Effects interpolates them; the renderer draws a zero-length dash as
                // its caps (a dot when round, as SVG and After Effects) and an all-zero pattern solid.
                let lengths = combined(style.dashes) { v in v.map { l in max(l[0], 0) } }
                layer.set("lineDashPattern", PropertyAnimation.translate(lengths, keyPath: "lineDashPattern",
                                                                         context: context) { .numbers($0) })
            } else if !pattern.allSatisfy({ $0 == 0.01 }) {
                layer.state.lineDashPattern = pattern
            }
            if let phase = style.dashPhase {
                layer.set("lineDashPhase", PropertyAnimation.translate(phase, keyPath: "lineDashPhase", context: context) {
                    .number($0[0])
                })
            }
        }
    }
}

/// Several shapes' values at one keyframe (lottie-ios's `CombinedShapeItem`).
struct CombinedShapes: LottieInterpolatable {
    var shapes: [BezierShape]
    func interpolated(to other: CombinedShapes, amount: Double) -> CombinedShapes {
        CombinedShapes(shapes: zip(shapes, other.shapes).map { $0.interpolated(to: $1, amount: amount) })
    }
}
