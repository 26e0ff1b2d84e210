import Geometry
import Motion

/// Auto Layout over a layer tree: the scene's constraints, solved in one Cassowary system in canvas coordinates
/// and written back as each constrained layer's frame in its superlayer's coordinates (`position` and
/// `bounds.size`, as Auto Layout sets `center` and `bounds`).
///
/// A layer named as `item` by any constraint is *constrained*: it gets four unknowns (left, top, width, height in
/// canvas coordinates), each held weakly at its starting value so that an under-constrained layer stays put
/// (Auto Layout keeps an ambiguous view where it was). Every other layer a constraint names is fixed: its frame
/// comes from the model, offset by its superlayers' frames (translations only; `transform` is ignored, as Auto
/// Layout works on untransformed alignment rectangles).
///
/// Incremental: `activate`, `deactivate`, `setConstant`, `setMultiplier` and `setPriority` change the live
/// solver (a constant change is substituted through the tableau, `Solver.setConstant`); it is rebuilt only when a
/// fixed layer's frame or an intrinsic size it depends on changed.
public final class ConstraintSystem {
    public private(set) var constraints: [LayoutConstraint]
    public let canvasSize: Size
    /// Layers named as `item`, in the order of first mention.
    public let constrainedLayers: [String]

    private let indexByID: [String: Int]
    private var boxes: [String: Box] = [:]
    private var solver: Solver? = nil
    private var made: [Int: Constraint] = [:]
    private var signature: [String: [Double]] = [:]
    private var info: [String: Info] = [:]
    private var intrinsicSizes: [String: Size] = [:]

    /// The weight that keeps a constrained layer at its starting frame: below every priority (1…999).
    static let stayWeight = 1e-3
    /// Content hugging and compression resistance of layers with an intrinsic size (UIKit's defaults).
    public static let huggingPriority = 250.0, compressionResistancePriority = 750.0

    struct Box {
        var left, top, width, height: Variable
    }

    struct Geometry4 {
        var left, top, width, height: LinearExpression
    }

    struct Info {
        var parent: String?
        var frame: Rect
        var boundsOrigin: Point
    }

    public init(constraints: [LayoutConstraint], canvasSize: Size) {
        self.constraints = constraints
        self.canvasSize = canvasSize
        var index: [String: Int] = [:]
        var constrained: [String] = []
        for (i, c) in constraints.enumerated() {
            if index[c.id] == nil { index[c.id] = i }
            if c.item != "canvas" && !constrained.contains(c.item) { constrained.append(c.item) }
        }
        indexByID = index
        constrainedLayers = constrained
        for id in constrained {
            boxes[id] = Box(left: Variable("\(id).left"), top: Variable("\(id).top"),
                            width: Variable("\(id).width"), height: Variable("\(id).height"))
        }
    }

    public func constraint(_ id: String) -> LayoutConstraint? { indexByID[id].map { constraints[$0] } }

    // MARK: Solving

    /// Solves the active constraints against `layers` (the model) and writes each constrained layer's frame.
    /// `intrinsicSizes` gives text layers' natural sizes (held with UIKit's hugging and compression priorities).
    public func layout(_ layers: inout [LayerState], intrinsicSizes: [String: Size] = [:]) throws(LayoutError) {
        info = Self.collect(layers)
        self.intrinsicSizes = intrinsicSizes
        let sig = currentSignature()
        if solver == nil || sig != signature {
            try rebuild(layers)
            signature = sig
        }
        guard let solver else { return }
        solver.updateVariables()
        for id in constrainedLayers {
            guard let b = boxes[id], let inf = info[id] else { continue }
            let parent = geometry(of: inf.parent ?? "canvas")
            let px = parent.left.value { solver.value(of: $0) }, py = parent.top.value { solver.value(of: $0) }
            let origin = inf.parent.flatMap { info[$0]?.boundsOrigin } ?? .zero
            let r = Rect(x: solver.value(of: b.left) - px + origin.x, y: solver.value(of: b.top) - py + origin.y,
                         width: solver.value(of: b.width), height: solver.value(of: b.height))
            layers.updateLayer(id) { $0.setLayoutFrame(r) }
        }
    }

