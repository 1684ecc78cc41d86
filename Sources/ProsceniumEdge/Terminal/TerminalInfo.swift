import CLibEdit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the process knows about the terminal it talks to: whether the
/// standard streams are terminals and how big the window is (whether to print colour is
/// `ColorPolicy`'s decision).
package enum TerminalInfo {
    package static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    package static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// The window size, or nil when no standard stream is a terminal.
    /// stdout is asked first because that is where output is laid out; the
    /// others cover `proscenium | less`, where stdout is a pipe.
    package static func size() -> (columns: Int, rows: Int)? {
        for fd in [STDOUT_FILENO, STDERR_FILENO, STDIN_FILENO] where isatty(fd) == 1 {
            var columns: Int32 = 0
            var rows: Int32 = 0
            // A terminal that reports 0 columns (some serial consoles) is as
            // good as unknown.
            if pr_window_size(fd, &columns, &rows) == 0, columns > 0 {
                return (Int(columns), Int(rows))
            }
        }
        return nil
    }
}
