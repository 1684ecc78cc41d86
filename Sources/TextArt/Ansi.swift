/// The ANSI SGR sequences the renderers use. They are emitted only when `RenderOptions.color`
/// is true; every coloured run ends with `reset`.
package enum Ansi {
    /// Ends every coloured run.
    package static let reset = "\u{1B}[0m"
    /// Names and headers.
    package static let bold = "\u{1B}[1m"
    /// Presented and wrapper boxes.
    package static let cyan = "\u{1B}[36m"
    /// Safe-area marks.
    package static let yellow = "\u{1B}[33m"
    /// The dimming shade and trace times (bright black, a dim gray).
    package static let gray = "\u{1B}[90m"
    /// Views being animated, and animation bars in timelines.
    package static let magenta = "\u{1B}[35m"
    /// Safe-area marks in the high-contrast and light themes.
    package static let green = "\u{1B}[32m"
    /// Safe-area marks in the light theme: xterm's 256-colour dark green (#008700), as the eight-colour
    /// green is too pale on white (2.2:1).
    package static let darkGreen = "\u{1B}[38;5;28m"
    /// Presented and wrapper boxes in the light theme.
    package static let blue = "\u{1B}[34m"
    /// Accents in the high-contrast and light themes.
    package static let red = "\u{1B}[31m"
    /// Presenter notes and cues (faint).
    package static let dim = "\u{1B}[2m"
    /// Presenter notes and cues in high contrast.
    package static let italic = "\u{1B}[3m"

    /// `text` wrapped in `code` … `reset` when `enabled`, else `text` unchanged.
    package static func paint(_ text: String, _ code: String, enabled: Bool) -> String {
        guard enabled, !code.isEmpty, !text.isEmpty else { return text }
        return code + text + reset
    }
}
