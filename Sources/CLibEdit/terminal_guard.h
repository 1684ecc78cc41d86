/*
 * Putting the terminal back from a signal handler.
 *
 * While `play` or a demo has the terminal in key mode (no canonical lines, no echo, maybe the
 * cursor hidden), a signal that stops or kills the process must not leave it that way: SIGTERM,
 * SIGHUP and SIGQUIT restore the modes found at the start, show the cursor and then die of the
 * same signal (so the parent sees the real cause); SIGTSTP (Ctrl-Z) restores them, stops, and on
 * `fg` puts key mode back and raises a flag so the program can redraw what the shell scribbled
 * over.
 *
 * This is C because a handler may only call async-signal-safe functions (tcsetattr, write,
 * sigaction, sigprocmask and raise all are) and touch nothing but plain data; Swift code gives
 * neither guarantee. As in shim.h, the shared variables are weak definitions so that the linker
 * merges the copies Swift emits into every object file that uses these functions, and Swift
 * reaches them only through the functions. Each has an explicit initializer: without one, Swift's
 * copy of the header emitted no definition and the structs ended up at address 0.
 */
#ifndef PROSCENIUM_TERMINAL_GUARD_H
#define PROSCENIUM_TERMINAL_GUARD_H

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

/* The modes found when the outermost guard began: what every signal puts back. */
__attribute__((weak)) struct termios pr_guard_original = {0};
/* The modes in effect now (key mode, or the original around the live prompt): what `fg` restores. */
__attribute__((weak)) struct termios pr_guard_current = {0};
/* The terminal's descriptor, or -1 when no guard is active (the handlers then do nothing to it). */
__attribute__((weak)) volatile sig_atomic_t pr_guard_fd = -1;
__attribute__((weak)) volatile sig_atomic_t pr_guard_cursor_hidden = 0;
__attribute__((weak)) volatile sig_atomic_t pr_guard_resumed = 0;
/* The handlers that were there before, put back when the outermost guard ends. */
__attribute__((weak)) struct sigaction pr_guard_previous[4] = {{{0}}};

static const int pr_guard_signals[4] = { SIGTERM, SIGHUP, SIGQUIT, SIGTSTP };

/* Resets colours and shows the cursor: output may have stopped halfway through a frame. */
static inline void pr_guard_show_cursor(void) {
    static const char text[] = "\033[0m\033[?25h";
    ssize_t ignored = write(STDOUT_FILENO, text, sizeof text - 1);
    (void)ignored;
}

static inline void pr_guard_put_back(void) {
    int fd = pr_guard_fd;
    if (fd < 0) return;
    tcsetattr(fd, TCSANOW, &pr_guard_original);
    pr_guard_show_cursor();
}

/* Installs `action` for `signo` and raises it at this process alone (prompt_signals.h too). */
static inline void pr_guard_raise_with(int signo, const struct sigaction *action) {
    sigaction(signo, action, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signo);
    /* The signal is blocked while its handler runs; unblocked, the raise acts at once. */
    sigprocmask(SIG_UNBLOCK, &set, NULL);
    raise(signo);
}

static inline void pr_guard_default_and_raise(int signo) {
    struct sigaction dfl;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    pr_guard_raise_with(signo, &dfl);
}

static inline void pr_guard_fatal_handler(int signo) {
    pr_guard_put_back();
    pr_guard_default_and_raise(signo);
}

static inline void pr_guard_install(int signo, void (*handler)(int), struct sigaction *previous) {
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = handler;
    sigemptyset(&sa.sa_mask);
    /* Block the other guarded signals while one is handled, so two cannot interleave. */
    for (int i = 0; i < 4; i++) sigaddset(&sa.sa_mask, pr_guard_signals[i]);
    /* SA_RESTART keeps stdio writes going across a suspend; poll() fails with EINTR regardless,
     * which is how the waiting loops notice a resume. */
    sa.sa_flags = SA_RESTART;
    sigaction(signo, &sa, previous);
}

static inline void pr_guard_stop_handler(int signo) {
    int saved_errno = errno;
    pr_guard_put_back();
    pr_guard_default_and_raise(signo);
    /* Stopped inside raise(); here after `fg` (or `bg`). */
    pr_guard_install(SIGTSTP, pr_guard_stop_handler, NULL);
    int fd = pr_guard_fd;
    if (fd >= 0) {
        tcsetattr(fd, TCSANOW, &pr_guard_current);
        if (pr_guard_cursor_hidden) {
            static const char hide[] = "\033[?25l";
            ssize_t ignored = write(STDOUT_FILENO, hide, sizeof hide - 1);
            (void)ignored;
        }
    }
    pr_guard_resumed = 1;
    errno = saved_errno;
}

/* Blocks the guarded signals around a change, so a handler never sees half a struct. */
static inline void pr_guard_block(int block, sigset_t *old) {
    sigset_t set;
    sigemptyset(&set);
    for (int i = 0; i < 4; i++) sigaddset(&set, pr_guard_signals[i]);
    if (block) sigprocmask(SIG_BLOCK, &set, old);
    else sigprocmask(SIG_SETMASK, old, NULL);
}

static inline int pr_guard_active(void) { return pr_guard_fd >= 0; }

static inline int pr_guard_cursor_is_hidden(void) { return pr_guard_cursor_hidden != 0; }

/* The modes the outermost guard found. */
static inline void pr_guard_original_mode(struct termios *out) { *out = pr_guard_original; }

/* The outermost guard: remembers `original` for the handlers and installs them. */
static inline void pr_guard_begin(int fd, const struct termios *original) {
    sigset_t old;
    pr_guard_block(1, &old);
    pr_guard_original = *original;
    pr_guard_current = *original;
    pr_guard_cursor_hidden = 0;
    pr_guard_resumed = 0;
    for (int i = 0; i < 3; i++) pr_guard_install(pr_guard_signals[i], pr_guard_fatal_handler, &pr_guard_previous[i]);
    pr_guard_install(SIGTSTP, pr_guard_stop_handler, &pr_guard_previous[3]);
    pr_guard_fd = fd;
    pr_guard_block(0, &old);
}

/* Switches the terminal to `mode` and records it (and whether the cursor is hidden) as current. */
static inline int pr_guard_apply(const struct termios *mode, int cursor_hidden) {
    sigset_t old;
    pr_guard_block(1, &old);
    int result = pr_guard_fd >= 0 ? tcsetattr(pr_guard_fd, TCSANOW, mode) : -1;
    pr_guard_current = *mode;
    pr_guard_cursor_hidden = cursor_hidden;
    pr_guard_block(0, &old);
    return result;
}

/* The outermost guard is done: the previous handlers come back. */
static inline void pr_guard_end(void) {
    sigset_t old;
    pr_guard_block(1, &old);
    pr_guard_fd = -1;
    pr_guard_cursor_hidden = 0;
    for (int i = 0; i < 4; i++) sigaction(pr_guard_signals[i], &pr_guard_previous[i], NULL);
    pr_guard_block(0, &old);
}

/* Whether the process was resumed (`fg`) since the previous call; clears the record. */
static inline int pr_guard_take_resumed(void) {
    return __atomic_exchange_n(&pr_guard_resumed, 0, __ATOMIC_SEQ_CST) != 0;
}

#endif /* PROSCENIUM_TERMINAL_GUARD_H */
