import ArgumentParser
import Transcript

/// `proscenium lesson N`: the prompt, starting (or resuming) a lesson.
struct Learn: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson", abstract: "Start or resume a lesson at the prompt (`list` lists them).")

    @Argument(
        help: "The lesson's number or slug, or `list`.",
        completion: .custom { _, _, _ in ["list"] + LessonNames.all })
    var lesson: String

    @Option(help: "The lesson's language, if translated (zh).", completion: .list(["zh"]))
    var lang: String?

    @OptionGroup var display: DisplayOptions

    func run() throws {
        let line = (lesson == "list" ? "lesson list" : "lesson \(lesson)") + (lang.map { " \($0)" } ?? "")
        guard TerminalInfo.stdinIsTerminal && TerminalInfo.stdoutIsTerminal else {
            let runner = ScriptFeed.run(
                lines: [AnySequence([ScriptLine.text(line)]), AnySequence(StandardInputLines())].joined(),
                file: "<stdin>", mode: .transcript,
                options: display.renderOptions())
            if !runner.succeeded { throw ExitCode(1) }
            return
        }
        PromptLoop.run(display: display.settings, firstLines: [line])
    }
}
