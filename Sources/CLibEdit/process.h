/*
 * Starting a child process for `load FILE.swift` (the compiler, and the stage that runs the
 * user's code). Swift 6 refuses to read the mutable global `environ`, so the spawn that passes
 * it on lives here, header-only like the rest of the shim.
 */
#ifndef PROSCENIUM_PROCESS_H
#define PROSCENIUM_PROCESS_H

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <string.h>
#include <sys/resource.h>
#ifdef __linux__
#include <sys/prctl.h>
#include <sys/syscall.h>
#endif

extern char **environ;

/* The environment entry every process the prompt starts in a group of its own carries, and
 * passes on to whatever it starts: "PROSCENIUM_SWEPT_BY=<the prompt's pid>". The sweep ends only
 * adopted processes that carry it, so a daemon some other child left (an $EDITOR's, a pager's)
 * is not taken for the user's code. Weak for the reason shim.h gives for its flag. */
__attribute__((weak)) char pr_mark_entry[48] = {0};

static inline const char *pr_mark(void) {
    if (pr_mark_entry[0] == 0) {
        char digits[16];
        int n = 0;
        pid_t self = getpid();
        do {
            digits[n++] = (char)('0' + self % 10);
            self /= 10;
        } while (self > 0 && n < 15);
        const char *name = "PROSCENIUM_SWEPT_BY=";
        size_t at = 0;
        for (; name[at]; at++) pr_mark_entry[at] = name[at];
        while (n > 0) pr_mark_entry[at++] = digits[--n];
        pr_mark_entry[at] = 0;
    }
    return pr_mark_entry;
}

/* Starts `argv[0]` (searched on PATH) with `in_fd`, `out_fd` and `err_fd` as its standard
 * input, output and error (-1 keeps the parent's), and `extra_env` (one "NAME=value", or NULL)
 * put before the parent's environment. Returns the pid, or -1 with errno set. The parent's own
 * pipe ends are opened close-on-exec, so the child holds only what it is given here; `reply_fd`
 * (-1 for none) becomes its descriptor 3. With
 * `new_group` the child leads a process group of its own (see pr_track_group): the terminal's
 * Ctrl-C and Ctrl-Z then reach the prompt only, which ends or stops the group itself. */
