import ArgumentParser
import Lessons
import Playground
import ProsceniumFiles
import TextArt
import Transcript

/// `proscenium run FILE|-`: the transcript of a scene.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a scene file (or - for standard input) and print its transcript.",
        discussion: "Exit status: 0 when every line ran and every expect held, 1 when any did not, 2 when the file cannot be read or the output cannot be written.")

    @Argument(help: "The scene file, or - for standard input.")
    var file: String

    @Flag(help: "Print only what queries (state, trace, show, …) print, and errors.")
    var quiet = false

    @OptionGroup var display: DisplayOptions

    func run() throws {
        let mode: ScriptRunner.Mode = quiet ? .quiet : .transcript
        let lines: AnySequence<String>
        switch ScriptFeed.lines(of: file) {
        case .success(let l): lines = l
        case .failure(let problem):
            Console.error("error: \(problem)\n")
            throw ExitCode(2)
        }
        let runner = ScriptFeed.run(lines: lines, file: ScriptFeed.name(of: file), mode: mode, options: display.renderOptions())
        if !runner.succeeded { throw ExitCode(1) }
    }
}

/// `proscenium check FILE...`: the failed expectations, then `N passed, N failed`.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check the expect lines of scene files; exit 1 if any fails.",
        discussion: """
            Each file runs exactly as `run` runs it (lesson commands included); a line in error \
            counts as a failure. A file that cannot be read, or that ran no expect line, is a \
            failure too, with one line saying why (--allow-empty for a file meant to check nothing).
            """)

    @Argument(help: "Scene files (- for standard input).")
    var files: [String]

    @Flag(help: "Let a file with no expect lines pass.")
    var allowEmpty = false

    @OptionGroup var display: DisplayOptions

    func run() throws {
        var passed = 0, failed = 0
        for file in files {
            let lines: AnySequence<String>
            switch ScriptFeed.lines(of: file) {
            case .success(let l): lines = l
            case .failure(let problem):
                Console.write("error: \(problem)\n")
                failed += 1
                continue
            }
            let name = ScriptFeed.name(of: file)
            let runner = ScriptFeed.run(lines: lines, file: name, mode: .check, options: display.renderOptions())
            passed += runner.passed
            failed += runner.failed + runner.errors
            if runner.passed + runner.failed == 0 && !allowEmpty {
                Console.write("error: \(FileProblem.shownPath(name)): no expect line ran, so nothing was checked (--allow-empty if that is meant)\n")
                failed += 1
            }
        }
        Console.write("\(passed) passed, \(failed) failed\n")
        Console.flush()
        if failed > 0 { throw ExitCode(1) }
    }
}

/// The one way a script runs, for `run`, `check`, `demo` without a terminal and piped input:
/// the same runner, with lessons and files wired the same, so they never disagree about a line.
enum ScriptFeed {
    /// The lines of a scene file, or of standard input for `-`; a file that cannot be read is
    /// refused before anything runs.
    static func lines(of file: String) -> Result<AnySequence<String>, FileProblem> {
        if file == "-" { return .success(AnySequence(StandardInputLines())) }
        return FileEdge.document(file).map { AnySequence(FileEdge.lines($0)) }
    }

    /// How a script is named in `file:line:col` locations.
    static func name(of file: String) -> String { file == "-" ? "<stdin>" : file }

    /// Feeds `lines` and writes what each prints as it goes; returns the runner for its counts.
    @discardableResult
    static func run<S: Sequence>(lines: S, file: String, mode: ScriptRunner.Mode, options: RenderOptions) -> ScriptRunner where S.Element == String {
        let runner = makeRunner(file: file, mode: mode, options: options)
        for line in lines {
            Console.write(runner.feed(line))
            if runner.quitRequested { break }
        }
        Console.flush()
        return runner
    }

    /// A runner wired as every script's is (files at the edge, lessons available); `demo` feeds one too.
    static func makeRunner(file: String, mode: ScriptRunner.Mode, options: RenderOptions) -> ScriptRunner {
        let runner = ScriptRunner(file: file, mode: mode, renderer: TranscriptRenderer(options: options))
        // Scripts may use lessons too, with progress kept in memory: a script never touches the learner's file.
        runner.handler = LessonLibrary.scriptTutor(session: runner.session).handle
        return runner
    }
}
