import Geometry

/// The axis a guide measures along: horizontal guides are x offsets (leading, trailing, …), vertical guides y
/// offsets (top, bottom, baselines, …).
public enum GuideAxis: String, Sendable, Hashable {
    case horizontal, vertical
}

/// An alignment id, as SwiftUI's `HorizontalAlignment`/`VerticalAlignment`: a name on an axis.
public struct GuideKey: Sendable, Hashable, CustomStringConvertible {
    public var name: String
    public var axis: GuideAxis

    public init(_ name: String, _ axis: GuideAxis) {
        self.name = name
        self.axis = axis
    }

    public static let standardHorizontal: Set<String> = ["leading", "center", "trailing"]
    public static let standardVertical: Set<String> = ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]

    public var isStandard: Bool {
        axis == .horizontal ? Self.standardHorizontal.contains(name) : Self.standardVertical.contains(name)
    }
    public var description: String { "\(axis == .horizontal ? "HorizontalAlignment" : "VerticalAlignment").\(name)" }
}

/// A custom alignment id's default value (`AlignmentID.defaultValue(in:)`).
public struct CustomAlignment: Sendable, Hashable {
    public var axis: GuideAxis
    public var defaultValue: GuideExpression

    public init(axis: GuideAxis, defaultValue: GuideExpression) {
        self.axis = axis
        self.defaultValue = defaultValue
    }
}

/// A stack's arrangement: SwiftUI's `HStack(alignment:spacing:)`, `VStack`, `ZStack(alignment:)`, with `padding`.
public struct StackSpec: Sendable, Hashable {
    public enum Axis: String, Sendable, Hashable, CaseIterable { case horizontal, vertical, z }

    public var axis: Axis
    /// The guide that lines children up across the stack's axis: vertical for an HStack, horizontal for a VStack.
    public var horizontalAlignment: GuideKey
    public var verticalAlignment: GuideKey
    /// Points between neighbours (ignored by z stacks).
    public var spacing: Double
    /// top, leading, bottom, trailing.
    public var padding: (top: Double, leading: Double, bottom: Double, trailing: Double)

    /// SwiftUI's default spacing between two views on iOS.
    public static let defaultSpacing = 8.0

    public init(axis: Axis, horizontalAlignment: GuideKey = GuideKey("center", .horizontal),
                verticalAlignment: GuideKey = GuideKey("center", .vertical), spacing: Double = StackSpec.defaultSpacing,
                padding: (top: Double, leading: Double, bottom: Double, trailing: Double) = (0, 0, 0, 0)) {
        self.axis = axis
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
        self.spacing = spacing
        self.padding = padding
    }

    public static func == (a: StackSpec, b: StackSpec) -> Bool {
        a.axis == b.axis && a.horizontalAlignment == b.horizontalAlignment && a.verticalAlignment == b.verticalAlignment
            && a.spacing == b.spacing && a.padding == b.padding
    }

    public func hash(into h: inout Hasher) {
        h.combine(axis); h.combine(horizontalAlignment); h.combine(verticalAlignment); h.combine(spacing)
        h.combine(padding.top); h.combine(padding.leading); h.combine(padding.bottom); h.combine(padding.trailing)
    }
}
