/// A use of the Objective-C runtime the rewrite cannot stand in for (`responds(to:)`),
/// at the user's line and column, with what to do instead.
public struct Refusal: Equatable, Sendable {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}

/// One replacement in the source's UTF-8 bytes.
public struct SourceEdit: Sendable {
    public var start: Int
    public var end: Int
    public var replacement: String

    public init(start: Int, end: Int, replacement: String) {
        self.start = start
        self.end = end
        self.replacement = replacement
    }
}

/// The rewritten text and, for each line a rewrite made wider or narrower, where its columns moved.
public struct RewrittenSource: Equatable, Sendable {
    public let text: String
    /// What the rewrite cannot turn into Linux Swift, each at the user's line and column.
    public var refusals: [Refusal] = []
    /// Per 1-based line: the replaced spans, in rewritten columns (1-based, UTF-8), with their
    /// original columns: `(newStart, newEnd, oldStart, oldEnd)`, ends exclusive.
    public let spans: [Int: [ColumnSpan]]

    /// One replaced span of a line: where it is in the rewritten text and where it was.
    public struct ColumnSpan: Equatable, Sendable {
        public var newStart: Int
        public var newEnd: Int
        public var oldStart: Int
        public var oldEnd: Int

        public init(newStart: Int, newEnd: Int, oldStart: Int, oldEnd: Int) {
            self.newStart = newStart
            self.newEnd = newEnd
            self.oldStart = oldStart
            self.oldEnd = oldEnd
        }
    }

    /// A rewrite already made (read back from the rewriter's reply).
    public init(text: String, spans: [Int: [ColumnSpan]], refusals: [Refusal]) {
        self.text = text
        self.spans = spans
        self.refusals = refusals
    }

    /// Applies `edits` to `original`, recording where each line's columns moved.
    public init(original: String, edits: [SourceEdit]) {
        let bytes = Array(original.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var spans: [Int: [ColumnSpan]] = [:]
        var position = 0
        var line = 1
        var oldColumn = 1
        var newColumn = 1
        func copy(upTo end: Int) {
            while position < end {
                let b = bytes[position]
                out.append(b)
                position += 1
                if b == UInt8(ascii: "\n") {
                    line += 1
                    oldColumn = 1
                    newColumn = 1
                } else {
                    oldColumn += 1
                    newColumn += 1
                }
            }
        }
        for edit in edits.sorted(by: { $0.start < $1.start }) where edit.start >= position {
            copy(upTo: edit.start)
            let replaced = Array(edit.replacement.utf8)
            let oldWidth = edit.end - edit.start
            if replaced.count != oldWidth {
                spans[line, default: []].append(
                    ColumnSpan(
                        newStart: newColumn, newEnd: newColumn + replaced.count, oldStart: oldColumn,
                        oldEnd: oldColumn + oldWidth))
            }
            out.append(contentsOf: replaced)
            // A replacement spanning lines ends with as many line breaks as the text it replaced.
            let breaks = bytes[edit.start..<edit.end].filter { $0 == UInt8(ascii: "\n") }.count
            if breaks > 0 {
                line += breaks
                let afterBreak = (bytes[edit.start..<edit.end].lastIndex(of: UInt8(ascii: "\n")) ?? edit.start) + 1
                oldColumn = 1 + edit.end - afterBreak
                newColumn = 1
            } else {
                oldColumn += oldWidth
                newColumn += replaced.count
            }
            position = edit.end
        }
        copy(upTo: bytes.count)
        text = String(decoding: out, as: UTF8.self)
        self.spans = spans
    }

    /// The user's column for `column` of `line` in the rewritten text: unchanged before any
    /// replaced span, the span's start inside one, shifted back after one.
    public func userColumn(line: Int, column: Int) -> Int {
        guard let onLine = spans[line] else { return column }
        var shift = 0
        for s in onLine {
            if column < s.newStart { break }
            if column < s.newEnd { return s.oldStart }
            shift = s.oldEnd - s.newEnd
        }
        return column + shift
    }
}
