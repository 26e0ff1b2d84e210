import Foundation

/// Produces frames on several threads and hands them over in order, with a bounded number in flight.
///
/// `threads` worker threads each build their own state once (`makeWorker`, called on the worker thread: a
/// `Renderer` is not thread-safe, so each thread has its own) and then claim frame indices in increasing order.
/// A worker may run at most `window` frames ahead of the consumer, so memory holds at most `window` results
/// whatever the frame count. `consume` runs on the calling thread, for frame 0, 1, 2, … in order; it can therefore
/// feed an encoder whose output must not depend on `threads`.
///
/// The first error (a worker's or `consume`'s) stops every thread and is rethrown once all workers have exited;
/// so does a SIGINT / SIGTERM (`Interruption`).
public enum FramePipeline {
    public static func run<Output: Sendable>(
        frames: Range<Int>,
        threads: Int,
        window: Int,
        makeWorker: @escaping @Sendable () throws -> (Int) throws -> Output,
        consume: (Int, Output) throws -> Void
    ) throws {
        guard !frames.isEmpty else { return }
        let state = PipelineState<Output>(first: frames.lowerBound, end: frames.upperBound, window: max(1, window))
        let workerCount = max(1, min(threads, frames.count))
        for w in 0..<workerCount {
            let thread = Thread { state.work(makeWorker) }
            thread.name = "animate-render-\(w)"
            thread.stackSize = 8 << 20
            thread.start()
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
    var nextToClaim: Int
    var nextToConsume: Int
    var results: [Int: Output] = [:]
    var failure: Error?
    var failedFrame = Int.max
    var stopped = false
    var exited = 0

    init(first: Int, end: Int, window: Int) {
        self.end = end
        self.window = window
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
        while true {
            condition.lock()
            while !stopped, failure == nil, nextToClaim < end, nextToClaim >= nextToConsume + window, !Interruption.isRequested {
                _ = condition.wait(until: Date(timeIntervalSinceNow: 0.1))
            }
            if stopped || failure != nil || nextToClaim >= end || Interruption.isRequested {
                condition.unlock()
                return
            }
            let k = nextToClaim
            nextToClaim += 1
            condition.unlock()
            do {
                let output = try produce(k)
                condition.lock()
                results[k] = output
                condition.broadcast()
                condition.unlock()
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
