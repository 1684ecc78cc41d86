import Playground

/// A lesson command (`lesson 2`, `hint`, `next`, `progress export FILE`, ...). The session does not
/// act on these: the tutor does, with the session as its workspace. They reach the session's
/// language as `ExternalCommand`s through the forms `LessonCommands` adds to the table.
package enum LessonAction: Equatable, Sendable {
    case list
    /// `lesson list zh`: the list in a language (titles of translations, that language's record).
    case listIn(Language)
    /// `lesson N`, `lesson SLUG`, optionally with a language (`lesson 5 zh`).
    case open(String, language: Language?)
    /// `lesson N restart`: step 1 from the lesson's starting state, the lesson's record cleared.
    case restart(String, language: Language?)
    /// `lesson 5 zh continue`: open a language not yet started at the place another language's run reached.
    case continueOther(String, language: Language?)
    case quit
    case lint
    case next
    case back
    /// The step again, from its starting state.
    case retry
    case goal
    /// `step`: the whole text of the step in progress (a completed step leads into the next one
    /// with its heading and aim only, to keep the drawing on screen).
    case step
    case hint
    /// `answer B`: the learner's prediction for the step's question.
    case answer(String)
    case solution
    case skip
    case check
    /// `check --watch` (or `watch`): `check`, then again each time the learner saves the
    /// exercise file, until the step passes or Ctrl-C (the edge watches; see `Tutor.watchedFile`).
    case watch
    /// `exercise`: writes the step's Swift starter to the learner's working folder (never over
    /// their work) and names it; `exercise restart` writes it again, keeping theirs as `.bak`.
    case exercise
    case exerciseRestart
    /// `edit`: opens the exercise file in `$VISUAL` or `$EDITOR`.
    case edit
    case progressExport(String)
    case progressImport(String)
    case progressReset

    /// The line that reads back to this action.
    package var spelling: String {
        switch self {
        case .list: return "lesson list"
        case .listIn(let language): return "lesson list \(language)"
        case .open(let name, let language):
            return "lesson \(CommandSpelling.word(name))" + (language.map { " \($0)" } ?? "")
        case .restart(let name, let language):
            return "lesson \(CommandSpelling.word(name))" + (language.map { " \($0)" } ?? "") + " restart"
        case .continueOther(let name, let language):
            return "lesson \(CommandSpelling.word(name))" + (language.map { " \($0)" } ?? "") + " continue"
        case .quit: return "lesson quit"
        case .lint: return "lesson lint"
        case .next: return "next"
        case .back: return "back"
        case .retry: return "retry"
        case .goal: return "goal"
        case .step: return "step"
        case .hint: return "hint"
        case .answer(let letter): return "answer \(letter)"
        case .solution: return "solution"
        case .skip: return "skip"
        case .check: return "check"
        case .watch: return "check --watch"
        case .exercise: return "exercise"
        case .exerciseRestart: return "exercise restart"
        case .edit: return "edit"
        case .progressExport(let f): return "progress export \(CommandSpelling.word(f))"
        case .progressImport(let f): return "progress import \(CommandSpelling.word(f))"
        case .progressReset: return "progress reset"
        }
    }

    /// As a command of the session's language.
    package var command: Command { .external(ExternalCommand(self, spelling: spelling)) }
}

extension Command {
    /// The lesson action this command carries, if it is one.
    package var lessonAction: LessonAction? {
        if case .external(let x) = self { return x.value as? LessonAction }
        return nil
    }
}

