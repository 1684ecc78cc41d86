import PresentationKit

/// What a command produced, as values; `TranscriptRenderer` (the Transcript target) turns them into text.
public enum Output: Equatable, Sendable {
    /// A drawing of the screen.
    case screen(ScreenSnapshot)
    /// The view tree as an indented list.
    case tree(ScreenSnapshot)
    /// Trace events; `limit` shortens long lists with a `… N more` line.
    case events([TraceEvent], limit: Int?)
    /// Plain text (help, tree, explain, notes).
    case text(String)
    /// A JSON document (one line).
    case json(String)
    case error(PlaygroundError)
    case expectation(ExpectationResult)
    /// Film strips, timelines, curves, scrubbing, and a transition to play (`MotionOutput`).
    case motion(MotionOutput)
    case quit
}

/// The outcome of one `expect` line.
public struct ExpectationResult: Equatable, Sendable {
    public var expectation: Expectation
    public var passed: Bool
    /// What was found, in words (`presented.frame is {0, 0, 375, 667}`).
    public var actual: String
}
