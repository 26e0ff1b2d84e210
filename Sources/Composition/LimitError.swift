/// An input past one of the `Limits`: where (a JSON path for scene files, empty when the composition was built in
/// code) and what (the message names the limit).
public struct LimitError: Error, JSONPathMessage, Sendable, Equatable {
    /// JSON path of the offending value (`canvas.duration`, `animations[2]`), or empty.
    public var path: String
    public var message: String

    public init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }
}
