import Lessons
import Playground
import TextArt

/// The interactive prompt: libedit on a terminal, lessons and progress wired to the state folder.
/// `firstLines` run before the first prompt (as `proscenium lesson 2` does with `lesson 2`).
enum PromptLoop {
    static func run(display: DisplayOptions, firstLines: [String] = []) {
        let options = display.renderOptions()
        let tutor = LessonLibrary.makeTutor()
        tutor.session.writeFile = CodeFile.write
        tutor.session.readFile = { try? TextFile.read($0) }
        let renderer = TranscriptRenderer(options: options)
        let editor = LineEditor(programName: "proscenium", historyPath: LineEditor.defaultHistoryPath(),
                                completer: Completer.completions(for:))
        defer { editor.close() }
        Console.write("Proscenium · `help` lists commands · `lesson list` the lessons · Tab completes · Ctrl-D quits\n")
        let prompt = options.color ? "\u{1B}[1mproscenium>\u{1B}[0m " : "proscenium> "
        var pending = firstLines
        loop: while true {
            Console.flush()
            let read: LineRead = pending.isEmpty ? editor.readLine(prompt: prompt) : .line(pending.removeFirst())
            switch read {
            case .endOfInput:
                Console.write("\n")
                break loop
            case .interrupted:
                Console.write("^C\n")
            case .line(let line):
                if !line.trimmingCharacters(in: " \t").isEmpty { editor.addToHistory(line) }
                var live = renderer
                if display.width == nil, let cols = TerminalInfo.size()?.columns { live.options.width = max(20, cols) }
                let outputs = tutor.handle(line)
                if tutor.progressChanged {
                    LessonLibrary.save(tutor.progress)
                    tutor.progressChanged = false
                }
                for output in outputs {
                    if case .quit = output { break loop }
                    if case .motion(.playback(let p)) = output {
                        LivePlayback.run(p, options: live.options, fixedWidth: display.width != nil)
                        continue
                    }
                    Console.write(live.render(output))
                }
            }
        }
        Console.flush()
    }
}
