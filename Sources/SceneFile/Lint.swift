import Composition
import Geometry
import Motion

/// Warnings about Core Animation pitfalls in a scene that is otherwise valid: things that render, but probably not
/// as the author meant, or not as an iOS device would. Warnings are values; the command line prints them.
public enum Lint {
    /// What a warning is about.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        /// An animation is removed when it ends while the model value differs from its final value: the layer
        /// snaps back.
        case snapBack
        /// A path animation between paths of different element structure: undefined in Core Animation.
        case pathStructure
        /// Animations that look meant to start together begin less than one frame apart.
        case nearlySimultaneous
        /// A canvas pixel size that H.264 in yuv420p cannot take, or that is rounded.
        case pixelSize
        /// Keyframe `keyTimes`, `values` and `timingFunctions` that do not match.
        case keyframes
        /// Constraints that leave a layer's frame ambiguous, or a font the renderer replaces (see `LayoutWarning`).
        case layout
        /// A feature of the input that the reader does not support (a Lottie file's expressions, text layers, …):
        /// the rest renders without it.
        case unsupported
        /// An animation that cannot move anything: its from and to values are equal while nothing else changes the
        /// property (Core Animation's classic gotcha: only `toValue`, with the model set to it at the same moment).
        case noOp
    }

    /// One warning: where (a JSON path) and what.
    public struct Warning: Sendable, Hashable, JSONPathMessage {
        public var rule: Rule
        /// The JSON path of the value the warning is about (`animations[2]`, `canvas.size`).
        public var path: String
        public var message: String

        public init(rule: Rule, path: String, message: String) {
            self.rule = rule
            self.path = path
            self.message = message
        }
    }

    /// Lints a loaded scene. Warnings come in rule order, then file order.
    public static func check(scene: Composition) -> [Warning] {
        let timeline = scene.timeline
        var out: [Warning] = []
        out += snapBacks(timeline, scene)
        out += pathStructures(timeline, scene)
        out += nearlySimultaneous(timeline, fps: scene.canvas.fps)
        out += pixelSize(scene.canvas)
        out += keyframes(timeline)
        out += scene.layoutWarnings.map { Warning(rule: .layout, path: $0.path, message: $0.message) }
        out += noOps(timeline, scene)
        out += replicatorTints(scene)
        return out
    }

    static let frameEpsilon = 1e-9

    // MARK: Snap-back

    static func snapBacks(_ timeline: SceneTimeline, _ scene: Composition) -> [Warning] {
        var out: [Warning] = []
        for entry in timeline.animations {
            let keyPaths = entry.animation.keyPaths
            let removed = entry.animation.isRemovedOnCompletion || !entry.animation.timing.fillMode.fillsForwards
            guard removed else { continue }
            // The end in the layer's local time, and in scene time (after every ancestor's timing).
            let end = entry.animation.resolvedTiming.activeEnd(default: MediaTiming.defaultDuration)
            guard end.isFinite, end >= 0,
                  let interval = try? scene.tree.activeInterval(of: entry.animation, onLayer: entry.layer, addedAt: entry.addedAt ?? 0),
                  interval.upperBound.isFinite,
                  var model = scene.tree.model(at: interval.upperBound).lazy.compactMap({ $0.find(entry.layer) }).first
            else { continue }
            // The animation alone on the layer's model state at its end: what it shows in its last instant.
            model.sublayers = []
            model.mask = nil
            var alone = LayerTree(layers: [model])
            guard (try? alone.add(entry.animation, toLayer: entry.layer, at: 0)) != nil,
                  let last = alone.presentation(of: entry.layer, at: model.parentTime(fromLocalTime: end)) else { continue }
            for keyPath in keyPaths {
                guard let shown = try? last.value(forKeyPath: keyPath),
                      let modelValue = try? model.value(forKeyPath: keyPath), shown != modelValue else { continue }
                let why = entry.animation.isRemovedOnCompletion ? "isRemovedOnCompletion is true" : "its fillMode does not fill forwards"
                out.append(Warning(rule: .snapBack, path: entry.path, message:
                    "\(entry.layer).\(keyPath) snaps back when this animation ends at \(JSONWriter.format(interval.upperBound)) s (\(why)): "
                    + "it shows \(display(shown)) and then the model value \(display(modelValue)). Set the model value "
                    + "to the final value (a transaction with duration 0), or use \"fillMode\": \"forwards\" with "
                    + "\"isRemovedOnCompletion\": false"))
            }
        }
        return out
    }

    // MARK: Path structure

    static func pathStructures(_ timeline: SceneTimeline, _ scene: Composition) -> [Warning] {
        var out: [Warning] = []
        func message(_ from: Path, _ to: Path) -> String {
            "a path animation between paths of different element structure (\(describe(from)) → \(describe(to))): "
            + "Core Animation's result is undefined there, so a device will not show the smooth morph this preview shows. Give both paths the same "
            + "elements, e.g. rounded rects with \"style\": \"quad\""
        }
        for entry in timeline.animations {
            func walk(_ a: Animation, path: String, begin: Double) {
                if case .group(let g) = a {
                    for (k, c) in g.animations.enumerated() { walk(c, path: "\(path).animations[\(k)]", begin: begin) }
                }
                guard case .basic(let b) = a, b.keyPath == LayerProperty<Path?>.path.keyPath else { return }
                let model = scene.tree.model(at: begin).lazy.compactMap { $0.find(entry.layer) }.first?.path
                let from = b.fromValue.flatMap(pathOf) ?? model
                let to = b.toValue.flatMap(pathOf) ?? model
                if let from, let to, !from.hasSameStructure(as: to) {
                    out.append(Warning(rule: .pathStructure, path: path, message: message(from, to)))
                }
            }
            walk(entry.animation, path: entry.path, begin: entry.animation.timing.beginTime)
        }
        for entry in timeline.transactions {
            let t = entry.transaction
            guard t.duration > 1e-6 else { continue }
            for c in t.changes where c.keyPath == LayerProperty<Path?>.path.keyPath {
                guard case .path(let to) = c.value,
                      let state = scene.tree.presentation(of: c.layer, at: t.at), let from = state.path,
                      !from.hasSameStructure(as: to) else { continue }
                out.append(Warning(rule: .pathStructure, path: "\(entry.path).set.\(c.layer).\(c.keyPath)",
                                   message: message(from, to)))
            }
        }
        return out
    }

    private static func pathOf(_ v: AnimatableValue) -> Path? {
        if case .path(let p) = v { return p }
        return nil
    }

    /// "12 elements (move, cubic ×4, …)" – short.
    static func describe(_ p: Path) -> String {
        var runs: [(PathElement.Kind, Int)] = []
        for k in p.structure {
            if let last = runs.last, last.0 == k { runs[runs.count - 1].1 += 1 } else { runs.append((k, 1)) }
        }
        let text = runs.prefix(6).map { $0.1 > 1 ? "\($0.0) ×\($0.1)" : "\($0.0)" }.joined(separator: ", ")
        return "\(p.elements.count) elements: \(text)\(runs.count > 6 ? ", …" : "")"
    }

    // MARK: Begin times

    static func nearlySimultaneous(_ timeline: SceneTimeline, fps: Double) -> [Warning] {
        var starts: [(time: Double, path: String)] = []
        var out: [Warning] = []
        let frame = 1 / fps
        func check(_ list: [(time: Double, path: String)], relative: String) {
            var warned = Set<String>()
            for (i, a) in list.enumerated() {
                for b in list[..<i] {
                    let d = abs(a.time - b.time)
                    guard d > frameEpsilon, d < frame - frameEpsilon, !warned.contains(a.path) else { continue }
                    warned.insert(a.path)
                    out.append(Warning(rule: .nearlySimultaneous, path: a.path, message:
                        "begins at \(JSONWriter.format(a.time)) s\(relative), \(JSONWriter.format(ExpectationResult.fourDecimals(d))) s "
                        + "from \(b.path) (\(JSONWriter.format(b.time)) s): less than one frame at \(JSONWriter.format(fps)) fps. "
                        + "Animations meant to start together should share one begin time (Core Animation gives every "
                        + "animation of a transaction the same one)"))
                }
            }
        }
        for entry in timeline.animations {
            starts.append((entry.animation.timing.beginTime, entry.path))
            if case .group(let g) = entry.animation {
                check(g.animations.enumerated().map { ($1.timing.beginTime, "\(entry.path).animations[\($0)]") },
                      relative: " in its group")
            }
        }
        for entry in timeline.transactions where entry.transaction.duration > 1e-6 {
            starts.append((entry.transaction.at, entry.path))
        }
        check(starts, relative: "")
        return out
    }

    // MARK: Pixel size

    /// A canvas pixel size that H.264 in yuv420p cannot take (odd), or that is rounded (not whole pixels); the
    /// warnings name `canvas.size`.
    public static func pixelSize(_ canvas: Canvas) -> [Warning] {
        var out: [Warning] = []
        let w = canvas.size.width * canvas.scale, h = canvas.size.height * canvas.scale
        let size = "\(JSONWriter.format(w))×\(JSONWriter.format(h)) px"
        if w != w.rounded() || h != h.rounded() {
            out.append(Warning(rule: .pixelSize, path: "canvas.size", message:
                "size × scale is \(size), not whole pixels: frames are rounded to \(canvas.pixelWidth)×\(canvas.pixelHeight) px"))
        }
        if canvas.pixelWidth % 2 != 0 || canvas.pixelHeight % 2 != 0 {
            out.append(Warning(rule: .pixelSize, path: "canvas.size", message:
                "frames are \(canvas.pixelWidth)×\(canvas.pixelHeight) px: H.264 in yuv420p needs an even width and "
                + "height (colour is stored at half resolution), so MP4 output gets a column or row of background "
                + "(--no-pad-to-even refuses it); make size × scale even"))
        }
        return out
    }

    // MARK: Keyframes

    /// Keyframe animations (in layers, top level and inside groups) that the reader takes but Core Animation does not
    /// play as written: a discrete animation with one key time per value (it never shows the last value), key times
    /// that do not run from 0 to 1, fewer than two values (nothing is applied). The reader rejects the other
    /// mismatches of `keyTimes`, `values` and `timingFunctions` (`KeyframeRules`).
    static func keyframes(_ timeline: SceneTimeline) -> [Warning] {
        var out: [Warning] = []
        func visit(_ animation: Animation, path: String) {
            if case .group(let g) = animation {
                for (k, child) in g.animations.enumerated() { visit(child, path: "\(path).animations[\(k)]") }
            }
            guard case .keyframe(let a) = animation, a.path == nil else { return }
            let values = a.values.count
            if let times = a.keyTimes, !KeyframeRules.isPaced(a.calculationMode) {
                if a.calculationMode == .discrete, times.count == values {
                    out.append(Warning(rule: .keyframes, path: "\(path).keyTimes", message:
                        "\(times.count) keyTimes for \(NumberText.counted(values, "value")): a discrete animation takes one "
                        + "more key time than values; with one per value Core Animation never shows the last value"))
                }
                if let first = times.first, let last = times.last, first != 0 || last != 1 {
                    out.append(Warning(rule: .keyframes, path: "\(path).keyTimes", message:
                        "keyTimes should start at 0 and end at 1 (Core Animation's rule for \(a.calculationMode.rawValue) animations)"))
                }
            }
            if values < 2 {
                out.append(Warning(rule: .keyframes, path: "\(path).values", message:
                    "\(values) value\(values == 1 ? "" : "s"): Core Animation applies a keyframe animation only with at least two values; this one changes nothing"))
            }
        }
        for entry in timeline.animations { visit(entry.animation, path: entry.path) }
        return out
    }

    static func display(_ v: AnimatableValue) -> String {
        if case .path(let p) = v { return "a path (\(describe(p)))" }
        return JSONWriter.write(ExpectationResult.rounded(ValueEncoding.json(v)))
    }

    // MARK: No-op animations

    /// Basic and spring animations (not additive or cumulative) whose resolved from and to values are equal, and
    /// keyframe animations whose values are all equal, on a property that keeps one presentation value over the
    /// animation's whole active interval: nothing moves. The from and to values resolve as Core Animation does, from
    /// the presentation and model values at the begin time (`BasicAnimation.endpoints`).
    static func noOps(_ timeline: SceneTimeline, _ scene: Composition) -> [Warning] {
        var out: [Warning] = []
        for entry in timeline.animations {
            guard let interval = try? scene.tree.activeInterval(of: entry.animation, onLayer: entry.layer, addedAt: entry.addedAt ?? 0),
                  interval.upperBound.isFinite else { continue }
            let begin = interval.lowerBound
            let keyPath: String, same: (AnimatableValue, AnimatableValue) -> String?
            switch entry.animation {
            case .basic(let b) where !b.isAdditive && !b.isCumulative:
                keyPath = b.keyPath
                same = { p, m in
                    guard let e = b.endpoints(presentation: p, model: m), e.from == e.to else { return nil }
                    return "it goes from \(display(e.from)) to \(display(e.to))"
                }
            case .spring(let sp) where !sp.isAdditive && !sp.isCumulative:
                keyPath = sp.keyPath
                var b = BasicAnimation(keyPath: sp.keyPath)
                (b.fromValue, b.toValue, b.byValue) = (sp.fromValue, sp.toValue, sp.byValue)
                same = { p, m in
                    guard let e = b.endpoints(presentation: p, model: m), e.from == e.to else { return nil }
                    return "it goes from \(display(e.from)) to \(display(e.to))"
                }
            case .keyframe(let k) where !k.isAdditive && !k.isCumulative && k.path == nil:
                keyPath = k.keyPath
                same = { _, _ in
                    guard let first = k.values.first, k.values.allSatisfy({ $0 == first }) else { return nil }
                    return "every keyframe value is \(display(first))"
                }
            default:
                continue
            }
            // The property's presentation value over the interval (this animation included): one value throughout.
            let times = (0...4).map { begin + (interval.upperBound - begin) * Double($0) / 4 }
            let shown = times.map { try? scene.tree.presentation(of: entry.layer, at: $0)?.value(forKeyPath: keyPath) }
            guard let first = shown.first, let p = first, shown.allSatisfy({ $0 == p }),
                  let model = try? scene.tree.model(at: begin).lazy.compactMap({ $0.find(entry.layer) }).first?
                    .value(forKeyPath: keyPath),
                  let why = same(p, model) else { continue }
            out.append(Warning(rule: .noOp, path: entry.path, message:
                "\(entry.layer).\(keyPath): this animation cannot move anything: \(why), and nothing else changes the "
                + "value while it runs. A toValue equal to the model value set at the same moment animates nothing in "
                + "Core Animation either: give it a fromValue, or set the model value when it ends (a transaction with duration 0)"))
        }
        return out
    }
}
