#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's line discipline (termios) around live playback: saved as found, switched so
/// that single key presses can be read without Enter or echo, and put back exactly as found.
///
/// ISIG stays on, so Ctrl-C still raises SIGINT (which the program's handler turns into a flag,
/// see `InterruptSignal`) instead of arriving as a byte; Ctrl-Z is disabled for the duration so a
/// stray suspend cannot leave the terminal in this mode: it reads as any other key.
struct TerminalMode {
    let fd: Int32
    private let saved: termios

    /// The current mode of `fd`, or nil when it is not a terminal.
    init?(fd: Int32) {
        var t = termios()
        guard isatty(fd) == 1, tcgetattr(fd, &t) == 0 else { return nil }
        self.fd = fd
        saved = t
    }

    /// No canonical lines, no echo, reads that return at once with whatever is there.
    func enterKeyMode() {
        var t = saved
        t.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &t.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
            cc[Int(VSUSP)] = 0 // _POSIX_VDISABLE on Linux and macOS
        }
        _ = tcsetattr(fd, TCSANOW, &t)
    }

    /// Puts back the mode found at `init`, whatever happened since.
    func restore() {
        var t = saved
        _ = tcsetattr(fd, TCSANOW, &t)
    }
}
