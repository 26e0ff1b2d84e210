import CFFmpeg
import Raster

/// Writes frames as 8-bit RGBA PNG files with libavcodec's PNG encoder.
///
/// Colours are un-premultiplied with rounding, (c·255 + a/2)/a; fully transparent pixels become 0,0,0,0.
/// The encoder runs single-threaded with no colour or timing chunks, so the same frame always gives the same bytes.
public enum PNGWriter {
    /// Encodes `frame` and writes the PNG bytes to `path` (replacing any file there).
    public static func write(_ frame: Frame, to path: String) throws {
        let bytes = try encode(frame)
        try writeFile(bytes, to: path)
    }

    /// The PNG file bytes for `frame`.
    public static func encode(_ frame: Frame) throws -> [UInt8] {
        try MediaLibrary.load()
        guard let encoder = avcodec_find_encoder(AV_CODEC_ID_PNG) else {
            throw MediaError(call: "avcodec_find_encoder", message: "png: no PNG encoder in this libavcodec")
        }
        let codec = try CodecContext(codec: encoder)
        let c = codec.pointer
        c.pointee.width = Int32(frame.width)
        c.pointee.height = Int32(frame.height)
        c.pointee.pix_fmt = AV_PIX_FMT_RGBA
        c.pointee.time_base = AVRational(num: 1, den: 1)
        c.pointee.thread_count = 1
        try check(avcodec_open2(c, encoder, nil), "avcodec_open2", subject: "png")

        let rgba = try FrameHandle(width: frame.width, height: frame.height, format: AV_PIX_FMT_RGBA)
        rgba.pointer.pointee.pts = 0
        rgba.withPlanes { planes, strides in
            guard let destination = planes[0] else { return }
            let stride = Int(strides[0])
            frame.pixels.withUnsafeBufferPointer { source in
                for y in 0..<frame.height {
                    let row = destination + y * stride
                    var s = y * frame.bytesPerRow
                    for x in 0..<frame.width {
                        let b = source[s], g = source[s + 1], r = source[s + 2], a = source[s + 3]
                        let d = row + x * 4
                        if a == 255 {
                            d[0] = r; d[1] = g; d[2] = b; d[3] = 255
                        } else {
                            d[0] = Alpha.unpremultiply(r, a)
                            d[1] = Alpha.unpremultiply(g, a)
                            d[2] = Alpha.unpremultiply(b, a)
                            d[3] = a
                        }
                        s += 4
                    }
                }
            }
        }

        let packet = try PacketHandle()
        try check(avcodec_send_frame(c, rgba.pointer), "avcodec_send_frame", subject: "png")
        try check(avcodec_send_frame(c, nil), "avcodec_send_frame(flush)", subject: "png")
        var bytes: [UInt8] = []
        while true {
            let status = avcodec_receive_packet(c, packet.pointer)
            if status == averrorEOF || status == averrorEAGAIN { break }
            try check(status, "avcodec_receive_packet", subject: "png")
            if let data = packet.pointer.pointee.data {
                bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(packet.pointer.pointee.size)))
            }
            av_packet_unref(packet.pointer)
        }
        guard !bytes.isEmpty else { throw MediaError(call: "avcodec_receive_packet", message: "png: the encoder produced no data") }
        return bytes
    }
}

/// Writes `bytes` to `path` through libavformat's AVIO (so errors carry av_strerror text).
func writeFile(_ bytes: [UInt8], to path: String) throws {
    var io: UnsafeMutablePointer<AVIOContext>?
    try check(avio_open(&io, fileURL(path), AVIO_FLAG_WRITE), "avio_open", subject: path)
    guard let io else { throw allocationFailure("avio_open", subject: path) }
    var remaining = bytes[...]
    while !remaining.isEmpty {
        let chunk = remaining.prefix(1 << 30)
        chunk.withUnsafeBufferPointer { avio_write(io, $0.baseAddress, Int32($0.count)) }
        remaining = remaining.dropFirst(chunk.count)
    }
    avio_flush(io)
    let writeError = io.pointee.error
    var handle: UnsafeMutablePointer<AVIOContext>? = io
    let closed = avio_closep(&handle)
    try check(writeError, "avio_write", subject: path)
    try check(closed, "avio_closep", subject: path)
}
