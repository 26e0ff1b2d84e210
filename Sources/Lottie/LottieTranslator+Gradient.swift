import Geometry
import Motion

/// Gradient fills and strokes (ShapeItemLayer.swift, GradientAnimations.swift, GradientRenderLayer.swift): a
/// `CAGradientLayer` 10 000 points larger than the shape on every side, masked by the shape; colour stops on the
/// gradient layer, opacity stops on a second gradient layer that masks it.
extension LottieTranslator {
    /// `CALayer.veryLargeLayerPadding`.
    static let gradientPadding = 10_000.0

    func gradientFill(_ g: GradientModel, rule: FillRule, item: Item, pathItems: [Item], otherItems: [Item],
                      rounded: Item?, in node: LayerNode, context: TimeContext) {
        let base = item.item.path
        let container = node.addFilling(id(base + ".container"))
        let pathContainer = container.addFilling(id(base + ".clip"))
        let pathMask = LayerNode(id(base + ".shape"), type: .shape, size: node.size)
        pathMask.state.fillColor = .black
        pathMask.state.fillRule = rule == .evenOdd ? .evenOdd : .nonZero
        pathContainer.mask = pathMask
        let rgb = gradientLayer(id(base + ".colors"), size: node.size)
        pathContainer.sublayers.append(rgb)
        let overlay = container.addFilling(id(base + ".overlay"), type: .shape)
        overlay.state.fillColor = nil
        var alpha: LayerNode? = nil
        if hasAlpha(g) {
            let a = gradientLayer(id(base + ".alpha"), size: node.size, isMask: true)
            rgb.mask = a
            alpha = a
        }
        for layer in [pathMask, overlay] {
            addPath(pathItems, to: layer, multiplier: 1, rounded: rounded, context: context)
        }
        addGradient(g, to: rgb, alpha: false, context: context)
        if let alpha { addGradient(g, to: alpha, alpha: true, context: context) }
        if let st = otherItems.first(where: { if case .stroke = $0.item.kind { true } else { false } }),
           case .stroke(let color, let style) = st.item.kind {
            addStroke(style, width: st.strokeWidth, color: color, to: overlay, path: st.item.path, context: context)
        }
    }

    func gradientStroke(_ g: GradientModel, style: StrokeStyle, item: Item, pathItems: [Item], otherItems: [Item],
                        rounded: Item?, in node: LayerNode, context: TimeContext) {
        let base = item.item.path
        let container = node.addFilling(id(base + ".container"))
        let pathMask = LayerNode(id(base + ".shape"), type: .shape, size: node.size)
        pathMask.state.fillColor = nil
        pathMask.state.strokeColor = .black
        container.mask = pathMask
        let rgb = gradientLayer(id(base + ".colors"), size: node.size)
        container.sublayers.append(rgb)
        if hasAlpha(g) {
            let a = gradientLayer(id(base + ".alpha"), size: node.size, isMask: true)
            rgb.mask = a
            addGradient(g, to: a, alpha: true, context: context)
        }
        var multiplier = 1
        if let tm = otherItems.first(where: { $0.item.isTrim }) {
            multiplier = addTrim(tm.item, to: pathMask, context: context)
        }
        addPath(pathItems, to: pathMask, multiplier: multiplier, rounded: rounded, context: context)
        addGradient(g, to: rgb, alpha: false, context: context)
        addStroke(style, width: item.strokeWidth, color: nil, to: pathMask, path: base, context: context)
    }

    /// `GradientRenderLayer`: bounds padded by 10 000 points on every side, anchored at the top-left and moved back
    /// by the padding (half the difference between its superlayer's size and its own), so the shape's coordinates
    /// fall inside it. The opacity gradient masks the colour gradient: its "superlayer" is the colour layer, of its
    /// own size, so it is not moved (Core Animation's snapshots agree: a moved one would sample its first or last
    /// stop everywhere).
    ///
    /// Its colours are interpolated as `render(in:)` draws a `CAGradientLayer` (`CGGradientCreateWithColors(NULL, …)`:
    /// Generic RGB, `GradientColorSpace.genericRGB`) under lottie-ios semantics, the lighter ramp every lottie-ios
    /// snapshot shows (docs/lottie.md, "Gradient colour"); in sRGB under after-effects semantics, as After Effects
    /// interpolates in its (default, non-linear) sRGB working space.
    private func gradientLayer(_ id: String, size: Size, isMask: Bool = false) -> LayerNode {
        let p = LottieTranslator.gradientPadding
        let n = LayerNode(id, type: .gradient, size: Size(width: size.width + 2 * p, height: size.height + 2 * p))
        if !isMask { n.wholeTransform = .translation(-p, -p) }
        n.state.gradientColorSpace = options.semantics == .lottieIOS ? .genericRGB : .sRGB
        semanticsNotes.note("gradient colours (Generic RGB, as Core Animation's render(in:), or sRGB)")
        return n
    }

