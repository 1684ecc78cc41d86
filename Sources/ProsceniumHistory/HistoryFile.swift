import CLibEdit
import ProsceniumFiles

/// The prompt's history file, in libedit's own format, shared safely by every prompt using the
/// same state folder (libedit's `History` is the in-memory list; this is its life on disk).
///
/// - Loading takes only a regular file within `Files.stateLimit`. Anything else is said once and
///   the file is then never written: a link to `/dev/null` is the usual way to switch history off,
///   and a file libedit cannot read must not be overwritten with this session's few lines.
/// - A save takes the folder's lock, reads the file as it is now, adds this session's new lines
///   and replaces the file atomically, so two prompts both keep their lines (as a shell's
///   `histappend` does) and a crash never leaves half a file.
/// - It keeps the newest `capacity` lines, and says so once, when the file first reaches that.
/// - It stays well within `Files.stateLimit` (issue 38): a line over `lineLimit` bytes (a pasted
///   file) is kept for this session's Up arrow but never saved, and a save drops the oldest lines
///   beyond `byteBudget`. A file already too large (from an older version) is read up to
///   `oversizeLimit` and trimmed by the next save, so history is never switched off for good.
package final class HistoryFile {
    package let path: String?
    package static let capacity: Int32 = 1000
    /// The longest line a save writes.
    package static let lineLimit = 64 << 10
    /// The most a save writes, in bytes of lines: half the state limit.
    package static let byteBudget = Files.stateLimit / 2
    /// The largest existing file that is still read (and then trimmed).
    package static let oversizeLimit = 64 << 20
    /// False once the file has shown it must not be written.
    package private(set) var writable: Bool
    /// Lines entered since the last save: what the next save adds to the file as it is by then.
    private var unsaved: [String] = []
    /// How many entries the file held at start (for the one note about dropping old lines).
    private var loadedEntries = 0
    private var saidSaveFailure = false
    private var notedCapacity = false
    private var notedLongLine = false
    private let warn: (String) -> Void

    package init(path: String?, warn: @escaping (String) -> Void) {
        self.path = path
        self.warn = warn
        writable = path != nil
    }

    /// A libedit history list set up as the prompt keeps it: `capacity` entries, no line twice in a row.
    package static func makeList() -> OpaquePointer? {
        guard let list = history_init() else { return nil }
        _ = pr_history_setsize(list, capacity)
        _ = pr_history_setunique(list, 1)
        return list
    }

    /// Fills `list` from the file, when there is one to read.
    package func load(into list: OpaquePointer) {
        guard let path else { return }
        if let target = Files.linkLeavingFolder(path) {
            warn(
                "warning: \(FileProblem.shownPath(path)) is a link to \(FileProblem.shownPath(target)), outside the state folder; it is left alone and history is not saved"
            )
            writable = false
            return
        }
        FileLock.withLock(for: path, directoryMode: StatePaths.directoryMode) { Files.removeStaleTemporaries(of: path) }
        if let problem = Files.readProblem(path, limit: Self.oversizeLimit) {
            switch problem {
            case .notFound: return
            case .linkToNonFile: warn("note: \(problem); history is not saved")
            default: warn("warning: \(problem); history is not read, and lines typed now are not saved to it")
            }
            writable = false
            return
        }
        guard pr_history_load(list, path) >= 0 else {
            // libedit also fails on an empty file; only a file with something in it is foreign.
            if !Self.holdsNothing(path) {
                warn(
                    "warning: \(FileProblem.shownPath(path)) is not a history file libedit can read; it is left as it is, and lines typed now are not saved to it"
                )
                writable = false
            }
            return
        }
        loadedEntries = Int(pr_history_size(list))
    }

    /// Records a line the user entered (already in the in-memory list) and saves.
    package func append(_ line: String) {
        unsaved.append(line)
        save()
    }

    /// Adds the unsaved lines to the file as it is now. Safe to call when there is nothing new.
    package func save() {
        guard writable, !unsaved.isEmpty, let path, Files.linkLeavingFolder(path) == nil else { return }
        let saved: Bool = FileLock.withLock(for: path, directoryMode: StatePaths.directoryMode) {
            guard let merged = Self.makeList() else { return false }
            defer { history_end(merged) }
            switch Files.readProblem(path, limit: Self.oversizeLimit) {
            case nil:
                // Changed under us into something libedit cannot read: leave it alone.
                guard pr_history_load(merged, path) >= 0 || Self.holdsNothing(path) else { return false }
            case .notFound?: break
            case let problem?:
                warn("warning: \(problem); history is not saved")
                writable = false
                return false
            }
            let before = Int(pr_history_size(merged))
            for line in unsaved where line.utf8.count <= Self.lineLimit { _ = pr_history_enter(merged, line) }
            if unsaved.contains(where: { $0.utf8.count > Self.lineLimit }), !notedLongLine {
                notedLongLine = true
                warn(
                    "note: a line over \(Self.lineLimit >> 10) KiB is kept for this session only, not saved to history")
            }
            guard let kept = Self.trimmed(merged) else { return false }
            defer { if kept != merged { history_end(kept) } }
            let cap = Int(Self.capacity)
            if before + unsaved.count > cap, loadedEntries < cap, !notedCapacity {
                notedCapacity = true
                warn("note: history keeps the newest \(cap) lines; from now on the oldest are dropped as new ones come")
            }
            do {
                try Files.replace(path, mode: 0o600, directoryMode: StatePaths.directoryMode) { stream in
                    pr_history_save_fp(kept, stream) >= 0
                }
                return true
            } catch {
                if !saidSaveFailure { warn("warning: \(error); history is not saved") }
                saidSaveFailure = true
                return false
            }
        }
        if saved { unsaved.removeAll() }
    }
}

extension HistoryFile {
    /// `list` itself when it is within the limits, else a new list of its newest lines that are:
    /// none over `lineLimit`, `byteBudget` in all. Nil when a list cannot be made.
    static func trimmed(_ list: OpaquePointer) -> OpaquePointer? {
        var newestFirst: [String] = []
        var total = 0
        var dropped = false
        var entry = pr_history_newest(list)
        while let line = entry {
            let text = String(cString: line)
            let size = text.utf8.count + 1
            if size > lineLimit + 1 || total + size > byteBudget {
                dropped = true
            } else {
                total += size
                newestFirst.append(text)
            }
            entry = pr_history_older(list)
        }
        guard dropped else { return list }
        guard let kept = makeList() else { return nil }
        for line in newestFirst.reversed() { _ = pr_history_enter(kept, line) }
        return kept
    }

    /// An empty file, which libedit refuses to load though it is no foreign file.
    static func holdsNothing(_ path: String) -> Bool {
        (try? Files.readBytes(path, limit: Files.stateLimit))?.isEmpty ?? false
    }
}
