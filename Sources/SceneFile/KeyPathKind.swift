import Composition
import Geometry
import Motion

/// The JSON value type a key path takes, so that `[10, 20]` can be read as a point for `position` and as a size
/// for `bounds.size`.
enum ValueKind {
    case number, point, size, rect, color, optionalColor, optionalPath, transform, colors, optionalNumbers, bool,
         optionalString

    /// The JSON value type of `keyPath` on a layer of `layerType`, asked of Motion's one table of key paths
    /// (`LayerState.valueKind(forKeyPath:type:)`), so every property Motion animates is reachable from JSON.
    /// `nil`: not an animatable key path of that layer type.
    static func of(keyPath: String, layerType: LayerType) -> ValueKind? {
        guard let k = LayerState.valueKind(forKeyPath: keyPath, type: layerType) else { return nil }
        switch (k.kind, k.isOptional) {
        case (.number, _): return .number
        case (.point, _): return .point
        case (.size, _): return .size
        case (.rect, _): return .rect
        case (.color, false): return .color
        case (.color, true): return .optionalColor
        case (.path, _): return .optionalPath
        case (.transform, _): return .transform
        case (.colors, _): return .colors
        case (.numbers, _): return .optionalNumbers
        case (.bool, _): return .bool
        case (.string, _): return .optionalString
        }
    }

    /// Every key path valid for some layer type, for suggestions.
    static var allKeyPaths: Set<String> { LayerState.animatableKeyPaths }
}

extension Node {
    /// Reads this node as a value for `keyPath` on a layer of `layerType`.
    func animatableValue(forKeyPath keyPath: String, layerType: LayerType, keyPathNode: Node) throws -> AnimatableValue {
        guard let kind = ValueKind.of(keyPath: keyPath, layerType: layerType) else {
            let hint = Node.closest(to: keyPath, in: ValueKind.allKeyPaths).map { " (did you mean \"\($0)\"?)" } ?? ""
            throw keyPathNode.fail("\"\(keyPath)\" is not an animatable key path of a \(layerType.rawValue) layer\(hint)")
        }
        return try animatableValue(of: kind)
    }

    func animatableValue(of kind: ValueKind) throws -> AnimatableValue {
        switch kind {
        case .number: return .number(try number())
        case .point: return .point(try point())
        case .size: return .size(try size())
        case .rect: return .rect(try rect())
        case .color: return .color(try color())
        case .optionalColor: return isNull ? .none : .color(try color())
        case .optionalPath: return isNull ? .none : .path(try pathValue())
        case .transform: return .transform(try transform())
        case .colors: return .colors(try array().map { try $0.color() })
        case .optionalNumbers: return isNull ? .none : .numbers(try array().map { try $0.number() })
        case .bool: return .bool(try bool())
        case .optionalString: return isNull ? .none : .string(try string())
        }
    }
}
