import Foundation
import Media
import Raster
import Testing

@Suite(.serialized) struct VideoEncoderTests {
    init() { MediaLogLevel.set(.error) }

    /// 30 frames of 64×48 at 60 fps → the probe sees exactly that; frames decode back close to the originals.
    @Test func encodeProbeAndDecode() throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        let path = dir.path("square.mp4")
        let encoder = try VideoEncoder(path: path, settings: VideoSettings(width: 64, height: 48, fps: 60))
        for k in 0..<30 { try encoder.append(movingSquareFrame(k)) }
        try encoder.finish()
        #expect(encoder.frameCount == 30)

        let info = try VideoProbe.info(path: path)
        #expect(info.codecName == "h264")
        #expect(info.width == 64 && info.height == 48)
        #expect(info.pixelFormat == "yuv420p")
        #expect(abs(info.fps - 60) < 1e-9)
        #expect(info.frameCount == 30)
        #expect(abs(info.duration - 0.5) < 1e-6, "duration \(info.duration)")

        // x264 is lossy even at crf 18 and yuv420p halves chroma resolution, so frames are not exact (this clip
        // measures ≈ 40 dB; flat colours come back exact). 35 dB is "visually identical" yet catches a wrong matrix,
        // range, channel order or frame order, which land far below 30 dB.
        var decoded = 0
        try VideoProbe.decodeFrames(path: path) { index, frame in
            #expect(frame.width == 64 && frame.height == 48)
            let quality = psnr(frame, movingSquareFrame(index))
            #expect(quality >= 35, "frame \(index): PSNR \(quality) dB")
            #expect(frame[0, 0].a == 255)
            decoded += 1
        }
        #expect(decoded == 30)

        // ISO-BMFF layout: ftyp first, moov before mdat (faststart).
        let boxes = topLevelBoxes(try readBytes(path))
        #expect(boxes.first == "ftyp", "boxes \(boxes)")
        let moov = try #require(boxes.firstIndex(of: "moov"), "boxes \(boxes)")
        let mdat = try #require(boxes.firstIndex(of: "mdat"), "boxes \(boxes)")
        #expect(moov < mdat, "boxes \(boxes)")
    }

    /// Fixed thread count (the default, 2) → the same frames give the same file, byte for byte. (Formerly disabled:
    /// x264's mbtree read stale heap memory, so bytes varied with other work in the process; the encoder now turns
    /// mbtree off, see `VideoEncoder`. `concurrentEncodersAreRepeatable` covers the concurrent case.)
    @Test
    func encodingIsRepeatable() throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        var files: [[UInt8]] = []
        for run in 0..<2 {
            let path = dir.path("run\(run).mp4")
            let encoder = try VideoEncoder(path: path, settings: VideoSettings(width: 64, height: 48, fps: 60))
            for k in 0..<20 { try encoder.append(movingSquareFrame(k)) }
            try encoder.finish()
            files.append(try readBytes(path))
        }
        #expect(files[0] == files[1])
    }

    /// Fractional rates use av_d2q: 29.97 fps is stored as 2997/100; frame count stays exact.
    @Test func fractionalFrameRate() throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        let path = dir.path("ntsc.mp4")
        let encoder = try VideoEncoder(path: path, settings: VideoSettings(width: 32, height: 32, fps: 29.97))
        for k in 0..<12 { try encoder.append(movingSquareFrame(k, width: 32, height: 32)) }
        try encoder.finish()
        let info = try VideoProbe.info(path: path)
        #expect(info.frameCount == 12)
        #expect(abs(info.fps - 29.97) < 1e-9)
        #expect(abs(info.duration - 12 / 29.97) < 1e-3, "duration \(info.duration)")
    }

    /// Paths are taken literally: no "%d" patterns, no "proto:" URLs.
    @Test(arguments: ["a:b.mp4", "f%03d.mp4", "with space.mp4"])
    func literalPaths(name: String) throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        let path = dir.path(name)
        let encoder = try VideoEncoder(path: path, settings: VideoSettings(width: 16, height: 16, fps: 30))
        try encoder.append(movingSquareFrame(0, width: 16, height: 16))
        try encoder.finish()
        #expect(try VideoProbe.info(path: path).frameCount == 1)
    }

    @Test func oddSizeThrowsBeforeCreatingTheFile() throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        let path = dir.path("odd.mp4")
        let error = #expect(throws: MediaError.self) {
            _ = try VideoEncoder(path: path, settings: VideoSettings(width: 1171, height: 2532, fps: 60))
        }
        #expect(error?.message == "1171×2532 px: H.264 yuv420p needs an even width and height")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func wrongFrameSizeIsRejected() throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        let encoder = try VideoEncoder(path: dir.path("size.mp4"), settings: VideoSettings(width: 64, height: 48, fps: 60))
        #expect(throws: MediaError.self) { try encoder.append(Frame(width: 32, height: 32)) }
        try encoder.append(movingSquareFrame(0))
        try encoder.finish()
        #expect(try VideoProbe.info(path: dir.path("size.mp4")).frameCount == 1)
    }

    /// If ffprobe is installed, it agrees on the colour tags and frame count.
    @Test func ffprobeSeesBT709LimitedRange() throws {
        let ffprobe = ["/usr/bin/ffprobe", "/usr/local/bin/ffprobe"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let ffprobe else { return }
        let dir = try TempDir()
        defer { dir.cleanup() }
        let path = dir.path("tags.mp4")
        let encoder = try VideoEncoder(path: path, settings: VideoSettings(width: 64, height: 48, fps: 60))
        for k in 0..<10 { try encoder.append(movingSquareFrame(k)) }
        try encoder.finish()

        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffprobe)
        process.arguments = [
            "-v", "error", "-select_streams", "v:0", "-count_frames",
            "-show_entries", "stream=color_range,color_space,color_transfer,color_primaries,nb_read_frames,r_frame_rate",
            "-of", "default=noprint_wrappers=1", path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        for line in ["color_range=tv", "color_space=bt709", "color_transfer=bt709", "color_primaries=bt709", "nb_read_frames=10", "r_frame_rate=60/1"] {
            #expect(output.contains(line), "ffprobe said:\n\(output)")
        }
    }
}

