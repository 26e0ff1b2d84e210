/// Why an export stopped: bad input (an option, an output path, a composition that cannot be written in the asked
/// format), a render or encode failure, or a signal. The command line exits with `exitCode`.
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
    /// What went wrong, naming the output or option (`--crf must be from 0 to 51 for H.264`).
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public static func badInput(_ message: String) -> ExportError { ExportError(.badInput, message) }
    public static func failure(_ message: String) -> ExportError { ExportError(.failure, message) }

    /// 2 for bad input, 1 for a failure, 128 + signal for an interruption.
    public var exitCode: Int32 {
        switch kind {
        case .badInput: 2
        case .failure: 1
        case .interrupted(let s): 128 + s
        }
    }

    public var description: String { message }
}
