import CFFmpeg
import Raster

/// The best video stream of a file, opened for decoding.
final class VideoStreamDecoder {
    let path: String
    let input: InputFormatContext
    let stream: UnsafeMutablePointer<AVStream>
    let codec: CodecContext
    private let packet: PacketHandle
    private let frame: FrameHandle

    init(path: String, threads: Int32 = 1) throws {
        try MediaLibrary.load()
        self.path = path
        input = try InputFormatContext(path: path)
        var decoder: UnsafePointer<AVCodec>?
        let index = try check(
            av_find_best_stream(input.pointer, AVMEDIA_TYPE_VIDEO, -1, -1, &decoder, 0), "av_find_best_stream", subject: path
        )
        guard var decoder, let streams = input.pointer.pointee.streams, let stream = streams[Int(index)] else {
            throw MediaError(call: "av_find_best_stream", message: "\(path): no decoder for the video stream")
        }
        // libavcodec's own VP9 decoder ignores the alpha plane WebM carries beside the frames; libvpx reads it.
        if decoder.pointee.id == AV_CODEC_ID_VP9, let entry = av_dict_get(stream.pointee.metadata, "alpha_mode", nil, 0),
           let value = entry.pointee.value, String(cString: value) == "1",
           let withAlpha = avcodec_find_decoder_by_name("libvpx-vp9") {
            decoder = withAlpha
        }
        self.stream = stream
        codec = try CodecContext(codec: decoder)
        try check(avcodec_parameters_to_context(codec.pointer, stream.pointee.codecpar), "avcodec_parameters_to_context", subject: path)
        codec.pointer.pointee.thread_count = threads
        codec.pointer.pointee.pkt_timebase = stream.pointee.time_base
        try check(avcodec_open2(codec.pointer, decoder, nil), "avcodec_open2", subject: path)
        packet = try PacketHandle()
        frame = try FrameHandle()
    }

    /// Decodes every frame of the stream in presentation order, calling `body` with each
    /// (the AVFrame is only valid during the call).
    func forEachFrame(_ body: (UnsafeMutablePointer<AVFrame>) throws -> Void) throws {
        let p = packet.pointer
        var flushing = false
        while !flushing {
            let read = av_read_frame(input.pointer, p)
            if read == averrorEOF {
                flushing = true
                try check(avcodec_send_packet(codec.pointer, nil), "avcodec_send_packet(flush)", subject: path)
            } else {
                try check(read, "av_read_frame", subject: path)
                defer { av_packet_unref(p) }
                guard p.pointee.stream_index == stream.pointee.index else { continue }
                try check(avcodec_send_packet(codec.pointer, p), "avcodec_send_packet", subject: path)
            }
            while true {
                let status = avcodec_receive_frame(codec.pointer, frame.pointer)
                if status == averrorEAGAIN || status == averrorEOF { break }
                try check(status, "avcodec_receive_frame", subject: path)
                defer { av_frame_unref(frame.pointer) }
                try body(frame.pointer)
            }
        }
    }
}

/// Converts decoded AVFrames of any pixel format to premultiplied BGRA `Frame`s; reuses its SwsContext
/// while the input format, size and colour description stay the same.
final class BGRAConverter {
    private var scaler: ScaleContext?
    private var key: (format: Int32, width: Int32, height: Int32, matrix: Int32, fullRange: Bool)?

    func convert(_ source: UnsafeMutablePointer<AVFrame>, path: String) throws -> Frame {
        let width = Int(source.pointee.width), height = Int(source.pointee.height)
        guard width > 0, height > 0 else {
            throw MediaError(call: "avcodec_receive_frame", message: "\(path): decoded a frame of \(width)×\(height) px")
        }
        var format = AVPixelFormat(rawValue: source.pointee.format)
        // The yuvj* formats are full-range aliases; say so explicitly instead (swscale warns about them otherwise).
        var fullRange = source.pointee.color_range == AVCOL_RANGE_JPEG
        switch format {
        case AV_PIX_FMT_YUVJ420P: format = AV_PIX_FMT_YUV420P; fullRange = true
        case AV_PIX_FMT_YUVJ422P: format = AV_PIX_FMT_YUV422P; fullRange = true
        case AV_PIX_FMT_YUVJ444P: format = AV_PIX_FMT_YUV444P; fullRange = true
        case AV_PIX_FMT_YUVJ440P: format = AV_PIX_FMT_YUV440P; fullRange = true
        case AV_PIX_FMT_YUVJ411P: format = AV_PIX_FMT_YUV411P; fullRange = true
        default: break
        }
        // SWS_CS_* share AVColorSpace's numbers; sws_getCoefficients falls back to BT.601 for anything else.
        let matrix = Int32(bitPattern: source.pointee.colorspace.rawValue)
        let isYUV: Bool = {
            guard let descriptor = av_pix_fmt_desc_get(format) else { return false }
            return descriptor.pointee.flags & UInt64(AV_PIX_FMT_FLAG_RGB) == 0 && descriptor.pointee.nb_components >= 3
        }()

        if let key, key == (format.rawValue, source.pointee.width, source.pointee.height, matrix, fullRange), scaler != nil {
            // Reuse.
        } else {
            let newScaler = try ScaleContext(
                from: (width, height, format), to: (width, height, AV_PIX_FMT_BGRA),
                flags: SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT
            )
            if isYUV {
                try newScaler.setColorspace(sourceMatrix: matrix, sourceFullRange: fullRange, destinationMatrix: matrix, destinationFullRange: true)
            }
            scaler = newScaler
            key = (format.rawValue, source.pointee.width, source.pointee.height, matrix, fullRange)
        }
        guard let scaler else { throw MediaError(call: "sws_getContext", message: "\(path): no converter") }

        var output = Frame(width: width, height: height)
        let bytesPerRow = output.bytesPerRow
        let rows: Int32 = output.pixels.withUnsafeMutableBufferPointer { destination in
            var destinationPlane: UnsafeMutablePointer<UInt8>? = destination.baseAddress
            var destinationStride = Int32(bytesPerRow)
            return withUnsafeMutablePointer(to: &source.pointee.data) { data in
                data.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { planes in
                    withUnsafeMutablePointer(to: &source.pointee.linesize) { linesize in
                        linesize.withMemoryRebound(to: Int32.self, capacity: 8) { strides in
                            // sws_scale takes `const uint8_t *const srcSlice[]`.
                            planes.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { constPlanes in
                                sws_scale(scaler.pointer, constPlanes, strides, 0, Int32(height), &destinationPlane, &destinationStride)
                            }
                        }
                    }
                }
            }
        }
        try check(rows, "sws_scale", subject: path)
        Alpha.premultiplyBGRA(&output.pixels)
        return output
    }
}
