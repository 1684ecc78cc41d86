import ArgumentParser
import Lessons
import Playground
import ProsceniumDisk
import ProsceniumEdge
import TextArt

/// `proscenium demo FILE.demo`: a scripted talk. On a terminal each key types the next character
/// of the next command and Enter runs it; elsewhere (CI, a pipe) the commands run as a transcript,
/// like `run`, and the exit status says whether any line was in error.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Present a demo file: each key types the next character of a command, Enter runs it.",
        discussion: """
            A demo file is a scene plus directives: #pause (wait for a key), #say TEXT (a note \
            for the presenter), #anchor NAME (a place to jump to), #speed N (characters a second \
            for --auto), #clear.

            Keys: any key types the next character; Enter shows the rest of the command, then \
            runs it; Ctrl-O drops into the live prompt, where `resume`, Ctrl-O or Ctrl-D come \
            back to the demo (`quit` ends it); Ctrl-N skips to the next anchor and Ctrl-P goes \
            back to the start of the section (skipped commands still run, silently); Ctrl-L \
            clears the screen; Ctrl-C or Ctrl-D ends the demo; Ctrl-Z suspends it until `fg`.

            Every command and directive is checked before anything plays: a file with a line \
            in error is refused, each error named with its FILE:LINE:COL and the nearest valid \
            command, unless --force (`proscenium check FILE.demo` checks it the same way, for CI). \
            The demo is then run as an 80x24 terminal would show it: a command that fails when \
            run, or a note naming a call (`deinit`, `shouldRemovePresentersView`) that is not on \
            the screen at the next #pause, is an error too. The short trace keeps the calls the \
            notes name on screen. An answer taller than the window is shown a screen at a time, \
            a key each, under a quiet `more` cue (`check FILE.demo` notes each, with the screens \
            it takes at 80x24).

            Notes (#say) are shown on screen with --notes; otherwise they go to standard error \
            when that is not the screen (`2>/dev/pts/3` puts them on a second terminal). A \
            #pause shows a quiet cue: on the notes' stream when notes are shown, otherwise a dim \
            marker the next key takes away. With --auto, a key pressed while it types is kept \
            for the next #pause. Without --theme a demo is drawn in high-contrast, which reads \
            on a projector (light when COLORFGBG names a light background). When \
            standard input or output is not a terminal, the commands run as a transcript, notes \
            go to standard error only with --notes, and the exit status is 1 if a line is in error.
            """)

    @Argument(help: "The demo file.", completion: .file(extensions: ["demo"]))
    var file: String

    @Flag(help: "Type by itself at --speed instead of waiting for keys (#pause still waits).")
    var auto = false

    @Option(help: "Characters a second for --auto (a #speed line changes it from there on).")
    var speed = 25.0

    @Flag(help: "Show the #say notes on screen.")
    var notes = false

    @Option(help: "Start at this #anchor (the commands before it run silently).")
    var from: String?

    @Flag(help: "Play the demo even if a line is in error (the error then shows where the line runs).")
    var force = false

    @Flag(help: "Serve the live stage page too (its address is the first line); its keys step the demo.")
    var web = false

    @OptionGroup var display: DisplayOptions
    @OptionGroup var writes: WriteOptions
    @OptionGroup(title: "Stage page (with --web)") var webOptions: WebOptions

    func validate() throws {
        guard speed.isFinite, speed > 0 else {
            throw ValidationError("--speed must be a number of characters a second above 0.")
        }
    }

    func run() throws {
        let fence = try writes.fence()
        let text: String
        switch FileEdge.document(file) {
        case .success(let t): text = t
        case .failure(let problem):
            Console.error("error: \(problem)\n")
            throw ExitCode(2)
        }
        // With the loaded code's methods, so a note may name one (its tap handler) as it names UIKit's calls.
        let (script, directiveProblems) = DemoScript.reading(text, file: file)
        // A broken directive or a mistyped command is found now, before anything is on screen,
        // not in the middle of the talk.
        var problems = DemoCheck.problems(script, directiveProblems: directiveProblems)
        // Then run, at the smallest screen a talk should work at: a line that fails only when it
        // runs, or a note that points at a call the screen will not show, is found now too.
        if problems.isEmpty { problems = DemoCheck.screenProblems(script, fence: fence) }
        // Notes (an answer the stage pages) are `check FILE.demo`'s to say: on stage they would
        // be the first thing the room reads. Only errors stop the talk.
        problems.removeAll { $0.isWarning }
        for p in problems { Console.error(TerminalText.plain(p.text) + "\n") }
        if !problems.isEmpty && !force {
            let count = problems.count == 1 ? "a line" : "\(problems.count) lines"
            Console.error("\(TerminalText.plain(file)): \(count) in error, nothing played (--force plays it anyway)\n")
            throw ExitCode(1)
        }
        var start = 0
        if let from {
            guard let anchor = script.anchors.first(where: { $0.name == from }) else {
                let names = script.anchors.map(\.name)
                Console.error(
                    TerminalText.plain(
                        "error: \(file) has no anchor `\(from)`"
                            + (names.isEmpty
                                ? " (it has no #anchor lines)" : "; its anchors: \(names.joined(separator: ", "))"))
                        + "\n")
                throw ExitCode(2)
            }
            start = anchor.index
        }
        var settings = display.settings
        if display.theme == nil { settings.theme = DisplaySettings.talkTheme }
        guard TerminalInfo.stdinIsTerminal && TerminalInfo.stdoutIsTerminal else {
            if web { Console.error(WebOptions.noTerminalNote) }
            let ok = DemoTranscript.run(
                script, from: start, notes: notes, options: settings.renderOptions(), fence: fence)
            if !ok { throw ExitCode(1) }
            return
        }
        let stage = web ? try webOptions.start(demo: true, title: "Proscenium demo: \(file)") : nil
        defer { stage?.stop() }
        let player = DemoPlayer(
            script: script, from: start, auto: auto, speed: speed,
            notes: DemoPlayer.noteSink(notesOnScreen: notes),
            makeShell: {
                // Progress stays in memory, as in scripts: a talk never changes the learner's file.
                let shell = LiveShell(
                    tutor: LessonLibrary.scriptTutor(session: Session(), fence: fence), display: settings, store: nil)
                shell.stage = stage
                shell.showStage()
                return shell
            })
        if player.run() == .interrupted { throw ExitCode(130) }
    }
}
