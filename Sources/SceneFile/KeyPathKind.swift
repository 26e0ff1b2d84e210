import Geometry
import Motion

/// The JSON value type a key path takes, so that `[10, 20]` can be read as a point for `position` and as a size
/// for `bounds.size`.
enum ValueKind {
    case number, point, size, rect, color, optionalColor, optionalPath, transform, colors, optionalNumbers, bool,
         optionalString

    /// The scene format's key paths per layer type. `nil`: not an animatable key path of that layer type.
    static func of(keyPath: String, layerType: LayerType) -> ValueKind? {
        if let k = common[keyPath] { return k }
        switch layerType {
        case .shape: return shape[keyPath]
        case .gradient: return gradient[keyPath]
        case .image: return image[keyPath]
        case .text: return text[keyPath]
        case .layer: return nil
        }
    }

    static let common: [String: ValueKind] = [
        "position": .point, "position.x": .number, "position.y": .number,
        "bounds": .rect, "bounds.origin": .point, "bounds.size": .size,
        "bounds.origin.x": .number, "bounds.origin.y": .number,
        "bounds.size.width": .number, "bounds.size.height": .number,
        "anchorPoint": .point, "opacity": .number, "zPosition": .number, "isHidden": .bool,
        "backgroundColor": .optionalColor, "cornerRadius": .number, "borderWidth": .number, "borderColor": .color,
        "masksToBounds": .bool, "transform": .transform,
    ]
    static let shape: [String: ValueKind] = [
        "path": .optionalPath, "fillColor": .optionalColor, "strokeColor": .optionalColor,
        "lineWidth": .number, "strokeStart": .number, "strokeEnd": .number,
    ]
    static let gradient: [String: ValueKind] = [
        "colors": .colors, "locations": .optionalNumbers, "startPoint": .point, "endPoint": .point,
    ]
    static let image: [String: ValueKind] = [:]
    static let text: [String: ValueKind] = ["font.size": .number, "foregroundColor": .color]

    /// Every key path valid for some layer type, for suggestions.
    static var allKeyPaths: Set<String> {
        Set(common.keys).union(shape.keys).union(gradient.keys).union(image.keys).union(text.keys)
    }
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
