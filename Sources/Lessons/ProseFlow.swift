/// Lesson prose as the window will show it. The source is wrapped at about 100 columns; here each
/// paragraph and each list item becomes one line, which the transcript renderer then wraps to the
/// window (by display width, with CJK line-breaking rules and a hanging indent after a list
/// marker). Code blocks are kept line for line, indented four spaces without their fences.
enum ProseFlow {
    static func reflow(_ prose: String) -> String {
        var out: [String] = []
        var current: String?
        var inCode = false
        func flush() {
            if let c = current { out.append(c) }
            current = nil
        }
        for raw in prose.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") {
                flush()
                inCode.toggle()
                continue
            }
            if inCode {
                out.append(line.isEmpty ? "" : "    " + line)
                continue
            }
            if trimmed.isEmpty {
                flush()
                out.append("")
                continue
            }
            // Kept as written: tables, indented blocks, and the start of a list item or heading.
            if trimmed.hasPrefix("|") || line.hasPrefix("    ") {
                flush()
                out.append(line)
                continue
            }
            if startsItem(trimmed) || trimmed.hasPrefix("#") {
                flush()
                current = line
                continue
            }
            if let c = current {
                current = join(c, String(trimmed))
            } else {
                current = line
            }
        }
        flush()
        return out.joined(separator: "\n")
    }

    /// `- `, `* `, `1. `: a list item.
    static func startsItem(_ s: Substring) -> Bool {
        if s.hasPrefix("- ") || s.hasPrefix("* ") { return true }
        let digits = s.prefix { $0.isNumber }
        return !digits.isEmpty && s.dropFirst(digits.count).hasPrefix(". ")
    }

    /// Two source lines of one paragraph: joined without a space between two CJK characters or
    /// next to fullwidth punctuation (a line break there was only the source's wrapping), with one
    /// elsewhere.
    static func join(_ a: String, _ b: String) -> String {
        var left = Substring(a)
        while left.last == " " { left = left.dropLast() }
        guard let last = left.unicodeScalars.last, let first = b.unicodeScalars.first else { return a + b }
        let tight = isCJK(last) && isCJK(first) || isFullwidthPunctuation(last) || isFullwidthPunctuation(first)
        return tight ? left + b : left + " " + b
    }

    static func isFullwidthPunctuation(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x3000...0x303F, 0xFF01...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF65: return true
        default: return false
        }
    }

    /// Ideographs, kana, Hangul and the CJK and fullwidth punctuation blocks.
    static func isCJK(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x2E80...0x303F, 0x3040...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default: return false
        }
    }
}
