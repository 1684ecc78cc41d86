import Lessons
import Playground
import ProsceniumFiles
import ProsceniumLanguage
import TextArt

/// The interactive prompt: libedit on a terminal, lessons and progress wired to the state folder.
/// `firstLines` run before the first prompt (as `proscenium lesson 2` does with `lesson 2`).
package enum PromptLoop {
    package static func run(
        display: DisplaySettings, firstLines: [String] = [], stage: StageView? = nil, language: Language = .english
    ) {
        let paths = StatePaths()
        if let why = paths.ignoredSetting { Console.error("note: \(why)\n") }
        if display.themeFromBackground {
            Console.error(
                "note: COLORFGBG says the background is light: theme light (--theme default for the dark one)\n")
        }
        if paths.directory == nil {
            Console.error(
                "note: no home folder (HOME is not set and the user database has none): progress and history are kept for this run only\n"
            )
        }
        let store = LessonLibrary.makeStore(paths)
        let shell = LiveShell(tutor: LessonLibrary.makeTutor(store: store), display: display, store: store)
        shell.stage = stage
        shell.showStage()
        // Long output through a pager, on a terminal only (the prompt loop runs on one).
        shell.pages = TerminalInfo.stdinIsTerminal && TerminalInfo.stdoutIsTerminal
        let editor = LiveShell.makeEditor(paths)
        defer { editor.close() }
        let greeting = Greeting.items(in: language)
        let width = display.renderOptions().width
        for line in LineWrapper.pack(greeting, separator: " · ", width: width, indent: 2) { Console.write(line + "\n") }
        let prompt = shell.prompt
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
            case .tooLong(let limit):
                Console.write(ErrorWording.line(for: .lineTooLong(limit: limit, inputEnds: false)) + "\n")
            case .line(let line):
                if !line.trimmingCharacters(in: " \t").isEmpty { editor.addToHistory(line) }
                if !shell.perform(line) { break loop }
            }
        }
        Console.flush()
    }
}
