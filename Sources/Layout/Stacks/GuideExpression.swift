/// An alignment guide's value as an expression over a view's dimensions (SwiftUI's `ViewDimensions`): numbers,
/// `width`, `height`, the view's standard guides (`leading`, `trailing`, `center`, `top`, `bottom`,
/// `firstTextBaseline`, `lastTextBaseline`), `+ - * /`, unary minus and parentheses. `center` means the centre
/// along the guide's own axis.
public indirect enum GuideExpression: Sendable, Hashable, CustomStringConvertible {
    case number(Double)
    case name(String)
    case negate(GuideExpression)
    case binary(Character, GuideExpression, GuideExpression)

    /// The names an expression may use.
    public static let names: Set<String> = [
        "width", "height", "leading", "trailing", "center", "top", "bottom", "firstTextBaseline", "lastTextBaseline",
    ]

    /// The value, with `lookup` giving each name's value.
    public func evaluate(_ lookup: (String) -> Double) -> Double {
        switch self {
        case .number(let n): return n
        case .name(let s): return lookup(s)
        case .negate(let e): return -e.evaluate(lookup)
        case .binary(let op, let a, let b):
            let x = a.evaluate(lookup), y = b.evaluate(lookup)
            switch op {
            case "+": return x + y
            case "-": return x - y
            case "*": return x * y
            default: return y == 0 ? 0 : x / y
            }
        }
    }

    public var description: String {
        switch self {
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : "\(n)"
        case .name(let s): return s
        case .negate(let e): return "-(\(e))"
        case .binary(let op, let a, let b): return "(\(a) \(op) \(b))"
        }
    }
}

/// A malformed guide expression: what, and where (a 1-based character position in the expression).
public struct GuideExpressionError: Error, Sendable, Equatable, CustomStringConvertible {
    public let position: Int
    public let message: String
    public var description: String { "at character \(position): \(message)" }
}

extension GuideExpression {
    /// Parses `text`. Errors point at the offending character (1-based).
    public static func parse(_ text: String) throws(GuideExpressionError) -> GuideExpression {
        var p = Parser(chars: Array(text))
        let e = try p.expression()
        p.skipSpaces()
        if p.i < p.chars.count {
            throw p.fail("unexpected \"\(p.chars[p.i])\"; expected an operator (+ - * /) or the end")
        }
        return e
    }

    private struct Parser {
        let chars: [Character]
        var i = 0

        func fail(_ message: String, at position: Int? = nil) -> GuideExpressionError {
            GuideExpressionError(position: (position ?? i) + 1, message: message)
        }

        mutating func skipSpaces() { while i < chars.count && chars[i].isWhitespace { i += 1 } }

        mutating func expression() throws(GuideExpressionError) -> GuideExpression {
            var e = try term()
            while true {
                skipSpaces()
                guard i < chars.count, chars[i] == "+" || chars[i] == "-" else { return e }
                let op = chars[i]
                i += 1
                e = .binary(op, e, try term())
            }
        }

        mutating func term() throws(GuideExpressionError) -> GuideExpression {
            var e = try unary()
            while true {
                skipSpaces()
                guard i < chars.count, chars[i] == "*" || chars[i] == "/" else { return e }
                let op = chars[i]
                i += 1
                skipSpaces()
                let at = i
                let rhs = try unary()
                if op == "/", case .number(0) = rhs { throw fail("division by zero", at: at) }
                e = .binary(op, e, rhs)
            }
        }

        mutating func unary() throws(GuideExpressionError) -> GuideExpression {
            skipSpaces()
            if i < chars.count && chars[i] == "-" {
                i += 1
                return .negate(try unary())
            }
            return try primary()
        }

        mutating func primary() throws(GuideExpressionError) -> GuideExpression {
            skipSpaces()
            guard i < chars.count else { throw fail("expected a number, a name or \"(\", got the end") }
            let c = chars[i]
            if c == "(" {
                let open = i
                i += 1
                let e = try expression()
                skipSpaces()
                guard i < chars.count, chars[i] == ")" else {
                    throw fail(i < chars.count ? "expected \")\" to close the \"(\" at character \(open + 1)"
                                                : "missing \")\" for the \"(\" at character \(open + 1)")
                }
                i += 1
                return e
            }
            if c.isNumber || c == "." {
                let start = i
                while i < chars.count && (chars[i].isNumber || chars[i] == ".") { i += 1 }
                guard let n = Double(String(chars[start..<i])) else {
                    throw fail("malformed number \"\(String(chars[start..<i]))\"", at: start)
                }
                return .number(n)
            }
            if c.isLetter || c == "_" {
                let start = i
                while i < chars.count && (chars[i].isLetter || chars[i].isNumber || chars[i] == "_") { i += 1 }
                let name = String(chars[start..<i])
                guard GuideExpression.names.contains(name) else {
                    throw fail("unknown name \"\(name)\"; expected one of \(GuideExpression.names.sorted().joined(separator: ", "))", at: start)
                }
                return .name(name)
            }
            throw fail("unexpected \"\(c)\"; expected a number, a name or \"(\"")
        }
    }
}
