import Composition
import Foundation
import Media

/// Joins the pieces of a sharded render (`ExportOptions.shard`) into one output, without decoding or re-encoding:
///
/// - videos (.mp4 H.264/HEVC, .mov ProRes, .webm VP9) by stream copy (`StreamJoin`); the parts may be given in any
///   order. Every check runs before anything is written: each part is readable and records which frames of which
///   scene and settings it holds (`ShardRecord`); all agree on scene, settings, codec, codec configuration, size,
///   rate and pixel format; their frames are contiguous and complete (none missing, none twice); and each part
///   holds exactly the packets its record claims, starting with a key frame (a truncated part does not).
/// - PNG sequences (folders) by placing their files into one folder: no file may appear in two parts and the frame
///   numbers must run without a gap.
/// - GIF: refused; its one palette is built from every frame (see `ExportJob`).
///
/// A refusal is `ExportError.badInput` (exit 2) and leaves nothing behind.
public enum ShardJoin {
    public static func join(_ parts: [String], to output: String, overwrite: Bool = true) throws {
        guard !parts.isEmpty else { throw ExportError.badInput("concat: give the parts to join") }
        let target = try OutputTarget(path: output)
        switch target {
        case .video(var format):
            // An .mp4 holds H.264 or HEVC: the parts say which.
            if format == .h264, let first = parts.first, (try? ContainerInfo.read(path: first))?.codecName == "hevc" { format = .hevc }
            try joinVideos(parts, to: output, format: format, overwrite: overwrite)
        case .sequence(let folder, _):
            try joinSequences(parts, to: folder, overwrite: overwrite)
        case .gif:
            throw ExportError.badInput("concat: GIF parts cannot be joined losslessly: each would carry its own palette, built from its own frames (render the GIF in one process)")
        case .still:
            throw ExportError.badInput("concat: \(output): a .png still is one frame; join PNG sequences into a folder (OUT/)")
        }
    }

    /// A part as `joinVideos` reads it: its path, what its container holds and the shard it records.
    struct Part {
        var path: String
        var info: ContainerInfo
        var record: ShardRecord
    }

    static func joinVideos(_ parts: [String], to output: String, format: VideoFormat, overwrite: Bool) throws {
        let file = try OutputFile(path: output, overwrite: overwrite)
        try refuseRepeats(parts)
        let pieces = try parts.map { try read($0, into: output, format: format) }
        let records = pieces.map { (path: $0.path, record: $0.record) }
        try checkRecords(records)
        try checkContainers(pieces)
        let sorted = try ordered(records)
        var whole = pieces[0].record
        whole.frames = whole.grid
        try file.write { path in
            do {
                try StreamJoin.join(sorted.map(\.path), to: path, format: format, comment: whole.text)
            } catch let e as MediaError {
                throw ExportError.failure("concat: \(e)")
            }
        }
    }

    /// The same path given twice would hold every frame twice; say so plainly.
    static func refuseRepeats(_ parts: [String]) throws {
        var seen: Set<String> = []
        for part in parts where !seen.insert(part).inserted {
            throw ExportError.badInput("concat: \(part) is given twice")
        }
    }

    /// `part` read and checked on its own: it goes into `output`'s container as `format`, it is readable, records a
    /// shard, and holds exactly the frames it records, starting with a key frame (a truncated part does not).
    static func read(_ part: String, into output: String, format: VideoFormat) throws -> Part {
        let ext = (part as NSString).pathExtension.lowercased(), outExt = (output as NSString).pathExtension.lowercased()
        guard ext == outExt || (["mp4", "m4v"].contains(ext) && ["mp4", "m4v"].contains(outExt)) else {
            throw ExportError.badInput("concat: \(part): a .\(ext) part cannot go into a .\(outExt) file (stream copy keeps the container's codec)")
        }
        let info: ContainerInfo
        do { info = try ContainerInfo.read(path: part) } catch let e as MediaError {
            throw ExportError.badInput("concat: \(part): cannot read it (truncated or not a video?): \(e)")
        }
        guard let comment = info.comment, let record = ShardRecord(text: comment) else {
            throw ExportError.badInput("concat: \(part): records no shard (render parts with \(option: "shard") I/N, or \(option: "keyint"))")
        }
        let expectedCodec: String = switch format {
        case .h264: "h264"
        case .hevc: "hevc"
        case .prores4444: "prores"
        case .vp9: "vp9"
        case .gif: "gif"
        }
        guard info.codecName == expectedCodec else {
            throw ExportError.badInput("concat: \(part): holds \(info.codecName); \(output) is written as \(format.displayName)")
        }
        let claimed = Array(Int64(record.frames.lowerBound)..<Int64(record.frames.upperBound))
        guard info.packetFrames.sorted() == claimed, info.keyFrames.first == true else {
            throw ExportError.badInput("concat: \(part): records frames \(record.frames.lowerBound)..\(record.frames.upperBound - 1) but holds \(NumberText.counted(info.packetFrames.count, "frame"))\(info.keyFrames.first == true ? "" : " not starting with a key frame") (truncated or damaged?)")
        }
        return Part(path: part, info: info, record: record)
    }

