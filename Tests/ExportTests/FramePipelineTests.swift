import Export
import Foundation
import Synchronization
import Testing

/// `FramePipeline`: frames produced on several threads, handed over in order, at most `window` in flight.
struct FramePipelineTests {
    /// Workers sleep a frame-dependent time so they finish out of order; `consume` still sees 0, 1, 2, … and no
    /// worker runs more than `window` frames ahead of the frame being consumed (frame k is taken out of the window
    /// before `consume(k)` runs, so k + 1 … k + window may be in flight meanwhile).
    @Test(arguments: [1, 2, 4])
    func deliversInOrderWithABoundedWindow(threads: Int) throws {
        let produced = Mutex<[Int]>([])
        let window = 3
        var consumed: [Int] = []
        try FramePipeline.run(
            frames: 5..<25, threads: threads, window: window,
            makeWorker: {
                { k in
                    usleep(useconds_t((k * 7919) % 5) * 1000)
                    produced.withLock { $0.append(k) }
                    return k * k
                }
            },
            consume: { k, value in
                #expect(value == k * k)
                let ahead = produced.withLock { $0.max() ?? k }
                #expect(ahead <= k + window, "frame \(ahead) produced while consuming \(k)")
                consumed.append(k)
                usleep(3000)   // a slow consumer: unbounded workers would run far ahead
            })
        #expect(consumed == Array(5..<25))
        #expect(produced.withLock { $0.sorted() } == Array(5..<25))
    }

    struct Failure: Error, Equatable { var frame: Int }

    /// The error of the earliest failing frame is the one rethrown, whatever the thread timing.
    @Test func theEarliestFailureWins() {
        #expect(throws: Failure(frame: 3)) {
            try FramePipeline.run(
                frames: 0..<40, threads: 4, window: 8,
                makeWorker: {
                    { k in
                        if k == 3 { usleep(20_000) }
                        if k == 3 || k == 6 { throw Failure(frame: k) }
                        return k
                    }
                },
                consume: { _, _ in })
        }
    }

    /// A failure in `consume` stops the workers and is rethrown.
    @Test func aConsumerFailureStopsTheRun() {
        #expect(throws: Failure(frame: 2)) {
            try FramePipeline.run(
                frames: 0..<1000, threads: 2, window: 4,
                makeWorker: { { $0 } },
                consume: { k, _ in if k == 2 { throw Failure(frame: k) } })
        }
    }
}
