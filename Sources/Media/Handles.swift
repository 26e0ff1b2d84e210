import CFFmpeg

// Owning wrappers for libav handles. Each frees its handle in deinit; none escapes the module.

/// An output `AVFormatContext` and (once opened) its AVIOContext.
final class OutputFormatContext {
    let pointer: UnsafeMutablePointer<AVFormatContext>
    private var ioOpen = false

    init(format: String, path: String) throws {
        try MediaLibrary.load()
        var context: UnsafeMutablePointer<AVFormatContext>?
        try check(avformat_alloc_output_context2(&context, nil, format, path), "avformat_alloc_output_context2", subject: path)
        guard let context else { throw allocationFailure("avformat_alloc_output_context2", subject: path) }
        pointer = context
    }

    /// Opens the file for writing unless the muxer writes no file itself.
    func openIO(path: String) throws {
        guard let oformat = pointer.pointee.oformat, oformat.pointee.flags & AVFMT_NOFILE == 0 else { return }
        try check(avio_open(&pointer.pointee.pb, fileURL(path), AVIO_FLAG_WRITE), "avio_open", subject: path)
        ioOpen = true
    }

    func closeIO() throws {
        guard ioOpen else { return }
        ioOpen = false
        try check(avio_closep(&pointer.pointee.pb), "avio_closep")
    }

    deinit {
        if ioOpen { avio_closep(&pointer.pointee.pb) }
        avformat_free_context(pointer)
    }
}

/// An input `AVFormatContext` opened on a file, with stream info read.
final class InputFormatContext {
    let pointer: UnsafeMutablePointer<AVFormatContext>

    init(path: String) throws {
        try MediaLibrary.load()
        var context: UnsafeMutablePointer<AVFormatContext>?
        // The image2 demuxer would read "%d" in a name as a frame-number pattern; take every name literally.
        // (Options a demuxer does not know are left in the dictionary, unused.)
        var options: OpaquePointer?
        defer { av_dict_free(&options) }
        try check(av_dict_set(&options, "pattern_type", "none", 0), "av_dict_set(pattern_type)")
        try check(avformat_open_input(&context, fileURL(path), nil, &options), "avformat_open_input", subject: path)
        guard let context else { throw allocationFailure("avformat_open_input", subject: path) }
        pointer = context
        try check(avformat_find_stream_info(context, nil), "avformat_find_stream_info", subject: path)
    }

    deinit {
        var context: UnsafeMutablePointer<AVFormatContext>? = pointer
        avformat_close_input(&context)
    }
}

/// An `AVCodecContext`.
final class CodecContext {
    let pointer: UnsafeMutablePointer<AVCodecContext>

    init(codec: UnsafePointer<AVCodec>) throws {
        guard let context = avcodec_alloc_context3(codec) else { throw allocationFailure("avcodec_alloc_context3") }
        pointer = context
    }

    deinit {
        var context: UnsafeMutablePointer<AVCodecContext>? = pointer
        avcodec_free_context(&context)
    }
}

/// An `AVFrame`.
final class FrameHandle {
    let pointer: UnsafeMutablePointer<AVFrame>

    init() throws {
        guard let frame = av_frame_alloc() else { throw allocationFailure("av_frame_alloc") }
        pointer = frame
    }

    /// Allocates buffers for a video frame of this size and format.
    convenience init(width: Int, height: Int, format: AVPixelFormat) throws {
        try self.init()
        pointer.pointee.width = Int32(width)
        pointer.pointee.height = Int32(height)
        pointer.pointee.format = format.rawValue
        try check(av_frame_get_buffer(pointer, 0), "av_frame_get_buffer")
    }

    /// Calls `body` with the plane pointers and line sizes (`data` / `linesize`, imported as tuples).
    func withPlanes<R>(
        _ body: (UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int32>) throws -> R
    ) rethrows -> R {
        try withUnsafeMutablePointer(to: &pointer.pointee.data) { data in
            try data.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { planes in
                try withUnsafeMutablePointer(to: &pointer.pointee.linesize) { linesize in
                    try linesize.withMemoryRebound(to: Int32.self, capacity: 8) { strides in
                        try body(planes, strides)
                    }
                }
            }
        }
    }

    /// Zeroes the three planes of a yuv420p frame `height` rows high, padding included.
    func zeroPlanes(height: Int) {
        withPlanes { planes, strides in
            for (plane, rows) in [(0, height), (1, (height + 1) / 2), (2, (height + 1) / 2)] {
                guard let base = planes[plane] else { continue }
                base.update(repeating: 0, count: Int(strides[plane]) * rows)
            }
        }
    }

    deinit {
        var frame: UnsafeMutablePointer<AVFrame>? = pointer
        av_frame_free(&frame)
    }
}

/// An `AVPacket`.
final class PacketHandle {
    let pointer: UnsafeMutablePointer<AVPacket>

    init() throws {
        guard let packet = av_packet_alloc() else { throw allocationFailure("av_packet_alloc") }
        pointer = packet
    }

    deinit {
        var packet: UnsafeMutablePointer<AVPacket>? = pointer
        av_packet_free(&packet)
    }
}

/// A `SwsContext` converting between two formats at one size.
final class ScaleContext {
    let pointer: OpaquePointer
    let source: (width: Int, height: Int, format: AVPixelFormat)
    let destination: (width: Int, height: Int, format: AVPixelFormat)

    init(
        from source: (width: Int, height: Int, format: AVPixelFormat),
        to destination: (width: Int, height: Int, format: AVPixelFormat),
        flags: Int32
    ) throws {
        guard let context = sws_getContext(
            Int32(source.width), Int32(source.height), source.format,
            Int32(destination.width), Int32(destination.height), destination.format,
            flags, nil, nil, nil
        ) else {
            throw MediaError(
                call: "sws_getContext",
                message: "cannot convert \(pixelFormatName(source.format)) \(source.width)×\(source.height) to \(pixelFormatName(destination.format)) \(destination.width)×\(destination.height)"
            )
        }
        pointer = context
        self.source = source
        self.destination = destination
    }

    /// Sets the YUV⇄RGB matrix (`SWS_CS_*`) and ranges (`true` = full/JPEG range) for both sides.
    func setColorspace(sourceMatrix: Int32, sourceFullRange: Bool, destinationMatrix: Int32, destinationFullRange: Bool) throws {
        let status = sws_setColorspaceDetails(
            pointer,
            sws_getCoefficients(sourceMatrix), sourceFullRange ? 1 : 0,
            sws_getCoefficients(destinationMatrix), destinationFullRange ? 1 : 0,
            0, 1 << 16, 1 << 16
        )
        // Returns -1 (not an AVERROR code) when the conversion has no YUV side to apply the details to.
        guard status >= 0 else {
            throw MediaError(
                call: "sws_setColorspaceDetails",
                message: "\(pixelFormatName(source.format)) → \(pixelFormatName(destination.format)): colourspace details not supported"
            )
        }
    }

    deinit { sws_freeContext(pointer) }
}

func pixelFormatName(_ format: AVPixelFormat) -> String {
    guard let name = av_get_pix_fmt_name(format) else { return "pixel format \(format.rawValue)" }
    return String(cString: name)
}

/// A libav URL for a local path: the `file:` protocol, so a path containing ':' is never taken for another protocol.
func fileURL(_ path: String) -> String { "file:" + path }
