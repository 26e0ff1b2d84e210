import JSONValue

/// A JavaScript engine that evaluates After Effects expressions for the Lottie reader
/// (`LottieOptions.expressionEngine`). The reader stays free of C modules: the implementation (Duktape, in the
/// `Expressions` module) is handed in by the command line or a test.
///
/// An engine makes contexts; each context is one sandboxed heap that runs the expression API
/// (`ExpressionPrelude`) once and then many small programs, each within the engine's budgets.
public protocol ExpressionEngine: Sendable {
    /// A name for messages and docs (`duktape 2.7`).
    var name: String { get }
    /// A fresh context (no state from other contexts) that has run `prelude` (the expression API, the same text for
    /// every file) as a global program. An engine may compile the prelude once and reuse the compiled form.
    func makeContext(prelude: String) throws(ExpressionFailure) -> any ExpressionContext
}

/// One JavaScript heap: programs run in it one after another and share its global object.
public protocol ExpressionContext: AnyObject {
    /// Runs `program` (ES5.1 source) as a global program and returns its completion value as a string.
    func evaluate(_ program: String) throws(ExpressionFailure) -> String
    /// Calls the global function `function` with one number, within the same budgets as `evaluate`, and returns its
    /// result as a string: what `evaluate("function(argument)")` answers, without compiling that text (the baker
    /// calls `__frame(f)` once per frame and expression).
    func call(_ function: String, with argument: Double) throws(ExpressionFailure) -> String
}

extension ExpressionContext {
    /// `evaluate("function(argument)")`, for engines with no cheaper way to call.
    public func call(_ function: String, with argument: Double) throws(ExpressionFailure) -> String {
        try evaluate("\(function)(\(JSONWriter.format(argument)))")
    }
}

/// Why an evaluation stopped without a value.
public enum ExpressionFailure: Error, Equatable, Sendable {
    /// The program threw (a JavaScript error; its message).
    case runtime(String)
    /// The program ran past the step budget (bytecode instructions, or work done by native functions).
    case stepBudget
    /// The program asked for more memory than the heap may hold.
    case memoryBudget
    /// The engine itself failed (could not create a heap, or stopped with a fatal error).
    case engine(String)
}
