/// An incremental Cassowary solver: a port of kiwi's (nucleic/kiwi, `solverimpl.h`) dual simplex design.
///
/// Required constraints always hold (adding one that cannot throws and leaves the solver as it was); weaker ones
/// are satisfied as well as their weights allow, minimising the weighted sum of their errors. Constraints can be
/// added and removed, their constants changed (`setConstant`), and edit variables steered (`suggestValue`), each
/// re-solving from the current tableau rather than from scratch.
///
/// Not thread-safe; a value for one layout pass.
public final class Solver {
    private struct EditInfo {
        var tag: Tag
        var constraint: Constraint
        var constant: Double
    }

    private var constraints: [Constraint: Tag] = [:]
    /// Constraints in the order they were added (for messages and copies).
    private var constraintOrder: [Constraint] = []
    private var rows: [Symbol: Row] = [:]
    private var vars: [Variable: Symbol] = [:]
    private var edits: [Variable: EditInfo] = [:]
    private var infeasibleRows: [Symbol] = []
    private var objective = Row()
    private var artificial: Row? = nil
    private var nextID = 1
    private var values: [Variable: Double] = [:]

    public init() {}

    /// The constraints currently in the solver, in the order they were added (edit constraints included).
    public var allConstraints: [Constraint] { constraintOrder }

    public func hasConstraint(_ c: Constraint) -> Bool { constraints[c] != nil }
    public func hasEditVariable(_ v: Variable) -> Bool { edits[v] != nil }

    /// The value of `v` after the last `updateVariables()` (0 for a variable no constraint names).
    public func value(of v: Variable) -> Double { values[v] ?? 0 }

    // MARK: Constraints

    /// Adds a constraint.
    /// - Throws: `SolverError.duplicateConstraint`; `.unsatisfiableConstraint` when it is required and cannot hold
    ///   with the required constraints already added (the solver is then unchanged).
    public func addConstraint(_ c: Constraint) throws(SolverError) {
        if constraints[c] != nil { throw .duplicateConstraint(c) }
        var tag = Tag()
        let row = createRow(c, &tag)
        var subject = chooseSubject(row, tag)
        if !subject.isValid && allDummies(row) {
            if !Row.nearZero(row.constant) {
                undoRow(c, tag)
                throw .unsatisfiableConstraint(c)
            }
            subject = tag.marker
        }
        if !subject.isValid {
            let snapshot = saveState()
            if try !addWithArtificialVariable(row) {
                restoreState(snapshot)
                undoRow(c, tag)
                throw .unsatisfiableConstraint(c)
            }
        } else {
            row.solveFor(subject)
            substitute(subject, row)
            rows[subject] = row
        }
        constraints[c] = tag
        constraintOrder.append(c)
        try optimize(objective)
    }

    /// Removes a constraint added before.
    public func removeConstraint(_ c: Constraint) throws(SolverError) {
        guard let tag = constraints[c] else { throw .unknownConstraint(c) }
        // A redundant required equality lives only as a basic dummy row over other constraints' dummies; when one
        // of those goes, it must become a real row again. kiwi loses it (its value is then no longer enforced), so
        // such constraints are taken out first and added back after.
        let absorbed = constraintOrder.filter { other in
            guard other !== c, let t = constraints[other], t.marker.kind == .dummy, let row = rows[t.marker] else { return false }
            return row.coefficient(for: tag.marker) != 0
        }
        for other in absorbed {
            let t = constraints.removeValue(forKey: other)!
            constraintOrder.removeAll { $0 === other }
            rows[t.marker] = nil
        }
        constraints[c] = nil
        constraintOrder.removeAll { $0 === c }
        removeConstraintEffects(c, tag)
        if rows.removeValue(forKey: tag.marker) == nil {
            guard let leaving = markerLeavingSymbol(tag.marker), let row = rows.removeValue(forKey: leaving) else {
                throw .internalError("failed to find a leaving row")
            }
            row.solveFor(leaving, tag.marker)
            substitute(tag.marker, row)
        }
        try optimize(objective)
        for other in absorbed { try addConstraint(other) }
    }

