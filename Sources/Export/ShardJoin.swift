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

    static func joinVideos(_ parts: [String], to output: String, format: VideoFormat, overwrite: Bool) throws {
        let file = try OutputFile(path: output, overwrite: overwrite)
        var pieces: [(path: String, info: ContainerInfo, record: ShardRecord)] = []
        let expectedCodec: String = switch format {
        case .h264: "h264"
        case .hevc: "hevc"
        case .prores4444: "prores"
        case .vp9: "vp9"
        case .gif: "gif"
        }
        for part in parts {
            let ext = (part as NSString).pathExtension.lowercased(), outExt = (output as NSString).pathExtension.lowercased()
            guard ext == outExt || (["mp4", "m4v"].contains(ext) && ["mp4", "m4v"].contains(outExt)) else {
                throw ExportError.badInput("concat: \(part): a .\(ext) part cannot go into a .\(outExt) file (stream copy keeps the container's codec)")
            }
            let info: ContainerInfo
            do { info = try ContainerInfo.read(path: part) } catch let e as MediaError {
                throw ExportError.badInput("concat: \(part): cannot read it (truncated or not a video?): \(e)")
            }
            guard let comment = info.comment, let record = ShardRecord(text: comment) else {
                throw ExportError.badInput("concat: \(part): records no shard (render parts with --shard I/N, or --keyint)")
            }
            guard info.codecName == expectedCodec else {
                throw ExportError.badInput("concat: \(part): holds \(info.codecName); \(output) is written as \(format.displayName)")
            }
            let claimed = Array(Int64(record.frames.lowerBound)..<Int64(record.frames.upperBound))
            guard info.packetFrames.sorted() == claimed, info.keyFrames.first == true else {
                throw ExportError.badInput("concat: \(part): records frames \(record.frames.lowerBound)..\(record.frames.upperBound - 1) but holds \(NumberText.counted(info.packetFrames.count, "frame"))\(info.keyFrames.first == true ? "" : " not starting with a key frame") (truncated or damaged?)")
            }
            pieces.append((part, info, record))
        }
        let first = pieces[0]
        for piece in pieces.dropFirst() {
            func differ(_ what: String, _ a: String, _ b: String) -> ExportError {
                ExportError.badInput("concat: \(piece.path) and \(first.path) differ in \(what) (\(b) vs \(a)): they are not pieces of one render")
            }
            if piece.record.scene != first.record.scene { throw differ("scene", String(first.record.scene.prefix(12)), String(piece.record.scene.prefix(12))) }
            if piece.record.settings != first.record.settings { throw differ("settings", first.record.settings, piece.record.settings) }
            if piece.record.grid != first.record.grid {
                throw differ("frame range", "\(first.record.grid.lowerBound)..\(first.record.grid.upperBound - 1)", "\(piece.record.grid.lowerBound)..\(piece.record.grid.upperBound - 1)")
            }
            let a = first.info, b = piece.info
            if a.width != b.width || a.height != b.height { throw differ("size", "\(a.width)×\(a.height)", "\(b.width)×\(b.height)") }
            if a.rate != b.rate { throw differ("frame rate", a.rate, b.rate) }
            if a.pixelFormat != b.pixelFormat { throw differ("pixel format", a.pixelFormat, b.pixelFormat) }
            if a.profile != b.profile || a.extradata != b.extradata { throw differ("codec parameters", "profile \(a.profile)", "profile \(b.profile)") }
        }
        let sorted = pieces.sorted { $0.record.frames.lowerBound < $1.record.frames.lowerBound }
        let grid = first.record.grid
        var next = grid.lowerBound
        for (index, piece) in sorted.enumerated() {
            let f = piece.record.frames
            if f.lowerBound < next {
                let other = sorted[..<index].last { $0.record.frames.upperBound > f.lowerBound }?.path ?? sorted[max(0, index - 1)].path
                throw ExportError.badInput("concat: \(piece.path) and \(other) overlap: both hold frame \(f.lowerBound)")
            }
            if f.lowerBound > next {
                throw ExportError.badInput("concat: frames \(next)..\(f.lowerBound - 1) of \(grid.lowerBound)..\(grid.upperBound - 1) are missing (a shard not given?)")
            }
            next = f.upperBound
        }
        if next < grid.upperBound {
            throw ExportError.badInput("concat: frames \(next)..\(grid.upperBound - 1) of \(grid.lowerBound)..\(grid.upperBound - 1) are missing (a shard not given?)")
        }
        var whole = first.record
        whole.frames = grid
        try file.write { path in
            do {
                try StreamJoin.join(sorted.map(\.path), to: path, format: format, comment: whole.text)
            } catch let e as MediaError {
                throw ExportError.failure("concat: \(e)")
            }
        }
    }

    static func joinSequences(_ parts: [String], to folder: String, overwrite: Bool) throws {
        let file = try OutputFile(path: folder, kind: .folder, overwrite: overwrite)
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
