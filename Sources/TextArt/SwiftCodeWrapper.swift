/// Swift source shown in a window: a line wider than the window is broken where Swift allows a
/// line break, so what the reader sees (and copies) is still the same program, instead of the
/// terminal cutting it in the middle of an identifier (issue 36). Code is broken at a space
/// outside string literals, just after an opening parenthesis, or before the `.` of a member
/// chain, its continuation indented four columns past the line's own indent;
/// a comment continues as a comment; a trailing comment goes to a line of its own when the code
/// before it fits. A line with no such space (one long string literal) is left whole.
package enum SwiftCodeWrapper {
    /// Columns a continuation is indented past its line's own indent.
    static let continuation = 4

    /// `code`, every line at most `width` columns where a break is possible.
    package static func wrap(_ code: String, width: Int) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { wrapLine(String($0), width: width) }
            .joined(separator: "\n")
    }

    /// One source line as the lines it is shown in.
    static func wrapLine(_ line: String, width: Int) -> [String] {
        guard visibleWidth(line) > width else { return [line] }
        let chars = Array(line)
        let indent = chars.prefix { $0 == " " }.count
        let pad = String(repeating: " ", count: indent)
        let comment = commentStart(chars)
        if comment == indent {
            // A whole-line comment: its words packed again, each line a comment at the same indent.
            let body = String(chars[indent...]).dropFirst(2).drop { $0 == "/" || $0 == " " }
            let lead = String(chars[indent...].prefix { $0 == "/" }) + " "
            return pack(words: body.split(separator: " ").map(String.init), prefix: pad + lead, width: width) ?? [line]
        }
        let codeEnd = comment ?? chars.count
        let code = String(chars[..<codeEnd]).trimmingTrailingSpaces()
        if let comment {
            // Code, then a comment it carries: the comment on its own line above the code, so the
            // code keeps its place and the comment still reads as about it.
            let note = wrapLine(pad + String(chars[comment...]), width: width)
            return note + wrapLine(code, width: width)
        }
        let continued = pad + String(repeating: " ", count: continuation)
        var lines: [String] = []
        var rest = Array(code)
        var prefixWidth = 0
        var first = true
        while visibleWidth(String(rest)) + prefixWidth > width {
            let floor = first ? indent + 1 : 1
            guard let cut = breakPoint(rest, room: width - prefixWidth, notBefore: floor) else { break }
            lines.append((first ? "" : continued) + String(rest[..<cut]).trimmingTrailingSpaces())
            rest = Array(String(rest[cut...]).drop { $0 == " " })
            prefixWidth = continued.count
            first = false
        }
        lines.append((first ? "" : continued) + String(rest))
        return lines
    }

    /// Where the line breaks, outside string literals, with the text before it fitting in `room`
    /// columns, at or after `notBefore`; nil when nowhere. After a comma between arguments when
    /// that leaves at least half the room used (the break a person would choose); else the last
    /// of: a space, just after an opening parenthesis or bracket (an argument list may start on
    /// the next line), before the `.` of a member chain.
    static func breakPoint(_ chars: [Character], room: Int, notBefore: Int) -> Int? {
        var literal = Literal()
        var comma: Int?
        var other: Int?
        var columns = 0
        for (i, c) in chars.enumerated() {
            if columns > room { break }
            if !literal.inString, i >= notBefore {
                let next = i + 1 < chars.count ? chars[i + 1] : " "
                // Not before `.`, `(`, `[` or `{`: on a line of its own the token would read as a
                // new member access, call, subscript or closure of what precedes it.
                if c == " ", !".([{".contains(next) {
                    if i > 0, chars[i - 1] == "," { comma = i } else { other = i }
                }
                if i > 0, chars[i - 1] == "(" || chars[i - 1] == "[", c != ")" && c != "]" { other = i }
                // Before the `.` of a member access (`delegate` ⏎ `.interactionController?.finish()`):
                // a line that starts with `.` continues the chain above it.
                if c == ".", i > notBefore, isChainEnd(chars, before: i) { other = i }
            }
            literal.read(c)
            columns += visibleWidth(String(c))
        }
        if let comma, comma * 2 >= room { return comma }
        return [comma, other].compactMap { $0 }.max()
    }

    /// Whether the `.` at `dot` is a member access: it follows a name, a call, a subscript, or an
    /// optional's `?` or `!` (not the digits of a number: `0.2` is one literal).
    static func isChainEnd(_ chars: [Character], before dot: Int) -> Bool {
        let c = chars[dot - 1]
        if c == ")" || c == "]" || c == "?" || c == "!" { return true }
        guard c.isLetter || c.isNumber || c == "_" else { return false }
        var start = dot - 1
        while start > 0, chars[start - 1].isLetter || chars[start - 1].isNumber || chars[start - 1] == "_" {
            start -= 1
        }
        return !chars[start].isNumber
    }

    /// Where a `//` comment starts outside any string literal, if the line has one.
    package static func commentStart(_ chars: [Character]) -> Int? {
        var literal = Literal()
        for i in chars.indices {
            if !literal.inString, chars[i] == "/", i + 1 < chars.count, chars[i + 1] == "/" { return i }
            literal.read(chars[i])
        }
        return nil
    }

    /// Whether a line read so far, a character at a time, is inside a string literal (`"…"`,
    /// with `\"` escaped), where no break or comment can be.
    struct Literal {
        private(set) var inString = false
        private var escaped = false

        mutating func read(_ c: Character) {
            if inString {
                if escaped {
                    escaped = false
                } else if c == "\\" {
                    escaped = true
                } else if c == "\"" {
                    inString = false
                }
            } else if c == "\"" {
                inString = true
            }
        }
    }

    /// `words` in lines of at most `width` columns, each starting with `prefix`; nil when one word
    /// alone does not fit (the line is then left whole).
    static func pack(words: [String], prefix: String, width: Int) -> [String]? {
        var lines: [String] = []
        var current = prefix
        for word in words {
            let candidate = current == prefix ? current + word : current + " " + word
            if visibleWidth(candidate) <= width || current == prefix {
                current = candidate
            } else {
                lines.append(current)
                current = prefix + word
            }
        }
        lines.append(current)
        return lines.allSatisfy({ visibleWidth($0) <= width }) ? lines : nil
    }
}
