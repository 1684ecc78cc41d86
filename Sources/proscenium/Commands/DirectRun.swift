import ArgumentParser
import ProsceniumEdge
import ProsceniumFrontEnd
import TextArt

/// `proscenium run …` started without the argument parser. A scripted run (`run --quiet -` fed
/// `quit`) took 25.7 M instructions to start, 5.8 times a `swiftc -O` hello world, and 13.4 M of
/// them were the parser's reflection (BENCHMARKS.md, "A scripted start-up"). `RunArguments`
/// reads the plain shapes of `run`'s options; for anything else this is nil and the parser reads
/// the words as before, so help, completions, the man page and every error stay its own.
struct DirectRun {
    let arguments: RunArguments
    let display: DisplaySettings

    /// `words` are those after `run`.
    init?(_ words: [String]) {
        guard let arguments = RunArguments(words) else { return nil }
        var display = DisplaySettings(
            width: arguments.width, ascii: arguments.ascii, noColor: arguments.noColor, color: arguments.color)
        if let name = arguments.theme {
            // Not a theme: the parser says so, in its words.
            guard let theme = Theme(terminal: name) else { return nil }
            display.theme = theme
        }
        self.arguments = arguments
        self.display = display
        #if DEBUG
            assertAgreesWithParser(words)
        #endif
    }

    /// Runs as the parsed `Run` would, and exits as `Proscenium.main` does after it.
    func start() -> Never {
        do {
            try Run.run(
                file: arguments.file, quiet: arguments.quiet, display: display, load: arguments.loadPaths,
                loadAs: arguments.loadAs,
                fence: WriteOptions.fence(folder: arguments.writeDir, overwrite: arguments.overwrite))
            Proscenium.finish(0)
        } catch let code as ExitCode {
            Proscenium.finish(code.rawValue)
        } catch {
            Console.flush()
            Proscenium.exit(withError: error)
        }
    }

    #if DEBUG
        /// A debug build (the end-to-end tests') has the parser read the same words, so an option
        /// of `Run` renamed or retyped without `RunArguments` following stops here, not in a user's hands.
        private func assertAgreesWithParser(_ words: [String]) {
            guard let run = (try? Proscenium.parseAsRoot(["run"] + words)) as? Run else {
                assertionFailure("run \(words): read without the parser, refused by it")
                return
            }
            let parsed = run.display.settings
            let agrees =
                run.file == arguments.file && run.quiet == arguments.quiet && parsed.width == display.width
                && parsed.ascii == display.ascii && parsed.noColor == display.noColor
                && parsed.color == display.color && parsed.theme == display.theme
                && run.load.paths == arguments.loadPaths && run.load.typeName == arguments.loadAs
                && run.writes.folder == arguments.writeDir && run.writes.overwrite == arguments.overwrite
            assert(agrees, "run \(words): read differently without the parser")
        }
    #endif
}
