/// One output line built from styled pieces of already-printable text, so it can be cut to a
/// width before any escape is added. Width is counted in display columns (`DisplayWidth`).
struct StyledText: Sendable {
    struct Piece: Sendable {
        var text: String
        var style: TextStyle
    }

    private(set) var pieces: [Piece] = []
    private(set) var width = 0

    init() {}
    init(_ text: String, _ style: TextStyle = .plain) { append(text, style) }

    var isEmpty: Bool { width == 0 }

    mutating func append(_ text: String, _ style: TextStyle = .plain) {
        append(text, style, width: DisplayWidth.of(text))
    }

    /// `text`, whose columns the caller has already counted (a canvas row knows them cell by cell).
    mutating func append(_ text: String, _ style: TextStyle, width columns: Int) {
        guard !text.isEmpty else { return }
        width += columns
        if let last = pieces.last, last.style == style {
            pieces[pieces.count - 1].text += text
        } else {
            pieces.append(Piece(text: text, style: style))
        }
    }

    mutating func append(_ other: StyledText) {
        for piece in other.pieces { append(piece.text, piece.style) }
    }

    /// At most `limit` columns; a cut line ends with `ellipsis` (which counts in the limit).
    func truncated(to limit: Int, ellipsis: String) -> StyledText {
        guard width > limit else { return self }
        let markWidth = DisplayWidth.of(ellipsis)
        let mark = markWidth <= limit ? ellipsis : ""
        var room = max(0, limit - (mark.isEmpty ? 0 : markWidth))
        var out = StyledText()
        for piece in pieces where room > 0 {
            let part = DisplayWidth.prefix(piece.text, columns: room)
            out.append(String(part.text), piece.style)
            // A wide character that does not fit ends the line: nothing after it may fill the gap.
            if part.text.endIndex != piece.text.endIndex { break }
            room -= part.width
        }
        out.append(mark)
        return out
    }

    /// The text, with escapes around each styled piece when `color` is true, in `theme`'s colours.
    /// The theme has no default: one did, and the window-fitted trace came out in the standard
    /// theme's bright black under `--theme high-contrast` (issue 37 §3).
    func rendered(color: Bool, theme: Theme) -> String {
        var s = ""
        for piece in pieces { s += Ansi.paint(piece.text, theme.ansi(piece.style), enabled: color) }
        return s
    }

    /// The text as `options` ask: with colour in their theme, or plain.
    func rendered(_ options: RenderOptions) -> String { rendered(color: options.color, theme: options.theme) }

    /// The text without escapes.
    var plain: String { rendered(color: false, theme: .standard) }
}
