import CFFmpeg
import Raster
import Synchronization

/// Serialises encoder opening: with several x264 encoders opened concurrently in one process, output bytes were
/// observed to vary between runs (x264 initialises process-wide tables when an encoder opens).
let encoderOpenLock = Mutex<Void>(())

/// How `VideoEncoder` encodes: size, frame rate and x264 quality settings.
public struct VideoSettings: Sendable, Hashable {
    public var width: Int
    public var height: Int
    /// Frames per second; integers give a time base of 1/fps, fractional rates use `av_d2q` (29.97 → 2997/100).
    public var fps: Double
    /// x264 constant rate factor (0 = lossless … 51; 18 is visually near-transparent).
    public var crf: Int
    /// x264 preset ("ultrafast" … "veryslow").
    public var preset: String
    /// libavcodec encoder name.
    public var codec: String
    /// Encoder thread count (x264 frame threads), set explicitly rather than "auto".
    ///
    /// Repeatability: for a fixed thread count the same frames gave the same bytes run to run when the process
    /// does nothing else with libav at the same time (the command-line case; 8 of 8 identical, threads 1 and 2).
    /// Different thread counts give different (equally valid) bytes. Known open issue: with other libav work
    /// (other encoders, decoders) running concurrently in the same process, output bytes were seen to vary,
    /// threads 1 included; cause not found. Separate processes are unaffected.
    public var threads: Int

    public init(width: Int, height: Int, fps: Double, crf: Int = 18, preset: String = "veryfast", codec: String = "libx264", threads: Int = 2) {
        self.width = width
        self.height = height
        self.fps = fps
        self.crf = crf
        self.preset = preset
        self.codec = codec
        self.threads = threads
    }
}

/// Streams frames into an H.264 MP4 file.
///
/// - libx264, yuv420p, BT.709 primaries/transfer/matrix, limited (MPEG) range, `movflags +faststart`
///   (the `moov` atom is moved in front of `mdat` when the file is finished).
/// - Frame *k* (0-based, in `append` order) has pts *k* in a 1/fps time base and lasts one tick: the file is
///   constant frame rate with exactly as many frames as appended, and lasts frames / fps seconds.
/// - **Alpha is dropped.** Colours are taken as they are stored (premultiplied), so a translucent pixel shows as if
///   composited over black. Composite onto the background you want before appending.
/// - Memory does not grow with the frame count: one AVFrame and one SwsContext are reused, and every packet is
///   written as soon as the encoder produces it (x264 holds only its bounded lookahead).
///
/// Call `finish()` to get a playable file; dropping the encoder without it closes the file, incomplete.
/// Not thread-safe: use one encoder from one thread at a time.
public final class VideoEncoder {
    public let path: String
    public let settings: VideoSettings
    /// Frames appended so far.
    public private(set) var frameCount = 0

    private let format: OutputFormatContext
    private let codec: CodecContext
    private let stream: UnsafeMutablePointer<AVStream>
    private let yuv: FrameHandle
    private let packet: PacketHandle
    private let scaler: ScaleContext
    private let codecTimeBase: AVRational
    private var finished = false

    /// Opens `path` for an H.264 MP4 (libx264, yuv420p, BT.709 colour tags, limited range, `movflags +faststart`).
    ///
    /// Throws before creating any file when the settings are unusable, e.g. an odd width or height
    /// (yuv420p subsamples chroma 2×2).
    public init(path: String, settings: VideoSettings) throws {
        let (width, height) = (settings.width, settings.height)
        guard width > 0, height > 0 else {
            throw MediaError(call: "VideoEncoder.init", message: "\(width)×\(height) px: width and height must be positive")
        }
        guard width % 2 == 0, height % 2 == 0 else {
            throw MediaError(call: "VideoEncoder.init", message: "\(width)×\(height) px: H.264 yuv420p needs an even width and height")
        }
        guard settings.fps.isFinite, settings.fps > 0 else {
            throw MediaError(call: "VideoEncoder.init", message: "\(settings.fps) fps: the frame rate must be positive")
        }
        guard settings.threads >= 1 else {
            throw MediaError(call: "VideoEncoder.init", message: "\(settings.threads) threads: need at least one (0 would mean automatic, which is not repeatable across machines)")
        }
        self.path = path
        self.settings = settings

        // Frame rate and time base: exact n/1 for integer rates, av_d2q otherwise.
        let rate: AVRational = settings.fps.rounded() == settings.fps && settings.fps <= Double(Int32.max)
            ? AVRational(num: Int32(settings.fps), den: 1)
            : av_d2q(settings.fps, 100_000)
        guard rate.num > 0, rate.den > 0 else {
            throw MediaError(call: "av_d2q", message: "\(settings.fps) fps: cannot express the frame rate as a fraction")
        }
        let timeBase = AVRational(num: rate.den, den: rate.num)
        codecTimeBase = timeBase

        guard let encoder = avcodec_find_encoder_by_name(settings.codec) else {
            throw MediaError(call: "avcodec_find_encoder_by_name", message: "\(settings.codec): no such encoder in this libavcodec")
        }

        // Everything up to avio_open touches no file.
        format = try OutputFormatContext(format: "mp4", path: path)
        guard let newStream = avformat_new_stream(format.pointer, nil) else { throw allocationFailure("avformat_new_stream", subject: path) }
        stream = newStream

        codec = try CodecContext(codec: encoder)
        let c = codec.pointer
        c.pointee.width = Int32(width)
        c.pointee.height = Int32(height)
        c.pointee.pix_fmt = AV_PIX_FMT_YUV420P
        c.pointee.time_base = timeBase
        c.pointee.framerate = rate
        c.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        c.pointee.color_primaries = AVCOL_PRI_BT709
        c.pointee.color_trc = AVCOL_TRC_BT709
        c.pointee.colorspace = AVCOL_SPC_BT709
        c.pointee.color_range = AVCOL_RANGE_MPEG
        c.pointee.thread_count = Int32(settings.threads)
        if let oformat = format.pointer.pointee.oformat, oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
            c.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER
        }
        try check(av_opt_set(c.pointee.priv_data, "preset", settings.preset, 0), "av_opt_set(preset)", subject: settings.preset)
        try check(av_opt_set_int(c.pointee.priv_data, "crf", Int64(settings.crf), 0), "av_opt_set(crf)", subject: "\(settings.crf)")
        try encoderOpenLock.withLock { _ in try check(avcodec_open2(c, encoder, nil), "avcodec_open2", subject: settings.codec) }

