import ProsceniumFiles
import ProsceniumFrontEnd
import TextArt

/// The same choices as plain values, for code that runs without the argument parser (the
/// default prompt starts without it, which keeps start-up close to a bare binary's).
package struct DisplaySettings {
    package var width: Int?
    package var ascii = false
    package var noColor = false
    /// `--color`; `auto` decides from the environment and the terminal (`ColorPolicy`).
    package var color: ColorChoice = .auto
    /// `--theme`; `set theme` changes it for a session, and `reset` comes back to it. Without
    /// `--theme`, `light` when `COLORFGBG` says the background is light, else `default`.
    package var theme: Theme = DisplaySettings.backgroundTheme ?? .standard

    package init(width: Int? = nil, ascii: Bool = false, noColor: Bool = false, color: ColorChoice = .auto) {
        self.width = width
        self.ascii = ascii
        self.noColor = noColor
        self.color = color
    }

    /// The theme `COLORFGBG` asks for, if any (`Theme.forBackground`).
    package static var backgroundTheme: Theme? {
        Theme.forBackground(colorfgbg: StatePaths.processEnvironment("COLORFGBG"))
    }

    /// Whether the theme was chosen from `COLORFGBG` (the prompt says so once).
    package var themeFromBackground: Bool { Self.backgroundTheme == theme && theme != .standard }

    /// A talk's theme when `--theme` chose none: high contrast, which reads on a projector (no
    /// gray, dim or yellow, marks in bold), unless `COLORFGBG` names a light background (issue 37
    /// §3: the default theme's bright-black veil and dim notes wash out on a projected screen).
    package static var talkTheme: Theme { backgroundTheme ?? .highContrast }

    package func renderOptions() -> RenderOptions {
        let size = TerminalInfo.stdoutIsTerminal ? TerminalInfo.size() : nil
        let columns = OutputWidth.columns(
            flag: width, terminalColumns: size?.columns, environment: StatePaths.processEnvironment)
        let colorOn = ColorPolicy.colorOn(
            choice: color, noColorFlag: noColor, environment: StatePaths.processEnvironment,
            isTerminal: TerminalInfo.stdoutIsTerminal)
        // The height only on a terminal: without one, drawings and the trace keep fixed sizes.
        return RenderOptions(
            width: columns, ascii: ascii, color: colorOn, theme: theme,
            height: size.flatMap { $0.rows > 0 ? $0.rows : nil })
    }
}