    /// The streams of all parts agree with the first part's: size, frame rate, pixel format, codec profile and
    /// configuration (SPS/PPS, hvcC, …), which stream copy cannot change.
    static func checkContainers(_ pieces: [Part]) throws {
        guard let first = pieces.first else { return }
        for piece in pieces.dropFirst() {
            let a = first.info, b = piece.info
            func differ(_ what: String, _ x: String, _ y: String) -> ExportError {
                ExportError.badInput("concat: \(piece.path) and \(first.path) differ in \(what) (\(y) vs \(x)): they are not pieces of one render")
            }
            if a.width != b.width || a.height != b.height { throw differ("size", "\(a.width)×\(a.height)", "\(b.width)×\(b.height)") }
            if a.rate != b.rate { throw differ("frame rate", a.rate, b.rate) }
            if a.pixelFormat != b.pixelFormat { throw differ("pixel format", a.pixelFormat, b.pixelFormat) }
            if a.profile != b.profile || a.extradata != b.extradata {
                throw differ("codec parameters", "profile \(a.profile), \(a.extradata.count / 2)-byte configuration", "profile \(b.profile), \(b.extradata.count / 2)-byte configuration")
            }
        }
    }

    /// The records of all parts agree with the first part's: the same scene identity (`SceneIdentity`: the scene
    /// file and the images and fonts it names), the same settings and the same frame range of the whole.
    static func checkRecords(_ parts: [(path: String, record: ShardRecord)]) throws {
        guard let first = parts.first else { return }
        for part in parts.dropFirst() {
            func differ(_ what: String, _ x: String, _ y: String, _ why: String = "") -> ExportError {
                ExportError.badInput("concat: \(part.path) and \(first.path) differ in \(what) (\(y) vs \(x))\(why): they are not pieces of one render")
            }
            if part.record.scene != first.record.scene {
                throw differ("scene", String(first.record.scene.prefix(12)), String(part.record.scene.prefix(12)),
                             ", made from different files (the scene, or an image or font file it names)")
            }
            if part.record.settings != first.record.settings { throw differ("settings", first.record.settings, part.record.settings) }
            if part.record.grid != first.record.grid { throw differ("frame range", span(first.record.grid), span(part.record.grid)) }
        }
    }

    /// The parts sorted by their first frame (they may come in any order), once their frames are seen to run from
    /// the first frame of the whole (the first part's `grid`) to its last with no gap and no frame twice.
    static func ordered(_ parts: [(path: String, record: ShardRecord)]) throws -> [(path: String, record: ShardRecord)] {
        guard let first = parts.first else { throw ExportError.badInput("concat: give the parts to join") }
        let sorted = parts.sorted { ($0.record.frames.lowerBound, $0.record.frames.upperBound) < ($1.record.frames.lowerBound, $1.record.frames.upperBound) }
        let grid = first.record.grid
        var next = grid.lowerBound
        for (index, part) in sorted.enumerated() {
            let f = part.record.frames
            if f.lowerBound < next {
                let other = sorted[..<index].last { $0.record.frames.upperBound > f.lowerBound }?.path ?? sorted[max(0, index - 1)].path
                throw ExportError.badInput("concat: \(part.path) and \(other) overlap: both hold frame \(f.lowerBound)")
            }
            if f.lowerBound > next {
                throw ExportError.badInput("concat: frames \(next)..\(f.lowerBound - 1) of \(span(grid)) are missing (a shard not given?)")
            }
            next = f.upperBound
        }
        if next < grid.upperBound {
            throw ExportError.badInput("concat: frames \(next)..\(grid.upperBound - 1) of \(span(grid)) are missing (a shard not given?)")
        }
        return sorted
    }

    /// Frames `r` as a record and the messages write them: first..last, inclusive.
    static func span(_ r: Range<Int>) -> String { "\(r.lowerBound)..\(r.upperBound - 1)" }

    static func joinSequences(_ parts: [String], to folder: String, overwrite: Bool) throws {
        let file = try OutputFile(path: folder, kind: .folder, overwrite: overwrite)
        try refuseRepeats(parts)
        var owner: [String: String] = [:]
        let fm = FileManager.default
        for part in parts {
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: part, isDirectory: &isDir), isDir.boolValue else {
                throw ExportError.badInput("concat: \(part): a PNG sequence part is a folder; it is not one")
            }
            let names = (try? fm.contentsOfDirectory(atPath: part)) ?? []
            for name in names {
                guard name.lowercased().hasSuffix(".png") else { throw ExportError.badInput("concat: \(part)/\(name): not part of a PNG sequence") }
                if let other = owner[name] { throw ExportError.badInput("concat: \(part) and \(other) overlap: both hold \(name)") }
                owner[name] = part
            }
        }
        let numbers = owner.keys.map { name -> Int? in
            let digits = name.dropLast(4).reversed().prefix { $0.isNumber }.reversed()
            return Int(String(digits))
        }
        guard !numbers.contains(where: { $0 == nil }) else { throw ExportError.badInput("concat: a file name carries no frame number") }
        let sorted = numbers.compactMap { $0 }.sorted()
        if let lo = sorted.first, let hi = sorted.last, hi - lo + 1 != sorted.count {
            let have = Set(sorted)
            let gap = (lo...hi).first { !have.contains($0) } ?? lo
            throw ExportError.badInput("concat: frame \(gap) is missing between \(lo) and \(hi) (a shard not given?)")
        }
        try file.write { temp in
            for (name, part) in owner.sorted(by: { $0.key < $1.key }) {
                try fm.copyItem(atPath: part + "/" + name, toPath: temp + "/" + name)
            }
        }
    }
}
