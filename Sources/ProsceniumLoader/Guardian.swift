import CLibEdit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What ends the prompt's children when the prompt itself dies by a signal it cannot catch
/// (issue 38: `kill -9` during a compile or a `present` left swiftc, the stage and a `setsid`
/// daemon of the user's code running under pid 1). The prompt starts it beside its first compile
/// or stage: the same binary, `proscenium __guard MARK`, reading a pipe only the prompt holds.
/// When the pipe ends (the prompt exited, crashed or was killed) it kills every process that
/// carries the prompt's mark (`PROSCENIUM_SWEPT_BY=<pid>`, which everything the compiler and the
/// stage start inherits), then ends. It is outside the terminal's signals and leaves alone what
/// has no mark (a pager's or an editor's daemon).
package enum Guardian {
    /// The hidden first argument that makes the binary a guardian.
    package static let argument = "__guard"

    /// The prompt's end of the pipe; -1 until the guardian is started.
    nonisolated(unsafe) private static var pipeEnd: Int32 = -1

    /// Starts the guardian, once per prompt; a failure leaves the prompt as it was before.
    package static func ensure() {
        guard pipeEnd < 0 else { return }
        var fds: [Int32] = [0, 0]
        // Close-on-exec both ends from the start: no child but the guardian (given the read end)
        // holds the pipe, so it ends exactly when the prompt does.
        guard pr_pipe_cloexec(&fds) == 0 else { return }
        let mark = String(cString: pr_mark())
        // Standard output and error to /dev/null: a guardian holding the prompt's output pipe
        // would keep `$(proscenium run …)` waiting for it. Not a group of the prompt's own (no
        // mark, so no sweep ends it); it leaves the terminal's group itself (`run`).
        let null = open("/dev/null", O_RDWR | O_CLOEXEC)
        let pid = ChildProcess.spawn(
            ["/proc/self/exe", argument, mark], environment: nil, input: fds[0], output: null, error: null,
            replies: -1, newGroup: false)
        if null >= 0 { close(null) }
        close(fds[0])
        guard pid > 0 else {
            close(fds[1])
            return
        }
        pipeEnd = fds[1]
    }

    /// The guardian's whole life: wait for the prompt's end, sweep, exit.
    package static func run(mark: String) -> Never {
        // Its own process group, deaf to the terminal: a hang-up or Ctrl-C that ends the prompt
        // must not end the guardian before it sweeps.
        setpgid(0, 0)
        for signo in [SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE] { signal(signo, SIG_IGN) }
        var byte: UInt8 = 0
        while true {
            let n = read(0, &byte, 1)
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
        }
        _ = pr_sweep_marked(mark, 8)
        exit(0)
    }
}
