import Foundation
import Testing

/// Sharded renders (`--shard I/N`) joined by `animate concat`: parts rendered in separate processes by GNU parallel,
/// as a CI engine or a job runner would run them, join into the same file as one render.
@Suite(.serialized) struct ShardTests {
    /// 64×48, 30 fps, 1.4 s = 42 frames; with --keyint 6 that is 7 key intervals, so up to 7 shards. A box slides and
    /// its colour changes, so every frame differs from the one before.
    static let scene = """
        {"version": 1, "canvas": {"size": [64, 48], "fps": 30, "duration": 1.4, "background": "#203040"},
         "layers": [{"id": "box", "frame": [4, 8, 24, 24], "backgroundColor": "#3366CC", "cornerRadius": 5}],
         "animations": [{"layer": "box", "keyPath": "position.x", "fromValue": 12, "toValue": 52, "duration": 1.4},
                        {"layer": "box", "keyPath": "backgroundColor", "fromValue": "#3366CC", "toValue": "#CC6633", "duration": 1.4}]}
        """
    static let frameCount = 42

    static func tool(_ name: String) -> String? {
        ["/usr/bin/", "/usr/local/bin/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs a program; returns status, stdout, stderr.
    static func run(_ program: String, _ arguments: [String], in dir: URL) throws -> CLI.Result {
        try CLI.run(arguments, in: dir, program: program)
    }

    /// Renders shards 0..<n of the scene into `dir/part-I.ext` (or `output`, where `{}` is the index) with GNU
    /// parallel (two jobs at a time).
    static func renderShards(_ n: Int, ext: String, extra: [String] = [], scene: String = "scene.json",
                             output: String? = nil, keyint: [String] = ["--keyint", "6"], in dir: URL) throws {
        let parallel = try #require(tool("parallel"), "GNU parallel is missing: scripts/setup --test installs it")
        let args = ["--halt", "now,fail=1", "-j", "2", CLI.binary.path, scene, "-o", output ?? "part-{}.\(ext)", "--shard", "{}/\(n)",
                    "--quiet"] + keyint + extra + [":::"] + (0..<n).map(String.init)
        let r = try run(parallel, args, in: dir)
        #expect(r.status == 0, "parallel: \(r.stderr)")
    }

    static func makeDirectory() throws -> URL {
        let dir = try CLI.temporaryDirectory()
        try Data(scene.utf8).write(to: dir.appendingPathComponent("scene.json"))
        return dir
    }

    /// ffprobe's packets (pts, dts, duration, flags) and frames: it must read the file without a word on stderr.
    static func probe(_ path: String, in dir: URL) throws -> (packets: [String], frames: Int) {
        let ffprobe = try #require(tool("ffprobe"), "ffprobe is missing: scripts/setup --test installs it")
        let r = try run(ffprobe, ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                  "packet=pts,dts,duration,flags:stream=nb_read_frames", "-of", "csv=p=0", path], in: dir)
        #expect(r.status == 0 && r.stderr.isEmpty, "ffprobe \(path): \(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let frames = Int(lines.last { !$0.contains(",") } ?? "") ?? -1
        return (lines.filter { $0.contains(",") }, frames)
    }

    /// ffmpeg's per-frame MD5 of the decoded frames with their timestamps.
    static func frameHashes(_ path: String, in dir: URL) throws -> String {
        let ffmpeg = try #require(tool("ffmpeg"))
        let r = try run(ffmpeg, ["-v", "error", "-i", path, "-f", "framemd5", "-"], in: dir)
        #expect(r.status == 0, "ffmpeg \(path): \(r.stderr)")
        return r.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n")
    }

    /// H.264 in 1, 2, 3 and 7 shards: the join is the single render, byte for byte, with 42 frames at pts 0…41.
    @Test func h264ShardsJoinIntoTheSingleRender() throws {
        let dir = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let single = try CLI.run(["scene.json", "-o", "single.mp4", "--keyint", "6", "--quiet"], in: dir)
        #expect(single.status == 0, "\(single.stderr)")
        let reference = try Data(contentsOf: dir.appendingPathComponent("single.mp4"))
        let probed = try Self.probe("single.mp4", in: dir)
        #expect(probed.frames == Self.frameCount)
        #expect(probed.packets.count == Self.frameCount)
        // Key frames exactly at 0, 6, 12, …: each GOP is closed and starts with one.
        let keys = probed.packets.enumerated().filter { $0.element.hasSuffix("K__") || $0.element.contains(",K") }.map(\.offset)
        #expect(keys.count == 7, "key packets: \(probed.packets)")
        let singleFrames = try Self.frameHashes("single.mp4", in: dir)

        for n in [1, 2, 3, 7] {
            let sub = dir.appendingPathComponent("n\(n)")
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: dir.appendingPathComponent("scene.json"), to: sub.appendingPathComponent("scene.json"))
            try Self.renderShards(n, ext: "mp4", in: sub)
            // Parts in a shuffled order: concat orders them by the frames they record.
            let parts = (0..<n).reversed().map { "part-\($0).mp4" }
            let r = try CLI.run(["concat"] + parts + ["-o", "joined.mp4"], in: sub)
            #expect(r.status == 0, "concat \(n): \(r.stderr)")
            let joined = try Data(contentsOf: sub.appendingPathComponent("joined.mp4"))
            #expect(joined == reference, "\(n) shards: \(joined.count) bytes vs \(reference.count)")
            let p = try Self.probe("joined.mp4", in: sub)
            #expect(p.frames == Self.frameCount)
            #expect(p.packets == probed.packets, "\(n) shards: packet timestamps")
            #expect(try Self.frameHashes("joined.mp4", in: sub) == singleFrames)
        }
    }

