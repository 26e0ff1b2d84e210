import Export
import Foundation
import Media
import Raster

/// The report folder being written (a temporary folder until it is complete): files by their path inside it.
struct ReportFolder {
    let root: String

    /// What the report writes at its top: an earlier report (only these) may be replaced.
    static let ownEntries: Set<String> = ["index.html", "report.css", "report.js", "report.json", "scenes"]

    /// The first entry of an existing folder that is not part of an earlier report, described.
    static func foreign(_ entries: [String]) -> String? {
        entries.sorted().first { !ownEntries.contains($0) }
            .map { "\"\($0)\", which is not part of a report (give an empty or new folder)" }
    }

    /// One folder name per scene name: characters other than letters, digits, `.`, `_`, `-` become `-`, and a name
    /// used before gets `-2`, `-3`, … (two `spotlight.json` from different folders).
    static func slugs(for names: [String]) -> [String] {
        var used: Set<String> = []
        return names.map { name in
            let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
            var base = String(name.map { allowed.contains($0) ? $0 : "-" })
            if base.isEmpty || base.hasPrefix(".") { base = "scene" + base }
            var slug = base
            var n = 2
            while used.contains(slug.lowercased()) {
                slug = "\(base)-\(n)"
                n += 1
            }
            used.insert(slug.lowercased())
            return slug
        }
    }

    func path(_ relative: String) -> String { root + "/" + relative }

    func makeFolder(_ relative: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
        } catch {
            throw ExportError.failure("\(relative): cannot create the folder: \(error.localizedDescription)")
        }
    }

    func write(_ text: String, to relative: String) throws {
        try write(Data(text.utf8), to: relative)
    }

    func write(_ frame: Frame, to relative: String) throws {
        try write(Data(try PNGWriter.encode(frame)), to: relative)
    }

    func write(_ data: Data, to relative: String) throws {
        guard FileManager.default.createFile(atPath: path(relative), contents: data) else {
            throw ExportError.failure("\(relative): cannot write")
        }
    }

    func copy(_ source: String, to relative: String) throws {
        guard let data = FileManager.default.contents(atPath: source) else {
            throw ExportError.badInput("\(source): cannot read")
        }
        try write(data, to: relative)
    }

    func bytes(_ relative: String) throws -> Data {
        guard let data = FileManager.default.contents(atPath: path(relative)) else {
            throw ExportError.failure("\(relative): cannot read back")
        }
        return data
    }
}
