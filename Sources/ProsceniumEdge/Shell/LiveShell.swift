import Lessons
import Playground
import ProsceniumFiles
import ProsceniumLoader
import TextArt
import Transcript

/// What the prompt and a demo share: the tutor that carries out each line (lessons around a
/// session, with files read and written at the edge), and the way its outputs reach a terminal:
/// drawn at the terminal's current width, `play` replayed live. One place, so that a line typed
/// in a demo behaves exactly as at the prompt.
package final class LiveShell {
    package let tutor: Tutor
    package let display: DisplaySettings
    package let renderer: TranscriptRenderer
    /// The prompt's tutor saves the learner's progress here; a demo's has none and keeps it in
    /// memory, as scripts do.
    package let store: ProgressStore?
    /// Calls the short trace keeps on screen: in a demo, those its notes name (`NoteCalls`).
    package var keptCalls: [String] = []
    /// Whether long output goes through a pager (`Pager`): at the interactive prompt only.
    package var pages = false
    /// Where the text a line printed goes: standard output, or a demo's terminal (a test's
    /// double). A `play` draws through `LivePlayback` on the real terminal, and the pager has one
    /// of its own; neither runs in the tests that give a double.
    package var write: (String) -> Void = { Console.write($0) }
    /// The live stage page, when `proscenium web` (or `--web`) started one: every line's step
    /// goes to it.
    package var stage: StageView?
    /// Lines the last `perform` wrote, so `demo --auto` can leave the room time to read them.
    package private(set) var lastLineCount = 0

    package init(tutor: Tutor, display: DisplaySettings, store: ProgressStore?) {
        self.tutor = tutor
        self.display = display
        self.store = store
        renderer = TranscriptRenderer(options: display.renderOptions())
        FileEdge.connect(tutor.session)
        tutor.session.codeLoader = SwiftLoader(
            options: display.renderOptions(),
            progress: {
                Console.write($0 + "\n")
                Console.flush()
            })
    }

    /// `proscenium>`, in bold where colour is on.
    package static func prompt(color: Bool) -> String {
        color ? "\u{1B}[1mproscenium>\u{1B}[0m " : "proscenium> "
    }

    package var prompt: String { Self.prompt(color: renderer.options.color) }

    /// The options drawings use now: the start-up ones, in the theme `set theme` chose, if any.
    package var currentOptions: RenderOptions { renderer.theming(tutor.session.config.value).options }

    /// The line editor both use: history kept across runs, Tab completion.
    package static func makeEditor(_ paths: StatePaths) -> LineEditor {
        LineEditor(
            programName: "proscenium", historyPath: paths.historyFile,
            completer: { Completer.completions(for: $0, table: .withLessons, sources: .prompt) })
    }

    /// Sends the screen as it stands to the stage page, before any line: a page opened before
    /// the first command shows the device, not an empty window.
    package func showStage() {
        guard let stage else { return }
        let session = tutor.session
        let step = session.stageStep(after: session.stageMark, line: "", outputs: [])
        if let problem = stage.show(step) { write(problem) }
    }

    /// Carries out one line and writes what it printed; false when it asked to quit.
    package func perform(_ line: String) -> Bool {
        var live = renderer
        live.options.keptCalls = keptCalls
        // Asked on every line: the window may have been resized since the last one.
        let size = TerminalInfo.size()
        if display.width == nil, let cols = size?.columns { live.options.width = max(20, cols) }
        if live.options.height != nil, let rows = size?.rows { live.options.height = rows }
        // The user's code draws in the lesson's language too (a Chinese lesson's `check`).
        live.options.language = tutor.session.language
        // The user's code draws in its own process, at this line's width.
        (tutor.session.codeLoader as? SwiftLoader)?.options = live.options
        (tutor.session.loadedCode as? StagedCode)?.options = live.options
        let mark = stage == nil ? nil : tutor.session.stageMark
        var outputs = tutor.handle(line)
        if let stage, let mark, !line.trimmingCharacters(in: " \t").isEmpty {
            // Loaded code runs in a process of its own, whose screen the page does not see yet.
            let loaded = tutor.session.loadedCode == nil ? nil : StageView.loadedCodeNote
            let step = tutor.session.stageStep(after: mark, line: line, outputs: outputs)
            if let problem = stage.show(step, note: loaded) { write(problem) }
        }
        // After the line, so a `set drawing` or `set theme` on it applies to what it drew.
        live = live.following(tutor.session.config.value)
        // Inside a Chinese lesson, the renderer's few words (`… 3 more: `trace` lists all`) are Chinese too.
        live.options.language = tutor.session.language
        if let store, tutor.progressChanged {
            tutor.adoptSavedProgress(store.save(tutor.progress))
            tutor.progressChanged = false
        }
        defer { Console.flush() }
        lastLineCount = 0
        if pages, Self.isLong(line), let rows = size?.rows, !outputs.contains(where: { $0 == .quit }) {
            // The lesson's progress stays out of the pager and comes after it, on the screen.
            let progress = tutor.lastProgress
            let lessonsPart = !progress.isEmpty && Array(outputs.suffix(progress.count)) == progress
            let own = lessonsPart ? Array(outputs.dropLast(progress.count)) : outputs
            let text = own.map { live.render($0) }.joined()
            if Pager.show(text, rows: rows) {
                // The lesson's part after the pager: the answer's own ending, or (a lesson's
                // opening) the step's lead to read on screen after the paged introduction.
                guard !progress.isEmpty else { return true }
                outputs = progress
            }
        }
        var skip: Int?
        // A text right before a drawing (a completed step's words about the next one) stays on
        // screen with it: its rows come out of the drawing's and the short trace's budget.
        let budget = live
        var textAbove = 0
        for (index, output) in outputs.enumerated() {
            if index == skip { continue }
            var live = budget
            if case .screen = output, textAbove > 0, let rows = live.options.height {
                live.options.height = max(8, rows - textAbove)
            } else if case .events = output, textAbove > 0, let rows = live.options.height, index > 0,
                case .screen = outputs[index - 1]
            {
                live.options.height = max(8, rows - textAbove)
            }
            switch output {
            case .text:
                let beforeDrawing =
                    index + 1 < outputs.count && { if case .screen = $0 { true } else { false } }(outputs[index + 1])
                textAbove = beforeDrawing ? live.render(output).reduce(0) { $1 == "\n" ? $0 + 1 : $0 } : 0
            case .screen, .events: break
            default: textAbove = 0
            }
            // A drawing and its short trace: side by side when the window is wide enough.
            if case .screen(let snapshot) = output, index + 1 < outputs.count,
                case .events(let events, let limit?) = outputs[index + 1], limit > 0,
                let both = live.renderBeside(snapshot, events)
            {
                lastLineCount += both.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
                write(both)
                skip = index + 1
                continue
            }
            if case .quit = output { return false }
            if case .motion(.playback(let p)) = output {
                LivePlayback.run(p, options: live.options, fixedWidth: display.width != nil)
                continue
            }
            let text = live.render(output)
            lastLineCount += text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            write(text)
        }
        if tutor.watchedFile != nil, !watching { watch() }
        return true
    }

    /// Whether `check --watch` is waiting (the checks it types must not start another watch).
    private var watching = false

    /// `check --watch`, as rustlings watches: the learner's file is read through the session's
    /// files (the port `check` loads it through) five times a second, and `check` runs again each
    /// time its text has changed and then held still for one more read (an editor may save in
    /// pieces). The text is compared, not the modification time: two saves within the file
    /// system's timestamp granularity are both seen, so a test that writes the file twice gets
    /// two checks, every time; reading a file of a few kilobytes five times a second costs
    /// nothing to speak of. Ctrl-C (or `q`, or Ctrl-D) ends the watch, never the prompt. While it
    /// waits the terminal is in key mode (typing does not echo into the checks' output); each
    /// check runs in the terminal's own mode, and every way out puts it back (`TerminalGuard`).
    private func watch() {
        guard let path = tutor.watchedFile else { return }
        watching = true
        defer { watching = false }
        InterruptSignal.install()
        _ = InterruptSignal.takePending()
        let read = { try? self.tutor.session.files.read(path).get() }
        var checked = read()
        var seen = checked
        let quitKeys: Set<UInt8> = [3, 4, UInt8(ascii: "q")]
        let waited: Void? = TerminalGuard.inKeyMode {
            while tutor.watchedFile != nil {
                if let keys = KeyWait.readKeys(fd: 0, within: 0.2),
                    keys.isEmpty || keys.contains(where: quitKeys.contains)
                {
                    break
                }
                if InterruptSignal.takePending() { break }
                let now = read()
                defer { seen = now }
                guard now != nil, now == seen, now != checked else { continue }
                checked = now
                _ = TerminalGuard.outsideKeyMode { perform(LessonAction.check.spelling) }
            }
        }
        if waited == nil || tutor.watchedFile != nil {
            Console.write(renderer.render(.text(tutor.stopWatching())))
        }
    }

    /// The commands whose output can run long: `trace`, `explain`, `code` and `help`.
    package static func isLong(_ line: String) -> Bool {
        let command = try? Parser.parse(line, table: .withLessons)
        // A lesson's opening: its introduction and first step run past an 80x24 window.
        switch command?.lessonAction {
        case .open?, .restart?, .continueOther?: return true
        default: break
        }
        switch command {
        case .query(.trace)?, .query(.explain)?, .query(.explainCall)?, .query(.explainShort)?, .query(.code)?, .help?:
            return true
        default: return false
        }
    }
}
