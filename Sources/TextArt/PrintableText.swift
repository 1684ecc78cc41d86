/// Makes strings from the model safe to print: control characters (which could move the cursor or
/// start an escape) become `?`, and in ASCII mode the few symbols the model uses get ASCII
/// spellings while anything else outside printable ASCII becomes `?`.
enum PrintableText {
    static func clean(_ s: String, ascii: Bool) -> String {
        var out = String.UnicodeScalarView()
        for scalar in s.unicodeScalars {
            let v = scalar.value
            if TerminalText.isControl(scalar) {
                out.append("?")
            } else if ascii && v > 0x7E {
                switch v {
                case 0xD7: out.append("x") // ×
                case 0x2192: out.append(contentsOf: "->".unicodeScalars) // →
                case 0x2026: out.append(contentsOf: "...".unicodeScalars) // …
                case 0xB7: out.append("-") // ·
                default: out.append("?")
                }
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// `s` padded with spaces on the right to `width` columns (never cut).
    static func padded(_ s: String, to width: Int) -> String {
        let n = DisplayWidth.of(s)
        return n >= width ? s : s + String(repeating: " ", count: width - n)
    }

    /// `s` padded with spaces on the left to `width` columns (never cut).
    static func leftPadded(_ s: String, to width: Int) -> String {
        let n = DisplayWidth.of(s)
        return n >= width ? s : String(repeating: " ", count: width - n) + s
    }

    /// The longest start of `s` at most `columns` wide, never splitting a character.
    static func prefix(_ s: String, _ columns: Int) -> String {
        String(DisplayWidth.prefix(s, columns: max(0, columns)).text)
    }
}
