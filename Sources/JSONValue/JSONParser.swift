/// Why a text is not JSON, with the line and column (1-based) where parsing stopped.
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let message: String
    /// JSON path of the value being read when parsing stopped (`layers[0].id`), empty at the top level.
    public var path: String = ""
    public var description: String { "line \(line), column \(column): \(message)" }
}

/// A strict RFC 8259 parser (no comments, no trailing commas), with a nesting limit so hostile input cannot
/// exhaust the stack.
public struct JSONParser {
    private let bytes: [UInt8]
    private var i = 0
    private var depth = 0
    /// Where the parser is: object keys and array indices, outermost first (for errors only).
    private var path: [PathComponent] = []
    private enum PathComponent { case key(String), index(Int) }
    /// Deepest nesting of arrays and objects (`Limits.maximumJSONDepth`).
    public static let maximumDepth = 256
    /// Whether a number out of `Double`'s range (`1e999`) reads as ±infinity and the words `NaN`, `Infinity` and
    /// `-Infinity` as those values, instead of being syntax errors: for a reader that then refuses them at their
    /// JSON path (the Lottie reader: `LottieStructureCheck`).
    private var keepsNonFiniteNumbers = false

    public static func parse(_ text: String) throws -> JSON {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses UTF-8 bytes; invalid UTF-8 is an error at its line and column, with the JSON path of the string.
    public static func parse(bytes: [UInt8]) throws -> JSON {
        try parse(bytes: bytes, keepingNonFiniteNumbers: false)
    }

    /// Parses UTF-8 bytes as `parse(bytes:)` does; with `keepingNonFiniteNumbers`, a number out of range (`1e999`)
    /// is ±infinity and `NaN`, `Infinity`, `-Infinity` are read as numbers, for the caller to refuse by JSON path.
    public static func parse(bytes: [UInt8], keepingNonFiniteNumbers: Bool) throws -> JSON {
        var p = JSONParser(bytes: bytes)
        p.keepsNonFiniteNumbers = keepingNonFiniteNumbers
        p.skipWhitespace()
        let value = try p.parseValue()
        p.skipWhitespace()
        if p.i < p.bytes.count { throw p.error("unexpected \(p.describeHere()) after the end of the document") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ message: String) -> JSONSyntaxError {
        var line = 1, column = 1
        for b in bytes[0..<min(i, bytes.count)] {
            if b == UInt8(ascii: "\n") { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
        }
        var text = ""
        for c in path {
            switch c {
            case .key(let k): text += text.isEmpty ? k : ".\(k)"
            case .index(let n): text += "[\(n)]"
            }
        }
        return JSONSyntaxError(line: line, column: column, message: message, path: text)
    }

    private func describeHere() -> String {
        guard i < bytes.count else { return "end of file" }
        let scalar = Unicode.Scalar(bytes[i])
        return bytes[i] < 0x80 ? "'\(Character(scalar))'" : "a non-ASCII character"
    }

    private mutating func skipWhitespace() {
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    }

    private mutating func parseValue() throws -> JSON {
        guard i < bytes.count else { throw error("unexpected end of file, expected a value") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "N") where keepsNonFiniteNumbers: try literal("NaN"); return .number(.nan)
        case UInt8(ascii: "I") where keepsNonFiniteNumbers: try literal("Infinity"); return .number(.infinity)
        case UInt8(ascii: "-") where keepsNonFiniteNumbers && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "I"):
            i += 1
            try literal("Infinity")
            return .number(-.infinity)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected \(describeHere()), expected a value")
        }
    }

    private mutating func literal(_ word: String) throws {
        let w = Array(word.utf8)
        guard i + w.count <= bytes.count, Array(bytes[i..<i + w.count]) == w else {
            throw error("unexpected \(describeHere()), expected a value")
        }
        i += w.count
    }

    private mutating func enter() throws {
        depth += 1
        if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject() throws -> JSON {
        try enter(); defer { depth -= 1 }
        i += 1
        var members: [(key: String, value: JSON)] = []
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeHere()), expected a quoted key")
            }
            let key = try parseString()
            skipWhitespace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else {
                throw error("unexpected \(describeHere()), expected ':' after the key \"\(key)\"")
            }
            i += 1
            skipWhitespace()
            path.append(.key(key))
            members.append((key, try parseValue()))
            path.removeLast()
            skipWhitespace()
            guard i < bytes.count else { throw error("unexpected end of file, expected ',' or '}'") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            throw error("unexpected \(describeHere()), expected ',' or '}'")
        }
    }

    private mutating func parseArray() throws -> JSON {
        try enter(); defer { depth -= 1 }
        i += 1
        var items: [JSON] = []
        skipWhitespace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
        while true {
            skipWhitespace()
            path.append(.index(items.count))
            items.append(try parseValue())
            path.removeLast()
            skipWhitespace()
            guard i < bytes.count else { throw error("unexpected end of file, expected ',' or ']'") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            throw error("unexpected \(describeHere()), expected ',' or ']'")
        }
    }

    private mutating func parseString() throws -> String {
        let start = i
        i += 1
        var out: [UInt8] = []
        while true {
            guard i < bytes.count else { throw error("unterminated string") }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { i += 1; break }
            if b < 0x20 { throw error("control character in a string") }
            if b == UInt8(ascii: "\\") {
                i += 1
                guard i < bytes.count else { throw error("unterminated string") }
                let e = bytes[i]
                i += 1
                switch e {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800...0xDBFF).contains(code), i + 1 < bytes.count,
                       bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") {
                        i += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid surrogate pair") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    i -= 1
                    throw error("invalid escape \\\(Character(Unicode.Scalar(e)))")
                }
            } else {
                out.append(b)
                i += 1
            }
        }
        guard let s = String(validating: out, as: UTF8.self) else {
            let end = i
            i = Self.firstInvalidUTF8(bytes, from: start, to: end) ?? start
            throw error("invalid UTF-8 (byte 0x\(String(bytes[min(i, bytes.count - 1)], radix: 16, uppercase: true))) in a string")
        }
        return s
    }

    /// Index of the first byte in `from..<to` that does not start a valid UTF-8 sequence, or `nil`.
    private static func firstInvalidUTF8(_ bytes: [UInt8], from: Int, to: Int) -> Int? {
        var k = from
        while k < to {
            let b = bytes[k]
            let n = b < 0x80 ? 1 : b < 0xC2 ? 0 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : b < 0xF5 ? 4 : 0
            guard n > 0, k + n <= to, String(validating: bytes[k..<k + n], as: UTF8.self) != nil else { return k }
            k += n
        }
        return nil
    }

    private mutating func hex4() throws -> UInt32 {
        guard i + 4 <= bytes.count else { throw error("truncated \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard let d = Character(Unicode.Scalar(bytes[i])).hexDigitValue else { throw error("invalid \\u escape") }
            v = v * 16 + UInt32(d)
            i += 1
        }
        return v
    }

    private mutating func parseNumber() throws -> Double {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        func digits() -> Int {
            let s = i
            while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
            return i - s
        }
        let integerStart = i
        guard digits() > 0 else { throw error("invalid number") }
        if bytes[integerStart] == UInt8(ascii: "0"), i - integerStart > 1 {
            i = integerStart
            throw error("invalid number: leading zeros are not allowed")
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw error("invalid number: expected digits after '.'") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw error("invalid number: expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let v = Double(text) else { i = start; throw error("number out of range") }
        guard v.isFinite || keepsNonFiniteNumbers else { i = start; throw error("number out of range") }
        return v
    }
}
