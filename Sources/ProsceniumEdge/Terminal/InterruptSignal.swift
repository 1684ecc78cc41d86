import CLibEdit

/// Ctrl-C as the program sees it: a SIGINT handler that only records that an
/// interrupt happened, so the prompt can discard the current line and a
/// running command can stop at its next check, instead of the process dying.
///
/// The handler is installed without SA_RESTART on purpose: a blocking
/// `read()` then fails with EINTR instead of silently resuming, which is how
/// Ctrl-C reaches code waiting for input. (Inside `el_gets`, libedit's own
/// EL_SIGNAL handler interrupts the read first, then re-raises the signal to
/// this one.)
///
/// The flag and the handler live in the C shim, so the handler is plain
/// async-signal-safe C and Swift 6 sees no shared mutable state.
package enum InterruptSignal {
    /// Installs the SIGINT handler. Calling it again just reinstalls the same
    /// handler, so it is idempotent.
    package static func install() {
        _ = pr_sigint_install()
    }

    /// Whether a SIGINT arrived since the previous call; clears the record.
    package static func takePending() -> Bool {
        pr_sigint_take() != 0
    }
}
