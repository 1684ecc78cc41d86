/// How drawings look, one set of names for every layer: the terminal's stage look (`set theme`,
/// `--theme`; the renderers colour by it) and an SVG export's page (`export svg --theme`). On the
/// wire (commands, the stage's JSON, scene files) a theme is its raw value.
///
/// Each place takes only its own themes (`terminalThemes`, `pageThemes`) and checks the word
/// against them: `dark` is a page's alone, `default` and `high-contrast` a terminal's, so an
/// export never depends on the terminal's look even where the word is the same (`light`).
package enum Theme: String, CaseIterable, Sendable {
    /// The terminal's look for a dark background.
    case standard = "default"
    /// The terminal's look for a projector: nothing that carries meaning bright black, dim or yellow.
    case highContrast = "high-contrast"
    /// A light background: the terminal's look for one, or an SVG page in white (its default).
    case light
    /// An SVG page in near-black.
    case dark

    /// The looks a terminal drawing takes, in the order `set theme`'s synopsis lists them.
    package static let terminalThemes: [Theme] = [.standard, .highContrast, .light]
    /// The pages an SVG export takes, the default first, as `export svg`'s synopsis lists them.
    package static let pageThemes: [Theme] = [.light, .dark]

    /// The terminal look spelt `word`; nil for any other word, a page's (`dark`) included.
    package init?(terminal word: String) {
        guard let theme = Theme(rawValue: word), Theme.terminalThemes.contains(theme) else { return nil }
        self = theme
    }
}
