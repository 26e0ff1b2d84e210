/// A JSON value (the scene format's, and the expected values of `Expectation`s as written). Objects keep their keys
/// in file order, so error messages and expansions are stable. `JSONParser` reads it and `JSONWriter` writes it.
public indirect enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([(key: String, value: JSON)])

    public static func == (a: JSON, b: JSON) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)):
            x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// A short description of the value for error messages: `-1`, `"abc"`, `an object`, `an array of 3`.
    public var shortDescription: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let n): NumberText.format(n)
        case .string(let s): s.count > 40 ? "a string" : "\"\(s)\""
        case .array(let a): "an array of \(a.count)"
        case .object: "an object"
        }
    }

    public subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.last(where: { $0.key == key })?.value
    }
}
