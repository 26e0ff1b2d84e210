import Composition
import Geometry
import Motion

extension JSONNode<SceneError> {
    /// Reads this node as a value for `keyPath` on a layer of `layerType`, of the kind `LayerProperty`'s table gives
    /// (so `[10, 20]` is a point for `position` and a size for `bounds.size`).
    func animatableValue(forKeyPath keyPath: String, layerType: LayerType, keyPathNode: JSONNode) throws -> AnimatableValue {
        guard let kind = LayerState.valueKind(forKeyPath: keyPath, type: layerType) else {
            throw keyPathNode.unknownKeyPath(keyPath, layerType: layerType)
        }
        let value = try animatableValue(of: kind)
        if let problem = Limits.current.problem(with: value, keyPath: keyPath) { throw expected(problem) }
        return value
    }

    /// `"x" is not an animatable key path of a shape layer (did you mean "y"?)` at this node (the `keyPath` field).
    func unknownKeyPath(_ keyPath: String, layerType: LayerType) -> SceneError {
        let hint = NameSuggestion.hint(for: keyPath, in: LayerState.animatableKeyPaths)
        return fail("\"\(keyPath)\" is not an animatable key path of \(layerType.phrase)\(hint)")
    }

    func animatableValue(of kind: KeyPathValueKind) throws -> AnimatableValue {
        if kind.isOptional, isNull { return .none }
        switch kind.kind {
        case .number: return .number(try number())
        case .point: return .point(try point())
        case .size: return .size(try size())
        case .rect: return .rect(try rect())
        case .color: return .color(try color())
        case .path: return .path(try pathValue())
        case .transform: return .transform(try transform())
        case .colors: return .colors(try array().map { try $0.color() })
        case .numbers: return .numbers(try array().map { try $0.number() })
        case .bool: return .bool(try bool())
        case .string: return .string(try string())
        }
    }
}

extension Double {
    /// This value for a layer field, checked against `Limits.current` (a `SceneError` at `node` past a limit).
    func checked(_ kind: (Double) -> AnimatableValue, _ keyPath: String, at node: JSONNode<SceneError>) throws -> Double {
        if let problem = Limits.current.problem(with: kind(self), keyPath: keyPath) { throw node.expected(problem) }
        return self
    }
}

extension Size {
    /// This value for a layer field, checked against `Limits.current` (a `SceneError` at `node` past a limit).
    func checked(_ kind: (Size) -> AnimatableValue, _ keyPath: String, at node: JSONNode<SceneError>) throws -> Size {
        if let problem = Limits.current.problem(with: kind(self), keyPath: keyPath) { throw node.expected(problem) }
        return self
    }
}

extension Array where Element == Double {
    /// This value for a layer field, checked against `Limits.current` (a `SceneError` at `node` past a limit).
    func checked(_ kind: ([Double]) -> AnimatableValue, _ keyPath: String, at node: JSONNode<SceneError>) throws -> [Double] {
        if let problem = Limits.current.problem(with: kind(self), keyPath: keyPath) { throw node.expected(problem) }
        return self
    }
}
