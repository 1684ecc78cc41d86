/// How to draw: width in columns, Unicode or ASCII, colour or not, in which theme, and, on a
/// terminal, the window's height and how large the phone is drawn in it.
package struct RenderOptions: Sendable, Equatable {
    /// Total columns available (80 when not a terminal).
    package var width: Int
    /// Use only `+ - | . : #` and plain letters.
    package var ascii: Bool
    /// ANSI colours (only on a terminal; the caller decides).
    package var color: Bool
    /// Which colours, when `color` is on.
    package var theme: Theme
    /// Rows of the window when output goes to a terminal; nil when it does not (transcripts,
    /// pipes), where every size is fixed so the same commands always print the same text.
    package var height: Int?
    /// How many rows the phone takes (`set drawing`).
    package var drawing: DrawingRows

    /// Plain Unicode, 80 columns, no colour unless asked, no window height.
    package init(
        width: Int = 80, ascii: Bool = false, color: Bool = false, theme: Theme = .standard, height: Int? = nil,
        drawing: DrawingRows = .fit
    ) {
        self.width = width
        self.ascii = ascii
        self.color = color
        self.theme = theme
        self.height = height
        self.drawing = drawing
    }

    /// The language of the few words renderers write around what they draw (`zh` in a Chinese
    /// lesson; the drawings' own labels stay English, as the model's names are).
    package var language: Language = .english

    /// Calls the short trace keeps on screen whatever else it leaves out: the base names a
    /// speaker's notes name (`NoteCalls`), so a note never points at a hidden call.
    package var keptCalls: [String] = []

    /// The width renderers lay out to: `width` clamped to 20…10 000 columns.
    package var layoutWidth: Int { min(max(width, 20), 10_000) }
    /// The window's height clamped to 8…10 000 rows, or nil when there is no window.
    var layoutHeight: Int? { height.map { min(max($0, 8), 10_000) } }
}

/// How many rows the drawing of the phone takes.
package enum DrawingRows: Sendable, Equatable {
    /// At most `ScreenScale.maxRows` (18): the size transcripts always use.
    case small
    /// As large as fits the window's height (`WindowBudget`); `small` when there is no window.
    case fit
    /// This many rows, or fewer when the width does not allow them.
    case count(Int)
}
