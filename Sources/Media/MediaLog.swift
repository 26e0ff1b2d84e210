import CFFmpeg

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

    /// Sets libav's global log level (`av_log_set_level`).
    public static func set(_ level: MediaLogLevel) {
        av_log_set_level(level.avValue)
    }
}
