import Foundation
import Media
import Raster
import Synchronization
import Testing

/// Frame `k` of a translucent clip: `movingSquareFrame`'s picture with alpha falling off to the right (255 at the
/// left edge, 64 at the right) and a fully transparent 4-px strip at the bottom; premultiplied, as rendered.
func translucentFrame(_ k: Int, width: Int = 64, height: Int = 48) -> Frame {
    var frame = movingSquareFrame(k, width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            let a = y >= height - 4 ? 0 : 255 - (191 * x) / (width - 1)
            let p = frame[x, y]
            func pm(_ c: UInt8) -> UInt8 { UInt8((Int(c) * a + 127) / 255) }
            frame[x, y] = Pixel(b: pm(p.b), g: pm(p.g), r: pm(p.r), a: UInt8(a))
        }
    }
    return frame
}

/// PSNR of the alpha channel alone, in dB.
func alphaPSNR(_ a: Frame, _ b: Frame) -> Double {
    var sum = 0.0
    for y in 0..<a.height {
        for x in 0..<a.width {
            let d = Double(a[x, y].a) - Double(b[x, y].a)
            sum += d * d
        }
    }
    let mse = sum / Double(a.width * a.height)
    return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
}

@Suite(.serialized) struct VideoFormatTests {
    init() { MediaLogLevel.set(.error) }

    struct Case: Sendable, CustomStringConvertible {
        var format: VideoFormat
        var ext: String
        var codecName: String
        var decodedPixelFormat: String
        /// Least PSNR (RGB) of decoded vs original frames, dB.
        var colourBound: Double
        /// Least PSNR of the alpha plane, dB (nil: no alpha).
        var alphaBound: Double?
        var description: String { format.rawValue }
    }

    // Bounds, and why:
    // - H.264 / HEVC at crf 18: lossy, and yuv420p halves chroma resolution: this clip measures ≈ 40 dB; 35 dB is
    //   "visually identical" yet catches a wrong matrix, range, channel order or frame order (those land < 30 dB).
    // - ProRes 4444: near-lossless 10-bit 4:4:4; measured > 45 dB, bound 40. Its alpha is coded losslessly at 16 bits:
    //   ≥ 48 dB allows only the 8 → 16 → 8 bit rounding of the premultiplied round trip.
    // - VP9 at crf 30: lossier than x264 at 18 (measured ≈ 37 dB); bound 32. Alpha is coded as a second lossy VP9
    //   picture: bound 30 dB (measured ≈ 40).
    static let cases: [Case] = [
        Case(format: .h264, ext: "mp4", codecName: "h264", decodedPixelFormat: "yuv420p", colourBound: 35, alphaBound: nil),
        Case(format: .hevc, ext: "mp4", codecName: "hevc", decodedPixelFormat: "yuv420p", colourBound: 35, alphaBound: nil),
        Case(format: .prores4444, ext: "mov", codecName: "prores", decodedPixelFormat: "yuva444p12le", colourBound: 40, alphaBound: 48),
        Case(format: .vp9, ext: "webm", codecName: "vp9", decodedPixelFormat: "yuva420p", colourBound: 32, alphaBound: 30),
    ]

    /// Each format decodes back through libavformat with the right codec, pixel format, size, frame count,
    /// timestamps k / fps and duration; frames (and alpha where kept) match the originals within the stated bound.
    @Test(arguments: cases) func decodesBack(_ c: Case) throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        let path = dir.path("clip.\(c.ext)")
        let frames = 12, fps = 30.0
        let source: (Int) -> Frame = { c.format.hasAlpha ? translucentFrame($0) : movingSquareFrame($0) }
        let encoder = try VideoEncoder(path: path, settings: VideoSettings(width: 64, height: 48, fps: fps, format: c.format))
        for k in 0..<frames { try encoder.append(source(k)) }
        try encoder.finish()

        let info = try VideoProbe.info(path: path)
        #expect(info.codecName == c.codecName)
        #expect(info.decodedPixelFormat == c.decodedPixelFormat)
        #expect(info.width == 64 && info.height == 48)
        #expect(info.frameCount == frames)
        #expect(abs(info.fps - fps) < 1e-9)
        #expect(abs(info.duration - Double(frames) / fps) < 1e-3, "duration \(info.duration)")
        #expect(info.frameTimes.count == frames)
        for (k, t) in info.frameTimes.enumerated() {
            #expect(abs(t - Double(k) / fps) < 1e-3, "frame \(k) at \(t) s")
        }

