import CFFmpeg
import Raster

/// A 256-colour GIF palette computed from every frame of a clip by `GIFPaletteBuilder`.
///
/// Immutable after it is made; `@unchecked Sendable` because it wraps a libav frame nothing else writes.
public final class GIFPalette: @unchecked Sendable {
    let frame: FrameHandle
    init(frame: FrameHandle) { self.frame = frame }
}

/// Pass one of a GIF: collects the colours of every frame (libavfilter `palettegen`, `stats_mode=full`, 256 colours,
/// no transparent entry) and makes one palette for the whole clip, so colours do not flicker from frame to frame.
/// Memory stays flat: only a colour histogram is kept, never the frames.
public final class GIFPaletteBuilder {
    private let graph: FilterGraph
    private let source: UnsafeMutablePointer<AVFilterContext>
    private let sink: UnsafeMutablePointer<AVFilterContext>
    private let output: FrameHandle
    private let width: Int, height: Int
    private var count: Int64 = 0
    private var palette: GIFPalette?

    public init(width: Int, height: Int) throws {
        self.width = width
        self.height = height
        graph = try FilterGraph()
        source = try graph.addSource(name: "in", width: width, height: height, format: AV_PIX_FMT_BGRA, timeBase: AVRational(num: 1, den: 100))
        let generator = try graph.add("palettegen", name: "palettegen", arguments: "max_colors=256:reserve_transparent=0:stats_mode=full")
        sink = try graph.add("buffersink", name: "out", arguments: nil)
        try graph.link(source, 0, to: generator, 0)
        try graph.link(generator, 0, to: sink, 0)
        try graph.configure()
        output = try FrameHandle()
    }

    /// Adds a frame's colours (a frame converted by a `FrameConverter` for `.gif`).
    public func add(_ converted: EncoderFrame) throws {
        guard converted.format == .gif, converted.width == width, converted.height == height else {
            throw MediaError(call: "GIFPaletteBuilder.add", message: "frame is \(converted.format.displayName) \(converted.width)×\(converted.height) px, expected GIF \(width)×\(height) px")
        }
        converted.handle.pointer.pointee.pts = count
        count += 1
        try push(converted.handle.pointer, into: source)
        try drain(sink, into: output) { _ in }
    }

    /// The palette of every frame added (call once, after the last frame).
    public func makePalette() throws -> GIFPalette {
        if let palette { return palette }
        guard count > 0 else { throw MediaError(call: "GIFPaletteBuilder.makePalette", message: "no frames were added") }
        try push(nil, into: source)
        var made: FrameHandle?
        try drain(sink, into: output) { frame in
            let copy = try FrameHandle()
            try check(av_frame_ref(copy.pointer, frame), "av_frame_ref")
            made = copy
        }
        guard let made else { throw MediaError(call: "palettegen", message: "no palette was produced") }
        made.pointer.pointee.pts = 0
        let result = GIFPalette(frame: made)
        palette = result
        return result
    }
}

/// Pass two of a GIF: maps frames onto a `GIFPalette` (libavfilter `paletteuse`, Sierra-2-4A error diffusion,
/// re-dithering only the rectangle that changed from the previous frame so still parts do not shimmer), encodes
/// them with libavcodec's GIF encoder and writes a GIF that loops forever.
///
/// - Frame delays: GIF stores whole centiseconds. Frame *k* starts at round(100·k / fps) cs and the last frame's
///   delay makes the delays add up to round(100·frames / fps) cs: the clip's duration to within 5 ms.
/// - At most 50 fps: browsers play delays under 2 cs as 10 cs, which would slow the clip down five-fold.
/// - Opaque: alpha is dropped (colours as stored, i.e. composited over black); composite onto a background first.
public final class GIFEncoder {
    public let path: String
    public let settings: VideoSettings
    public private(set) var frameCount = 0
    /// Frames the clip will have: needed up front for the final frame's delay.
    public let totalFrames: Int

    private let graph: FilterGraph
    private let source: UnsafeMutablePointer<AVFilterContext>
    private let sink: UnsafeMutablePointer<AVFilterContext>
    private let mapped: FrameHandle
    private let output: OutputFormatContext
    private let codec: CodecContext
    private let stream: UnsafeMutablePointer<AVStream>
    private let packet: PacketHandle
    private let timeBase: AVRational
    private var finished = false

    /// The fastest frame rate a GIF can play at in browsers.
    public static let maximumFPS = 50.0

