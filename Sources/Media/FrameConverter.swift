import CFFmpeg
import Raster

/// A frame converted to a `VideoEncoder`'s pixel format, ready for `VideoEncoder.append(_:)`.
///
/// Made by a `FrameConverter`; owned by one thread at a time (handed from a converting thread to the encoding one),
/// hence `@unchecked Sendable`: nothing else shares its buffers.
public final class EncoderFrame: @unchecked Sendable {
    let handle: FrameHandle
    let format: VideoFormat
    public let width: Int
    public let height: Int

    init(handle: FrameHandle, format: VideoFormat, width: Int, height: Int) {
        self.handle = handle
        self.format = format
        self.width = width
        self.height = height
    }
}

/// Converts rendered frames (premultiplied BGRA) to the pixel format a `VideoFormat` is encoded from.
///
/// One converter per thread (it owns a libswscale context, which is not thread-safe); several converters may run
/// at once, each producing `EncoderFrame`s for the one encoder, so conversion runs in parallel with encoding.
/// The same frame always converts to the same bytes (every buffer byte, padding included, is written).
///
/// - Opaque formats (H.264, HEVC): colours are taken as stored (premultiplied = composited over black).
/// - Alpha formats (ProRes 4444, VP9): colours are un-premultiplied first, with rounding, (c·255 + a/2)/a.
/// - RGB → YUV: BT.709 matrix, limited range; yuv420p by `YUV420Conversion` (integer, 2×2 box chroma), the
///   alpha formats by libswscale with accurate rounding (chroma: bicubic).
public final class FrameConverter {
    public let format: VideoFormat
    public let width: Int
    public let height: Int
    private let scaler: ScaleContext?
    private var straight: [UInt8] = []

    /// A converter for frames of `width`×`height` px to `format`'s encoder input.
    public init(format: VideoFormat, width: Int, height: Int) throws {
        try MediaLibrary.load()
        self.format = format
        self.width = width
        self.height = height
        if format == .gif || format.pixelFormat == AV_PIX_FMT_YUV420P {
            // GIF: no conversion; yuv420p: YUV420Conversion.
            scaler = nil
        } else {
            let s = try ScaleContext(
                from: (width, height, AV_PIX_FMT_BGRA), to: (width, height, format.pixelFormat),
                flags: SWS_BICUBIC | SWS_ACCURATE_RND
            )
            try s.setColorspace(sourceMatrix: SWS_CS_ITU709, sourceFullRange: true, destinationMatrix: SWS_CS_ITU709, destinationFullRange: false)
            scaler = s
        }
    }

    /// `frame` in the encoder's pixel format, with BT.709 limited-range colour tags.
    public func convert(_ frame: Frame) throws -> EncoderFrame {
        guard frame.width == width, frame.height == height else {
            throw MediaError(call: "FrameConverter.convert", message: "frame is \(frame.width)×\(frame.height) px, the video is \(width)×\(height) px")
        }
        let handle = try FrameHandle(width: width, height: height, format: format.pixelFormat)
        handle.zeroBuffers()
        let f = handle.pointer
        if format != .gif {
            f.pointee.color_primaries = AVCOL_PRI_BT709
            f.pointee.color_trc = AVCOL_TRC_BT709
            f.pointee.colorspace = AVCOL_SPC_BT709
            f.pointee.color_range = AVCOL_RANGE_MPEG
        }
        if format == .gif {
            // GIF: BGRA as it is (opaque frames: premultiplied = straight).
            handle.withPlanes { planes, strides in
                guard let destination = planes[0] else { return }
                let stride = Int(strides[0])
                frame.pixels.withUnsafeBufferPointer { source in
                    for y in 0..<height {
                        (destination + y * stride).update(from: source.baseAddress! + y * frame.bytesPerRow, count: width * 4)
                    }
                }
            }
            return EncoderFrame(handle: handle, format: format, width: width, height: height)
        }
        if format.pixelFormat == AV_PIX_FMT_YUV420P {
            handle.withPlanes { planes, strides in
                frame.pixels.withUnsafeBufferPointer { source in
                    YUV420Conversion.convert(
                        source.baseAddress!, bytesPerRow: frame.bytesPerRow, width: width, rows: 0..<height,
                        y: planes[0]!, yStride: Int(strides[0]), u: planes[1]!, v: planes[2]!, chromaStride: Int(strides[1]))
                }
            }
            return EncoderFrame(handle: handle, format: format, width: width, height: height)
        }
        guard let scaler else { throw MediaError(call: "FrameConverter.convert", message: "no converter for \(format.displayName)") }
        let rows: Int32
        if format.hasAlpha {
            straight = frame.pixels
            Alpha.unpremultiplyBGRA(&straight)
            rows = scale(straight, bytesPerRow: frame.bytesPerRow, scaler: scaler, into: handle)
        } else {
            rows = scale(frame.pixels, bytesPerRow: frame.bytesPerRow, scaler: scaler, into: handle)
        }
        try check(rows, "sws_scale")
        return EncoderFrame(handle: handle, format: format, width: width, height: height)
    }

    private func scale(_ pixels: [UInt8], bytesPerRow: Int, scaler: ScaleContext, into handle: FrameHandle) -> Int32 {
        pixels.withUnsafeBufferPointer { source in
            var sourcePlane: UnsafePointer<UInt8>? = source.baseAddress
            var sourceStride = Int32(bytesPerRow)
            return handle.withPlanes { planes, strides in
                sws_scale(scaler.pointer, &sourcePlane, &sourceStride, 0, Int32(height), planes, strides)
            }
        }
    }
}

extension FrameHandle {
    /// Zeroes every buffer of the frame, padding included, so encoders that read padding see the same bytes each run.
    func zeroBuffers() {
        withUnsafeMutablePointer(to: &pointer.pointee.buf) { buffers in
            buffers.withMemoryRebound(to: UnsafeMutablePointer<AVBufferRef>?.self, capacity: 8) { refs in
                for i in 0..<8 {
                    guard let ref = refs[i], let data = ref.pointee.data else { continue }
                    data.update(repeating: 0, count: Int(ref.pointee.size))
                }
            }
        }
    }
}