    /// HEVC, ProRes and VP9 in 3 shards: the join is the single render, byte for byte, and decodes to the same frames.
    @Test(arguments: [("mp4", ["--codec", "hevc"]), ("mov", []), ("webm", [])])
    func otherFormatsJoin(_ ext: String, _ extra: [String]) throws {
        let dir = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let single = try CLI.run(["scene.json", "-o", "single.\(ext)", "--keyint", "6", "--quiet"] + extra, in: dir)
        #expect(single.status == 0, "\(single.stderr)")
        try Self.renderShards(3, ext: ext, extra: extra, in: dir)
        let r = try CLI.run(["concat", "part-0.\(ext)", "part-1.\(ext)", "part-2.\(ext)", "-o", "joined.\(ext)"], in: dir)
        #expect(r.status == 0, "concat: \(r.stderr)")
        let a = try Data(contentsOf: dir.appendingPathComponent("single.\(ext)"))
        let b = try Data(contentsOf: dir.appendingPathComponent("joined.\(ext)"))
        #expect(a == b, ".\(ext): \(b.count) bytes vs \(a.count)")
        #expect(try Self.probe("joined.\(ext)", in: dir).frames == Self.frameCount)
        #expect(try Self.frameHashes("joined.\(ext)", in: dir) == Self.frameHashes("single.\(ext)", in: dir))
    }

