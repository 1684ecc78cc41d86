import ArgumentParser
import Lessons
import Playground
import TextArt

/// `proscenium run FILE|-`: the transcript of a scene.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run a scene file (or - for standard input) and print its transcript.")

    @Argument(help: "The scene file, or - for standard input.")
    var file: String

    @Flag(help: "Print only what queries (state, trace, show, …) print, and errors.")
    var quiet = false

    @OptionGroup var display: DisplayOptions

    func run() throws {
        let mode: ScriptRunner.Mode = quiet ? .quiet : .transcript
        let ok: Bool
        if file == "-" {
            ok = ScriptFeed.run(lines: StandardInputLines(), file: "<stdin>", mode: mode, options: display.renderOptions())
        } else {
            let text: String
            do { text = try TextFile.read(file) } catch TextFile.Failure.cannotOpen(let path, let why) {
                Console.error("error: \(path): \(why)\n")
                throw ExitCode(2)
            }
            ok = ScriptFeed.run(lines: TextFile.lines(text), file: file, mode: mode, options: display.renderOptions())
        }
        if !ok { throw ExitCode(1) }
    }
}

/// `proscenium check FILE...`: the failed expectations, then `N passed, N failed`.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Check the expect lines of scene files; exit 1 if any fails.")

    @Argument(help: "Scene files.")
    var files: [String]

    @OptionGroup var display: DisplayOptions

    func run() throws {
        var passed = 0, failed = 0
        let renderer = TranscriptRenderer(options: display.renderOptions())
        for file in files {
            let text: String
            do { text = try TextFile.read(file) } catch {
                Console.write("error: \(file): cannot read\n")
                failed += 1
                continue
            }
            let runner = ScriptRunner(file: file, mode: .check, renderer: renderer)
            runner.session.writeFile = CodeFile.write
            runner.session.readFile = { try? TextFile.read($0) }
            for line in TextFile.lines(text) { Console.write(runner.feed(line)) }
            passed += runner.passed
            failed += runner.failed + runner.errors
        }
        Console.write("\(passed) passed, \(failed) failed\n")
        Console.flush()
        if failed > 0 { throw ExitCode(1) }
    }
}

/// Feeds lines to a runner and writes what it prints as it goes.
enum ScriptFeed {
    static func run<S: Sequence>(lines: S, file: String, mode: ScriptRunner.Mode, options: RenderOptions) -> Bool where S.Element == String {
        let runner = makeRunner(file: file, mode: mode, options: options)
        for line in lines {
            Console.write(runner.feed(line))
            if runner.quitRequested { break }
        }
        Console.flush()
        return runner.succeeded
    }

    /// A runner wired as every script's is (files at the edge, lessons available); `demo` feeds one too.
    static func makeRunner(file: String, mode: ScriptRunner.Mode, options: RenderOptions) -> ScriptRunner {
        let runner = ScriptRunner(file: file, mode: mode, renderer: TranscriptRenderer(options: options))
        runner.session.writeFile = CodeFile.write
        runner.session.readFile = { try? TextFile.read($0) }
        // Scripts may use lessons too, with progress kept in memory: a script never touches the learner's file.
        let tutor = Tutor(session: runner.session, lessonSource: { LessonLibrary.load(from: StatePaths.lessonsDirectory).lessons })
        runner.handler = tutor.handle
        return runner
    }
}
