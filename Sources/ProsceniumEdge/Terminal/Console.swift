import CLibEdit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output and error, written through C stdio so that output and the line editor share
/// one buffer, and flushed when a person is waiting for it.
package enum Console {
    package static func write(_ s: String) {
        guard !s.isEmpty else { return }
        put(s, pr_stdout())
    }

    package static func error(_ s: String) {
        put(s, pr_stderr())
    }

    /// `fwrite`, not `fputs`: a NUL inside the text (typed into `set content`, say) must not cut
    /// the rest of the output off.
    private static func put(_ s: String, _ stream: UnsafeMutablePointer<FILE>?) {
        var s = s
        let written = s.withUTF8 { fwrite($0.baseAddress, 1, $0.count, stream) }
        if written < s.utf8.count, stream == pr_stdout(), failure == nil { failure = errno }
    }

    /// The first error writing standard output (errno), kept for the exit status.
    nonisolated(unsafe) private static var failure: Int32?

    package static func flush() {
        if fflush(pr_stdout()) != 0, failure == nil { failure = errno }
    }

    /// Flushes standard output and says whether everything written to it arrived: a transcript
    /// sent to a full disk (`> /dev/full`) or a closed pipe must not end in a successful exit.
    package static func outputFailure() -> String? {
        if fflush(pr_stdout()) != 0, failure == nil { failure = errno }
        guard let code = failure ?? (ferror(pr_stdout()) != 0 ? EIO : nil) else { return nil }
        return String(cString: strerror(code))
    }
}
