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
            // The thread reaches the closure only through the box, which drops it before the caller goes on (a
            // closure that outlived `withoutActuallyEscaping` would be a runtime error).
            let box = Handoff<T>(body)
            let done = DispatchSemaphore(value: 0)
            start(name: "animate-render-main") {
                box.result = Result { try box.body!() }
                box.body = nil
                done.signal()
            }
            done.wait()
            guard let result = box.result else { preconditionFailure("RenderThread.run: no result") }
            return try result.get()
        }
    }

    /// The closure and its result, handed to the render thread while the caller waits (so never used by both at
    /// once).
    private final class Handoff<T>: @unchecked Sendable {
        var body: (() throws -> T)?
        var result: Result<T, Error>?

        init(_ body: @escaping () throws -> T) {
            self.body = body
        }
    }
}
