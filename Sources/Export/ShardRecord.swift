import Composition
import Foundation

/// What a shard's container records about its frames, in its `comment` metadata, so that `ShardJoin` can check
/// that parts belong together and cover the frames exactly once:
///
///     animate-shard/1 scene=<sha-256> settings=h264,640x360,30/1,crf18,veryfast,keyint60 frames=60..119 of=0..299
///
/// `scene` digests what the frames show (the scene's identity, as the caller gives it in `ExportOptions.identity`,
/// with the canvas after the options: size, scale, background); `settings` are the encode settings; `frames` the
/// frames this file holds and `of` every frame of the render, inclusive. A render with a key interval but no shard
/// records frames = of, and so does a join: both are the same file.
public struct ShardRecord: Sendable, Equatable {
    public var scene: String
    public var settings: String
    public var frames: Range<Int>
    public var grid: Range<Int>

    public init(scene: String, settings: String, frames: Range<Int>, grid: Range<Int>) {
        self.scene = scene
        self.settings = settings
        self.frames = frames
        self.grid = grid
    }

    static let magic = "animate-shard/1"

    /// The record as one line of text.
    public var text: String {
        "\(Self.magic) scene=\(scene) settings=\(settings) frames=\(frames.lowerBound)..\(frames.upperBound - 1) of=\(grid.lowerBound)..\(grid.upperBound - 1)"
    }

    /// A record read back from `text`, or `nil` when `text` is not one.
    public init?(text: String) {
        let words = text.split(separator: " ")
        guard words.first.map(String.init) == Self.magic else { return nil }
        var fields: [String: String] = [:]
        for word in words.dropFirst() {
            guard let eq = word.firstIndex(of: "=") else { return nil }
            fields[String(word[..<eq])] = String(word[word.index(after: eq)...])
        }
        func range(_ s: String?) -> Range<Int>? {
            guard let parts = s?.components(separatedBy: ".."), parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 0, a <= b, b < Int.max else { return nil }
            return a..<(b + 1)
        }
        guard let scene = fields["scene"], let settings = fields["settings"],
              let frames = range(fields["frames"]), let grid = range(fields["of"]),
              frames.lowerBound >= grid.lowerBound, frames.upperBound <= grid.upperBound else { return nil }
        self.init(scene: scene, settings: settings, frames: frames, grid: grid)
    }
}
