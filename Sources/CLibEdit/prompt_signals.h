/*
 * SIGTERM, SIGHUP and SIGQUIT while the prompt waits for a line: they end this process, never
 * its parent's.
 *
 * With EL_SIGNAL on, el_gets installs libedit's handler for these signals; that handler puts the
 * terminal back, reinstalls the handler found before and re-sends the signal with `kill(0, signo)`
 * (libedit's sig.c), that is to every process in the group. A shell script that runs `proscenium`
 * (no job control, so one group) and traps TERM was hit by a TERM sent only to the prompt.
 *
 * So while el_gets waits, these three are ours again: the first character read in each el_gets
 * (libedit has installed its handlers by then) puts back what was there before el_gets, wrapped in
 * a handler that restores the terminal's modes found before el_gets and then re-raises the signal
 * at this process alone. A signal that was ignored stays ignored; one with a handler of its own
 * (the loaded code's groups, process.h) reaches it. When el_gets returns, libedit restores what it
 * found, which is the same dispositions. SIGINT, SIGTSTP, SIGCONT and SIGWINCH stay libedit's: a
 * terminal sends Ctrl-C and Ctrl-Z to the whole foreground group anyway, and the other two are
 * never fatal.
 *
 * C for the reason terminal_guard.h gives: a handler may touch only plain data and call
 * async-signal-safe functions (tcsetattr, sigaction, sigprocmask and raise are). Weak definitions,
 * each with an initializer, as there.
 */
#ifndef PROSCENIUM_PROMPT_SIGNALS_H
#define PROSCENIUM_PROMPT_SIGNALS_H

#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "terminal_guard.h"

static const int pr_prompt_signals[3] = { SIGTERM, SIGHUP, SIGQUIT };

/* What each of the three did before el_gets, and the terminal's modes then. */
__attribute__((weak)) struct sigaction pr_prompt_before[3] = {{{0}}};
__attribute__((weak)) struct termios pr_prompt_mode = {0};
/* The terminal to put back, or -1 (not a terminal, or not inside el_gets). */
__attribute__((weak)) volatile sig_atomic_t pr_prompt_fd = -1;
/* Whether this el_gets has taken the three back from libedit yet. */
__attribute__((weak)) volatile sig_atomic_t pr_prompt_taken = 0;

static inline void pr_prompt_fatal_handler(int signo) {
    int fd = pr_prompt_fd;
    if (fd >= 0) tcsetattr(fd, TCSANOW, &pr_prompt_mode);
    int i = 0;
    while (i < 3 && pr_prompt_signals[i] != signo) i++;
    if (i == 3) return;
    /* What was there before el_gets handles it now: the default ends this process only. */
    pr_guard_raise_with(signo, &pr_prompt_before[i]);
}

/* Before el_gets: remembers the three dispositions and the terminal's modes. */
static inline void pr_prompt_signals_begin(int fd) {
    for (int i = 0; i < 3; i++) sigaction(pr_prompt_signals[i], NULL, &pr_prompt_before[i]);
    pr_prompt_fd = tcgetattr(fd, &pr_prompt_mode) == 0 ? fd : -1;
    pr_prompt_taken = 0;
}

/* Inside el_gets, before each character is read: the first time, the three become ours. */
static inline void pr_prompt_signals_take(void) {
    if (pr_prompt_taken) return;
    pr_prompt_taken = 1;
    for (int i = 0; i < 3; i++) {
        if (pr_prompt_before[i].sa_handler == SIG_IGN) {
            sigaction(pr_prompt_signals[i], &pr_prompt_before[i], NULL);
            continue;
        }
        /* terminal_guard.h's install: the guarded signals blocked while one is handled. */
        pr_guard_install(pr_prompt_signals[i], pr_prompt_fatal_handler, NULL);
    }
}

/* After el_gets (which has put back the dispositions it found): nothing is taken again until the
 * next begin, so a character read some other way never installs handlers no el_gets will undo. */
static inline void pr_prompt_signals_end(void) {
    pr_prompt_fd = -1;
    pr_prompt_taken = 1;
}

#endif /* PROSCENIUM_PROMPT_SIGNALS_H */
