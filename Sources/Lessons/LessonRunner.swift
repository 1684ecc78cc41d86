import Playground
import PresentationKit

/// Walks a learner through one lesson: shows a step, checks its goals against the session after
/// every command, moves on when they hold, gives hints one at a time, and can replay a solution.
/// Every way into a step (`back`, `retry`, opening the lesson at it) rebuilds the state the earlier
/// steps' solutions leave, so a slip in an earlier step never blocks a later one. It records how
/// each step was finished (on your own, with N hints, with the solution) in `progress`.
public final class LessonRunner {
    public let lesson: Lesson
    public private(set) var stepIndex: Int
    private var hintsShown = 0
    private var confirmingSolution = false
    /// The goal already reported as out of reach, so the learner is told once, not after every command.
    private var saidStuck: String?
    public private(set) var finished = false
    /// Whether the step's question, if it has one, has been answered.
    private var answered = false

    init(lesson: Lesson, startStep: Int) {
        self.lesson = lesson
        self.stepIndex = max(0, min(startStep - 1, lesson.steps.count - 1))
    }

    public var step: LessonStep { lesson.steps[stepIndex] }

    /// What the learner types to get out of a corner, said at the end of hints and stuck notes.
    static let wayOut =
        "`retry` rebuilds the step's starting state; `solution` shows the way (the step then counts as assisted)"

    // MARK: Showing

    func introduction() -> String {
        var out = "Lesson \(lesson.number) · \(lesson.title)\n"
        if let article = lesson.article { out += "Mirrors \(article)\n" }
        if !lesson.intro.isEmpty { out += "\n" + ProseFlow.reflow(lesson.intro) + "\n" }
        return out
    }

    /// The step's heading, then its question alone when it asks one not yet answered (the prose
    /// often gives the answer away, so it follows the answer), otherwise its prose and goals.
    func showStep() -> String {
        var out = "\n── Step \(step.number) of \(lesson.steps.count): \(step.title) ──\n"
        if let q = step.question, !answered {
            out += "Predict first: \(q.text)\n"
            for o in q.options { out += "  \(o.letter)  \(o.text)\n" }
            out +=
                "Answer with " + q.options.map { "`answer \($0.letter)`" }.joined(separator: ", ")
                + "; the step goes on from there.\n"
            return out
        }
        return out + stepBody()
    }

    func stepBody() -> String {
        var out = ""
        if !step.prose.isEmpty { out += ProseFlow.reflow(step.prose) + "\n" }
        if step.goals.isEmpty {
            out += "\n(Nothing to reach here: `next` moves on.)\n"
        } else {
            if step.isChallenge {
                out +=
                    "\nA challenge: no commands are given. `hint` goes from the idea to the command; `solution` is still there (the step then counts as assisted).\n"
            }
            out +=
                "\n\(step.goals.count == 1 ? "One goal" : "\(step.goals.count) goals") · `goal` shows \(step.goals.count == 1 ? "it" : "them") · `hint` helps\n"
        }
        return out
    }

    // MARK: Entering a step

    /// Makes the session what the earlier steps' solutions leave and starts the step's scope there.
    func enterStep(_ tutor: Tutor) {
        tutor.rebuild(lesson, throughStep: stepIndex)
        tutor.session.beginStep()
        hintsShown = 0
        saidStuck = nil
        answered = false
    }

    /// The step moves on from where the learner left the previous one (their own state, kept).
    private func advance(_ session: Session) {
        stepIndex += 1
        hintsShown = 0
        saidStuck = nil
        answered = false
        session.beginStep()
    }

    // MARK: Goals

    func evaluate(_ session: Session) -> [ExpectationResult] {
        let context = session.expectationContext()
        return step.goals.map { ExpectationEvaluator.evaluate($0.expectation, in: context) }
    }

    func goalsMet(_ session: Session) -> Bool {
        !step.goals.isEmpty && evaluate(session).allSatisfy(\.passed)
    }

    func goalReport(_ session: Session) -> String {
        guard !step.goals.isEmpty else { return "This step has no goal: `next` moves on.\n" }
        var out = "Step \(step.number): \(step.title)\n"
        for (goal, result) in zip(step.goals, evaluate(session)) {
            out += (result.passed ? "  ✓ " : "  ✗ ") + goal.text
            if !result.passed { out += "\n      now: \(result.actual)" }
            out += "\n"
        }
        return out
    }

