import CLibEdit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and error, written through C stdio so that output and the line editor share
/// one buffer, and flushed when a person is waiting for it.
enum Console {
    static func write(_ s: String) {
        guard !s.isEmpty else { return }
        put(s, pr_stdout())
    }

    static func error(_ s: String) {
        put(s, pr_stderr())
    }

    /// `fwrite`, not `fputs`: a NUL inside the text (typed into `set content`, say) must not cut
    /// the rest of the output off.
    private static func put(_ s: String, _ stream: UnsafeMutablePointer<FILE>?) {
        var s = s
        s.withUTF8 { _ = fwrite($0.baseAddress, 1, $0.count, stream) }
    }

    static func flush() { fflush(pr_stdout()) }
}

/// Reads a whole text file (invalid UTF-8 repaired), without Foundation.
enum TextFile {
    enum Failure: Error { case cannotOpen(String, String) }

    static func read(_ path: String) throws -> String {
        guard let f = fopen(path, "rb") else {
            throw Failure.cannotOpen(path, String(cString: strerror(errno)))
        }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            if n > 0 { bytes.append(contentsOf: buffer[0..<n]) }
            if n < buffer.count { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Lines without their terminators; a final newline does not make an extra empty line.
    static func lines(_ text: String) -> [String] {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
