import ProsceniumFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The learner's `progress.json`: read at start, saved after every change, shared safely by every
/// prompt using the same state folder.
///
/// - A save takes the folder's lock, reads the file again and merges this session's changes into
///   what is there (`Progress.merged`), so two prompts each keep their own lessons' steps.
/// - A file that fails any check (not JSON, a wrong version, a step of 1e300) is set aside as
///   `progress.json.corrupt-N` with a warning in words, and the learner starts afresh; nothing
///   is ever deleted.
/// - A path that is not a regular file is never read nor replaced: a link to `/dev/null` means
///   "keep no progress", a FIFO or a device is left alone. Either is said once.
package final class ProgressStore {
    /// Nil: progress is kept in memory only (no home folder, or a script).
    package let path: String?
    /// Where warnings go (the edge prints them on standard error).
    let warn: (String) -> Void
    /// What this session last read from the file or wrote to it: the base of the next merge.
    package private(set) var base = Progress()
    /// False once the file has shown it must not be written (see the type's notes).
    package private(set) var writable: Bool
    private var saidWhyNotSaved = false
    /// Saves are failing for a reason that may pass (see `notSaved`).
    private var failing = false

    package init(path: String?, warn: @escaping (String) -> Void) {
        self.path = path
        self.warn = warn
        writable = path != nil
    }

    /// The saved progress, or a fresh one (after a warning) when the file cannot be used.
    package func load() -> Progress {
        guard let path else { return Progress() }
        guard refusesLinkOut(path) == false else { return Progress() }
        let loaded = FileLock.withLock(for: path, directoryMode: StatePaths.directoryMode) {
            Files.removeStaleTemporaries(of: path)
            return readForMerge(path)
        }
        base = loaded ?? Progress()
        return base
    }

    /// Saves `mine`, merged with whatever another prompt saved meanwhile; returns the merged
    /// progress, which the caller should adopt so that `lesson list` shows both.
    @discardableResult
    package func save(_ mine: Progress) -> Progress {
        guard let path, writable, refusesLinkOut(path) == false else { return mine }
        return FileLock.withLock(for: path, directoryMode: StatePaths.directoryMode) {
            guard let disk = readForMerge(path) else { return mine }
            let merged = Progress.merged(disk: disk, base: base, mine: mine)
            do throws(FileProblem) {
                try Files.write(
                    merged.json.serialized + "\n", to: path, mode: 0o600, directoryMode: StatePaths.directoryMode)
                base = merged
                saved()
                return merged
            } catch {
                notSaved(because: error)
                return mine
            }
        }
    }

    /// The file's progress (empty when there is none yet); nil when it must not be written.
    private func readForMerge(_ path: String) -> Progress? {
        let text: String
        do {
            text = try Files.read(path, limit: Files.stateLimit)
        } catch .notFound {
            return Progress()
        } catch .tooLarge(_, let limit) {
            return setAside(path, because: "it is larger than \(limit >> 20) MiB")
        } catch {
            notSaved(because: error)
            return nil
        }
        do {
            return try Progress.read(text)
        } catch {
            return setAside(path, because: error.description)
        }
    }

    /// Whether `path` is a link out of the state folder, which is left alone (said once).
    private func refusesLinkOut(_ path: String) -> Bool {
        guard let target = Files.linkLeavingFolder(path) else { return false }
        if !saidWhyNotSaved {
            warn(
                "warning: \(FileProblem.shownPath(path)) is a link to \(FileProblem.shownPath(target)), outside the state folder; it is left alone and progress is not saved this run"
            )
        }
        writable = false
        saidWhyNotSaved = true
        return true
    }

    /// Renames a damaged file to the first free `.corrupt-N` and starts afresh.
    private func setAside(_ path: String, because why: String) -> Progress? {
        let target = (try? Files.writeTarget(path)) ?? path
        var n = 1
        while Files.kind(at: target + ".corrupt-\(n)") != .missing { n += 1 }
        let aside = target + ".corrupt-\(n)"
        if Files.rename(target, to: aside) {
            warn(
                "warning: \(FileProblem.shownPath(path)) could not be read (\(why)); kept it as \(FileProblem.shownPath(aside)) and started afresh"
            )
            return Progress()
        }
        warn(
            "warning: \(FileProblem.shownPath(path)) could not be read (\(why)) nor set aside; progress will not be saved this run"
        )
        writable = false
        saidWhyNotSaved = true
        return nil
    }

    /// A link to a non-file or something other than a file in its place is the learner's choice
    /// (or needs their hand): no more saves. Anything else (a full disk, a read-only folder) may
    /// pass, so the next change tries again, and says so when it works.
    private func notSaved(because problem: FileProblem) {
        switch problem {
        case .linkToNonFile, .notAFile: writable = false
        default: failing = true
        }
        guard !saidWhyNotSaved else { return }
        saidWhyNotSaved = true
        switch problem {
        case .linkToNonFile:
            warn("note: \(problem); progress is not saved")
        case .notAFile:
            warn("warning: \(problem); progress will not be saved this run")
        default:
            warn("warning: \(problem); progress is not saved until that is fixed (each change tries again)")
        }
    }

    /// After a save that worked: if saves had been failing, says they work again.
    private func saved() {
        guard failing else { return }
        failing = false
        saidWhyNotSaved = false
        warn("note: progress is saved again")
    }
}
