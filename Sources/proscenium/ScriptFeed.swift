import Playground
import ProsceniumFiles
import TextArt
import Transcript

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
    static func run<S: Sequence>(
        lines: S, file: String, mode: ScriptRunner.Mode, options: RenderOptions, load: [String] = [],
        loadAs: String? = nil
    ) -> ScriptRunner where S.Element == String {
        let runner = makeRunner(file: file, mode: mode, options: options)
        guard preload(runner, paths: load, typeName: loadAs) else {
            runner.loadFailed = true
            return runner
        }
        for line in lines {
            Console.write(runner.feed(line))
            // `--quiet`: error lines on standard error, so standard output stays what queries print.
            if !runner.lastErrors.isEmpty {
                Console.flush()
                Console.error(runner.lastErrors)
            }
            if runner.quitRequested { break }
        }
        Console.flush()
        return runner
    }

    /// `--load FILE.swift…`: loads the user's code into `runner`'s session before the scene runs.
    /// False, with each reason on standard error, when it loaded nothing.
    static func preload(_ runner: ScriptRunner, paths: [String], typeName: String?) -> Bool {
        guard !paths.isEmpty else { return true }
        var loaded = true
        for output in runner.session.apply(.file(.loadCode(paths: paths, typeName: typeName))) {
            if case .error(let e) = output {
                Console.error(ErrorWording.line(for: e, location: "--load") + "\n")
                loaded = false
            }
        }
        return loaded
    }

    /// A runner wired as every script's is (files at the edge, lessons available); `demo` feeds one too.
    static func makeRunner(file: String, mode: ScriptRunner.Mode, options: RenderOptions) -> ScriptRunner {
        let runner = ScriptRunner(file: file, mode: mode, renderer: TranscriptRenderer(options: options))
        runner.session.codeLoader = SwiftLoader(options: options)
        // Scripts may use lessons too, with progress kept in memory: a script never touches the learner's file.
        runner.handler = LessonLibrary.scriptTutor(session: runner.session).handle
        return runner
    }
}
