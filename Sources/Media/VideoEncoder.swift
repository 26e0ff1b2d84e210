import CFFmpeg
import Raster
import Synchronization

/// Serialises encoder opening (x264 initialises process-wide tables when an encoder opens).
let encoderOpenLock = Mutex<Void>(())

/// How `VideoEncoder` encodes: format, size, frame rate and quality settings.
public struct VideoSettings: Sendable, Hashable {
    public var width: Int
    public var height: Int
    /// Frames per second; integers give a time base of 1/fps, fractional rates use `av_d2q` (29.97 → 2997/100).
    public var fps: Double
    /// Constant rate factor for H.264 / HEVC (0 … 51) and VP9 (0 … 63); lower is better. Unused by ProRes and GIF.
    public var crf: Int
    /// x264 / x265 preset ("ultrafast" … "veryslow"); for VP9 the libvpx `cpu-used` speed as a number 0 … 8 (a
    /// preset name maps to 4). Unused by ProRes and GIF.
    public var preset: String
    /// The container, codec and pixel format.
    public var format: VideoFormat
    /// libavcodec encoder name (default: the format's, e.g. "libx264").
    public var codec: String
    /// Encoder thread count, set explicitly rather than "auto" (automatic counts depend on the machine).
    ///
    /// Repeatability: for a fixed thread count the same frames give the same bytes. Different thread counts give
    /// different (equally valid) bytes, so callers keep this fixed whatever else varies (the CLI's `--threads`
    /// sets render threads, never this). See `VideoEncoder` for what was found about concurrent encoders.
    public var threads: Int
    /// Frames per independently encoded group of pictures, or `nil` for one encode of the whole video.
    ///
    /// With a key interval every `keyint` frames of the output frame grid (counted from frame 0, whatever
    /// `VideoEncoder`'s `firstFrame`) starts a fresh encoder: a closed GOP that begins with a keyframe and shares no
    /// rate-control or lookahead state with the frames before it. That is what lets a video rendered in pieces
    /// (`firstFrame` on a key boundary) be joined by stream copy into the same packets as one render
    /// (docs/scale-out.md says why a fixed `-g` alone is not enough).
    public var keyint: Int?
    /// Container metadata `comment` (MP4 `©cmt`, MOV, Matroska `COMMENT`), or `nil` for none.
    public var comment: String?

    public init(
        width: Int, height: Int, fps: Double, crf: Int? = nil, preset: String = "veryfast",
        format: VideoFormat = .h264, codec: String? = nil, threads: Int = 2, keyint: Int? = nil, comment: String? = nil
    ) {
        self.keyint = keyint
        self.comment = comment
        self.width = width
        self.height = height
        self.fps = fps
        self.crf = crf ?? (format == .vp9 ? 30 : 18)
        self.preset = preset
        self.format = format
        self.codec = codec ?? format.defaultEncoder
        self.threads = threads
    }

    /// The frame rate as a fraction: exact n/1 for integer rates, `av_d2q` otherwise.
    var rate: AVRational {
        fps.rounded() == fps && fps <= Double(Int32.max)
            ? AVRational(num: Int32(fps), den: 1)
            : av_d2q(fps, 100_000)
    }

    /// Checks size and rate; throws a `MediaError` naming `call`.
    func validate(call: String) throws {
        guard width > 0, height > 0 else {
            throw MediaError(call: call, message: "\(width)×\(height) px: width and height must be positive")
        }
        if format.needsEvenSize, width % 2 != 0 || height % 2 != 0 {
            let what = format == .vp9 ? "VP9 yuva420p" : "\(format.displayName) yuv420p"
            throw MediaError(call: call, message: "\(width)×\(height) px: \(what) needs an even width and height")
        }
        guard fps.isFinite, fps > 0 else {
            throw MediaError(call: call, message: "\(fps) fps: the frame rate must be positive")
        }
        if let keyint, keyint < 1 {
            throw MediaError(call: call, message: "keyint \(keyint): a key interval is at least one frame")
        }
        guard threads >= 1 else {
            throw MediaError(call: call, message: "\(threads) threads: need at least one (0 would mean automatic, which is not repeatable across machines)")
        }
        let r = rate
        guard r.num > 0, r.den > 0 else {
            throw MediaError(call: "av_d2q", message: "\(fps) fps: cannot express the frame rate as a fraction")
        }
    }
}

