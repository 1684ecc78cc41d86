import PresentationKit

/// What a command produced, as values; `TranscriptRenderer` (the Transcript target) turns them into text.
package enum Output: Equatable, Sendable {
    /// A drawing of the screen.
    case screen(ScreenSnapshot)
    /// The view tree as an indented list.
    case tree(ScreenSnapshot)
    /// Trace events; `limit` shortens long lists with a `… N more` line.
    case events([TraceEvent], limit: Int?)
    /// Plain text (help, tree, explain, notes), wrapped to the window when printed.
    case text(String)
    /// Swift source (`code`), there to be copied: a line wider than the window is broken where
    /// Swift allows a break (`SwiftCodeWrapper`), never inside a name (issue 36).
    case code(String)
    /// A web address on a line of its own, printed whole: a terminal that folds it keeps it one
    /// address when it is copied or clicked.
    case link(String)
    /// A JSON document (one line).
    case json(String)
    case error(PlaygroundError)
    case expectation(ExpectationResult)
    /// Film strips, timelines, curves, scrubbing, and a transition to play (`MotionOutput`).
    case motion(MotionOutput)
    /// Text already drawn by the stage that runs the user's code (`load FILE.swift`), with the
    /// width and theme the front end asked for: printed as it is.
    case drawn(String)
    case quit
}

/// The outcome of one `expect` line.
package struct ExpectationResult: Equatable, Sendable {
    package var expectation: Expectation
    package var passed: Bool
    /// What was found, in words (`presented.frame is {0, 0, 375, 667}`).
    package var actual: String

    package init(expectation: Expectation, passed: Bool, actual: String) {
        self.expectation = expectation
        self.passed = passed
        self.actual = actual
    }
}
