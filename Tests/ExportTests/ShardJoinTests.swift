import Composition
@testable import Export
import Foundation
import Geometry
import Media
import Motion
import Testing

/// `ShardJoin`: the checks that decide whether parts are the pieces of one render, each refusal's message, and the
/// join of parts rendered through `ExportJob` (the command line's `concat` is a thin wrapper over it).
@Suite struct ShardJoinTests {
    init() { MediaLogLevel.set(.error) }

    // MARK: records: agreement and contiguity

    static func record(_ frames: Range<Int>, scene: String = "a".repeated(64), settings: String = "h264,64x48,30,crf18,veryfast,keyint6",
                       grid: Range<Int> = 0..<42) -> ShardRecord {
        ShardRecord(scene: scene, settings: settings, frames: frames, grid: grid)
    }

    /// Three parts of a 3-way split (7 key intervals of 6 frames: 2, 2, 3).
    static let a = ("a.mp4", record(0..<12)), b = ("b.mp4", record(12..<24)), c = ("c.mp4", record(24..<42))

    static func refusal(_ body: () throws -> Void) -> String? {
        do { try body() } catch let e as ExportError { return e.kind == .badInput ? e.message : "not bad input: \(e)" } catch { return "\(error)" }
        return nil
    }

    /// Parts come in any order and leave sorted by their first frame.
    @Test func partsOutOfOrderAreSorted() throws {
        let sorted = try ShardJoin.ordered([Self.c, Self.a, Self.b])
        #expect(sorted.map(\.path) == ["a.mp4", "b.mp4", "c.mp4"])
        #expect(try ShardJoin.ordered([Self.record(0..<42)].map { ("all.mp4", $0) }).map(\.path) == ["all.mp4"])
        // A selection (--frames 10..49): the whole starts at 10.
        let late = [("y.mp4", Self.record(30..<50, grid: 10..<50)), ("x.mp4", Self.record(10..<30, grid: 10..<50))]
        #expect(try ShardJoin.ordered(late).map(\.path) == ["x.mp4", "y.mp4"])
    }

