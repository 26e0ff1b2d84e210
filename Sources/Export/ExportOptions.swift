import Composition
import Foundation
import Geometry

/// How to export a composition. Every field is optional: `nil` takes the composition's own value or the format's
/// default. The messages of a rejected option name it as these fields do (`crf`, `fps`; the command line spells
/// them as its flags, `--crf`).
public struct ExportOptions: Sendable {
    /// Scene time in seconds of a still (`.png` output only); default 0.
    public var time: Double?
    /// Output frames per second (default: the canvas's; for a GIF capped at `Limits.maximumGIFFPS`).
    public var fps: Double?
    /// Pixels per point (default: the canvas's).
    public var scale: Double?
    /// Which frames of the output frame grid to write (videos and PNG sequences); default all.
    public var frames: FrameSelection?
    /// Replaces the canvas's background.
    public var background: Color?
    /// Constant rate factor: H.264/HEVC 0–51 (default 18), VP9 0–63 (default 30).
    public var crf: Int?
    /// Encoder speed: x264/x265 preset names (default veryfast); VP9 cpu-used 0–8.
    public var preset: String?
    /// `h264`/`hevc` for .mp4, `prores` for .mov, `vp9` for .webm, `gif` for .gif.
    public var codec: String?
    /// Render threads (default: one per core). The output does not depend on it.
    public var threads: Int?
    /// Replace an existing output when the export succeeds (default); `false` refuses instead.
    public var overwrite = true
    /// Pad an odd frame size to even for H.264, HEVC and VP9 (`EvenSizePadding`: one column or row of background,
    /// transparent for VP9) (default); `false` refuses an odd size instead.
    public var padToEven = true
    /// Videos: frames per closed group of pictures, each encoded independently from a key frame (`VideoSettings.keyint`),
    /// and the shard record written into the container. Default: none, or `defaultKeyint` seconds' worth when
    /// `shard` is set.
    public var keyint: Int?
    /// Render only this piece of the frames (videos and PNG sequences); see `Shard`.
    public var shard: Shard?
    /// What the frames come from, recorded (digested) in a video's shard record so that parts of different scenes are
    /// never joined: the command line gives `SceneIdentity.digest` (the scene file's bytes and those of every image
    /// and font file it names, or the Lottie file's). `nil`: "unidentified".
    public var identity: String?

    public init(time: Double? = nil, fps: Double? = nil, scale: Double? = nil, frames: FrameSelection? = nil,
                background: Color? = nil, crf: Int? = nil, preset: String? = nil, codec: String? = nil,
                threads: Int? = nil, overwrite: Bool = true, keyint: Int? = nil, shard: Shard? = nil, identity: String? = nil,
                padToEven: Bool = true) {
        self.padToEven = padToEven
        self.keyint = keyint
        self.shard = shard
        self.identity = identity
        self.time = time
        self.fps = fps
        self.scale = scale
        self.frames = frames
        self.background = background
        self.crf = crf
        self.preset = preset
        self.codec = codec
        self.threads = threads
        self.overwrite = overwrite
    }

    /// The x264/x265 preset names.
    public static let x264Presets = ["ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow", "placebo"]

    /// Seconds of frames per key interval when sharding without `keyint`.
    public static let defaultKeyintSeconds = 2.0

    /// Checks the values that need no output or composition: `time`, `fps`, `scale`, `threads`, `keyint`.
    public func validate() throws {
        if let k = keyint, !(1...1_000_000).contains(k) {
            throw ExportError.badInput("\(option: "keyint") must be a whole number of frames from 1 to 1000000")
        }
        if let t = time, !(t >= 0 && t.isFinite) { throw ExportError.badInput("\(option: "time") must be a number ≥ 0") }
        if let f = fps, !(f > 0 && f <= Limits.maximumFPS) {
            throw ExportError.badInput("\(option: "fps") must be a number above 0, at most \(NumberText.format(Limits.maximumFPS))")
        }
        if let s = scale, !(s > 0 && s.isFinite) { throw ExportError.badInput("\(option: "scale") must be a number above 0") }
        if let n = threads, !Limits.renderThreads.contains(n) {
            throw ExportError.badInput("\(option: "threads") must be from \(Limits.renderThreads.lowerBound) to \(Limits.renderThreads.upperBound)")
        }
    }
}

/// Frames `A` through `B` (0-based, inclusive) of the output frame grid; either end may be open. Written `A..B`,
/// `A..` or `..B` on the command line.
public struct FrameSelection: Sendable, Equatable {
    /// The selection as written; checked against the composition's frame count when the export starts.
    public var text: String

    /// A selection as written (`"0..59"`).
    public init(_ text: String) { self.text = text }

    /// Frames `first` through `last` (nil: from the start / to the end).
    public init(first: Int?, last: Int?) {
        text = (first.map(String.init) ?? "") + ".." + (last.map(String.init) ?? "")
    }

    /// The frames to render out of `total` at `fps` (for the message).
    public func range(total: Int, fps: Double) throws -> Range<Int> {
        let parts = text.components(separatedBy: "..")
        guard parts.count == 2 else { throw ExportError.badInput("\(option: "frames"): expected A..B (e.g. 0..59), got \"\(text)\"") }
        let a = parts[0].trimmingCharacters(in: .whitespaces), b = parts[1].trimmingCharacters(in: .whitespaces)
        guard let first = a.isEmpty ? 0 : Int(a), let last = b.isEmpty ? total - 1 : Int(b) else {
            throw ExportError.badInput("\(option: "frames"): expected whole frame numbers A..B (e.g. 0..59), got \"\(text)\"")
        }
        guard first >= 0, first <= last, last < total else {
            throw ExportError.badInput("\(option: "frames") \(text): the scene has frames 0..\(total - 1) at \(NumberText.format(fps)) fps; need 0 ≤ A ≤ B ≤ \(total - 1)")
        }
        return first..<(last + 1)
    }
}
