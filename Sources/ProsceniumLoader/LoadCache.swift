import ProsceniumFiles
import ProsceniumFrontEnd

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `load`'s cache of compiled stages, kept as a careful service: every entry is a folder named by
/// a key over everything that decides the executable (the user among it), owned by the user,
/// mode 0700, holding `stage`, its SHA-256 in `stage.sha256` and the `summary` line. An entry is
/// used only when all of that checks out; one of the user's own that does not is rebuilt, and
/// anything another user owns is refused, never run. A session holds a shared lock on its entry's
/// `lease` for as long as its stage runs, so pruning by another process passes it by.
package struct LoadCache {
    package let root: String

    /// How many compiled stages stay (`PROSCENIUM_LOAD_CACHE_KEEP`, 1 to 1000; 12 by default);
    /// older ones go unless a session leases them.
    package static var keep: Int {
        if let text = StatePaths.processEnvironment("PROSCENIUM_LOAD_CACHE_KEEP"), let n = Int(text),
            (1...1000).contains(n)
        {
            return n
        }
        return 12
    }
    /// A scratch folder whose compiler is gone, or older than this, is debris.
    package static let scratchLifetime = 24 * 3600

    /// `load-cache/` in the state folder, or a per-user folder under /tmp without one; made if
    /// missing, and refused unless it is the user's own folder that no one else can write.
    package static func located() -> Result<LoadCache, LoadProblem> {
        let root: String
        if let dir = StatePaths().directory {
            root = dir + "/load-cache"
        } else {
            root = "/tmp/proscenium-load-cache-\(getuid())"
        }
        Files.makeDirectories(root, mode: 0o700)
        var info = stat()
        guard lstat(root, &info) == 0 else {
            // A user with no home of their own (`nobody`, HOME=/nonexistent) is told the way out.
            return .failure(
                LoadProblem(
                    "cannot make the load cache \(root): \(Files.reason(errno)); set XDG_STATE_HOME to a folder you can write (XDG_STATE_HOME=/tmp/state, say)"
                ))
        }
        guard Files.kind(of: info.st_mode) == .directory else {
            return .failure(
                LoadProblem("the load cache \(root) is not a folder (a link or a file is there); nothing was run"))
        }
        guard info.st_uid == getuid() else {
            return .failure(
                LoadProblem(
                    "the load cache \(root) belongs to another user (uid \(info.st_uid)), so nothing in it is run; set XDG_STATE_HOME or HOME to a folder of yours"
                ))
        }
        if info.st_mode & 0o077 != 0 { chmod(root, 0o700) }
        return .success(LoadCache(root: root))
    }

    package func folder(_ key: String) -> String { root + "/" + key }

    /// What a verified entry holds, or why it cannot be used.
    package enum Lookup {
        case ready(summary: String)
        case absent
        /// The user's own entry, broken: removed, to be rebuilt.
        case broken
        /// Someone else's: refused.
        case foreign(String)
    }

    /// Checks the entry for `key`: owner, modes, the stage's hash and the summary.
    package func lookup(_ key: String) -> Lookup {
        let folder = folder(key)
        var info = stat()
        guard lstat(folder, &info) == 0 else { return .absent }
        let me = getuid()
        guard info.st_uid == me else {
            return .foreign("the cached stage \(folder) belongs to another user (uid \(info.st_uid)); it was not run")
        }
        let stage = folder + "/stage"
        var s = stat()
        let stageFound = lstat(stage, &s) == 0
        if stageFound, s.st_uid != me {
            return .foreign("the cached stage \(stage) belongs to another user (uid \(s.st_uid)); it was not run")
        }
        let sound =
            Files.kind(of: info.st_mode) == .directory && info.st_mode & 0o077 == 0
            && stageFound && Files.kind(of: s.st_mode) == .regular && s.st_mode & 0o022 == 0
        if sound, let recorded = try? Files.read(folder + "/stage.sha256"),
            let bytes = try? Files.readBytes(stage, limit: 256 << 20),
            recorded.trimmingNewline == SHA256.hex(bytes),
            let summary = try? Files.read(folder + "/summary")
        {
            return .ready(summary: summary.trimmingNewline)
        }
        Files.removeTree(folder)
        return .broken
    }

    /// Seals a compiled scratch folder: the stage's hash and the summary written beside it.
    package func seal(scratch: String, summary: String) -> LoadProblem? {
        guard let bytes = try? Files.readBytes(scratch + "/stage", limit: 256 << 20) else {
            return LoadProblem("the compiler left no stage in \(scratch)")
        }
        do {
            try Files.write(SHA256.hex(bytes) + "\n", to: scratch + "/stage.sha256")
            try Files.write(summary + "\n", to: scratch + "/summary")
        } catch {
            return LoadProblem("cannot write into the load cache \(scratch): \(error.reason)")
        }
        chmod(scratch + "/stage", 0o700)
        return nil
    }

    /// Removes the `stderr-PID` and `stdout-PID` files of sessions that no longer run (a prompt
    /// killed with `kill -9` never removed its own): the user's code's output is kept only while
    /// its session runs.
    package static func removeStaleErrorFiles(in folder: String) {
        for name in Files.names(in: folder) {
            guard let prefix = ["stderr-", "stdout-"].first(where: name.hasPrefix),
                let pid = pid_t(name.dropFirst(prefix.count)), pid > 0
            else { continue }
            if pid != getpid(), Files.processHasEnded(pid) { unlink(folder + "/" + name) }
        }
    }

    /// Removes the oldest entries beyond `keep`, except `fresh` and any a live session holds,
    /// and scratch folders whose compile is over (its process gone, or a day old).
    package func prune(keeping fresh: String) {
        var entries: [(name: String, time: Int)] = []
        let now = Int(time(nil))
        for name in Files.names(in: root) {
            let path = root + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, info.st_uid == getuid() else { continue }
            if let marker = name.firstRange(of: ".tmp-") {
                let pid = pid_t(name[marker.upperBound...]) ?? 0
                let gone = pid <= 0 || pid == getpid() || Files.processHasEnded(pid)
                if gone || now - Int(info.st_mtim.tv_sec) > Self.scratchLifetime { Files.removeTree(path) }
                continue
            }
            guard !name.contains(".") else { continue }
            Self.removeStaleErrorFiles(in: path)
            entries.append((name, Int(info.st_mtim.tv_sec)))
        }
        let keep = Self.keep
        guard entries.count > keep else { return }
        for e in entries.sorted(by: { $0.time > $1.time }).dropFirst(keep) where e.name != fresh {
            let folder = folder(e.name)
            // Only an entry no session leases goes; the lock is held while it is removed.
            let fd = open(folder + "/lease", O_RDONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { continue }
            Files.removeTree(folder)
        }
    }
}

/// A shared lock on a cache entry's `lease`, held while a session runs its stage (released when
/// the session lets go of the stage, or the process ends).
package final class CacheLease: Sendable {
    private let fd: Int32

    package init?(folder: String) {
        let fd = open(folder + "/lease", O_RDONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return nil }
        guard flock(fd, LOCK_SH) == 0 else {
            close(fd)
            return nil
        }
        self.fd = fd
    }

    deinit { close(fd) }
}

extension String {
    /// The text without one trailing newline.
    package var trimmingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
