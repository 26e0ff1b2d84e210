import CFFmpeg
import Raster

/// Reads still images (PNG with or without alpha, JPEG, and anything else libavformat's image demuxers
/// recognise) into premultiplied BGRA frames.
public enum ImageDecoder {
    /// Decodes the first image in the file at `path`.
    ///
    /// Conversion to BGRA is libswscale's; PNG colours come through exactly, YUV (JPEG) input is converted with
    /// the matrix and range the file declares (JPEG: BT.601, full range). Colours are then premultiplied with
    /// rounding, round(c·a/255).
    public static func decode(path: String) throws -> Frame {
        try MediaLibrary.load()
        MediaLogCapture.forgetMine()
        let decoder = try VideoStreamDecoder(path: path)
        let converter = BGRAConverter()
        var result: Frame?
        struct Done: Error {}
        do {
            try decoder.forEachFrame { frame in
                result = try converter.convert(frame, path: path)
                throw Done()
            }
        } catch is Done {}
        guard let result else { throw MediaError(call: "avcodec_receive_frame", message: "\(path): no image in the file") }
        return result
    }
}
