/// A lint finding about layout (not an error: the scene still renders): where (a JSON path) and what.
public struct LayoutWarning: Sendable, Equatable, JSONPathMessage {
    public let path: String
    public let message: String

    public init(path: String, _ message: String) {
        self.path = path
        self.message = message
    }
}
