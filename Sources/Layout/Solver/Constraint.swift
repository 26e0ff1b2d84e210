/// How strongly the solver tries to satisfy a constraint, as kiwi's strengths: a non-negative weight, and
/// `required` (which must hold) above every weight.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The weight of the constraint's error in the objective; `required.weight` for required constraints.
    public let weight: Double

    /// kiwi's `strength::create(a, b, c, w)`: `(a·10⁶ + b·10³ + c)·w` with `a`, `b`, `c` clipped to 0…1000.
    public static func create(_ a: Double, _ b: Double, _ c: Double, _ w: Double = 1) -> Strength {
        func clip(_ x: Double) -> Double { max(0, min(1000, x)) }
        return Strength(weight: (clip(a * w) * 1_000_000 + clip(b * w) * 1000 + clip(c * w)))
    }

    public static let required = Strength.create(1000, 1000, 1000)
    public static let strong = Strength.create(1, 0, 0)
    public static let medium = Strength.create(0, 1, 0)
    public static let weak = Strength.create(0, 0, 1)

    /// A weight, clipped to `0 … required.weight`.
    public init(weight: Double) {
        self.weight = max(0, min(weight, 1_001_001_000))
    }

    public var isRequired: Bool { weight >= Strength.required.weight }
    public static func < (a: Strength, b: Strength) -> Bool { a.weight < b.weight }
    public var description: String { isRequired ? "required" : "\(weight)" }
}

/// `=`, `≤` or `≥`.
public enum Relation: String, Sendable, Hashable, CaseIterable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}

/// A linear constraint `expression (= | ≤ | ≥) 0` with a strength. A reference type, as kiwi's: the solver
/// identifies constraints by identity, so the same object is passed to `add` and `remove`.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// Reduced (each variable once); the constraint is `expression relation 0`.
    public let expression: LinearExpression
    public let relation: Relation
    public let strength: Strength
    /// A name for error messages.
    public let name: String

    /// `lhs relation rhs`, stored as `lhs − rhs relation 0`.
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression = 0,
                strength: Strength = .required, name: String = "") {
        self.expression = (lhs - rhs).reduced
        self.relation = relation
        self.strength = strength
        self.name = name
    }

    /// The same constraint with another strength or expression constant (a new identity).
    public func with(constant: Double? = nil, strength: Strength? = nil) -> Constraint {
        var e = expression
        if let constant { e.constant = constant }
        return Constraint(e, relation, 0, strength: strength ?? self.strength, name: name)
    }

    public static func == (a: Constraint, b: Constraint) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        if !name.isEmpty { return name }
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        let lhs = expression.terms.map { "\($0.coefficient)*\($0.variable)" }.joined(separator: " + ")
        return "\(lhs) + \(expression.constant) \(op) 0"
    }
}
