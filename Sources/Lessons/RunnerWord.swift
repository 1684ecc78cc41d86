import ProsceniumLanguage

/// Everything the lesson runner and the tutor say around a lesson's own prose: headings, goal
/// lines, hint frames, the record, `lesson list`. Each case is one thing said, with what changes
/// in it as parameters; every language's table is an exhaustive switch over these cases, so a
/// word missing from a table does not compile (see `RunnerWords`).
package enum RunnerWord: Equatable, Sendable {
    // The lesson's opening.
    case lessonHeading(lesson: Int, title: String)
    case mirrors(article: String)
    case resuming(lesson: Int, step: Int, finishedSummary: String?)
    case startingOver
    /// Opening a lesson in one language while another language's run of it has a place.
    /// `finished`: every step of the lesson is done there (issue 36: "step 11" was said of a
    /// lesson finished in the other language).
    case otherLanguagePlace(lesson: Int, other: Language, step: Int, finished: Bool)
    case continuingOther(other: Language)
    case left(lesson: Int, step: Int)

    // A step.
    case stepHeading(step: Int, of: Int, title: String)
    case predictFirst(question: String)
    case answerWith(letters: [String])
    case nothingToReach
    case challenge
    case goalCount(Int)
    /// The step's aim, in the short form a completed step leads into the next with.
    case aim(String)
    /// Ends that short form: `step` prints the step's whole text.
    case wholeText

    // Goals.
    case noGoal
    case goalReportHeading(step: Int, title: String)
    /// Heads the target screen `goal` draws for a challenge.
    case targetScreen
    case goalNow(actual: String)
    /// What a Swift exercise's goal not met means (its `- otherwise:`), said before what it found.
    case goalMeans(String)
    /// Under an exercise's first goal not met: how many goals after it are not met either, folded
    /// into it (marked `·`), as they may follow from it.
    case knockOns(count: Int)
    case notYet(goal: String, now: String)
    case cannotHoldAgain(goal: String)
    /// A frame goal fails while a fixed rect set before this step is still in effect (`rect`, as
    /// `set frame rect …` spells it); `rule` is what replaces it (the step's own frame rule, or
    /// `set frame full`).
    case fixedFrameStill(rect: String, rule: String)
    case notYetHeading
    case notYetHelp
    case wayOut

    // Moving.
    case stepDone(step: Int, hints: Int)
    case stepDoneWithSolution(step: Int)
    case stepSkipped(step: Int)
    /// A challenge finished by the learner: the commands that changed something, and the fewest
    /// that do it (the step's solution).
    case solvedIn(commands: Int, shortest: Int)
    case lessonComplete(lesson: Int, summary: String)
    case lastStepNext
    case lastStepSkip
    case firstStep
    case rebuiltHere
    case alreadyComplete(lesson: Int)
    case lessonIsComplete
    case backAtStart(step: Int)

    // Predictions.
    case questionWaiting(letters: [String])
    case noQuestion
    case alreadyAnswered(answer: String)
    case choicesAre(letters: [String])
    case right(answer: String, why: String)
    case notQuite(said: String, saidText: String, answer: String, answerText: String, why: String)
    case explainLine(reason: String)
    /// A question answered from what a command shows, asked under the step's text.
    case readQuestion(question: String)
    /// A wrong answer to such a question: look again (the answer is not given away).
    case lookAgain(said: String, saidText: String)

    // Hints and the solution.
    case noHints
    case noMoreHints
    case hint(number: Int, of: Int, text: String)
    case stillStuck
    case solutionConfirm(commands: [String])

    // Swift exercises.
    /// What an exercise step says under its prose: the file, and the three commands.
    case exerciseIntro(file: String, commands: [String])
    case exerciseWritten(path: String, todos: Int)
    case exerciseKept(path: String)
    case exerciseRestarted(path: String, backup: String?)
    case noExercise
    case noExerciseFile(path: String)
    case noExerciseFolder
    case checking(path: String, commands: [String])
    case compileFailed
    case exerciseNotChecked
    case exerciseNotYet
    /// `check --watch` began watching the learner's file.
    case watching(path: String)
    /// The learner stopped the watch.
    case watchStopped
    case yourCodeStays
    /// Heads `code` after the exercise passed: the learner's file, as `check` ran it (its path
    /// follows in the code, where a long path is never wrapped).
    case builtFile(path: String)
    case exerciseSolutionConfirm(path: String)
    case solutionFile(path: String)
    case noEditor(path: String)
    case editorFailed(why: String)
    case editorReturned(path: String)
    /// Heads the goals an exercise reads after one stage of its commands.
    case afterStage(commands: [String])
    /// Commands in a sentence: `present`, `rotate`.
    case commandList([String])

    // The record and `lesson list`.
    case summary(own: Int, hinted: Int, solved: Int, skipped: Int, open: Int, total: Int)
    case status(Progress.Status)
    /// A lesson in progress in `lesson list`: the step the learner reached.
    case inProgressAt(step: Int, of: Int)
    /// `next` on a step recorded as finished before (the learner came `back` to it).
    case alreadyFinished(step: Int)
    case alsoIn(languages: [Language])
    case englishOnly
    /// `lesson list`'s record of a lesson file that cannot be read: the problem.
    case unreadableLesson(String)
    case languageName(Language)

    // Progress files.
    case progressWritten(file: String)
    case progressMerged(file: String)
    case progressForgotten
}