    /// One change a transaction makes.
    public enum Change: Sendable, Hashable {
        case activate(String), deactivate(String)
        case constant(String, Double), multiplier(String, Double), priority(String, Double)

        var order: Int {
            switch self {
            case .deactivate: 0
            case .constant, .multiplier, .priority: 1
            case .activate: 2
            }
        }
    }

    /// Applies a transaction's changes as one step (as Auto Layout solves once per layout pass): deactivations,
    /// then changed fields, then activations, each incrementally; when a step conflicts on the way (a state
    /// between two consistent sets), the rest is applied to the model and the next `layout` solves from scratch,
    /// so only a final set that cannot hold is an error.
    public func apply(_ changes: [Change]) throws(LayoutError) {
        for ch in changes {
            switch ch {
            case .activate(let id), .deactivate(let id), .constant(let id, _), .multiplier(let id, _), .priority(let id, _):
                _ = try index(id)
            }
        }
        var incremental = solver != nil
        for ch in changes.enumerated().sorted(by: { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }).map(\.element) {
            if incremental {
                do {
                    switch ch {
                    case .activate(let id): try activate(id)
                    case .deactivate(let id): try deactivate(id)
                    case .constant(let id, let v): try setConstant(id, v)
                    case .multiplier(let id, let v): try setMultiplier(id, v)
                    case .priority(let id, let v): try setPriority(id, v)
                    }
                    continue
                } catch {
                    incremental = false
                    solver = nil
                }
            }
            let i = try index(ch.id)
            switch ch {
            case .activate: constraints[i].isActive = true
            case .deactivate: constraints[i].isActive = false
            case .constant(_, let v): constraints[i].constant = v
            case .multiplier(_, let v): constraints[i].multiplier = v
            case .priority(_, let v): constraints[i].priority = v
            }
        }
    }

    public func activate(_ id: String) throws(LayoutError) {
        let i = try index(id)
        guard !constraints[i].isActive else { return }
        constraints[i].isActive = true
        guard let solver else { return }
        let c = solverConstraint(i)
        do {
            try solver.addConstraint(c)
            made[i] = c
        } catch {
            constraints[i].isActive = false
            throw conflict(adding: i)
        }
    }

    public func deactivate(_ id: String) throws(LayoutError) {
        let i = try index(id)
        guard constraints[i].isActive else { return }
        constraints[i].isActive = false
        if let solver, let c = made.removeValue(forKey: i) { try? solver.removeConstraint(c) }
    }

    public func setConstant(_ id: String, _ value: Double) throws(LayoutError) {
        let i = try index(id)
        let old = constraints[i].constant
        constraints[i].constant = value
        guard let solver, let c = made[i] else { return }
        do {
            try solver.setConstant(c, to: solver.currentConstant(c) - (value - old))
        } catch {
            let e = conflict(adding: i)
            constraints[i].constant = old
            throw e
        }
    }

    public func setMultiplier(_ id: String, _ value: Double) throws(LayoutError) {
        try replace(id) { $0.multiplier = value }
    }

    public func setPriority(_ id: String, _ value: Double) throws(LayoutError) {
        try replace(id) { $0.priority = value }
    }

    private func replace(_ id: String, _ change: (inout LayoutConstraint) -> Void) throws(LayoutError) {
        let i = try index(id)
        let old = constraints[i]
        change(&constraints[i])
        guard let solver, let c = made[i] else { return }
        try? solver.removeConstraint(c)
        let new = solverConstraint(i)
        do {
            try solver.addConstraint(new)
            made[i] = new
        } catch {
            let e = conflict(adding: i)
            constraints[i] = old
            try? solver.addConstraint(c)
            throw e
        }
    }

    private func index(_ id: String) throws(LayoutError) -> Int {
        guard let i = indexByID[id] else { throw .unknownConstraint(id) }
        return i
    }

    // MARK: Ambiguity

