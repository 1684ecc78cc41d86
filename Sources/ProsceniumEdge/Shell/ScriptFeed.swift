import Playground
import ProsceniumDisk
import ProsceniumFiles
import ProsceniumLoader
import TextArt
import Transcript

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one way a script runs, for `run`, `check`, `demo` without a terminal and piped input:
/// the same runner, with lessons and files wired the same, so they never disagree about a line.
package enum ScriptFeed {
    /// The lines of a scene file, or of standard input for `-`; a file that cannot be read is
    /// refused before anything runs.
    package static func lines(of file: String) -> Result<AnySequence<ScriptLine>, FileProblem> {
        if file == "-" {
            if let problem = standardInputProblem() { return .failure(problem) }
            return .success(AnySequence(StandardInputLines()))
        }
        return FileEdge.document(file).map { AnySequence(FileEdge.lines($0).lazy.map(ScriptLine.text)) }
    }

    /// Why standard input cannot be a script before a byte is read: closed, or a directory.
    package static func standardInputProblem() -> FileProblem? {
        var info = stat()
        guard fstat(0, &info) == 0 else {
            return .failed(path: "standard input", verb: .read, reason: String(cString: strerror(errno)))
        }
        if info.st_mode & S_IFMT == S_IFDIR { return .notAFile(path: "standard input", kind: .directory) }
        return nil
    }

    /// How a script is named in `file:line:col` locations.
    package static func name(of file: String) -> String { file == "-" ? "<stdin>" : file }

    /// `run(lines:…)` for lines that are all text.
    @discardableResult
    package static func run<S: Sequence>(
        texts: S, file: String, mode: ScriptRunner.Mode, options: RenderOptions
    ) -> ScriptRunner where S.Element == String {
        run(lines: texts.lazy.map(ScriptLine.text), file: file, mode: mode, options: options)
    }

    /// Feeds `lines` and writes what each prints as it goes; returns the runner for its counts.
    /// A line too long to hold, or input that cannot be read, is one error line; what earlier
    /// lines printed is already written.
    @discardableResult
    package static func run<S: Sequence>(
        lines: S, file: String, mode: ScriptRunner.Mode, options: RenderOptions, load: [String] = [],
        loadAs: String? = nil, fence: WriteFence? = nil
    ) -> ScriptRunner where S.Element == ScriptLine {
        let runner = makeRunner(file: file, mode: mode, options: options, fence: fence)
        guard preload(runner, paths: load, typeName: loadAs) else {
            runner.loadFailed = true
            return runner
        }
        for line in lines {
            switch line {
            case .text(let text): Console.write(runner.feed(text))
            case .tooLong(let limit, let inputEnds):
                Console.write(runner.refuse(.lineTooLong(limit: limit, inputEnds: inputEnds)))
            case .unreadable(let reason):
                Console.write(runner.refuse(.cannotRead(path: "standard input", reason: reason)))
            }
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
    package static func preload(_ runner: ScriptRunner, paths: [String], typeName: String?) -> Bool {
        guard !paths.isEmpty else { return true }
        var loaded = true
        for output in runner.session.apply(.file(.loadCode(paths: paths, typeName: typeName))) {
            if case .error(let e) = output {
                // `--load` names no line of a file: the plain `error: ` lead, not a compiler's location.
                Console.error("error: --load: " + ErrorWording.message(for: e) + "\n")
                loaded = false
            }
        }
        return loaded
    }

    /// A runner wired as every script's is (files at the edge, lessons available); `demo` feeds one
    /// too. `run`, `check` and `demo` pass their `fence` (a file may be someone else's); input piped
    /// to the prompt is the user's own typing and has none.
    package static func makeRunner(
        file: String, mode: ScriptRunner.Mode, options: RenderOptions, fence: WriteFence? = nil
    ) -> ScriptRunner {
        let runner = ScriptRunner(file: file, mode: mode, renderer: TranscriptRenderer(options: options))
        runner.session.codeLoader = SwiftLoader(options: options)
        // Scripts may use lessons too, with progress kept in memory: a script never touches the learner's file.
        runner.handler = LessonLibrary.scriptTutor(session: runner.session, fence: fence).handle
        return runner
    }
}

/// One line of a script as the feed gives it: text to run, or why there is none.
package enum ScriptLine: Equatable {
    case text(String)
    /// A line longer than `limit` bytes: skipped to its end, or, when it had no end within reach,
    /// the end of the input (`inputEnds`).
    case tooLong(limit: Int, inputEnds: Bool)
    /// Reading failed part way (the system's reason); nothing more is read.
    case unreadable(reason: String)
}