    public init(path: String, settings: VideoSettings, palette: GIFPalette, totalFrames: Int) throws {
        try MediaLibrary.load()
        var settings = settings
        settings.format = .gif
        settings.codec = "gif"
        try settings.validate(call: "GIFEncoder.init")
        guard settings.fps <= Self.maximumFPS else {
            throw MediaError(call: "GIFEncoder.init", message: "\(settings.fps) fps: a GIF plays at most \(Int(Self.maximumFPS)) fps (delays are whole centiseconds and browsers slow down delays under 2 cs)")
        }
        guard totalFrames >= 1 else { throw MediaError(call: "GIFEncoder.init", message: "a GIF needs at least one frame") }
        self.path = path
        self.settings = settings
        self.totalFrames = totalFrames
        let rate = settings.rate
        timeBase = AVRational(num: rate.den, den: rate.num)

        graph = try FilterGraph()
        source = try graph.addSource(name: "in", width: settings.width, height: settings.height, format: AV_PIX_FMT_BGRA, timeBase: timeBase)
        let paletteFrame = palette.frame.pointer
        let paletteSource = try graph.addSource(
            name: "palette", width: Int(paletteFrame.pointee.width), height: Int(paletteFrame.pointee.height),
            format: AVPixelFormat(rawValue: paletteFrame.pointee.format), timeBase: timeBase)
        let use = try graph.add("paletteuse", name: "paletteuse", arguments: "dither=sierra2_4a:diff_mode=rectangle")
        sink = try graph.add("buffersink", name: "out", arguments: nil)
        try graph.link(source, 0, to: use, 0)
        try graph.link(paletteSource, 0, to: use, 1)
        try graph.link(use, 0, to: sink, 0)
        try graph.configure()
        try push(paletteFrame, into: paletteSource)
        try push(nil, into: paletteSource)
        mapped = try FrameHandle()

        guard let encoder = avcodec_find_encoder_by_name("gif") else {
            throw MediaError(call: "avcodec_find_encoder_by_name", message: "gif: no GIF encoder in this libavcodec")
        }
        output = try OutputFormatContext(format: "gif", path: path)
        guard let newStream = avformat_new_stream(output.pointer, nil) else { throw allocationFailure("avformat_new_stream", subject: path) }
        stream = newStream
        codec = try CodecContext(codec: encoder)
        let c = codec.pointer
        c.pointee.width = Int32(settings.width)
        c.pointee.height = Int32(settings.height)
        c.pointee.pix_fmt = AV_PIX_FMT_PAL8
        c.pointee.time_base = timeBase
        c.pointee.framerate = rate
        c.pointee.thread_count = 1
        _ = try encoderOpenLock.withLock { _ in try check(avcodec_open2(c, encoder, nil), "avcodec_open2", subject: "gif") }
        try check(avcodec_parameters_from_context(stream.pointee.codecpar, c), "avcodec_parameters_from_context")
        stream.pointee.time_base = AVRational(num: 1, den: 100)
        stream.pointee.avg_frame_rate = rate
        packet = try PacketHandle()

        try output.openIO(path: path)
        let centiseconds = AVRational(num: 1, den: 100)
        let end = av_rescale_q(Int64(totalFrames), timeBase, centiseconds)
        let lastStart = av_rescale_q(Int64(totalFrames - 1), timeBase, centiseconds)
        var options: OpaquePointer?
        defer { av_dict_free(&options) }
        try check(av_dict_set(&options, "loop", "0", 0), "av_dict_set(loop)")
        try check(av_dict_set(&options, "final_delay", "\(max(1, end - lastStart))", 0), "av_dict_set(final_delay)")
        try check(avformat_write_header(output.pointer, &options), "avformat_write_header", subject: path)
    }

    /// Maps a frame (converted by a `FrameConverter` for `.gif`) onto the palette and encodes it.
    public func append(_ converted: EncoderFrame) throws {
        guard !finished else { throw MediaError(call: "GIFEncoder.append", message: "\(path): already finished") }
        guard converted.format == .gif, converted.width == settings.width, converted.height == settings.height else {
            throw MediaError(call: "GIFEncoder.append", message: "\(path): frame is \(converted.format.displayName) \(converted.width)×\(converted.height) px, the GIF is \(settings.width)×\(settings.height) px")
        }
        guard frameCount < totalFrames else {
            throw MediaError(call: "GIFEncoder.append", message: "\(path): more than the \(totalFrames) \(totalFrames == 1 ? "frame" : "frames") announced")
        }
        converted.handle.pointer.pointee.pts = Int64(frameCount)
        frameCount += 1
        try push(converted.handle.pointer, into: source)
        try encodeMapped()
    }

    /// Flushes the palette filter and the encoder, writes the trailer and closes the file.
    public func finish() throws {
        guard !finished else { return }
        finished = true
        guard frameCount == totalFrames else {
            throw MediaError(call: "GIFEncoder.finish", message: "\(path): \(frameCount) \(frameCount == 1 ? "frame" : "frames") appended, \(totalFrames) announced")
        }
        try push(nil, into: source)
        try encodeMapped()
        try check(avcodec_send_frame(codec.pointer, nil), "avcodec_send_frame(flush)", subject: path)
        try writePackets()
        try check(av_write_trailer(output.pointer), "av_write_trailer", subject: path)
        try output.closeIO()
    }

    private func encodeMapped() throws {
        try drain(sink, into: mapped) { frame in
            try check(avcodec_send_frame(codec.pointer, frame), "avcodec_send_frame", subject: path)
            try writePackets()
        }
    }

    /// Writes every packet the encoder has ready.
    private func writePackets() throws {
        try writeReadyPackets(from: codec, using: packet, codecTimeBase: timeBase, to: output, stream: stream, subject: path)
    }
}
