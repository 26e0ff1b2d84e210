import ArgumentParser
import Composition
import Export
import Foundation
import Lottie
import Media
import Readers
import Render
import SceneFile

/// `animate`: renders Core Animation-style scenes headlessly.
@main
struct Animate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Render Core Animation-style motion specs (scene JSON) to video, stills and value samples.",
        usage: """
            animate <scene> -o <out.mp4|.mov|.webm|.gif|.png|folder/|%04d.png> [--time <seconds>] [options]
              animate still|preview|plot <scene> -o <file.png>
              animate sample <scene> --layer <id> --key <key path> --times <t1,t2,…>
              animate validate <scene> [--lint] [--strict]
              animate compare <scene> --golden <dir> [--record]
              animate check <scene> [--expect <file.json>]
              animate concat <part>… -o <out>
              animate report <scene>… -o <dir> [--golden <dir>] [--base <scene>…]
            """,
        discussion: """
            Exit codes: 0 success, 1 a render or encode failure, 2 bad input or usage.
            The scene format is described in SCENE_FORMAT.md.
            """,
        subcommands: [RenderCommand.self, SampleCommand.self, ValidateCommand.self, BenchCommand.self,
                      StillCommand.self, PreviewCommand.self, PlotCommand.self, CompareCommand.self, CheckCommand.self,
                      ExpandCommand.self, ConcatCommand.self, ReportCommand.self],
        defaultSubcommand: RenderCommand.self
    )

    /// Runs the command with the project's exit codes: usage errors exit 2 (not ArgumentParser's 64).
    static func main() {
        // libav and x264 print their settings and statistics for every video at the default level.
        MediaLogLevel.set(.error)
        MallocPolicy.keepFreedMemory()
        do {
            let command = try parseAsRoot()
            let limits = (command as? any LimitedCommand)?.limitOptions.limits ?? Limits()
            try run(command, limits: limits)
        } catch let e as SceneError {
            FileHandle.standardError.write(Data("animate: \(e)\n".utf8))
            Foundation.exit(2)
        } catch let e as CLIError {
            FileHandle.standardError.write(Data("animate: \(e.cliMessage)\n".utf8))
            Foundation.exit(e.exitCode)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                exit(withError: error)
            }
            // ArgumentParser starts its messages with "Error: "; every error of animate starts with "animate: ".
            var message = fullMessage(for: error)
            if message.hasPrefix("Error: ") { message = "animate: " + message.dropFirst("Error: ".count) }
            FileHandle.standardError.write(Data((message + "\n").utf8))
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}

extension Animate {
    /// Runs `command` under `limits` on a render thread: the main thread's 8 MiB stack is too small to draw
    /// `Limits.maximumLayerDepth` levels of layers in a debug build (`RenderThread`). Not isolated to the main actor
    /// (as `main` is), so the command may run on that thread; task-locals are bound there.
    nonisolated static func run(_ command: any ParsableCommand, limits: Limits) throws {
        var command = command
        let lottie = (command as? any LottieReadingCommand)?.lottieSemantics.options ?? LottieOptions()
        try RenderThread.run {
            try Limits.$current.withValue(limits) { try LottieReading.$options.withValue(lottie) { try command.run() } }
        }
    }
}

/// A failure with its exit code: 1 for render and encode failures, 2 for bad input or usage, 128 + signal when
/// interrupted. The command line's errors are the export library's.
typealias CLIError = ExportError

/// Loads a scene or a Lottie animation (told apart by content, `InputFile`) with the system's text measuring and
/// image decoding, reading a Lottie file as the command's `--lottie-semantics` says (`LottieReading`). Errors exit 2
/// and start with the file's path (`scene.json: animations[0].duration: …`), so a loop over many scenes shows which
/// failed.
func loadInput(_ path: String, theme: String? = nil) throws -> InputFile {
    do {
        return try InputFile.load(path, theme: theme, lottie: LottieReading.options, resources: SystemResources())
    } catch let e as InputError {
        throw CLIError.badInput(e.description)
    }
}

/// The composition of `loadInput(path)`.
func loadScene(_ path: String) throws -> Composition {
    try loadInput(path).composition
}

/// Runs a render step, reporting a renderer failure with exit code 1.
func renderFailure<T>(_ body: () throws -> T) throws -> T {
    try ExportError.rendering(body)
}
