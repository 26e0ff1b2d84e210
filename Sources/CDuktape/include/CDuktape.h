// The Duktape JavaScript engine (2.7, Debian's duktape-dev amalgamation), compiled here with an execution-step
// hook and a counting allocator (Duktape.c). Not API: only the `Expressions` module uses it.
#ifndef ANIMATE_CDUKTAPE_H
#define ANIMATE_CDUKTAPE_H

#include <stddef.h>

/// A Duktape heap with a memory limit and a step budget per evaluation. Opaque.
typedef struct animate_duk_heap animate_duk_heap;

/// How an evaluation ended.
enum animate_duk_status {
    ANIMATE_DUK_OK = 0,
    /// The script threw (or its result could not be turned into a string); the message is the error's text.
    ANIMATE_DUK_ERROR = 1,
    /// The script ran past its step budget.
    ANIMATE_DUK_STEP_BUDGET = 2,
    /// The script asked for more memory than the heap's limit.
    ANIMATE_DUK_MEMORY_BUDGET = 3,
    /// Duktape stopped with a fatal error; the heap is unusable afterwards (it is leaked, within its limit).
    ANIMATE_DUK_FATAL = 4,
};

/// A new heap whose allocations together stay within `memory_limit` bytes; NULL when it cannot be created.
animate_duk_heap *animate_duk_create(size_t memory_limit);

/// Frees the heap and everything in it.
void animate_duk_destroy(animate_duk_heap *heap);

/// Evaluates `source` (`length` bytes of UTF-8) as a global program, at most `step_budget` execution checks
/// (each about 262,144 bytecode instructions: Duktape's interrupt interval) and at most `churn_budget` bytes
/// allocated (the work of native functions, which the instruction count does not see), and stores its completion value
/// converted to a string (or the error's message) in `*out`, which the caller frees with `animate_duk_free`.
int animate_duk_eval(animate_duk_heap *heap, const char *source, size_t length, unsigned long step_budget,
                     size_t churn_budget, char **out);

/// Runs a program compiled by `animate_duk_compile` (in any heap of this build) as `animate_duk_eval` runs source.
/// Only bytecode from `animate_duk_compile` may be passed: Duktape does not check loaded bytecode.
int animate_duk_run_compiled(animate_duk_heap *heap, const unsigned char *bytecode, size_t length,
                             unsigned long step_budget, size_t churn_budget, char **out);

/// Calls the global function named `function` (NUL-terminated) with the number `argument`, within the budgets of
/// `animate_duk_eval`, and stores its result converted to a string (or the error's message) in `*out`.
int animate_duk_call(animate_duk_heap *heap, const char *function, double argument, unsigned long step_budget,
                     size_t churn_budget, char **out);

/// Compiles `source` as a global program without running it, and stores its bytecode (Duktape's dump format) in
/// `*bytecode` (`*bytecode_length` bytes; the caller frees it with `animate_duk_free`), or a syntax error's message
/// in `*message`.
int animate_duk_compile(animate_duk_heap *heap, const char *source, size_t length, unsigned char **bytecode,
                        size_t *bytecode_length, char **message);

/// Gives the heap a fresh global environment (new built-ins, no globals from earlier programs), as a new heap would
/// have, and frees what only the previous one reached.
int animate_duk_reset(animate_duk_heap *heap);

/// Frees a string or buffer from `animate_duk_eval`, `animate_duk_run_compiled` or `animate_duk_compile`.
void animate_duk_free(void *string);

#endif
