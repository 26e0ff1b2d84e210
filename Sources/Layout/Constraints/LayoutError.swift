/// Why a layout cannot be solved.
public enum LayoutError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The active required constraints `conflicting` (ids, a minimal conflicting set that includes `constraint`)
    /// cannot hold together.
    case unsatisfiable(constraint: String, conflicting: [String])
    case unknownConstraint(String)

    public var description: String {
        switch self {
        case .unsatisfiable(let c, let set):
            "unsatisfiable required constraints: \(set.joined(separator: ", ")) cannot all hold (adding \(c) failed)"
        case .unknownConstraint(let id): "no constraint with id \"\(id)\""
        }
    }
}