        var decoded = 0
        try VideoProbe.decodeFrames(path: path) { k, frame in
            let original = source(k)
            let quality = psnr(frame, original)
            #expect(quality >= c.colourBound, "\(c.format) frame \(k): PSNR \(quality) dB")
            if let bound = c.alphaBound {
                let alpha = alphaPSNR(frame, original)
                #expect(alpha >= bound, "\(c.format) frame \(k): alpha PSNR \(alpha) dB")
                // Alpha really survives: the transparent strip stays transparent, the left edge opaque.
                #expect(frame[10, 46].a <= 2, "\(frame[10, 46])")
                #expect(frame[0, 10].a >= 253, "\(frame[0, 10])")
            } else {
                #expect(frame[63, 10].a == 255)
            }
            decoded += 1
        }
        #expect(decoded == frames)
    }

    @Test func hevcIsTaggedHvc1() throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        let path = dir.path("clip.mp4")
        let encoder = try VideoEncoder(path: path, settings: VideoSettings(width: 64, height: 48, fps: 30, format: .hevc))
        for k in 0..<3 { try encoder.append(movingSquareFrame(k)) }
        try encoder.finish()
        let bytes = try readBytes(path)
        #expect(Data(bytes).range(of: Data("hvc1".utf8)) != nil)
        #expect(Data(bytes).range(of: Data("hev1".utf8)) == nil)
    }

    /// Several encoders running at once in one process give the same bytes as one encoder alone, for every
    /// format (the former open issue of `encodingIsRepeatable`).
    @Test(arguments: [VideoFormat.h264, .hevc, .prores4444, .vp9]) func concurrentEncodersAreRepeatable(_ format: VideoFormat) throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        let ext = format == .prores4444 ? "mov" : format == .vp9 ? "webm" : "mp4"
        @Sendable func encode(_ name: String) throws -> [UInt8] {
            let path = dir.path("\(name).\(ext)")
            let encoder = try VideoEncoder(path: path, settings: VideoSettings(width: 64, height: 48, fps: 60, format: format))
            for k in 0..<20 { try encoder.append(format.hasAlpha ? translucentFrame(k) : movingSquareFrame(k)) }
            try encoder.finish()
            return try readBytes(path)
        }
        let alone = try encode("alone")
        let results = Mutex<[Int: [UInt8]]>([:])
        DispatchQueue.concurrentPerform(iterations: 4) { i in
            let bytes = try? encode("concurrent\(i)")
            results.withLock { $0[i] = bytes ?? [] }
        }
        for i in 0..<4 {
            let bytes = results.withLock { $0[i] } ?? []
            let firstDifference = (0..<min(bytes.count, alone.count)).first { bytes[$0] != alone[$0] }
            #expect(bytes == alone, "\(format) encoder \(i) of 4 concurrent: \(bytes.count) bytes vs \(alone.count) alone, first difference at \(firstDifference.map(String.init) ?? "the end")")
        }
    }
}

@Suite(.serialized) struct GIFTests {
    init() { MediaLogLevel.set(.error) }

    func makeGIF(_ path: String, frames: Int, fps: Double) throws {
        let converter = try FrameConverter(format: .gif, width: 64, height: 48)
        let builder = try GIFPaletteBuilder(width: 64, height: 48)
        for k in 0..<frames { try builder.add(converter.convert(movingSquareFrame(k))) }
        let gif = try GIFEncoder(path: path, settings: VideoSettings(width: 64, height: 48, fps: fps, format: .gif),
                                 palette: builder.makePalette(), totalFrames: frames)
        for k in 0..<frames { try gif.append(converter.convert(movingSquareFrame(k))) }
        try gif.finish()
    }

    /// ≤ 256 colours a frame, loops forever (NETSCAPE2.0 loop count 0), every frame present, delays adding up to
    /// the duration; 256 colours with dithering keep this smooth gradient above 30 dB (measured ≈ 36).
    @Test func gifDecodesBack() throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        let path = dir.path("clip.gif")
        try makeGIF(path, frames: 12, fps: 30)
        let bytes = try readBytes(path)
        #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
        let netscape = try #require(Data(bytes).range(of: Data("NETSCAPE2.0".utf8)))
        // Sub-block: size 3, id 1, loop count (little endian) 0 = forever.
        #expect(Array(bytes[netscape.upperBound..<netscape.upperBound + 4]) == [3, 1, 0, 0])

        let info = try VideoProbe.info(path: path)
        #expect(info.codecName == "gif")
        #expect(info.width == 64 && info.height == 48)
        #expect(info.frameCount == 12)
        // 30 fps in whole centiseconds: frame k starts at round(100k/30) cs; delays 3, 3, 4, … sum to 40 cs.
        for (k, t) in info.frameTimes.enumerated() {
            #expect(abs(t - (Double(k) * 100 / 30).rounded() / 100) < 1e-9, "frame \(k) at \(t)")
        }
        let total = info.frameDurations.reduce(0, +)
        #expect(abs(total - 0.4) < 1e-9, "delays add up to \(total) s")

        try VideoProbe.decodeFrames(path: path) { k, frame in
            var colours = Set<UInt32>()
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let p = frame[x, y]
                    colours.insert(UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b))
                }
            }
            #expect(colours.count <= 256, "frame \(k): \(colours.count) colours")
            #expect(colours.count > 16, "frame \(k): only \(colours.count) colours")
            let quality = psnr(frame, movingSquareFrame(k))
            #expect(quality >= 30, "frame \(k): PSNR \(quality) dB")
        }
    }

    @Test func gifRefusesMoreThan50FPS() throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        let error = #expect(throws: MediaError.self) { try makeGIF(dir.path("fast.gif"), frames: 3, fps: 60) }
        #expect(error?.message.contains("at most 50 fps") == true)
        #expect(!FileManager.default.fileExists(atPath: dir.path("fast.gif")))
    }
}
