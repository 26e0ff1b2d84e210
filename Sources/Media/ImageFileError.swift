/// An image file that cannot be read, or a PNG or JPEG whose structure is truncated or corrupt (`ImageHeader`).
public struct ImageFileError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file's path; empty when bytes were read, not a file.
    public let path: String
    /// What is wrong (`truncated PNG: chunk IDAT at byte 33 needs 8204 bytes, the file ends at byte 4096`).
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
}
