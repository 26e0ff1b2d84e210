/// Why a layer tree rejected an animation, a transaction or a key path.
public enum MotionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No layer with this id in the tree.
    case unknownLayer(String)
    /// The key path does not name an animatable property of this layer type.
    case unknownKeyPath(keyPath: String, layerType: LayerType)
    /// The value's type does not fit the key path (a colour given to `position`).
    case typeMismatch(keyPath: String, expected: String, got: String)
    /// A transaction was committed before an earlier one.
    case transactionOutOfOrder(at: Double, after: Double)
    /// `morph: elementwise` between two paths of different element structure (Core Animation is undefined there).
    case pathStructureMismatch(keyPath: String)
    /// A keyframe animation's arrays do not fit together (key times not increasing, counts that do not match).
    case invalidKeyframes(keyPath: String, KeyframeError)

    public var description: String {
        switch self {
        case .unknownLayer(let id): "unknown layer \"\(id)\""
        case .unknownKeyPath(let k, let t): "\"\(k)\" is not an animatable key path of \(t.phrase)"
        case .typeMismatch(let k, let e, let g): "\(k): expected \(e), got \(g)"
        case .transactionOutOfOrder(let at, let after): "transaction at \(at) comes before one at \(after)"
        case .pathStructureMismatch(let k):
            "\(k): morph \"elementwise\" needs two paths of the same element structure (Core Animation is undefined "
                + "here); use \"auto\" or \"resample\""
        case .invalidKeyframes(_, let e): e.description
        }
    }
}
