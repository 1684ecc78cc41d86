import Playground

/// One lesson: a title, the article it mirrors, the device it starts on, an introduction, and
/// its steps. Parsed from a Markdown file in `lessons/`.
public struct Lesson: Equatable, Sendable {
    /// The number from the file name (`02-bouncy-overlay.md` is lesson 2).
    public var number: Int
    public var slug: String
    public var title: String
    /// The article it mirrors: title, author, publisher/year and link as written; nil for the tour.
    public var article: String?
    public var device: String
    public var language: String
    public var intro: String
    public var steps: [LessonStep]
    /// The file it came from, for messages.
    public var file: String
}

/// One step of a lesson: prose, commands to try, goals checked against the session, hints
/// revealed one at a time, and a solution.
public struct LessonStep: Equatable, Sendable {
    public var number: Int
    public var title: String
    public var prose: String
    /// Commands shown in ```proscenium blocks, to try.
    public var tryCommands: [String]
    public var goals: [LessonGoal]
    public var hints: [String]
    /// Commands that reach the goals from the state the previous steps' solutions leave.
    public var solution: [String]
    /// The line in the file where the step starts.
    public var line: Int
}

/// A goal: an `expect` line, kept with its text for messages.
public struct LessonGoal: Equatable, Sendable {
    public var text: String
    public var expectation: Expectation
    public var line: Int
}