static inline pid_t pr_spawn(char *const argv[], const char *extra_env, int in_fd, int out_fd, int err_fd,
                             int reply_fd, int new_group) {
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    if (new_group) {
        posix_spawnattr_setpgroup(&attributes, 0);
        posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    if (in_fd >= 0) posix_spawn_file_actions_adddup2(&actions, in_fd, 0);
    if (out_fd >= 0) posix_spawn_file_actions_adddup2(&actions, out_fd, 1);
    if (err_fd >= 0) posix_spawn_file_actions_adddup2(&actions, err_fd, 2);
    /* The stage's replies: descriptor 3, a pipe apart from the output the user's code prints. */
    if (reply_fd >= 0) posix_spawn_file_actions_adddup2(&actions, reply_fd, 3);
    size_t n = 0;
    while (environ[n]) n++;
    char **env = calloc(n + 3, sizeof(char *));
    if (!env) {
        posix_spawn_file_actions_destroy(&actions);
        posix_spawnattr_destroy(&attributes);
        errno = ENOMEM;
        return -1;
    }
    size_t k = 0;
    if (extra_env) env[k++] = (char *)extra_env;
    /* What a group leader starts inherits the mark, so the sweep knows it for the prompt's own. */
    if (new_group) env[k++] = (char *)pr_mark();
    /* The extra variable replaces the inherited one of its name: a program that reads its
     * environment into a dictionary (swiftc's driver) keeps the last of two, not the first. */
    size_t name_length = 0;
    if (extra_env) {
        const char *equals = strchr(extra_env, '=');
        if (equals) name_length = (size_t)(equals - extra_env) + 1;
    }
    for (size_t i = 0; i < n; i++) {
        if (name_length && strncmp(environ[i], extra_env, name_length) == 0) continue;
        env[k++] = environ[i];
    }
    env[k] = NULL;
    pid_t pid = -1;
    int rc = posix_spawnp(&pid, argv[0], &actions, &attributes, argv, env);
    free(env);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    if (rc != 0) {
        errno = rc;
        return -1;
    }
    return pid;
}

/* A pipe whose two ends are close-on-exec from the start (pipe2 on Linux, where Glibc's module
 * does not declare it), so that a child spawned meanwhile on another thread never inherits them. */
static inline int pr_pipe_cloexec(int fds[2]) {
#ifdef __linux__
    return (int)syscall(SYS_pipe2, fds, O_CLOEXEC);
#else
    if (pipe(fds) != 0) return -1;
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    return 0;
#endif
}

/* ---- The process groups the prompt ends ----
 * The compiler and the stage each lead a group (pr_spawn's `new_group`); their ids are kept here,
 * in C, so that a signal handler can reach them with async-signal-safe calls only. The prompt is
 * also a child subreaper (Linux): whatever the user's code starts, even a process that calls
 * setsid to leave the group, is adopted by the prompt when its parent dies, and is ended with the
 * rest (pr_end_adopted). Slots are weak definitions for the reason shim.h gives for its flag. */
#define PR_GROUP_SLOTS 8
__attribute__((weak)) volatile sig_atomic_t pr_groups[PR_GROUP_SLOTS] = {0};
/* Monotonic nanoseconds when the prompt was last stopped (Ctrl-Z), and the total time it spent
 * stopped: a time limit counts only the time the prompt was running. */
__attribute__((weak)) volatile long long pr_stopped_at_ns = 0;
__attribute__((weak)) volatile long long pr_suspended_ns = 0;

static inline long long pr_monotonic_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

static inline long long pr_suspended_total_ns(void) { return __atomic_load_n(&pr_suspended_ns, __ATOMIC_SEQ_CST); }

static inline void pr_signal_groups(int signo) {
    for (int i = 0; i < PR_GROUP_SLOTS; i++) {
        pid_t g = pr_groups[i];
        if (g > 0) kill(-g, signo);
    }
}

/* `prefix`, the decimal `pid` and `tail` into `path` (64 bytes), without printf: async-signal-safe,
 * for the hang-up handler. */
static inline void pr_proc_path(char *path, const char *prefix, pid_t pid, const char *tail) {
    size_t at = 0;
    for (size_t i = 0; prefix[i] && at < 40; i++) path[at++] = prefix[i];
    char digits[16];
    int n = 0;
    do {
        digits[n++] = (char)('0' + pid % 10);
        pid /= 10;
    } while (pid > 0 && n < 15);
    while (n > 0) path[at++] = digits[--n];
    for (size_t i = 0; tail[i] && at < 63; i++) path[at++] = tail[i];
    path[at] = 0;
}

/* Whether process `pid` carries the prompt's mark (pr_mark) in its environment: it descends from
 * a group the prompt started. Reads /proc/PID/environ (async-signal-safe calls only); a process
 * that cannot be read (gone, a zombie) is not marked. */
static inline int pr_environ_has(pid_t pid, const char *mark);

static inline int pr_is_marked(pid_t pid) {
    if (pr_mark_entry[0] == 0) return 0;
    return pr_environ_has(pid, pr_mark_entry);
}

/* Whether process `pid`'s environment has the entry `mark` ("NAME=value"), exactly. */
static inline int pr_environ_has(pid_t pid, const char *mark) {
    char path[64];
    pr_proc_path(path, "/proc/", pid, "/environ");
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    size_t mark_length = strlen(mark);
    /* Entries are NUL-separated; compare each with the mark as the bytes stream by. */
    size_t matched = 0;
    int at_entry_start = 1, found = 0;
    char buffer[4096];
    ssize_t got;
    while (!found && (got = read(fd, buffer, sizeof buffer)) > 0) {
        for (ssize_t i = 0; i < got; i++) {
            char c = buffer[i];
            if (c == 0) {
                if (at_entry_start == 0 && matched == mark_length) {
                    found = 1;
                    break;
                }
                matched = 0;
                at_entry_start = 1;
                continue;
            }
            if (at_entry_start == 1) at_entry_start = 0, matched = 0;
            if (matched != (size_t)-1 && matched < mark_length && mark[matched] == c) {
                matched++;
            } else {
                matched = (size_t)-1;
            }
        }
    }
    close(fd);
    return found;
}

/* Kills and collects every child this process has that it did not start itself as a tracked
 * group leader still running and that carries the prompt's mark: the orphans of the user's code
 * (and of the compiler) it adopted as subreaper. An adopted process without the mark (a daemon an
 * $EDITOR or a pager left) is left running, only collected if it has already ended. Repeats
 * while killing one hands the prompt more (its own children, adopted as it dies); at most
 * `rounds` times. Only async-signal-safe calls: it also runs from the hang-up handler. */
static inline void pr_end_adopted(int rounds) {
    char path[64];
    pr_proc_path(path, "/proc/self/task/", getpid(), "/children");
    for (int round = 0; round < rounds; round++) {
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0) return;
        char buffer[4096];
        ssize_t got = read(fd, buffer, sizeof buffer - 1);
        close(fd);
        if (got <= 0) return;
        buffer[got] = 0;
        int found = 0;
        pid_t pids[512];
        long value = -1;
        for (ssize_t i = 0; i <= got; i++) {
            char c = buffer[i];
            if (c >= '0' && c <= '9') {
                value = (value < 0 ? 0 : value * 10) + (c - '0');
            } else if (value > 0) {
                int tracked = 0;
                for (int k = 0; k < PR_GROUP_SLOTS; k++) tracked |= pr_groups[k] == (pid_t)value;
                if (!tracked && found < 512) {
                    if (pr_is_marked((pid_t)value)) {
                        pids[found++] = (pid_t)value;
                    } else {
                        /* Not ours to end; collected only if it has ended (a zombie has no environment). */
                        waitpid((pid_t)value, NULL, WNOHANG);
                    }
                }
                value = -1;
            }
        }
        if (found == 0) return;
        for (int i = 0; i < found; i++) kill(pids[i], SIGKILL);
        for (int i = 0; i < found; i++) {
            while (waitpid(pids[i], NULL, 0) < 0 && errno == EINTR) {
            }
        }
    }
}

