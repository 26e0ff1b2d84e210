/// A layout attribute of `NSLayoutConstraint.Attribute` (left-to-right: `leading` is `left`).
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY

    public enum Axis: Sendable { case horizontal, vertical }

    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
        case .top, .bottom, .height, .centerY: .vertical
        }
    }

    /// `width` and `height` are sizes; the others are locations.
    public var isDimension: Bool { self == .width || self == .height }

    /// Auto Layout refuses to relate `left`/`right` to `leading`/`trailing`.
    var isDirectional: Bool { self == .leading || self == .trailing }
    var isAbsoluteHorizontal: Bool { self == .left || self == .right }
}

/// One constraint in the model of `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`:
/// `item.attribute (= | ≤ | ≥) multiplier × toItem.toAttribute + constant`, or without `toItem`,
/// `item.attribute (= | ≤ | ≥) constant`. Items are layer ids; `"canvas"` names the root.
public struct LayoutConstraint: Sendable, Hashable {
    public var id: String
    public var item: String
    public var attribute: LayoutAttribute
    public var relation: Relation
    public var toItem: String?
    public var toAttribute: LayoutAttribute?
    public var multiplier: Double
    public var constant: Double
    /// 1…1000; 1000 is required.
    public var priority: Double
    public var isActive: Bool

    public init(id: String, item: String, attribute: LayoutAttribute, relation: Relation = .equal,
                toItem: String? = nil, toAttribute: LayoutAttribute? = nil, multiplier: Double = 1,
                constant: Double = 0, priority: Double = 1000, isActive: Bool = true) {
        self.id = id
        self.item = item
        self.attribute = attribute
        self.relation = relation
        self.toItem = toItem
        self.toAttribute = toAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.isActive = isActive
    }

    /// The solver strength of a priority: 1000 is required; below, the priority itself is the weight of the
    /// constraint's error (so, unlike a strict ranking, several lower-priority errors can outweigh a higher one).
    public var strength: Strength { priority >= 1000 ? .required : Strength(weight: priority) }

    /// Auto Layout's rules for which attributes may be related: why this constraint is invalid, or `nil`.
    public var invalidReason: String? {
        guard let to = toAttribute, toItem != nil else {
            return attribute.isDimension ? nil
                : "a location attribute (\(attribute.rawValue)) needs a toItem; only width and height take a constant alone"
        }
        if attribute.isDimension != to.isDimension {
            return "cannot relate a \(attribute.isDimension ? "size" : "location") attribute (\(attribute.rawValue)) to a \(to.isDimension ? "size" : "location") attribute (\(to.rawValue))"
        }
        if !attribute.isDimension && attribute.axis != to.axis {
            return "cannot relate a horizontal and a vertical location (\(attribute.rawValue), \(to.rawValue))"
        }
        if (attribute.isDirectional && to.isAbsoluteHorizontal) || (attribute.isAbsoluteHorizontal && to.isDirectional) {
            return "cannot relate leading/trailing to left/right (\(attribute.rawValue), \(to.rawValue))"
        }
        return nil
    }
}
