/// The stage look's colours on a terminal: the colour each kind of mark gets where colour is on
/// (`RenderOptions.color`; `NO_COLOR` turns colour off whatever the theme). Chosen with
/// `set theme` or `--theme`.
///
/// `standard`, for a dark terminal: cyan boxes, a bright-black veil and times, a yellow safe area,
/// dim notes. `highContrast`, for a projector, dark or washed out: nothing that carries meaning is
/// bright black, dim or yellow; no bright colour at all (a projector flattens them). The veil is
/// bold in the terminal's own foreground, so it stays visible on a dark screen; times and notes are
/// plain. `light`, for a light background, where yellow and cyan fade: blue boxes, a dark green
/// safe area, red accents; the veil and times stay gray, which reads on white (every mark 3:1 or
/// more on white in xterm's palette: `ThemeContrastTests`).
extension Theme {
    /// The theme for the background `COLORFGBG` names (`FG;BG`, as rxvt, Konsole and others set
    /// it; the last field is the background): `light` for white or light gray (7, 9–15), nil when
    /// it names a dark one or nothing a number.
    package static func forBackground(colorfgbg: String?) -> Theme? {
        guard let last = colorfgbg?.split(separator: ";").last, let bg = Int(last) else { return nil }
        return bg == 7 || (9...15).contains(bg) ? .light : nil
    }

    /// The SGR sequence that starts `style` (empty for plain).
    func ansi(_ style: TextStyle) -> String {
        switch self {
        // `dark` names an SVG page and no terminal takes it (`Theme.init(terminal:)`); were one
        // to, the default is the look for a dark background.
        case .standard, .dark: return style.ansi
        case .highContrast:
            switch style {
            case .plain, .dim: return ""
            case .bold, .shade: return Ansi.bold
            case .box, .boxName: return Ansi.bold + Ansi.cyan
            case .safeArea: return Ansi.bold + Ansi.green
            case .animating, .animatingName: return Ansi.bold + Ansi.magenta
            case .accent: return Ansi.bold + Ansi.red
            }
        case .light:
            switch style {
            case .box: return Ansi.blue
            case .boxName: return Ansi.bold + Ansi.blue
            case .safeArea: return Ansi.darkGreen
            case .accent: return Ansi.bold + Ansi.red
            default: return style.ansi
            }
        }
    }

    /// `text` in the quiet style of asides (a presenter's note, a demo's pause cue) when `color`:
    /// dim, or italic in high contrast, where dim would fade away.
    package func quiet(_ text: String, color: Bool) -> String {
        Ansi.paint(text, self == .highContrast ? Ansi.italic : Ansi.dim, enabled: color)
    }
}
