// Duktape 2.7 compiled from Debian's amalgamation (/usr/share/duktape, package duktape-dev) with the execution
// timeout hook on: Debian's own libduktape is built with DUK_USE_INTERRUPT_COUNTER and
// DUK_USE_EXEC_TIMEOUT_CHECK off, so an endless loop could not be stopped. Its duk_config.h is included first (its
// guard stops the second inclusion from duktape.c); the options are then changed here:
// - the interrupt counter and the timeout check (a count of interrupts, each every 262,144 bytecode instructions:
//   deterministic, unlike a clock);
// DUK_COMPILING_DUKTAPE is what duktape.c defines before including the config: it selects the date and platform
// providers there. (Duktape's RegExp executor is not interrupted, only capped at 1e9 steps: the expression sandbox
// takes regular expressions away, `ExpressionPrelude`.)
#define DUK_COMPILING_DUKTAPE
#include "/usr/share/duktape/duk_config.h"

struct animate_duk_budget;
static int animate_duk_exec_timeout(void *udata);

#define DUK_USE_INTERRUPT_COUNTER
#define DUK_USE_EXEC_TIMEOUT_CHECK(udata) animate_duk_exec_timeout(udata)

#include "/usr/share/duktape/duktape.c"

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include "CDuktape.h"

struct animate_duk_heap {
    // The heap's own context (destroying it frees the heap), and the one programs run in: the same, or a thread
    // with a fresh global environment after `animate_duk_reset` (kept at index 0 of `base`'s value stack).
    duk_context *base, *ctx;
    size_t used, limit;
    int allocation_refused;
    unsigned long steps, step_budget;
    // Bytes allocated during the evaluation: native functions (Array.prototype.join, …) do work the bytecode count
    // does not see, and most of it allocates; past `churn_budget` the evaluation is out of steps too.
    size_t churn, churn_budget;
    int out_of_steps;
    int poisoned;
    jmp_buf *fatal_exit;
};

static int animate_duk_exec_timeout(void *udata) {
    struct animate_duk_heap *h = (struct animate_duk_heap *) udata;
    if (h->out_of_steps) return 1;
    h->steps += 1;
    if (h->steps > h->step_budget) { h->out_of_steps = 1; return 1; }
    return 0;
}

static int animate_duk_count_churn(struct animate_duk_heap *h, size_t size) {
    if (size > h->churn_budget - h->churn) { h->out_of_steps = 1; return 1; }
    h->churn += size;
    return 0;
}

// Each block carries its size in front (max_align_t keeps the payload aligned), so the heap's total is known.
typedef union { size_t size; max_align_t align; } animate_duk_header;

static void *animate_duk_alloc(void *udata, duk_size_t size) {
    struct animate_duk_heap *h = (struct animate_duk_heap *) udata;
    if (size == 0) return NULL;
    if (size > h->limit - h->used || size > h->limit) { h->allocation_refused = 1; return NULL; }
    if (animate_duk_count_churn(h, size)) return NULL;
    animate_duk_header *block = malloc(sizeof(animate_duk_header) + size);
    if (block == NULL) { h->allocation_refused = 1; return NULL; }
    block->size = size;
    h->used += size;
    return block + 1;
}

static void animate_duk_release(void *udata, void *ptr) {
    struct animate_duk_heap *h = (struct animate_duk_heap *) udata;
    if (ptr == NULL) return;
    animate_duk_header *block = ((animate_duk_header *) ptr) - 1;
    h->used -= block->size;
    free(block);
}

static void *animate_duk_realloc(void *udata, void *ptr, duk_size_t size) {
    struct animate_duk_heap *h = (struct animate_duk_heap *) udata;
    if (ptr == NULL) return animate_duk_alloc(udata, size);
    if (size == 0) { animate_duk_release(udata, ptr); return NULL; }
    animate_duk_header *block = ((animate_duk_header *) ptr) - 1;
    size_t old = block->size;
    if (size > old && (size - old > h->limit - h->used)) { h->allocation_refused = 1; return NULL; }
    if (size > old && animate_duk_count_churn(h, size - old)) return NULL;
    animate_duk_header *grown = realloc(block, sizeof(animate_duk_header) + size);
    if (grown == NULL) { h->allocation_refused = 1; return NULL; }
    grown->size = size;
    h->used = h->used - old + size;
    return grown + 1;
}