        try check(avcodec_parameters_from_context(stream.pointee.codecpar, c), "avcodec_parameters_from_context")
        stream.pointee.time_base = timeBase
        stream.pointee.avg_frame_rate = rate
        stream.pointee.r_frame_rate = rate
        stream.pointee.sample_aspect_ratio = c.pointee.sample_aspect_ratio

        yuv = try FrameHandle(width: width, height: height, format: AV_PIX_FMT_YUV420P)
        yuv.pointer.pointee.color_primaries = AVCOL_PRI_BT709
        yuv.pointer.pointee.color_trc = AVCOL_TRC_BT709
        yuv.pointer.pointee.colorspace = AVCOL_SPC_BT709
        yuv.pointer.pointee.color_range = AVCOL_RANGE_MPEG
        packet = try PacketHandle()

        // BGRA (full-range RGB) → yuv420p, BT.709 matrix, limited range. Same size: bicubic only affects chroma.
        scaler = try ScaleContext(
            from: (width, height, AV_PIX_FMT_BGRA), to: (width, height, AV_PIX_FMT_YUV420P),
            flags: SWS_BICUBIC | SWS_ACCURATE_RND
        )
        try scaler.setColorspace(sourceMatrix: SWS_CS_ITU709, sourceFullRange: true, destinationMatrix: SWS_CS_ITU709, destinationFullRange: false)

        // Now the file.
        try format.openIO(path: path)
        var options: OpaquePointer?
        defer { av_dict_free(&options) }
        try check(av_dict_set(&options, "movflags", "+faststart", 0), "av_dict_set(movflags)")
        try check(avformat_write_header(format.pointer, &options), "avformat_write_header", subject: path)
    }

    /// Converts `frame` (BGRA; alpha ignored) to yuv420p and encodes it now.
    public func append(_ frame: Frame) throws {
        guard !finished else { throw MediaError(call: "VideoEncoder.append", message: "\(path): already finished") }
        guard frame.width == settings.width, frame.height == settings.height else {
            throw MediaError(
                call: "VideoEncoder.append",
                message: "\(path): frame is \(frame.width)×\(frame.height) px, the video is \(settings.width)×\(settings.height) px"
            )
        }
        // The encoder may still hold a reference to the last frame's buffers.
        try check(av_frame_make_writable(yuv.pointer), "av_frame_make_writable")
        yuv.zeroPlanes(height: settings.height)
        let scaledRows: Int32 = frame.pixels.withUnsafeBufferPointer { source in
            var sourcePlane: UnsafePointer<UInt8>? = source.baseAddress
            var sourceStride = Int32(frame.bytesPerRow)
            return yuv.withPlanes { planes, strides in
                sws_scale(scaler.pointer, &sourcePlane, &sourceStride, 0, Int32(frame.height), planes, strides)
            }
        }
        try check(scaledRows, "sws_scale")
        yuv.pointer.pointee.pts = Int64(frameCount)
        try check(avcodec_send_frame(codec.pointer, yuv.pointer), "avcodec_send_frame", subject: path)
        frameCount += 1
        try writePackets()
    }

    /// Flushes the encoder, writes the trailer (moving `moov` to the front) and closes the file.
    public func finish() throws {
        guard !finished else { return }
        finished = true
        try check(avcodec_send_frame(codec.pointer, nil), "avcodec_send_frame(flush)", subject: path)
        try writePackets()
        try check(av_write_trailer(format.pointer), "av_write_trailer", subject: path)
        try format.closeIO()
    }

    /// Writes every packet the encoder has ready.
    private func writePackets() throws {
        let p = packet.pointer
        while true {
            let status = avcodec_receive_packet(codec.pointer, p)
            if status == averrorEAGAIN || status == averrorEOF { return }
            try check(status, "avcodec_receive_packet", subject: path)
            // Each frame lasts one tick of the 1/fps time base (libavcodec 5.1 leaves it 0; the muxer needs it
            // for the last sample, or the track comes out one frame short).
            if p.pointee.duration <= 0 { p.pointee.duration = 1 }
            av_packet_rescale_ts(p, codecTimeBase, stream.pointee.time_base)
            p.pointee.stream_index = stream.pointee.index
            let written = av_interleaved_write_frame(format.pointer, p)
            av_packet_unref(p)
            try check(written, "av_interleaved_write_frame", subject: path)
        }
    }
}
