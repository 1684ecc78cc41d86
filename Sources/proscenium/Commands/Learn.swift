import ArgumentParser
import Lessons
import ProsceniumEdge
import ProsceniumLanguage
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

    @Option(
        name: .customLong("junit"),
        help: ArgumentHelp("With `lint`: also write a JUnit XML report to FILE, as `check` does.", valueName: "FILE"),
        completion: .file(extensions: ["xml"]))
    var junitFile: String?

    @Flag(help: "With `lint`: print the results as TAP on standard output, as `check` does.")
    var tap = false

    @Flag(help: "Serve the live stage page too (its address is the first line).")
    var web = false

    @OptionGroup var display: DisplayOptions
    @OptionGroup(title: "Stage page (with --web)") var webOptions: WebOptions

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
            if web { Console.error(WebOptions.noTerminalNote) }
            let runner = ScriptFeed.run(
                lines: [AnySequence([ScriptLine.text(line)]), AnySequence(StandardInputLines())].joined(),
                file: "<stdin>", mode: .transcript,
                options: display.renderOptions())
            if !runner.succeeded { throw ExitCode(1) }
            return
        }
        let stage = web ? try webOptions.start(demo: false, title: "Proscenium: \(line)") : nil
        defer { stage?.stop() }
        PromptLoop.run(
            display: display.settings, firstLines: [line], stage: stage,
            language: lang.flatMap(Language.init(rawValue:)) ?? .english)
    }

    /// `lesson lint`: every file's findings as `FILE:LINE:COL: …`, a file that does not parse as
    /// an error line, then the count; exit 1 when anything counts against the lessons.
    private func lint() throws {
        let (lessons, unreadable) = LessonLibrary.read(from: LessonFolder.path)
        // With --tap, standard output is TAP's, and what a person reads goes to standard error.
        let say: (String) -> Void = tap ? { Console.error($0) } : { Console.write($0) }
        for u in unreadable { say("error: " + TerminalText.plain(u.problem) + "\n") }
        let found = LessonLinter.findings(lessons)
        for issue in found { say(TerminalText.plain(issue.description) + "\n") }
        say(LessonLinter.summary(lessons.count, found))
        Console.flush()
        let report = Self.report(lessons.map(\.file), unreadable, found, strict: strict)
        try report.deliver(tap: tap, junitFile: junitFile)
        let counted = found.filter { strict || !$0.isWarning }.count + unreadable.count
        if counted > 0 { throw ExitCode(1) }
    }

    /// The lint's findings as `check` reports its own: a file per lesson (its own case fails when
    /// it could not be read or parsed), a case per finding at its line. A warning is a failure
    /// with --strict; without, it is left out, as it does not fail the lint.
    static func report(
        _ files: [String], _ unreadable: [UnreadableLesson], _ found: [LessonLinter.Issue], strict: Bool
    ) -> CheckReport {
        var report = CheckReport(name: "proscenium lesson lint")
        for file in files {
            let lines = found.filter { $0.file == file && (strict || !$0.isWarning) }.map {
                CheckedLine(line: $0.line, column: 1, source: "lesson lint", outcome: .failed, message: $0.message)
            }
            report.files.append(CheckReport.File(name: file, lines: lines))
        }
        for u in unreadable {
            report.files.append(CheckReport.File(name: u.name + ".md", lines: [], problem: u.problem))
        }
        return report
    }
}
