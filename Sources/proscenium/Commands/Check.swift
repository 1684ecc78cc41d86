import ArgumentParser
import ProsceniumFiles

/// `proscenium check FILE...`: the failed expectations, then `N passed, N failed`.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check the expect lines of scene files; exit 1 if any fails.",
        discussion: """
            Each file runs exactly as `run` runs it (lesson commands included); a line in error \
            counts as a failure. A file that cannot be read, or that ran no expect line, is a \
            failure too, with one line saying why (--allow-empty for a file meant to check nothing).

            A demo file (FILE.demo) is checked as `proscenium demo` checks it before playing: \
            its directives, then every command run in order; each line in error is a failure, \
            and it needs no expect line.
            """)

    @Argument(help: "Scene files (- for standard input).", completion: .file(extensions: ["scene", "demo", "md"]))
    var files: [String]

    @Flag(help: "Let a file with no expect lines pass.")
    var allowEmpty = false

    @OptionGroup var display: DisplayOptions
    @OptionGroup var load: LoadOption

    func run() throws {
        var passed = 0
        var failed = 0
        for file in files {
            if file.hasSuffix(".demo") {
                let (p, f) = checkDemo(file)
                passed += p
                failed += f
                continue
            }
            let lines: AnySequence<ScriptLine>
            switch ScriptFeed.lines(of: file) {
            case .success(let l): lines = l
            case .failure(let problem):
                Console.write("error: \(problem)\n")
                failed += 1
                continue
            }
            let name = ScriptFeed.name(of: file)
            let runner = ScriptFeed.run(
                lines: lines, file: name, mode: .check, options: display.renderOptions(), load: load.paths,
                loadAs: load.typeName)
            if runner.loadFailed {
                failed += 1
                continue
            }
            passed += runner.passed
            failed += runner.failed + runner.errors
            if runner.passed + runner.failed == 0 && !allowEmpty {
                Console.write(
                    "error: \(FileProblem.shownPath(name)): no expect line ran, so nothing was checked (--allow-empty if that is meant)\n"
                )
                failed += 1
            }
        }
        Console.write("\(passed) passed, \(failed) failed\n")
        Console.flush()
        if failed > 0 { throw ExitCode(1) }
    }

    /// A demo file: its directives checked and its commands run as `proscenium demo` would play
    /// them, each line in error a failure; it needs no expect line.
    private func checkDemo(_ file: String) -> (passed: Int, failed: Int) {
        switch FileEdge.document(file) {
        case .success(let text):
            let (script, problems) = DemoScript.parse(text, file: file)
            return DemoCheck.check(script, directiveProblems: problems, options: display.renderOptions())
        case .failure(let problem):
            Console.write("error: \(problem)\n")
            return (0, 1)
        }
    }
}
