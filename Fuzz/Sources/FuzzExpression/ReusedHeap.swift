import Expressions
import Lottie

/// The engine the expression target reads with: `DuktapeEngine`'s budgets and prelude in one heap for the whole
/// run, reset to a fresh global environment (`DuktapeContext.reset(prelude:)`: new built-ins, no globals left over,
/// as a new heap) every `resetInterval` inputs. In between, an input sees what earlier ones left in the global
/// object (a replaced built-in, a global of its own): more states to explore, and a crash may need the inputs before
/// it (replay the run's corpus in order). A new heap per input cost about 10 ms (set-up, tear-down, the prelude run
/// again) and a reset per input about 3 ms, so 10 M inputs would take days.
final class ReusedHeap: ExpressionEngine, @unchecked Sendable {
    private let engine = DuktapeEngine()
    private var context: DuktapeContext?
    private var uses = 0
    private let resetInterval = 256

    var name: String { engine.name }

    // libFuzzer runs one input at a time on one thread, so the shared heap is never used by two files at once.
    func makeContext(prelude: String) throws(ExpressionFailure) -> any ExpressionContext {
        uses += 1
        if let context, uses % resetInterval != 0 { return context }
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