    @Test func missingPartsAreNamedByTheirFrames() {
        #expect(Self.refusal { _ = try ShardJoin.ordered([Self.a, Self.c]) }
                == "concat: frames 12..23 of 0..41 are missing (a shard not given?)")
        #expect(Self.refusal { _ = try ShardJoin.ordered([Self.b, Self.c]) }
                == "concat: frames 0..11 of 0..41 are missing (a shard not given?)")
        #expect(Self.refusal { _ = try ShardJoin.ordered([Self.b, Self.a]) }
                == "concat: frames 24..41 of 0..41 are missing (a shard not given?)")
    }

    /// Parts of a 2-way and a 3-way split overlap; two copies of one part hold the same frames; the same path twice
    /// is said plainly.
    @Test func overlapsAndDuplicatesAreRefused() {
        let half = ("half-0.mp4", Self.record(0..<18))
        #expect(Self.refusal { _ = try ShardJoin.ordered([half, Self.b, Self.c]) }
                == "concat: b.mp4 and half-0.mp4 overlap: both hold frame 12")
        let copy = ("copy-of-b.mp4", Self.b.1)
        #expect(Self.refusal { _ = try ShardJoin.ordered([Self.a, Self.b, copy, Self.c]) }
                == "concat: copy-of-b.mp4 and b.mp4 overlap: both hold frame 12")
        #expect(Self.refusal { try ShardJoin.refuseRepeats(["a.mp4", "b.mp4", "a.mp4"]) } == "concat: a.mp4 is given twice")
        #expect(Self.refusal { try ShardJoin.refuseRepeats(["a.mp4", "b.mp4"]) } == nil)
    }

    /// Records of other files, settings or a different whole: compared with the first part given.
    @Test func recordsThatDisagreeAreRefused() {
        let other = ("other.mp4", Self.record(12..<24, scene: "b".repeated(64)))
        #expect(Self.refusal { try ShardJoin.checkRecords([Self.a, other, Self.c]) }
                == "concat: other.mp4 and a.mp4 differ in scene (bbbbbbbbbbbb vs aaaaaaaaaaaa), made from different files (the scene, or an image or font file it names): they are not pieces of one render")
        let crf = ("crf.mp4", Self.record(12..<24, settings: "h264,64x48,30,crf30,veryfast,keyint6"))
        #expect(Self.refusal { try ShardJoin.checkRecords([Self.a, crf]) }
                == "concat: crf.mp4 and a.mp4 differ in settings (h264,64x48,30,crf30,veryfast,keyint6 vs h264,64x48,30,crf18,veryfast,keyint6): they are not pieces of one render")
        let longer = ("longer.mp4", Self.record(12..<24, grid: 0..<48))
        #expect(Self.refusal { try ShardJoin.checkRecords([Self.a, longer]) }
                == "concat: longer.mp4 and a.mp4 differ in frame range (0..47 vs 0..41): they are not pieces of one render")
        #expect(Self.refusal { try ShardJoin.checkRecords([Self.c, Self.a, Self.b]) } == nil)
    }

    // MARK: files: parts rendered through ExportJob

    /// 64×48 at 30 fps, 1.4 s = 42 frames: a square whose colour and opacity change on every frame. (Not smaller:
    /// HEVC takes frames of at least 50×16, `VideoFormat.minimumSize`.)
    static func composition() throws -> Composition {
        var square = LayerState(id: "square")
        square.setFrame(Rect(x: 8, y: 5, width: 30, height: 30))
        square.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.8)
        var tree = LayerTree(layers: [square])
        var fade = BasicAnimation(.opacity)
        fade.toValue = .number(0.1)
        fade.timing.duration = 1.4
        try tree.add(.basic(fade), toLayer: "square")
        var tint = BasicAnimation(.backgroundColor)
        tint.toValue = .color(Color(red: 0.8, green: 0.4, blue: 0.2))
        tint.timing.duration = 1.4
        try tree.add(.basic(tint), toLayer: "square")
        var canvas = Canvas(size: Size(width: 64, height: 48))
        canvas.fps = 30
        canvas.background = Color(red: 0.1, green: 0.2, blue: 0.3)
        return Composition(canvas: canvas, tree: tree)
    }

    /// Renders `composition()` to `dir/name` with a key interval of 6 (and `shard`, when given).
    static func render(_ name: String, in dir: URL, shard: Shard? = nil, preset: String? = nil, codec: String? = nil) throws {
        let options = ExportOptions(preset: preset, codec: codec, threads: 2, keyint: 6, shard: shard, identity: "ShardJoinTests")
        try ExportJob(output: dir.appendingPathComponent(name).path, options: options).run(try composition())
    }

    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ShardJoinTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Three parts given in reverse join into the single render, byte for byte, with the record of the whole, in
    /// every video format. (Here the first part is denser than the whole: the MP4 `btrt` box must still be the
    /// single render's.)
    @Test(arguments: [("mp4", nil), ("mp4", "hevc"), ("mov", nil), ("webm", nil)] as [(String, String?)])
    func partsJoinIntoTheSingleRender(_ ext: String, _ codec: String?) throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.render("single.\(ext)", in: dir, codec: codec)
        for i in 0..<3 { try Self.render("part-\(i).\(ext)", in: dir, shard: Shard(index: i, count: 3), codec: codec) }
        let parts = (0..<3).reversed().map { dir.appendingPathComponent("part-\($0).\(ext)").path }
        let joined = dir.appendingPathComponent("joined.\(ext)").path
        try ShardJoin.join(parts, to: joined)
        let single = FileManager.default.contents(atPath: dir.appendingPathComponent("single.\(ext)").path)
        #expect(FileManager.default.contents(atPath: joined) == single, "\(ext) \(codec ?? "")")
        let record = try #require(ShardRecord(text: try ContainerInfo.read(path: joined).comment ?? ""))
        #expect(record.frames == 0..<42 && record.grid == 0..<42)
    }

    /// A part encoded with other codec parameters (x264's ultrafast preset: Constrained Baseline, no CABAC) whose
    /// record was made to claim the same settings: stream copy cannot mix them.
    @Test func codecParameterMismatchIsRefused() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for i in [0, 2] { try Self.render("part-\(i).mp4", in: dir, shard: Shard(index: i, count: 3)) }
        try Self.render("fast-1.mp4", in: dir, shard: Shard(index: 1, count: 3), preset: "ultrafast")
        let path = { dir.appendingPathComponent($0).path }
        let good = try ContainerInfo.read(path: path("part-0.mp4")), fast = try ContainerInfo.read(path: path("fast-1.mp4"))
        var claim = try #require(ShardRecord(text: good.comment ?? ""))
        claim.frames = 12..<24
        try StreamJoin.join([path("fast-1.mp4")], to: path("forged-1.mp4"), format: .h264, comment: claim.text)
        let before = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        let message = Self.refusal { try ShardJoin.join([path("part-0.mp4"), path("forged-1.mp4"), path("part-2.mp4")], to: path("joined.mp4")) }
        #expect(fast.profile != good.profile)
        #expect(message == "concat: \(path("forged-1.mp4")) and \(path("part-0.mp4")) differ in codec parameters (profile \(fast.profile), \(fast.extradata.count / 2)-byte configuration vs profile \(good.profile), \(good.extradata.count / 2)-byte configuration): they are not pieces of one render")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == before, "nothing written")
    }

    /// A part cut short, and a whole part whose record claims more frames than it holds.
    @Test func truncatedPartsAreRefused() throws {
        let dir = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for i in 0..<3 { try Self.render("part-\(i).mp4", in: dir, shard: Shard(index: i, count: 3)) }
        let path = { dir.appendingPathComponent($0).path }
        let whole = try #require(FileManager.default.contents(atPath: path("part-2.mp4")))
        try whole.prefix(whole.count * 2 / 3).write(to: dir.appendingPathComponent("cut-2.mp4"))
        let info = try ContainerInfo.read(path: path("part-1.mp4"))
        var claim = try #require(ShardRecord(text: info.comment ?? ""))
        claim.frames = 12..<30
        try StreamJoin.join([path("part-1.mp4")], to: path("short-1.mp4"), format: .h264, comment: claim.text)
        let before = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()

        let cut = Self.refusal { try ShardJoin.join([path("part-0.mp4"), path("part-1.mp4"), path("cut-2.mp4")], to: path("joined.mp4")) }
        // The index at the front (faststart) survives the cut; the packets it lists past the end do not.
        let kept = try ContainerInfo.read(path: path("cut-2.mp4")).packetFrames.count
        #expect(kept > 0 && kept < 18)
        #expect(cut == "concat: \(path("cut-2.mp4")): records frames 24..41 but holds \(kept) frames (truncated or damaged?)")
        #expect(Self.refusal { try ShardJoin.join([path("part-0.mp4"), path("short-1.mp4"), path("part-2.mp4")], to: path("joined.mp4")) }
                == "concat: \(path("short-1.mp4")): records frames 12..29 but holds 12 frames (truncated or damaged?)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == before, "nothing written")
    }
}

private extension String {
    func repeated(_ n: Int) -> String { String(repeating: self, count: n) }
}