    /// Bad joins exit 2, say why, and write nothing (no output, no temporary file).
    @Test func badJoinsAreRefused() throws {
        let dir = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Self.renderShards(3, ext: "mp4", in: dir)
        // Another scene; other settings; a two-way split (overlaps the three-way one).
        try Data(Self.scene.replacingOccurrences(of: "#CC6633", with: "#CC6634").utf8).write(to: dir.appendingPathComponent("other.json"))
        #expect(try CLI.run(["other.json", "-o", "other-1.mp4", "--shard", "1/3", "--keyint", "6", "--quiet"], in: dir).status == 0)
        #expect(try CLI.run(["scene.json", "-o", "crf-1.mp4", "--shard", "1/3", "--keyint", "6", "--crf", "30", "--quiet"], in: dir).status == 0)
        #expect(try CLI.run(["scene.json", "-o", "half-0.mp4", "--shard", "0/2", "--keyint", "6", "--quiet"], in: dir).status == 0)
        let whole = try Data(contentsOf: dir.appendingPathComponent("part-2.mp4"))
        try whole.prefix(whole.count * 2 / 3).write(to: dir.appendingPathComponent("cut-2.mp4"))

        let cases: [(String, [String], String)] = [
            ("missing", ["part-0.mp4", "part-2.mp4"], "missing"),
            ("overlap", ["half-0.mp4", "part-1.mp4", "part-2.mp4"], "overlap"),
            ("scene", ["part-0.mp4", "other-1.mp4", "part-2.mp4"], "differ in scene"),
            ("settings", ["part-0.mp4", "crf-1.mp4", "part-2.mp4"], "differ in settings"),
            ("truncated", ["part-0.mp4", "part-1.mp4", "cut-2.mp4"], "cut-2.mp4"),
            ("gif", ["part-0.mp4"], "palette"),
        ]
        let before = CLI.files(in: dir)
        for (name, parts, expected) in cases {
            let out = name == "gif" ? "bad.gif" : "bad-\(name).mp4"
            let r = try CLI.run(["concat"] + parts + ["-o", out], in: dir)
            #expect(r.status == 2, "\(name): status \(r.status), \(r.stderr)")
            #expect(r.stderr.contains(expected), "\(name): \(r.stderr)")
            #expect(CLI.files(in: dir) == before, "\(name) wrote something")
        }
    }