/// Streams frames into a video file: H.264 or HEVC MP4, ProRes 4444 MOV, VP9 WebM (see `VideoFormat`; GIF has
/// its own `GIFEncoder`).
///
/// - Frame *k* (0-based, in `append` order) has pts *k* in a 1/fps time base and lasts one tick: the file is
///   constant frame rate with exactly as many frames as appended, and lasts frames / fps seconds.
/// - MP4 and MOV: `movflags +faststart` (the `moov` atom is moved in front of `mdat` when the file is finished);
///   BT.709 primaries, transfer and matrix, limited range.
/// - Opaque formats drop alpha: colours are taken as they are stored (premultiplied), as if composited over black.
/// - Memory does not grow with the frame count: every packet is written as soon as the encoder produces it
///   (x264 and libvpx hold only their bounded lookahead).
/// - Conversion can run elsewhere: `append(_ frame: Frame)` converts on the calling thread; for a pipeline, convert
///   with one `FrameConverter` per thread and `append(_ converted: EncoderFrame)` in order.
///
/// Repeatability: the same frames with the same settings give the same bytes, also with several encoders and other
/// libav work running at once in one process. (x264's macroblock-tree rate control is off for this: it read heap
/// memory it had not written, so its output depended on what else the process had allocated; measured by encoding
/// the same frames under different `MALLOC_PERTURB_` fills. Without mbtree, files at the same CRF come out a little
/// larger on static content.) Opening is serialised, as some encoders initialise process-wide tables.
///
/// Call `finish()` to get a playable file; dropping the encoder without it closes the file, incomplete.
/// Not thread-safe: use one encoder from one thread at a time.
public final class VideoEncoder {
    public let path: String
    public let settings: VideoSettings
    /// Frames appended so far.
    public private(set) var frameCount = 0

    private let output: OutputFormatContext
    private var codec: CodecContext
    private let encoder: UnsafePointer<AVCodec>
    /// The frame-grid index of the first appended frame (its pts).
    public let firstFrame: Int
    private let stream: UnsafeMutablePointer<AVStream>
    private let packet: PacketHandle
    private let codecTimeBase: AVRational
    private var converter: FrameConverter?
    private var finished = false

    /// Opens `path` for a video in `settings.format`.
    ///
    /// Throws before creating any file when the settings are unusable, e.g. an odd width or height
    /// for a format that subsamples chroma.
    public init(path: String, settings: VideoSettings, firstFrame: Int = 0) throws {
        guard firstFrame >= 0 else { throw MediaError(call: "VideoEncoder.init", message: "first frame \(firstFrame): must be ≥ 0") }
        self.firstFrame = firstFrame
        try MediaLibrary.load()
        try settings.validate(call: "VideoEncoder.init")
        guard settings.format != .gif else {
            throw MediaError(call: "VideoEncoder.init", message: "\(path): GIF is written by GIFEncoder")
        }
        self.path = path
        self.settings = settings
        let format = settings.format
        let rate = settings.rate
        let timeBase = AVRational(num: rate.den, den: rate.num)
        codecTimeBase = timeBase

        guard let encoder = avcodec_find_encoder_by_name(settings.codec) else {
            throw MediaError(call: "avcodec_find_encoder_by_name", message: "\(settings.codec): no such encoder in this libavcodec")
        }

        // Everything up to avio_open touches no file.
        output = try OutputFormatContext(format: format.muxer, path: path)
        if format == .vp9 {
            // Matroska writes random segment and track UIDs unless told to be bit-exact.
            output.pointer.pointee.flags |= AVFMT_FLAG_BITEXACT
        }
        guard let newStream = avformat_new_stream(output.pointer, nil) else { throw allocationFailure("avformat_new_stream", subject: path) }
        stream = newStream

        self.encoder = encoder
        codec = try Self.openCodec(encoder, settings: settings, globalHeader: output.pointer.pointee.oformat.map { $0.pointee.flags & AVFMT_GLOBALHEADER != 0 } ?? false)
        let c = codec.pointer
        try check(avcodec_parameters_from_context(stream.pointee.codecpar, c), "avcodec_parameters_from_context")
        if format == .hevc {
            // 'hvc1' (parameter sets in the sample description only): the tag QuickTime and Safari require.
            stream.pointee.codecpar.pointee.codec_tag = fourCC("hvc1")
        }
        stream.pointee.time_base = timeBase
        stream.pointee.avg_frame_rate = rate
        stream.pointee.r_frame_rate = rate
        stream.pointee.sample_aspect_ratio = c.pointee.sample_aspect_ratio
        if let comment = settings.comment {
            try check(av_dict_set(&output.pointer.pointee.metadata, "comment", comment, 0), "av_dict_set(comment)")
        }
        if format == .vp9 {
            // Tells the WebM muxer (and players) that the frames carry an alpha plane.
            try check(av_dict_set(&stream.pointee.metadata, "alpha_mode", "1", 0), "av_dict_set(alpha_mode)")
        }
        packet = try PacketHandle()

        // Now the file.
        try output.openIO(path: path)
        var muxerOptions: OpaquePointer?
        defer { av_dict_free(&muxerOptions) }
        if format.muxer == "mp4" || format.muxer == "mov" {
            try check(av_dict_set(&muxerOptions, "movflags", "+faststart", 0), "av_dict_set(movflags)")
        }
        try check(avformat_write_header(output.pointer, &muxerOptions), "avformat_write_header", subject: path)
    }

