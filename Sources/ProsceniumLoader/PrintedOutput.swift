#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the user's code prints during one command, shown up to a screenful: a controller that
/// prints 50 MB must not pour it onto the terminal (issue 37). Past the screenful, the rest goes
/// to a file (`keptPath`, emptied at each command's first overflow, at most `keptLimit` bytes of
/// it), and `finish` says how much more there was and where it is.
struct PrintedOutput {
    /// At most this many lines, and this many bytes, are shown a command.
    let lineLimit: Int
    let byteLimit: Int
    let keptPath: String
    private(set) var shownLines = 0
    private(set) var shownBytes = 0
    /// Bytes past the screenful, and how many of them the file holds.
    private(set) var moreBytes = 0
    private(set) var keptBytes = 0
    private var kept: Int32 = -1
    /// Whether the file was opened (or tried): once a command, not once a chunk of a flood.
    private var opened = false

    /// The most of the rest kept in the file: enough to read what went wrong, not enough to fill a disk.
    static let keptLimit = 8 << 20

    /// A screenful of a window `rows` tall and `columns` wide, less the rows the prompt and the
    /// closing line take.
    init(rows: Int, columns: Int, keptPath: String) {
        lineLimit = max(4, rows - 3)
        byteLimit = lineLimit * max(20, columns)
        self.keptPath = keptPath
    }

    /// Whether `text` (one line, or the part of a long one) is shown; when not, it is kept.
    mutating func admit(_ text: String) -> Bool {
        let size = text.utf8.count + 1
        if moreBytes == 0, shownLines < lineLimit, shownBytes + size <= byteLimit {
            shownLines += 1
            shownBytes += size
            return true
        }
        keep(text + "\n")
        return false
    }

    private mutating func keep(_ text: String) {
        moreBytes += text.utf8.count
        if !opened {
            opened = true
            // Owner-only, never through a link: the folder is the load cache's, the user's own.
            kept = open(keptPath, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
        }
        guard kept >= 0, keptBytes < Self.keptLimit else { return }
        var bytes = Array(text.utf8.prefix(Self.keptLimit - keptBytes))
        let n = bytes.withUnsafeMutableBytes { write(kept, $0.baseAddress, $0.count) }
        if n > 0 { keptBytes += n }
    }

    /// The line that closes a command whose output passed the screenful; nil when it did not.
    mutating func finish() -> String? {
        if kept >= 0 {
            close(kept)
            kept = -1
        }
        guard moreBytes > 0 else { return nil }
        let more = StagedCode.sizeInWords(moreBytes)
        let place =
            keptBytes == 0
            ? "not kept (\(keptPath) could not be written)"
            : keptBytes == moreBytes
                ? "kept in \(keptPath)" : "the first \(StagedCode.sizeInWords(keptBytes)) kept in \(keptPath)"
        return "… \(more) more from your code's standard output, not shown; \(place)\n"
    }
}
