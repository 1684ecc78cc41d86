import Playground
import PresentationKit

/// Runs a scene line by line through a session, producing the transcript (`run`) or just the
/// failures (`check`), and counting passes, failures and errors. It keeps going after an error.
package final class ScriptRunner {
    package enum Mode: Sendable { case transcript, quiet, check }

    package let session: Session
    package let file: String
    package let mode: Mode
    package var renderer: TranscriptRenderer
    package private(set) var lineNumber = 0
    package private(set) var passed = 0
    package private(set) var failed = 0
    package private(set) var errors = 0
    package private(set) var quitRequested = false
    /// The prompt echoed before each command in transcripts.
    package var prompt = "proscenium> "
    /// Who carries out commands: the session by default; a lesson tutor when lessons are on.
    package var handler: ((Command) -> [Output])?
    /// Every expect line and every line in error so far, in order (what `check --junit` reports).
    package private(set) var checked: [CheckedLine] = []
    /// In `quiet` and `check` modes the error lines of the last `feed`, kept apart from what it
    /// returned so a front end can send them to standard error: `run --quiet` keeps standard output
    /// pure JSON, and `check` keeps there the results (failed expectations, the count) while its
    /// errors go where a compiler's do (issue 37).
    package private(set) var lastErrors = ""

    package init(file: String, mode: Mode, renderer: TranscriptRenderer, session: Session = Session()) {
        self.file = file
        self.mode = mode
        self.renderer = renderer
        self.session = session
        session.showsAfterActions = mode == .transcript
    }

    /// Feeds one line and returns what to print for it.
    package func feed(_ rawLine: String) -> String {
        lineNumber += 1
        lastErrors = ""
        guard !quitRequested else { return "" }
        let line = rawLine.hasSuffix("\r") ? String(rawLine.dropLast()) : rawLine
        let trimmed = Self.trimmingBlanks(line)
        let command: Command
        do {
            command = try Parser.parse(line, table: session.table)
        } catch {
            errors += 1
            let location = "\(file):\(lineNumber):\(error.column)"
            let echo = mode == .transcript ? prompt + ErrorWording.visible(line) + "\n" : ""
            let wrong = PlaygroundError.parse(error, line: line, table: session.table)
            record(.error, column: error.column, source: trimmed, message: Self.withoutLocation(wrong, location))
            // Inside a Chinese lesson the error is worded in Chinese, as at the prompt.
            var worded = renderer
            worded.options.language = session.language
            return echo + errorText(worded.render(.error(wrong), location: location))
        }
        var out = ""
        if mode == .transcript {
            if command == .nothing {
                return trimmed.isEmpty ? "" : ErrorWording.visible(line) + "\n"
            }
            out += prompt + ErrorWording.visible(trimmed) + "\n"
        }
        let outputs = handler?(command) ?? session.apply(command)
        // With the display choices `set drawing` and `set theme` made, this line's included.
        var renderer = self.renderer.following(session.config.value)
        // A lesson in Chinese (run by the handler) has the renderer's few words in Chinese too.
        renderer.options.language = session.language
        let isQuery = command.traits.isQuery
        for output in outputs {
            switch output {
            case .quit:
                quitRequested = true
            case .error(let e):
                errors += 1
                let location = "\(file):\(lineNumber):1"
                record(.error, column: 1, source: trimmed, message: Self.withoutLocation(e, location))
                out += errorText(renderer.render(.error(e), location: location))
            case .expectation(let r):
                if r.passed { passed += 1 } else { failed += 1 }
                // Where `expect` starts on the line, so a failure reads `FILE:LINE:COL: ✗ …` as an error does.
                let column = line.prefix(while: { $0 == " " || $0 == "\t" }).count + 1
                let found = r.passed ? "" : "expect \(r.expectation.source) (\(r.actual))"
                record(r.passed ? .passed : .failed, column: column, source: trimmed, message: found)
                switch mode {
                case .transcript: out += renderer.expectationLine(r, location: nil) + "\n"
                case .quiet, .check:
                    if !r.passed {
                        out += renderer.expectationLine(r, location: "\(file):\(lineNumber):\(column)") + "\n"
                    }
                }
            default:
                if mode == .transcript || (mode == .quiet && isQuery) {
                    out += renderer.render(output)
                }
            }
        }
        return out
    }

    /// Counts a line that never reached the parser (too long to hold, or unreadable) as one in
    /// error, and returns its error line.
    package func refuse(_ error: PlaygroundError) -> String {
        lineNumber += 1
        guard !quitRequested else { return "" }
        lastErrors = ""
        errors += 1
        let location = "\(file):\(lineNumber):1"
        record(.error, column: 1, source: "", message: Self.withoutLocation(error, location))
        return errorText(renderer.render(.error(error), location: location))
    }

    private func record(_ outcome: CheckedLine.Outcome, column: Int, source: String, message: String) {
        checked.append(
            CheckedLine(
                line: lineNumber, column: column, source: source, outcome: outcome, message: message,
                clock: readClock()))
    }

    /// The virtual seconds the scene has run so far. A reset (or a replay) gives the session a new
    /// engine whose clock starts again, so the time is added up engine by engine.
    package private(set) var virtualSeconds = 0.0
    private var clockEngine: ObjectIdentifier?
    private var clockLast = 0.0

    /// Brings `virtualSeconds` up to the session's clock and returns it.
    @discardableResult
    package func readClock() -> Double {
        let engine = session.engine
        let now = engine.now
        let id = ObjectIdentifier(engine)
        virtualSeconds += max(0, id == clockEngine ? now - clockLast : now)
        clockEngine = id
        clockLast = now
        return virtualSeconds
    }

    /// An error's rendered line: returned with the rest in a transcript; in `quiet` and `check`
    /// modes kept in `lastErrors` for standard error.
    private func errorText(_ text: String) -> String {
        guard mode != .transcript else { return text }
        lastErrors += text
        return ""
    }

    /// The error's wording without its `error: ` lead and its location (the report gives both apart).
    static func withoutLocation(_ error: PlaygroundError, _ location: String) -> String {
        Diagnostic.message(of: ErrorWording.line(for: error, location: location), at: location)
    }

    /// `line` without leading and trailing spaces and tabs (the transcript echoes it so). Slicing
    /// by index, not `dropLast()`, which counts the whole rest each time: quadratic on a line of
    /// 40,000 spaces.
    static func trimmingBlanks(_ line: String) -> String {
        var s = Substring(line)
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s[..<s.index(before: s.endIndex)] }
        return String(s)
    }

    /// Set by a front end whose `--load` loaded nothing: the scene did not run.
    package var loadFailed = false

    /// True when nothing failed and no line was in error (and the code to load, if any, loaded).
    package var succeeded: Bool { failed == 0 && errors == 0 && !loadFailed }

    /// `N passed, N failed` (errors count as failures).
    package var summary: String { "\(passed) passed, \(failed + errors) failed" }
}
