import Foundation
import Media
import Synchronization

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
    /// Numbers the temporary outputs of this process.
    static let serial = Atomic<Int>(0)

    /// Checks the target before any work starts: its folder exists and is writable, it is of the right kind, and
    /// the overwrite policy allows replacing it. `foreign` names what in an existing folder target is not an
    /// earlier output of the same kind (`nil`: the folder may be replaced); by default a file that is not a `.png`
    /// (an earlier PNG sequence).
    public init(path: String, kind: Kind = .file, overwrite: Bool = true,
                foreign: ([String]) -> String? = OutputFile.notInPNGSequence) throws {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        self.path = trimmed
        self.kind = kind
        let (dir, name) = splitPath(trimmed)
        let folder = dir.isEmpty ? "." : dir
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDir) else {
            throw ExportError.badInput("\(path): cannot write: the folder \"\(folder)\" does not exist")
        }
        guard isDir.boolValue else {
            throw ExportError.badInput("\(path): cannot write: \"\(folder)\" is a file, not a folder")
        }
        guard access(folder, W_OK) == 0 else {
            throw ExportError.badInput("\(path): cannot write: the folder \"\(folder)\" is not writable")
        }
        if kind == .folder, name == "." || name == ".." || name.isEmpty {
            throw ExportError.badInput("\(path): a PNG sequence needs a folder of its own (e.g. frames/ or frames/%04d.png)")
        }
        OutputFile.removeLeftovers(in: folder)
        try OutputFile.probe(folder: folder, name: name, target: path)
        guard FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDir) else { return }
        switch kind {
        case .file where isDir.boolValue:
            throw ExportError.badInput("\(path): cannot write: it is a folder")
        case .folder where !isDir.boolValue:
            throw ExportError.badInput("\(path): cannot write a PNG sequence: it is a file")
        case .folder:
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: trimmed)) ?? []
            if let other = foreign(entries) {
                throw ExportError.badInput("\(path): cannot replace the folder: it holds \(other)")
            }
        default:
            break
        }
        if !overwrite {
            throw ExportError.badInput("\(path): already exists (pass \(option: "overwrite") to replace it)")
        }
    }

    /// The first of `entries` that is not a `.png` file, described: what keeps a PNG sequence's folder from being
    /// replaced.
    public static func notInPNGSequence(_ entries: [String]) -> String? {
        entries.first { !$0.lowercased().hasSuffix(".png") }.map { "\"\($0)\", which is not part of a PNG sequence" }
    }

    /// Creates (and removes) a file where the temporary output will go, so that a folder the permission check
    /// accepts but that refuses files (`/proc`, a read-only mount) is bad input before any frame is rendered.
    private static func probe(folder: String, name: String, target: String) throws {
        let probe = folder + "/.\(name).animate-\(getpid())-\(serial.add(1, ordering: .relaxed).newValue).tmp"
        let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else {
            let reason = String(cString: strerror(errno))
            throw ExportError.badInput("\(target): cannot write: cannot create a file in \"\(folder)\": \(reason)")
        }
        close(fd)
        unlink(probe)
    }

    /// Removes the temporary outputs (`.NAME.animate-PID….tmp…`, `.NAME.animate-PID.old`) that a process killed
    /// before it could clean up left in `folder`; those of a process still running are kept.
    public static func removeLeftovers(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            guard let pid = leftoverOwner(name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }

    /// The process id in a temporary output's name (`.x.animate-123.tmp.mp4`, `.x.animate-123-2.tmp.mp4`,
    /// `.frames.animate-123.old`), or `nil` for any other name.
    static func leftoverOwner(_ name: String) -> pid_t? {
        guard name.hasPrefix("."), let marker = name.range(of: ".animate-", options: .backwards) else { return nil }
        let rest = name[marker.upperBound...]
        let digits = rest.prefix { $0.isNumber }
        let after = rest.dropFirst(digits.count)
        guard !digits.isEmpty, digits.count <= 9,
              after.hasPrefix(".tmp") || after.hasPrefix(".old") || (after.hasPrefix("-") && after.contains(".tmp"))
        else { return nil }
        return pid_t(digits)
    }

    /// Calls `body` with a temporary path (same folder and extension as the target; for a folder target, a fresh
    /// empty folder), then renames it over the target.
    public func write(_ body: (String) throws -> Void) throws {
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension
        let base = url.deletingPathExtension().lastPathComponent
        let parent = url.deletingLastPathComponent()
        // The pid names the owner (for `removeLeftovers`); the serial keeps two outputs of one process apart.
        let id = "\(getpid())-\(OutputFile.serial.add(1, ordering: .relaxed).newValue)"
        let temp = parent.appendingPathComponent(kind == .folder
            ? ".\(url.lastPathComponent).animate-\(id).tmp"
            : ".\(base).animate-\(id).tmp.\(ext)").path
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
