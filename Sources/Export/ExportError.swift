/// Why an export stopped: bad input (an option, an output path, a composition that cannot be written in the asked
/// format), a render or encode failure, or a signal. The command line picks the exit code and spells the options.
public struct ExportError: Error, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// Bad input or usage (exit 2).
        case badInput
        /// A render or encode failure (exit 1).
        case failure
        /// SIGINT or SIGTERM arrived; nothing was written (exit 128 + signal).
        case interrupted(signal: Int32)
    }

    public var kind: Kind
    /// What went wrong, naming the output or option (`crf must be from 0 to 51 for H.264`; the command line spells
    /// the option as its flag, `--crf`).
    public var text: ExportMessage

    public init(_ kind: Kind, _ text: ExportMessage) {
        self.kind = kind
        self.text = text
    }

    public static func badInput(_ text: ExportMessage) -> ExportError { ExportError(.badInput, text) }
    public static func failure(_ text: ExportMessage) -> ExportError { ExportError(.failure, text) }
    public static func badInput(_ text: String) -> ExportError { ExportError(.badInput, ExportMessage(stringLiteral: text)) }
    public static func failure(_ text: String) -> ExportError { ExportError(.failure, ExportMessage(stringLiteral: text)) }

    /// The text with options named as `ExportOptions` names them.
    public var message: String { text.description }

    public var description: String { message }
}
