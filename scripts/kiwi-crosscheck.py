#!/usr/bin/env python3
"""Cross-checks animate's Cassowary solver (Sources/Layout/Solver) against kiwisolver.

Generates random constraint systems (required and weighted equalities and inequalities, edit variables with
suggested values, constant changes, removals), solves each with kiwisolver, and writes the systems with kiwi's
solutions to Tests/LayoutTests/Fixtures/kiwi-crosscheck.json. `swift test --filter LayoutTests` replays every
system through the Swift solver and compares within 1e-6.

Every system has a unique optimum, so any correct solver must agree: each variable carries a weak "stay" at a
random value with its own random weight, and all weights are random reals (no ties in the weighted L1
objective). Required constraints are built through a hidden feasible point; some extra required equalities are
random and may conflict, in which case kiwi's verdict (unsatisfiable) is recorded too.

After a constant change or a removal, the expected values come from a fresh kiwi solver given the system as it
now stands, so the Swift solver's incremental update is checked against a solve from scratch.

    pip install kiwisolver
    scripts/kiwi-crosscheck.py            # rewrites the fixture (deterministic: seeded)
"""
import json
import os
import random
import sys

import kiwisolver as kiwi

COEFFICIENTS = [-2.0, -1.0, -0.5, 0.5, 1.0, 2.0, 3.0]
OPS = ["==", "<=", ">="]


def rounded(x):
    return round(x, 2)


def make_case(rng):
    n = rng.randint(2, 8)
    hidden = [rounded(rng.uniform(-100, 100)) for _ in range(n)]
    constraints = []
    # Stays: every variable weakly prefers a random value (weights distinct, so the optimum is unique).
    for i in range(n):
        constraints.append({"terms": [[i, 1.0]], "constant": -rounded(rng.uniform(-100, 100)), "op": "==",
                            "strength": round(rng.uniform(0.5, 2.0), 4)})
    for _ in range(rng.randint(2, 12)):
        k = rng.randint(1, min(3, n))
        vs = rng.sample(range(n), k)
        terms = [[v, rng.choice(COEFFICIENTS)] for v in vs]
        at_hidden = sum(c * hidden[v] for v, c in terms)
        kind = rng.random()
        if kind < 0.45:
            # Required, feasible at the hidden point.
            op = rng.choice(OPS)
            slack = 0.0 if op == "==" else rounded(rng.uniform(0, 30))
            constant = -at_hidden + (slack if op == "<=" else -slack if op == ">=" else 0.0)
            constraints.append({"terms": terms, "constant": rounded(constant), "op": op, "strength": "required"})
        elif kind < 0.55:
            # Required, arbitrary: may be unsatisfiable.
            constraints.append({"terms": terms, "constant": -rounded(at_hidden + rng.uniform(-20, 20)), "op": "==",
                                "strength": "required"})
        else:
            constraints.append({"terms": terms, "constant": rounded(rng.uniform(-150, 150)), "op": rng.choice(OPS),
                                "strength": round(rng.uniform(1, 5000), 4)})
    edits = []
    for v in rng.sample(range(n), rng.randint(0, min(2, n))):
        edits.append({"variable": v, "strength": round(rng.uniform(10, 20000), 4)})
    return n, constraints, edits


def solve(n, constraints, active, edits, suggestions):
    """A fresh kiwi solve of the active constraints with the edits at their suggested values. Returns the values
    and the indices kiwi refused as unsatisfiable.

    kiwi's solver is not left as it was when it refuses a constraint (its tableau keeps traces of the failed
    artificial-variable pass), while animate's solver restores its state; so after each refusal the kiwi solver is
    rebuilt from the constraints it accepted."""
    xs = [kiwi.Variable("x%d" % i) for i in range(n)]

    def kiwi_constraint(c):
        expr = sum((coef * xs[v] for v, coef in c["terms"]), c["constant"])
        cn = {"==": expr == 0, "<=": expr <= 0, ">=": expr >= 0}[c["op"]]
        return cn | c["strength"]

    accepted = []
    refused = []
    solver = kiwi.Solver()
    for i, c in enumerate(constraints):
        if not active[i]:
            continue
        try:
            solver.addConstraint(kiwi_constraint(c))
            accepted.append(c)
        except kiwi.UnsatisfiableConstraint:
            refused.append(i)
            solver = kiwi.Solver()
            for a in accepted:
                solver.addConstraint(kiwi_constraint(a))
    for e in edits:
        solver.addEditVariable(xs[e["variable"]], e["strength"])
    for v, value in suggestions.items():
        solver.suggestValue(xs[v], value)
    solver.updateVariables()
    return [x.value() for x in xs], refused


def main():
    rng = random.Random(20240607)
    cases = []
    for case_index in range(300):
        n, constraints, edits = make_case(rng)
        active = [True] * len(constraints)
        values, refused = solve(n, constraints, active, [], {})
        for i in refused:
            active[i] = False
        # The fixture keeps the constraints as first added; the steps carry the changes.
        case = {"variables": n, "constraints": [dict(c) for c in constraints], "unsatisfiable": refused, "expected": values,
                "edits": edits, "steps": []}
        suggestions = {}
        for _ in range(rng.randint(1, 5)):
            r = rng.random()
            live = [i for i, a in enumerate(active) if a]
            if edits and r < 0.4:
                e = rng.choice(edits)
                value = rounded(rng.uniform(-120, 120))
                suggestions[e["variable"]] = value
                step = {"kind": "suggest", "variable": e["variable"], "value": value}
            elif r < 0.8:
                i = rng.choice(live)
                c = constraints[i]
                if c["strength"] == "required" and c["op"] != "==":
                    # Loosen or tighten a required inequality while keeping the hidden point feasible.
                    delta = rounded(rng.uniform(-10, 10))
                else:
                    delta = rounded(rng.uniform(-40, 40))
                new_constant = rounded(c["constant"] + delta)
                trial = [dict(x) for x in constraints]
                trial[i]["constant"] = new_constant
                _, refused_now = solve(n, trial, active, [], {})
                if refused_now:
                    # kiwi finds the changed system infeasible: the Swift solver must refuse the change.
                    step = {"kind": "setConstant", "constraint": i, "constant": new_constant, "unsatisfiable": True}
                else:
                    constraints = trial
                    step = {"kind": "setConstant", "constraint": i, "constant": new_constant}
            else:
                i = rng.choice(live)
                active[i] = False
                step = {"kind": "remove", "constraint": i}
            values, refused_now = solve(n, constraints, active, edits, suggestions)
            assert not refused_now, "a fresh solve refused a constraint the incremental one holds"
            step["expected"] = values
            case["steps"].append(step)
        cases.append(case)
    out = os.path.join(os.path.dirname(__file__), "..", "Tests", "LayoutTests", "Fixtures", "kiwi-crosscheck.json")
    with open(out, "w") as f:
        json.dump({"generator": "scripts/kiwi-crosscheck.py", "kiwisolver": kiwi.__version__, "cases": cases}, f,
                  separators=(",", ":"))
        f.write("\n")
    steps = sum(len(c["steps"]) for c in cases)
    print("wrote %d systems, %d incremental steps, %d refused constraints to %s"
          % (len(cases), steps, sum(len(c["unsatisfiable"]) for c in cases), os.path.normpath(out)), file=sys.stderr)


if __name__ == "__main__":
    main()
