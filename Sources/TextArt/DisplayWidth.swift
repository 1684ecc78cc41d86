/// The columns text takes on a terminal: the one width function every renderer, the wrapper and
/// the prompt use. East Asian Wide and Fullwidth characters (CJK, and every emoji with emoji
/// presentation) take two columns; combining marks, format characters and zero-width characters
/// none; everything else, East Asian Ambiguous included (box lines, `→`, `…`), one, as a terminal in
/// a non-CJK locale draws them. Emoji sequences count as terminals draw them: a text-default emoji
/// followed by VS16 (`❤️`) is wide, a ZWJ sequence (`🧑‍💻`) and a skin-tone modifier join the emoji
/// before them, and a flag (two regional indicators) is two columns.
///
/// Built on a range table generated from Unicode data (`DisplayWidthTable`), without Foundation:
/// this runs on the start-up path.
package enum DisplayWidth {
    /// Columns of `scalar` on its own: 0, 1 or 2 (controls count 0).
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x300 { return v < 0x20 || (0x7F..<0xA0).contains(v) ? 0 : 1 }
        if contains(DisplayWidthTable.wide, v) { return 2 }
        if contains(DisplayWidthTable.zero, v) { return 0 }
        return 1
    }

    /// Columns of `text`, which holds no escape sequence (see `visibleWidth` for text that may).
    package static func of(_ text: some StringProtocol) -> Int {
        var counter = Counter()
        for scalar in text.unicodeScalars { counter.add(scalar) }
        return counter.columns
    }

    /// Columns of one grapheme cluster.
    package static func of(_ character: Character) -> Int {
        var counter = Counter()
        for scalar in character.unicodeScalars { counter.add(scalar) }
        return counter.columns
    }

    /// The longest prefix of `text` at most `columns` wide, cut between grapheme clusters (a wide
    /// character or an emoji sequence is never split), and its width.
    package static func prefix(_ text: String, columns: Int) -> (text: Substring, width: Int) {
        var width = 0
        var end = text.startIndex
        for index in text.indices {
            let w = of(text[index])
            if width + w > columns { break }
            width += w
            end = text.index(after: index)
        }
        return (text[..<end], width)
    }

    /// Adds up columns scalar by scalar, looking back one scalar for the emoji rules.
    struct Counter {
        private(set) var columns = 0
        /// Width the previous scalar was given (after the rules), and whether a ZWJ follows it.
        private var previous = 0
        private var joining = false

        mutating func add(_ scalar: Unicode.Scalar) {
            let v = scalar.value
            var w: Int
            if v < 0x7F {
                w = v < 0x20 ? 0 : 1
            } else if v == 0x200D {
                // Zero width joiner: what follows joins the emoji before it.
                joining = previous == 2
                return
            } else if v == 0xFE0F {
                // VS16 asks for emoji presentation: a text-default emoji becomes wide.
                if previous == 1 {
                    columns += 1
                    previous = 2
                }
                return
            } else if joining || (previous == 2 && (0x1F3FB...0x1F3FF).contains(v)) {
                // Part of the emoji before it (a ZWJ sequence, a skin tone).
                joining = false
                return
            } else {
                w = of(scalar)
            }
            joining = false
            columns += w
            if w > 0 { previous = w }
        }
    }

    private static func contains(_ table: [ClosedRange<UInt32>], _ v: UInt32) -> Bool {
        guard let first = table.first, v >= first.lowerBound, let last = table.last, v <= last.upperBound else {
            return false
        }
        var lo = 0
        var hi = table.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let r = table[mid]
            if v < r.lowerBound {
                hi = mid - 1
            } else if v > r.upperBound {
                lo = mid + 1
            } else {
                return true
            }
        }
        return false
    }
}

/// The columns `s` takes on a terminal (`DisplayWidth`), ANSI escape sequences (`EscapeScanner`:
/// CSI `ESC [ … final`, OSC `ESC ] … BEL`/`ESC \`, and two-byte `ESC x`) counting zero.
package func visibleWidth(_ s: String) -> Int {
    var escapes = EscapeScanner()
    var counter = DisplayWidth.Counter()
    for scalar in s.unicodeScalars where escapes.shows(scalar) { counter.add(scalar) }
    return counter.columns
}
