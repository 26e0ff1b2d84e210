import CFFmpeg
import Synchronization

/// FFmpeg's libraries, opened on first use rather than linked (`Sources/CFFmpeg/Loader.c`): a process that never
/// encodes or decodes — `validate`, `sample`, `expand` — never maps libav and the libraries it pulls in.
///
/// Every public entry point of the media layer calls `load()` first, so a missing library is an error naming the
/// library and the packages to install, not a failed start of the whole program.
enum MediaLibrary {
    /// Whether the libraries were opened, and the log level asked for before (`MediaLogLevel.set`), applied then.
    private struct State {
        var loaded = false
        var level: MediaLogLevel?
    }
    private static let state = Mutex(State())

    /// Opens the libraries (once per process) and routes their log (`MediaLogCapture`) at the level set with
    /// `MediaLogLevel.set`. Throws a `MediaError` (call `dlopen`) when a library cannot be opened.
    static func load() throws {
        var error: UnsafePointer<CChar>? = nil
        guard cffmpeg_load(&error) == 0 else {
            throw MediaError(call: "dlopen", message: error.map { String(cString: $0) } ?? "cannot load FFmpeg's libraries")
        }
        state.withLock { s in
            guard !s.loaded else { return }
            s.loaded = true
            MediaLogCapture.install()
            if let level = s.level { av_log_set_level(level.avValue) }
        }
    }

    /// Records `level` for libav's log; applies it now when the libraries are open, else when they are opened.
    static func setLogLevel(_ level: MediaLogLevel) {
        state.withLock { s in
            s.level = level
            if s.loaded { av_log_set_level(level.avValue) }
        }
    }
}
