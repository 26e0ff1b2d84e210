import Geometry
import JSONValue

/// A JSON value with its JSON path, and typed readers whose errors name the path.
struct LottieNode {
    let value: JSON
    let path: String

    init(_ value: JSON, path: String) {
        self.value = value
        self.path = path
    }

    func fail(_ message: String) -> LottieError { LottieError(path: path, message) }

    func expected(_ what: String) -> LottieError { fail("expected \(what), got \(value.shortDescription)") }

    /// The member `key`, or `nil` when absent or `null`.
    subscript(key: String) -> LottieNode? {
        guard case .object(let members) = value, let m = members.last(where: { $0.key == key }), m.value != .null else {
            return nil
        }
        return LottieNode(m.value, path: path.isEmpty ? key : "\(path).\(key)")
    }

    func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The member `key`, which must be present.
    func required(_ key: String) throws -> LottieNode {
        guard case .object = value else { throw expected("an object") }
        guard let n = self[key] else { throw LottieError(path: child(key), "missing") }
        return n
    }

    var isObject: Bool { if case .object = value { true } else { false } }
    var isArray: Bool { if case .array = value { true } else { false } }

    func array() throws -> [LottieNode] {
        guard case .array(let items) = value else { throw expected("an array") }
        return items.enumerated().map { LottieNode($1, path: "\(path)[\($0)]") }
    }

    func number() throws -> Double {
        if case .number(let n) = value, n.isFinite { return n }
        // Bodymovin writes booleans as 0/1 and some exporters write them as true/false.
        if case .bool(let b) = value { return b ? 1 : 0 }
        throw expected("a number")
    }

    func string() throws -> String {
        guard case .string(let s) = value else { throw expected("a string") }
        return s
    }

    /// A number that must be a whole number (layer indices, enumerations), converted with a range check.
    func integer() throws -> Int {
        let n = try number()
        guard n == n.rounded(), abs(n) < 1e15, let i = Int(exactly: n) else { throw expected("a whole number") }
        return i
    }

    /// The numbers of a number or of an array of numbers (Lottie writes vectors as arrays and 1-D values either way).
    func numbers() throws -> [Double] {
        switch value {
        case .number(let n) where n.isFinite: return [n]
        case .array(let items):
            var out: [Double] = []
            for (i, item) in items.enumerated() {
                guard case .number(let n) = item, n.isFinite else {
                    throw LottieNode(item, path: "\(path)[\(i)]").expected("a number")
                }
                out.append(n)
            }
            return out
        default: throw expected("a number or an array of numbers")
        }
    }

    func optionalNumber(_ key: String, default d: Double) throws -> Double {
        try self[key]?.number() ?? d
    }

    func optionalBool(_ key: String) throws -> Bool {
        guard let n = self[key] else { return false }
        if case .bool(let b) = n.value { return b }
        return try n.number() != 0
    }
}
