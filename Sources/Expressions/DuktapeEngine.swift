import CDuktape
import Lottie

/// After Effects expressions evaluated by Duktape 2.7 (ES5.1), compiled from Debian's duktape-dev amalgamation
/// with an execution-step hook (Sources/CDuktape). Each context is a heap of its own with:
/// - a memory limit (`memoryLimit` bytes, counted by the heap's allocator: past it an allocation fails and the
///   evaluation is out of memory);
/// - a step budget per evaluation: `stepBudget` interrupt checks, each every 262,144 bytecode instructions
///   (Duktape's interrupt interval), plus `churnBudget` bytes allocated, which bounds the work of native functions
///   the instruction count does not see (`Array(1e5).join()` in a loop). Both count work, not time, so the same
///   program stops at the same place on every machine.
///
/// The heap has no I/O and no clock: Duktape binds none, and the prelude removes `Date`, `Duktape` and regular
/// expressions (`ExpressionPrelude`).
public struct DuktapeEngine: ExpressionEngine {
    public var stepBudget: Int
    public var churnBudget: Int
    public var memoryLimit: Int

    /// The default budgets: 40 checks (about 10 million bytecode instructions), 256 MB allocated and 64 MB held per
    /// evaluation — far above any expression in the sample sets (docs/limits.md).
    public init(stepBudget: Int = 40, churnBudget: Int = 256 << 20, memoryLimit: Int = 64 << 20) {
        self.stepBudget = stepBudget
        self.churnBudget = churnBudget
        self.memoryLimit = memoryLimit
    }

    public var name: String { "duktape 2.7" }

    public func makeContext() throws(ExpressionFailure) -> any ExpressionContext {
        try DuktapeContext(stepBudget: stepBudget, churnBudget: churnBudget, memoryLimit: memoryLimit)
    }
}

/// One Duktape heap, freed with the context.
public final class DuktapeContext: ExpressionContext {
    private let heap: OpaquePointer
    private let stepBudget: UInt
    private let churnBudget: Int

    init(stepBudget: Int, churnBudget: Int, memoryLimit: Int) throws(ExpressionFailure) {
        guard stepBudget > 0, churnBudget > 0, memoryLimit > 0, let h = animate_duk_create(memoryLimit) else {
            throw .engine("could not create a Duktape heap")
        }
        heap = h
        self.stepBudget = UInt(stepBudget)
        self.churnBudget = churnBudget
    }

    deinit { animate_duk_destroy(heap) }

    public func evaluate(_ program: String) throws(ExpressionFailure) -> String {
        var out: UnsafeMutablePointer<CChar>? = nil
        var source = program
        let status = source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                animate_duk_eval(heap, chars.baseAddress, chars.count, stepBudget, churnBudget, &out)
            }
        }
        defer { animate_duk_free(out) }
        let text = out.map { String(cString: $0) } ?? ""
        switch status {
        case Int32(ANIMATE_DUK_OK.rawValue): return text
        case Int32(ANIMATE_DUK_ERROR.rawValue): throw .runtime(text)
        case Int32(ANIMATE_DUK_STEP_BUDGET.rawValue): throw .stepBudget
        case Int32(ANIMATE_DUK_MEMORY_BUDGET.rawValue): throw .memoryBudget
        default: throw .engine("Duktape stopped with a fatal error")
        }
    }
}