static void animate_duk_fatal(void *udata, const char *msg) {
    (void) msg;
    struct animate_duk_heap *h = (struct animate_duk_heap *) udata;
    h->poisoned = 1;
    if (h->fatal_exit != NULL) longjmp(*h->fatal_exit, 1);
    abort();  // a fatal error outside an evaluation: Duktape's contract is that this handler does not return
}

animate_duk_heap *animate_duk_create(size_t memory_limit) {
    struct animate_duk_heap *h = calloc(1, sizeof(struct animate_duk_heap));
    if (h == NULL) return NULL;
    h->limit = memory_limit;
    h->step_budget = (unsigned long) -1;
    h->churn_budget = (size_t) -1;
    h->base = duk_create_heap(animate_duk_alloc, animate_duk_realloc, animate_duk_release, h, animate_duk_fatal);
    if (h->base == NULL) { free(h); return NULL; }
    h->ctx = h->base;
    return h;
}

void animate_duk_destroy(animate_duk_heap *h) {
    if (h == NULL) return;
    // A heap a fatal error stopped is left as it is (Duktape does not promise that destroying it is safe).
    if (!h->poisoned) { duk_destroy_heap(h->base); free(h); }
}

static char *animate_duk_copy(const char *s, size_t n) {
    char *out = malloc(n + 1);
    if (out == NULL) return NULL;
    memcpy(out, s, n);
    out[n] = 0;
    return out;
}

// What one run does inside `duk_safe_call`: compile and run source text, load and run a compiled program, or call
// a global function (named by `bytes`, NUL-terminated) with one number.
enum animate_duk_program_kind { ANIMATE_DUK_SOURCE, ANIMATE_DUK_COMPILED, ANIMATE_DUK_CALL };

struct animate_duk_program {
    const char *bytes;
    size_t length;
    enum animate_duk_program_kind kind;
    double argument;
};

static duk_ret_t animate_duk_run_program(duk_context *ctx, void *udata) {
    struct animate_duk_program *p = (struct animate_duk_program *) udata;
    if (p->kind == ANIMATE_DUK_CALL) {
        duk_get_global_string(ctx, p->bytes);
        duk_push_number(ctx, p->argument);
        duk_call(ctx, 1);
    } else if (p->kind == ANIMATE_DUK_COMPILED) {
        void *buffer = duk_push_fixed_buffer(ctx, p->length);
        memcpy(buffer, p->bytes, p->length);
        duk_load_function(ctx);
        duk_call(ctx, 0);
    } else {
        duk_eval_lstring(ctx, p->bytes, p->length);
    }
    return 1;
}

// Runs `p` within the budgets and reports how it ended, its completion value (or error message) as a string in *out.
static int animate_duk_run(animate_duk_heap *h, struct animate_duk_program *p, unsigned long step_budget,
                           size_t churn_budget, char **out) {
    *out = NULL;
    if (h->poisoned) return ANIMATE_DUK_FATAL;
    jmp_buf exit;
    h->steps = 0;
    h->step_budget = step_budget;
    h->churn = 0;
    h->churn_budget = churn_budget;
    h->out_of_steps = 0;
    h->allocation_refused = 0;
    duk_context *ctx = h->ctx;
    duk_idx_t top = duk_get_top(ctx);
    if (setjmp(exit) != 0) {
        h->fatal_exit = NULL;
        return ANIMATE_DUK_FATAL;
    }
    h->fatal_exit = &exit;
    int failed = duk_safe_call(ctx, animate_duk_run_program, p, 0, 1) != DUK_EXEC_SUCCESS;
    duk_size_t n = 0;
    const char *text = duk_safe_to_lstring(ctx, -1, &n);
    int status = ANIMATE_DUK_OK;
    if (h->out_of_steps) status = ANIMATE_DUK_STEP_BUDGET;
    else if (failed && h->allocation_refused) status = ANIMATE_DUK_MEMORY_BUDGET;
    else if (failed) status = ANIMATE_DUK_ERROR;
    *out = animate_duk_copy(text != NULL ? text : "", text != NULL ? n : 0);
    duk_set_top(ctx, top);
    h->out_of_steps = 0;
    h->step_budget = (unsigned long) -1;
    h->churn_budget = (size_t) -1;
    h->fatal_exit = NULL;
    return status;
}