/* On hang-up, termination or the program's exit: every tracked group and adopted process ends.
 * Each leader is collected before the sweep, so that what it started in groups of its own (the
 * Swift driver puts every frontend in one) has been handed to this process and is found. */
static inline void pr_end_all(void) {
    pr_signal_groups(SIGKILL);
    for (int i = 0; i < PR_GROUP_SLOTS; i++) {
        pid_t g = pr_groups[i];
        if (g <= 0) continue;
        while (waitpid(g, NULL, 0) < 0 && errno == EINTR) {
        }
        pr_groups[i] = 0;
    }
    pr_end_adopted(16);
}

static inline void pr_ending_handler(int signo) {
    pr_end_all();
    signal(signo, SIG_DFL);
    raise(signo);
}

/* Ctrl-Z stops the groups with the prompt, and the time it stays stopped is counted apart;
 * then the prompt stops as it would have. */
static inline void pr_stop_handler(int signo) {
    __atomic_store_n(&pr_stopped_at_ns, pr_monotonic_ns(), __ATOMIC_SEQ_CST);
    pr_signal_groups(SIGSTOP);
    signal(signo, SIG_DFL);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, signo);
    sigprocmask(SIG_UNBLOCK, &unblock, NULL);
    raise(signo);
    /* In an orphaned process group (no shell with job control above it) the stop is discarded
     * and no SIGCONT comes: the groups go on as the prompt does. */
    if (__atomic_exchange_n(&pr_stopped_at_ns, 0, __ATOMIC_SEQ_CST) != 0) pr_signal_groups(SIGCONT);
    /* Resumed: stop again the same way next time. */
    struct sigaction again;
    memset(&again, 0, sizeof again);
    again.sa_handler = pr_stop_handler;
    sigemptyset(&again.sa_mask);
    sigaction(signo, &again, NULL);
}

static inline void pr_continue_handler(int signo) {
    (void)signo;
    long long stopped = __atomic_exchange_n(&pr_stopped_at_ns, 0, __ATOMIC_SEQ_CST);
    if (stopped > 0) __atomic_add_fetch(&pr_suspended_ns, pr_monotonic_ns() - stopped, __ATOMIC_SEQ_CST);
    pr_signal_groups(SIGCONT);
}

