import Foundation
import Media

/// The path of a temporary file being written, removed by the signal handler if the process is interrupted.
/// A fixed C buffer: a signal handler may only touch async-signal-safe state.
nonisolated(unsafe) private var pendingTemporaryPath = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)

private func removePendingAndExit(_ signal: Int32) {
    pendingTemporaryPath.withUnsafeBufferPointer { buf in
        if let base = buf.baseAddress, base.pointee != 0 { _ = unlink(base) }
    }
    _exit(128 + signal)
}

/// An output file written all at once: into a temporary file beside the target, renamed over the target only when
/// complete. On an error, SIGINT or SIGTERM the temporary file is removed and an existing target is untouched.
struct OutputFile {
    let path: String

    /// Checks that the target's folder exists and is writable, before any work starts.
    init(path: String) throws {
        self.path = path
        let dir = (path as NSString).deletingLastPathComponent
        let folder = dir.isEmpty ? "." : dir
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDir), isDir.boolValue else {
            throw CLIError.badInput("\(path): cannot write: the folder \"\(folder)\" does not exist")
        }
        guard access(folder, W_OK) == 0 else {
            throw CLIError.badInput("\(path): cannot write: the folder \"\(folder)\" is not writable")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue {
            throw CLIError.badInput("\(path): cannot write: it is a folder")
        }
    }

    /// Calls `body` with a temporary path (same folder and extension as the target), then renames it over the target.
    func write(_ body: (String) throws -> Void) throws {
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension
        let temp = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.deletingPathExtension().lastPathComponent).animate-\(getpid()).tmp.\(ext)").path
        setPending(temp)
        signal(SIGINT, removePendingAndExit)
        signal(SIGTERM, removePendingAndExit)
        defer {
            signal(SIGINT, SIG_DFL)
            signal(SIGTERM, SIG_DFL)
            setPending("")
        }
        do {
            try body(temp)
        } catch let e as MediaError {
            unlink(temp)
            throw CLIError.failure("\(path): encoding failed: \(e)")
        } catch {
            unlink(temp)
            throw error
        }
        guard rename(temp, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temp)
            throw CLIError.failure("\(path): cannot move the finished file into place: \(reason)")
        }
    }

    private func setPending(_ p: String) {
        let bytes = Array(p.utf8CString.prefix(Int(PATH_MAX)))
        pendingTemporaryPath.withUnsafeMutableBufferPointer { buf in
            for k in buf.indices { buf[k] = 0 }
            for (k, b) in bytes.enumerated() { buf[k] = b }
        }
    }
}
