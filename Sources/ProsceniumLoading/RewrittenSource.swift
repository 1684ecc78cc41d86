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

/// A place in the user's files, as swiftc counts it: the file (its index among the files
/// rewritten together, in the order they were given), the 1-based line and UTF-8 column.
public struct SourcePlace: Equatable, Sendable {
    public var file: Int
    public var line: Int
    public var column: Int

    public init(file: Int, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
}

/// One replacement in the source's UTF-8 bytes.
public struct SourceEdit: Sendable {
    public var start: Int
    public var end: Int
    public var replacement: String
    /// Where the replacement stands for code written elsewhere (a forwarder the rewrite writes
    /// in a class's body for a member of an extension): an error in it is the user's there.
    public var standsFor: SourcePlace?

    public init(start: Int, end: Int, replacement: String, standsFor: SourcePlace? = nil) {
        self.start = start
        self.end = end
        self.replacement = replacement
        self.standsFor = standsFor
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
        /// The place in the user's files the span's text stands for, if it repeats code written
        /// there (`SourceEdit.standsFor`); `place(line:column:)` reads it.
        public var standsFor: SourcePlace?

        public init(newStart: Int, newEnd: Int, oldStart: Int, oldEnd: Int, standsFor: SourcePlace? = nil) {
            self.newStart = newStart
            self.newEnd = newEnd
            self.oldStart = oldStart
            self.oldEnd = oldEnd
            self.standsFor = standsFor
        }
    }

    /// A rewrite already made (read back from the rewriter's reply).
    public init(text: String, spans: [Int: [ColumnSpan]], refusals: [Refusal]) {
        self.text = text
        self.spans = spans
        self.refusals = refusals
    }

    /// Applies `edits` to `original`, recording where each line's columns moved. Edits at the same
    /// offset apply in the order given (insertions there follow one another).
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
        let ordered = edits.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
        for edit in ordered.map(\.element) where edit.start >= position {
            copy(upTo: edit.start)
            let replaced = Array(edit.replacement.utf8)
            let oldWidth = edit.end - edit.start
            if replaced.count != oldWidth || (edit.standsFor != nil && !replaced.isEmpty) {
                spans[line, default: []].append(
                    ColumnSpan(
                        newStart: newColumn, newEnd: newColumn + replaced.count, oldStart: oldColumn,
                        oldEnd: oldColumn + oldWidth, standsFor: edit.standsFor))
            }
            out.append(contentsOf: replaced)
            // A replacement spanning lines ends with as many line breaks as the text it replaced,
            // so every later line keeps its number (a diagnostic's line is the user's line): what
            // the replacement does not bring itself is added (`super.init(\n)` made one line lost
            // the lines after it; fuzzing found it).
            let missing = Self.lineBreaks(bytes[edit.start..<edit.end]) - Self.lineBreaks(replaced[...])
            if missing > 0 { out.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: missing)) }
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

    /// Line breaks as Swift counts them: `\n`, `\r\n` and a lone `\r` are one each.
    static func lineBreaks(_ bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        var previous: UInt8?
        for b in bytes {
            if b == UInt8(ascii: "\r") || (b == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r")) { count += 1 }
            previous = b
        }
        return count
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

    /// The place in the user's files that `column` of `line` stands for when it falls in a span
    /// repeating code written there (`ColumnSpan.standsFor`); nil elsewhere, where `userColumn`
    /// gives the column on the same line.
    public func place(line: Int, column: Int) -> SourcePlace? {
        spans[line]?.first { column >= $0.newStart && column < $0.newEnd }?.standsFor
    }
}
