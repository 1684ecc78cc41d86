import Playground
import PresentationKit

/// Walks a learner through one lesson: shows a step, checks its goals against the session after
/// every command, moves on when they hold, gives hints one at a time, and can replay a solution.
/// It records what happened to each step in `progress`.
public final class LessonRunner {
    public let lesson: Lesson
    public private(set) var stepIndex: Int
    private var hintsShown = 0
    private var confirmingSolution = false
    public private(set) var finished = false

    init(lesson: Lesson, startStep: Int) {
        self.lesson = lesson
        self.stepIndex = max(0, min(startStep - 1, lesson.steps.count - 1))
    }

    public var step: LessonStep { lesson.steps[stepIndex] }

    // MARK: Showing

    func introduction() -> String {
        var out = "Lesson \(lesson.number) · \(lesson.title)\n"
        if let article = lesson.article { out += "Mirrors \(article)\n" }
        if !lesson.intro.isEmpty { out += "\n" + ProseFlow.reflow(lesson.intro) + "\n" }
        return out
    }

    func showStep() -> String {
        var out = "\n── Step \(step.number) of \(lesson.steps.count): \(step.title) ──\n"
        if !step.prose.isEmpty { out += ProseFlow.reflow(step.prose) + "\n" }
        if step.goals.isEmpty {
            out += "\n(Nothing to reach here: `next` moves on.)\n"
        } else {
            out +=
                "\n\(step.goals.count == 1 ? "One goal" : "\(step.goals.count) goals") · `goal` shows \(step.goals.count == 1 ? "it" : "them") · `hint` helps\n"
        }
        return out
    }

    // MARK: Goals

    func evaluate(_ session: Session) -> [ExpectationResult] {
        let snapshot = session.engine.snapshot()
        let controller = session.engine.window.rootViewController?.presentedViewController?.presentationController?
            .typeName
        return step.goals.map {
            ExpectationEvaluator.evaluate(
                $0.expectation, snapshot: snapshot, trace: session.engine.trace, controller: controller)
        }
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

    /// After a command: advance if the goals now hold, otherwise say which one does not yet, and why.
    func afterCommand(_ session: Session, progress: inout Progress) -> String {
        confirmingSolution = false
        guard !finished, !step.goals.isEmpty else { return "" }
        let results = evaluate(session)
        if results.allSatisfy(\.passed) {
            return complete(as: .done, progress: &progress)
        }
        guard let (goal, result) = zip(step.goals, results).first(where: { !$0.1.passed }) else { return "" }
        return "not yet: \(goal.text) — now \(result.actual)\n"
    }

    // MARK: Moving

    func complete(as state: Progress.StepState, progress: inout Progress) -> String {
        var entry = progress.lessons[lesson.slug] ?? Progress.Entry()
        if entry.steps[step.number] != .done { entry.steps[step.number] = state }
        var out =
            state == .done
            ? "✓ Step \(step.number) done.\n"
            : (state == .assisted
                ? "✓ Step \(step.number) done, with the solution.\n" : "Step \(step.number) skipped.\n")
        if stepIndex + 1 < lesson.steps.count {
            stepIndex += 1
            hintsShown = 0
            entry.currentStep = step.number
            out += showStep()
        } else {
            finished = true
            out += "\nLesson \(lesson.number) complete (\(progressStatus(entry))). `lesson list` shows the others.\n"
        }
        progress.lessons[lesson.slug] = entry
        return out
    }

    private func progressStatus(_ e: Progress.Entry) -> String {
        lesson.steps.allSatisfy { e.steps[$0.number] == .done } ? "every step on your own" : "some steps with help"
    }

    func next(_ session: Session, progress: inout Progress) -> String {
        confirmingSolution = false
        if finished { return "This was the last step: `lesson list` shows the other lessons.\n" }
        if step.goals.isEmpty { return complete(as: .done, progress: &progress) }
        if goalsMet(session) { return complete(as: .done, progress: &progress) }
        return "Not yet:\n" + goalReport(session) + "`hint` helps; `skip` moves on without it.\n"
    }

    func back(progress: inout Progress) -> String {
        confirmingSolution = false
        guard stepIndex > 0 else { return "This is the first step.\n" }
        stepIndex -= 1
        finished = false
        hintsShown = 0
        progress.lessons[lesson.slug, default: Progress.Entry()].currentStep = step.number
        return showStep()
    }

    func skip(progress: inout Progress) -> String {
        confirmingSolution = false
        if finished { return "This was the last step.\n" }
        return complete(as: .skipped, progress: &progress)
    }

    func hint() -> String {
        confirmingSolution = false
        guard !step.hints.isEmpty else { return "No hints for this step.\n" }
        guard hintsShown < step.hints.count else {
            return "No more hints. `solution` shows the way (the step then counts as assisted).\n"
        }
        hintsShown += 1
        return "Hint \(hintsShown) of \(step.hints.count): \(step.hints[hintsShown - 1])\n"
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
        tutor.rebuild(lesson, throughStep: stepIndex)
        var outputs: [Output] = []
        for command in step.solution {
            outputs.append(.text("proscenium> \(command)\n"))
            outputs += tutor.session.execute(command)
        }
        if goalsMet(tutor.session) || step.goals.isEmpty {
            outputs.append(.text(complete(as: .assisted, progress: &tutor.progress)))
        } else {
            outputs.append(.text(goalReport(tutor.session)))
        }
        return outputs
    }
}
