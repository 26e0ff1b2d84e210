/// A JSON value together with its JSON path (`layers[2].animations[0].duration`), with typed readers whose errors
/// name the path: the cursor both readers decode with. `Failure` is the reader's error type (`SceneError`,
/// `LottieError`); `conventions` say how its format reads `null` members and booleans, and pass to every node below.
///
/// Every error is `Failure(path: <the offending value's path>, message)`; most messages are
/// `expected <what>, got <the value's short description>`.
public struct JSONNode<Failure: JSONPathError>: Sendable {
    public let value: JSON
    /// The JSON path of `value`; empty for the document itself.
    public let path: String
    public let conventions: JSONConventions

    public init(_ value: JSON, path: String, conventions: JSONConventions = .strict) {
        self.value = value
        self.path = path
        self.conventions = conventions
    }

    /// A node for `value` with this node's conventions, at `path`.
    public func node(_ value: JSON, path: String) -> JSONNode {
        JSONNode(value, path: path, conventions: conventions)
    }

    /// The reader's error at this node's path.
    public func fail(_ message: String) -> Failure { Failure(path: path, message) }

    /// `expected <what>, got <this value>` at this node's path.
    public func expected(_ what: String) -> Failure { fail("expected \(what), got \(value.shortDescription)") }

    // MARK: Structure

    /// The path of the member `key` of this node.
    public func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The member `key` (the last one when it is written twice), or `nil` when absent. A member that is `null` is a
    /// null node, or `nil` with `conventions.nullMemberIsAbsent`.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value, let m = members.last(where: { $0.key == key }) else { return nil }
        if conventions.nullMemberIsAbsent, m.value == .null { return nil }
        return node(m.value, path: child(key))
    }

    /// The member `key`, which must be present (`missing` at its path otherwise); this node must be an object.
    public func required(_ key: String) throws -> JSONNode {
        guard case .object = value else { throw expected("an object") }
        guard let n = self[key] else { throw Failure(path: child(key), "missing") }
        return n
    }

    public var isNull: Bool { value == .null }
    public var isObject: Bool { if case .object = value { true } else { false } }
    public var isArray: Bool { if case .array = value { true } else { false } }

    /// The members of an object in the order written, each key allowed by `keys` and written once: otherwise
    /// `unknown field (did you mean "…"?)` or `duplicate field` at the member.
    public func object(allowing keys: Set<String>) throws -> [(key: String, node: JSONNode)] {
        guard case .object(let members) = value else { throw expected("an object") }
        var seen = Set<String>()
        var out: [(key: String, node: JSONNode)] = []
        for m in members {
            let member = node(m.value, path: child(m.key))
            guard keys.contains(m.key) else { throw member.fail("unknown field\(NameSuggestion.hint(for: m.key, in: keys))") }
            guard seen.insert(m.key).inserted else { throw member.fail("duplicate field") }
            out.append((m.key, member))
        }
        return out
    }

    /// The members of an object in the order written, whatever their keys.
    public func members() throws -> [(key: String, node: JSONNode)] {
        guard case .object(let members) = value else { throw expected("an object") }
        return members.map { ($0.key, node($0.value, path: child($0.key))) }
    }

    /// The elements of an array, each at `path[i]`.
    public func array() throws -> [JSONNode] {
        guard case .array(let items) = value else { throw expected("an array") }
        return items.enumerated().map { node($1, path: "\(path)[\($0)]") }
    }

    // MARK: Scalars

    /// The value as a number: a finite number, or with `conventions.booleansAreNumbers` a boolean as 1 or 0.
    private var numberValue: Double? {
        switch value {
        case .number(let n) where n.isFinite: n
        case .bool(let b) where conventions.booleansAreNumbers: b ? 1 : 0
        default: nil
        }
    }

    public func number() throws -> Double {
        guard let n = numberValue else { throw expected("a number") }
        return n
    }

    public func number(atLeast minimum: Double) throws -> Double {
        guard let n = numberValue, n >= minimum else { throw expected("a number ≥ \(JSONWriter.format(minimum))") }
        return n
    }

    public func positiveNumber() throws -> Double {
        guard let n = numberValue, n > 0 else { throw expected("a number > 0") }
        return n
    }

    /// A number that must be a whole number (indices, enumerations), converted with a range check.
    public func integer() throws -> Int {
        let n = try number()
        guard n == n.rounded(), abs(n) < 1e15, let i = Int(exactly: n) else { throw expected("a whole number") }
        return i
    }

    public func bool() throws -> Bool {
        guard case .bool(let b) = value else { throw expected("true or false") }
        return b
    }

    public func string() throws -> String {
        guard case .string(let s) = value else { throw expected("a string") }
        return s
    }

    /// A string naming a case of `E` (`expected one of "a", "b"` otherwise).
    public func oneOf<E: RawRepresentable & CaseIterable>(_: E.Type) throws -> E where E.RawValue == String {
        let names = E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard case .string(let s) = value, let e = E(rawValue: s) else { throw expected("one of \(names)") }
        return e
    }

    /// An array of exactly `count` numbers (`expected <what>` otherwise).
    public func numbers(count: Int, what: String) throws -> [Double] {
        try numbers(count: count...count, what: what)
    }

    /// An array of `count` numbers (`expected <what>` otherwise; a non-number element is reported at its path).
    public func numbers(count: ClosedRange<Int>, what: String) throws -> [Double] {
        guard case .array(let items) = value, count.contains(items.count) else { throw expected(what) }
        return try items.enumerated().map { k, item in
            guard case .number(let n) = item else { throw node(item, path: "\(path)[\(k)]").expected("a number") }
            return n
        }
    }

    /// The numbers of a number or of an array of numbers, any count (Lottie writes vectors as arrays and 1-D values
    /// either way).
    public func numbers() throws -> [Double] {
        switch value {
        case .number(let n) where n.isFinite: return [n]
        case .array(let items):
            var out: [Double] = []
            for (i, item) in items.enumerated() {
                guard case .number(let n) = item, n.isFinite else { throw node(item, path: "\(path)[\(i)]").expected("a number") }
                out.append(n)
            }
            return out
        default: throw expected("a number or an array of numbers")
        }
    }

    /// The member `key` as a number, or `d` when it is absent.
    public func optionalNumber(_ key: String, default d: Double) throws -> Double {
        try self[key]?.number() ?? d
    }

    /// The member `key` as a flag: absent is false, a boolean is itself, a number is true when not 0.
    public func optionalBool(_ key: String) throws -> Bool {
        guard let n = self[key] else { return false }
        if case .bool(let b) = n.value { return b }
        return try n.number() != 0
    }
}
