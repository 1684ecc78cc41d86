import Playground
import PresentationKit

/// Walks a learner through one lesson: shows a step, checks its goals against the session after
/// every command, moves on when they hold, gives hints one at a time, and can replay a solution.
/// Every way into a step (`back`, `retry`, opening the lesson at it) rebuilds the state the earlier
/// steps' solutions leave, so a slip in an earlier step never blocks a later one. It records how
/// each step was finished (on your own, with N hints, with the solution) in `progress`.
package final class LessonRunner {
    package let lesson: Lesson
    package private(set) var stepIndex: Int
    private var hintsShown = 0
    /// Hints read in each step (by index), kept when the learner leaves it by `back` or `skip`
    /// and comes back, so the record says how the step was finished.
    private var hintsReadIn: [Int: Int] = [:]
    private var confirmingSolution = false
    /// The goal already reported as out of reach, so the learner is told once, not after every command.
    private var saidStuck: String?
    package private(set) var finished = false
    /// Whether the step's question, if it has one, has been answered.
    private var answered = false
    /// What the last `check` of this step's exercise found, goal by goal (each read right after
    /// its stage of commands); nil before the first. An exercise step is passed by `check`
    /// alone: a file `load`ed by hand does not pass it.
    var lastCheck: [ExpectationResult]?
    /// The Swift file whose `check` passed the exercise, while its code stays loaded: what the
    /// lesson built, which `code` prints then (the playground's own settings were reset to load it).
    var passedFile: String?

    init(lesson: Lesson, startStep: Int) {
        self.lesson = lesson
        self.stepIndex = max(0, min(startStep - 1, lesson.steps.count - 1))
    }

    package var step: LessonStep { lesson.steps[stepIndex] }

    /// The words the runner speaks, in the lesson's language.
    var words: RunnerWords { lesson.words }

    // MARK: Showing

    /// The lesson's heading and the article it mirrors, the article's link on a line of its own
    /// (printed as code, which is never wrapped, so the link is never broken inside), then the
    /// introduction.
    func introduction() -> [Output] {
        var head = words(.lessonHeading(lesson: lesson.number, title: lesson.title))
        var link: String?
        if var article = lesson.article {
            if let r = article.firstRange(of: ", http") ?? article.firstRange(of: " http") {
                link = String(article[article.index(after: r.lowerBound)...]).trimmed
                article = String(article[..<r.lowerBound])
            }
            head += words(.mirrors(article: article))
        }
        var outputs: [Output] = [.text(head)]
        if let link { outputs.append(.link(link)) }
        if !lesson.intro.isEmpty { outputs.append(.text("\n" + ProseFlow.reflow(lesson.intro) + "\n")) }
        return outputs
    }

    /// The step's heading, then its question alone when it asks one not yet answered (the prose
    /// often gives the answer away, so it follows the answer), otherwise its prose and goals.
    func showStep() -> String {
        var out = words(.stepHeading(step: step.number, of: lesson.steps.count, title: step.title))
        if let q = step.question, !answered, !q.readsOutput {
            out += words(.predictFirst(question: q.text))
            for o in q.options { out += "  \(o.letter)  \(o.text)\n" }
            out += words(.answerWith(letters: q.options.map(\.letter)))
            return out
        }
        return out + stepBody()
    }

    /// The step as a completed one leads into it: its heading, its aim, and its question when it
    /// asks one, in a few lines, so that the drawing the command left (drawn under this text at
    /// the prompt) stays on an 80x24 screen with it. `step` prints the whole text.
    func showStepShort() -> String {
        var out = words(.stepHeading(step: step.number, of: lesson.steps.count, title: step.title))
        out += words(.aim(aim))
        if let q = step.question, !answered {
            out += (q.readsOutput ? words(.readQuestion(question: q.text)) : words(.predictFirst(question: q.text)))
                .trimmingPrefix("\n")
            for o in q.options { out += "  \(o.letter)  \(o.text)\n" }
            out += words(.answerWith(letters: q.options.map(\.letter)))
        }
        return out + words(.wholeText)
    }

    /// The step's aim: its `- aim:` line, else its prose's first sentence (the text up to the
    /// first full stop that ends a sentence, outside backticks).
    var aim: String {
        if let aim = step.aim { return aim }
        let flat =
            ProseFlow.reflow(step.prose).split(separator: "\n").first { !$0.hasPrefix("    ") }.map(String.init) ?? ""
        var inCode = false
        var previous: Character = " "
        for (offset, c) in flat.enumerated() {
            if c == "`" { inCode.toggle() }
            if !inCode, c == "。" || (previous == "." && c == " ") {
                return String(flat.prefix(c == "。" ? offset + 1 : offset))
            }
            previous = c
        }
        return flat
    }

    func stepBody() -> String {
        var out = ""
        if !step.prose.isEmpty { out += ProseFlow.reflow(step.prose) + "\n" }
        if let exercise = step.exercise {
            out += words(.exerciseIntro(file: exercise.fileName, commands: exercise.run))
            out += words(.goalCount(step.goals.count))
        } else if step.goals.isEmpty {
            out += words(.nothingToReach)
        } else {
            // Every step now leaves its commands to the hints; the paragraph on challenges is for
            // the steps that say they are one, so the others stay short at 80x24.
            if isTitledChallenge { out += words(.challenge) }
            out += words(.goalCount(step.goals.count))
        }
        if let q = step.question, q.readsOutput, !answered {
            out += words(.readQuestion(question: q.text))
            for o in q.options { out += "  \(o.letter)  \(o.text)\n" }
            out += words(.answerWith(letters: q.options.map(\.letter)))
        }
        return out
    }

    // MARK: Entering a step

    /// Makes the session what the earlier steps' solutions leave and starts the step's scope there.
    func enterStep(_ tutor: Tutor) {
        tutor.rebuild(lesson, throughStep: stepIndex)
        tutor.session.beginStep()
        hintsShown = hintsReadIn[stepIndex] ?? 0
        saidStuck = nil
        answered = false
        lastCheck = nil
    }

    /// The step moves on from where the learner left the previous one (their own state, kept).
    private func advance(_ session: Session) {
        stepIndex += 1
        hintsShown = hintsReadIn[stepIndex] ?? 0
        saidStuck = nil
        answered = false
        lastCheck = nil
        session.beginStep()
    }

    // MARK: Goals

    /// The goals, read where the code runs: on the user's code when it is loaded (a Swift exercise
    /// after `check`), else on the session's own state in one context.
    func evaluate(_ session: Session) -> [ExpectationResult] {
        if session.loadedCode != nil { return step.goals.map { session.evaluate($0.expectation) } }
        let context = session.expectationContext()
        return step.goals.map {
            $0.expectation.at == nil
                ? ExpectationEvaluator.evaluate($0.expectation, in: context) : session.evaluateHere($0.expectation)
        }
    }

    /// The goals' results: an exercise's from its last `check`, any other step's read now.
    func results(_ session: Session) -> [ExpectationResult]? {
        step.exercise == nil ? evaluate(session) : lastCheck
    }

    func goalsMet(_ session: Session) -> Bool {
        !step.goals.isEmpty && (results(session)?.allSatisfy(\.passed) ?? false)
    }

    /// A step that calls itself a challenge in its title (the runner's challenge words, the hidden
    /// targets, `goal`'s target screen and "solved in N commands" are for these).
    var isTitledChallenge: Bool {
        step.isChallenge && (step.title.hasPrefix("Challenge") || step.title.hasPrefix("挑战"))
    }

    /// A goal as the learner is shown it. A challenge says what differs in words, in its prose:
    /// its goals' target values stay hidden (`expect presented.frame == …`) until the last hint,
    /// which gives the exact commands anyway.
    func shown(_ goal: LessonGoal) -> String {
        guard isTitledChallenge, hintsShown < step.hints.count
        else { return goal.text }
        for op in [" == ", " ~= ", " != ", " <= ", " >= ", " < ", " > "] {
            if let r = goal.text.firstRange(of: op) { return String(goal.text[..<r.upperBound]) + "…" }
        }
        return goal.text
    }

    func goalReport(_ session: Session) -> String {
        guard !step.goals.isEmpty else { return words(.noGoal) }
        var out = words(.goalReportHeading(step: step.number, title: step.title))
        let results = results(session)
        // An exercise with several stages says after which commands each goal is read.
        var stageStarts: [Int: [String]] = [:]
        if let stages = step.exercise?.stages, stages.count > 1 {
            for stage in stages { if let first = stage.goals.first { stageStarts[first] = stage.commands } }
        }
        guard let results else {
            for (i, goal) in step.goals.enumerated() {
                if let commands = stageStarts[i] { out += words(.afterStage(commands: commands)) }
                out += "  · " + shown(goal) + "\n"
            }
            return out + words(.exerciseNotChecked)
        }
        // An exercise's check names one mistake: the first goal not met (`Self.knockOns`).
        let folded = step.exercise == nil ? nil : Self.knockOns(results)
        for (i, (goal, result)) in zip(step.goals, results).enumerated() {
            if let commands = stageStarts[i] { out += words(.afterStage(commands: commands)) }
            if folded?.later.contains(i) == true {
                out += "  · " + shown(goal) + "\n"
                continue
            }
            out += (result.passed ? "  ✓ " : "  ✗ ") + shown(goal)
            if !result.passed {
                if step.exercise != nil, let otherwise = goal.otherwise { out += words(.goalMeans(otherwise)) }
                // A learner cannot edit the goal: no advice to write `~=` (`goalActual`).
                out += words(.goalNow(actual: Self.goalActual(result.actual)))
                if let folded, folded.root == i, !folded.later.isEmpty {
                    out += words(.knockOns(count: folded.later.count))
                }
            }
            out += "\n"
        }
        return out
    }

    /// One mistake, one message: a Swift exercise's goals are read moment by moment through the
    /// presentation's life (presented, turned, turned back, dismissed), each moment on the state
    /// every moment before it left, and a moment's goals are listed cause first. So the first goal
    /// not met is where the learner's code first went wrong (the root), and every goal not met
    /// after it was read on a state that mistake had already changed (a wrong duration moves the
    /// spring's overshoot; a sheet at the wrong height puts the Save button elsewhere, so the tap
    /// that should save misses): those are folded into the root's message, counted and marked `·`
    /// rather than `✗`. Nil when every goal holds.
    static func knockOns(_ results: [ExpectationResult]) -> (root: Int, later: [Int])? {
        guard let root = results.firstIndex(where: { !$0.passed }) else { return nil }
        return (root, results.indices.filter { $0 > root && !results[$0].passed })
    }

    /// After a command: advance if the goals now hold; otherwise, when `report` is set (the
    /// command changed something or checked something), say which goal does not hold yet and why,
    /// and whether it can still be reached from here.
    func afterCommand(_ session: Session, progress: inout Progress, report: Bool) -> String {
        // A look around leaves a pending `solution` confirmation pending; a change cancels it.
        if report { confirmingSolution = false }
        guard !finished, !step.goals.isEmpty, step.exercise == nil else { return "" }
        let results = evaluate(session)
        if results.allSatisfy(\.passed) {
            // A question read from a command's output is due right after that look.
            if let waiting = questionWaiting() {
                return report || step.question?.readsOutput == true ? waiting : ""
            }
            return complete(as: .done, session, progress: &progress)
        }
        guard report, let (goal, result) = zip(step.goals, results).first(where: { !$0.1.passed }) else { return "" }
        var out = words(.notYet(goal: shown(goal), now: Self.goalActual(result.actual)))
        if let fixed = fixedFrameLeftBefore(failing: goal, session) { out += fixed }
        if let lost = zip(step.goals, results).first(where: { !$0.1.passed && Self.outOfReach($0.0.expectation, $0.1) }
        ) {
            if saidStuck != lost.0.text {
                saidStuck = lost.0.text
                out += words(.cannotHoldAgain(goal: lost.0.text))
            }
        } else {
            saidStuck = nil
        }
        return out
    }

    /// When a frame goal fails while a fixed rect from before this step is still set (a learner's
    /// `set frame rect` of an earlier step outlives it, and "now {30, 30, 315, 607}" alone does not
    /// say why), the line that names it and what replaces it (issue 36); nil otherwise.
    func fixedFrameLeftBefore(failing goal: LessonGoal, _ session: Session) -> String? {
        guard case .view(_, let property) = goal.expectation.subject, property.hasPrefix("frame"),
            case .rect(let r) = session.config.value.frame,
            !session.usedSinceStepStart.contains(where: { $0.hasPrefix("set frame") }),
            !step.solution.contains(where: { $0.hasPrefix("set frame rect") })
        else { return nil }
        let rect = CommandSpelling.line(for: .set(.frame(.rect(r))))
        let rule = step.solution.first(where: LessonLinter.isFrameRule) ?? "set frame full"
        return words(.fixedFrameStill(rect: rect, rule: rule))
    }

    /// A failed goal that no further command can make hold: the trace only grows, so a call a
    /// `lacks` goal forbids, or more calls than a count allows, stays until undone or rebuilt.
    /// (`trace.last` is the exception: the next transition starts it afresh.)
    static func outOfReach(_ x: Expectation, _ r: ExpectationResult) -> Bool {
        guard !r.passed, x.traceScope != .last else { return false }
        switch x.subject {
        case .traceHas(_, let present): return !present
        case .traceCount:
            return [.equal, .less, .lessOrEqual, .approximately].contains(x.comparison)
                && r.actual.contains("occurs") && exceeded(x, r)
        default: return false
        }
    }

    private static func exceeded(_ x: Expectation, _ r: ExpectationResult) -> Bool {
        let words = r.actual.split(separator: " ")
        guard let i = words.firstIndex(of: "occurs"), i + 1 < words.count, let n = Double(words[i + 1]),
            let limit = x.expected.first.flatMap(Double.init)
        else { return false }
        return x.comparison == .less ? n >= limit : n > limit
    }

    // MARK: Moving

    /// Lets `solution` ask again before it acts (a command in between cancels the first ask).
    var awaitingSolutionConfirmation: Bool {
        get { confirmingSolution }
        set { confirmingSolution = newValue }
    }

    /// Hints read in this step so far.
    var hintsRead: Int {
        get { hintsShown }
        set { hintsShown = newValue }
    }

    func complete(as state: Progress.StepState, _ session: Session, progress: inout Progress) -> String {
        var entry = progress.lessons[lesson.progressKey] ?? Progress.Entry()
        let hints = state == .assisted ? 0 : hintsShown
        entry.record(step.number, state, hints: hints)
        var out: String
        switch state {
        case .done:
            out = words(.stepDone(step: step.number, hints: hints))
            if isTitledChallenge {
                // Commands that changed something, as the solution counts them.
                let changed = session.usedSinceStepStart.filter { (try? Parser.parse($0))?.changesState == true }
                out += words(.solvedIn(commands: changed.count, shortest: step.solution.count))
            }
        case .assisted: out = words(.stepDoneWithSolution(step: step.number))
        case .skipped: out = words(.stepSkipped(step: step.number))
        }
        // What the step's result shows, read before the next step's lead (not for a skipped step,
        // whose result the learner did not make).
        if state != .skipped, let afterword = step.afterword { out += ProseFlow.reflow(afterword) + "\n" }
        if stepIndex + 1 < lesson.steps.count {
            advance(session)
            entry.currentStep = step.number
            out += showStepShort()
        } else {
            finished = true
            out += words(.lessonComplete(lesson: lesson.number, summary: entry.summary(of: lesson)))
        }
        progress.lessons[lesson.progressKey] = entry
        return out
    }

    func next(_ session: Session, progress: inout Progress) -> String {
        confirmingSolution = false
        if finished { return words(.lastStepNext) }
        if let waiting = questionWaiting() { return waiting }
        if step.goals.isEmpty { return complete(as: .done, session, progress: &progress) }
        if goalsMet(session) { return complete(as: .done, session, progress: &progress) }
        // Back at a step finished before: `next` goes on, keeping the record it has (`record`
        // keeps the better of two anyway) rather than saying "not yet" about a rebuilt start.
        if let state = progress.lessons[lesson.progressKey]?.steps[step.number], state != .skipped {
            return words(.alreadyFinished(step: step.number)) + complete(as: state, session, progress: &progress)
        }
        return words(.notYetHeading) + goalReport(session) + words(.notYetHelp)
    }

    /// The step before, from its starting state (rebuilt from the solutions before it).
    func back(_ tutor: Tutor) -> String {
        confirmingSolution = false
        guard stepIndex > 0 else { return words(.firstStep) }
        stepIndex -= 1
        finished = false
        enterStep(tutor)
        tutor.progress.lessons[lesson.progressKey, default: Progress.Entry()].currentStep = step.number
        return showStep() + words(.rebuiltHere)
    }

    /// This step again, from its starting state.
    func retry(_ tutor: Tutor) -> String {
        confirmingSolution = false
        if finished { return words(.alreadyComplete(lesson: lesson.number)) }
        let (hints, said) = (hintsShown, answered)
        enterStep(tutor)
        // The hints read so far stay read (the record says how the step was finished), and a
        // question answered stays answered.
        (hintsShown, answered) = (hints, said)
        return words(.backAtStart(step: step.number)) + goalReport(tutor.session)
    }

    /// What the step still needs when its question has not been answered; nil when nothing.
    private func questionWaiting() -> String? {
        guard let q = step.question, !answered else { return nil }
        return words(.questionWaiting(letters: q.options.map(\.letter)))
    }

    /// The learner's prediction: right or wrong, the reason follows, and the step goes on (it
    /// completes here if its goals already hold).
    func answer(_ letter: String, _ session: Session, progress: inout Progress) -> String {
        confirmingSolution = false
        guard !finished, let q = step.question else { return words(.noQuestion) }
        guard !answered else { return words(.alreadyAnswered(answer: q.answer)) }
        guard let chosen = q.options.first(where: { $0.letter == letter }) else {
            return words(.choicesAre(letters: q.options.map(\.letter)))
        }
        // A question on what a command showed is answered by looking, not by elimination: a
        // wrong letter sends the learner back to the output, and the answer stays unsaid.
        if q.readsOutput, letter != q.answer { return words(.lookAgain(said: letter, saidText: chosen.text)) }
        answered = true
        let right = q.options.first { $0.letter == q.answer }
        var out: String
        if letter == q.answer {
            out = words(.right(answer: q.answer, why: q.why))
        } else {
            out = words(
                .notQuite(
                    said: letter, saidText: chosen.text, answer: q.answer, answerText: right?.text ?? "", why: q.why))
            let calls = LessonParser.backticked(right?.text ?? "")
            if let call = calls.first, let reason = Explainer.reason(forCall: call, language: lesson.language) {
                out += words(.explainLine(reason: reason))
            }
        }
        if goalsMet(session) { return out + complete(as: .done, session, progress: &progress) }
        if q.readsOutput { return out + notYetLine(session) }
        return out + "\n" + stepBody()
    }

    /// The first goal that does not hold yet, in one line ("" when all do).
    private func notYetLine(_ session: Session) -> String {
        guard let (goal, result) = zip(step.goals, evaluate(session)).first(where: { !$0.1.passed }) else { return "" }
        return words(.notYet(goal: shown(goal), now: Self.goalActual(result.actual)))
    }

    func skip(_ session: Session, progress: inout Progress) -> String {
        confirmingSolution = false
        if finished { return words(.lastStepSkip) }
        return complete(as: .skipped, session, progress: &progress)
    }

    func hint() -> String {
        confirmingSolution = false
        guard !step.hints.isEmpty else { return words(.noHints) }
        guard hintsShown < step.hints.count else { return words(.noMoreHints) }
        hintsShown += 1
        hintsReadIn[stepIndex] = hintsShown
        var out = words(.hint(number: hintsShown, of: step.hints.count, text: step.hints[hintsShown - 1]))
        if hintsShown == step.hints.count { out += words(.stillStuck) }
        return out
    }

    /// First call asks for confirmation; the second rebuilds the step's starting state from the
    /// earlier steps' solutions and runs this one's.
    func solution(_ tutor: Tutor) -> [Output] {
        guard !finished else { return [.text(words(.lessonIsComplete))] }
        if let exercise = step.exercise { return exerciseSolution(exercise, tutor) }
        guard confirmingSolution else {
            confirmingSolution = true
            return [.text(words(.solutionConfirm(commands: step.solution)))]
        }
        confirmingSolution = false
        let (hints, said) = (hintsShown, answered)
        enterStep(tutor)
        (hintsShown, answered) = (hints, said)
        var outputs: [Output] = []
        for command in step.solution {
            outputs.append(.text("proscenium> \(command)\n"))
            outputs += tutor.session.execute(command)
        }
        if goalsMet(tutor.session) || step.goals.isEmpty {
            outputs.append(.text(complete(as: .assisted, tutor.session, progress: &tutor.progress)))
        } else {
            outputs.append(.text(goalReport(tutor.session)))
        }
        return outputs
    }
}

extension LessonRunner {
    /// What a goal found, without the advice a scene's author gets on a near miss (write `~=` or
    /// `within N`): a learner cannot edit a lesson's goal (issue 36), so only how far off stays.
    static func goalActual(_ actual: String) -> String {
        guard let advice = actual.firstRange(of: "; `==` is exact: ") else { return actual }
        return String(actual[..<advice.lowerBound])
    }
}
