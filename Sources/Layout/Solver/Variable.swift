/// An unknown of a constraint system, as kiwi's `Variable`: identity matters (two variables with the same name are
/// different unknowns); its value lives in the `Solver` that solves for it.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// A name for messages; not used for identity.
    public let name: String

    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (a: Variable, b: Variable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue)" : name }
}

/// `coefficient × variable`.
public struct Term: Sendable, Hashable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// `Σ coefficient × variable + constant`.
public struct LinearExpression: Sendable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) { self.init([Term(variable)]) }
    public init(floatLiteral value: Double) { self.init(constant: value) }
    public init(integerLiteral value: Int) { self.init(constant: Double(value)) }

    /// The same expression with each variable appearing once (coefficients summed, first appearance order kept),
    /// as kiwi's `reduce`.
    public var reduced: LinearExpression {
        var order: [Variable] = []
        var sums: [Variable: Double] = [:]
        for t in terms {
            if sums[t.variable] == nil { order.append(t.variable) }
            sums[t.variable, default: 0] += t.coefficient
        }
        return LinearExpression(order.map { Term($0, sums[$0]!) }, constant: constant)
    }

    /// The value of the expression for the given variable values (absent variables count as 0).
    public func value(_ values: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * values($1.variable) }
    }

    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
    }
    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + b * -1 }
    public static func * (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(a.terms.map { Term($0.variable, $0.coefficient * k) }, constant: a.constant * k)
    }
    public static func * (k: Double, a: LinearExpression) -> LinearExpression { a * k }
    public static func / (a: LinearExpression, k: Double) -> LinearExpression { a * (1 / k) }
    public static func + (a: LinearExpression, k: Double) -> LinearExpression { a + LinearExpression(constant: k) }
    public static func - (a: LinearExpression, k: Double) -> LinearExpression { a + LinearExpression(constant: -k) }
}

extension Variable {
    /// This variable as an expression, for arithmetic: `x.expression * 2 + 10`.
    public var expression: LinearExpression { LinearExpression(self) }
}
