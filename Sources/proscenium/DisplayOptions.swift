import ArgumentParser
import ProsceniumEdge
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

/// `--theme` takes the terminal's looks only: `dark` names an SVG page, which `export svg --theme`
/// chooses, and is refused here as any other word is (and left out of the help and completion).
extension Theme: ExpressibleByArgument {
    package init?(argument: String) { self.init(terminal: argument) }

    package static var allValueStrings: [String] { terminalThemes.map(\.rawValue) }
}

extension ColorChoice: ExpressibleByArgument {}
