import ProsceniumFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lines of standard input, read lazily so piped sessions stream, and never more than
/// `InputLimits.lineBytes` of one line held: a longer line is skipped to its end and reported
/// (`ScriptLine.tooLong`), and a line that runs past `InputLimits.skippedBytes` as well (say,
/// `/dev/zero`) ends the input, so no input can fill memory or keep the program reading forever.
package struct StandardInputLines: Sequence, IteratorProtocol {
    private let descriptor: Int32
    private let lineLimit: Int
    private let skipLimit: Int
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0
    private var end = 0
    private var finished = false
    /// Whether the first line has been read (its UTF-8 byte-order mark, if any, is dropped).
    private var begun = false

    package init(
        descriptor: Int32 = 0, lineLimit: Int = InputLimits.lineBytes, skipLimit: Int = InputLimits.skippedBytes
    ) {
        self.descriptor = descriptor
        self.lineLimit = lineLimit
        self.skipLimit = skipLimit
    }

    package mutating func next() -> ScriptLine? {
        guard !finished else { return nil }
        var line: [UInt8] = []
        var skipped = 0
        while true {
            if start == end {
                switch fill() {
                case .bytes: break
                case .end:
                    finished = true
                    if skipped > 0 { return .tooLong(limit: lineLimit, inputEnds: true) }
                    return line.isEmpty ? nil : .text(Self.text(line))
                case .failed(let reason):
                    finished = true
                    return .unreadable(reason: reason)
                }
            }
            let newline = buffer[start..<end].firstIndex(of: 0x0A)
            let stop = newline ?? end
            let count = stop - start
            if skipped == 0 && line.count + count <= lineLimit {
                line.append(contentsOf: buffer[start..<stop])
            } else {
                // Over the limit: what was kept goes, and the rest is only counted.
                if skipped == 0 { skipped = line.count }
                line = []
                skipped += count
            }
            start = newline.map { $0 + 1 } ?? end
            if !begun, line.count >= 3 || newline != nil || skipped > 0 {
                begun = true
                if line.starts(with: Files.byteOrderMark) { line.removeFirst(3) }
            }
            if newline != nil {
                return skipped > 0 ? .tooLong(limit: lineLimit, inputEnds: false) : .text(Self.text(line))
            }
            if skipped > skipLimit {
                finished = true
                return .tooLong(limit: lineLimit, inputEnds: true)
            }
        }
    }

    private enum Fill {
        case bytes, end
        case failed(reason: String)
    }

    private mutating func fill() -> Fill {
        while true {
            let n = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if n > 0 {
                start = 0
                end = n
                return .bytes
            }
            if n == 0 { return .end }
            if errno == EINTR { continue }
            return .failed(reason: String(cString: strerror(errno)))
        }
    }

    /// The line without a trailing `\r` (so `\r\n` ends a line as `\n` does), invalid UTF-8 repaired.
    private static func text(_ bytes: [UInt8]) -> String {
        let body = bytes.last == 0x0D ? bytes.dropLast() : bytes[...]
        return String(decoding: body, as: UTF8.self)
    }
}

/// How much of one line standard input and the prompt hold: far beyond any command (the longest
/// real ones are `set content "…"` with a paragraph), small enough that no paste fills memory.
package enum InputLimits {
    /// Bytes of one line from standard input; characters of one line at the prompt.
    package static let lineBytes = 1 << 20
    /// How much more of an over-long line is read (and dropped) looking for its end before the
    /// input is taken as not text at all: the most a scene file may hold.
    package static let skippedBytes = 16 << 20
}
