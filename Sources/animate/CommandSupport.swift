import Composition
import Export
import Foundation
import Media
import Raster
import SceneFile

/// Parses `--times 0,0.05,0.1`: comma-separated scene times ≥ 0.
func parseTimes(_ text: String, option: String = "--times") throws -> [Double] {
    var parsed: [Double] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
        let item = part.trimmingCharacters(in: .whitespaces)
        guard let t = Double(item), t.isFinite, t >= 0 else {
            throw CLIError.badInput("\(option): expected comma-separated times ≥ 0, got \"\(item)\"")
        }
        parsed.append(t)
    }
    return parsed
}

/// Requires OUT to have one of `extensions`; returns the lowercased extension.
func outputExtension(_ path: String, allowed extensions: [String]) throws -> String {
    let ext = (path as NSString).pathExtension.lowercased()
    guard extensions.contains(ext) else {
        let list = extensions.map { ".\($0)" }.joined(separator: ", ")
        throw CLIError.badInput("\(path): unsupported output format \".\(ext)\" (supported: \(list))")
    }
    return ext
}

/// Writes a frame as PNG through `OutputFile` (atomic).
func writePNG(_ frame: Frame, to path: String) throws {
    let target = try OutputFile(path: path)
    try target.write { temp in try PNGWriter.write(frame, to: temp) }
}

/// Writes text through `OutputFile` (atomic).
func writeText(_ text: String, to path: String) throws {
    let target = try OutputFile(path: path)
    try target.write { temp in
        guard FileManager.default.createFile(atPath: temp, contents: Data(text.utf8)) else {
            throw CLIError.failure("\(path): cannot write")
        }
    }
}

/// The scene file's name without folder and extension (`Scenes/spotlight.json` → `spotlight`).
func sceneName(_ path: String) -> String {
    ((path as NSString).lastPathComponent as NSString).deletingPathExtension
}

/// Prints a JSON value on stdout.
func printJSON(_ value: JSON) {
    print(JSONWriter.write(value))
}

/// "1 layer", "2 layers": a count with its noun, plural by adding "s" unless `plural` is given.
func counted(_ n: Int, _ noun: String, plural: String? = nil) -> String {
    NumberText.counted(n, noun, plural: plural)
}
