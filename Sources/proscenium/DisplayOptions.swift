import ArgumentParser
import ProsceniumFiles
import ProsceniumFrontEnd
import TextArt

/// How output is drawn: width, ASCII, colour and its theme. Decided here, at the edge, from the terminal.
struct DisplayOptions: ParsableArguments {
    @Option(
        help:
            "Columns to draw in (default: the terminal's width; when not a terminal, COLUMNS if set, else 80).")
    var width: Int?

    @Flag(help: "Draw with ASCII characters only.")
    var ascii = false

    @Flag(name: .customLong("no-color"), help: "Never use colour (also: set NO_COLOR; the same as --color=never).")
    var noColor = false

    @Option(
        name: .customLong("color"),
        help: ArgumentHelp(
            "Colour: auto (on a terminal, unless NO_COLOR is set or TERM is dumb; CLICOLOR_FORCE or FORCE_COLOR force it), always, or never.",
            valueName: "when"))
    var color: ColorChoice = .auto

    @Option(
        help: ArgumentHelp(
            "Colours for the stage: default, high-contrast (a projector: no gray, dim or yellow) or light (a light background; chosen by itself when COLORFGBG names one).",
            valueName: "theme"))
    var theme: Theme?

    var settings: DisplaySettings {
        var s = DisplaySettings(width: width, ascii: ascii, noColor: noColor, color: color)
        if let theme { s.theme = theme }
        return s
    }
    func renderOptions() -> RenderOptions { settings.renderOptions() }
}

/// The same choices as plain values, for code that runs without the argument parser (the
/// default prompt starts without it, which keeps start-up close to a bare binary's).
struct DisplaySettings {
    var width: Int?
    var ascii = false
    var noColor = false
    /// `--color`; `auto` decides from the environment and the terminal (`ColorPolicy`).
    var color: ColorChoice = .auto
    /// `--theme`; `set theme` changes it for a session, and `reset` comes back to it. Without
    /// `--theme`, `light` when `COLORFGBG` says the background is light, else `default`.
    var theme: Theme = DisplaySettings.backgroundTheme ?? .standard

    /// The theme `COLORFGBG` asks for, if any (`Theme.forBackground`).
    static var backgroundTheme: Theme? {
        Theme.forBackground(colorfgbg: StatePaths.processEnvironment("COLORFGBG"))
    }

    /// Whether the theme was chosen from `COLORFGBG` (the prompt says so once).
    var themeFromBackground: Bool { Self.backgroundTheme == theme && theme != .standard }

    func renderOptions() -> RenderOptions {
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

extension Theme: ExpressibleByArgument {}

extension ColorChoice: ExpressibleByArgument {}
