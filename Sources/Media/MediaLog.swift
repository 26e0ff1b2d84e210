import CFFmpeg
import Foundation
import Synchronization

/// How much libav (and x264, through it) prints to standard error.
///
/// libav's default is `.info`, under which x264 prints its settings and statistics for every video.
/// This is process-wide state: set it once, early (a command-line tool's `--verbose` flag, a test's setup).
public enum MediaLogLevel: Sendable {
    case quiet, error, warning, info, verbose

    var avValue: Int32 {
        switch self {
        case .quiet: AV_LOG_QUIET
        case .error: AV_LOG_ERROR
        case .warning: AV_LOG_WARNING
        case .info: AV_LOG_INFO
        case .verbose: AV_LOG_VERBOSE
        }
    }

    /// Sets libav's global log level (`av_log_set_level`): now when FFmpeg's libraries are loaded, otherwise when
    /// the media layer first loads them (setting it never loads them).
    public static func set(_ level: MediaLogLevel) {
        MediaLibrary.setLogLevel(level)
    }
}

/// libav's log, captured instead of printed: error lines are kept and folded into the `MediaError` of the call
/// that failed (`check`), so a corrupt image reads as one sentence, not as libav's `[png @ 0x55…]` lines followed by
/// ours. Less severe lines go to standard error when `MediaLogLevel` allows.
///
/// A failed call takes the lines its own thread logged; when there are none, the lines other threads logged that no
/// call has taken yet: encoders log from their own worker threads (x264's, libavcodec's frame threads), and their
/// explanation belongs to the call that then fails on the caller's thread. The lines are one bounded ring, so
/// threads that come and go never make it grow.
enum MediaLogCapture {
    /// The most recent error lines, oldest first, with the thread that logged each.
    private static let recent = Mutex<[(thread: UInt, text: String)]>([])
    /// Lines one failure reports, and lines the ring holds.
    private static let keep = 4, capacity = 32
    private static let installed: Void = {
        av_log_set_callback { avcl, level, format, args in
            guard let format, let args, level <= av_log_get_level() || level <= AV_LOG_ERROR else { return }
            var buffer = [CChar](repeating: 0, count: 1024)
            var prefix: Int32 = 0
            _ = buffer.withUnsafeMutableBufferPointer {
                av_log_format_line2(avcl, level, format, args, $0.baseAddress, Int32($0.count), &prefix)
            }
            let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { return }
            if level <= AV_LOG_ERROR {
                let thread = UInt(pthread_self())
                MediaLogCapture.recent.withLock { ring in
                    if ring.last?.thread == thread && ring.last?.text == text { return }
                    ring.append((thread, text))
                    if ring.count > MediaLogCapture.capacity { ring.removeFirst(ring.count - MediaLogCapture.capacity) }
                }
            } else {
                FileHandle.standardError.write(Data((text + "\n").utf8))
            }
        }
    }()

    /// Routes libav's log here (once per process; `MediaLibrary.load`, which every entry point of the media layer
    /// calls, calls it).
    static func install() { _ = installed }

    /// The error lines this thread logged since the last call, oldest first, or when it logged none those of other
    /// threads (see the type); either way they are forgotten.
    static func take() -> [String] {
        let thread = UInt(pthread_self())
        return recent.withLock { ring in
            let mine = ring.filter { $0.thread == thread }
            let taken = mine.isEmpty ? ring : mine
            ring.removeAll { mine.isEmpty || $0.thread == thread }
            return taken.suffix(keep).map(\.text)
        }
    }

    /// Forgets the lines this thread logged (before a call whose failure should report only its own).
    static func forgetMine() {
        let thread = UInt(pthread_self())
        recent.withLock { ring in ring.removeAll { $0.thread == thread } }
    }
}
