#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that a reader sees either the old contents or the new, never half of either:
/// write a temporary file beside the target, flush it to disk, then rename it over the target.
enum AtomicFile {
    enum Failure: Error, CustomStringConvertible {
        case cannotWrite(String, String)
        var description: String {
            switch self { case let .cannotWrite(path, why): return "cannot write \(path): \(why)" }
        }
    }

    static func write(_ text: String, to path: String) throws {
        makeDirectories(directory(of: path))
        let temp = path + ".tmp.\(getpid())"
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw Failure.cannotWrite(path, String(cString: strerror(errno))) }
        var ok = true
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
            if n <= 0 {
                if errno == EINTR { continue }
                ok = false
                break
            }
            written += n
        }
        if fsync(fd) != 0 { ok = false }
        close(fd)
        guard ok, systemRename(temp, path) == 0 else {
            let why = String(cString: strerror(errno))
            unlink(temp)
            throw Failure.cannotWrite(path, why)
        }
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `mkdir -p`.
    static func makeDirectories(_ path: String) {
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            mkdir(current, 0o755)
        }
    }

    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }
}

// At file scope these names mean the C functions, not `AtomicFile.write`.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(fd, buffer, count) }
private func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
