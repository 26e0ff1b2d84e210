import Export

/// How the command line reports an export error: options spelt as its flags, and the exit code.
extension ExportError {
    /// The message with each option spelt as its flag (`--crf must be from 0 to 51 for H.264`).
    var cliMessage: String { text.text { "--\($0)" } }

    /// 2 for bad input, 1 for a failure, 128 + signal for an interruption.
    var exitCode: Int32 {
        switch kind {
        case .badInput: 2
        case .failure: 1
        case .interrupted(let s): 128 + s
        }
    }
}