int animate_duk_eval(animate_duk_heap *h, const char *source, size_t length, unsigned long step_budget,
                     size_t churn_budget, char **out) {
    struct animate_duk_program p = { source, length, ANIMATE_DUK_SOURCE, 0 };
    return animate_duk_run(h, &p, step_budget, churn_budget, out);
}

int animate_duk_run_compiled(animate_duk_heap *h, const unsigned char *bytecode, size_t length,
                             unsigned long step_budget, size_t churn_budget, char **out) {
    struct animate_duk_program p = { (const char *) bytecode, length, ANIMATE_DUK_COMPILED, 0 };
    return animate_duk_run(h, &p, step_budget, churn_budget, out);
}

int animate_duk_call(animate_duk_heap *h, const char *function, double argument, unsigned long step_budget,
                     size_t churn_budget, char **out) {
    struct animate_duk_program p = { function, strlen(function), ANIMATE_DUK_CALL, argument };
    return animate_duk_run(h, &p, step_budget, churn_budget, out);
}

static duk_ret_t animate_duk_compile_program(duk_context *ctx, void *udata) {
    struct animate_duk_program *p = (struct animate_duk_program *) udata;
    duk_compile_lstring(ctx, 0, p->bytes, p->length);
    duk_dump_function(ctx);
    return 1;
}

int animate_duk_compile(animate_duk_heap *h, const char *source, size_t length, unsigned char **bytecode,
                        size_t *bytecode_length, char **message) {
    *bytecode = NULL;
    *bytecode_length = 0;
    *message = NULL;
    if (h->poisoned) return ANIMATE_DUK_FATAL;
    jmp_buf exit;
    duk_context *ctx = h->ctx;
    duk_idx_t top = duk_get_top(ctx);
    if (setjmp(exit) != 0) {
        h->fatal_exit = NULL;
        return ANIMATE_DUK_FATAL;
    }
    h->fatal_exit = &exit;
    struct animate_duk_program p = { source, length, ANIMATE_DUK_SOURCE, 0 };
    int status = ANIMATE_DUK_OK;
    if (duk_safe_call(ctx, animate_duk_compile_program, &p, 0, 1) != DUK_EXEC_SUCCESS) {
        duk_size_t n = 0;
        const char *text = duk_safe_to_lstring(ctx, -1, &n);
        *message = animate_duk_copy(text != NULL ? text : "", text != NULL ? n : 0);
        status = h->allocation_refused ? ANIMATE_DUK_MEMORY_BUDGET : ANIMATE_DUK_ERROR;
    } else {
        duk_size_t n = 0;
        void *data = duk_get_buffer(ctx, -1, &n);
        *bytecode = malloc(n > 0 ? n : 1);
        if (*bytecode == NULL) status = ANIMATE_DUK_MEMORY_BUDGET;
        else { memcpy(*bytecode, data, n); *bytecode_length = n; }
    }
    duk_set_top(ctx, top);
    h->fatal_exit = NULL;
    return status;
}

static duk_ret_t animate_duk_push_fresh_thread(duk_context *ctx, void *udata) {
    (void) udata;
    duk_push_thread_new_globalenv(ctx);
    return 1;
}

int animate_duk_reset(animate_duk_heap *h) {
    if (h->poisoned) return ANIMATE_DUK_FATAL;
    jmp_buf exit;
    if (setjmp(exit) != 0) {
        h->fatal_exit = NULL;
        return ANIMATE_DUK_FATAL;
    }
    h->fatal_exit = &exit;
    duk_context *base = h->base;
    // Drop the previous thread and everything only it reached; a full collection also frees its reference cycles
    // (functions and their prototypes), so what the heap holds is the same after every reset.
    duk_set_top(base, 0);
    h->ctx = base;
    duk_gc(base, 0);
    int status = ANIMATE_DUK_OK;
    if (duk_safe_call(base, animate_duk_push_fresh_thread, NULL, 0, 1) != DUK_EXEC_SUCCESS) {
        duk_set_top(base, 0);
        status = ANIMATE_DUK_MEMORY_BUDGET;
    } else {
        h->ctx = duk_get_context(base, 0);
    }
    h->fatal_exit = NULL;
    return status;
}

void animate_duk_free(void *s) { free(s); }
