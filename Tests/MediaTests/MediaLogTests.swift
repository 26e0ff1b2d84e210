import CFFmpeg
import Foundation
@testable import Media
import Testing

/// libav's error lines end up in the `MediaError` of the call that failed, whichever thread logged them.
///
/// The capture is process-wide and other suites decode corrupt images in parallel, so the checks below allow for
/// their lines appearing beside ours (`contains`), never for ours missing.
@Suite(.serialized) struct MediaLogTests {
    init() throws {
        MediaLogLevel.set(.error)
        try MediaLibrary.load()
    }

    /// Logs `text` at error level through libav's logger on the calling thread.
    private static func logError(_ text: String) {
        withVaList([]) { av_vlog(nil, AV_LOG_ERROR, text + "\n", $0) }
    }

    /// Runs `body` on a new thread and waits for it.
    private static func onAnotherThread(_ body: @escaping @Sendable () -> Void) {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            done.signal()
        }
        thread.start()
        done.wait()
    }

    @Test func aFailureReportsItsOwnThreadsLines() throws {
        MediaLogCapture.forgetMine()
        _ = MediaLogCapture.take()
        Self.onAnotherThread { Self.logError("someone else's trouble") }
        Self.logError("Invalid PNG signature")
        let error = #expect(throws: MediaError.self) { try check(-22, "avcodec_send_packet") }
        #expect(error?.log == ["Invalid PNG signature"])
        // The other thread's line is still there for a failure that has none of its own, once.
        #expect(MediaLogCapture.take().contains("someone else's trouble"))
        #expect(!MediaLogCapture.take().contains("someone else's trouble"))
    }

    /// An encoder's worker thread explains the failure the caller's thread then sees (issue 14: these lines were
    /// dropped before).
    @Test func aFailureWithoutLinesOfItsOwnReportsTheWorkers() throws {
        _ = MediaLogCapture.take()
        Self.onAnotherThread { Self.logError("[libx264 @ 0x1] worker: out of memory") }
        let error = #expect(throws: MediaError.self) { try check(-12, "avcodec_send_frame") }
        #expect(error?.log.contains("[libx264 @ 0x1] worker: out of memory") ?? false)
        #expect(error?.description.contains("[libx264 @ 0x1] worker: out of memory") ?? false)
        #expect(error?.description.contains("(avcodec_send_frame: ") ?? false)
    }

    /// Threads that log and never fail do not make the capture grow: it keeps a bounded number of lines.
    @Test func theCaptureIsBounded() {
        _ = MediaLogCapture.take()
        for k in 0..<100 { Self.onAnotherThread { Self.logError("line \(k)") } }
        let taken = MediaLogCapture.take()
        #expect(taken.count == 4 && taken.contains("line 99") && !taken.contains("line 0"), "\(taken)")
    }
}
