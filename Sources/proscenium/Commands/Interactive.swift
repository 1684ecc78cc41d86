import ArgumentParser
import Playground
import ProsceniumEdge
import TextArt
import Transcript

/// The prompt: libedit on a terminal; a plain transcript when standard input or output is not one.
struct Interactive: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl", abstract: "Start the interactive prompt (the default).")

    @OptionGroup var display: DisplayOptions

    func run() throws {
        try Interactive.start(display.settings)
    }

    /// The prompt on a terminal, a transcript of standard input otherwise.
    static func start(_ display: DisplaySettings) throws {
        guard TerminalInfo.stdinIsTerminal && TerminalInfo.stdoutIsTerminal else {
            let runner = ScriptFeed.run(
                lines: StandardInputLines(), file: "<stdin>", mode: .transcript, options: display.renderOptions())
            if !runner.succeeded { throw ExitCode(1) }
            return
        }
        PromptLoop.run(display: display)
    }
}
