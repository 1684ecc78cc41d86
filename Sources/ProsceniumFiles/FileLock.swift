#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An advisory lock (`flock`) held while a state file is read, merged and replaced, so two
/// prompts sharing one state folder take turns instead of overwriting each other's work.
///
/// The lock is on a separate `NAME.lock` file: the state file itself is replaced by a rename at
/// every save, and a lock on the replaced inode would not exclude the next writer.
package enum FileLock {
    /// Runs `body` holding the lock for `path`. When no lock can be had (a read-only folder, a
    /// file system without locks) `body` still runs: the write that follows will say what is wrong.
    package static func withLock<T>(for path: String, directoryMode: mode_t = 0o700, _ body: () throws -> T) rethrows
        -> T
    {
        Files.makeDirectories(Files.directory(of: path), mode: directoryMode)
        let fd = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return try body() }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            if errno != EINTR { return try body() }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}
