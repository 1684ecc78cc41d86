/*
 * Swift-callable wrappers over libedit's native (histedit.h) API.
 *
 * Swift cannot call C variadic functions, and el_set/el_get/history are all
 * variadic, so every use the editor makes of them gets a fixed-signature
 * `static inline` wrapper here. Keeping them header-only means the package
 * needs no C target.
 *
 * The readline-compatible API (editline/readline.h) is deliberately not
 * included: it is built on mutable C globals, which Swift 6 strict
 * concurrency rejects, and mixing the two APIs in one process is unsound.
 */
#ifndef PROSCENIUM_CLIBEDIT_SHIM_H
#define PROSCENIUM_CLIBEDIT_SHIM_H

#include <errno.h>
#include <histedit.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/select.h>
#include <unistd.h>

/* Signatures of the callbacks libedit accepts. */
typedef char *(*pr_prompt_fn)(EditLine *);
typedef unsigned char (*pr_editor_fn)(EditLine *, int);

/* ---- The C standard streams ----
 * Swift 6 refuses to read the mutable globals `stdin`/`stdout`/`stderr`
 * directly; these accessors hand out the pointers without exposing the
 * globals to Swift. */
static inline FILE *pr_stdin(void) { return stdin; }
static inline FILE *pr_stdout(void) { return stdout; }
static inline FILE *pr_stderr(void) { return stderr; }

/* ---- el_set / el_get ---- */

/* libedit dereferences whatever the prompt callback returns, so the callback
 * needs a valid string even when it has nothing to show. */
static inline char *pr_empty_prompt(void) {
    static char empty[1] = "";
    return empty;
}

/* `esc` brackets non-printing runs (colour escapes) in the prompt so that
 * libedit does not count them as columns. */
static inline int pr_el_set_prompt_esc(EditLine *e, pr_prompt_fn f, char esc) {
    return el_set(e, EL_PROMPT_ESC, f, esc);
}

static inline int pr_el_set_editor(EditLine *e, const char *mode) {
    return el_set(e, EL_EDITOR, mode);
}

static inline int pr_el_set_signal(EditLine *e, int on) {
    return el_set(e, EL_SIGNAL, on);
}

static inline int pr_el_set_hist(EditLine *e, History *h) {
    return el_set(e, EL_HIST, history, h);
}

static inline int pr_el_set_clientdata(EditLine *e, void *data) {
    return el_set(e, EL_CLIENTDATA, data);
}

static inline void *pr_el_get_clientdata(EditLine *e) {
    void *data = NULL;
    if (el_get(e, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

static inline int pr_el_addfn(EditLine *e, const char *name, const char *help, pr_editor_fn f) {
    return el_set(e, EL_ADDFN, name, help, f);
}

/* Characters come from `f` instead of libedit's own reader: the editor decodes UTF-8 itself, so no
 * invalid sequence ever reaches libedit (which aborts on some), and it bounds the line's length. */
typedef int (*pr_getc_fn)(EditLine *, wchar_t *);
static inline int pr_el_set_getcfn(EditLine *e, pr_getc_fn f) {
    return el_set(e, EL_GETCFN, f);
}

/* "emacs" or "vi", the key bindings in force (the user's ~/.editrc may choose vi). */
static inline const char *pr_el_get_editor(EditLine *e) {
    const char *mode = NULL;
    if (el_get(e, EL_EDITOR, &mode) != 0) return NULL;
    return mode;
}

/* EL_BIND takes a NULL-terminated argument list, like the `bind` builtin. */
static inline int pr_el_bind(EditLine *e, const char *key, const char *command) {
    return el_set(e, EL_BIND, key, command, (const char *)NULL);
}

/* ---- history ---- */

static inline int pr_history_setsize(History *h, int size) {
    HistEvent ev;
    return history(h, &ev, H_SETSIZE, size);
}

/* With unique set, H_ENTER ignores a line equal to the newest entry. */
static inline int pr_history_setunique(History *h, int unique) {
    HistEvent ev;
    return history(h, &ev, H_SETUNIQUE, unique);
}

static inline int pr_history_enter(History *h, const char *line) {
    HistEvent ev;
    return history(h, &ev, H_ENTER, line);
}

/* The newest entry, or NULL when the history is empty. The string belongs
 * to libedit and is valid until the history changes. */
static inline const char *pr_history_newest(History *h) {
    HistEvent ev;
    if (history(h, &ev, H_FIRST) != 0) return NULL;
    return ev.str;
}

/* After pr_history_newest, each call steps one entry older; NULL past the oldest. */
static inline const char *pr_history_older(History *h) {
    HistEvent ev;
    if (history(h, &ev, H_NEXT) != 0) return NULL;
    return ev.str;
}

/* Both return the number of entries processed, or -1 on failure. */
static inline int pr_history_load(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_LOAD, path);
}

/* Saves to an open stream: the caller owns the file (an atomic replace). */
static inline int pr_history_save_fp(History *h, FILE *fp) {
    HistEvent ev;
    return history(h, &ev, H_SAVE_FP, fp);
}

static inline int pr_history_size(History *h) {
    HistEvent ev;
    if (history(h, &ev, H_GETSIZE) != 0) return 0;
    return ev.num;
}

static inline int pr_history_save(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_SAVE, path);
}

/* ---- terminal size ---- */

/* ioctl is variadic too. Returns 0 and fills columns/rows on success. */
static inline int pr_window_size(int fd, int *columns, int *rows) {
    struct winsize ws;
    memset(&ws, 0, sizeof ws);
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return -1;
    *columns = ws.ws_col;
    *rows = ws.ws_row;
    return 0;
}

/* ---- SIGINT ----
 * The flag and the handler live in C so that the handler touches nothing but
 * a `volatile sig_atomic_t` (async-signal-safe, and acceptable to Swift 6
 * because Swift never sees the variable, only the functions).
 *
 * The flag is a weak definition, not `static`: Swift emits header code into
 * every object file that uses it (and release builds inline these functions
 * into whichever file the optimizer picks), so a `static` flag would exist
 * once per object file and the handler could set a different copy from the
 * one takePending reads. Weak definitions are merged into one by the linker. */
__attribute__((weak)) volatile sig_atomic_t pr_sigint_flag = 0;

static inline void pr_sigint_handler(int signo) {
    (void)signo;
    __atomic_store_n(&pr_sigint_flag, 1, __ATOMIC_SEQ_CST);
}

/* No SA_RESTART: a blocking read() (libedit's el_gets included) must fail
 * with EINTR so that Ctrl-C abandons the line being edited. */
static inline int pr_sigint_install(void) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = pr_sigint_handler;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0;
    return sigaction(SIGINT, &sa, NULL);
}

