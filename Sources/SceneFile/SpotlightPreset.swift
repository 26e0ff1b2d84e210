import Composition
import Geometry
import Motion

/// The `spotlight` preset: seed 003's coach-mark transition. The screen is dimmed except a rounded-rect hole over
/// one of the targets, which carries a gradient border; at each step the hole and the border glide to another target.
///
/// It expands into ordinary layers and transactions, exactly what a user could write by hand
/// (`Scenes/spotlight.json` is that hand-written form of `Scenes/spotlight-preset.json`):
/// - `<id>`: a container as large as the canvas;
/// - `<id>-dim`: a shape layer filling the canvas with `dimColor`, even-odd, its path the canvas rect followed by
///   the hole's rounded rect;
/// - `<id>-border`: a gradient layer (top-left → bottom-right) whose frame is the border's outer rect, masked by
///   `<id>-borderMask`, a stroked rounded rect inset by half the border width (Core Animation's own border
///   construction), so the visible ring runs from the outer rect inward by `border.width`.
///
/// Each step is a transaction of `duration` and `timingFunction` that moves `<id>-border` (position and bounds)
/// and both paths with one common begin time. While moving, both paths are seed 003's quad-curve rounded rects,
/// whose element structure never changes; the completion swaps in the true (continuous) rounded rect, as the seed
/// does with `UIBezierPath(roundedRect:cornerRadius:)`. A step that starts after the previous move has ended
/// first swaps the quad-curve form of the current rect back in (duration 0), so the move starts from it.
struct SpotlightPreset {
    struct Step { var at: Double; var target: Int }

    var id: String
    var targets: [Rect]
    var steps: [Step]
    var cornerRadius: Double = 16
    /// Shrinks the hole inside each target (negative grows it), as `CGRect.insetBy(dx:dy:)`.
    var inset: Double = 0
    var dimColor = Color(red: 0, green: 0, blue: 0, alpha: 0.6)
    var borderWidth: Double = 3
    var borderColors: [Color] = SpotlightPreset.defaultBorderColors
    var borderPlacement: BorderPlacement = .inside
    var duration: Double = 0.15
    var timingFunction: TimingFunction = .easeInEaseOut
    var canvasSize: Size

    static let defaultBorderColors: [Color] = ["#FF3B30", "#FF9500", "#FFCC00", "#34C759", "#007AFF", "#AF52DE"]
        .map { try! Color(hex: $0) }

    static let fields: Set<String> = [
        "id", "type", "targets", "steps", "cornerRadius", "inset", "dimColor", "border", "duration", "timingFunction",
    ]

    init(node: JSONNode<SceneError>, canvasSize: Size) throws {
        _ = try node.object(allowing: Self.fields)
        self.canvasSize = canvasSize
        guard let idNode = node["id"] else { throw node.fail("a spotlight needs an \"id\"") }
        id = try idNode.string()
        guard !id.isEmpty else { throw idNode.fail("expected a non-empty id") }
        guard let targetsNode = node["targets"] else { throw node.fail("a spotlight needs \"targets\"") }
        targets = try targetsNode.array().map { n in
            let r = try n.rect()
            guard r.width > 0, r.height > 0 else { throw n.fail("a target needs a positive width and height") }
            return r
        }
        guard !targets.isEmpty else { throw targetsNode.fail("expected at least one target rect") }
        steps = []
        if let stepsNode = node["steps"] {
            for n in try stepsNode.array() {
                _ = try n.object(allowing: ["at", "target"])
                guard let atNode = n["at"] else { throw n.fail("a step needs \"at\"") }
                guard let targetNode = n["target"] else { throw n.fail("a step needs \"target\"") }
                let at = try atNode.number(atLeast: 0)
                let t = try targetNode.number()
                guard t == t.rounded(), t >= 0, Int(t) < targets.count else {
                    throw targetNode.expected("a target index from 0 to \(targets.count - 1)")
                }
                if let last = steps.last, at <= last.at {
                    throw atNode.fail("steps must be in increasing time order (the previous step is at \(JSONWriter.format(last.at)))")
                }
                steps.append(Step(at: at, target: Int(t)))
            }
        }
        if let n = node["cornerRadius"] { cornerRadius = try n.number(atLeast: 0) }
        if let n = node["inset"] { inset = try n.number() }
        if let n = node["dimColor"] { dimColor = try n.color() }
        if let n = node["duration"] { duration = try n.number(atLeast: 0) }
        if let n = node["timingFunction"] { timingFunction = try n.timingFunction() }
        if let border = node["border"] {
            _ = try border.object(allowing: ["width", "colors", "placement"])
            if let n = border["width"] { borderWidth = try n.number(atLeast: 0) }
            if let n = border["colors"] {
                borderColors = try n.array().map { try $0.color() }
                guard borderColors.count >= 2 else { throw n.fail("expected at least two colours") }
            }
            if let n = border["placement"] { borderPlacement = try n.oneOf(BorderPlacement.self) }
        }
        for (k, t) in targets.enumerated() {
            let hole = t.insetBy(dx: inset, dy: inset)
            guard hole.width > 0, hole.height > 0 else {
                throw SceneError(path: "\(targetsNode.path)[\(k)]", "the inset \(JSONWriter.format(inset)) leaves no hole")
            }
        }
    }

