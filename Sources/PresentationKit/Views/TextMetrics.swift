/// How much room text takes, for a label's fitting size. Linux has no font metrics, so this is a
/// model, the same for every font of a size: a Latin character (grapheme) is as wide as the
/// average glyph, a CJK character or an emoji a full em; lines break where text breaks (after a
/// space, around CJK characters, at a newline), a word longer than a line breaks inside, and each
/// line is as tall as the font's line height.
///
/// [?] The ratios are not measured on this machine. San Francisco's average advance is about
/// half the point size; `UIFont.systemFont(ofSize: 15).lineHeight` is 17.900391 (published Q&A
/// logs), 1.19 × the size. They are taken as 9/17 (0.53) and 20/17 (1.18) of the size, so that the
/// body style (17 pt) gives 9 points a character and 20 points a line: the figures the
/// playground's banner has always used, so its frames and a loaded `UILabel`'s agree. CJK glyphs
/// are set on a square em (PingFang's advance is its point size); Apple's colour emoji are
/// wider than an em, which the model does not follow. Real glyphs differ in width, kerning
/// applies and bold text is wider; none of that is modelled.
public enum TextMetrics {
    /// The average width of one Latin character at `pointSize`.
    public static func advance(pointSize: Double) -> Double { pointSize * 9 / 17 }

    /// The height of one line at `pointSize`.
    public static func lineHeight(pointSize: Double) -> Double { pointSize * 20 / 17 }

    /// The size `text` takes at `pointSize`, wrapped to `width` (nil: no wrapping, each
    /// paragraph on one line), with at most `maxLines` lines (0: no limit). Empty text takes no
    /// room. The width is that of the widest line.
    public static func size(of text: String, pointSize: Double, width: Double?, maxLines: Int = 0) -> Size {
        guard !text.isEmpty else { return .zero }
        let advance = advance(pointSize: pointSize)
        var lines = wrap(text, advance: advance, em: pointSize, width: width)
        if maxLines > 0, lines.count > maxLines { lines.removeLast(lines.count - maxLines) }
        return Size(width: lines.max() ?? 0, height: Double(lines.count) * lineHeight(pointSize: pointSize))
    }

    /// The widths of the lines `text` breaks into.
    static func wrap(_ text: String, advance: Double, em: Double, width: Double?) -> [Double] {
        broken(text, advance: advance, em: em, width: width).map(\.width)
    }

    /// The lines a label of `width` points at `pointSize` shows `text` in, as text (trailing
    /// spaces left out): drawings write a label's message with the breaks the label makes.
    public static func lines(of text: String, pointSize: Double, width: Double?) -> [String] {
        guard !text.isEmpty else { return [] }
        return broken(text, advance: advance(pointSize: pointSize), em: pointSize, width: width).map(\.text)
    }

    /// The lines `text` breaks into: each one's width and text.
    static func broken(_ text: String, advance: Double, em: Double, width: Double?) -> [(width: Double, text: String)] {
        var lines: [(width: Double, text: String)] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = 0.0 // the line's width, trailing spaces left out
            var lineText = ""
            var pending = 0.0 // spaces after the line's last word, counted once a word follows
            var pendingText = ""
            var word: [(width: Double, character: Character)] = [] // the word being read
            func place(_ word: [(width: Double, character: Character)]) {
                let w = word.reduce(0) { $0 + $1.width }
                if let width, line > 0, line + pending + w > width {
                    lines.append((line, lineText))
                    line = 0
                    lineText = ""
                    pending = 0
                    pendingText = ""
                }
                line += pending
                lineText += pendingText
                pending = 0
                pendingText = ""
                guard let width, line + w > width else {
                    line += w
                    lineText += String(word.map(\.character))
                    return
                }
                // A word wider than the line: as many characters as fit on each line.
                for c in word {
                    if line > 0, line + c.width > width {
                        lines.append((line, lineText))
                        line = 0
                        lineText = ""
                    }
                    line += c.width
                    lineText.append(c.character)
                }
            }
            for character in paragraph {
                if character == " " || character == "\t" {
                    if !word.isEmpty { place(word) }
                    word = []
                    pending += advance
                    // A line that starts after a break starts with its next word, not the spaces.
                    if line > 0 { pendingText.append(character) }
                } else if isFullWidth(character) {
                    // CJK text and emoji break around each character.
                    if !word.isEmpty { place(word) }
                    word = []
                    place([(em, character)])
                } else {
                    word.append((advance, character))
                }
            }
            if !word.isEmpty { place(word) }
            lines.append((line, lineText))
        }
        return lines
    }

    /// A character set on a full em: CJK ideographs, kana, hangul, full-width forms, emoji.
    static func isFullWidth(_ c: Character) -> Bool {
        guard let scalar = c.unicodeScalars.first else { return false }
        if scalar.properties.isEmojiPresentation || c.unicodeScalars.contains(where: { $0.value == 0xFE0F }) {
            return true
        }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
