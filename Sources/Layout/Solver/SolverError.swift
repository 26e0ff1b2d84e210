/// What the solver refuses.
public enum SolverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already in the solver.
    case unsatisfiableConstraint(Constraint)
    case duplicateConstraint(Constraint)
    case unknownConstraint(Constraint)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required (kiwi's rule).
    case requiredEditVariable(Variable)
    /// The objective is unbounded or the tableau is broken; a bug, never expected.
    case internalError(String)

    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let c): "unsatisfiable required constraint \(c)"
        case .duplicateConstraint(let c): "the constraint \(c) is already in the solver"
        case .unknownConstraint(let c): "the constraint \(c) is not in the solver"
        case .duplicateEditVariable(let v): "\(v) is already an edit variable"
        case .unknownEditVariable(let v): "\(v) is not an edit variable"
        case .requiredEditVariable(let v): "the edit variable \(v) cannot be required"
        case .internalError(let s): "internal solver error: \(s)"
        }
    }
}
