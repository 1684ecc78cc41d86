import CLibEdit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Key mode with a promise: whatever happens while `body` runs (it returns, Ctrl-C, Ctrl-Z and
/// `fg`, SIGTERM, SIGHUP, SIGQUIT, a resize), the terminal ends up in the modes it was found in,
/// with the cursor visible. Normal exits restore in Swift; signals restore in the C handlers of
/// terminal_guard.h, which know the outermost mode found even when guards nest (`play` inside a
/// demo).
package enum TerminalGuard {
    /// Runs `body` with the terminal on `fd` in key mode (and the cursor hidden if asked); nil,
    /// without running it, when `fd` is not a terminal.
    package static func inKeyMode<T>(fd: Int32 = STDIN_FILENO, hidingCursor: Bool = false, _ body: () -> T) -> T? {
        guard let mode = TerminalMode(fd: fd) else { return nil }
        let outermost = pr_guard_active() == 0
        let wasHidden = pr_guard_cursor_is_hidden() != 0
        if outermost { withUnsafePointer(to: mode.saved) { pr_guard_begin(fd, $0) } }
        var key = mode.keyMode
        _ = pr_guard_apply(&key, hidingCursor || wasHidden ? 1 : 0)
        if hidingCursor && !wasHidden { Console.write(FramePainter.hideCursor) }
        Console.flush()
        defer {
            if hidingCursor && !wasHidden { Console.write(FramePainter.showCursor) }
            Console.flush()
            var found = mode.saved
            _ = pr_guard_apply(&found, wasHidden ? 1 : 0)
            if outermost { pr_guard_end() }
        }
        return body()
    }

    /// Inside `inKeyMode`: runs `body` with the terminal back in the mode the outermost guard
    /// found and the cursor shown (for a line editor, which needs the ordinary mode to start
    /// from), then returns to the mode that was in effect.
    package static func outsideKeyMode<T>(fd: Int32 = STDIN_FILENO, _ body: () -> T) -> T {
        guard pr_guard_active() != 0, let current = TerminalMode(fd: fd) else { return body() }
        let wasHidden = pr_guard_cursor_is_hidden() != 0
        var original = termios()
        pr_guard_original_mode(&original)
        _ = pr_guard_apply(&original, 0)
        if wasHidden { Console.write(FramePainter.showCursor) }
        Console.flush()
        defer {
            var back = current.saved
            _ = pr_guard_apply(&back, wasHidden ? 1 : 0)
            if wasHidden { Console.write(FramePainter.hideCursor) }
            Console.flush()
        }
        return body()
    }

    /// Whether the process was suspended and resumed (`fg`) since the previous call: what was on
    /// the screen may have been scrolled or overwritten by the shell, so redraw.
    package static func takeResumed() -> Bool { pr_guard_take_resumed() != 0 }
}