    /// PNG sequences shard by frames and join by placing files; `--shard auto` reads the CI engine's variables.
    @Test func pngSequencesAndAutoShards() throws {
        let dir = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for i in 1...2 {
            // GitLab's CI_NODE_INDEX counts from 1.
            let r = try Self.run("/usr/bin/env", ["CI_NODE_INDEX=\(i)", "CI_NODE_TOTAL=2", CLI.binary.path, "scene.json",
                                                  "-o", "seq-\(i)/", "--frames", "0..9", "--shard", "auto", "--quiet"], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
        }
        #expect(CLI.files(in: dir.appendingPathComponent("seq-1")) == (0...4).map { String(format: "frame-%04d.png", $0) })
        let r = try CLI.run(["concat", "seq-2", "seq-1", "-o", "all/"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(CLI.files(in: dir.appendingPathComponent("all")) == (0...9).map { String(format: "frame-%04d.png", $0) })
        let gap = try CLI.run(["concat", "seq-2", "-o", "gap/"], in: dir)
        #expect(gap.status == 0, "one part alone is contiguous: \(gap.stderr)")
        let gif = try CLI.run(["scene.json", "-o", "x.gif", "--shard", "0/2"], in: dir)
        #expect(gif.status == 2 && gif.stderr.contains("palette"), "\(gif.stderr)")
        let few = try CLI.run(["scene.json", "-o", "x.mp4", "--shard", "0/8", "--keyint", "6"], in: dir)
        #expect(few.status == 2 && few.stderr.contains("7 key intervals"), "\(few.stderr)")
    }

    /// The shard record covers the images a scene names: a part rendered after `logo.png` changed (same name, other
    /// bytes) does not join the part rendered before, while the same files in another folder, named by another
    /// path from another working folder, join into the single render.
    @Test func partsMadeFromDifferentImagesAreRefused() throws {
        let dir = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Two logos of 24×18 px, drawn at that size (a scaled image is left out: with several render threads its
        // frames can differ from run to run, which is not what this test is about).
        for (name, colour) in [("logo-1", "#FFCC00"), ("logo-2", "#00CCFF")] {
            try Data("""
                {"version": 1, "canvas": {"size": [24, 18], "fps": 30, "duration": 1, "background": "\(colour)"},
                 "layers": [{"id": "dot", "frame": [6, 3, 12, 12], "backgroundColor": "#CC3366", "cornerRadius": 6}]}
                """.utf8).write(to: dir.appendingPathComponent(name + ".json"))
            #expect(try CLI.run([name + ".json", "-o", name + ".png"], in: dir).status == 0)
        }
        let scene = Self.scene.replacingOccurrences(of: "\"layers\": [", with: """
            "layers": [{"id": "logo", "type": "image", "frame": [36, 4, 24, 18], "contents": "logo.png"},
            """)
        let a = dir.appendingPathComponent("a"), b = dir.appendingPathComponent("b/nested")
        for folder in [a, b] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(scene.utf8).write(to: folder.appendingPathComponent("scene.json"))
        }
        let fm = FileManager.default
        func useLogo(_ name: String, in folder: URL) throws {
            try? fm.removeItem(at: folder.appendingPathComponent("logo.png"))
            try fm.copyItem(at: dir.appendingPathComponent(name), to: folder.appendingPathComponent("logo.png"))
        }
        try useLogo("logo-1.png", in: a)
        let shard = ["--shard", "0/2", "--keyint", "6", "--quiet"]
        #expect(try CLI.run(["a/scene.json", "-o", "old-0.mp4"] + shard, in: dir).status == 0)
        try useLogo("logo-2.png", in: a)
        #expect(try CLI.run(["a/scene.json", "-o", "new-1.mp4", "--shard", "1/2", "--keyint", "6", "--quiet"], in: dir).status == 0)
        #expect(try CLI.run(["a/scene.json", "-o", "new-0.mp4"] + shard, in: dir).status == 0)
        #expect(try CLI.run(["a/scene.json", "-o", "single.mp4", "--keyint", "6", "--quiet"], in: dir).status == 0)

        let before = CLI.files(in: dir)
        let refused = try CLI.run(["concat", "old-0.mp4", "new-1.mp4", "-o", "joined.mp4"], in: dir)
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(refused.stderr.contains("new-1.mp4 and old-0.mp4 differ in scene") && refused.stderr.contains("an image or font file it names"),
                "\(refused.stderr)")
        #expect(CLI.files(in: dir) == before, "nothing written")

        // The same scene and logo elsewhere, named from another working folder: the part joins the one made in a/.
        try useLogo("logo-2.png", in: b)
        #expect(try CLI.run(["scene.json", "-o", "../../moved-1.mp4", "--shard", "1/2", "--keyint", "6", "--quiet"], in: b).status == 0)
        let joined = try CLI.run(["concat", "moved-1.mp4", "new-0.mp4", "-o", "joined.mp4"], in: dir)
        #expect(joined.status == 0, "\(joined.stderr)")
        #expect(try Data(contentsOf: dir.appendingPathComponent("joined.mp4")) == Data(contentsOf: dir.appendingPathComponent("single.mp4")))
    }

    /// A Lottie file shards as a scene does (`anim.json -o part.mp4 --shard I/N`), and so does a dotLottie archive;
    /// each joins into its single render, byte for byte. A part of the JSON file and one of the archive do not join:
    /// the record digests the file given, and the archive is another file.
    @Test func lottieShardsJoin() throws {
        let dir = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fixtures = CLI.root.appendingPathComponent("Tests/LottieTests/Fixtures")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("oracle/samples/HamburgerArrow.json"), to: dir.appendingPathComponent("anim.json"))
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("dotlottie/HamburgerArrow.lottie"), to: dir.appendingPathComponent("anim.lottie"))
        // 400×300 at 30 fps: 42 frames at a fifth of the size (80×60).
        let extra = ["--frames", "0..41", "--scale", "0.2"]
        for (input, n) in [("anim.json", 3), ("anim.lottie", 2)] {
            let sub = dir.appendingPathComponent("\(input)-parts")
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: dir.appendingPathComponent(input), to: sub.appendingPathComponent(input))
            let single = try CLI.run([input, "-o", "single.mp4", "--keyint", "6", "--quiet"] + extra, in: sub)
            #expect(single.status == 0, "\(single.stderr)")
            try Self.renderShards(n, ext: "mp4", extra: extra, scene: input, in: sub)
            let r = try CLI.run(["concat"] + (0..<n).reversed().map { "part-\($0).mp4" } + ["-o", "joined.mp4"], in: sub)
            #expect(r.status == 0, "\(input): \(r.stderr)")
            let joined = try Data(contentsOf: sub.appendingPathComponent("joined.mp4"))
            #expect(joined == (try Data(contentsOf: sub.appendingPathComponent("single.mp4"))), "\(input)")
            #expect(try Self.probe("joined.mp4", in: sub).frames == 42)
        }
        // The JSON file's first half and the archive's second: cut alike, made from different files.
        let json = try Self.run(CLI.binary.path, ["anim.json", "-o", "json-0.mp4", "--shard", "0/2", "--keyint", "6", "--quiet"] + extra, in: dir)
        #expect(json.status == 0, "\(json.stderr)")
        let mixed = try CLI.run(["concat", "json-0.mp4", "anim.lottie-parts/part-1.mp4", "-o", "mixed.mp4"], in: dir)
        #expect(mixed.status == 2 && mixed.stderr.contains("differ in scene"), "\(mixed.stderr)")
    }

