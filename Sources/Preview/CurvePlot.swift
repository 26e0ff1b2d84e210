import Composition
import Foundation
import Geometry
import Motion

/// Value-versus-time curves of every animated property of a scene: one panel per layer and key path, one line per
/// component (x and y of a point; x, y, width, height of a rect; …), with the spans where animations run shaded and
/// transaction commits marked by dashed lines.
public struct CurvePlot {
    /// One line of a panel.
    public struct Series: Sendable {
        /// "x", "height", "r", "2.y" (component y of sub-path 2).
        public var name: String
        /// One value per sample time; NaN where the property has no such component.
        public var values: [Double]
        public var isConstant: Bool {
            let finite = values.filter(\.isFinite)
            guard let first = finite.first else { return true }
            return finite.allSatisfy { $0 == first }
        }
    }

    /// One animated property.
    public struct Panel: Sendable {
        public var layer: String
        public var keyPath: String
        public var series: [Series]
        /// Composition-time intervals in which an animation of this property runs.
        public var spans: [ClosedRange<Double>]
        /// A note on how the value is shown (paths: "sub-path bounds", the bounds of each moving sub-path).
        public var note: String?
        /// The vertical axis points down, as y does on screen: the panel shows a y-like value (`position.y`, the y
        /// of a point, a rect's origin y), so a layer moving down on screen draws a curve going down.
        public var pointsDown = false
    }

    /// Whether a series of `keyPath` is y-like: grows downward on screen.
    static func isYLike(series name: String, keyPath: String) -> Bool {
        name == "y" || name.hasSuffix(".y") || (name == "value" && keyPath.hasSuffix(".y"))
    }

    /// The vertical pixel of value `v` in a plot area from `top`, `height` tall, showing `lo`…`hi`: larger values
    /// higher, or lower when the axis `pointsDown`.
    static func y(of v: Double, lo: Double, hi: Double, top: Double, height: Double, pointsDown: Bool) -> Double {
        let f = (v - lo) / (hi - lo)
        return pointsDown ? top + f * height : top + height - f * height
    }

    public var title: String
    public var duration: Double
    /// The sample times (evenly spaced over 0…duration).
    public var times: [Double]
    public var panels: [Panel]
    /// Commit times of transactions, in scene time.
    public var transactionTimes: [Double]

    /// Samples every animated property of `scene` (as listed by `timeline`) at `samples` evenly spaced times.
    public init(scene: Composition, timeline: SceneTimeline, title: String, samples: Int = 1057) {
        self.title = title
        duration = scene.duration
        let n = max(samples, 2)
        let d = duration
        let sampleTimes = (0..<n).map { d * Double($0) / Double(n - 1) }
        times = sampleTimes
        transactionTimes = Array(Set(timeline.transactions.map(\.transaction.at))).sorted()
        panels = timeline.animatedProperties.map { prop in
            let values = sampleTimes.map { t in
                (try? scene.tree.presentation(of: prop.layer, at: t)?.value(forKeyPath: prop.keyPath)) ?? nil
            }
            var series = CurvePlot.components(values)
            let isPath = values.contains { if case .path? = $0 { return true } else { return false } }
            if isPath { series = series.filter { !$0.isConstant } }
            let down = series.contains { !$0.isConstant && CurvePlot.isYLike(series: $0.name, keyPath: prop.keyPath) }
            var notes: [String] = isPath ? ["sub-path bounds"] : []
            if down { notes.append("axis points down, as y on screen") }
            return Panel(layer: prop.layer, keyPath: prop.keyPath, series: series,
                         spans: CurvePlot.spans(of: prop, in: timeline, tree: scene.tree),
                         note: notes.isEmpty ? nil : notes.joined(separator: "; "), pointsDown: down)
        }
    }

    /// Splits sampled values into named numeric components.
    static func components(_ values: [AnimatableValue?]) -> [Series] {
        var names: [String] = []
        var columns: [String: [Double]] = [:]
        for (i, v) in values.enumerated() {
            var parts: [(String, Double)] = []
            switch v {
            case .number(let x)?: parts = [("value", x)]
            case .point(let p)?: parts = [("x", p.x), ("y", p.y)]
            case .size(let s)?: parts = [("width", s.width), ("height", s.height)]
            case .rect(let r)?: parts = [("x", r.origin.x), ("y", r.origin.y), ("width", r.width), ("height", r.height)]
            case .color(let c)?: parts = [("red", c.red), ("green", c.green), ("blue", c.blue), ("alpha", c.alpha)]
            case .transform(let m)? where m.isAffine:
                let t = m.affine
                parts = [("a", t.a), ("b", t.b), ("c", t.c), ("d", t.d), ("tx", t.tx), ("ty", t.ty)]
            case .transform(let m)?:
                parts = zip((1...4).flatMap { i in (1...4).map { "m\(i)\($0)" } }, m.rowMajor).map { ($0, $1) }
            case .numbers(let ns)?: parts = ns.enumerated().map { ("[\($0)]", $1) }
            case .bool(let b)?: parts = [("value", b ? 1 : 0)]
            case .path(let p)?:
                let subs = p.subpaths
                for (k, s) in subs.enumerated() {
                    let b = s.bounds
                    let prefix = subs.count > 1 ? "\(k + 1)." : ""
                    parts += [("\(prefix)x", b.origin.x), ("\(prefix)y", b.origin.y),
                              ("\(prefix)width", b.width), ("\(prefix)height", b.height)]
                }
            default: break
            }
            for (name, x) in parts {
                if columns[name] == nil {
                    names.append(name)
                    columns[name] = [Double](repeating: .nan, count: values.count)
                }
                columns[name]![i] = x
            }
        }
        return names.map { Series(name: $0, values: columns[$0]!) }
    }

