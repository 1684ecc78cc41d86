import ArgumentParser
import ProsceniumDisk
import ProsceniumEdge
import ProsceniumFiles
import Transcript

/// `proscenium check FILE...`: the failed expectations, then `N passed, N failed`; with `--junit`
/// and `--tap`, the same results for a CI service to read.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check the expect lines of scene files; exit 1 if any fails.",
        discussion: """
            Each file runs exactly as `run` runs it (lesson commands included); a line in error \
            counts as a failure. A file that ran no expect line is a failure too, with one line \
            saying why (--allow-empty for a file meant to check nothing); a file that cannot be \
            read, or whose --load code does not load, is reported so and makes check exit 2. \
            A failed expectation is written on standard output, after its `FILE:LINE:COL: `, and \
            so is the count; an error is written `FILE:LINE:COL: error: message` on standard \
            error, the form compilers use, which editors and CI problem matchers read.

            A demo file (FILE.demo) is checked as `proscenium demo` checks it before playing: \
            its directives, then every command run in order; each command that runs counts as \
            passed, each line in error as failed, and it needs no expect line.

            --junit FILE writes a JUnit XML report (one test case per file, per expect line and \
            per line in error, each with its file, line and time on the virtual clock); --tap prints TAP version 13 on standard output instead of the \
            failure lines and the count, which then go to standard error.
            """)

    // Not `md`: a lesson is checked by `lesson lint`, and `check` says so of a lesson file.
    @Argument(help: "Scene files (- for standard input).", completion: .file(extensions: ["scene", "demo"]))
    var files: [String]

    @Flag(help: "Let a file with no expect lines pass.")
    var allowEmpty = false

    @Option(
        name: .customLong("junit"), help: ArgumentHelp("Also write a JUnit XML report to FILE.", valueName: "FILE"),
        completion: .file(extensions: ["xml"]))
    var junitFile: String?

    @Flag(
        help: ArgumentHelp(
            "Leave each test case's file and line out of the JUnit report.",
            discussion:
                "For a reporter that validates against the Jenkins xUnit plugin's junit-10.xsd, which allows neither on a test case."
        ))
    var junitStrict = false

    @Flag(help: "Print the results as TAP (Test Anything Protocol) on standard output.")
    var tap = false

    @OptionGroup var display: DisplayOptions
    @OptionGroup var load: LoadOption
    @OptionGroup var writes: WriteOptions

    func run() throws {
        let fence = try writes.fence()
        var passed = 0
        var failed = 0
        var report = CheckReport()
        // A file that could not be read, or whose code did not load, exits 2 as it does from `run`
        // (issue 37): the check could not be made, which is not the same as a check that failed.
        var unchecked = false
        for file in files {
            let (result, ran) =
                file.hasSuffix(".demo")
                ? checkDemo(file, fence: fence)
                : file.hasSuffix(".md") ? lessonFile(file) : checkScene(file, fence: fence)
            unchecked = unchecked || !ran
            passed += result.lines.filter { $0.outcome == .passed }.count
            failed += result.lines.filter { $0.outcome != .passed }.count + (result.problem == nil ? 0 : 1)
            report.files.append(result)
        }
        say("\(passed) passed, \(failed) failed\n")
        Console.flush()
        try report.deliver(tap: tap, junitFile: junitFile, strict: junitStrict)
        if unchecked { throw ExitCode(2) }
        if failed > 0 { throw ExitCode(1) }
    }

    /// What a person reads: standard output, or standard error when standard output carries TAP.
    private func say(_ text: String) {
        if tap { Console.error(text) } else { Console.write(text) }
    }

    /// An error: on standard error, as a compiler writes it, after what standard output holds so
    /// far (so that the two keep their order on one terminal).
    private func complain(_ text: String) {
        guard !text.isEmpty else { return }
        Console.flush()
        Console.error(text)
    }

    /// The file's results, and whether it could be run at all (read, its code loaded).
    private func checkScene(_ file: String, fence: WriteFence) -> (CheckReport.File, ran: Bool) {
        let name = ScriptFeed.name(of: file)
        let lines: AnySequence<ScriptLine>
        switch ScriptFeed.lines(of: file) {
        case .success(let l): lines = l
        case .failure(let problem):
            complain("error: \(problem)\n")
            return (CheckReport.File(name: name, lines: [], problem: "\(problem)"), false)
        }
        let runner = ScriptFeed.makeRunner(file: name, mode: .check, options: display.renderOptions(), fence: fence)
        guard ScriptFeed.preload(runner, paths: load.paths, typeName: load.typeName) else {
            return (CheckReport.File(name: name, lines: [], problem: "--load loaded nothing"), false)
        }
        for line in lines {
            switch line {
            case .text(let text): say(runner.feed(text))
            case .tooLong(let limit, let inputEnds):
                say(runner.refuse(.lineTooLong(limit: limit, inputEnds: inputEnds)))
            case .unreadable(let reason):
                say(runner.refuse(.cannotRead(path: "standard input", reason: reason)))
            }
            complain(runner.lastErrors)
            if runner.quitRequested { break }
        }
        if runner.passed + runner.failed == 0 && !allowEmpty {
            let why = "no expect line ran, so nothing was checked (--allow-empty if that is meant)"
            complain("error: \(FileProblem.shownPath(name)): \(why)\n")
            return (
                CheckReport.File(name: name, lines: runner.checked, problem: why, seconds: runner.readClock()), true
            )
        }
        return (CheckReport.File(name: name, lines: runner.checked, seconds: runner.readClock()), true)
    }

    /// A lesson (`.md`) is not a scene: run as one, its prose was 222 lines in error. `lesson lint`
    /// checks a lesson; `check` says so in one line and counts the file as not checked.
    private func lessonFile(_ file: String) -> (CheckReport.File, ran: Bool) {
        let folder = FileProblem.shownPath(file.contains("/") ? String(file[..<file.lastIndex(of: "/")!]) : ".")
        let why = "a lesson, not a scene: `PROSCENIUM_LESSONS=\(folder) proscenium lesson lint` checks it"
        complain("error: \(FileProblem.shownPath(file)): \(why)\n")
        return (CheckReport.File(name: file, lines: [], problem: why), false)
    }

    /// A demo file: its directives checked and its commands run as `proscenium demo` would play
    /// them, each line in error a failure, each command that ran a pass; it needs no expect line.
    private func checkDemo(_ file: String, fence: WriteFence) -> (CheckReport.File, ran: Bool) {
        switch FileEdge.document(file) {
        case .success(let text):
            let (script, problems) = DemoScript.reading(text, file: file)
            let lines = DemoCheck.check(
                script, directiveProblems: problems, options: display.renderOptions(), fence: fence, write: say,
                complain: complain)
            return (CheckReport.File(name: file, lines: lines), true)
        case .failure(let problem):
            complain("error: \(problem)\n")
            return (CheckReport.File(name: file, lines: [], problem: "\(problem)"), false)
        }
    }
}