    /// Changes the constant of the constraint `c` (its expression's constant: for `a = b + k`, stored as
    /// `a − b − k = 0`, that is `−k`) incrementally: the change is substituted through the constraint's marker
    /// column and the dual simplex restores optimality, as `suggestValue` does for edit variables.
    ///
    /// - Throws: `.unsatisfiableConstraint` when a required constraint can no longer hold (the solver is then
    ///   unchanged), `.unknownConstraint`.
    public func setConstant(_ c: Constraint, to newConstant: Double) throws(SolverError) {
        guard let tag = constraints[c] else { throw .unknownConstraint(c) }
        let change = newConstant - currentConstant(c)
        guard change != 0 else { return }
        let snapshot = saveState()
        let previousOverride = constantOverrides[c]
        constantOverrides[c] = newConstant
        // In the constraint's original row the marker has coefficient k; changing the constant by `change` is the
        // substitution marker_old = marker_new + change / k.
        let k = markerCoefficient(c, tag)
        let shift = change / k
        if let row = rows[tag.marker] {
            row.add(-shift)
            if tag.marker.kind == .dummy && !Row.nearZero(row.constant) {
                // A redundant required equality that no longer agrees with the others.
                restoreState(snapshot)
                constantOverrides[c] = previousOverride
                throw .unsatisfiableConstraint(c)
            }
            if row.constant < 0 && tag.marker.kind != .dummy { infeasibleRows.append(tag.marker) }
        } else {
            for s in rows.keys.sorted() {
                let row = rows[s]!
                let a = row.coefficient(for: tag.marker)
                if a != 0 && row.add(a * shift) < 0 && s.kind != .external { infeasibleRows.append(s) }
            }
        }
        // A redundant required equality (a basic dummy row) that no longer agrees.
        if rows.contains(where: { $0.key.kind == .dummy && !Row.nearZero($0.value.constant) }) {
            restoreState(snapshot)
            constantOverrides[c] = previousOverride
            throw .unsatisfiableConstraint(c)
        }
        do {
            try dualOptimize()
        } catch {
            restoreState(snapshot)
            constantOverrides[c] = previousOverride
            throw c.strength.isRequired ? .unsatisfiableConstraint(c) : error
        }
    }

    /// Constants changed by `setConstant`, so a second change measures from the latest value.
    private var constantOverrides: [Constraint: Double] = [:]

    /// The constraint's current expression constant.
    public func currentConstant(_ c: Constraint) -> Double { constantOverrides[c] ?? c.expression.constant }

    /// The coefficient of the constraint's marker in the row `createRow` built (before any sign reversal).
    private func markerCoefficient(_ c: Constraint, _ tag: Tag) -> Double {
        switch c.relation {
        case .lessThanOrEqual: return 1
        case .greaterThanOrEqual: return -1
        case .equal: return c.strength.isRequired ? 1 : -1
        }
    }

    // MARK: Edit variables

    /// Makes `v` an edit variable with a (non-required) strength; its suggested value starts at 0.
    public func addEditVariable(_ v: Variable, strength: Strength) throws(SolverError) {
        if edits[v] != nil { throw .duplicateEditVariable(v) }
        if strength.isRequired { throw .requiredEditVariable(v) }
        let c = Constraint(LinearExpression(v), .equal, 0, strength: strength, name: "edit(\(v))")
        try addConstraint(c)
        edits[v] = EditInfo(tag: constraints[c]!, constraint: c, constant: 0)
    }

    public func removeEditVariable(_ v: Variable) throws(SolverError) {
        guard let info = edits[v] else { throw .unknownEditVariable(v) }
        try removeConstraint(info.constraint)
        edits[v] = nil
    }

    /// Suggests a value for an edit variable; the solver re-solves with the dual simplex.
    public func suggestValue(_ v: Variable, _ value: Double) throws(SolverError) {
        guard var info = edits[v] else { throw .unknownEditVariable(v) }
        let delta = value - info.constant
        info.constant = value
        edits[v] = info
        if let row = rows[info.tag.marker] {
            if row.add(-delta) < 0 { infeasibleRows.append(info.tag.marker) }
            try dualOptimize()
            return
        }
        if let row = rows[info.tag.other] {
            if row.add(delta) < 0 { infeasibleRows.append(info.tag.other) }
            try dualOptimize()
            return
        }
        for s in rows.keys.sorted() {
            let row = rows[s]!
            let c = row.coefficient(for: info.tag.marker)
            if c != 0 && row.add(delta * c) < 0 && s.kind != .external { infeasibleRows.append(s) }
        }
        try dualOptimize()
    }

    // MARK: Results

    /// Copies the solution into `value(of:)`.
    public func updateVariables() {
        for (v, s) in vars { values[v] = rows[s]?.constant ?? 0 }
    }

    // MARK: Internals (kiwi's algorithm)

