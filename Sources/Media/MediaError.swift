import CFFmpeg

/// A failure in the media layer: which call failed and why.
///
/// `call` names the libav function (or the Media API entry point for argument errors);
/// `message` is av_strerror's text, prefixed with the file path when one is involved.
public struct MediaError: Error, CustomStringConvertible, Sendable {
    public let call: String
    public let message: String
    /// What libav logged on this thread before the call failed (its own explanation, e.g. "Invalid PNG signature
    /// 0x…"), oldest first; usually empty.
    public let log: [String]

    public init(call: String, message: String, log: [String] = []) {
        self.call = call
        self.message = message
        self.log = log
    }

    /// One sentence: libav's explanation first when it logged one, then the failed call and its status.
    public var description: String {
        log.isEmpty ? "\(call): \(message)" : "\(log.joined(separator: "; ")) (\(call): \(message))"
    }
}

/// libav's text for an error code (`av_strerror`).
func averrorText(_ code: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    let found = buffer.withUnsafeMutableBufferPointer { av_strerror(code, $0.baseAddress, $0.count) }
    guard found == 0 else { return "libav error \(code)" }
    // Decode up to the NUL terminator.
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
}

/// The one gate for libav status codes: a negative code becomes a `MediaError` naming `call`
/// (and `subject`, usually a path, when given); a non-negative code is returned unchanged.
@discardableResult
func check(_ status: Int32, _ call: String, subject: String? = nil) throws -> Int32 {
    guard status < 0 else { return status }
    let text = averrorText(status)
    throw MediaError(call: call, message: subject.map { "\($0): \(text)" } ?? text, log: MediaLogCapture.take())
}

let averrorEAGAIN = cffmpeg_averror_eagain()
let averrorEOF = cffmpeg_averror_eof()
let noPTS = cffmpeg_nopts_value()

/// A `MediaError` for an allocator that returned NULL.
func allocationFailure(_ call: String, subject: String? = nil) -> MediaError {
    let text = averrorText(cffmpeg_averror(ENOMEM))
    return MediaError(call: call, message: subject.map { "\($0): \(text)" } ?? text)
}