/// The Learn group of the language: the lesson commands, declared here, where they are carried out.
package enum LessonCommands {
    package static let help: [HelpEntry] = [
        HelpEntry(
            .lesson, .learn,
            "list the lessons (`lesson list zh`: in Chinese), start one (progress is kept between runs, per language), leave it, or check every lesson file"
        ),
        HelpEntry(
            .next, .learn,
            "move between the steps of the lesson (next needs the goals met; skip does not; back and retry rebuild a step's start)",
            aliases: ["back", "skip", "retry"]),
        HelpEntry(
            .goal, .learn,
            "what the step wants, each goal with the current state beside it (in a Swift exercise, `check` compiles your file, runs the step on it and checks the goals there; `check --watch`, or `watch`, checks it again each time you save it, until the step passes or Ctrl-C)",
            aliases: ["check", "watch"]),
        HelpEntry(
            .step, .learn,
            "the whole text of the step in progress (a step just reached shows its heading and aim only)"),
        HelpEntry(.hint, .learn, "one more hint for the step each time"),
        HelpEntry(
            .exercise, .learn,
            "a Swift exercise: `exercise` writes the step's file with TODOs to your working folder (`exercise restart`: afresh, yours kept as .bak), `edit` opens it in $VISUAL or $EDITOR, `check` compiles it, runs the step's commands on your code and checks the goals",
            aliases: ["edit"]),
        HelpEntry(
            .answer, .learn, "answer the step's prediction question with its letter (a wrong answer gets the why)"),
        HelpEntry(
            .solution, .learn,
            "rebuild the step's starting state and run its solution (asks to confirm; marks the step assisted)"),
        HelpEntry(.progress, .learn, "save, restore or forget lesson progress"),
    ]

    package static let forms: [CommandForm] = [
        CommandForm(
            ["lesson"], synopsis: "lesson N|SLUG [zh] [restart|continue]",
            examples: ["lesson 1", "lesson 5 zh", "lesson 2 restart", "lesson 5 zh continue"]
        ) {
            c throws(ParseError) in
            // A bare `lesson` lists them, as `lesson list` does.
            guard let t = c.next() else { return LessonAction.list.command }
            var language: Language?
            if let w = c.peek, languages.contains(w.lowered) {
                language = Language(rawValue: try c.keyword(languages))
            }
            if !c.atEnd {
                let word = try c.keyword(
                    language == nil ? ["restart", "continue"] + languages : ["restart", "continue"])
                if word == "continue" {
                    return LessonAction.continueOther(t.text.lowercased(), language: language).command
                }
                return LessonAction.restart(t.text.lowercased(), language: language).command
            }
            return LessonAction.open(t.text.lowercased(), language: language).command
        }.completing(.lesson),
        CommandForm(
            ["lesson", "list"], topic: .lesson, synopsis: "lesson list [zh]",
            examples: ["lesson list", "lesson list zh"]
        ) { c throws(ParseError) in
            guard !c.atEnd else { return LessonAction.list.command }
            return LessonAction.listIn(Language(rawValue: try c.keyword(languages)) ?? .english).command
        },
        CommandForm(["lesson", "quit"], topic: .lesson, command: LessonAction.quit.command),
        CommandForm(["lesson", "lint"], topic: .lesson, examples: [], command: LessonAction.lint.command),
        CommandForm(["next"], command: LessonAction.next.command),
        CommandForm(["back"], topic: .next, command: LessonAction.back.command),
        CommandForm(["skip"], topic: .next, command: LessonAction.skip.command),
        CommandForm(["retry"], topic: .next, command: LessonAction.retry.command),
        CommandForm(["goal"], command: LessonAction.goal.command),
        CommandForm(["check"], topic: .goal, synopsis: "check [--watch]", examples: ["check", "check --watch"]) {
            c throws(ParseError) in
            guard !c.atEnd else { return LessonAction.check.command }
            _ = try c.keyword(["--watch"])
            return LessonAction.watch.command
        },
        CommandForm(["watch"], topic: .goal, command: LessonAction.watch.command),
        CommandForm(["step"], command: LessonAction.step.command),
        CommandForm(["hint"], command: LessonAction.hint.command),
        CommandForm(["exercise"], command: LessonAction.exercise.command),
        CommandForm(
            ["exercise", "restart"], topic: .exercise, examples: [], command: LessonAction.exerciseRestart.command),
        CommandForm(["edit"], topic: .exercise, command: LessonAction.edit.command),
        CommandForm(["answer"], synopsis: "answer A|B|C|D|E", examples: ["answer B"]) { c throws(ParseError) in
            LessonAction.answer(try c.keyword(["A", "B", "C", "D", "E"]).uppercased()).command
        },
        CommandForm(["solution"], command: LessonAction.solution.command),
        CommandForm(
            ["progress", "export"], topic: .progress, synopsis: "progress export FILE",
            examples: ["progress export progress.json"]
        ) { c throws(ParseError) in
            LessonAction.progressExport(try fileName(&c)).command
        },
        CommandForm(["progress", "import"], topic: .progress, synopsis: "progress import FILE", examples: []) {
            c throws(ParseError) in
            LessonAction.progressImport(try fileName(&c)).command
        },
        CommandForm(
            ["progress", "reset"], topic: .progress, examples: [], command: LessonAction.progressReset.command),
    ]

    /// The languages a lesson may be asked for in: those the runner has words for.
    static let languages = RunnerWords.all.map(\.language.rawValue)

    static func fileName(_ c: inout Cursor) throws(ParseError) -> String {
        guard let t = c.next() else { throw c.missing(["<file>"]) }
        return t.text
    }
}

extension CommandTable {
    /// The session's commands and the lesson commands: what the prompt, `run` and lessons read.
    package static let withLessons = CommandTable.standard.adding(
        forms: LessonCommands.forms, help: LessonCommands.help)
}
