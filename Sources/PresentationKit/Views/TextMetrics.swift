/// How much room a line of text takes, for a label's fitting size. Linux has no font metrics, so
/// this is a model, the same for every font of a size: each character (grapheme) is as wide as
/// the average glyph, lines break after as many characters as fit, and each line is as tall as
/// the font's line height.
///
/// [?] The two ratios are not measured on this machine. San Francisco's average advance is about
/// half the point size; `UIFont.systemFont(ofSize: 15).lineHeight` is 17.900391 (published Q&A
/// logs), 1.19 × the size. They are taken as 9/17 (0.53) and 20/17 (1.18) of the size, so that the
/// body style (17 pt) gives 9 points a character and 20 points a line: the figures the
/// playground's banner has always used, so its frames and a loaded `UILabel`'s agree. Real text
/// breaks at word boundaries and glyphs differ in width; bold text is no wider here.
public enum TextMetrics {
    /// The average width of one character at `pointSize`.
    public static func advance(pointSize: Double) -> Double { pointSize * 9 / 17 }

    /// The height of one line at `pointSize`.
    public static func lineHeight(pointSize: Double) -> Double { pointSize * 20 / 17 }

    /// The size `text` takes at `pointSize`, wrapped to `width` (nil: one line, however long),
    /// with at most `maxLines` lines (0: no limit). Empty text takes no room.
    public static func size(of text: String, pointSize: Double, width: Double?, maxLines: Int = 0) -> Size {
        let count = text.count
        guard count > 0 else { return .zero }
        let advance = advance(pointSize: pointSize)
        let oneLine = Double(count) * advance
        guard let width, oneLine > width else {
            return Size(width: oneLine, height: lineHeight(pointSize: pointSize))
        }
        let perLine = max(1, Int(width / advance))
        var lines = (count + perLine - 1) / perLine
        if maxLines > 0 { lines = min(lines, maxLines) }
        return Size(width: Double(perLine) * advance, height: Double(lines) * lineHeight(pointSize: pointSize))
    }
}
