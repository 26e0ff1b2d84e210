import CFFmpeg
import Foundation
import Media
import Raster

/// A fresh temporary directory, removed by `cleanup()`.
struct TempDir {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("MediaTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    func cleanup() { try? FileManager.default.removeItem(at: url) }
}

/// Frame `k` of a synthetic clip: a soft gradient background with a light 16×16 square moving right 2 px a frame.
///
/// The square differs from the background mostly in brightness. A strongly saturated edge (say red on blue) is
/// smeared by yuv420p's 2×2 chroma subsampling alone, ≈ 32 dB even with lossless x264, which would measure the
/// pixel format rather than the encoder.
func movingSquareFrame(_ k: Int, width: Int = 64, height: Int = 48) -> Frame {
    var frame = Frame(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            frame[x, y] = Pixel(r: UInt8(60 + (x * 2) % 180), g: UInt8(70 + (y * 2) % 180), b: 110)
        }
    }
    let left = 4 + 2 * k
    for y in 16..<min(32, height) {
        for x in left..<min(left + 16, width) {
            frame[x, y] = Pixel(r: 235, g: 228, b: 215)
        }
    }
    return frame
}

/// Peak signal-to-noise ratio of the RGB channels (alpha ignored), in dB: `Frame.psnr(to:)`.
func psnr(_ a: Frame, _ b: Frame) -> Double { a.psnr(to: b) }

/// Top-level ISO-BMFF box types of a file, in order.
func topLevelBoxes(_ bytes: [UInt8]) -> [String] {
    var types: [String] = []
    var offset = 0
    while offset + 8 <= bytes.count {
        var size = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
        if size == 1, offset + 16 <= bytes.count {
            size = bytes[offset + 8..<offset + 16].reduce(0) { $0 << 8 | Int($1) }
        } else if size == 0 {
            size = bytes.count - offset
        }
        types.append(type)
        guard size >= 8 else { break }
        offset += size
    }
    return types
}

func readBytes(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
}

struct TestError: Error, CustomStringConvertible { let description: String }

/// Writes an opaque frame as a baseline JPEG with libavcodec's mjpeg encoder (yuvj444p, qscale 2);
/// the BT.601 full-range RGB → YCbCr conversion is done here in Swift.
func writeJPEG(_ frame: Frame, to path: String) throws {
    guard let encoder = avcodec_find_encoder(AV_CODEC_ID_MJPEG) else { throw TestError(description: "no mjpeg encoder") }
    var context: UnsafeMutablePointer<AVCodecContext>? = avcodec_alloc_context3(encoder)
    defer { avcodec_free_context(&context) }
    guard let c = context else { throw TestError(description: "avcodec_alloc_context3") }
    c.pointee.width = Int32(frame.width)
    c.pointee.height = Int32(frame.height)
    c.pointee.pix_fmt = AV_PIX_FMT_YUVJ444P
    c.pointee.color_range = AVCOL_RANGE_JPEG
    c.pointee.time_base = AVRational(num: 1, den: 25)
    c.pointee.flags |= AV_CODEC_FLAG_QSCALE
    c.pointee.global_quality = FF_QP2LAMBDA * 2
    guard avcodec_open2(c, encoder, nil) >= 0 else { throw TestError(description: "avcodec_open2 mjpeg") }

    var yuvFrame: UnsafeMutablePointer<AVFrame>? = av_frame_alloc()
    defer { av_frame_free(&yuvFrame) }
    guard let f = yuvFrame else { throw TestError(description: "av_frame_alloc") }
    f.pointee.width = c.pointee.width
    f.pointee.height = c.pointee.height
    f.pointee.format = AV_PIX_FMT_YUVJ444P.rawValue
    f.pointee.quality = c.pointee.global_quality
    f.pointee.pts = 0
    guard av_frame_get_buffer(f, 0) >= 0 else { throw TestError(description: "av_frame_get_buffer") }
    withUnsafeMutablePointer(to: &f.pointee.data) { data in
        data.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { planes in
            withUnsafeMutablePointer(to: &f.pointee.linesize) { linesize in
                linesize.withMemoryRebound(to: Int32.self, capacity: 8) { strides in
                    for y in 0..<frame.height {
                        for x in 0..<frame.width {
                            let p = frame[x, y]
                            let r = Double(p.r), g = Double(p.g), b = Double(p.b)
                            let luma = 0.299 * r + 0.587 * g + 0.114 * b
                            let cb = 128 + (b - luma) / 1.772
                            let cr = 128 + (r - luma) / 1.402
                            for (plane, value) in [(0, luma), (1, cb), (2, cr)] {
                                guard let base = planes[plane] else { continue }
                                base[y * Int(strides[plane]) + x] = UInt8(max(0, min(255, value.rounded())))
                            }
                        }
                    }
                }
            }
        }
    }
    var packet: UnsafeMutablePointer<AVPacket>? = av_packet_alloc()
    defer { av_packet_free(&packet) }
    guard let pkt = packet else { throw TestError(description: "av_packet_alloc") }
    guard avcodec_send_frame(c, f) >= 0, avcodec_send_frame(c, nil) >= 0 else { throw TestError(description: "avcodec_send_frame") }
    var bytes: [UInt8] = []
    while avcodec_receive_packet(c, pkt) >= 0 {
        bytes += UnsafeBufferPointer(start: pkt.pointee.data, count: Int(pkt.pointee.size))
        av_packet_unref(pkt)
    }
    guard !bytes.isEmpty else { throw TestError(description: "mjpeg produced no data") }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
}