    /// A PNG sequence in 3 shards (`-o DIR/ --shard I/N`), joined into one folder, is the single render's folder:
    /// the same names, the same bytes.
    @Test func pngSequenceShardsJoinIntoTheSingleRender() throws {
        let dir = try Self.makeDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let single = try CLI.run(["scene.json", "-o", "single/", "--quiet"], in: dir)
        #expect(single.status == 0, "\(single.stderr)")
        try Self.renderShards(3, ext: "png", output: "seq-{}/", keyint: [], in: dir)
        #expect(CLI.files(in: dir.appendingPathComponent("seq-1")) == (14..<28).map { String(format: "frame-%04d.png", $0) })
        let r = try CLI.run(["concat", "seq-2", "seq-0/", "seq-1", "-o", "joined/"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let names = CLI.files(in: dir.appendingPathComponent("single"))
        #expect(names.count == Self.frameCount)
        #expect(CLI.files(in: dir.appendingPathComponent("joined")) == names)
        for name in names {
            let a = try Data(contentsOf: dir.appendingPathComponent("single/" + name))
            let b = try Data(contentsOf: dir.appendingPathComponent("joined/" + name))
            #expect(a == b, "\(name)")
        }
        let twice = try CLI.run(["concat", "seq-0", "seq-1", "seq-0", "-o", "twice/"], in: dir)
        #expect(twice.status == 2 && twice.stderr.contains("seq-0 is given twice"), "\(twice.stderr)")
    }

    /// `validate` with several scenes and `--shard I/N`: every scene in exactly one shard, chosen from the sorted paths
    /// whatever order they are given in.
    @Test func sceneListsSplitAcrossShards() throws {
        let names = ["springs", "borders", "gallery", "keyframes", "morphs"].map { "Scenes/\($0).json" }
        var seen: [String] = []
        for i in 0..<3 {
            let r = try CLI.run(["validate"] + (i == 1 ? names.reversed() : names) + ["--shard", "\(i)/3"])
            #expect(r.status == 0, "\(r.stderr)")
            seen += r.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
        }
        // Sorted paths dealt out 1, 2, 2: borders | gallery, keyframes | morphs, springs.
        #expect(seen == names.sorted())
        let bad = try CLI.run(["validate", "Scenes/springs.json", "missing.json", "Scenes/borders.json"])
        #expect(bad.status == 2, "a bad scene among several still exits 2: \(bad.stderr)")
        #expect(bad.stdout.contains("borders.json: valid"), "the scenes after it still run")
    }
}
