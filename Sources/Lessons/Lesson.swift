import Playground

/// One lesson: a title, the article it mirrors, the device it starts on, an introduction, and
/// its steps. Parsed from a Markdown file in `lessons/`.
package struct Lesson: Equatable, Sendable {
    /// The number from the file name (`02-bouncy-overlay.md` is lesson 2).
    package var number: Int
    package var slug: String
    package var title: String
    /// The article it mirrors: title, author, publisher/year and link as written; nil for the tour.
    package var article: String?
    package var device: String
    package var language: Language
    package var intro: String
    package var steps: [LessonStep]
    /// The file it came from, for messages.
    package var file: String
}

extension Lesson {
    /// The slug rule, checked by `lesson lint` and again by the runner before a path is built from
    /// it: lower-case letters, digits and dashes, so `exercises/<slug>/` stays in its folder.
    package static func isValidSlug(_ slug: String) -> Bool {
        !slug.isEmpty && slug.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }
    }

    static let slugRule = "a lesson's slug is lower-case words joined by dashes (no `/` or `.`)"

    /// Whether a relative path from a lesson file (an exercise's starter or solution) stays within
    /// the lessons: not absolute, no `.` or empty part, no control characters, and `..` only once,
    /// first (a translation in `lessons/zh/` reaches the exercises it shares, `../exercises/…`).
    package static func staysInside(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"),
            !path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else { return false }
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if parts.first == ".." { parts.removeFirst() }
        return !parts.isEmpty && parts.allSatisfy { !["", ".", ".."].contains($0) }
    }

    static let pathRule = "a lesson's file paths stay within the lessons (relative, `..` only once, first)"

    /// Reads each exercise's starter and solution beside the lesson file (paths relative to its
    /// folder) with `read`; a file `read` cannot give stays nil, which `lesson lint` reports.
    package mutating func readExerciseFiles(_ read: (String) -> String?) {
        let folder = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
        for i in steps.indices {
            guard var exercise = steps[i].exercise else { continue }
            exercise.starterPath = folder + "/" + exercise.starter
            exercise.solutionPath = folder + "/" + exercise.solution
            // A path leaving the lesson's folder is not read at all (lint says why).
            exercise.starterText = Self.staysInside(exercise.starter) ? read(exercise.starterPath!) : nil
            exercise.solutionText =
                exercise.solution.isEmpty || !Self.staysInside(exercise.solution) ? nil : read(exercise.solutionPath!)
            steps[i].exercise = exercise
        }
    }

    /// Where the lesson's Swift exercise is, if it has one.
    package var exerciseStepIndex: Int? { steps.firstIndex { $0.exercise != nil } }

    /// Whether `lesson NAME` names this lesson: its number (`1`, `01`) or its slug.
    package func isNamed(_ typed: String) -> Bool {
        String(number) == typed || slug == typed || Int(typed) == number
    }
}

/// One step of a lesson: prose, commands to try, goals checked against the session, hints
/// revealed one at a time, and a solution.
package struct LessonStep: Equatable, Sendable {
    package var number: Int
    package var title: String
    /// What the step wants, in one sentence (`- aim:`): what a completed step shows of the next
    /// one, under its heading, so that the drawing it talks about stays on an 80x24 screen. Nil
    /// when the lesson gives none (the runner then takes its prose's first sentence).
    package var aim: String? = nil
    package var prose: String
    /// Commands shown in ```proscenium blocks, to try.
    package var tryCommands: [String]
    package var goals: [LessonGoal]
    package var hints: [String]
    /// Commands that reach the goals from the state the previous steps' solutions leave.
    package var solution: [String]
    /// A challenge: goals but no commands shown; the learner combines what earlier steps taught.
    package var isChallenge: Bool { !goals.isEmpty && tryCommands.isEmpty && exercise == nil }
    /// A Swift exercise: the learner writes code, and `check` runs it against the goals.
    package var exercise: LessonExercise? = nil
    /// A prediction to make before running anything, answered with `answer B`.
    package var question: LessonQuestion? = nil
    /// What to read in the result once the step is done (`- done:`), printed under "✓ Step N
    /// done" and before the next step's lead: an observation the step leads up to would otherwise
    /// be in its prose only, which a completing command moves past (`step` prints the prose).
    package var afterword: String? = nil
    /// The line in the file where the step starts.
    package var line: Int
}

