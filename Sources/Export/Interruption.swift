import Foundation
import Synchronization

/// SIGINT / SIGTERM handling for exports: the first signal asks the render to stop (checked between frames, on
/// every thread), so the normal error path removes the temporary output and the process exits 128 + signal; a
/// second signal removes a pending temporary file at once and exits.
public enum Interruption {
    /// The signal received, 0 while none. Read from any thread; written by the signal handler (lock-free atomic).
    public static let received = Atomic<Int32>(0)

    /// Installs the handlers (idempotent).
    public static func install() {
        signal(SIGINT, handleSignal)
        signal(SIGTERM, handleSignal)
        // A parent may start us with these signals blocked (a spawning thread's mask is inherited); unblock them
        // here, on the thread that runs the export (the command line's runs on a `RenderThread`), before any render
        // thread starts (threads inherit this mask); a signal sent to the process goes to a thread not blocking it.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Throws `ExportError` (`.interrupted`, exit 128 + signal) if a signal has arrived.
    public static func check() throws {
        let s = received.load(ordering: .relaxed)
        if s != 0 { throw interrupted(s) }
    }

    public static var isRequested: Bool { received.load(ordering: .relaxed) != 0 }

    public static func interrupted(_ s: Int32) -> ExportError {
        ExportError(.interrupted(signal: s), "interrupted by \(s == SIGINT ? "SIGINT" : s == SIGTERM ? "SIGTERM" : "signal \(s)"); no output written")
    }
}

/// The temporary file being written, removed by a second signal. A fixed C buffer: a signal handler may only touch
/// async-signal-safe state.
nonisolated(unsafe) var pendingTemporaryPath = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)

private func handleSignal(_ s: Int32) {
    let (exchanged, _) = Interruption.received.compareExchange(expected: 0, desired: s, ordering: .relaxed)
    if exchanged { return }
    pendingTemporaryPath.withUnsafeBufferPointer { buf in
        if let base = buf.baseAddress, base.pointee != 0 { _ = unlink(base) }
    }
    _exit(128 + s)
}