    private func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextID += 1 }
        return Symbol(id: nextID, kind: kind)
    }

    private func symbol(for v: Variable) -> Symbol {
        if let s = vars[v] { return s }
        let s = makeSymbol(.external)
        vars[v] = s
        return s
    }

    private func createRow(_ c: Constraint, _ tag: inout Tag) -> Row {
        let e = c.expression
        let row = Row(constant: e.constant)
        for t in e.terms where !Row.nearZero(t.coefficient) {
            let s = symbol(for: t.variable)
            if let other = rows[s] { row.insert(other, t.coefficient) } else { row.insert(s, t.coefficient) }
        }
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let k: Double = c.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            tag.marker = slack
            row.insert(slack, k)
            if !c.strength.isRequired {
                let error = makeSymbol(.error)
                tag.other = error
                row.insert(error, -k)
                objective.insert(error, c.strength.weight)
            }
        case .equal:
            if !c.strength.isRequired {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, c.strength.weight)
                objective.insert(minus, c.strength.weight)
            } else {
                let dummy = makeSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// Takes a rejected constraint's error terms back out of the objective.
    private func undoRow(_ c: Constraint, _ tag: Tag) {
        if tag.marker.kind == .error { objective.remove(tag.marker) }
        if tag.other.kind == .error { objective.remove(tag.other) }
    }

    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        let ordered = row.orderedSymbols
        if let s = ordered.first(where: { $0.kind == .external }) { return s }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isPivotable && row.coefficient(for: tag.other) < 0 { return tag.other }
        return .invalid
    }

    private func allDummies(_ row: Row) -> Bool { row.cells.keys.allSatisfy { $0.kind == .dummy } }

    private func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let art = makeSymbol(.slack)
        rows[art] = row.copy()
        artificial = row.copy()
        try optimize(artificial!)
        let success = Row.nearZero(artificial!.constant)
        artificial = nil
        if let r = rows.removeValue(forKey: art) {
            if r.cells.isEmpty { return success }
            guard let entering = r.orderedSymbols.first(where: { $0.isPivotable }) else { return false }
            r.solveFor(art, entering)
            substitute(entering, r)
            rows[entering] = r
        }
        for r in rows.values { r.remove(art) }
        objective.remove(art)
        return success
    }

    private func substitute(_ symbol: Symbol, _ row: Row) {
        for s in rows.keys.sorted() {
            let r = rows[s]!
            r.substitute(symbol, row)
            if s.kind != .external && r.constant < 0 { infeasibleRows.append(s) }
        }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    private func optimize(_ objective: Row) throws(SolverError) {
        while true {
            guard let entering = objective.orderedSymbols.first(where: { $0.kind != .dummy && objective.cells[$0]! < 0 })
            else { return }
            var best = Double.greatestFiniteMagnitude
            var leaving: Symbol? = nil
            for s in rows.keys.sorted() where s.kind != .external {
                let c = rows[s]!.coefficient(for: entering)
                if c < 0 {
                    let ratio = -rows[s]!.constant / c
                    if ratio < best {
                        best = ratio
                        leaving = s
                    }
                }
            }
            guard let leaving, let row = rows.removeValue(forKey: leaving) else {
                throw .internalError("the objective is unbounded")
            }
            row.solveFor(leaving, entering)
            substitute(entering, row)
            rows[entering] = row
        }
    }

    private func dualOptimize() throws(SolverError) {
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving], !Row.nearZero(row.constant), row.constant < 0 else { continue }
            var best = Double.greatestFiniteMagnitude
            var entering: Symbol? = nil
            for s in row.orderedSymbols where s.kind != .dummy {
                let c = row.cells[s]!
                if c > 0 {
                    let r = objective.coefficient(for: s) / c
                    if r < best {
                        best = r
                        entering = s
                    }
                }
            }
            guard let entering else {
                infeasibleRows.removeAll()
                throw .internalError("dual optimize failed")
            }
            rows[leaving] = nil
            row.solveFor(leaving, entering)
            substitute(entering, row)
            rows[entering] = row
        }
    }

    private func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var r1 = Double.greatestFiniteMagnitude, r2 = Double.greatestFiniteMagnitude
        var first: Symbol? = nil, second: Symbol? = nil, third: Symbol? = nil
        for s in rows.keys.sorted() {
            let row = rows[s]!
            let c = row.coefficient(for: marker)
            if c == 0 { continue }
            if s.kind == .external {
                third = s
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 { r1 = r; first = s }
            } else {
                let r = row.constant / c
                if r < r2 { r2 = r; second = s }
            }
        }
        return first ?? second ?? third
    }

    private func removeConstraintEffects(_ c: Constraint, _ tag: Tag) {
        if tag.marker.kind == .error { removeMarkerEffects(tag.marker, c.strength.weight) }
        if tag.other.kind == .error { removeMarkerEffects(tag.other, c.strength.weight) }
    }

    private func removeMarkerEffects(_ marker: Symbol, _ weight: Double) {
        if let row = rows[marker] { objective.insert(row, -weight) } else { objective.insert(marker, -weight) }
    }

    // MARK: Snapshots (to leave the solver unchanged when a required constraint is refused)

    private struct State {
        var rows: [Symbol: Row]
        var objective: Row
        var vars: [Variable: Symbol]
    }

    private func saveState() -> State {
        State(rows: rows.mapValues { $0.copy() }, objective: objective.copy(), vars: vars)
    }

    private func restoreState(_ s: State) {
        rows = s.rows
        objective = s.objective
        vars = s.vars
        infeasibleRows.removeAll()
        artificial = nil
    }
}
