import CFFmpeg
import Raster

/// What `VideoProbe` found in a video file's best video stream.
public struct VideoInfo: Sendable, Hashable {
    /// libavcodec's codec name, e.g. "h264".
    public var codecName: String
    public var width: Int
    public var height: Int
    /// libavutil's pixel format name, e.g. "yuv420p".
    public var pixelFormat: String
    /// The stream's average frame rate (its real base rate when no average is recorded).
    public var fps: Double
    /// Frames counted by demuxing and decoding the whole stream (exact, not the container's estimate).
    public var frameCount: Int
    /// Seconds: the stream's duration when the container records it, else frameCount / fps.
    public var duration: Double

    /// The pixel format of the decoded frames (for WebM with alpha: yuva420p, where the container says yuv420p).
    public var decodedPixelFormat: String = ""
    /// Each decoded frame's presentation time in seconds (best-effort timestamp), in order.
    public var frameTimes: [Double] = []
    /// Each decoded frame's duration in seconds as its packet records it (GIF: its delay).
    public var frameDurations: [Double] = []

    public init(codecName: String, width: Int, height: Int, pixelFormat: String, fps: Double, frameCount: Int, duration: Double) {
        self.codecName = codecName
        self.width = width
        self.height = height
        self.pixelFormat = pixelFormat
        self.fps = fps
        self.frameCount = frameCount
        self.duration = duration
    }
}

/// Reads video files back: stream facts and decoded frames.
public enum VideoProbe {
    /// Codec, size, pixel format, frame rate, exact frame count and duration of the file's best video stream.
    public static func info(path: String) throws -> VideoInfo {
        let decoder = try VideoStreamDecoder(path: path, threads: 2)
        let stream = decoder.stream
        guard let parameters = stream.pointee.codecpar else {
            throw MediaError(call: "avformat_find_stream_info", message: "\(path): the video stream has no codec parameters")
        }
        var frameCount = 0
        var decodedFormat: Int32 = -1
        var times: [Double] = [], durations: [Double] = []
        let timeBase = av_q2d(stream.pointee.time_base)
        try decoder.forEachFrame { frame in
            frameCount += 1
            if decodedFormat < 0 { decodedFormat = frame.pointee.format }
            times.append(Double(frame.pointee.best_effort_timestamp) * timeBase)
            durations.append(Double(frame.pointee.pkt_duration) * timeBase)
        }

        let codecName = avcodec_get_name(parameters.pointee.codec_id).map { String(cString: $0) } ?? "unknown"
        let pixelFormat = av_get_pix_fmt_name(AVPixelFormat(rawValue: parameters.pointee.format)).map { String(cString: $0) } ?? "unknown"
        let average = stream.pointee.avg_frame_rate
        let rate = average.num > 0 && average.den > 0 ? average : stream.pointee.r_frame_rate
        let fps = rate.num > 0 && rate.den > 0 ? av_q2d(rate) : 0
        let duration: Double
        if stream.pointee.duration != noPTS, stream.pointee.duration > 0 {
            duration = Double(stream.pointee.duration) * av_q2d(stream.pointee.time_base)
        } else if fps > 0 {
            duration = Double(frameCount) / fps
        } else {
            duration = 0
        }
        var info = VideoInfo(
            codecName: codecName,
            width: Int(parameters.pointee.width), height: Int(parameters.pointee.height),
            pixelFormat: pixelFormat, fps: fps, frameCount: frameCount, duration: duration
        )
        info.decodedPixelFormat = av_get_pix_fmt_name(AVPixelFormat(rawValue: decodedFormat)).map { String(cString: $0) } ?? "unknown"
        info.frameTimes = times
        info.frameDurations = durations
        return info
    }

    /// Decodes every frame of the best video stream, in presentation order, to premultiplied BGRA, calling
    /// `body` with the 0-based frame index and the frame. Memory stays bounded: frames are not kept.
    public static func decodeFrames(path: String, _ body: (Int, Frame) throws -> Void) throws {
        let decoder = try VideoStreamDecoder(path: path, threads: 2)
        let converter = BGRAConverter()
        var index = 0
        try decoder.forEachFrame { frame in
            let bgra = try converter.convert(frame, path: path)
            try body(index, bgra)
            index += 1
        }
    }
}
