import Playground
import PresentationKit

/// Runs a scene line by line through a session, producing the transcript (`run`) or just the
/// failures (`check`), and counting passes, failures and errors. It keeps going after an error.
public final class ScriptRunner {
    public enum Mode: Sendable { case transcript, quiet, check }

    public let session: Session
    public let file: String
    public let mode: Mode
    public let renderer: TranscriptRenderer
    public private(set) var lineNumber = 0
    public private(set) var passed = 0
    public private(set) var failed = 0
    public private(set) var errors = 0
    public private(set) var quitRequested = false
    /// The prompt echoed before each command in transcripts.
    public var prompt = "proscenium> "
    /// Who carries out commands: the session by default; a lesson tutor when lessons are on.
    public var handler: ((Command) -> [Output])?

    public init(file: String, mode: Mode, renderer: TranscriptRenderer, session: Session = Session()) {
        self.file = file
        self.mode = mode
        self.renderer = renderer
        self.session = session
        session.showsAfterActions = mode == .transcript
    }

    /// Feeds one line and returns what to print for it.
    public func feed(_ rawLine: String) -> String {
        lineNumber += 1
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
            return echo + renderer.render(.error(.parse(error, line: line, table: session.table)), location: location)
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
        let isQuery: Bool
        switch command {
        case .query, .help, .history, .external: isQuery = true
        default: isQuery = false
        }
        for output in outputs {
            switch output {
            case .quit:
                quitRequested = true
            case .error(let e):
                errors += 1
                out += renderer.render(.error(e), location: "\(file):\(lineNumber):1")
            case .expectation(let r):
                if r.passed { passed += 1 } else { failed += 1 }
                switch mode {
                case .transcript: out += renderer.expectationLine(r, location: nil) + "\n"
                case .quiet, .check:
                    if !r.passed { out += renderer.expectationLine(r, location: "\(file):\(lineNumber)") + "\n" }
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
    public func refuse(_ error: PlaygroundError) -> String {
        lineNumber += 1
        guard !quitRequested else { return "" }
        errors += 1
        return renderer.render(.error(error), location: "\(file):\(lineNumber):1")
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
    public var loadFailed = false

    /// True when nothing failed and no line was in error (and the code to load, if any, loaded).
    public var succeeded: Bool { failed == 0 && errors == 0 && !loadFailed }

    /// `N passed, N failed` (errors count as failures).
    public var summary: String { "\(passed) passed, \(failed + errors) failed" }
}
