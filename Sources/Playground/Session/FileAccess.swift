/// How the core reaches files, injected into a `Session` (and through it the `Tutor`): the
/// executable and the stage supply one backed by the disk (`FileAccess.disk` in ProsceniumDisk, atomic writes through
/// ProsceniumFiles), tests an in-memory one (`MemoryFiles` in PlaygroundTestSupport). The core never opens a file
/// itself, so `load`, `save`, `record`, `export`, `code --file` and `progress import|export` all
/// meet the same rules.
package struct FileAccess {
    /// The text of the file at `path`, or why it cannot be read (in words).
    package var read: (_ path: String) -> Result<String, FileFailure>
    /// Writes `text` to `path` as a whole; nil when written, else why not (in words).
    package var write: (_ text: String, _ path: String) -> String?
    /// Adds `text` to the end of an existing file (a recording's next line); nil when added.
    package var append: (_ text: String, _ path: String) -> String?
    /// Makes the folder at `path` and any missing above it, private to the user (an exercise's
    /// working folder); nil when it exists afterwards, else why not. A front end without folders
    /// (memory in tests) has nothing to make.
    package var makeFolder: (_ path: String) -> String? = { _ in nil }

    /// Without an `append` of its own, appending reads the file and writes it whole.
    package init(
        read: @escaping (_ path: String) -> Result<String, FileFailure>,
        write: @escaping (_ text: String, _ path: String) -> String?,
        append: ((_ text: String, _ path: String) -> String?)? = nil
    ) {
        self.read = read
        self.write = write
        self.append =
            append ?? { text, path in
                switch read(path) {
                case .success(let old): return write(old + text, path)
                case .failure(let f): return f.reason
                }
            }
    }

    /// A front end without files: every read and write is refused, in words.
    package static var none: FileAccess {
        FileAccess(
            read: { _ in .failure(FileFailure(reason: "this front end does not read files")) },
            write: { _, _ in "this front end does not write files" })
    }
}
