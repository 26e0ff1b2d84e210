import Composition
import Media
import Raster
import Render

/// The resources readers use on this system: Pango text measuring with the pinned fonts (`TextEngine`) and
/// FFmpeg image decoding (PNG and JPEG sizes read from the file's header, pixels decoded on first use). Pass it to
/// a reader (`Composition.load(path:resources:)`).
public struct SystemResources: ResourceLoading {
    public init() {}

    public func makeTextMeasurer() throws -> any FontMeasuring { try TextEngine() }

    public func loadImage(atPath path: String) throws -> Frame { try ImageDecoder.decode(path: path) }

    /// PNG and JPEG sizes from the file's header, with its structure checked (`ImageHeader`); `nil` for other formats.
    public func imageSize(atPath path: String) throws -> (width: Int, height: Int)? {
        do {
            return try ImageHeader.read(path: path).map { ($0.width, $0.height) }
        } catch let e as ImageFileError {
            throw ImageFileError(path: "", reason: e.reason)  // the reader's message names the file already
        }
    }
}

extension TextEngine: FontMeasuring {}