@Suite struct PNGTests {
    init() { MediaLogLevel.set(.error) }

    /// Varied colours at varied alpha, premultiplied as a renderer would store them.
    static func testFrame() -> Frame {
        var frame = Frame(width: 23, height: 17)
        for y in 0..<17 {
            for x in 0..<23 {
                let r = UInt8((x * 37 + y * 11) % 256), g = UInt8((x * 5 + y * 53) % 256), b = UInt8((x * y * 7) % 256)
                let a: UInt8 = x < 8 ? 255 : UInt8((x * 29 + y * 13) % 256)
                func pm(_ c: UInt8) -> UInt8 { UInt8((Int(c) * Int(a) + 127) / 255) }
                frame[x, y] = Pixel(b: pm(b), g: pm(g), r: pm(r), a: a)
            }
        }
        return frame
    }

    /// Opaque pixels survive exactly. Translucent ones go premultiplied → straight (rounded) → premultiplied
    /// (rounded) again, and each rounding can move a channel by half a step, so they come back within ±1.
    @Test func roundTrip() throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        let path = dir.path("frame.png")
        let original = Self.testFrame()
        try PNGWriter.write(original, to: path)
        #expect(Array(try readBytes(path).prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

        let decoded = try ImageDecoder.decode(path: path)
        #expect(decoded.width == 23 && decoded.height == 17)
        var opaque = 0, translucent = 0
        for y in 0..<17 {
            for x in 0..<23 {
                let p = original[x, y], q = decoded[x, y]
                #expect(p.a == q.a, "alpha at (\(x), \(y))")
                if p.a == 255 {
                    opaque += 1
                    #expect(p == q, "(\(x), \(y)): \(p) vs \(q)")
                } else {
                    translucent += 1
                    for (u, v) in [(p.r, q.r), (p.g, q.g), (p.b, q.b)] {
                        #expect(abs(Int(u) - Int(v)) <= 1, "(\(x), \(y)): \(p) vs \(q)")
                    }
                    #expect(q.r <= q.a && q.g <= q.a && q.b <= q.a)
                }
            }
        }
        #expect(opaque > 100 && translucent > 100)
    }

    @Test func encodingIsDeterministic() throws {
        let frame = Self.testFrame()
        let first = try PNGWriter.encode(frame)
        let second = try PNGWriter.encode(frame)
        #expect(first == second)
        #expect(first.count > 100)
    }

    /// A frame whose rows are padded (bytesPerRow > 4·width) encodes the same as the packed one.
    @Test func paddedRows() throws {
        let packed = Self.testFrame()
        var padded: [UInt8] = []
        for y in 0..<packed.height {
            padded += packed.pixels[(y * packed.bytesPerRow)..<((y + 1) * packed.bytesPerRow)]
            padded += [UInt8](repeating: 0xAB, count: 12)
        }
        let frame = try #require(Frame(width: packed.width, height: packed.height, bytesPerRow: packed.bytesPerRow + 12, pixels: padded))
        #expect(try PNGWriter.encode(frame) == PNGWriter.encode(packed))
    }

    /// Paths are taken literally: no "%d" frame patterns, no "proto:" URLs.
    @Test(arguments: ["a:b.png", "f%03d.png", "100%.png", "with space.png"])
    func literalPaths(name: String) throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        let path = dir.path(name)
        try PNGWriter.write(Self.testFrame(), to: path)
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(try ImageDecoder.decode(path: path).width == 23)
    }

    @Test func unwritablePathNamesThePath() throws {
        let path = "/nonexistent-dir-\(UUID().uuidString)/x.png"
        let error = #expect(throws: MediaError.self) { try PNGWriter.write(Self.testFrame(), to: path) }
        #expect(error?.message.contains(path) == true)
    }
}

