/// The simplex tableau's pieces, ported from kiwi (`symbol.h`, `row.h`): symbols and rows.
///
/// Iteration order matters for pivot choices; kiwi keeps its maps sorted by symbol id, so every choice here breaks
/// ties by the lowest id. That keeps results deterministic (Swift dictionaries iterate in a per-process order) and
/// equal to kiwi's on degenerate systems.

/// A column of the tableau.
struct Symbol: Hashable, Comparable, Sendable {
    enum Kind: Sendable { case invalid, external, slack, error, dummy }
    let id: Int
    let kind: Kind

    static let invalid = Symbol(id: 0, kind: .invalid)
    var isValid: Bool { kind != .invalid }
    /// Slack and error symbols can enter the basis (dummies never do; externals are not restricted in sign).
    var isPivotable: Bool { kind == .slack || kind == .error }
    static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
}

/// One row: `basic = constant + Σ coefficient × symbol` (the basic symbol is the row's key in the tableau).
final class Row {
    var constant: Double
    var cells: [Symbol: Double]

    init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    func copy() -> Row { Row(constant: constant, cells: cells) }

    /// kiwi's `nearZero`.
    static func nearZero(_ v: Double) -> Bool { abs(v) < 1e-8 }

    /// The cells' symbols in id order.
    var orderedSymbols: [Symbol] { cells.keys.sorted() }

    @discardableResult
    func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let c = (cells[symbol] ?? 0) + coefficient
        if Row.nearZero(c) { cells[symbol] = nil } else { cells[symbol] = c }
    }

    func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (s, c) in row.cells { insert(s, c * coefficient) }
    }

    func remove(_ symbol: Symbol) { cells[symbol] = nil }

    func reverseSign() {
        constant = -constant
        for s in Array(cells.keys) { cells[s] = -cells[s]! }
    }

    /// Solves for `symbol` (which must be in the row): the row becomes that symbol's definition.
    func solveFor(_ symbol: Symbol) {
        let k = -1 / cells[symbol]!
        cells[symbol] = nil
        constant *= k
        for s in Array(cells.keys) { cells[s] = cells[s]! * k }
    }

    /// The row is `lhs = …`; re-solves it for `rhs`.
    func solveFor(_ lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solveFor(rhs)
    }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Replaces `symbol` by `row`'s expression.
    func substitute(_ symbol: Symbol, _ row: Row) {
        guard let c = cells.removeValue(forKey: symbol) else { return }
        insert(row, c)
    }
}

/// The symbols that stand for a constraint in the tableau.
struct Tag: Sendable {
    var marker: Symbol = .invalid
    var other: Symbol = .invalid
}
