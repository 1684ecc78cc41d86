import ArgumentParser
import Lessons
import ProsceniumEdge
import TextArt
import Transcript

/// `proscenium lesson N`: the prompt, starting (or resuming) a lesson.
struct Learn: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson", abstract: "Start or resume a lesson at the prompt (`list` lists them).",
        discussion: """
            `proscenium lesson lint` checks every lesson file (in $PROSCENIUM_LESSONS, else the \
            shipped lessons) and exits 1 when it finds a problem; with --strict, a warning counts too.
            """)

    @Argument(
        help: "The lesson's number or slug, `list`, or `lint`.",
        completion: .custom { _, _, _ in ["list", "lint"] + LessonNames.all })
    var lesson: String

    @Option(help: "The lesson's language, if translated (zh).", completion: .list(["zh"]))
    var lang: String?

    @Flag(help: "With `lint`: fail on warnings (points of style) as well as problems.")
    var strict = false

    @OptionGroup var display: DisplayOptions

    func run() throws {
        if lesson == "lint" { return try lint() }
        if lesson != "list" {
            let (lessons, unreadable) = LessonLibrary.read(from: LessonFolder.path)
            if let refusal = LessonArgument.refusal(for: lesson, lessons: lessons, unreadable: unreadable) {
                Console.error(refusal + "\n")
                throw ExitCode(64)
            }
        }
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

    /// `lesson lint`: every file's findings as `FILE:LINE:COL: …`, a file that does not parse as
    /// an error line, then the count; exit 1 when anything counts against the lessons.
    private func lint() throws {
        let (lessons, unreadable) = LessonLibrary.load(from: LessonFolder.path)
        for p in unreadable { Console.write("error: " + TerminalText.plain(p) + "\n") }
        let found = LessonLinter.findings(lessons)
        for issue in found { Console.write(TerminalText.plain(issue.description) + "\n") }
        Console.write(LessonLinter.summary(lessons.count, found))
        Console.flush()
        let counted = found.filter { strict || !$0.isWarning }.count + unreadable.count
        if counted > 0 { throw ExitCode(1) }
    }
}