    /// Where animations of `prop` run, in scene time: explicit animations' active intervals (`LayerTree`'s, after
    /// every ancestor's timing), animated transactions' (`LayerTree.activeInterval(of:onLayer:)`, through the layer's
    /// timing too).
    static func spans(of prop: (layer: String, keyPath: String), in timeline: SceneTimeline, tree: LayerTree) -> [ClosedRange<Double>] {
        var out: [ClosedRange<Double>] = []
        for a in timeline.animations where a.layer == prop.layer && a.animation.keyPaths.contains(prop.keyPath) {
            guard let interval = try? tree.activeInterval(of: a.animation, onLayer: a.layer, addedAt: a.addedAt ?? 0) else { continue }
            if interval.upperBound > interval.lowerBound { out.append(interval) }
        }
        for t in timeline.transactions
        where t.transaction.changes.contains(where: { $0.layer == prop.layer && $0.keyPath == prop.keyPath }) {
            if let interval = try? tree.activeInterval(of: t.transaction, onLayer: prop.layer) { out.append(interval) }
        }
        return out
    }

    // MARK: Drawing

    /// The drawing's width in points.
    public static let width = 1200.0
    static let margin = 16.0
    static let axisWidth = 88.0
    static let panelHeight = 132.0
    static let titleHeight = 24.0
    static let tickLabelHeight = 24.0
    static let panelGap = 14.0
    static let headerHeight = 76.0
    static let cell = 2.0

    /// Where the time axis runs across the drawing, in points from its left edge: 0 s at the lower bound, the
    /// duration at the upper one (for a cursor laid over the picture; the drawing is `width` points wide).
    public static var timeAxis: ClosedRange<Double> { (margin + axisWidth)...(width - margin) }

