/// How the core reaches files, injected into a `Session` (and through it the `Tutor`): the
/// executable supplies one backed by the disk (`FileEdge.disk`, atomic writes through
/// ProsceniumFiles), tests an in-memory one (`FileAccess.memory`). The core never opens a file
/// itself, so `load`, `save`, `record`, `export`, `code --file` and `progress import|export` all
/// meet the same rules.
public struct FileAccess {
    /// The text of the file at `path`, or why it cannot be read (in words).
    public var read: (_ path: String) -> Result<String, FileFailure>
    /// Writes `text` to `path` as a whole; nil when written, else why not (in words).
    public var write: (_ text: String, _ path: String) -> String?
    /// Adds `text` to the end of an existing file (a recording's next line); nil when added.
    public var append: (_ text: String, _ path: String) -> String?

    /// Without an `append` of its own, appending reads the file and writes it whole.
    public init(read: @escaping (_ path: String) -> Result<String, FileFailure>,
                write: @escaping (_ text: String, _ path: String) -> String?,
                append: ((_ text: String, _ path: String) -> String?)? = nil) {
        self.read = read
        self.write = write
        self.append = append ?? { text, path in
            switch read(path) {
            case .success(let old): return write(old + text, path)
            case .failure(let f): return f.reason
            }
        }
    }

    /// A front end without files: every read and write is refused, in words.
    public static var none: FileAccess { FileAccess(read: { _ in .failure(FileFailure(reason: "this front end does not read files")) },
                                        write: { _, _ in "this front end does not write files" }) }

    /// Files kept in `store`, for tests and for front ends with no disk.
    public static func memory(_ store: MemoryFiles) -> FileAccess {
        FileAccess(read: { path in store.files[path].map { .success($0) } ?? .failure(FileFailure(reason: "no such file")) },
                   write: { text, path in
                       if let reason = store.refusal(path) { return reason }
                       store.files[path] = text
                       return nil
                   },
                   append: { text, path in
                       if let reason = store.refusal(path) { return reason }
                       guard let old = store.files[path] else { return "no such file" }
                       store.files[path] = old + text
                       store.appends += 1
                       return nil
                   })
    }
}

/// The files of `FileAccess.memory`: a dictionary from path to text, and optionally paths it refuses.
public final class MemoryFiles {
    public var files: [String: String]
    /// How many times a file was appended to rather than written whole (recordings append).
    public var appends = 0
    /// Why a write to a path is refused, or nil to accept it.
    public var refusal: (String) -> String?

    public init(_ files: [String: String] = [:], refusal: @escaping (String) -> String? = { _ in nil }) {
        self.files = files
        self.refusal = refusal
    }
}
