/// Breaks a line too wide for the window into lines that fit, measured by `DisplayWidth`, with a
/// hanging indent on every line after the first. It breaks at a space when it can; inside a token
/// longer than what is left, after an argument separator (`(` `:` `,` `.` `/`); between two CJK
/// characters anywhere, except before closing punctuation (`，。；：！？）」』】〕、`) or after opening
/// punctuation (`（「『【〔`), so no line starts or ends with one. Only a token wider than the
/// whole line is cut inside, and never through a wide character; a link or a file path never
/// (wider than the line, it stands alone on a line that runs over, copyable whole).
package enum LineWrapper {
    /// `line` (plain text, no escapes) as lines at most `width` columns, continuation lines starting
    /// with `indent` spaces (at most half the width). A line that fits comes back as it is.
    package static func wrap(_ line: String, width: Int, indent: Int) -> [String] {
        guard DisplayWidth.of(line) > width else { return [line] }
        return wrap(StyledText(line), width: width, indent: indent).map { $0.plain }
    }

    /// `items` joined by `separator` on as few lines as fit in `width`, breaking only between items
    /// (an item wider than the line is wrapped on its own); lines after the first start with
    /// `indent` spaces.
    package static func pack(_ items: [String], separator: String, width: Int, indent: Int = 0) -> [String] {
        var lines: [String] = []
        var current = ""
        let pad = String(repeating: " ", count: min(max(0, indent), width / 2))
        for item in items {
            let candidate = current.isEmpty ? item : current + separator + item
            let prefix = lines.isEmpty ? "" : pad
            if current.isEmpty || DisplayWidth.of(prefix + candidate) <= width {
                current = candidate
            } else {
                lines.append(prefix + current)
                current = item
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append((lines.isEmpty ? "" : pad) + current) }
        return lines.flatMap { wrap($0, width: width, indent: indent) }
    }

    /// `text` with every line wider than `width` wrapped, each with the hanging indent `indent(for:)`
    /// chooses from its shape; line breaks and blank lines kept.
    package static func wrapLines(_ text: String, width: Int) -> String {
        var out = ""
        var start = text.startIndex
        while start < text.endIndex {
            let end = text[start...].firstIndex(of: "\n") ?? text.endIndex
            let line = String(text[start..<end])
            out += wrap(line, width: width, indent: indent(for: line, width: width)).joined(separator: "\n")
            if end < text.endIndex {
                out += "\n"
                start = text.index(after: end)
            } else {
                start = end
            }
        }
        return out
    }

    /// The hanging indent that reads best for `line`: past a list marker (`· `, `- `, `* `, `1. `)
    /// or a short label (`you: `, `↳ why: `); aligned with the second column of a two-column line
    /// (a run of two or more spaces in its first half); otherwise its own indentation (prose).
    package static func indent(for line: String, width: Int) -> Int {
        let chars = Array(line)
        var lead = 0
        while lead < chars.count, chars[lead] == " " { lead += 1 }
        let cap = max(0, width / 2)
        // A marker: a bullet, a number with a dot, or a label of up to 12 letters ending with `:`
        // (an optional `↳ ` before it).
        var i = lead
        if i < chars.count, "·-*•↳".contains(chars[i]), i + 1 < chars.count, chars[i + 1] == " " {
            i += 2
            if chars[lead] != "↳" { return min(cap, DisplayWidth.of(String(chars[..<i]))) }
        }
        var j = i
        while j < chars.count, j - i < 12, chars[j].isLetter || chars[j].isNumber { j += 1 }
        if j > i, j + 1 < chars.count, chars[j] == ":" || chars[j] == ".", chars[j + 1] == " " {
            if chars[j] == ":" || chars[i..<j].allSatisfy(\.isNumber) {
                return min(cap, DisplayWidth.of(String(chars[..<(j + 2)])))
            }
        }
        if i > lead { return min(cap, DisplayWidth.of(String(chars[..<i]))) }
        // The last gap of two or more spaces in the first half, after some text.
        var column = 0
        var gapEnd: Int?
        var k = 0
        while k < chars.count, column <= cap {
            if k > lead, chars[k] == " ", k + 1 < chars.count, chars[k + 1] == " " {
                var e = k
                var c = column
                while e < chars.count, chars[e] == " " {
                    e += 1
                    c += 1
                }
                if e < chars.count, c <= cap { gapEnd = c }
                column = c
                k = e
                continue
            }
            column += DisplayWidth.of(chars[k])
            k += 1
        }
        return gapEnd ?? min(cap, lead)
    }

    static func wrap(_ line: StyledText, width: Int, indent: Int) -> [StyledText] {
        let width = max(1, width)
        guard line.width > width else { return [line] }
        let indent = min(max(0, indent), width / 2)
        var units: [Unit] = []
        var braces = 0
        var inCode = false
        for piece in line.pieces {
            for character in piece.text {
                if character == "{" { braces += 1 }
                if character == "`" { inCode.toggle() }
                units.append(
                    Unit(
                        character: character, style: piece.style, width: DisplayWidth.of(character),
                        inBraces: braces > 0, inCode: inCode && character != "`"))
                if character == "}" { braces = max(0, braces - 1) }
            }
        }
        markLinks(&units)
        // columns[i]: width of units[0..<i].
        var columns = [0]
        columns.reserveCapacity(units.count + 1)
        for unit in units { columns.append(columns[columns.count - 1] + unit.width) }

        var lines: [StyledText] = []
        var start = 0
        while start < units.count {
            let room = lines.isEmpty ? width : width - indent
            var end = units.count
            if columns[units.count] - columns[start] > room {
                end = breakIndex(units, columns, from: start, room: room)
            }
            var out = StyledText()
            if !lines.isEmpty { out.append(String(repeating: " ", count: indent)) }
            var last = end
            while last > start, units[last - 1].character == " " { last -= 1 }
            for unit in units[start..<last] { out.append(String(unit.character), unit.style) }
            lines.append(out)
            start = end
            while start < units.count, units[start].character == " " { start += 1 }
        }
        return lines
    }

    struct Unit {
        var character: Character
        var style: TextStyle
        var width: Int
        /// Inside `{…}` (a rect, a size): broken there only when nothing else fits.
        var inBraces = false
        /// Part of a link (`https://…`), which is never broken at its slashes.
        var inLink = false
        /// Inside a backticked span (a call, a command): broken inside only when the line has no
        /// space or CJK break at all, however much room that leaves.
        var inCode = false
    }

    /// Marks the characters of every space-separated word holding `://` (a link), and of every
    /// file path (`/tmp/x/Card.swift`, `~/a/b`, `exercises/five-roles/Card.swift`): text a reader
    /// copies whole, so it is never broken at its slashes. A path ends at a wide (CJK) character,
    /// which Chinese prose writes right after it.
    static func markLinks(_ units: inout [Unit]) {
        var start = 0
        while start < units.count {
            var end = start
            while end < units.count, units[end].character != " " { end += 1 }
            if end - start > 3,
                (start..<(end - 2)).contains(where: {
                    units[$0].character == ":" && units[$0 + 1].character == "/" && units[$0 + 2].character == "/"
                })
            {
                for i in start..<end { units[i].inLink = true }
            } else {
                var pathEnd = start
                while pathEnd < end, units[pathEnd].width < 2 { pathEnd += 1 }
                if isPath(units[start..<pathEnd].map(\.character)) {
                    for i in start..<pathEnd { units[i].inLink = true }
                }
            }
            start = end + 1
        }
    }

    /// A word that names a file or folder: quotes and brackets around it aside, it starts at the
    /// root, home or here (`/`, `~/`, `./`, `../`), or it has two slashes or more, or it ends in a
    /// file name with an extension (`lessons/01-five-roles.md`); not a fraction (`1/3`).
    static func isPath(_ word: [Character]) -> Bool {
        let opening: Set<Character> = ["`", "'", "\"", "(", "[", "{", "<"]
        let closing: Set<Character> = ["`", "'", "\"", ")", "]", "}", ">", ".", ",", ";", ":", "!", "?"]
        let path = String(word.drop { opening.contains($0) }.reversed().drop { closing.contains($0) }.reversed())
        guard path.contains("/"), !path.contains("(") else { return false }
        if path.hasPrefix("/") || path.hasPrefix("~/") || path.hasPrefix("./") || path.hasPrefix("../") { return true }
        if path.allSatisfy({ $0.isNumber || $0 == "/" || $0 == "." }) { return false }
        let slashes = path.filter { $0 == "/" }.count
        let last = path.split(separator: "/").last ?? ""
        return slashes >= 2 || (last.contains(".") && !last.hasPrefix(".") && !last.hasSuffix("."))
    }

    /// Where the line starting at `start` ends: the last space that fits (unless that leaves more
    /// than half the room empty and a later argument or CJK break fits), else the last break of any
    /// kind, else as many characters as fit.
    static func breakIndex(_ units: [Unit], _ columns: [Int], from start: Int, room: Int) -> Int {
        var lastSpace: Int?
        var lastAny: Int?
        var i = start + 1
        while i < units.count {
            // The text before a break may end in spaces the break drops.
            var visibleEnd = i
            while visibleEnd > start, units[visibleEnd - 1].character == " " { visibleEnd -= 1 }
            if columns[visibleEnd] - columns[start] > room { break }
            switch kind(units, i) {
            case .space:
                lastSpace = i
                lastAny = i
            case .soft: lastAny = i
            case .none: break
            }
            i += 1
        }
        if let lastSpace, let lastAny, lastAny > lastSpace, !units[lastAny].inCode,
            (columns[lastSpace] - columns[start]) * 2 < room
        {
            return lastAny
        }
        if let best = lastSpace ?? lastAny, best > start { return best }
        // A link or a path wider than the whole line: kept whole on a line of its own, wider
        // than the window, where the terminal's own wrap keeps it one line to copy.
        if units[start].inLink {
            var end = start
            while end < units.count, units[end].inLink { end += 1 }
            return end
        }
        // One token wider than the room: cut it where the room ends, between characters.
        var end = start
        while end < units.count, columns[end + 1] - columns[start] <= room { end += 1 }
        return max(end, start + 1)
    }

    enum Break { case none, space, soft }

    static let closing: Set<Character> = [
        "，", "。", "；", "：", "！", "？", "）", "」", "』", "】", "〕", "、", "〉", "》", "…", "—", "・",
        ",", ".", ";", ":", "!", "?", ")", "]", "}", ">", "%",
    ]
    static let opening: Set<Character> = ["（", "「", "『", "【", "〔", "〈", "《"]
    static let separators: Set<Character> = ["(", ":", ",", ".", "/", "[", "{"]

    /// Whether a line may break before `units[i]`.
    static func kind(_ units: [Unit], _ i: Int) -> Break {
        let before = units[i - 1].character
        let after = units[i].character
        if after == " " { return .none }
        // An arrow stays with the result after it: `→ true` moves down whole.
        if before == " " {
            if i >= 2 && units[i - 2].character == "→" { return .none }
            return units[i].inBraces ? .soft : .space
        }
        if closing.contains(after) || opening.contains(before) || units[i].inLink { return .none }
        // CJK text breaks between any two characters, as readily as at a space.
        if units[i - 1].width == 2 || units[i].width == 2 { return .space }
        if separators.contains(before), !after.isNumber { return .soft }
        return .none
    }
}
