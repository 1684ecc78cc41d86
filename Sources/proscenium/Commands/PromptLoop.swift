import Lessons
import Playground
import TextArt

/// The interactive prompt: libedit on a terminal, lessons and progress wired to the state folder.
/// `firstLines` run before the first prompt (as `proscenium lesson 2` does with `lesson 2`).
enum PromptLoop {
    static func run(display: DisplaySettings, firstLines: [String] = []) {
        let shell = LiveShell(tutor: LessonLibrary.makeTutor(), display: display, savesProgress: true)
        let editor = LiveShell.makeEditor()
        defer { editor.close() }
        Console.write("Proscenium · `help` lists commands · `lesson list` the lessons · Tab completes · Ctrl-D quits\n")
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
            case .line(let line):
                if !line.trimmingCharacters(in: " \t").isEmpty { editor.addToHistory(line) }
                if !shell.perform(line) { break loop }
            }
        }
        Console.flush()
    }
}
