/// A place in Swift source (`Seed003Spotlight.swift:108`): where an animation was added or a turn scheduled, as
/// messages, lint and plots name it.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: UInt

    public init(file: String, line: UInt) {
        self.file = file
        self.line = line
    }

    /// From `#fileID` (`Module/File.swift`): the file name without the module.
    init(_ fileID: StaticString, _ line: UInt) {
        let text = "\(fileID)"
        self.init(file: text.split(separator: "/").last.map(String.init) ?? text, line: line)
    }

    public var description: String { "\(file):\(line)" }
}

/// Something a stage noticed that Core Animation does silently, with the Swift lines involved (`stage.diagnostics`).
public struct StageDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Scene time of the turn, seconds.
    public var time: Double
    public var message: String
    /// The source lines the message is about.
    public var locations: [SourceLocation]

    public var description: String { "\(time): \(message)" }
}

/// Why a stage's recording cannot become a composition: the Swift line and what is wrong (`composition()` throws it).
public struct StageError: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation?
    public var message: String

    public var description: String { location.map { "\($0): \(message)" } ?? message }
}
