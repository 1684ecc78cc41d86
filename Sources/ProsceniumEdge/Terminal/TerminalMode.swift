#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal's line discipline (termios) around live playback and demos: the mode as found,
/// and the key mode that reads single key presses without Enter or echo. `TerminalGuard` switches
/// between them and puts the found mode back whatever happens.
///
/// ISIG stays on, so Ctrl-C still raises SIGINT (which the program's handler turns into a flag,
/// see `InterruptSignal`) and Ctrl-Z still suspends (the guard's SIGTSTP handler restores the
/// terminal first and key mode after `fg`). IEXTEN is off so that Ctrl-O and Ctrl-V arrive as keys
/// (macOS would otherwise take Ctrl-O to discard output), and IXON is off so that a stray Ctrl-S
/// cannot freeze the screen in front of an audience.
package struct TerminalMode {
    package let fd: Int32
    /// The mode found at `init`.
    package let saved: termios

    /// The current mode of `fd`, or nil when it is not a terminal.
    package init?(fd: Int32) {
        var t = termios()
        guard isatty(fd) == 1, tcgetattr(fd, &t) == 0 else { return nil }
        self.fd = fd
        saved = t
    }

    /// No canonical lines, no echo, reads that return at once with whatever is there.
    package var keyMode: termios {
        var t = saved
        t.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
        t.c_iflag &= ~tcflag_t(IXON)
        withUnsafeMutableBytes(of: &t.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        return t
    }
}