@Suite struct ImageDecoderTests {
    init() { MediaLogLevel.set(.error) }

    /// Flat 16×16 colour blocks through mjpeg at qscale 2: block interiors come back within ±6 per channel
    /// (quantisation plus the 8-bit YCbCr round trip), edges excluded to skip ringing.
    @Test func decodesJPEG() throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        let path = dir.path("blocks.jpg")
        let colours: [Pixel] = [
            Pixel(r: 200, g: 40, b: 40), Pixel(r: 30, g: 180, b: 60), Pixel(r: 20, g: 40, b: 220),
            Pixel(r: 240, g: 240, b: 240), Pixel(r: 90, g: 90, b: 90), Pixel(r: 250, g: 200, b: 20),
        ]
        var frame = Frame(width: 48, height: 32)
        for y in 0..<32 { for x in 0..<48 { frame[x, y] = colours[(y / 16) * 3 + x / 16] } }
        try writeJPEG(frame, to: path)

        let decoded = try ImageDecoder.decode(path: path)
        #expect(decoded.width == 48 && decoded.height == 32)
        var worst = 0
        for y in 0..<32 where (3...12).contains(y % 16) {
            for x in 0..<48 where (3...12).contains(x % 16) {
                let p = frame[x, y], q = decoded[x, y]
                #expect(q.a == 255)
                worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
            }
        }
        #expect(worst <= 6, "worst channel error \(worst)")
    }

    @Test func missingFileNamesThePath() throws {
        let path = "/tmp/definitely-missing-\(UUID().uuidString).png"
        let image = #expect(throws: MediaError.self) { _ = try ImageDecoder.decode(path: path) }
        #expect(image?.message.contains(path) == true)
        #expect(image?.call == "avformat_open_input")
        let video = #expect(throws: MediaError.self) { _ = try VideoProbe.info(path: path) }
        #expect(video?.message.contains(path) == true)
    }

    @Test func corruptFileNamesThePath() throws {
        let dir = try TempDir()
        defer { dir.cleanup() }
        let path = dir.path("corrupt.png")
        // A PNG signature followed by garbage.
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 97 &+ 13) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let image = #expect(throws: MediaError.self) { _ = try ImageDecoder.decode(path: path) }
        #expect(image?.message.contains(path) == true, "\(String(describing: image))")

        let mp4 = dir.path("corrupt.mp4")
        try Data((0..<500).map { UInt8(truncatingIfNeeded: $0 &* 31) }).write(to: URL(fileURLWithPath: mp4))
        let video = #expect(throws: MediaError.self) { _ = try VideoProbe.info(path: mp4) }
        #expect(video?.message.contains(mp4) == true, "\(String(describing: video))")
    }
}
