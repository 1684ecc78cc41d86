import Playground
import PresentationKit

/// Checks lessons beyond what parsing does: metadata well formed; every step's goals reached by
/// replaying the solutions in order from a reset session on the lesson's device; and no step that
/// can be passed for the wrong reason: none whose goals all hold where it starts, none whose goals
/// still all hold when any one command of its solution is left out.
package enum LessonLinter {
    package struct Issue: Equatable, Sendable, CustomStringConvertible {
        package var file: String
        package var line: Int
        package var message: String
        /// A point of style a shipped lesson keeps (a challenge, predictions, the points covered):
        /// `lesson lint` fails on it only with `--strict`.
        package var isWarning = false
        /// `FILE:LINE:COL: error: …` (or `warning:`), the compilers' form every located line uses.
        package var description: String {
            Diagnostic.line(at: "\(file):\(line):1", message, as: isWarning ? .warning : .error)
        }

        package init(file: String, line: Int, message: String, isWarning: Bool = false) {
            self.file = file
            self.line = line
            self.message = message
            self.isWarning = isWarning
        }
    }

    /// `asShipped` adds what a lesson in `lessons/` must also have (a challenge, two predictions);
    /// `lesson lint` and the tests of the shipped lessons ask for it.
    package static func lint(_ lesson: Lesson, asShipped: Bool = false) -> [Issue] {
        var issues: [Issue] = []
        func add(_ line: Int, _ m: String, warning: Bool = false) {
            issues.append(Issue(file: lesson.file, line: line, message: m, isWarning: warning))
        }
        if !Lesson.isValidSlug(lesson.slug) {
            add(2, "slug `\(lesson.slug)` should be lower-case words joined by dashes")
        }
        if let a = lesson.article, !(a.contains("\"") && a.contains(" by ") && a.contains("http")) {
            add(2, "article should give its title in quotes, `by` the author, and a link")
        }
        if lesson.article == nil && lesson.number != 0 { add(2, "only the tour may have no article") }
        if Device.named(lesson.device) == nil {
            add(2, "unknown device `\(lesson.device)`")
        }
        // Every runner word has an entry in each table, and every language a table (exhaustive
        // switches): nothing of the runner's words can be missing.
        let session = startingSession(lesson, step: 0)
        for (index, step) in lesson.steps.enumerated() {
            if let exercise = step.exercise {
                // Its goals are read on the learner's compiled code, which lint does not build:
                // the exercise tests run the starter, the solution and a wrong solution.
                issues += exerciseIssues(exercise, step, isLast: index == lesson.steps.count - 1, file: lesson.file)
                continue
            }
            if step.goals.isEmpty == false && step.solution.isEmpty {
                add(step.line, "step \(step.number) has goals but no solution")
            }
            if let q = step.question {
                let letters = q.options.map(\.letter)
                if letters.count < 2 || letters != Array(["A", "B", "C", "D", "E"].prefix(letters.count)) {
                    add(q.line, "step \(step.number): a question has two choices or more, lettered A, B, C… in order")
                }
                if !letters.contains(q.answer) {
                    add(q.line, "step \(step.number): the answer `\(q.answer)` is not one of the choices")
                }
                if q.why.isEmpty {
                    add(q.line, "step \(step.number): the answer line says why (`- answer: B, because …`)")
                }
            }
            if step.isChallenge {
                if step.hints.count < 2 {
                    add(
                        step.line,
                        "step \(step.number): a challenge has hints that go from the idea to the command (two or more)")
                }
                for command in step.solution where step.prose.contains("`\(command)`") {
                    add(step.line, "step \(step.number): a challenge's prose prints its solution's `\(command)`")
                }
            }
            session.beginStep()
            if !step.goals.isEmpty, allHold(step, session) {
                add(step.line, "step \(step.number): every goal already holds where the step starts (nothing to do)")
            }
            for command in step.solution {
                for output in session.execute(command) {
                    if case .error(let e) = output {
                        add(step.line, "step \(step.number): solution `\(command)` fails: \(ErrorWording.line(for: e))")
                    }
                }
            }
            let context = session.expectationContext()
            var reached = true
            for goal in step.goals {
                let r = read(goal.expectation, session, context)
                if !r.passed {
                    reached = false
                    add(goal.line, "step \(step.number): the solutions do not reach `\(goal.text)` (\(r.actual))")
                }
            }
            // Numbers copied from the target pass: the frame the solution reaches, set as a fixed
            // rect in place of the rule that made it (`set frame size 1/1.5 1/2`), still meets every
            // goal, so the step does not check the rule it teaches (issue 36).
            if reached, !step.goals.isEmpty, let (rect, trials) = copiedFrameSolutions(step, session) {
                let passes = trials.contains { copied in
                    let trial = startingSession(lesson, step: index)
                    trial.beginStep()
                    for c in copied { _ = trial.execute(c) }
                    return allHold(step, trial)
                }
                if passes {
                    add(
                        step.line,
                        "step \(step.number): the goals also hold for `\(rect)`, the target's numbers copied: check the rule (`expect used \(step.solution.first(where: isFrameRule) ?? "set frame …")`, or the goals again after a rotation)"
                    )
                }
            }
            // Too loose: the goals hold with one of the solution's commands left out, so they do
            // not check what that command is there to teach.
            guard reached, !step.goals.isEmpty, step.solution.count > 1 else { continue }
            for (skipped, command) in step.solution.enumerated() {
                let trial = startingSession(lesson, step: index)
                trial.beginStep()
                for (i, c) in step.solution.enumerated() where i != skipped { _ = trial.execute(c) }
                if allHold(step, trial) {
                    add(
                        step.line,
                        "step \(step.number): the goals still hold without `\(command)` from its solution (a goal should check what it does)"
                    )
                }
            }
        }
        if asShipped { issues += thinkingIssues(lesson) }
        // A lesson on an article makes the learner think: a step without printed commands, and
        // predictions on the points the article stresses.
        if asShipped, lesson.article != nil {
            if !lesson.steps.contains(where: \.isChallenge) {
                add(
                    1, "a lesson on an article has a challenge: a step with goals and no commands printed",
                    warning: true)
            }
            if lesson.steps.filter({ $0.question != nil }).count < 2 {
                add(1, "a lesson on an article asks two prediction questions or more (`- ask:`)", warning: true)
            }
        }
        // The closing step names the points covered, in the lesson's language.
        let coveredWords = lesson.language == .chinese ? ["覆盖", "涵盖", "要点"] : ["covered"]
        if let last = lesson.steps.last(where: { $0.exercise == nil }), lesson.article != nil,
            !coveredWords.contains(where: { last.prose.lowercased().contains($0) })
        {
            add(last.line, "the last step should list the article's points the lesson covered", warning: true)
        }
        return issues
    }

    /// What an exercise step needs: its files (a starter with something to do, and a solution),
    /// commands for `check` to run, goals, and its place at the end of the lesson.
    static func exerciseIssues(_ x: LessonExercise, _ step: LessonStep, isLast: Bool, file: String) -> [Issue] {
        var issues: [Issue] = []
        func add(_ m: String) { issues.append(Issue(file: file, line: x.line, message: "step \(step.number): " + m)) }
        for path in [x.starter, x.solution] where !path.isEmpty && !Lesson.staysInside(path) {
            add("`\(path)`: \(Lesson.pathRule)")
        }
        if x.starterText == nil { add("the exercise's starter `\(x.starter)` cannot be read") }
        if x.solution.isEmpty {
            add("an exercise names its shipped solution (`- exercise solution:`)")
        } else if x.solutionText == nil {
            add("the exercise's solution `\(x.solution)` cannot be read")
        }
        if let starter = x.starterText, !starter.contains("TODO") {
            add("the exercise's starter has no `TODO` for the learner to fill in")
        }
        if x.run.isEmpty { add("an exercise lists the commands `check` runs on the learner's code (`- run:`)") }
        if step.goals.isEmpty { add("an exercise has goals to check the learner's code against") }
        if !step.solution.isEmpty { add("an exercise's solution is a Swift file, not commands (`- solution:`)") }
        if !isLast { add("an exercise ends its lesson (the steps after it would start from the playground's state)") }
        return issues
    }

    /// What `lesson lint` asks of a shipped lesson so that it makes the learner think (issue 25):
    /// a step prints its exact answer only within the allowance, a step that names a look command
    /// needs it, and an exercise lists the wrong answers its test tries.
    static func thinkingIssues(_ lesson: Lesson) -> [Issue] {
        var issues: [Issue] = []
        func add(_ line: Int, _ m: String) { issues.append(Issue(file: lesson.file, line: line, message: m)) }
        let printing = lesson.steps.filter { printsAnswer($0) && !(lesson.number == 0 && $0.number <= freeTourSteps) }
        let allowed = allowance(lesson)
        for step in printing.dropFirst(allowed) {
            add(
                step.line,
                "step \(step.number) prints its answer (`\(step.solution.joined(separator: "`, `"))`): at most \(allowed) of \(lesson.steps.filter { !$0.solution.isEmpty }.count) steps may; say what to achieve and give the commands in hints"
            )
        }
        for (index, step) in lesson.steps.enumerated() where step.exercise == nil && !step.goals.isEmpty {
            for look in looksNamed(step) {
                // A goal that it was shown fails without it by construction: no replay needed
                // (lint runs at the prompt, and every replay costs the steps before it).
                if step.goals.contains(where: { shows($0.expectation, look) }) { continue }
                let trial = startingSession(lesson, step: index)
                trial.beginStep()
                for c in step.solution where lookKind(of: c) != look { _ = trial.execute(c) }
                if allHold(step, trial) {
                    add(
                        step.line,
                        "step \(step.number) names `\(look.rawValue)` but its goals pass without it (add `expect shown \(look.rawValue)`)"
                    )
                }
            }
        }
        for step in lesson.steps {
            guard let x = step.exercise else { continue }
            if x.wrongAnswers.isEmpty {
                add(x.line, "step \(step.number): the exercise lists no wrong answers for its test to try (`- wrong:`)")
            } else if x.wrongAnswers.count < minimumWrongAnswers {
                add(
                    x.line,
                    "step \(step.number): the exercise lists \(x.wrongAnswers.count) wrong answer\(x.wrongAnswers.count == 1 ? "" : "s"): at least \(minimumWrongAnswers), mistakes learners make, for its test to try (`- wrong:`)"
                )
            }
            // A goal missed says what it means (issue 36: "transform 1.13 at 0.285 now 0.34" for
            // a missing spring, where "no spring: the zoom never overshoots" was the point).
            for goal in step.goals where goal.otherwise == nil {
                add(
                    goal.line,
                    "step \(step.number): an exercise's goal says what missing it means, in the lesson's words (`- otherwise:` under `\(goal.text)`)"
                )
            }
            for w in x.wrongAnswers {
                if let solution = x.solutionText, !solution.contains(w.from) {
                    add(w.line, "step \(step.number): the wrong answer's `FROM` is not in the shipped solution")
                }
                if w.from == w.to { add(w.line, "step \(step.number): a wrong answer changes something") }
                if !step.goals.contains(where: { $0.text == w.goal }) {
                    add(w.line, "step \(step.number): a wrong answer fails one of the step's goals, not `\(w.goal)`")
                }
            }
        }
        return issues
    }

    /// How many wrong answers a shipped exercise lists at the least (issue 36).
    static let minimumWrongAnswers = 5

    /// Whether `x` is a goal that `look` was shown: for the slow-motion group, a goal on any one
    /// of its views fails when every one of them is left out.
    static func shows(_ x: Expectation, _ look: ShownKind) -> Bool {
        guard case .shown(let kind) = x.subject else { return false }
        return kind == look || (look == .motion && [.film, .timeline, .curve, .scrub, .play].contains(kind))
    }

    /// The tour's first steps teach the prompt itself, so they may print their commands.
    static let freeTourSteps = 2

    /// How many steps of a lesson may print their exact commands: one in six, at least one.
    static func allowance(_ lesson: Lesson) -> Int {
        max(1, lesson.steps.filter { !$0.solution.isEmpty }.count / 6)
    }

    /// A step prints its answer when every command of its solution is shown in its text (in a
    /// commands block or backticked in its prose): the learner could retype it without thinking.
    package static func printsAnswer(_ step: LessonStep) -> Bool {
        guard !step.solution.isEmpty else { return false }
        let shown = Set(step.tryCommands + LessonParser.backticked(step.prose + "\n" + (step.aim ?? "")))
        return step.solution.allSatisfy { shown.contains($0) }
    }

    /// The look commands a step names (in its text or hints), by what they show; the slow-motion
    /// views count as one (any of them shows the motion).
    static func looksNamed(_ step: LessonStep) -> [ShownKind] {
        let named =
            step.tryCommands + LessonParser.backticked(step.prose + "\n" + (step.aim ?? ""))
            + step.hints.flatMap(LessonParser.backticked)
        var kinds: [ShownKind] = []
        for c in named { if let k = lookKind(of: c), !kinds.contains(k) { kinds.append(k) } }
        return kinds
    }

    /// What a look command shows: `trace`, `show tree`, or the motion (`play`, `film`, `curve`,
    /// `scrub`, `timeline`); nil for any other line.
    static func lookKind(of command: String) -> ShownKind? {
        let words = command.split(separator: " ").map { $0.lowercased() }
        switch words.first {
        case "trace": return .trace
        case "show" where words.dropFirst().first == "tree": return .tree
        case "play", "film", "curve", "scrub", "timeline": return .motion
        default: return nil
        }
    }

    /// Whether `command` sets the frame by a rule (a size, an inset, a half, a banner) rather than
    /// by numbers (`set frame rect`).
    static func isFrameRule(_ command: String) -> Bool {
        guard case .set(.frame(let spec))? = try? Parser.parse(command) else { return false }
        if case .rect = spec { return false }
        return true
    }

    /// What a learner who copies the target's numbers would type: the fixed rect of the presented
    /// view's frame where the solution left it (`goal`'s drawing shows it), and two ways to use it:
    /// in place of each frame rule, and set after the phone is turned or resized (a rect copied
    /// in landscape is typed in landscape). Nil when the solution sets no frame by a rule or leaves
    /// nothing presented.
    static func copiedFrameSolutions(_ step: LessonStep, _ reached: Session) -> (rect: String, trials: [[String]])? {
        guard step.solution.contains(where: isFrameRule),
            let view = reached.engine.snapshot().views.first(where: { $0.name == "presented" })
        else { return nil }
        let r = view.frameInWindow
        let rect =
            "set frame rect \(formatNumber(r.minX)) \(formatNumber(r.minY)) \(formatNumber(r.width)) \(formatNumber(r.height))"
        let inPlace = step.solution.map { isFrameRule($0) ? rect : $0 }
        let turnedFirst =
            step.solution.filter(turnsThePhone) + [rect]
            + step.solution.filter { !turnsThePhone($0) && !isFrameRule($0) }
        return (rect, inPlace == turnedFirst ? [inPlace] : [inPlace, turnedFirst])
    }

    /// Whether `command` changes the window's size: `rotate`, `resize`, a device or an orientation.
    static func turnsThePhone(_ command: String) -> Bool {
        switch try? Parser.parse(command) {
        case .act(.rotate)?, .act(.resize)?, .set(.device)?, .set(.orientation)?: return true
        default: return false
        }
    }

    /// A session in the state the solutions of the steps before `step` (an index) leave, from a
    /// reset session on the lesson's device, each step's solution in its own step scope.
    static func startingSession(_ lesson: Lesson, step: Int) -> Session {
        let session = Session()
        session.showsAfterActions = false
        _ = session.execute("device \(lesson.device)")
        for earlier in lesson.steps.prefix(step) {
            session.beginStep()
            for command in earlier.solution { _ = session.execute(command) }
        }
        return session
    }

    static func allHold(_ step: LessonStep, _ session: Session) -> Bool {
        let context = session.expectationContext()
        return step.goals.allSatisfy { read($0.expectation, session, context).passed }
    }

    /// A goal read as the runner reads it (`LessonRunner.evaluate`): in one context of the state
    /// now, or, with `at T`, on the last transition replayed to that moment (read on the state now,
    /// lint would pass a fade that never faded, and fail one that did).
    static func read(_ x: Expectation, _ session: Session, _ context: ExpectationContext) -> ExpectationResult {
        x.at == nil ? ExpectationEvaluator.evaluate(x, in: context) : session.evaluateHere(x)
    }

    /// A translation that does not mirror its English lesson: a step left untranslated (or added),
    /// or a step whose solution differs, so the two records of one lesson would not mean the same.
    package static func translationIssues(_ lessons: [Lesson]) -> [Issue] {
        var issues: [Issue] = []
        for t in lessons where t.language != .english {
            guard let original = lessons.first(where: { $0.number == t.number && $0.language == .english }) else {
                continue
            }
            if t.steps.count != original.steps.count {
                issues.append(
                    Issue(
                        file: t.file, line: 1,
                        message:
                            "a translation of \(original.file) has \(t.steps.count) steps, the original \(original.steps.count): a step is not translated"
                    ))
                continue
            }
            for (a, b) in zip(t.steps, original.steps) where a.exercise?.run != b.exercise?.run {
                issues.append(
                    Issue(
                        file: t.file, line: a.line,
                        message:
                            "step \(a.number): its exercise runs other commands than step \(b.number) of \(original.file)"
                    ))
            }
            // The same goals and the same wrong answers: the two languages check one exercise.
            for (a, b) in zip(t.steps, original.steps)
            where a.exercise != nil && b.exercise != nil
                && (a.goals.map(\.text) != b.goals.map(\.text)
                    || a.exercise!.wrongAnswers.map { [$0.from, $0.to, $0.goal] }
                        != b.exercise!.wrongAnswers.map { [$0.from, $0.to, $0.goal] })
            {
                issues.append(
                    Issue(
                        file: t.file, line: a.line,
                        message:
                            "step \(a.number): its exercise's goals or wrong answers differ from step \(b.number) of \(original.file)"
                    ))
            }
            for (a, b) in zip(t.steps, original.steps) where a.solution != b.solution {
                issues.append(
                    Issue(
                        file: t.file, line: a.line,
                        message: "step \(a.number): its solution differs from step \(b.number) of \(original.file)"))
            }
        }
        return issues
    }

    /// One line per issue, then a summary.
    package static func report(_ lessons: [Lesson]) -> String {
        let found = findings(lessons)
        return found.map { $0.description + "\n" }.joined() + summary(lessons.count, found)
    }

    /// Everything `lesson lint` finds in `lessons`, problems and warnings, in file order.
    package static func findings(_ lessons: [Lesson]) -> [Issue] {
        lessons.flatMap({ lint($0, asShipped: true) }) + translationIssues(lessons)
    }

    /// `N lesson files, N problems` (and `, N warnings` when there are any).
    package static func summary(_ fileCount: Int, _ found: [Issue]) -> String {
        let warnings = found.filter(\.isWarning).count
        let problems = found.count - warnings
        return "\(fileCount) lesson files, \(problems) problem\(problems == 1 ? "" : "s")"
            + (warnings == 0 ? "" : ", \(warnings) warning\(warnings == 1 ? "" : "s")") + "\n"
    }
}