    /// The plot as a drawing, 1200 points wide.
    public func drawing() -> Drawing {
        let w = CurvePlot.width, m = CurvePlot.margin, cell = CurvePlot.cell
        let plotX = m + CurvePlot.axisWidth
        let plotW = w - plotX - m
        let panelTotal = CurvePlot.titleHeight + CurvePlot.panelHeight + CurvePlot.tickLabelHeight + CurvePlot.panelGap
        let h = CurvePlot.headerHeight + Double(max(panels.count, 1)) * panelTotal + m
        var d = Drawing(size: Size(width: w, height: h), background: Palette.background)
        d.text(title, at: Point(x: m, y: m), cell: cell, color: Palette.text)

        // Legend for the markers.
        var lx = m
        let ly = m + 22
        d.fill(Rect(x: lx, y: ly, width: 24, height: 14), Palette.span)
        d.fill(Rect(x: lx, y: ly, width: 2, height: 14), Palette.spanEdge)
        d.fill(Rect(x: lx + 22, y: ly, width: 2, height: 14), Palette.spanEdge)
        lx += 32
        let spanText = "an animation runs"
        d.text(spanText, at: Point(x: lx, y: ly), cell: cell, color: Palette.secondaryText)
        lx += PixelFont.width(of: spanText, cell: cell) + 28
        dashed(&d, x: lx + 1, from: ly, to: ly + 14)
        lx += 12
        d.text("a transaction commits     time in seconds", at: Point(x: lx, y: ly), cell: cell, color: Palette.secondaryText)

        let ticks = CurvePlot.ticks(duration)
        func xOf(_ t: Double) -> Double { duration > 0 ? plotX + t / duration * plotW : plotX }

        for (p, panel) in panels.enumerated() {
            let top = CurvePlot.headerHeight + Double(p) * panelTotal
            let plotTop = top + CurvePlot.titleHeight
            let plotH = CurvePlot.panelHeight
            // Title and legend.
            var tx = m
            let heading = "\(panel.layer) · \(panel.keyPath)"
            d.text(heading, at: Point(x: tx, y: top), cell: cell, color: Palette.text)
            tx += PixelFont.width(of: heading, cell: cell) + 24
            let visible = panel.series.enumerated().filter { !$0.element.isConstant || panel.series.allSatisfy(\.isConstant) }
            for (k, s) in panel.series.enumerated() {
                let color = Palette.series[k % Palette.series.count]
                if s.isConstant, visible.count < panel.series.count {
                    let v = s.values.first(where: \.isFinite).map { CurvePlot.label($0, step: 0.01) } ?? "-"
                    let text = "\(s.name) = \(v)"
                    d.text(text, at: Point(x: tx, y: top), cell: cell, color: Palette.secondaryText)
                    tx += PixelFont.width(of: text, cell: cell) + 18
                } else {
                    d.fill(Rect(x: tx, y: top + 2, width: 10, height: 10), color)
                    tx += 16
                    d.text(s.name, at: Point(x: tx, y: top), cell: cell, color: Palette.text)
                    tx += PixelFont.width(of: s.name, cell: cell) + 18
                }
            }
            if let note = panel.note {
                d.text("(\(note))", at: Point(x: tx, y: top), cell: cell, color: Palette.secondaryText)
            }

            // Frame, spans, grid, markers.
            d.fill(Rect(x: plotX, y: plotTop, width: plotW, height: plotH), Palette.panel)
            for span in panel.spans {
                let x0 = xOf(max(span.lowerBound, 0)).rounded(), x1 = xOf(min(span.upperBound, duration)).rounded()
                guard x1 > x0 else { continue }
                d.fill(Rect(x: x0, y: plotTop, width: x1 - x0, height: plotH), Palette.span)
                d.fill(Rect(x: x0, y: plotTop, width: 1, height: plotH), Palette.spanEdge)
                d.fill(Rect(x: x1 - 1, y: plotTop, width: 1, height: plotH), Palette.spanEdge)
            }
            for t in ticks {
                let x = xOf(t).rounded()
                d.fill(Rect(x: x, y: plotTop, width: 1, height: plotH), Palette.grid)
                let text = CurvePlot.label(t, step: ticks.count > 1 ? ticks[1] - ticks[0] : 1)
                let tw = PixelFont.width(of: text, cell: cell)
                d.text(text, at: Point(x: min(max(x - tw / 2, plotX), plotX + plotW - tw).rounded(), y: plotTop + plotH + 6),
                       cell: cell, color: Palette.secondaryText)
            }
            for t in transactionTimes where t <= duration {
                dashed(&d, x: xOf(t).rounded(), from: plotTop, to: plotTop + plotH)
            }

            // Value range and curves.
            let finite = visible.flatMap { $0.element.values.filter(\.isFinite) }
            var lo = finite.min() ?? 0, hi = finite.max() ?? 1
            if hi - lo < 1e-9 { lo -= 1; hi += 1 }
            let pad = (hi - lo) * 0.08
            let yLo = lo - pad, yHi = hi + pad
            func yOf(_ v: Double) -> Double {
                CurvePlot.y(of: v, lo: yLo, hi: yHi, top: plotTop, height: plotH, pointsDown: panel.pointsDown)
            }
            let step = CurvePlot.niceStep((hi - lo) / 4)
            for (v, text) in [(hi, CurvePlot.label(hi, step: step)), (lo, CurvePlot.label(lo, step: step))] {
                let y = yOf(v).rounded()
                d.fill(Rect(x: plotX, y: y, width: plotW, height: 1), Palette.grid)
                let tw = PixelFont.width(of: text, cell: cell)
                d.text(text, at: Point(x: plotX - 8 - tw, y: y - 7), cell: cell, color: Palette.secondaryText)
            }
            d.fill(Rect(x: plotX, y: plotTop, width: 1, height: plotH), Palette.rule)
            d.fill(Rect(x: plotX, y: plotTop + plotH - 1, width: plotW, height: 1), Palette.rule)
            for (k, s) in visible {
                var b = Path.Builder()
                var penDown = false
                for (i, v) in s.values.enumerated() {
                    guard v.isFinite else { penDown = false; continue }
                    let pt = Point(x: xOf(times[i]), y: yOf(v))
                    if penDown { b.line(to: pt) } else { b.move(to: pt); penDown = true }
                }
                d.stroke(b.build(), Palette.series[k % Palette.series.count], width: 2)
            }
        }
        return d
    }

    private func dashed(_ d: inout Drawing, x: Double, from y0: Double, to y1: Double) {
        var y = y0
        while y < y1 {
            d.fill(Rect(x: x, y: y, width: 1, height: min(4, y1 - y)), Palette.transaction)
            y += 7
        }
    }

    /// Tick times: multiples of a round step, at most 14 of them.
    static func ticks(_ duration: Double) -> [Double] {
        guard duration > 0 else { return [0] }
        let steps = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600]
        let step = steps.first { duration / $0 <= 14 } ?? duration / 10
        var out: [Double] = []
        var k = 0.0
        while k * step <= duration + 1e-9 {
            out.append((k * step * 1e6).rounded() / 1e6)
            k += 1
        }
        return out
    }

    static func niceStep(_ raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        let e = pow(10, floor(log10(raw)))
        return [1, 2, 5, 10].map { $0 * e }.first { $0 >= raw } ?? 10 * e
    }

    /// A number with as many decimals as `step` needs (at most 4).
    static func label(_ v: Double, step: Double) -> String {
        let decimals = step >= 1 ? 0 : (-log10(step) - 1e-9).clampedInt(rounding: .up, in: Int.min...4)
        let p = pow(10, Double(decimals))
        let r = (v * p).rounded() / p
        return NumberText.format(r == 0 ? 0 : r).replacingOccurrences(of: "-", with: "−")
    }
}
