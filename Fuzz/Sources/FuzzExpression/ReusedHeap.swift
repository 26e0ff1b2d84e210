import Expressions
import Lottie

/// The engine the expression target reads with: `DuktapeEngine`'s budgets and prelude, in one heap for the whole
/// run, reset to a fresh global environment for every file (`DuktapeContext.reset(prelude:)`). A new heap per input
/// cost about 10 ms (heap set-up and tear-down, the prelude run again), so 10 M inputs would take days; a reset
/// keeps each input as independent as a new heap (fresh built-ins, no globals left over) at a fraction of the cost.
final class ReusedHeap: ExpressionEngine, @unchecked Sendable {
    private let engine = DuktapeEngine()
    private var context: DuktapeContext?

    var name: String { engine.name }

    // libFuzzer runs one input at a time on one thread, so the shared heap is never used by two files at once.
    func makeContext(prelude: String) throws(ExpressionFailure) -> any ExpressionContext {
        if let context {
            do {
                try context.reset(prelude: prelude)
                return context
            } catch {
                // A heap a fatal error stopped is not reused: the next file gets a new one.
                self.context = nil
            }
        }
        let fresh = try engine.makeDuktapeContext(prelude: prelude)
        context = fresh
        return fresh
    }
}
