import Foundation

/// Runs the built `animate` binary (beside the test bundle in `.build/<config>/`).
enum CLI {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var binary: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for dir in [beside, beside.deletingLastPathComponent(), root.appendingPathComponent(".build/debug")] {
            let candidate = dir.appendingPathComponent("animate")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return root.appendingPathComponent(".build/debug/animate")
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                    program: String? = nil) throws -> Result {
        let p = Process()
        p.executableURL = program.map { URL(fileURLWithPath: $0) } ?? binary
        p.arguments = arguments
        if !environment.isEmpty {
            p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        p.currentDirectoryURL = directory ?? root
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        // Both pipes are drained at once (stderr on another thread) and before waiting: a child blocks when a pipe
        // it writes holds 64 KB unread, so reading one to its end and then the other would deadlock on a child
        // that fills the second first.
        let e = Drain(err.fileHandleForReading)
        let o = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Result(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                      stderr: String(decoding: e.data, as: UTF8.self))
    }

    /// Reads a pipe to its end on a thread of its own; `data` waits for it.
    final class Drain: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var read = Data()

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                read = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        /// Everything the pipe held, once its writers closed it.
        var data: Data {
            done.wait()
            done.signal()
            return read
        }
    }

    static func temporaryDirectory() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("animate-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    static func files(in dir: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
    }
}
