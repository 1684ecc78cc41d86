/// One output line built from styled pieces of already-printable text, so it can be cut to a
/// width before any escape is added. Width is counted in Unicode scalars.
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
        guard !text.isEmpty else { return }
        width += text.unicodeScalars.count
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
        let mark = ellipsis.unicodeScalars.count <= limit ? ellipsis : ""
        var room = max(0, limit - mark.unicodeScalars.count)
        var out = StyledText()
        for piece in pieces where room > 0 {
            let part = PrintableText.prefix(piece.text, room)
            out.append(part, piece.style)
            room -= part.unicodeScalars.count
        }
        out.append(mark)
        return out
    }

    /// The text, with escapes around each styled piece when `color` is true, in `theme`'s colours.
    func rendered(color: Bool, theme: Theme = .standard) -> String {
        var s = ""
        for piece in pieces { s += Ansi.paint(piece.text, theme.ansi(piece.style), enabled: color) }
        return s
    }

    /// The text as `options` ask: with colour in their theme, or plain.
    func rendered(_ options: RenderOptions) -> String { rendered(color: options.color, theme: options.theme) }
}
