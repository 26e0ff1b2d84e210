import Raster
import Synchronization

/// An image a composition draws, decoded on first use: the reader knows its pixel size from the file's header
/// (checked against the limits when the scene is read), and the pixels are decoded once, when a renderer first
/// needs them (`Composition.decodedImages()`), by whichever thread asks first; other threads wait for that decode
/// and share its frame. A decoding error is kept and thrown again to every later caller.
public final class ImageSource: Sendable {
    /// Pixels across and down.
    public let width: Int
    public let height: Int
    private let decode: @Sendable () throws -> Frame
    private let decoded: Mutex<Result<Frame, any Error>?>

    /// An image of `width`×`height` px whose pixels `decode` produces (called at most once). `decode` throws the
    /// error to report, naming where the image is used; it should check the frame's size itself.
    public init(width: Int, height: Int, decode: @escaping @Sendable () throws -> Frame) {
        self.width = width
        self.height = height
        self.decode = decode
        decoded = Mutex(nil)
    }

    /// An image already decoded.
    public init(_ frame: Frame) {
        width = frame.width
        height = frame.height
        decode = { frame }
        decoded = Mutex(.success(frame))
    }

    /// The decoded pixels (decoding them on the first call).
    public func frame() throws -> Frame {
        try decoded.withLock { result in
            if let result { return try result.get() }
            let outcome = Result { try decode() }
            result = outcome
            return try outcome.get()
        }
    }
}
