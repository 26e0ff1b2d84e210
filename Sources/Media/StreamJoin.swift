import CFFmpeg

/// What a video file's container holds, read without decoding: the stream's codec parameters, its packets'
/// timestamps, and the container's `comment` metadata. `StreamJoin` checks parts with it.
public struct ContainerInfo: Sendable, Equatable {
    /// The demuxer's name ("mov,mp4,m4a,3gp,3g2,mj2", "matroska,webm").
    public var container: String
    /// libavcodec's codec name ("h264", "hevc", "prores", "vp9").
    public var codecName: String
    public var width: Int
    public var height: Int
    /// The stream's pixel format name ("yuv420p"; WebM with alpha says "yuv420p" too: alpha travels beside it).
    public var pixelFormat: String
    /// The stream's frame rate as "num/den".
    public var rate: String
    /// The codec profile and the decoder configuration (SPS/PPS, hvcC, …) as hex: parts joined by stream copy must
    /// agree on both.
    public var profile: Int
    public var extradata: String
    /// The container's `comment` metadata, if any.
    public var comment: String?
    /// Each packet's presentation time in frames of the stream's rate, in file order.
    public var packetFrames: [Int64]
    /// Whether each packet is a key frame, in file order.
    public var keyFrames: [Bool]

    /// Reads `path` by demuxing every packet of its only video stream.
    public static func read(path: String) throws -> ContainerInfo {
        let input = try InputFormatContext(path: path)
        let stream = try videoStream(of: input, path: path)
        guard let par = stream.pointee.codecpar else { throw MediaError(call: "ContainerInfo.read", message: "\(path): the video stream has no codec parameters") }
        let rate = stream.pointee.avg_frame_rate.num > 0 ? stream.pointee.avg_frame_rate : stream.pointee.r_frame_rate
        guard rate.num > 0, rate.den > 0 else { throw MediaError(call: "ContainerInfo.read", message: "\(path): the video stream records no frame rate") }
        var extra = ""
        if let bytes = par.pointee.extradata, par.pointee.extradata_size > 0 {
            extra = hex(UnsafeBufferPointer(start: bytes, count: Int(par.pointee.extradata_size)))
        }
        var comment: String?
        if let entry = av_dict_get(input.pointer.pointee.metadata, "comment", nil, 0), let value = entry.pointee.value {
            comment = String(cString: value)
        }
        let packet = try PacketHandle()
        var frames: [Int64] = [], keys: [Bool] = []
        let frameTime = AVRational(num: rate.den, den: rate.num)
        while true {
            let status = av_read_frame(input.pointer, packet.pointer)
            if status == averrorEOF { break }
            try check(status, "av_read_frame", subject: path)
            defer { av_packet_unref(packet.pointer) }
            guard packet.pointer.pointee.stream_index == stream.pointee.index else { continue }
            guard packet.pointer.pointee.pts != noPTS else { throw MediaError(call: "av_read_frame", message: "\(path): a packet has no timestamp") }
            frames.append(av_rescale_q(packet.pointer.pointee.pts, stream.pointee.time_base, frameTime))
            keys.append(packet.pointer.pointee.flags & AV_PKT_FLAG_KEY != 0)
        }
        return ContainerInfo(
            container: String(cString: input.pointer.pointee.iformat.pointee.name),
            codecName: avcodec_get_name(par.pointee.codec_id).map { String(cString: $0) } ?? "unknown",
            width: Int(par.pointee.width), height: Int(par.pointee.height),
            pixelFormat: av_get_pix_fmt_name(AVPixelFormat(rawValue: par.pointee.format)).map { String(cString: $0) } ?? "unknown",
            rate: "\(rate.num)/\(rate.den)", profile: Int(par.pointee.profile), extradata: extra, comment: comment,
            packetFrames: frames, keyFrames: keys)
    }
}