/* Whether a SIGINT is waiting, without taking it: a read it interrupted must then give up. */
static inline int pr_sigint_pending(void) {
    return __atomic_load_n(&pr_sigint_flag, __ATOMIC_SEQ_CST) != 0;
}

/* Reads and clears the flag in one atomic exchange, so a SIGINT landing
 * between a read and a separate clear cannot be lost. */
static inline int pr_sigint_take(void) {
    return __atomic_exchange_n(&pr_sigint_flag, 0, __ATOMIC_SEQ_CST) != 0;
}

/* One byte of `fd` into `byte`: 1, 0 at the end, or -1 with errno set; EINTR when a SIGINT is
 * pending or arrives while waiting. A SIGINT that lands between two reads (while libedit handles
 * a key, or redraws) used to be seen only after the next key: the read blocked with the flag set,
 * and libedit's own handler had already put the terminal in cooked mode, so the keys that followed
 * were echoed by the terminal and taken in whatever key map the line was in. Checking the flag
 * and waiting are one step here: SIGINT stays blocked except inside pselect, which unblocks it and
 * waits atomically (pselect, not ppoll: macOS has only the former). A signal other than SIGINT
 * (a resize, a resume) that interrupts the wait is waited through, as before. */
static inline ssize_t pr_read_byte(int fd, unsigned char *byte) {
    sigset_t interrupt, before;
    sigemptyset(&interrupt);
    sigaddset(&interrupt, SIGINT);
    sigprocmask(SIG_BLOCK, &interrupt, &before);
    sigset_t waiting = before;
    sigdelset(&waiting, SIGINT);
    for (;;) {
        if (pr_sigint_pending()) {
            sigprocmask(SIG_SETMASK, &before, NULL);
            errno = EINTR;
            return -1;
        }
        fd_set readable;
        FD_ZERO(&readable);
        FD_SET(fd, &readable);
        int ready = pselect(fd + 1, &readable, NULL, NULL, NULL, &waiting);
        if (ready > 0) break;
        if (ready < 0 && errno != EINTR) {
            int error = errno;
            sigprocmask(SIG_SETMASK, &before, NULL);
            errno = error;
            return -1;
        }
    }
    sigprocmask(SIG_SETMASK, &before, NULL);
    /* A SIGINT already pending when pselect found the key ready is delivered as the mask goes
     * back, here: it still comes before the key. */
    if (pr_sigint_pending()) {
        errno = EINTR;
        return -1;
    }
    for (;;) {
        ssize_t n = read(fd, byte, 1);
        if (n >= 0 || errno != EINTR || pr_sigint_pending()) return n;
    }
}

#endif /* PROSCENIUM_CLIBEDIT_SHIM_H */
