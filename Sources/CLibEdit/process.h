/*
 * Starting a child process for `load FILE.swift` (the compiler, and the stage that runs the
 * user's code). Swift 6 refuses to read the mutable global `environ`, so the spawn that passes
 * it on lives here, header-only like the rest of the shim.
 */
#ifndef PROSCENIUM_PROCESS_H
#define PROSCENIUM_PROCESS_H

#include <errno.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/types.h>

extern char **environ;

/* Starts `argv[0]` (searched on PATH) with `in_fd`, `out_fd` and `err_fd` as its standard
 * input, output and error (-1 keeps the parent's), and `extra_env` (one "NAME=value", or NULL)
 * put before the parent's environment. Returns the pid, or -1 with errno set. The parent's own
 * pipe ends are opened close-on-exec, so the child holds only what it is given here. */
static inline pid_t pr_spawn(char *const argv[], const char *extra_env, int in_fd, int out_fd, int err_fd) {
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    if (in_fd >= 0) posix_spawn_file_actions_adddup2(&actions, in_fd, 0);
    if (out_fd >= 0) posix_spawn_file_actions_adddup2(&actions, out_fd, 1);
    if (err_fd >= 0) posix_spawn_file_actions_adddup2(&actions, err_fd, 2);
    size_t n = 0;
    while (environ[n]) n++;
    char **env = calloc(n + 2, sizeof(char *));
    if (!env) {
        posix_spawn_file_actions_destroy(&actions);
        errno = ENOMEM;
        return -1;
    }
    size_t k = 0;
    if (extra_env) env[k++] = (char *)extra_env;
    for (size_t i = 0; i < n; i++) env[k++] = environ[i];
    env[k] = NULL;
    pid_t pid = -1;
    int rc = posix_spawnp(&pid, argv[0], &actions, NULL, argv, env);
    free(env);
    posix_spawn_file_actions_destroy(&actions);
    if (rc != 0) {
        errno = rc;
        return -1;
    }
    return pid;
}

#endif
