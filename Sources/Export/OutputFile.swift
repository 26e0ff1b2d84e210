import Foundation
import Media

/// An output written all at once: into a temporary file (or folder) beside the target, renamed over the target only
/// when complete. On an error, SIGINT or SIGTERM the temporary output is removed and an existing target is untouched.
///
/// Overwrite policy: an existing target is replaced on success unless `overwrite` is false, in which case the
/// export refuses before any work (`ExportError.badInput`). A folder target (a PNG sequence) is only ever replaced when it holds
/// nothing but `.png` files, i.e. an earlier sequence; anything else in it makes the render refuse.
public struct OutputFile: Sendable {
    public enum Kind: Sendable { case file, folder }

    public let path: String
    public let kind: Kind

    /// Checks the target before any work starts: its folder exists and is writable, it is of the right kind, and
    /// the overwrite policy allows replacing it.
    public init(path: String, kind: Kind = .file, overwrite: Bool = true) throws {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        self.path = trimmed
        self.kind = kind
        let (dir, name) = splitPath(trimmed)
        let folder = dir.isEmpty ? "." : dir
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDir), isDir.boolValue else {
            throw ExportError.badInput("\(path): cannot write: the folder \"\(folder)\" does not exist")
        }
        guard access(folder, W_OK) == 0 else {
            throw ExportError.badInput("\(path): cannot write: the folder \"\(folder)\" is not writable")
        }
        if kind == .folder, name == "." || name == ".." || name.isEmpty {
            throw ExportError.badInput("\(path): a PNG sequence needs a folder of its own (e.g. frames/ or frames/%04d.png)")
        }
        guard FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDir) else { return }
        switch kind {
        case .file where isDir.boolValue:
            throw ExportError.badInput("\(path): cannot write: it is a folder")
        case .folder where !isDir.boolValue:
            throw ExportError.badInput("\(path): cannot write a PNG sequence: it is a file")
        case .folder:
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: trimmed)) ?? []
            if let other = entries.first(where: { !$0.lowercased().hasSuffix(".png") }) {
                throw ExportError.badInput("\(path): cannot replace the folder: it holds \"\(other)\", which is not part of a PNG sequence")
            }
        default:
            break
        }
        if !overwrite {
            throw ExportError.badInput("\(path): already exists (pass --overwrite to replace it)")
        }
    }

    /// Calls `body` with a temporary path (same folder and extension as the target; for a folder target, a fresh
    /// empty folder), then renames it over the target.
    public func write(_ body: (String) throws -> Void) throws {
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension
        let base = url.deletingPathExtension().lastPathComponent
        let parent = url.deletingLastPathComponent()
        let temp = parent.appendingPathComponent(kind == .folder
            ? ".\(url.lastPathComponent).animate-\(getpid()).tmp"
            : ".\(base).animate-\(getpid()).tmp.\(ext)").path
        Interruption.install()
        if kind == .file { setPending(temp) }
        defer { setPending("") }
        func removeTemp() {
            if kind == .folder { try? FileManager.default.removeItem(atPath: temp) } else { unlink(temp) }
        }
        do {
            if kind == .folder {
                guard mkdir(temp, 0o755) == 0 else {
                    throw ExportError.failure("\(path): cannot create \(temp): \(String(cString: strerror(errno)))")
                }
            }
            try body(temp)
            try Interruption.check()
        } catch let e as MediaError {
            removeTemp()
            if Interruption.isRequested { throw Interruption.interrupted(Interruption.received.load(ordering: .relaxed)) }
            throw ExportError.failure("\(path): encoding failed: \(e)")
        } catch {
            removeTemp()
            throw error
        }
        if kind == .folder {
            try replaceFolder(with: temp)
            return
        }
        guard rename(temp, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temp)
            throw ExportError.failure("\(path): cannot move the finished file into place: \(reason)")
        }
    }

    /// Moves the finished folder into place: the old one (if any) aside, the new one in, the old one removed.
    private func replaceFolder(with temp: String) throws {
        var isDir: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDir)
        let old = URL(fileURLWithPath: path).deletingLastPathComponent()
            .appendingPathComponent(".\(URL(fileURLWithPath: path).lastPathComponent).animate-\(getpid()).old").path
        if exists {
            guard rename(path, old) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(atPath: temp)
                throw ExportError.failure("\(path): cannot move the old folder aside: \(reason)")
            }
        }
        guard rename(temp, path) == 0 else {
            let reason = String(cString: strerror(errno))
            if exists { rename(old, path) }
            try? FileManager.default.removeItem(atPath: temp)
            throw ExportError.failure("\(path): cannot move the finished folder into place: \(reason)")
        }
        if exists { try? FileManager.default.removeItem(atPath: old) }
    }

    private func setPending(_ p: String) {
        let bytes = Array(p.utf8CString.prefix(Int(PATH_MAX)))
        pendingTemporaryPath.withUnsafeMutableBufferPointer { buf in
            for k in buf.indices { buf[k] = 0 }
            for (k, b) in bytes.enumerated() { buf[k] = b }
        }
    }
}

/// The folder part and the name of a path ("a/b/c.png" → ("a/b", "c.png"); "c.png" → ("", "c.png");
/// "/c" → ("/", "c")). Written out here because Foundation's NSString path functions trap on some one-letter
/// names on Linux.
func splitPath(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return ("", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
}
