#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way Proscenium reads and writes files: scenes, demos, lessons, progress, history,
/// saved sessions, recordings, exports and `code --file` all come through here.
///
/// - Reads take only regular files, and only up to a limit: a directory, a FIFO (which would block
///   the start), a device (which may never end) or an unreadable file is refused with a
///   `FileProblem` before anything is read, never taken as empty or read until memory runs out.
/// - Writes are atomic (a temporary file beside the target, flushed to disk, renamed over it) and
///   replace nothing but a regular file. A symbolic link to a regular file is followed and its
///   target replaced, so the link stays a link; a link to anything else (`/dev/null` is the usual
///   way to switch a state file off) is refused, so a device is never turned into a file.
package enum Files {
    /// Scenes, demos, lessons and saved sessions: far beyond any real one.
    package static let documentLimit = 16 << 20
    /// `progress.json` and the history file.
    package static let stateLimit = 4 << 20

    /// What is at `path`, not following a final symbolic link.
    package static func kind(at path: String) -> FileKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        return kind(of: info.st_mode)
    }

    /// What `path` finally names, following symbolic links (`missing` for a dangling one).
    package static func resolvedKind(at path: String) -> FileKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return kind(of: info.st_mode)
    }

    /// The kind a `stat` mode says (for callers that `lstat` themselves, to check owner and mode too).
    package static func kind(of mode: mode_t) -> FileKind {
        switch mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFIFO: return .fifo
        case S_IFCHR: return .characterDevice
        case S_IFBLK: return .blockDevice
        case S_IFSOCK: return .socket
        case S_IFLNK: return .symlink
        default: return .other
        }
    }

    /// Whether a regular file (or a link to one) is at `path`.
    package static func isFile(_ path: String) -> Bool { resolvedKind(at: path) == .regular }

    /// The problem reading `path` would meet before a byte is read, or nil when it is a readable
    /// regular file (or a link to one) within `limit`.
    package static func readProblem(_ path: String, limit: Int = documentLimit) -> FileProblem? {
        switch kind(at: path) {
        case .missing: return .notFound(path: path)
        case .symlink:
            let end = resolvedKind(at: path)
            guard end == .regular else { return .linkToNonFile(path: path, target: resolved(path) ?? path, kind: end) }
        case .regular: break
        case let other: return .notAFile(path: path, kind: other)
        }
        var info = stat()
        if stat(path, &info) == 0, Int(info.st_size) > limit { return .tooLarge(path: path, limit: limit) }
        if access(path, R_OK) != 0 { return .failed(path: path, verb: .read, reason: reason(errno)) }
        return nil
    }

    /// The bytes of a regular file, refused when it is anything else or larger than `limit`.
    package static func readBytes(_ path: String, limit: Int = documentLimit) throws(FileProblem) -> [UInt8] {
        if let problem = readProblem(path, limit: limit) { throw problem }
        // O_NONBLOCK: should the path have been swapped for a FIFO since the check, opening it
        // must not wait for a writer; fstat below refuses it.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw .failed(path: path, verb: .read, reason: reason(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .failed(path: path, verb: .read, reason: reason(errno)) }
        guard kind(of: info.st_mode) == .regular else { throw .notAFile(path: path, kind: kind(of: info.st_mode)) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(Int(info.st_size), limit) + 1)
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw .failed(path: path, verb: .read, reason: reason(errno))
            }
            if n == 0 { break }
            bytes.append(contentsOf: buffer[0..<n])
            // A file that grows while it is read is held to the same limit.
            if bytes.count > limit { throw .tooLarge(path: path, limit: limit) }
        }
        return bytes
    }

    /// The text of a regular file (invalid UTF-8 repaired), with the checks of `readBytes`.
    package static func read(_ path: String, limit: Int = documentLimit) throws(FileProblem) -> String {
        let bytes = try readBytes(path, limit: limit)
        // An editor's UTF-8 byte-order mark is no part of the text: a scene saved by Notepad
        // starts with `present`, not with U+FEFF before it (issue 38).
        if bytes.starts(with: byteOrderMark) { return String(decoding: bytes.dropFirst(3), as: UTF8.self) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// UTF-8's byte-order mark, U+FEFF.
    package static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Where a write to `path` lands: `path` itself, or the regular file a symbolic link leads to.
    /// Throws when that would replace anything but a regular file.
    package static func writeTarget(_ path: String) throws(FileProblem) -> String {
        switch kind(at: path) {
        case .missing, .regular: return path
        case .symlink:
            let end = resolvedKind(at: path)
            guard end == .regular, let target = resolved(path) else {
                throw .linkToNonFile(path: path, target: resolved(path) ?? linkText(path) ?? path, kind: end)
            }
            return target
        case let other: throw .notAFile(path: path, kind: other)
        }
    }

    /// Replaces the file at `path` (see `writeTarget`) with what `fill` writes to the open
    /// stream, atomically: readers see the old contents or the new, never a mixture, and a
    /// failure (a full disk, `fill` throwing) leaves the old file as it was.
    ///
    /// `mode` is for a new file; an existing one keeps its permissions. `directoryMode` is used
    /// for any folders made on the way (0700 for private state).
    package static func replace(
        _ path: String, mode: mode_t = 0o644, directoryMode: mode_t = 0o755,
        fill: (UnsafeMutablePointer<FILE>) -> Bool
    ) throws(FileProblem) {
        let target = try writeTarget(path)
        let folder = directory(of: target)
        let folderProblem = makeDirectories(folder, mode: directoryMode)
        var existing = stat()
        let keepMode = stat(target, &existing) == 0 ? existing.st_mode & 0o7777 : mode
        let temporary: (path: String, fd: Int32)
        do {
            temporary = try temporaryFile(beside: target, mode: keepMode)
        } catch {
            // The folder that could not be made is the reason, not the file missing from it.
            if let folderProblem { throw .failed(path: path, verb: .write, reason: folderProblem) }
            throw error
        }
        guard let stream = fdopen(temporary.fd, "wb") else {
            let why = reason(errno)
            close(temporary.fd)
            unlink(temporary.path)
            throw .failed(path: path, verb: .write, reason: why)
        }
        var ok = fill(stream)
        var why = ok ? "" : "the contents could not be written"
        if fflush(stream) != 0 || ferror(stream) != 0 {
            ok = false
            why = reason(errno)
        }
        if ok, fsync(fileno(stream)) != 0 {
            ok = false
            why = reason(errno)
        }
        if fclose(stream) != 0, ok {
            ok = false
            why = reason(errno)
        }
        guard ok else {
            unlink(temporary.path)
            throw .failed(path: path, verb: .write, reason: why)
        }
        guard systemRename(temporary.path, target) == 0 else {
            let why = reason(errno)
            unlink(temporary.path)
            throw .failed(path: path, verb: .write, reason: why)
        }
    }

    /// Writes `text` to `path` atomically (see `replace`).
    package static func write(
        _ text: String, to path: String, mode: mode_t = 0o644,
        directoryMode: mode_t = 0o755
    ) throws(FileProblem) {
        var text = text
        try replace(path, mode: mode, directoryMode: directoryMode) { stream in
            text.withUTF8 { $0.isEmpty || fwrite($0.baseAddress, 1, $0.count, stream) == $0.count }
        }
    }

    /// Adds `text` to the end of the regular file at `path` (see `writeTarget`) and flushes it to
    /// the disk. For a file that only grows (a recording): one short write per line instead of
    /// rewriting it all, so the cost per line does not grow with the file. Throws when the file is
    /// missing, so the caller can write it whole instead.
    package static func append(_ text: String, to path: String) throws(FileProblem) {
        let target = try writeTarget(path)
        let fd = open(target, O_WRONLY | O_APPEND | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { throw .failed(path: path, verb: .write, reason: reason(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, kind(of: info.st_mode) == .regular else {
            throw .notAFile(path: path, kind: kind(of: info.st_mode))
        }
        var text = text
        let written: Bool = text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = systemWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += n
            }
            return true
        }
        guard written, fsync(fd) == 0 else { throw .failed(path: path, verb: .write, reason: reason(errno)) }
    }

    /// Removes the `NAME.tmp.PID.N` files a write of `path` left when it was killed part way
    /// (`temporaryFile`): those of a process that no longer runs (a live one may be writing now).
    /// The state files call it as they are first read, so a `kill -9` mid-save leaves nothing for
    /// good; it never follows a link out of the folder (`linkLeavingFolder`).
    package static func removeStaleTemporaries(of path: String) {
        guard linkLeavingFolder(path) == nil else { return }
        let target = (try? writeTarget(path)) ?? path
        let folder = directory(of: target)
        let prefix = String(target.dropFirst(folder.count + 1)) + ".tmp."
        for name in names(in: folder) where name.hasPrefix(prefix) {
            let parts = name.dropFirst(prefix.count).split(separator: ".")
            guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, Int(parts[1]) != nil else { continue }
            if processHasEnded(pid) { unlink(folder + "/" + name) }
        }
    }

    /// Whether no process `pid` runs any more: what makes a file named after its writer's pid
    /// (`NAME.tmp.PID.N`, the load cache's `stderr-PID` and scratch folders) safe to remove.
    package static func processHasEnded(_ pid: pid_t) -> Bool { kill(pid, 0) != 0 && errno == ESRCH }

    /// A new file beside `target`, opened exclusively so two writers never share one.
    static func temporaryFile(beside target: String, mode: mode_t) throws(FileProblem) -> (path: String, fd: Int32) {
        for attempt in 0..<100 {
            let candidate = "\(target).tmp.\(getpid()).\(attempt)"
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            if fd >= 0 { return (candidate, fd) }
            if errno != EEXIST { throw .failed(path: target, verb: .write, reason: reason(errno)) }
        }
        throw .failed(path: target, verb: .write, reason: "no free temporary name beside it")
    }

    /// The folder part of a path (`.` when there is none).
    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `mkdir -p`, new folders made with `mode`: nil when the folder is there, else the system's
    /// reason for the first one that could not be made ("Read-only file system", "No space left
    /// on device"), so a write that fails next can say why rather than "No such file".
    @discardableResult
    package static func makeDirectories(_ path: String, mode: mode_t = 0o755) -> String? {
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            if mkdir(current, mode) != 0, errno != EEXIST {
                let why = reason(errno)
                return resolvedKind(at: path) == .directory ? nil : "cannot make the folder \(current): \(why)"
            }
        }
        return nil
    }

    /// The names in a folder (without `.` and `..`), sorted; empty when it cannot be read.
    package static func names(in dir: String) -> [String] {
        guard let d = opendir(dir) else { return [] }
        defer { closedir(d) }
        var names: [String] = []
        while let entry = readdir(d) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Where the link at `path` leads when that is outside the folder the link is in: a state file
    /// (progress, history) that is such a link is neither read, set aside nor replaced, so a
    /// planted link cannot make the prompt rename or write a file elsewhere (issue 38). Nil when
    /// `path` is no link, leads inside its folder, or leads to no file at all (a link to
    /// `/dev/null`, the usual way to switch a file off, is `linkToNonFile`'s case).
    package static func linkLeavingFolder(_ path: String) -> String? {
        guard kind(at: path) == .symlink else { return nil }
        let end = resolvedKind(at: path)
        guard end == .regular || end == .missing else { return nil }
        let folder = resolved(directory(of: path)) ?? directory(of: path)
        guard let target = resolved(path) ?? linkText(path).map({ $0.hasPrefix("/") ? $0 : folder + "/" + $0 }) else {
            return nil
        }
        let inside = Files.directory(of: target) == folder || target.hasPrefix(folder + "/")
        return inside ? nil : target
    }

    /// `realpath`, or nil when the path does not lead anywhere.
    package static func resolved(_ path: String) -> String? {
        guard let r = realpath(path, nil) else { return nil }
        defer { free(r) }
        return String(cString: r)
    }

    /// What a symbolic link says, for messages about a dangling one.
    static func linkText(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The system's words for an errno value.
    package static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}

extension Files {
    /// `rename(2)`; true when it worked.
    package static func rename(_ from: String, to: String) -> Bool {
        systemRename(from, to) == 0
    }
}

// At file scope these names mean the C functions, not the members of `Files`.
private func systemRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
