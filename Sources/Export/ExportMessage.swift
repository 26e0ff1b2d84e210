/// An export error's text, with the options it names marked (`"\(option: "crf") must be from 0 to 51"`), so the
/// library names an option as `ExportOptions` does (`crf`) and the command line as its flag (`--crf`).
public struct ExportMessage: Sendable, Equatable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public enum Part: Sendable, Equatable {
        case text(String)
        /// An option, by its `ExportOptions` name.
        case option(String)
    }

    public var parts: [Part]

    public init(stringLiteral value: String) { parts = value.isEmpty ? [] : [.text(value)] }

    public init(stringInterpolation: StringInterpolation) { parts = stringInterpolation.parts }

    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Part] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) { append(literal) }

        public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value)) }

        /// An option of `ExportOptions`, by name (`crf`, `keyint`).
        public mutating func appendInterpolation(option name: String) { parts.append(.option(name)) }

        /// Text joins the text before it, so equal messages have equal parts.
        mutating func append(_ text: String) {
            guard !text.isEmpty else { return }
            if case .text(let before)? = parts.last { parts[parts.count - 1] = .text(before + text) } else { parts.append(.text(text)) }
        }
    }

    /// The text, each option spelt by `spelling` (the command line: `--crf`).
    public func text(optionSpelling spelling: (String) -> String) -> String {
        parts.map { part in
            switch part {
            case .text(let s): s
            case .option(let name): spelling(name)
            }
        }.joined()
    }

    /// The text with options named as `ExportOptions` names them (`crf must be from 0 to 51 for H.264`).
    public var description: String { text { $0 } }
}
