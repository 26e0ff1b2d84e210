import Geometry
import Motion

/// SwiftUI's stacks over a layer tree: every layer with a `StackSpec` arranges its sublayers as an HStack, VStack
/// or ZStack, bottom-up (nested stacks first), and hugs them (its `bounds.size` becomes the content size plus
/// padding; its `position` is kept, so a top-level stack stays centred where it was, as SwiftUI centres a view in
/// the space offered).
///
/// The rules, as SwiftUI's: each child keeps its size; along the axis children follow one another with `spacing`
/// between them; across it they line up on the stack's alignment guide: each child's guide value (explicit
/// `alignmentGuides`, else a text layer's baselines, else what it inherits from a nested stack, else the guide's
/// default) is placed on one common line, and the stack's extent runs from the topmost (leftmost) child edge to
/// the bottommost (rightmost). A stack reports to its parent the explicit guides of its children, moved into its
/// own coordinates and merged (averaged; first baselines take the minimum, last baselines the maximum, as
/// SwiftUI's `AlignmentID._combineExplicit`), which is how alignment reaches across nested stacks.
public struct StackLayout: Sendable {
    public var stacks: [String: StackSpec]
    /// Explicit guides per layer id.
    public var guides: [String: [GuideKey: GuideExpression]]
    public var alignments: [String: CustomAlignment]
    /// Text layers' metrics (baselines are explicit guides of a text layer, as SwiftUI's `Text`).
    public var text: [String: TextMetrics]

    public init(stacks: [String: StackSpec] = [:], guides: [String: [GuideKey: GuideExpression]] = [:],
                alignments: [String: CustomAlignment] = [:], text: [String: TextMetrics] = [:]) {
        self.stacks = stacks
        self.guides = guides
        self.alignments = alignments
        self.text = text
    }

    /// What a parent stack sees of a child: its size and explicit guide values.
    public struct Dimensions: Sendable {
        public var size: Size
        public var explicit: [GuideKey: Double]
    }

    public var isEmpty: Bool { stacks.isEmpty }

    /// Lays out every stack in `layers`.
    public func apply(to layers: inout [LayerState]) {
        guard !stacks.isEmpty else { return }
        for i in layers.indices { _ = process(&layers[i]) }
    }

    /// Lays out the stacks in `layer`'s subtree and returns its dimensions.
    @discardableResult
    public func process(_ layer: inout LayerState) -> Dimensions {
        var children: [Dimensions] = []
        for i in layer.sublayers.indices { children.append(process(&layer.sublayers[i])) }
        var inherited: [GuideKey: Double] = [:]
        if let spec = stacks[layer.id] {
            let (size, origins) = arrange(spec, children)
            let o = layer.bounds.origin
            for i in layer.sublayers.indices {
                layer.sublayers[i].setLayoutFrame(Rect(x: o.x + origins[i].x, y: o.y + origins[i].y,
                                                       width: children[i].size.width, height: children[i].size.height))
            }
            layer.bounds.size = size
            inherited = Self.merge(children, origins)
        }
        let size = layer.bounds.size
        var explicit = inherited
        if let t = text[layer.id] {
            explicit[GuideKey("firstTextBaseline", .vertical)] = t.firstBaseline
            explicit[GuideKey("lastTextBaseline", .vertical)] = t.lastBaseline
        }
        let base = explicit
        for (key, e) in guides[layer.id] ?? [:] {
            explicit[key] = e.evaluate { name in Self.standard(name, axis: key.axis, size: size, explicit: base) }
        }
        return Dimensions(size: size, explicit: explicit)
    }

    /// The value of `key` for a view: explicit, else the alignment's default.
    public func value(_ key: GuideKey, of d: Dimensions) -> Double {
        if let v = d.explicit[key] { return v }
        if key.isStandard { return Self.standard(key.name, axis: key.axis, size: d.size, explicit: d.explicit) }
        guard let custom = alignments[key.name] else { return 0 }
        return custom.defaultValue.evaluate { Self.standard($0, axis: key.axis, size: d.size, explicit: d.explicit) }
    }

    /// A standard guide's (or dimension's) value; baselines are the explicit ones when present, else the height.
    static func standard(_ name: String, axis: GuideAxis, size: Size, explicit: [GuideKey: Double]) -> Double {
        switch name {
        case "width": return size.width
        case "height": return size.height
        case "leading": return 0
        case "trailing": return size.width
        case "top": return 0
        case "bottom": return size.height
        case "center": return axis == .horizontal ? size.width / 2 : size.height / 2
        case "firstTextBaseline", "lastTextBaseline":
            return explicit[GuideKey(name, .vertical)] ?? size.height
        default: return 0
        }
    }

    /// The stack's size and each child's origin (in the stack's bounds space, from its top-left).
    func arrange(_ spec: StackSpec, _ children: [Dimensions]) -> (Size, [Point]) {
        let pad = spec.padding
        var origins = [Point](repeating: .zero, count: children.count)
        // Along the axis.
        var along = 0.0
        let horizontal = spec.axis == .horizontal, vertical = spec.axis == .vertical
        if horizontal || vertical {
            for (i, c) in children.enumerated() {
                if i > 0 { along += spec.spacing }
                if horizontal { origins[i].x = along } else { origins[i].y = along }
                along += horizontal ? c.size.width : c.size.height
            }
        }
        // Across the axis (both axes for a z stack): line the guides up.
        func line(_ key: GuideKey, _ extent: (Dimensions) -> Double, _ set: (inout Point, Double) -> Void) -> Double {
            let g = children.map { value(key, of: $0) }
            guard let maxG = g.max() else { return 0 }
            var far = 0.0
            for i in children.indices {
                var p = origins[i]
                set(&p, maxG - g[i])
                origins[i] = p
                far = max(far, maxG - g[i] + extent(children[i]))
            }
            return far
        }
        var contentWidth = along, contentHeight = along
        if spec.axis != .horizontal {
            contentWidth = line(spec.horizontalAlignment, { $0.size.width }) { $0.x = $1 }
        }
        if spec.axis != .vertical {
            contentHeight = line(spec.verticalAlignment, { $0.size.height }) { $0.y = $1 }
        }
        for i in origins.indices {
            origins[i].x += pad.leading
            origins[i].y += pad.top
        }
        let size = Size(width: contentWidth + pad.leading + pad.trailing, height: contentHeight + pad.top + pad.bottom)
        return (size, origins)
    }

    /// The children's explicit guides in the stack's coordinates, merged per key.
    static func merge(_ children: [Dimensions], _ origins: [Point]) -> [GuideKey: Double] {
        var out: [GuideKey: Double] = [:]
        var counts: [GuideKey: Int] = [:]
        for (c, o) in zip(children, origins) {
            for key in c.explicit.keys.sorted(by: { ($0.name, $0.axis.rawValue) < ($1.name, $1.axis.rawValue) }) {
                let v = c.explicit[key]! + (key.axis == .horizontal ? o.x : o.y)
                let n = counts[key, default: 0]
                switch (key.name, out[key]) {
                case (_, nil): out[key] = v
                case ("firstTextBaseline", let cur?): out[key] = min(cur, v)
                case ("lastTextBaseline", let cur?): out[key] = max(cur, v)
                case (_, let cur?): out[key] = cur + (v - cur) / Double(n + 1)
                }
                counts[key] = n + 1
            }
        }
        return out
    }
}
