/// Why a zip archive, or one entry of it, cannot be read: the entry's name (empty for the archive itself) and what.
public struct ZipError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The entry's name inside the archive, or empty.
    public let entry: String
    public let message: String

    public init(entry: String = "", _ message: String) {
        self.entry = entry
        self.message = message
    }

    public var description: String { entry.isEmpty ? message : "\(entry): \(message)" }
}
