import ArgumentParser
import Playground
import TextArt

/// The prompt: libedit on a terminal; a plain transcript when standard input or output is not one.
struct Interactive: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "repl", abstract: "Start the interactive prompt (the default).")

    @OptionGroup var display: DisplayOptions

    func run() throws {
        let options = display.renderOptions()
        guard TerminalInfo.stdinIsTerminal && TerminalInfo.stdoutIsTerminal else {
            let ok = ScriptFeed.run(lines: StandardInputLines(), file: "<stdin>", mode: .transcript, options: options)
            if !ok { throw ExitCode(1) }
            return
        }
        let session = Session()
        let renderer = TranscriptRenderer(options: options)
        let editor = LineEditor(programName: "proscenium", historyPath: LineEditor.defaultHistoryPath(),
                                completer: Completer.completions(for:))
        defer { editor.close() }
        Console.write("Proscenium · `help` lists commands · Tab completes · Ctrl-D quits\n")
        let prompt = options.color ? "\u{1B}[1mproscenium>\u{1B}[0m " : "proscenium> "
        loop: while true {
            Console.flush()
            switch editor.readLine(prompt: prompt) {
            case .endOfInput:
                Console.write("\n")
                break loop
            case .interrupted:
                Console.write("^C\n")
            case .line(let line):
                if !line.trimmingCharacters(in: " \t").isEmpty { editor.addToHistory(line) }
                var live = renderer
                if display.width == nil, let cols = TerminalInfo.size()?.columns { live.options.width = max(20, cols) }
                for output in session.execute(line) {
                    if case .quit = output { break loop }
                    Console.write(live.render(output))
                }
            }
        }
        Console.flush()
    }
}

/// Lines of standard input, read lazily so piped sessions stream.
struct StandardInputLines: Sequence, IteratorProtocol {
    mutating func next() -> String? { Swift.readLine(strippingNewline: true) }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}
