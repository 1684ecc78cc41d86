import PresentationKit

/// Everything that can go wrong with a command, as data; `ErrorWording` turns it into the one
/// line the user sees.
package enum PlaygroundError: Error, Equatable, Sendable {
    case parse(ParseError, line: String)
    case engine(EngineError)
    /// An interactive transition cannot start: the reason in words (no animator, no delegate, ...).
    case cannotInteract(String)
    /// A lesson command (`next`, `hint`, …) with no lesson open.
    case noLessonInProgress
    /// `lesson NAME` for a lesson that does not exist (the name as typed).
    case noSuchLesson(String)
    /// `lesson NAME` for a lesson whose file cannot be read or parsed: the name, and the problem.
    case unreadableLesson(String, problem: String)
    /// `record stop` while not recording.
    case notRecording
    /// A motion query (`play`, `film`, …) before any transition; the command's word.
    case noTransitionToShow(String)
    /// `ios N` once the app has run: a device runs one release.
    case releaseChosenAfterStart(IOSRelease)
    /// `tap VIEW` or `pan VIEW` for a view that is not on screen, and the name on screen nearest
    /// to it (a mistyped button title), if one is near.
    case viewNotOnScreen(String, nearest: String? = nil)
    /// `pan VIEW` where neither the view under the finger nor a superview has a pan recogniser.
    case noPanRecognizer(String)
    /// An error the engine is not declared to throw (a bug if it ever shows): its description.
    case unexpected(String)
    /// `push`, `pop` or `pan edge` with no navigation controller on screen.
    case noNavigationController
    /// `push`, `pop` or `pan edge` while a presented controller covers the navigation controller.
    case navigationCovered
    /// `pop` or `pan edge` with only the root on the stack.
    case nothingToPop
    /// `navigation on|off` with controllers pushed.
    case navigationStackInUse
    case nothingToUndo
    case nothingToRedo
    /// `state --at` before any transition.
    case noTransitionYet
    /// `help WORD` with no such topic; `nearest` is the topic it most likely meant.
    case unknownHelpTopic(String, nearest: String? = nil)
    /// `code --file`: the file could not be written, and why.
    case cannotWrite(path: String, reason: String)
    case cannotRead(path: String, reason: String)
    /// A file to load has a line that does not parse or does not run: nothing was changed.
    case badFile(path: String, line: Int, reason: String)
    /// `load FILE.swift` loaded nothing: one line the loader worded (a compile error as
    /// `FILE:LINE:COL: message`, no compiler, nothing or several things to run).
    case cannotLoad(String)
    /// An error the stage running the user's code reported, already worded there.
    case fromStage(String)
    /// `unload` with no code loaded.
    case nothingLoaded
    /// A line of standard input or the prompt longer than `limit` bytes: not run. `inputEnds`
    /// when no end of it came within reach, so nothing more of the input is read.
    case lineTooLong(limit: Int, inputEnds: Bool)
}

extension PlaygroundError {
    /// A line that did not parse, with the nearest valid command of `table` found now (the
    /// wording layer alone would only know the standard commands).
    package static func parse(_ e: ParseError, line: String, table: CommandTable) -> PlaygroundError {
        var e = e
        if e.suggestion == nil, !e.suggestionSought {
            e.suggestion = Suggester.suggest(for: line, error: e, table: table)
            e.suggestionSought = true
        }
        return .parse(e, line: line)
    }
}
