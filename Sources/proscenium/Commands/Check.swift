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
            counts as a failure. A file that cannot be read, or that ran no expect line, is a \
            failure too, with one line saying why (--allow-empty for a file meant to check nothing). \
            Failures and errors are both written `FILE:LINE:COL: message` (errors after `error: `).

            A demo file (FILE.demo) is checked as `proscenium demo` checks it before playing: \
            its directives, then every command run in order; each command that runs counts as \
            passed, each line in error as failed, and it needs no expect line.

            --junit FILE writes a JUnit XML report (one test case per file, per expect line and \
            per line in error); --tap prints TAP version 13 on standard output instead of the \
            failure lines and the count, which then go to standard error.
            """)

    @Argument(help: "Scene files (- for standard input).", completion: .file(extensions: ["scene", "demo", "md"]))
    var files: [String]

    @Flag(help: "Let a file with no expect lines pass.")
    var allowEmpty = false

    @Option(name: .customLong("junit"), help: ArgumentHelp("Also write a JUnit XML report to FILE.", valueName: "FILE"))
    var junitFile: String?

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
        for file in files {
            let result = file.hasSuffix(".demo") ? checkDemo(file, fence: fence) : checkScene(file, fence: fence)
            passed += result.lines.filter { $0.outcome == .passed }.count
            failed += result.lines.filter { $0.outcome != .passed }.count + (result.problem == nil ? 0 : 1)
            report.files.append(result)
        }
        say("\(passed) passed, \(failed) failed\n")
        Console.flush()
        if tap { Console.write(report.tap()) }
        if let junitFile {
            do { try Files.write(report.junit(), to: junitFile) } catch {
                Console.error("error: \(error)\n")
                throw ExitCode(2)
            }
        }
        if failed > 0 { throw ExitCode(1) }
    }

    /// What a person reads: standard output, or standard error when standard output carries TAP.
    private func say(_ text: String) {
        if tap { Console.error(text) } else { Console.write(text) }
    }

    private func checkScene(_ file: String, fence: WriteFence) -> CheckReport.File {
        let name = ScriptFeed.name(of: file)
        let lines: AnySequence<ScriptLine>
        switch ScriptFeed.lines(of: file) {
        case .success(let l): lines = l
        case .failure(let problem):
            say("error: \(problem)\n")
            return CheckReport.File(name: name, lines: [], problem: "\(problem)")
        }
        let runner = ScriptFeed.makeRunner(file: name, mode: .check, options: display.renderOptions(), fence: fence)
        guard ScriptFeed.preload(runner, paths: load.paths, typeName: load.typeName) else {
            return CheckReport.File(name: name, lines: [], problem: "--load loaded nothing")
        }
        for line in lines {
            switch line {
            case .text(let text): say(runner.feed(text))
            case .tooLong(let limit, let inputEnds):
                say(runner.refuse(.lineTooLong(limit: limit, inputEnds: inputEnds)))
            case .unreadable(let reason):
                say(runner.refuse(.cannotRead(path: "standard input", reason: reason)))
            }
            if runner.quitRequested { break }
        }
        if runner.passed + runner.failed == 0 && !allowEmpty {
            let why = "no expect line ran, so nothing was checked (--allow-empty if that is meant)"
            say("error: \(FileProblem.shownPath(name)): \(why)\n")
            return CheckReport.File(name: name, lines: runner.checked, problem: why)
        }
        return CheckReport.File(name: name, lines: runner.checked)
    }

    /// A demo file: its directives checked and its commands run as `proscenium demo` would play
    /// them, each line in error a failure, each command that ran a pass; it needs no expect line.
    private func checkDemo(_ file: String, fence: WriteFence) -> CheckReport.File {
        switch FileEdge.document(file) {
        case .success(let text):
            let (script, problems) = DemoScript.parse(text, file: file)
            let lines = DemoCheck.check(
                script, directiveProblems: problems, options: display.renderOptions(), fence: fence, write: say)
            return CheckReport.File(name: file, lines: lines)
        case .failure(let problem):
            say("error: \(problem)\n")
            return CheckReport.File(name: file, lines: [], problem: "\(problem)")
        }
    }
}
