import Foundation

/// The thread every render runs on: a stack deep enough to draw `Limits.maximumLayerDepth` (256) levels of layers
/// in a debug build, with a margin.
///
/// Drawing recurses once per level of the layer tree (`Renderer.draw` → `drawComposited` → `drawBody` →
/// `drawSublayers` → `forEachInZOrder` → `draw`); a debug build uses about 60 KB of stack per level, so 256 levels
/// need some 15 MiB, more than the 8 MiB of a main thread or a default thread. `stackSize`, 64 MiB, is four times
/// that. It is address space reserved, not memory committed: pages are touched only as deep as a render goes.
///
/// The render pipeline's worker threads (`FramePipeline`) are created with `stackSize`; the command line runs its
/// command on one (`run`), and `Exporter.still` renders on one unless it already runs on one, so library users
/// are covered too.
public enum RenderThread {
    /// Stack size of a render thread, bytes: 64 MiB.
    public static let stackSize = 64 << 20

    /// Whether the calling thread is a render thread (started by `start` or `run`).
    public static var isCurrent: Bool {
        Thread.current.threadDictionary[flagKey] as? Bool == true
    }

    private static let flagKey = "animate.RenderThread"

    /// Starts a detached thread of `stackSize` named `name` running `body` (marked as a render thread).
    public static func start(name: String, _ body: @escaping @Sendable () -> Void) {
        let thread = Thread {
            Thread.current.threadDictionary[flagKey] = true
            body()
        }
        thread.name = name
        thread.stackSize = stackSize
        thread.start()
    }

    /// Runs `body` on a render thread and returns its result (or throws its error): on the calling thread when it
    /// is one already, else on a new one that the caller waits for. Task-local values are not inherited by a new
    /// thread: a caller that needs them binds them again inside `body`.
    public static func run<T>(_ body: () throws -> T) throws -> T {
        if isCurrent { return try body() }
        return try withoutActuallyEscaping(body) { body in
            let box = ResultBox<T>()
            let done = DispatchSemaphore(value: 0)
            let unchecked = UncheckedBody(body: body, box: box)
            start(name: "animate-render-main") {
                unchecked.box.result = Result { try unchecked.body() }
                done.signal()
            }
            done.wait()
            return try box.result!.get()
        }
    }

    private final class ResultBox<T>: @unchecked Sendable {
        var result: Result<T, Error>?
    }

    /// The closure and its result slot, handed to the render thread, which the caller waits for (so nothing is
    /// shared while both run).
    private struct UncheckedBody<T>: @unchecked Sendable {
        let body: () throws -> T
        let box: ResultBox<T>
    }
}