    /// Constrained layers whose frame the active constraints do not determine (Auto Layout's
    /// `hasAmbiguousLayout`), with the undetermined parts: `"horizontal position"`, `"vertical position"`,
    /// `"width"`, `"height"`. Call after `layout`.
    ///
    /// Each unknown is tested by pulling it with an edit variable far weaker than any priority: it moves only when
    /// no constraint resists.
    public func ambiguities() -> [(layer: String, parts: [String])] {
        let s = Solver()
        for (i, c) in constraints.enumerated() where c.isActive {
            try? s.addConstraint(solverConstraint(i))
        }
        for c in intrinsicConstraints() { try? s.addConstraint(c) }
        s.updateVariables()
        var out: [(String, [String])] = []
        for id in constrainedLayers {
            guard let b = boxes[id], info[id] != nil else { continue }
            var parts: [String] = []
            for (v, name) in [(b.left, "horizontal position"), (b.top, "vertical position"), (b.width, "width"),
                              (b.height, "height")] {
                let start = s.value(of: v)
                do {
                    try s.addEditVariable(v, strength: Strength(weight: 1e-6))
                    try s.suggestValue(v, start + 100)
                    s.updateVariables()
                    if abs(s.value(of: v) - start) > 1e-3 { parts.append(name) }
                    try s.removeEditVariable(v)
                    s.updateVariables()
                } catch {
                    continue
                }
            }
            if !parts.isEmpty { out.append((id, parts)) }
        }
        return out
    }

    // MARK: Building

    private func rebuild(_ layers: [LayerState]) throws(LayoutError) {
        let s = Solver()
        made = [:]
        // Stays at the starting frames (canvas coordinates), far below every priority.
        for id in constrainedLayers {
            guard let b = boxes[id], let inf = info[id] else { continue }
            let start = canvasFrame(id, inf)
            let stay = Strength(weight: Self.stayWeight)
            for (v, value) in [(b.left, start.minX), (b.top, start.minY), (b.width, start.width), (b.height, start.height)] {
                try? s.addConstraint(Constraint(v.expression, .equal, LinearExpression(constant: value), strength: stay))
            }
        }
        for c in intrinsicConstraints() { try? s.addConstraint(c) }
        solver = s
        for (i, c) in constraints.enumerated() where c.isActive {
            let sc = solverConstraint(i)
            do {
                try s.addConstraint(sc)
                made[i] = sc
            } catch {
                solver = nil
                throw conflict(adding: i)
            }
        }
    }

    private func intrinsicConstraints() -> [Constraint] {
        var out: [Constraint] = []
        for id in constrainedLayers {
            guard let b = boxes[id], let size = intrinsicSizes[id] else { continue }
            for (v, n) in [(b.width, size.width), (b.height, size.height)] {
                out.append(Constraint(v.expression, .greaterThanOrEqual, LinearExpression(constant: n),
                                      strength: Strength(weight: Self.compressionResistancePriority)))
                out.append(Constraint(v.expression, .lessThanOrEqual, LinearExpression(constant: n),
                                      strength: Strength(weight: Self.huggingPriority)))
            }
        }
        return out
    }

    /// The solver form of constraint `i` with its current values.
    private func solverConstraint(_ i: Int) -> Constraint {
        let c = constraints[i]
        let lhs = Self.attribute(c.attribute, of: geometry(of: c.item))
        var rhs = LinearExpression(constant: c.constant)
        if let to = c.toItem, let ta = c.toAttribute {
            rhs = Self.attribute(ta, of: geometry(of: to)) * c.multiplier + c.constant
        }
        return Constraint(lhs, c.relation, rhs, strength: c.strength, name: c.id)
    }

    static func attribute(_ a: LayoutAttribute, of g: Geometry4) -> LinearExpression {
        switch a {
        case .left, .leading: g.left
        case .right, .trailing: g.left + g.width
        case .centerX: g.left + g.width * 0.5
        case .top: g.top
        case .bottom: g.top + g.height
        case .centerY: g.top + g.height * 0.5
        case .width: g.width
        case .height: g.height
        }
    }

