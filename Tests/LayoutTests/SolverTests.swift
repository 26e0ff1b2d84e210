import Testing
@testable import Layout

/// The solver on hand-made systems whose answers are known exactly.
@Suite struct SolverTests {
    @Test func requiredEqualitiesChainExactly() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.addConstraint(Constraint(x.expression, .equal, 10))
        try s.addConstraint(Constraint(y.expression, .equal, x.expression * 2 + 5))
        s.updateVariables()
        #expect(s.value(of: x) == 10)
        #expect(s.value(of: y) == 25)
    }

    @Test func strongerPreferenceWins() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint(Constraint(x.expression, .equal, 10, strength: .weak))
        try s.addConstraint(Constraint(x.expression, .equal, 20, strength: .strong))
        s.updateVariables()
        #expect(s.value(of: x) == 20)
    }

    @Test func inequalityBoundsAPreference() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint(Constraint(x.expression, .equal, 100, strength: .strong))
        try s.addConstraint(Constraint(x.expression, .lessThanOrEqual, 40))
        s.updateVariables()
        #expect(s.value(of: x) == 40)
        // Within bounds the preference holds exactly.
        let y = Variable("y")
        try s.addConstraint(Constraint(y.expression, .equal, 7, strength: .weak))
        try s.addConstraint(Constraint(y.expression, .greaterThanOrEqual, 0))
        s.updateVariables()
        #expect(s.value(of: y) == 7)
    }

    @Test func conflictingRequiredConstraintIsRefusedAndSolverUnchanged() throws {
        let s = Solver()
        let x = Variable("x"), y = Variable("y")
        try s.addConstraint(Constraint(x.expression + y.expression, .equal, 100))
        try s.addConstraint(Constraint(x.expression, .greaterThanOrEqual, 60))
        try s.addConstraint(Constraint(y.expression, .equal, 0, strength: .weak))
        s.updateVariables()
        #expect(s.value(of: x) == 100)
        let bad = Constraint(y.expression, .greaterThanOrEqual, 50, name: "y >= 50")
        #expect(throws: SolverError.unsatisfiableConstraint(bad)) { try s.addConstraint(bad) }
        #expect(!s.hasConstraint(bad))
        s.updateVariables()
        #expect(s.value(of: x) == 100)
        #expect(s.value(of: y) == 0)
        // A redundant but consistent required equality is accepted; an inconsistent one is not.
        try s.addConstraint(Constraint(x.expression + y.expression, .equal, 100))
        #expect(throws: SolverError.self) { try s.addConstraint(Constraint(x.expression + y.expression, .equal, 99)) }
    }

    @Test func removingAConstraintRestoresTheWeakerAnswer() throws {
        let s = Solver()
        let x = Variable("x")
        try s.addConstraint(Constraint(x.expression, .equal, 5, strength: .weak))
        let pin = Constraint(x.expression, .equal, 50)
        try s.addConstraint(pin)
        s.updateVariables()
        #expect(s.value(of: x) == 50)
        try s.removeConstraint(pin)
        s.updateVariables()
        #expect(s.value(of: x) == 5)
        #expect(throws: SolverError.unknownConstraint(pin)) { try s.removeConstraint(pin) }
    }

    @Test func editVariablesFollowSuggestions() throws {
        let s = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try s.addConstraint(Constraint(right.expression, .equal, left.expression + width.expression))
        try s.addConstraint(Constraint(width.expression, .equal, 80))
        try s.addConstraint(Constraint(left.expression, .greaterThanOrEqual, 0))
        try s.addEditVariable(left, strength: .strong)
        for v in [10.0, 200, -30, 55.5] {
            try s.suggestValue(left, v)
            s.updateVariables()
            #expect(s.value(of: left) == max(0, v))
            #expect(s.value(of: right) == max(0, v) + 80)
        }
        #expect(throws: SolverError.requiredEditVariable(width)) { try s.addEditVariable(width, strength: .required) }
        try s.removeEditVariable(left)
        #expect(!s.hasEditVariable(left))
    }

    /// Seed 002's container: `width = 200` becomes `width = 100`; the change re-solves through the tableau
    /// (no constraint is removed or added) and every dependent variable follows.
    @Test func constantChangeResolvesIncrementally() throws {
        let s = Solver()
        let containerLeft = Variable("c.left"), containerWidth = Variable("c.width")
        let blueLeft = Variable("blue.left"), blueWidth = Variable("blue.width")
        try s.addConstraint(Constraint(containerLeft.expression, .equal, 20))
        let width = Constraint(containerWidth.expression, .equal, 200)
        try s.addConstraint(width)
        try s.addConstraint(Constraint(blueLeft.expression, .equal, containerLeft.expression + containerWidth.expression + 20))
        try s.addConstraint(Constraint(blueLeft.expression + blueWidth.expression, .equal, 370))
        s.updateVariables()
        #expect(s.value(of: blueLeft) == 240)
        #expect(s.value(of: blueWidth) == 130)
        let before = s.allConstraints
        try s.setConstant(width, to: -100)  // `width − 100 = 0`
        #expect(s.allConstraints == before)
        s.updateVariables()
        #expect(s.value(of: containerWidth) == 100)
        #expect(s.value(of: blueLeft) == 140)
        #expect(s.value(of: blueWidth) == 230)
        #expect(s.currentConstant(width) == -100)
        // And back.
        try s.setConstant(width, to: -200)
        s.updateVariables()
        #expect(s.value(of: blueWidth) == 130)
    }

    @Test func constantChangeOnWeightedAndInequalityConstraints() throws {
        let s = Solver()
        let x = Variable("x")
        let pref = Constraint(x.expression, .equal, 30, strength: .medium)
        let cap = Constraint(x.expression, .lessThanOrEqual, 50)
        try s.addConstraint(pref)
        try s.addConstraint(cap)
        try s.setConstant(pref, to: -80)  // x = 80 wanted, capped at 50
        s.updateVariables()
        #expect(s.value(of: x) == 50)
        try s.setConstant(cap, to: -120)  // x <= 120
        s.updateVariables()
        #expect(s.value(of: x) == 80)
    }

    @Test func requiredConstantChangeThatCannotHoldIsRefused() throws {
        let s = Solver()
        let x = Variable("x")
        let low = Constraint(x.expression, .greaterThanOrEqual, 10)
        let eq = Constraint(x.expression, .equal, 20)
        try s.addConstraint(low)
        try s.addConstraint(eq)
        #expect(throws: SolverError.unsatisfiableConstraint(eq)) { try s.setConstant(eq, to: -5) }
        s.updateVariables()
        #expect(s.value(of: x) == 20)
        #expect(s.currentConstant(eq) == -20)
        // A redundant required equality (its row is all dummies) changed out of agreement.
        let twice = Constraint(x.expression * 2, .equal, 40)
        try s.addConstraint(twice)
        #expect(throws: SolverError.unsatisfiableConstraint(twice)) { try s.setConstant(twice, to: -30) }
        s.updateVariables()
        #expect(s.value(of: x) == 20)
    }

    @Test func strengthsMatchKiwi() {
        #expect(Strength.required.weight == 1_001_001_000)
        #expect(Strength.strong.weight == 1_000_000)
        #expect(Strength.medium.weight == 1000)
        #expect(Strength.weak.weight == 1)
        #expect(Strength(weight: 2e9).isRequired)
    }
}

