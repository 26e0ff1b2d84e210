import ArgumentParser
import Export
import Foundation

/// The scene files a multi-scene command (`validate`, `check`, `compare`) works through: all those given, or with
/// `--shard I/N` (or `auto`) the I-th of N deterministic slices of them sorted by path, so a CI matrix splits a
/// repository's motion specs across jobs, every scene in exactly one job.
struct SceneSelection {
    let paths: [String]

    init(_ scenes: [String], shard text: String?) throws {
        guard let text else { paths = scenes; return }
        let shard = try Shard(parsing: text)
        paths = shard.pick(scenes)
    }

    /// Runs `body` on every selected scene, in order. A failing scene does not stop the others: its error is
    /// printed and the command exits with the worst code (2 bad input over 1 failure) once all have run.
    func forEach(_ body: (String) throws -> Void) throws {
        if paths.count == 1 { try body(paths[0]); return }
        var worst: CLIError?
        for path in paths {
            do {
                try body(path)
            } catch {
                let failure: CLIError = if let e = error as? CLIError { e } else { .badInput(String(describing: error)) }
                FileHandle.standardError.write(Data("animate: \(failure.cliMessage)\n".utf8))
                if worst == nil || failure.exitCode == 2 { worst = failure }
            }
        }
        if let worst {
            throw CLIError(worst.kind, "\(counted(paths.count, "scene")): at least one failed (see above)")
        }
    }
}
