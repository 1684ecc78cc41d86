import ArgumentParser
import ProsceniumDisk
import ProsceniumEdge
import Transcript

/// `proscenium run FILE|-`: the transcript of a scene.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a scene file (or - for standard input) and print its transcript.",
        discussion:
            "Exit status: 0 when every line ran and every expect held, 1 when any did not, 2 when the file cannot be read, the output cannot be written, or the code --load names loaded nothing."
    )

    @Argument(help: "The scene file, or - for standard input.", completion: .file(extensions: ["scene"]))
    var file: String

    @Flag(help: "Print only what queries (state, trace, show and the like) print, and errors.")
    var quiet = false

    @OptionGroup var display: DisplayOptions
    @OptionGroup var load: LoadOption
    @OptionGroup var writes: WriteOptions

    func run() throws {
        try Self.run(
            file: file, quiet: quiet, display: display.settings, load: load.paths, loadAs: load.typeName,
            fence: writes.fence())
    }

    /// The run from plain values, for the parser's `run()` and for `DirectRun`, which reads the
    /// common shapes of `run`'s arguments without the parser.
    static func run(
        file: String, quiet: Bool, display: DisplaySettings, load: [String], loadAs: String?, fence: WriteFence
    ) throws {
        let mode: ScriptRunner.Mode = quiet ? .quiet : .transcript
        let lines: AnySequence<ScriptLine>
        switch ScriptFeed.lines(of: file) {
        case .success(let l): lines = l
        case .failure(let problem):
            Console.error("error: \(problem)\n")
            throw ExitCode(2)
        }
        let runner = ScriptFeed.run(
            lines: lines, file: ScriptFeed.name(of: file), mode: mode, options: display.renderOptions(),
            load: load, loadAs: loadAs, fence: fence)
        if runner.loadFailed { throw ExitCode(2) }
        if !runner.succeeded { throw ExitCode(1) }
    }
}