/// A regression kiwi (1.4) has: a redundant required equality is absorbed as a row of dummies over the constraints
/// it depends on; removing one of those used to leave it unenforced (kiwi answers `vl = 0` here).
@Suite struct RedundantConstraintTests {
    @Test func removingAConstraintKeepsARedundantOneInForce() throws {
        let s = Solver()
        let cl = Variable("cl"), cw = Variable("cw"), vl = Variable("vl"), vw = Variable("vw")
        for v in [cl, cw, vl, vw] { try s.addConstraint(Constraint(v.expression, .equal, 0, strength: Strength(weight: 1e-3))) }
        try s.addConstraint(Constraint(cl.expression, .equal, 20))
        let width = Constraint(cw.expression, .equal, 100)
        try s.addConstraint(width)
        try s.addConstraint(Constraint(vw.expression, .equal, 80))
        let leading = Constraint(vl.expression, .equal, cl.expression + 10)
        try s.addConstraint(leading)
        // Redundant while `leading` holds: 10 + 80 + 10 = 100.
        let trailing = Constraint(vl.expression + vw.expression, .equal, cl.expression + cw.expression - 10)
        try s.addConstraint(trailing)
        s.updateVariables()
        #expect(s.value(of: vl) == 30)
        try s.removeConstraint(leading)
        s.updateVariables()
        #expect(s.value(of: vl) == 30)
        #expect(s.hasConstraint(trailing))
        try s.setConstant(width, to: -200)
        s.updateVariables()
        #expect(s.value(of: vl) == 130)
        // Adding `leading` back conflicts with the new width; with the old width it is accepted, and then the
        // width cannot change any more: 10 + 80 + 10 must be the width.
        #expect(throws: SolverError.unsatisfiableConstraint(leading)) { try s.addConstraint(leading) }
        try s.setConstant(width, to: -100)
        try s.addConstraint(leading)
        #expect(throws: SolverError.unsatisfiableConstraint(width)) { try s.setConstant(width, to: -300) }
        s.updateVariables()
        #expect(s.value(of: vl) == 30)
        #expect(s.value(of: cw) == 100)
    }
}
