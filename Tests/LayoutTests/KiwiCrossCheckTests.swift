import Foundation
import Testing
@testable import Layout

/// Replays the random systems of `scripts/kiwi-crosscheck.py` (solved there by kiwisolver) through `Solver`.
@Suite struct KiwiCrossCheckTests {
    struct Case: Decodable {
        struct C: Decodable {
            var terms: [[Double]]
            var constant: Double
            var op: String
            var strength: StrengthValue
        }
        enum StrengthValue: Decodable {
            case required, weight(Double)
            init(from decoder: Decoder) throws {
                let c = try decoder.singleValueContainer()
                if let w = try? c.decode(Double.self) { self = .weight(w) } else { self = .required }
            }
        }
        struct Edit: Decodable { var variable: Int; var strength: Double }
        struct Step: Decodable {
            var kind: String
            var variable: Int?
            var value: Double?
            var constraint: Int?
            var constant: Double?
            var unsatisfiable: Bool?
            var expected: [Double]
        }
        var variables: Int
        var constraints: [C]
        var unsatisfiable: [Int]
        var expected: [Double]
        var edits: [Edit]
        var steps: [Step]
    }
    struct Fixture: Decodable { var cases: [Case] }

    static func load() throws -> [Case] {
        let url = try #require(Bundle.module.url(forResource: "kiwi-crosscheck", withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url)).cases
    }

    /// kiwi and this solver run the same algorithm in double precision; 1e-6 leaves room for different summation
    /// orders in row operations on values up to a few hundred.
    static let tolerance = 1e-6

    @Test func randomSystemsAgreeWithKiwi() throws {
        let cases = try Self.load()
        #expect(cases.count == 300)
        var compared = 0
        for (k, c) in cases.enumerated() {
            let s = Solver()
            let xs = (0..<c.variables).map { Variable("x\($0)") }
            var made: [Constraint] = []
            var refused: [Int] = []
            for (i, d) in c.constraints.enumerated() {
                let e = LinearExpression(d.terms.map { Term(xs[Int($0[0])], $0[1]) }, constant: d.constant)
                let relation: Relation = d.op == "==" ? .equal : d.op == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
                let strength: Strength
                switch d.strength {
                case .required: strength = .required
                case .weight(let w): strength = Strength(weight: w)
                }
                let cn = Constraint(e, relation, 0, strength: strength, name: "case \(k) constraint \(i)")
                made.append(cn)
                if refusesAdding(s, cn) { refused.append(i) }
            }
            #expect(refused == c.unsatisfiable, "case \(k)")
            s.updateVariables()
            check(s, xs, c.expected, "case \(k) initial")
            for e in c.edits { try s.addEditVariable(xs[e.variable], strength: Strength(weight: e.strength)) }
            for (j, step) in c.steps.enumerated() {
                switch step.kind {
                case "suggest":
                    do { try s.suggestValue(xs[step.variable!], step.value!) } catch {
                        Issue.record("case \(k) step \(j): \(error)")
                    }
                case "setConstant":
                    let cn = made[step.constraint!]
                    let refusedChange = refuses(s, cn, step.constant!)
                    #expect(refusedChange == (step.unsatisfiable == true), "case \(k) step \(j)")
                case "remove":
                    try s.removeConstraint(made[step.constraint!])
                default:
                    Issue.record("unknown step \(step.kind)")
                }
                s.updateVariables()
                check(s, xs, step.expected, "case \(k) step \(j) (\(step.kind))")
                compared += 1
            }
        }
        #expect(compared == 877)
    }

    /// Whether the solver refuses `cn` as unsatisfiable (any other error is recorded as a failure).
    private func refusesAdding(_ s: Solver, _ cn: Constraint) -> Bool {
        do {
            try s.addConstraint(cn)
            return false
        } catch {
            if case .unsatisfiableConstraint(let c) = error, c === cn { return true }
            Issue.record("unexpected \(error)")
            return false
        }
    }

    private func refuses(_ s: Solver, _ cn: Constraint, _ constant: Double) -> Bool {
        do {
            try s.setConstant(cn, to: constant)
            return false
        } catch {
            if case .unsatisfiableConstraint(let c) = error, c === cn { return true }
            Issue.record("unexpected \(error) for \(cn)")
            return false
        }
    }

    private func check(_ s: Solver, _ xs: [Variable], _ expected: [Double], _ what: String) {
        // Every required constraint in the solver holds (with its current constant).
        for c in s.allConstraints where c.strength.isRequired {
            var e = c.expression
            e.constant = s.currentConstant(c)
            let v = e.value { s.value(of: $0) }
            switch c.relation {
            case .equal: #expect(abs(v) <= Self.tolerance, "\(what): \(c) = \(v)")
            case .lessThanOrEqual: #expect(v <= Self.tolerance, "\(what): \(c) = \(v)")
            case .greaterThanOrEqual: #expect(v >= -Self.tolerance, "\(what): \(c) = \(v)")
            }
        }
        for (i, x) in xs.enumerated() {
            #expect(abs(s.value(of: x) - expected[i]) <= Self.tolerance, "\(what): x\(i) = \(s.value(of: x)), kiwi \(expected[i])")
        }
    }
}