static inline void pr_install_one(int signo, void (*handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    /* SA_RESTART: a resize or a resume must not fail a read the prompt is waiting in. */
    action.sa_flags = SA_RESTART;
    sigaction(signo, &action, NULL);
}

/* Once, before the first group starts: the prompt adopts orphans, and hang-up, termination,
 * exit, an unhandled Ctrl-C, Ctrl-Z and resume take the groups along. A signal the user had ignored stays ignored. */
static inline void pr_install_group_ending(void) {
    static int installed = 0;
    if (installed) return;
    installed = 1;
#ifdef __linux__
    prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
#endif
    int ending[] = {SIGHUP, SIGTERM, SIGQUIT};
    for (int i = 0; i < 3; i++) {
        struct sigaction old;
        if (sigaction(ending[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN) continue;
        pr_install_one(ending[i], pr_ending_handler);
    }
    struct sigaction old;
    /* Ctrl-C in a script (nobody handles it, so it ends the program) ends the groups too; the
     * prompt handles it itself and stops the child it waits for. */
    if (sigaction(SIGINT, NULL, &old) == 0 && old.sa_handler == SIG_DFL) pr_install_one(SIGINT, pr_ending_handler);
    if (sigaction(SIGTSTP, NULL, &old) == 0 && old.sa_handler != SIG_IGN) pr_install_one(SIGTSTP, pr_stop_handler);
    pr_install_one(SIGCONT, pr_continue_handler);
    atexit(pr_end_all);
}

/* Limits a child just started (before it is sent anything, so before the user's code runs): its
 * data (heap and private memory, RLIMIT_DATA) and the size of any file it writes (RLIMIT_FSIZE; it
 * inherits SIGXFSZ ignored, so a write past it fails instead of killing it). 0 leaves a limit as
 * it is. Returns 0, or -1 with errno (prlimit is Linux's; elsewhere nothing is limited). */
static inline int pr_limit_child(pid_t pid, unsigned long long data_bytes, unsigned long long file_bytes) {
#ifdef __linux__
    struct rlimit limit;
    if (data_bytes) {
        limit.rlim_cur = limit.rlim_max = (rlim_t)data_bytes;
        /* The system call, not glibc's prlimit(), which needs _GNU_SOURCE before every header. */
        if (syscall(SYS_prlimit64, pid, RLIMIT_DATA, &limit, NULL) != 0) return -1;
    }
    if (file_bytes) {
        limit.rlim_cur = limit.rlim_max = (rlim_t)file_bytes;
        if (syscall(SYS_prlimit64, pid, RLIMIT_FSIZE, &limit, NULL) != 0) return -1;
    }
#else
    (void)pid;
    (void)data_bytes;
    (void)file_bytes;
#endif
    return 0;
}

static inline void pr_track_group(pid_t group) {
    pr_install_group_ending();
    for (int i = 0; i < PR_GROUP_SLOTS; i++) {
        if (pr_groups[i] == 0) {
            pr_groups[i] = group;
            return;
        }
    }
}

static inline void pr_untrack_group(pid_t group) {
    for (int i = 0; i < PR_GROUP_SLOTS; i++)
        if (pr_groups[i] == group) pr_groups[i] = 0;
}

/* The guardian's sweep (`proscenium __guard MARK`, started beside the first compile or stage):
 * when the prompt dies by any means, even `kill -9`, which no handler of its own sees, the
 * guardian kills every process whose environment carries the prompt's mark: the compiler and its
 * frontends, the stage, and whatever the user's code started, a `setsid` daemon included, which
 * would otherwise live on under pid 1. Several rounds, for processes forked meanwhile; returns how
 * many it killed. Not from a signal handler (it reads /proc with opendir). */
#include <dirent.h>
static inline int pr_sweep_marked(const char *mark, int rounds) {
    int killed = 0;
    pid_t self = getpid();
    for (int round = 0; round < rounds; round++) {
        DIR *proc = opendir("/proc");
        if (!proc) return killed;
        int found = 0;
        struct dirent *entry;
        while ((entry = readdir(proc)) != NULL) {
            pid_t pid = 0;
            const char *name = entry->d_name;
            if (name[0] < '1' || name[0] > '9') continue;
            for (; *name >= '0' && *name <= '9'; name++) pid = pid * 10 + (*name - '0');
            if (*name != 0 || pid == self) continue;
            if (pr_environ_has(pid, mark) && kill(pid, SIGKILL) == 0) found++;
        }
        closedir(proc);
        killed += found;
        if (found == 0) break;
        usleep(20000);
    }
    return killed;
}

#endif
