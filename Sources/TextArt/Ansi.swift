/// The ANSI SGR sequences the renderers use. They are emitted only when `RenderOptions.color`
/// is true; every coloured run ends with `reset`.
public enum Ansi {
    /// Ends every coloured run.
    public static let reset = "\u{1B}[0m"
    /// Names and headers.
    public static let bold = "\u{1B}[1m"
    /// Presented and wrapper boxes.
    public static let cyan = "\u{1B}[36m"
    /// Safe-area marks.
    public static let yellow = "\u{1B}[33m"
    /// The dimming shade and trace times (bright black, a dim gray).
    public static let gray = "\u{1B}[90m"
    /// Views being animated, and animation bars in timelines.
    public static let magenta = "\u{1B}[35m"
    /// Safe-area marks in the high-contrast and light themes.
    public static let green = "\u{1B}[32m"
    /// Safe-area marks in the light theme: xterm's 256-colour dark green (#008700), as the eight-colour
    /// green is too pale on white (2.2:1).
    public static let darkGreen = "\u{1B}[38;5;28m"
    /// Presented and wrapper boxes in the light theme.
    public static let blue = "\u{1B}[34m"
    /// Accents in the high-contrast and light themes.
    public static let red = "\u{1B}[31m"
    /// Presenter notes and cues (faint).
    public static let dim = "\u{1B}[2m"
    /// Presenter notes and cues in high contrast.
    public static let italic = "\u{1B}[3m"

    /// `text` wrapped in `code` … `reset` when `enabled`, else `text` unchanged.
    public static func paint(_ text: String, _ code: String, enabled: Bool) -> String {
        guard enabled, !code.isEmpty, !text.isEmpty else { return text }
        return code + text + reset
    }
}