    // MARK: Geometry

    /// How far the border's outer edge lies outside the hole.
    private var outset: Double {
        switch borderPlacement {
        case .inside: 0
        case .center: borderWidth / 2
        case .outside: borderWidth
        }
    }

    private func hole(_ target: Int) -> Rect { targets[target].insetBy(dx: inset, dy: inset) }

    private func borderFrame(_ target: Int) -> Rect { hole(target).insetBy(dx: -outset, dy: -outset) }

    private var canvasRect: Rect { Rect(origin: .zero, size: canvasSize) }

    private func dimPath(_ target: Int, _ style: CornerStyle) -> Path {
        var b = Path.Builder()
        b.append(.rect(canvasRect))
        b.append(.roundedRect(hole(target), cornerRadius: cornerRadius, style: style))
        return b.build()
    }

    private func maskPath(_ target: Int, _ style: CornerStyle) -> Path {
        let f = borderFrame(target)
        let local = Rect(x: 0, y: 0, width: f.width, height: f.height)
        let w = borderWidth
        return .roundedRect(local.insetBy(dx: w / 2, dy: w / 2), cornerRadius: max(cornerRadius + outset - w / 2, 0), style: style)
    }

    // MARK: Expansion

    var dimID: String { "\(id)-dim" }
    var borderID: String { "\(id)-border" }
    var borderMaskID: String { "\(id)-borderMask" }

    func expand() -> (layers: [LayerState], transactions: [SceneTransaction]) {
        var steps = self.steps
        var initial = 0
        if let first = steps.first, first.at == 0 {
            initial = first.target
            steps.removeFirst()
        }

        var dim = LayerState(id: dimID, type: .shape)
        dim.setFrame(canvasRect)
        dim.path = dimPath(initial, .continuous)
        dim.fillColor = dimColor
        dim.fillRule = .evenOdd

        let frame = borderFrame(initial)
        var mask = LayerState(id: borderMaskID, type: .shape)
        mask.setFrame(Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        mask.path = maskPath(initial, .continuous)
        mask.fillColor = nil
        mask.strokeColor = .black
        mask.lineWidth = borderWidth

        var border = LayerState(id: borderID, type: .gradient)
        border.setFrame(frame)
        border.colors = borderColors
        border.startPoint = Point(x: 0, y: 0)
        border.endPoint = Point(x: 1, y: 1)
        border.mask = mask

        var container = LayerState(id: id, type: .layer)
        container.setFrame(canvasRect)
        container.sublayers = [dim, border]

        var transactions: [SceneTransaction] = []
        var current = initial
        var previousEnd = -Double.infinity
        for (k, step) in steps.enumerated() {
            let path = "\(id).steps[\(k)]"
            if step.at >= previousEnd {
                // The previous move has ended and its completion swapped in the true rounded rect: start from the
                // quad-curve form of the same rect, as the seed does.
                transactions.append(SceneTransaction(path: path, transaction: Transaction(
                    at: step.at, duration: 0, timingFunction: nil,
                    changes: [
                        PropertyChange(layer: dimID, .path, to: dimPath(current, .quad)),
                        PropertyChange(layer: borderMaskID, .path, to: maskPath(current, .quad)),
                    ])))
            }
            let to = borderFrame(step.target)
            transactions.append(SceneTransaction(path: path, transaction: Transaction(
                at: step.at, duration: duration, timingFunction: timingFunction,
                changes: [
                    PropertyChange(layer: dimID, .path, to: dimPath(step.target, .quad)),
                    PropertyChange(layer: borderID, .position, to: Point(x: to.midX, y: to.midY)),
                    PropertyChange(layer: borderID, keyPath: "bounds",
                                   value: .rect(Rect(x: 0, y: 0, width: to.width, height: to.height))),
                    PropertyChange(layer: borderMaskID, .path, to: maskPath(step.target, .quad)),
                ],
                completion: [
                    PropertyChange(layer: dimID, .path, to: dimPath(step.target, .continuous)),
                    PropertyChange(layer: borderMaskID, .path, to: maskPath(step.target, .continuous)),
                ])))
            current = step.target
            previousEnd = step.at + duration
        }
        return ([container], transactions)
    }
}

/// A transaction with the JSON path it came from, for error messages.
struct SceneTransaction {
    var path: String
    /// `source` as written (the path is then the source).
    var source: String? = nil
    var transaction: Transaction
    /// `removeAnimations`: (layer id, key; `nil` = all), applied at `transaction.at` before the changes.
    var removals: [(layer: String, key: String?)] = []
}