    /// A layer's box in canvas coordinates: unknowns for a constrained layer, else constants offset by its
    /// superlayers' boxes.
    private func geometry(of id: String) -> Geometry4 {
        if id == "canvas" {
            return Geometry4(left: 0, top: 0, width: LinearExpression(constant: canvasSize.width),
                             height: LinearExpression(constant: canvasSize.height))
        }
        if let b = boxes[id] {
            return Geometry4(left: b.left.expression, top: b.top.expression, width: b.width.expression,
                             height: b.height.expression)
        }
        guard let inf = info[id] else { return Geometry4(left: 0, top: 0, width: 0, height: 0) }
        let p = geometry(of: inf.parent ?? "canvas")
        let o = inf.parent.flatMap { info[$0]?.boundsOrigin } ?? .zero
        return Geometry4(left: p.left + (inf.frame.minX - o.x), top: p.top + (inf.frame.minY - o.y),
                         width: LinearExpression(constant: inf.frame.width),
                         height: LinearExpression(constant: inf.frame.height))
    }

    /// A layer's model frame in canvas coordinates (all superlayers fixed at their model frames).
    private func canvasFrame(_ id: String, _ inf: Info) -> Rect {
        var r = inf.frame
        var parent = inf.parent
        while let p = parent, let pi = info[p] {
            r.origin.x += pi.frame.minX - pi.boundsOrigin.x
            r.origin.y += pi.frame.minY - pi.boundsOrigin.y
            parent = pi.parent
        }
        return r
    }

    /// What the solver's constants depend on: the frames of fixed layers that constraints reach, and intrinsic
    /// sizes.
    private func currentSignature() -> [String: [Double]] {
        var sig: [String: [Double]] = [:]
        func visit(_ id: String?) {
            guard let id, id != "canvas", boxes[id] == nil, sig[id] == nil, let inf = info[id] else { return }
            sig[id] = [inf.frame.minX, inf.frame.minY, inf.frame.width, inf.frame.height, inf.boundsOrigin.x, inf.boundsOrigin.y]
            visit(inf.parent)
        }
        for c in constraints { visit(c.toItem); visit(c.item) }
        for id in constrainedLayers {
            visit(info[id]?.parent)
            if let o = info[id]?.parent.flatMap({ info[$0] })?.boundsOrigin { sig["origin:\(id)"] = [o.x, o.y] }
        }
        for (id, s) in intrinsicSizes where boxes[id] != nil { sig["intrinsic:\(id)"] = [s.width, s.height] }
        return sig
    }

    static func collect(_ layers: [LayerState]) -> [String: Info] {
        var out: [String: Info] = [:]
        for (l, parent) in layers.flattenedWithParents() where out[l.id] == nil {
            out[l.id] = Info(parent: parent, frame: l.layoutFrame, boundsOrigin: l.bounds.origin)
        }
        return out
    }

    // MARK: Conflicts

    /// A minimal set of active required constraints (ids, in order) that cannot hold together with constraint
    /// `failing` (a deletion filter: drop each constraint whose absence keeps the set infeasible).
    private func conflict(adding failing: Int) -> LayoutError {
        var set = constraints.indices.filter {
            $0 != failing && constraints[$0].isActive && constraints[$0].strength.isRequired
        }
        func feasible(_ indices: [Int]) -> Bool {
            let s = Solver()
            for i in indices + [failing] {
                do { try s.addConstraint(solverConstraint(i)) } catch { return false }
            }
            return true
        }
        for i in set where !feasible(set.filter { $0 != i }) {
            set.removeAll { $0 == i }
        }
        let ids = (set + [failing]).sorted().map { constraints[$0].id }
        return .unsatisfiable(constraint: constraints[failing].id, conflicting: ids)
    }
}

extension ConstraintSystem.Change {
    var id: String {
        switch self {
        case .activate(let id), .deactivate(let id), .constant(let id, _), .multiplier(let id, _), .priority(let id, _): id
        }
    }
}
