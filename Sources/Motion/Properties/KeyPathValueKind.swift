/// The value type of an animatable key path, as other modules (the scene file reader) see it: what kind of JSON
/// value to read for `position` or `bounds.size`, and whether `null` is allowed.
public struct KeyPathValueKind: Sendable, Hashable {
    /// The payload type.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case number, point, size, rect, color, path, transform, colors, numbers, bool, string
    }

    public var kind: Kind
    /// Whether `null` (`AnimatableValue.none`) is a valid value (`fillColor: null` means no fill).
    public var isOptional: Bool

    public init(kind: Kind, isOptional: Bool) {
        self.kind = kind
        self.isOptional = isOptional
    }

    /// "a point", or "a colour or null" for optional properties.
    public var name: String {
        let base: String
        switch kind {
        case .number: base = "a number"
        case .point: base = "a point"
        case .size: base = "a size"
        case .rect: base = "a rect"
        case .color: base = "a colour"
        case .path: base = "a path"
        case .transform: base = "a transform"
        case .colors: base = "an array of colours"
        case .numbers: base = "an array of numbers"
        case .bool: base = "a boolean"
        case .string: base = "a string"
        }
        return isOptional ? base + " or null" : base
    }
}

extension LayerState {
    /// The value kind of `keyPath` on a layer of `type`, or `nil` when the key path names no animatable property of
    /// that layer type. It reads `LayerProperty`'s table, so a property added there is reachable from JSON without
    /// further changes.
    public static func valueKind(forKeyPath keyPath: String, type: LayerType) -> KeyPathValueKind? {
        guard let p = AnyLayerProperty.named(keyPath), p.isAnimatable, p.applies(to: type) else { return nil }
        return p.valueKind
    }

    /// Every key path animatable on some layer type (for "did you mean …" suggestions).
    public static var animatableKeyPaths: Set<String> { AnyLayerProperty.animatableKeyPaths }

    /// Every key path animatable on a layer of `type`.
    public static func animatableKeyPaths(for type: LayerType) -> Set<String> {
        AnyLayerProperty.animatableKeyPaths.filter { (try? AnyLayerProperty.resolve($0, for: type)) != nil }
    }
}