/// A prediction question (`- ask:` in a lesson file): the learner answers with a letter before
/// running what the step shows; a wrong answer gets the reason, and the step goes on.
package struct LessonQuestion: Equatable, Sendable {
    package var text: String
    /// The choices, in order: letter and text (`("A", "`presentationTransitionWillBegin()`")`).
    package var options: [(letter: String, text: String)]
    package var answer: String
    /// Why the answer is right, in the lesson's words.
    package var why: String
    package var line: Int
    /// A question read from what a command shows (`- question:`), asked after the step's text
    /// rather than before it; a wrong answer sends the learner back to look again instead of
    /// giving the answer away. A prediction (`- ask:`) is asked first and always answered.
    package var readsOutput: Bool = false

    package static func == (a: LessonQuestion, b: LessonQuestion) -> Bool {
        a.text == b.text && a.answer == b.answer && a.why == b.why && a.line == b.line && a.readsOutput == b.readsOutput
            && a.options.map(\.letter) == b.options.map(\.letter) && a.options.map(\.text) == b.options.map(\.text)
    }
}

/// A Swift exercise (`- exercise:` in a lesson file): a starter file with `TODO`s that `exercise`
/// copies to the learner's working folder, the commands `check` runs against the learner's code
/// once it is loaded (`- run:`), and the shipped solution beside the starter. The step's goals are
/// checked on the state the learner's own code leaves.
package struct LessonExercise: Equatable, Sendable {
    /// The starter, as written in the lesson: a path relative to the lesson file's folder.
    package var starter: String
    /// The shipped solution, relative to the lesson file's folder.
    package var solution: String
    /// What `check` runs after loading the learner's file, in stages: each `- run:` line's
    /// commands, then the goals written after it, read at that moment (the state after a
    /// cancelled presentation, then after the dismissal that follows).
    package var stages: [ExerciseStage] = []
    package var line: Int
    /// The wrong answers a learner makes, each one edit of the shipped solution, which the
    /// exercise's test must see fail (`- wrong:`).
    package var wrongAnswers: [WrongAnswer] = []
    /// Every command `check` runs, in order.
    package var run: [String] { stages.flatMap(\.commands) }
    /// The two files' text, read with the lesson by the edge; nil when a file could not be read
    /// (`lesson lint` says so).
    package var starterText: String? = nil
    package var solutionText: String? = nil
    /// Where the two files are, as the edge resolved them (for loading the solution).
    package var starterPath: String? = nil
    package var solutionPath: String? = nil

    /// The file name the learner works on: the starter's last path component.
    package var fileName: String { starter.split(separator: "/").last.map(String.init) ?? starter }
}

/// A wrong answer to an exercise (`- wrong: `FROM` → `TO` fails `GOAL``): the shipped solution
/// with `from` replaced by `to` (`\n` in either is a newline), which must fail `goal`, one of
/// the step's goals, so the learner's "not yet" names the difference. `Tests/e2e/exercises.sh`
/// makes each one and checks it.
package struct WrongAnswer: Equatable, Sendable {
    package var from: String
    package var to: String
    package var goal: String
    package var line: Int
}

/// One `- run:` line of an exercise: its commands, and which of the step's goals are read right
/// after them.
package struct ExerciseStage: Equatable, Sendable {
    package var commands: [String]
    /// Indices into the step's goals.
    package var goals: [Int]
}

/// A goal: an `expect` line, kept with its text for messages.
package struct LessonGoal: Equatable, Sendable {
    package var text: String
    package var expectation: Expectation
    package var line: Int
    /// What a Swift exercise's goal not met means, in the lesson's words (`- otherwise:` under it):
    /// the concept missed ("no spring: the zoom never overshoots"), said before the numbers.
    package var otherwise: String? = nil
}
