import Lessons
import Playground
import ProsceniumFiles
import ProsceniumLoader
import TextArt

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `proscenium demo` on a terminal: the speaker's keys type each command at the prompt, as if by
/// hand (any key types the next character; Enter shows the rest, then runs it), or `--auto` types
/// by itself. Commands run through the same `LiveShell` as the prompt, so what the audience sees
/// is exactly what the prompt would show. Ctrl-O drops into the real prompt and `resume` (or
/// Ctrl-O, or Ctrl-D) comes back to the command that was being typed. The terminal is in key
/// mode throughout, under a `TerminalGuard`, so it is put back whatever happens.
package final class DemoPlayer {
    /// How a demo ended.
    package enum Ending: Equatable { case finished, endedByKey, interrupted, quit }

    /// Where presenter notes go.
    package enum NoteSink { case screen, standardError, nowhere }

    /// Words that, typed at the live prompt, go back to the demo.
    package static let resumeWord = "resume"

    private let script: DemoScript
    private let makeShell: () -> LiveShell
    private var shell: LiveShell
    private let terminal: any DemoTerminal
    private let auto: Bool
    private let startSpeed: Double
    private var speed: Double
    private let notes: NoteSink

    /// The next item to play.
    private var position: Int
    /// The item that began the section in progress (its anchor, or 0 before the first one).
    private var sectionStart = 0
    /// Whether anything of the section in progress has run: Ctrl-P then goes back to its start.
    private var actedInSection = false
    /// Keys read but not yet acted on.
    private var pending: [DemoKey] = []
    /// The command line on screen (the prompt and what has been typed), to redraw after Ctrl-L,
    /// a resume, or the live prompt; nil when no prompt is showing.
    private var shownLine: String?
    /// Whether `shownLine` is `#pause`'s cue rather than a prompt.
    private var cueShowing = false
    /// A key pressed while `--auto` was typing: it was meant for a pause, so the next `#pause`
    /// takes it and goes on instead of asking for a second press.
    private var keptKey = false

    /// `makeShell` gives a fresh session: Ctrl-P rebuilds the state from the demo's own commands.
    /// `terminal` is the real one unless a test gives its double.
    package init(
        script: DemoScript, from start: Int, auto: Bool, speed: Double, notes: NoteSink,
        terminal: (any DemoTerminal)? = nil, makeShell: @escaping () -> LiveShell
    ) {
        self.script = script
        self.makeShell = makeShell
        let terminal = terminal ?? SystemDemoTerminal(resumeWord: Self.resumeWord)
        self.terminal = terminal
        shell = Self.wired(makeShell(), to: terminal)
        self.auto = auto
        startSpeed = speed
        self.speed = speed
        self.notes = notes
        position = 0
        jump(to: start)
    }

    /// `shell`, printing on the demo's terminal.
    private static func wired(_ shell: LiveShell, to terminal: any DemoTerminal) -> LiveShell {
        shell.write = { terminal.write($0) }
        return shell
    }

    /// Plays the demo to its end (or until it is ended), in key mode.
    package func run() -> Ending {
        defer { terminal.close() }
        return terminal.inKeyMode { play() } ?? .finished
    }

    // MARK: - The items

    /// What a wait for keys decided.
    private enum Flow {
        case go
        case jump(Int)
        case end(Ending)
    }

    private func play() -> Ending {
        while position < script.items.count {
            switch script.items[position].kind {
            case .blank, .comment:
                position += 1
            case .anchor:
                sectionStart = position
                actedInSection = false
                position += 1
            case .speed(let n):
                speed = n
                position += 1
            case .say(let text):
                note(text)
                position += 1
            case .clear:
                terminal.write(Self.clearScreen)
                terminal.flush()
                position += 1
            case .pause:
                if keptKey || (auto && takeWaitingTypedKey()) {
                    keptKey = false
                    position += 1
                    continue
                }
                showPauseCue()
                switch waitToGoOn() {
                case .go: position += 1
                case .jump(let target): jump(to: target)
                case .end(let ending): return ending
                }
            case .command(let text):
                switch type(text) {
                case .go:
                    actedInSection = true
                    shownLine = nil
                    terminal.write("\n")
                    shell.keptCalls = script.namedCalls(around: position)
                    // The answer is held and shown a screen at a time when taller than the window
                    // (`page`); `play` animates in place on the terminal itself, so it is not held.
                    let held = !DemoCheck.playsInPlace(text)
                    var answer = ""
                    let write = shell.write
                    if held { shell.write = { answer += $0 } }
                    let goOn = shell.perform(text)
                    shell.write = write
                    let paged = page(answer)
                    guard goOn else { return .quit }
                    position += 1
                    switch paged {
                    case .go: break
                    case .jump(let target):
                        jump(to: target)
                        continue
                    case .end(let ending): return ending
                    }
                    let reading = Self.reading(lines: min(shell.lastLineCount, terminal.rows() ?? .max), speed: speed)
                    if auto, case .end(let ending)? = beat(seconds: reading) {
                        return ending
                    }
                case .jump(let target): jump(to: target)
                case .end(let ending): return ending
                }
            }
        }
        return .finished
    }

    /// Types `text` at the prompt: a character per key (or per tick with `--auto`); `.go` when
    /// it should run.
    private func type(_ text: String) -> Flow {
        // Typed onto the screen as written in the file: no escape in it may reach the terminal.
        let characters = Array(TerminalText.plain(text))
        var typed = 0
        shownLine = shell.prompt
        terminal.write(shell.prompt)
        terminal.flush()
        func show(_ more: Int) {
            let piece = String(characters[typed..<typed + more])
            typed += more
            shownLine! += piece
            terminal.write(piece)
            terminal.flush()
        }
        while true {
            var timeout: Double?
            if auto { timeout = typed < characters.count ? 1 / speed : Self.beat(characters: 10, speed: speed) }
            guard let key = nextKey(timeout: timeout) else {
                // --auto's clock ticked.
                if typed < characters.count {
                    show(1)
                    continue
                }
                return .go
            }
            switch key {
            case .type:
                // With --auto the clock types; a key is kept for the next pause, where the
                // speaker meant it (it would otherwise be lost, and the pause need a second press).
                if auto {
                    keptKey = true
                } else if typed < characters.count {
                    show(1)
                }
            case .enter:
                if typed < characters.count { show(characters.count - typed) } else { return .go }
            default:
                if let flow = hotkey(key) { return flow }
            }
        }
    }

    /// Writes a command's answer; one taller than the window is shown a screen at a time, as the
    /// prompt's pager shows it (issue 37: a `trace` or `explain` would otherwise scroll its top
    /// away before the room reads it): the first screen keeps the typed command in view, each
    /// key (or `--auto`'s reading time) shows the next, under a quiet cue saying how much is left.
    /// The last screen ends where an unpaged answer would, so the screen at the next pause is the
    /// same either way (what `DemoCheck` models). A hotkey leaves the rest unshown.
    private func page(_ answer: String) -> Flow {
        var lines = answer.split(separator: "\n", omittingEmptySubsequences: false)
        let tail = lines.removeLast()
        guard let rows = terminal.rows(), rows >= 6, case let pages = Self.pages(lines: lines.count, rows: rows),
            pages.count > 1
        else {
            terminal.write(answer)
            terminal.flush()
            return .go
        }
        for page in pages {
            if page.lowerBound > 0 {
                let cue = quiet(
                    Self.moreCue(left: lines.count - page.lowerBound, ascii: shell.renderer.options.ascii))
                shownLine = cue
                cueShowing = true
                terminal.write(cue)
                terminal.flush()
                let reading = auto ? Self.reading(lines: rows - 1, speed: speed) : nil
                while true {
                    guard let key = nextKey(timeout: reading) else { break }
                    if case .type = key { break }
                    if case .enter = key { break }
                    if let flow = hotkey(key) { return flow }
                }
                eraseLine()
            }
            terminal.write(lines[page].joined(separator: "\n") + "\n")
        }
        terminal.write(String(tail))
        terminal.flush()
        return .go
    }

    /// The lines of each screen an answer of `lines` lines is shown in, `rows` tall: one screen
    /// when it fits above the next prompt; otherwise the first keeps the typed command in view
    /// (`rows - 2` lines), each after it a whole window less the cue's row (`rows - 1`).
    package static func pages(lines: Int, rows: Int) -> [Range<Int>] {
        guard lines > rows - 1 else { return [0..<lines] }
        var pages: [Range<Int>] = []
        var start = 0
        while start < lines {
            let end = min(lines, start + (start == 0 ? rows - 2 : rows - 1))
            pages.append(start..<end)
            start = end
        }
        return pages
    }

    /// The cue under a screen of a paged answer.
    package static func moreCue(left: Int, ascii: Bool) -> String {
        "more " + (ascii ? "-" : "·") + " any key shows the next screen (\(left) more line\(left == 1 ? "" : "s"))"
    }

    /// The cue `#pause` shows, so a waiting demo does not look hung.
    private var pauseCue: String {
        "paused " + (shell.renderer.options.ascii ? "-" : "·") + " any key goes on"
    }

    /// `#pause`'s quiet cue: on the notes stream when there is one, otherwise a dim marker on
    /// the line where the next prompt will come, which the next key takes away.
    private func showPauseCue() {
        switch notes {
        case .screen, .standardError:
            note(pauseCue)
        case .nowhere:
            let marker = quiet(pauseCue)
            shownLine = marker
            cueShowing = true
            terminal.write(marker)
            terminal.flush()
        }
    }

    /// `#pause`: waits for a key that is not a hotkey.
    private func waitToGoOn() -> Flow {
        while true {
            guard let key = nextKey(timeout: nil) else { continue }
            switch key {
            case .type, .enter:
                eraseLine()
                return .go
            default: if let flow = hotkey(key) { return flow }
            }
        }
    }

    /// `--auto`'s pause after a command's output, so the audience can look; a key cuts it short.
    private func beat(seconds: Double) -> Flow? {
        let until = terminal.now() + seconds
        while true {
            let left = until - terminal.now()
            guard left > 0, let key = nextKey(timeout: left) else { return nil }
            switch key {
            case .type, .enter:
                // Cut short, and kept for the next pause as a key pressed while typing is.
                keptKey = true
                return nil
            default: if let flow = hotkey(key) { return flow }
            }
        }
    }

    /// `characters` characters' worth of time at `speed`, kept between a tenth of a second and two.
    package static func beat(characters: Double, speed: Double) -> Double {
        min(2, max(0.1, characters / speed))
    }

    /// How long `--auto` leaves what a command printed on screen: a second, plus an eighth of a
    /// second a line, at most five (a drawing with its trace holds the room for about four, a
    /// `set` for one); shorter in proportion when it types faster than 25 characters a second.
    package static func reading(lines: Int, speed: Double) -> Double {
        min(5, 1 + 0.125 * Double(lines)) * min(1, 25 / speed)
    }

    /// The keys that mean the same everywhere; nil when the wait goes on.
    private func hotkey(_ key: DemoKey) -> Flow? {
        switch key {
        case .type, .enter:
            return nil
        case .live:
            return liveSession() ? nil : .end(.quit)
        case .clear:
            terminal.write(Self.clearScreen + (shownLine ?? ""))
            terminal.flush()
            return nil
        case .nextAnchor:
            guard let next = script.anchors.first(where: { $0.index > position }) else { return nil }
            eraseLine()
            return .jump(next.index)
        case .previousAnchor:
            let target = actedInSection ? sectionStart : (script.anchors.last { $0.index < sectionStart }?.index ?? 0)
            eraseLine()
            return .jump(target)
        case .end:
            cueShowing ? eraseLine() : endLine()
            return .end(.endedByKey)
        case .interrupt:
            cueShowing ? eraseLine() : endLine()
            return .end(.interrupted)
        }
    }

    // MARK: - Keys

    /// The next key, waiting up to `timeout` seconds (for ever when nil); nil when the time is up.
    /// Ctrl-C is a signal and arrives as `.interrupt`; after a suspend (Ctrl-Z, `fg`) the line is
    /// drawn again, since the shell wrote over the screen.
    /// Whether a typing key is already waiting (pressed while the last command ran); it is taken.
    /// With --auto it counts for this pause, as one pressed while typing does.
    private func takeWaitingTypedKey() -> Bool {
        if pending.isEmpty, let bytes = terminal.readKeys(within: 0.05) {
            pending += bytes.isEmpty ? [.end] : DemoKey.decode(bytes)
        }
        switch pending.first {
        case .type, .enter:
            pending.removeFirst()
            return true
        default: return false
        }
    }

    private func nextKey(timeout: Double?) -> DemoKey? {
        let deadline = timeout.map { terminal.now() + $0 }
        while pending.isEmpty {
            if terminal.takeInterrupt() { return .interrupt }
            if terminal.takeResumed(), let line = shownLine {
                terminal.write("\r\u{1B}[K" + line)
                terminal.flush()
            }
            let left = deadline.map { $0 - terminal.now() } ?? 1
            if left <= 0 { return nil }
            if let bytes = terminal.readKeys(within: left) {
                // Input that ends (the terminal went away) ends the demo.
                pending += bytes.isEmpty ? [.end] : DemoKey.decode(bytes)
            }
        }
        return pending.removeFirst()
    }

    // MARK: - The live prompt

    /// Ctrl-O: the real prompt, on the same session, until `resume` (or Ctrl-O, or Ctrl-D); then
    /// the command being typed comes back as it was. False when `quit` was typed there.
    private func liveSession() -> Bool {
        let line = shownLine
        let wasCue = cueShowing
        eraseLine()
        let goOn = terminal.outsideKeyMode { () -> Bool in
            while true {
                terminal.flush()
                switch terminal.readLine(prompt: shell.prompt) {
                case .endOfInput:
                    // Ctrl-D leaves the cursor after the prompt: take the prompt away.
                    terminal.write("\r\u{1B}[K")
                    return true
                case .interrupted:
                    terminal.write("^C\n")
                case .tooLong(let limit):
                    terminal.write(ErrorWording.line(for: .lineTooLong(limit: limit, inputEnds: false)) + "\n")
                case .line(let text):
                    let trimmed = text.trimmingCharacters(in: " \t")
                    if trimmed.lowercased() == Self.resumeWord {
                        // The audience need not see the way back: take the `resume` line away.
                        terminal.write("\u{1B}[1A\r\u{1B}[K")
                        return true
                    }
                    if !trimmed.isEmpty { terminal.addToHistory(text) }
                    if !shell.perform(text) { return false }
                }
            }
        }
        // A Ctrl-C at the live prompt was the prompt's; it must not end the demo.
        _ = terminal.takeInterrupt()
        pending.removeAll()
        if goOn, let line {
            shownLine = line
            cueShowing = wasCue
            terminal.write(line)
        }
        terminal.flush()
        return goOn
    }

    // MARK: - Moving around

    /// Moves to item `target`. The commands between run silently (so the state is the one the
    /// demo was written for there); going back starts a fresh session and runs them from the top.
    private func jump(to target: Int) {
        var from = position
        if target < position {
            shell = Self.wired(makeShell(), to: terminal)
            speed = startSpeed
            from = 0
        }
        for item in script.items[from..<target] {
            switch item.kind {
            case .command(let text): _ = shell.tutor.handle(text)
            case .speed(let n): speed = n
            default: break
            }
        }
        position = target
        keptKey = false
        sectionStart = target
        actedInSection = false
    }

    // MARK: - Output

    private static let clearScreen = "\u{1B}[H\u{1B}[2J"

    /// Takes the half-typed line off the screen.
    private func eraseLine() {
        guard shownLine != nil else { return }
        shownLine = nil
        cueShowing = false
        terminal.write("\r\u{1B}[K")
        terminal.flush()
    }

    /// Leaves the half-typed line where it is, so the shell's prompt starts on a line of its own.
    private func endLine() {
        guard shownLine != nil else { return }
        shownLine = nil
        cueShowing = false
        terminal.write("\n")
        terminal.flush()
    }

    private func note(_ raw: String) {
        let text = TerminalText.plain(raw)
        switch notes {
        case .screen:
            terminal.write(quiet("note: " + text) + "\n")
            terminal.flush()
        case .standardError:
            terminal.writeError(text + "\n")
        case .nowhere:
            break
        }
    }

    /// `text` in the quiet style of notes and cues (dim where colour is on).
    private func quiet(_ text: String) -> String {
        let options = shell.currentOptions
        return options.theme.quiet(text, color: options.color)
    }

    /// Notes on screen with `--notes`; otherwise on standard error when that is not the screen
    /// the audience sees (`2>/dev/pts/3`, a file), and nowhere when it is.
    package static func noteSink(notesOnScreen: Bool) -> NoteSink {
        if notesOnScreen { return .screen }
        var out = stat()
        var err = stat()
        guard fstat(STDOUT_FILENO, &out) == 0, fstat(STDERR_FILENO, &err) == 0 else { return .nowhere }
        let sameTerminal = isatty(STDERR_FILENO) == 1 && out.st_rdev == err.st_rdev
        return sameTerminal ? .nowhere : .standardError
    }
}