    /// A configured, opened encoder context for `settings`.
    private static func openCodec(_ encoder: UnsafePointer<AVCodec>, settings: VideoSettings, globalHeader: Bool) throws -> CodecContext {
        let codec = try CodecContext(codec: encoder)
        let c = codec.pointer
        let format = settings.format
        let rate = settings.rate
        let timeBase = AVRational(num: rate.den, den: rate.num)
        c.pointee.width = Int32(settings.width)
        c.pointee.height = Int32(settings.height)
        c.pointee.pix_fmt = format.pixelFormat
        c.pointee.time_base = timeBase
        c.pointee.framerate = rate
        c.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        c.pointee.color_primaries = AVCOL_PRI_BT709
        c.pointee.color_trc = AVCOL_TRC_BT709
        c.pointee.colorspace = AVCOL_SPC_BT709
        c.pointee.color_range = AVCOL_RANGE_MPEG
        c.pointee.thread_count = Int32(settings.threads)
        if globalHeader { c.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }
        if let keyint = settings.keyint {
            // A key frame every keyint frames at most; a fresh encoder opens at each boundary anyway.
            c.pointee.gop_size = Int32(clamping: keyint)
        }
        let options = c.pointee.priv_data
        func set(_ key: String, _ value: String) throws {
            try check(av_opt_set(options, key, value, 0), "av_opt_set(\(key))", subject: value)
        }
        switch format {
        case .h264:
            try set("preset", settings.preset)
            try set("crf", "\(settings.crf)")
            // x264's macroblock-tree rate control reads heap memory it never wrote (found by encoding the same
            // frames under different MALLOC_PERTURB_ fills: the bytes changed, threads 1 included; with mbtree off
            // they did not). In one process the heap's old contents depend on what else ran, so with mbtree on,
            // output bytes varied whenever other work (another encoder, a decoder, render threads) shared the
            // process. Off, the same frames always give the same file.
            try set("x264-params", settings.keyint == nil ? "mbtree=0" : "mbtree=0:scenecut=0")
        case .hevc:
            try set("preset", settings.preset)
            try set("crf", "\(settings.crf)")
            // Fixed pools and frame threads (x265 sizes them from the machine otherwise); quiet unless failing.
            try set("x265-params", "log-level=error:pools=\(settings.threads):frame-threads=\(settings.threads)")
        case .prores4444:
            try set("profile", "4444")
            try set("vendor", "apl0")
            try set("alpha_bits", "16")
        case .vp9:
            c.pointee.bit_rate = 0
            try set("crf", "\(settings.crf)")
            try set("deadline", "good")
            try set("cpu-used", "\(Int(settings.preset).map { max(0, min(8, $0)) } ?? 4)")
            try set("row-mt", "1")
        case .gif:
            break
        }
        _ = try encoderOpenLock.withLock { _ in try check(avcodec_open2(c, encoder, nil), "avcodec_open2", subject: settings.codec) }

        return codec
    }

    /// Converts `frame` (premultiplied BGRA) to the encoder's pixel format on this thread and encodes it now.
    public func append(_ frame: Frame) throws {
        let converter = try self.converter ?? FrameConverter(format: settings.format, width: settings.width, height: settings.height)
        self.converter = converter
        guard frame.width == settings.width, frame.height == settings.height else {
            throw MediaError(
                call: "VideoEncoder.append",
                message: "\(path): frame is \(frame.width)×\(frame.height) px, the video is \(settings.width)×\(settings.height) px"
            )
        }
        try append(converter.convert(frame))
    }

    /// Encodes a frame converted by a `FrameConverter` for this encoder's format and size.
    public func append(_ converted: EncoderFrame) throws {
        guard !finished else { throw MediaError(call: "VideoEncoder.append", message: "\(path): already finished") }
        guard converted.format == settings.format, converted.width == settings.width, converted.height == settings.height else {
            throw MediaError(
                call: "VideoEncoder.append",
                message: "\(path): frame is \(converted.format.displayName) \(converted.width)×\(converted.height) px, the video is \(settings.format.displayName) \(settings.width)×\(settings.height) px"
            )
        }
        let k = firstFrame + frameCount
        if let keyint = settings.keyint, frameCount > 0, k % keyint == 0 {
            // A new closed GOP: drain this encoder and open a fresh one, with no state carried over.
            try check(avcodec_send_frame(codec.pointer, nil), "avcodec_send_frame(flush)", subject: path)
            try writePackets()
            codec = try Self.openCodec(encoder, settings: settings, globalHeader: codec.pointer.pointee.flags & AV_CODEC_FLAG_GLOBAL_HEADER != 0)
        }
        converted.handle.pointer.pointee.pts = Int64(k)
        try check(avcodec_send_frame(codec.pointer, converted.handle.pointer), "avcodec_send_frame", subject: path)
        frameCount += 1
        try writePackets()
    }

    /// Flushes the encoder, writes the trailer (moving `moov` to the front) and closes the file.
    public func finish() throws {
        guard !finished else { return }
        finished = true
        try check(avcodec_send_frame(codec.pointer, nil), "avcodec_send_frame(flush)", subject: path)
        try writePackets()
        try check(av_write_trailer(output.pointer), "av_write_trailer", subject: path)
        try output.closeIO()
    }

    /// Writes every packet the encoder has ready.
    private func writePackets() throws {
        try writeReadyPackets(from: codec, using: packet, codecTimeBase: codecTimeBase, to: output, stream: stream, subject: path)
    }
}

/// A four-character code as libav stores it (first character in the low byte).
func fourCC(_ code: String) -> UInt32 {
    code.utf8.prefix(4).enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
}