    private func hasAlpha(_ g: GradientModel) -> Bool {
        g.colors.keyframes.contains { kf in alphaStops(g, kf.value).contains { $0.color.alpha < 0.999 } }
    }

    private func colorStops(_ g: GradientModel, _ c: LottieVector) -> [(color: Color, location: Double)] {
        (0..<g.numberOfColors).map { i in
            (Color(red: c[4 * i + 1], green: c[4 * i + 2], blue: c[4 * i + 3], alpha: 1), c[4 * i])
        }
    }

    private func alphaStops(_ g: GradientModel, _ c: LottieVector) -> [(color: Color, location: Double)] {
        var out: [(color: Color, location: Double)] = []
        var i = g.numberOfColors * 4
        while i + 1 < c.count {
            out.append((Color(red: 0, green: 0, blue: 0, alpha: c[i + 1]), c[i]))
            i += 2
        }
        return out
    }

    /// Stops in the order of their locations (stable): files in the wild list them out of order (the oracle's
    /// Issues-issue_1855), which Cairo sorts the same way when it adds them ("stops … sorted according to the
    /// order in which they are added" for equal offsets), so the frames do not change, and `animate expand`
    /// writes locations a scene file accepts.
    private func sortedStops(_ s: [(color: Color, location: Double)]) -> [(color: Color, location: Double)] {
        s.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    private func addGradient(_ g: GradientModel, to layer: LayerNode, alpha: Bool, context: TimeContext) {
        let stops: (LottieVector) -> [(color: Color, location: Double)] = {
            self.sortedStops(alpha ? self.alphaStops(g, $0) : self.colorStops(g, $0))
        }
        layer.state.locations = []
        layer.state.colors = Array(repeating: .black, count: stops(g.colors.keyframes[0].value).count)
        layer.set("colors", PropertyAnimation.translate(g.colors, keyPath: "colors", context: context) {
            .colors(stops($0).map(\.color))
        })
        layer.set("locations", PropertyAnimation.translate(g.colors, keyPath: "locations", context: context) {
            .numbers(stops($0).map(\.location))
        })
        layer.set("opacity", PropertyAnimation.translate(g.opacity, keyPath: "opacity", context: context) {
            .number($0[0] / 100)
        })
        let size = layer.size
        let p = LottieTranslator.gradientPadding
        func relative(_ x: Double, _ y: Double) -> Point {
            Point(x: (x + p) / size.width, y: (y + p) / size.height)
        }
        if g.type == 2 {
            layer.state.gradientType = .radial
            let c = combined([g.start, g.end]) { v -> LottieVector in
                let s = Point(x: v[0][0], y: v[0][1]), e = Point(x: v[1][0], y: v[1][1])
                let r = s.distance(to: e)
                let a = relative(s.x, s.y), b = relative(s.x + r, s.y + r)
                return [a.x, a.y, b.x, b.y]
            }
            layer.set("startPoint", PropertyAnimation.translate(c, keyPath: "startPoint", context: context) {
                .point(Point(x: $0[0], y: $0[1]))
            })
            layer.set("endPoint", PropertyAnimation.translate(c, keyPath: "endPoint", context: context) {
                .point(Point(x: $0[2], y: $0[3]))
            })
            if let highlight = g.highlight { addHighlight(highlight, of: g, to: layer, context: context) }
        } else {
            layer.state.gradientType = .axial
            layer.set("startPoint", PropertyAnimation.translate(g.start, keyPath: "startPoint", context: context) {
                .point(relative($0[0], $0[1]))
            })
            layer.set("endPoint", PropertyAnimation.translate(g.end, keyPath: "endPoint", context: context) {
                .point(relative($0[0], $0[1]))
            })
        }
    }
}
