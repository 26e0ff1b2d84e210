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

/// libav's log, captured instead of printed: error lines are kept per thread and folded into the `MediaError` of
/// the call that failed on that thread (`check`), so a corrupt image reads as one sentence, not as libav's
/// `[png @ 0x55…]` lines followed by ours. Less severe lines go to standard error when `MediaLogLevel` allows.
enum MediaLogCapture {
    /// The last few error lines of each thread, by thread id.
    private static let lines = Mutex<[UInt: [String]]>([:])
    private static let keep = 4
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
                MediaLogCapture.lines.withLock { all in
                    var mine = all[thread] ?? []
                    if mine.last != text { mine.append(text) }
                    all[thread] = Array(mine.suffix(MediaLogCapture.keep))
                }
            } else {
                FileHandle.standardError.write(Data((text + "\n").utf8))
            }
        }
    }()

    /// Routes libav's log here (once per process; `MediaLibrary.load`, which every entry point of the media layer
    /// calls, calls it).
    static func install() { _ = installed }

    /// The error lines this thread logged since the last call, oldest first (and forgets them).
    static func take() -> [String] {
        let thread = UInt(pthread_self())
        return lines.withLock { all in all.removeValue(forKey: thread) ?? [] }
    }
}
