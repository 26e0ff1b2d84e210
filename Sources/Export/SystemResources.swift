import Composition
import Media
import Raster
import Render

/// The resources readers use on this system: Pango text measuring with the pinned fonts (`TextEngine`) and
/// FFmpeg image decoding. Pass it to a reader (`Composition.load(path:resources:)`).
public struct SystemResources: ResourceLoading {
    public init() {}

    public func makeTextMeasurer() throws -> any FontMeasuring { try TextEngine() }

    public func loadImage(atPath path: String) throws -> Frame { try ImageDecoder.decode(path: path) }
}

extension TextEngine: FontMeasuring {}
