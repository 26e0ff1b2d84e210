import CDuktape
import Lottie
import Synchronization

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
/// expressions (`ExpressionPrelude`). The prelude is compiled once per process and each new heap runs its bytecode
/// (`duk_dump_function`/`duk_load_function`), so a file's expressions cost no parse of the expression API.
public struct DuktapeEngine: ExpressionEngine {
    public var stepBudget: Int
    public var churnBudget: Int
    public var memoryLimit: Int

    /// The default budgets: 10 checks (about 2.6 million bytecode instructions), 128 MB allocated and 64 MB held per
    /// evaluation — far above any expression in the sample sets, and at most about a quarter of a second of one core
    /// for the costliest loop the fuzzer found (`while (true) +{}`: a native conversion per instruction; docs/limits.md).
    public init(stepBudget: Int = 10, churnBudget: Int = 128 << 20, memoryLimit: Int = 64 << 20) {
        self.stepBudget = stepBudget
        self.churnBudget = churnBudget
        self.memoryLimit = memoryLimit
    }

    public var name: String { "duktape 2.7" }

    public func makeContext(prelude: String) throws(ExpressionFailure) -> any ExpressionContext {
        try makeDuktapeContext(prelude: prelude)
    }

    /// `makeContext(prelude:)` as its concrete type, for callers that reset and reuse one heap (`DuktapeContext.reset`).
    public func makeDuktapeContext(prelude: String) throws(ExpressionFailure) -> DuktapeContext {
        let context = try DuktapeContext(stepBudget: stepBudget, churnBudget: churnBudget, memoryLimit: memoryLimit)
        try context.run(prelude: prelude)
        return context
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
        return try Self.result(status, out)
    }

    /// Calls the global function `function` with `argument` (no source to compile: `ExpressionContext.call`).
    public func call(_ function: String, with argument: Double) throws(ExpressionFailure) -> String {
        var out: UnsafeMutablePointer<CChar>? = nil
        let status = function.withCString { name in
            animate_duk_call(heap, name, argument, stepBudget, churnBudget, &out)
        }
        return try Self.result(status, out)
    }

    /// Gives the heap a fresh global environment (new built-ins, nothing left from earlier programs, as a new heap
    /// would have) and runs `prelude` there: one heap serves many files in turn without their programs meeting.
    public func reset(prelude: String) throws(ExpressionFailure) {
        switch animate_duk_reset(heap) {
        case Int32(ANIMATE_DUK_OK.rawValue): try run(prelude: prelude)
        case Int32(ANIMATE_DUK_MEMORY_BUDGET.rawValue): throw .memoryBudget
        default: throw .engine("Duktape stopped with a fatal error")
        }
    }

    /// Runs the prelude from its compiled form (compiled here the first time the process sees it).
    func run(prelude: String) throws(ExpressionFailure) {
        let bytecode = try Self.compiled(prelude, in: heap)
        var out: UnsafeMutablePointer<CChar>? = nil
        let status = bytecode.withUnsafeBufferPointer {
            animate_duk_run_compiled(heap, $0.baseAddress, $0.count, stepBudget, churnBudget, &out)
        }
        _ = try Self.result(status, out)
    }

    /// Preludes compiled so far (in practice one, `ExpressionPrelude.source`) with their text. Duktape's bytecode
    /// holds no heap pointers, so any heap of this build loads it. A list, not a dictionary: comparing the text with
    /// `==` is a byte comparison, where hashing it would normalise its Unicode first.
    private static let compiledPreludes = Mutex<[(source: String, bytecode: [UInt8])]>([])

    private static func compiled(_ source: String, in heap: OpaquePointer) throws(ExpressionFailure) -> [UInt8] {
        if let known = compiledPreludes.withLock({ $0.first { $0.source == source }?.bytecode }) { return known }
        var bytes: UnsafeMutablePointer<UInt8>? = nil
        var count = 0
        var message: UnsafeMutablePointer<CChar>? = nil
        var text = source
        let status = text.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { chars in
                animate_duk_compile(heap, chars.baseAddress, chars.count, &bytes, &count, &message)
            }
        }
        defer { animate_duk_free(bytes); animate_duk_free(message) }
        guard status == Int32(ANIMATE_DUK_OK.rawValue), let bytes else {
            let text = message
            message = nil  // `result` frees it
            _ = try result(status, text)
            throw .engine("could not compile the expression prelude")
        }
        let bytecode = Array(UnsafeBufferPointer(start: bytes, count: count))
        compiledPreludes.withLock { cache in
            if cache.count < 8, !cache.contains(where: { $0.source == source }) { cache.append((source, bytecode)) }
        }
        return bytecode
    }

    /// The text of a run, or the failure its status names; frees `out`.
    private static func result(_ status: Int32, _ out: UnsafeMutablePointer<CChar>?) throws(ExpressionFailure) -> String {
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
