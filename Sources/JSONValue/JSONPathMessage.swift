/// A message about one place in a JSON document — an error, a warning, a lint finding — printed the same way by
/// every reader and command: `path: message`, or the message alone when it is about the document as a whole
/// (an empty path).
public protocol JSONPathMessage: CustomStringConvertible {
    /// The JSON path of the value the message is about (`layers[2].animations[0].duration`), or empty.
    var path: String { get }
    var message: String { get }
}

extension JSONPathMessage {
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