/// Joins videos by stream copy: their packets, unchanged, into one file (no decoding, no re-encoding).
///
/// The output is muxed as `VideoEncoder` muxes: the same muxer, stream time base (1/fps), frame rates, aspect
/// ratio, `hvc1` tag, `alpha_mode`, `+faststart` and bit-exact flags, so packets a single encode would have
/// written come out in the same file. Each part's timestamps are kept as they are: parts hold disjoint frame
/// ranges of one frame grid, in order (`Export.ShardJoin` checks that before calling).
public enum StreamJoin {
    /// Writes the packets of `parts`, in order, to `path` as a `format` video with container `comment`.
    public static func join(_ parts: [String], to path: String, format: VideoFormat, comment: String?) throws {
        guard let first = parts.first else { throw MediaError(call: "StreamJoin.join", message: "no parts to join") }
        let head = try InputFormatContext(path: first)
        let inStream = try videoStream(of: head, path: first)
        let rate = inStream.pointee.avg_frame_rate.num > 0 ? inStream.pointee.avg_frame_rate : inStream.pointee.r_frame_rate
        let timeBase = AVRational(num: rate.den, den: rate.num)

        let output = try OutputFormatContext(format: format.muxer, path: path)
        if format == .vp9 { output.pointer.pointee.flags |= AVFMT_FLAG_BITEXACT }
        guard let stream = avformat_new_stream(output.pointer, nil) else { throw allocationFailure("avformat_new_stream", subject: path) }
        try check(avcodec_parameters_copy(stream.pointee.codecpar, inStream.pointee.codecpar), "avcodec_parameters_copy", subject: first)
        guard let par = stream.pointee.codecpar else { throw allocationFailure("avformat_new_stream", subject: path) }
        // The tags VideoEncoder's streams carry: hvc1 for HEVC; ProRes keeps its profile's (ap4h); others the muxer's.
        if format == .hevc { par.pointee.codec_tag = fourCC("hvc1") } else if format != .prores4444 { par.pointee.codec_tag = 0 }
        par.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        // The bit rate VideoEncoder's stream carries (libx264 and libx265 default to 0, VP9 sets 0), not the one the
        // demuxer measured in the first part: the MP4 muxer writes max(it, the average) into `btrt`, so a first
        // part denser than the whole would change the joined file's bytes.
        if format != .prores4444 { par.pointee.bit_rate = 0 }
        stream.pointee.time_base = timeBase
        stream.pointee.avg_frame_rate = rate
        stream.pointee.r_frame_rate = rate
        stream.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        if let comment {
            try check(av_dict_set(&output.pointer.pointee.metadata, "comment", comment, 0), "av_dict_set(comment)")
        }
        if format == .vp9 {
            try check(av_dict_set(&stream.pointee.metadata, "alpha_mode", "1", 0), "av_dict_set(alpha_mode)")
        }
        try output.openIO(path: path)
        var muxerOptions: OpaquePointer?
        defer { av_dict_free(&muxerOptions) }
        if format.muxer == "mp4" || format.muxer == "mov" {
            try check(av_dict_set(&muxerOptions, "movflags", "+faststart", 0), "av_dict_set(movflags)")
        }
        try check(avformat_write_header(output.pointer, &muxerOptions), "avformat_write_header", subject: path)

        let packet = try PacketHandle()
        for (index, part) in parts.enumerated() {
            let input = index == 0 ? head : try InputFormatContext(path: part)
            let source = try videoStream(of: input, path: part)
            while true {
                let status = av_read_frame(input.pointer, packet.pointer)
                if status == averrorEOF { break }
                try check(status, "av_read_frame", subject: part)
                guard packet.pointer.pointee.stream_index == source.pointee.index else { av_packet_unref(packet.pointer); continue }
                av_packet_rescale_ts(packet.pointer, source.pointee.time_base, timeBase)
                if packet.pointer.pointee.duration <= 0 { packet.pointer.pointee.duration = 1 }
                av_packet_rescale_ts(packet.pointer, timeBase, stream.pointee.time_base)
                packet.pointer.pointee.stream_index = stream.pointee.index
                packet.pointer.pointee.pos = -1
                let written = av_interleaved_write_frame(output.pointer, packet.pointer)
                av_packet_unref(packet.pointer)
                try check(written, "av_interleaved_write_frame", subject: path)
            }
        }
        try check(av_write_trailer(output.pointer), "av_write_trailer", subject: path)
        try output.closeIO()
    }
}

/// The only video stream of `input`.
func videoStream(of input: InputFormatContext, path: String) throws -> UnsafeMutablePointer<AVStream> {
    let count = Int(input.pointer.pointee.nb_streams)
    let streams = (0..<count).compactMap { input.pointer.pointee.streams[$0] }
    let video = streams.filter { $0.pointee.codecpar?.pointee.codec_type == AVMEDIA_TYPE_VIDEO }
    guard video.count == 1, let stream = video.first else {
        throw MediaError(call: "avformat_find_stream_info", message: "\(path): expected one video stream, found \(video.count)")
    }
    return stream
}
