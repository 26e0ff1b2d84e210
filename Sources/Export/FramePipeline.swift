import Foundation
import Render

/// Produces frames on several threads and hands them over in order, with a bounded number in flight.
///
/// `threads` worker threads each build their own state once (`makeWorker`, called on the worker thread: a
/// `Renderer` is not thread-safe, so each thread has its own) and then claim runs of `run` consecutive frame
/// indices in increasing order, producing each run's frames in order (so a worker that keeps its previous frame,
/// as `IncrementalRenderer` does, mostly draws over the frame just before). A worker may run at most `window`
/// frames ahead of the consumer, so memory holds at most `window` results whatever the frame count. `consume` runs on the calling thread, for frame 0, 1, 2, … in order; it can therefore
/// feed an encoder whose output must not depend on `threads`.
///
/// The first error (a worker's or `consume`'s) stops every thread and is rethrown once all workers have exited;
/// so does a SIGINT / SIGTERM (`Interruption`).
public enum FramePipeline {
    public static func run<Output: Sendable>(
        frames: Range<Int>,
        threads: Int,
        window: Int,
        run: Int = 1,
        makeWorker: @escaping @Sendable () throws -> (Int) throws -> Output,
        consume: (Int, Output) throws -> Void
    ) throws {
        guard !frames.isEmpty else { return }
        let state = PipelineState<Output>(
            first: frames.lowerBound, end: frames.upperBound, window: max(1, window), run: max(1, run))
        let workerCount = max(1, min(threads, frames.count))
        for w in 0..<workerCount {
            // The stack of a render thread: deep layer trees draw recursively (`RenderThread.stackSize`).
            RenderThread.start(name: "animate-render-\(w)") { state.work(makeWorker) }
        }
        var failure: Error?
        do {
            for k in frames {
                let output = try state.take(k)
                try consume(k, output)
            }
        } catch is WorkerFailed {
            // Rethrown below once every worker has exited: an earlier frame still in progress may fail too.
        } catch {
            failure = error
        }
        state.stop(workers: workerCount)
        if let failure { throw failure }
        if let e = state.failure { throw e }
    }
}

/// `take` found a worker's failure; `run` rethrows the earliest frame's once all workers have stopped.
private struct WorkerFailed: Error {}

/// The shared state of one `FramePipeline.run`: guarded by its condition's lock.
private final class PipelineState<Output: Sendable>: @unchecked Sendable {
    let condition = NSCondition()
    let end: Int
    let window: Int
    let run: Int
    var nextToClaim: Int
    var nextToConsume: Int
    var results: [Int: Output] = [:]
    var failure: Error?
    var failedFrame = Int.max
    var stopped = false
    var exited = 0

    init(first: Int, end: Int, window: Int, run: Int) {
        self.end = end
        self.window = window
        self.run = run
        nextToClaim = first
        nextToConsume = first
    }

    func work(_ makeWorker: @Sendable () throws -> (Int) throws -> Output) {
        defer {
            condition.lock()
            exited += 1
            condition.broadcast()
            condition.unlock()
        }
        let produce: (Int) throws -> Output
        do {
            produce = try makeWorker()
        } catch {
            record(error, frame: -1)
            return
        }
        // The frame to produce next and the end of this worker's run. The frame the consumer waits for is always
        // the next one of some worker's run (runs are claimed in order), and it is never held back by the window.
        var k = 0, runEnd = 0
        while true {
            condition.lock()
            if k >= runEnd {
                k = nextToClaim
                runEnd = min(end, k + run)
                nextToClaim = max(nextToClaim, runEnd)
            }
            while !stopped, failure == nil, k < end, k >= nextToConsume + window, !Interruption.isRequested {
                _ = condition.wait(until: Date(timeIntervalSinceNow: 0.1))
            }
            if stopped || failure != nil || k >= end || Interruption.isRequested {
                condition.unlock()
                return
            }
            condition.unlock()
            do {
                let output = try produce(k)
                condition.lock()
                results[k] = output
                condition.broadcast()
                condition.unlock()
                k += 1
            } catch {
                record(error, frame: k)
                return
            }
        }
    }

    /// Keeps the error of the earliest frame, so the message does not depend on thread timing.
    private func record(_ error: Error, frame: Int) {
        condition.lock()
        if frame < failedFrame {
            failure = error
            failedFrame = frame
        }
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for frame `k` (the next in order) and removes it from the window.
    func take(_ k: Int) throws -> Output {
        condition.lock()
        defer { condition.unlock() }
        while results[k] == nil {
            if failure != nil { throw WorkerFailed() }
            try Interruption.check()
            _ = condition.wait(until: Date(timeIntervalSinceNow: 0.1))
        }
        let output = results.removeValue(forKey: k)!
        nextToConsume = k + 1
        condition.broadcast()
        return output
    }

    /// Stops the workers and waits until every one has exited.
    func stop(workers: Int) {
        condition.lock()
        stopped = true
        condition.broadcast()
        while exited < workers { _ = condition.wait(until: Date(timeIntervalSinceNow: 0.1)) }
        results.removeAll()
        condition.unlock()
    }
}
