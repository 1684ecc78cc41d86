import ArgumentParser
import TextArt

/// How output is drawn: width, ASCII, colour. Decided here, at the edge, from the terminal.
struct DisplayOptions: ParsableArguments {
    @Option(help: "Columns to draw in (default: the terminal's width, or 80 when not a terminal).")
    var width: Int?

    @Flag(help: "Draw with ASCII characters only.")
    var ascii = false

    @Flag(name: .customLong("no-color"), help: "Never use colour (also: set NO_COLOR).")
    var noColor = false

    var settings: DisplaySettings { DisplaySettings(width: width, ascii: ascii, noColor: noColor) }
    func renderOptions() -> RenderOptions { settings.renderOptions() }
}

/// The same choices as plain values, for code that runs without the argument parser (the
/// default prompt starts without it, which keeps start-up close to a bare binary's).
struct DisplaySettings {
    var width: Int?
    var ascii = false
    var noColor = false

    func renderOptions() -> RenderOptions {
        let size = TerminalInfo.stdoutIsTerminal ? TerminalInfo.size() : nil
        let columns = width ?? size?.columns ?? 80
        // The height only on a terminal: without one, drawings and the trace keep fixed sizes.
        return RenderOptions(
            width: max(20, min(columns, 1000)), ascii: ascii,
            color: !noColor && TerminalInfo.colorAllowed, height: size.flatMap { $0.rows > 0 ? $0.rows : nil })
    }
}