    /// After a command: advance if the goals now hold; otherwise, when `report` is set (the
    /// command changed something or checked something), say which goal does not hold yet and why,
    /// and whether it can still be reached from here.
    func afterCommand(_ session: Session, progress: inout Progress, report: Bool) -> String {
        // A look around leaves a pending `solution` confirmation pending; a change cancels it.
        if report { confirmingSolution = false }
        guard !finished, !step.goals.isEmpty else { return "" }
        let results = evaluate(session)
        if results.allSatisfy(\.passed) {
            if let waiting = questionWaiting() { return report ? waiting : "" }
            return complete(as: .done, session, progress: &progress)
        }
        guard report, let (goal, result) = zip(step.goals, results).first(where: { !$0.1.passed }) else { return "" }
        var out = "not yet: \(goal.text) — now \(result.actual)\n"
        if let lost = zip(step.goals, results).first(where: { !$0.1.passed && Self.outOfReach($0.0.expectation, $0.1) }
        ) {
            if saidStuck != lost.0.text {
                saidStuck = lost.0.text
                out +=
                    "`\(lost.0.text)` cannot hold again from here: calls already made stay in the trace. `undo` takes the last command back; \(Self.wayOut).\n"
            }
        } else {
            saidStuck = nil
        }
        return out
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

    func complete(as state: Progress.StepState, _ session: Session, progress: inout Progress) -> String {
        var entry = progress.lessons[lesson.slug] ?? Progress.Entry()
        let hints = state == .done ? hintsShown : 0
        entry.record(step.number, state, hints: hints)
        var out: String
        switch state {
        case .done:
            out =
                hints == 0
                ? "✓ Step \(step.number) done.\n"
                : "✓ Step \(step.number) done, with \(hints == 1 ? "a hint" : "\(hints) hints").\n"
        case .assisted: out = "✓ Step \(step.number) done, with the solution.\n"
        case .skipped: out = "Step \(step.number) skipped.\n"
        }
        if stepIndex + 1 < lesson.steps.count {
            advance(session)
            entry.currentStep = step.number
            out += showStep()
        } else {
            finished = true
            out +=
                "\nLesson \(lesson.number) complete: \(entry.summary(of: lesson)). `lesson list` shows the others; `lesson \(lesson.number) restart` starts it over.\n"
        }
        progress.lessons[lesson.slug] = entry
        return out
    }

    func next(_ session: Session, progress: inout Progress) -> String {
        confirmingSolution = false
        if finished { return "This was the last step: `lesson list` shows the other lessons.\n" }
        if let waiting = questionWaiting() { return waiting }
        if step.goals.isEmpty { return complete(as: .done, session, progress: &progress) }
        if goalsMet(session) { return complete(as: .done, session, progress: &progress) }
        return "Not yet:\n" + goalReport(session) + "`hint` helps; `skip` moves on without it.\n"
    }

    /// The step before, from its starting state (rebuilt from the solutions before it).
    func back(_ tutor: Tutor) -> String {
        confirmingSolution = false
        guard stepIndex > 0 else { return "This is the first step.\n" }
        stepIndex -= 1
        finished = false
        enterStep(tutor)
        tutor.progress.lessons[lesson.slug, default: Progress.Entry()].currentStep = step.number
        return showStep() + "(The session was rebuilt to this step's start.)\n"
    }

    /// This step again, from its starting state.
    func retry(_ tutor: Tutor) -> String {
        confirmingSolution = false
        if finished { return "The lesson is complete: `lesson \(lesson.number) restart` starts it over.\n" }
        let (hints, said) = (hintsShown, answered)
        enterStep(tutor)
        // The hints read so far stay read (the record says how the step was finished), and a
        // question answered stays answered.
        (hintsShown, answered) = (hints, said)
        return "The session is back at the start of step \(step.number).\n" + goalReport(tutor.session)
    }

    /// What the step still needs when its question has not been answered; nil when nothing.
    private func questionWaiting() -> String? {
        guard let q = step.question, !answered else { return nil }
        return "One thing left: the step's question. "
            + q.options.map { "`answer \($0.letter)`" }.joined(separator: ", ") + ".\n"
    }

    /// The learner's prediction: right or wrong, the reason follows, and the step goes on (it
    /// completes here if its goals already hold).
    func answer(_ letter: String, _ session: Session, progress: inout Progress) -> String {
        confirmingSolution = false
        guard !finished, let q = step.question else { return "This step asks no question.\n" }
        guard !answered else { return "Already answered: the answer is \(q.answer).\n" }
        guard let chosen = q.options.first(where: { $0.letter == letter }) else {
            return "The choices are " + q.options.map(\.letter).joined(separator: ", ") + ".\n"
        }
        answered = true
        let right = q.options.first { $0.letter == q.answer }
        var out: String
        if letter == q.answer {
            out = "✓ Right: \(q.answer) — \(q.why)\n"
        } else {
            out =
                "Not quite: you said \(letter) (\(chosen.text)); the answer is \(q.answer) (\(right?.text ?? "")) — \(q.why)\n"
            let calls = LessonParser.backticked(right?.text ?? "")
            if let call = calls.first, let reason = Explainer.reason(forCall: call) { out += "explain: \(reason)\n" }
        }
        if goalsMet(session) { return out + complete(as: .done, session, progress: &progress) }
        return out + "\n" + stepBody()
    }

    func skip(_ session: Session, progress: inout Progress) -> String {
        confirmingSolution = false
        if finished { return "This was the last step.\n" }
        return complete(as: .skipped, session, progress: &progress)
    }

    func hint() -> String {
        confirmingSolution = false
        guard !step.hints.isEmpty else { return "No hints for this step. \(Self.wayOut).\n" }
        guard hintsShown < step.hints.count else {
            return "No more hints. \(Self.wayOut).\n"
        }
        hintsShown += 1
        var out = "Hint \(hintsShown) of \(step.hints.count): \(step.hints[hintsShown - 1])\n"
        if hintsShown == step.hints.count { out += "Still stuck? \(Self.wayOut).\n" }
        return out
    }

    /// First call asks for confirmation; the second rebuilds the step's starting state from the
    /// earlier steps' solutions and runs this one's.
    func solution(_ tutor: Tutor) -> [Output] {
        guard !finished else { return [.text("The lesson is complete.\n")] }
        guard confirmingSolution else {
            confirmingSolution = true
            let commands = step.solution.map { "`\($0)`" }.joined(separator: ", ")
            return [
                .text(
                    "This rebuilds the state the earlier steps lead to, runs \(commands.isEmpty ? "nothing" : commands), and marks the step assisted. Type `solution` again to go ahead.\n"
                )
            ]
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
