import Playground
import Testing

@testable import Lessons

/// A learner per lesson (English and Chinese) who never reads a printed command: each step's text
/// as shown says what to achieve, and the commands come from its hints, read one by one to the
/// last, which names the exact line. The test fails when more steps show every command of their
/// solution than the allowance (one step in six, at least one; the tour's first two steps may).
struct HintLearnerTests {
    static let files = [
        "lessons/00-tour.md", "lessons/01-five-roles.md", "lessons/02-bouncy-overlay.md", "lessons/03-banner.md",
        "lessons/04-whole-sequence.md", "lessons/05-fifteen-steps.md", "lessons/zh/05-fifteen-steps.md",
        "lessons/06-sheets.md", "lessons/zh/06-sheets.md", "lessons/08-push-and-pop.md",
        "lessons/zh/08-push-and-pop.md",
    ]

    /// Opens `lesson` in a fresh tutor, at `step` (1-based) when given.
    static func open(_ lesson: Lesson, atStep step: Int = 1) -> (Tutor, String) {
        let tutor = Tutor(lessons: [lesson])
        tutor.session.showsAfterActions = false
        if step > 1 {
            var entry = Progress.Entry()
            entry.currentStep = step
            tutor.progress.lessons[lesson.progressKey] = entry
        }
        let language = lesson.language == .english ? "" : " \(lesson.language)"
        return (tutor, text(tutor.handle("lesson \(lesson.number)\(language)")))
    }

    /// Whether `text` shows every command of `solution`, backticked or on a line of its own.
    static func shows(_ solution: [String], in text: String) -> Bool {
        let lines = Set(text.split(separator: "\n").map { String($0.drop { $0 == " " }) })
        return !solution.isEmpty && solution.allSatisfy { text.contains("`\($0)`") || lines.contains($0) }
    }

    @Test(arguments: files)
    func aLearnerReachesTheEndThroughGoalsAndHintsOnly(_ file: String) throws {
        let lesson = try LessonGoldenTests.load(file)
        let (tutor, _) = HintLearnerTests.open(lesson)
        let end = lesson.exerciseStepIndex ?? lesson.steps.count
        var printing: [Int] = []
        var transcript = ""
        while let runner = tutor.runner, !runner.finished, runner.stepIndex < end {
            let index = runner.stepIndex
            let step = runner.step
            // What the learner reads of the step: its heading and question, then its text.
            if HintLearnerTests.shows(step.solution, in: runner.showStep() + runner.stepBody()),
                !(lesson.number == 0 && step.number <= 2)
            {
                printing.append(step.number)
            }
            func say(_ line: String) { transcript += "> \(line)\n" + text(tutor.handle(line)) }
            if let q = step.question, !q.readsOutput { say("answer \(q.answer)") }
            for _ in step.hints { say("hint") }
            let lastHint = try #require(step.hints.last, "step \(step.number) of \(file) has no hint")
            for command in LessonParser.backticked(lastHint) where (try? Parser.parse(command)) != nil {
                guard tutor.runner?.stepIndex == index else { break }
                say(command)
            }
            if tutor.runner?.stepIndex == index, let q = step.question, q.readsOutput { say("answer \(q.answer)") }
            if tutor.runner?.stepIndex == index, !(tutor.runner?.finished ?? true), step.goals.isEmpty { say("next") }
            guard tutor.runner?.stepIndex != index || tutor.runner?.finished == true else {
                Issue.record("\(file): step \(step.number) not done from its hints:\n\(transcript)")
                return
            }
        }
        let allowed = max(1, lesson.steps.filter { !$0.solution.isEmpty }.count / 6)
        #expect(printing.count <= allowed, "\(file): steps \(printing) show their answer; at most \(allowed) may")
        let entry = try #require(tutor.progress.lessons[lesson.progressKey])
        // Done with hints, each of them: never with the solution, never skipped.
        #expect(
            lesson.steps.prefix(end).allSatisfy {
                entry.steps[$0.number] == .done && ($0.hints.isEmpty || entry.hints[$0.number] == $0.hints.count)
            })
    }

    /// The shortcuts a learner who games the lesson tries, each at the start of the step it
    /// should not pass: a look step without its look, the redo step with `present`, the turn before
    /// presenting, UIKit's own form sheet cancelled for the clean-up challenge, and where a step
    /// asks for the finger, the one-shot forms that play the gesture instead (`cancel at 0.5`,
    /// `finish at 0.5`, `drag sheet to …`, `pop` for the edge pan).
    static let shortcuts: [(file: String, step: Int, lines: [String])] = [
        ("lessons/00-tour.md", 2, ["rotate"]),
        ("lessons/00-tour.md", 3, ["dismiss", "answer B"]),
        ("lessons/00-tour.md", 6, ["present"]),
        ("lessons/01-five-roles.md", 1, ["style fullScreen", "present", "answer B"]),
        ("lessons/01-five-roles.md", 2, ["answer B", "dismiss", "style custom", "present"]),
        ("lessons/01-five-roles.md", 4, ["tap dimming"]),
        ("lessons/01-five-roles.md", 7, ["dismiss", "animator slide", "present", "answer B"]),
        ("lessons/01-five-roles.md", 9, ["dismiss", "answer B"]),
        ("lessons/02-bouncy-overlay.md", 1, ["answer C", "delegate retain off", "present"]),
        ("lessons/02-bouncy-overlay.md", 4, ["rotate", "present", "trace", "answer B"]),
        ("lessons/02-bouncy-overlay.md", 5, ["answer B", "set layout off", "rotate"]),
        (
            "lessons/02-bouncy-overlay.md", 7,
            ["dismiss", "rotate", "animator bouncy", "animator dismiss default", "present", "answer B"]
        ),
        ("lessons/03-banner.md", 1, ["answer B", "set dimming off", "present"]),
        ("lessons/03-banner.md", 2, ["dismiss", "set frame banner article", "present"]),
        ("lessons/04-whole-sequence.md", 1, ["animator slide", "present", "answer A"]),
        ("lessons/04-whole-sequence.md", 5, ["answer B", "dismiss", "set cleanup off", "cancel at 0.5"]),
        // The finger asked for, the one-shot forms typed instead.
        ("lessons/04-whole-sequence.md", 5, ["answer B", "dismiss", "set cleanup off", "cancel at 0.5", "show tree"]),
        ("lessons/04-whole-sequence.md", 6, ["set cleanup on", "cancel at 0.5", "finish at 0.5", "dismiss"]),
        (
            "lessons/04-whole-sequence.md", 6,
            ["set cleanup on", "interactive off", "cancel at 0.5", "present", "dismiss"]
        ),
        ("lessons/04-whole-sequence.md", 9, ["style formSheet", "dismiss", "cancel at 0.5", "present"]),
        ("lessons/04-whole-sequence.md", 9, ["dismiss", "cancel at 0.5", "present"]),
        ("lessons/04-whole-sequence.md", 9, ["dismiss", "cancel at 0.5", "finish at 0.5"]),
        (
            "lessons/05-fifteen-steps.md", 1,
            ["answer A", "set frame inset 50", "set dimming 0.4", "delegate retain off", "present"]
        ),
        ("lessons/05-fifteen-steps.md", 2, ["dismiss", "set remove-presenter on", "present"]),
        (
            "lessons/05-fifteen-steps.md", 5,
            ["dismiss", "set wrap navigation off", "animator zoom", "present", "show tree"]
        ),
        ("lessons/05-fifteen-steps.md", 6, ["answer C", "dismiss"]),
        ("lessons/zh/05-fifteen-steps.md", 5, ["dismiss", "set wrap navigation off", "animator zoom", "present"]),
        ("lessons/zh/05-fifteen-steps.md", 6, ["answer C", "dismiss"]),
        // Sheets: no detents chosen, the refused swipe without reading its calls, the app's own
        // dismiss for the user's swipe, the stack without its tree, the whole stack dismissed.
        ("lessons/06-sheets.md", 1, ["answer B", "style pageSheet", "present"]),
        // The finger asked for: the one-shot drag instead; a swipe never let go short.
        ("lessons/06-sheets.md", 2, ["sheet grabber on", "drag sheet to large"]),
        ("lessons/06-sheets.md", 3, ["sheet undimmed medium", "drag sheet to medium"]),
        (
            "lessons/06-sheets.md", 5,
            ["answer B", "sheet delegate on", "set modal-in-presentation on", "drag sheet to dismiss", "trace"]
        ),
        ("lessons/06-sheets.md", 6, ["set modal-in-presentation off", "drag sheet to dismiss", "trace", "answer B"]),
        ("lessons/06-sheets.md", 6, ["set modal-in-presentation off", "pan presented by 0 200", "trace", "answer B"]),
        (
            "lessons/06-sheets.md", 5,
            [
                "answer B", "dismiss", "sheet delegate on", "set modal-in-presentation on", "present",
                "drag sheet to dismiss",
            ]
        ),
        ("lessons/06-sheets.md", 6, ["set modal-in-presentation off", "dismiss", "trace", "answer B"]),
        ("lessons/06-sheets.md", 8, ["present", "present --on-top", "drag sheet to large", "answer B"]),
        ("lessons/06-sheets.md", 9, ["dismiss"]),
        ("lessons/zh/06-sheets.md", 6, ["set modal-in-presentation off", "dismiss", "trace", "answer B"]),
        ("lessons/zh/06-sheets.md", 9, ["dismiss"]),
        // Numbers copied from the target's drawing in place of the rule the step teaches (a
        // fraction, an inset, the right half, the fitted banner), each otherwise the solution.
        ("lessons/00-tour.md", 4, ["set frame rect 30 30 607 315", "present"]),
        ("lessons/01-five-roles.md", 8, ["dismiss", "rotate", "set frame rect 93.75 222.33 187.5 222.33", "present"]),
        ("lessons/02-bouncy-overlay.md", 2, ["dismiss", "set frame rect 30 30 315 607", "present"]),
        ("lessons/02-bouncy-overlay.md", 8, ["dismiss", "set frame rect 50 50 567 275", "present", "rotate"]),
        ("lessons/03-banner.md", 2, ["dismiss", "set frame rect 16 750 361 52", "present", "scrub 0.25s"]),
        ("lessons/03-banner.md", 8, ["dismiss", "set frame rect 75 284 702 72", "present"]),
        ("lessons/04-whole-sequence.md", 3, ["set frame rect 410 0 410 1180", "present"]),
        (
            "lessons/05-fifteen-steps.md", 1,
            ["answer A", "set frame rect 50 50 275 567", "set dimming 0.4", "delegate retain off", "present", "trace"]
        ),
        (
            "lessons/zh/05-fifteen-steps.md", 1,
            ["answer A", "set frame rect 50 50 275 567", "set dimming 0.4", "delegate retain off", "present", "trace"]
        ),
        // Lesson 4's first step takes any animator of the learner's that slides in from the right
        // (`aCurveFromTheRightPassesLessonFoursFirstStep`); a spring from the top does not.
        (
            "lessons/04-whole-sequence.md", 1,
            ["animator spring duration 0.5 damping 1 velocity 0 from top", "present", "trace", "answer A"]
        ),
        ("lessons/zh/06-sheets.md", 2, ["sheet grabber on", "drag sheet to large"]),
        ("lessons/zh/06-sheets.md", 3, ["sheet undimmed medium", "drag sheet to medium"]),
        (
            "lessons/zh/06-sheets.md", 5,
            ["answer B", "sheet delegate on", "set modal-in-presentation on", "drag sheet to dismiss", "trace"]
        ),
        (
            "lessons/zh/06-sheets.md", 6,
            ["set modal-in-presentation off", "drag sheet to dismiss", "trace", "answer B"]
        ),
        (
            "lessons/zh/06-sheets.md", 6,
            ["set modal-in-presentation off", "pan presented by 0 200", "trace", "answer B"]
        ),
        // Navigation: the back button or the one-shot forms for the swipe from the edge.
        ("lessons/08-push-and-pop.md", 5, ["answer B", "push animator default", "push", "pop"]),
        (
            "lessons/08-push-and-pop.md", 5,
            ["answer B", "push animator slide", "pop interactive", "push", "cancel at 0.5"]
        ),
        ("lessons/08-push-and-pop.md", 6, ["pop"]),
        ("lessons/08-push-and-pop.md", 6, ["push animator slide", "pop interactive", "finish at 0.5"]),
        ("lessons/08-push-and-pop.md", 7, ["push animator slide", "pop interactive", "push", "cancel at 0.5"]),
        ("lessons/08-push-and-pop.md", 8, ["finish at 0.5"]),
        ("lessons/08-push-and-pop.md", 8, ["pop"]),
        ("lessons/zh/08-push-and-pop.md", 5, ["answer B", "push animator default", "push", "pop"]),
        (
            "lessons/zh/08-push-and-pop.md", 5,
            ["answer B", "push animator slide", "pop interactive", "push", "cancel at 0.5"]
        ),
        ("lessons/zh/08-push-and-pop.md", 6, ["pop"]),
        ("lessons/zh/08-push-and-pop.md", 6, ["push animator slide", "pop interactive", "finish at 0.5"]),
        ("lessons/zh/08-push-and-pop.md", 7, ["push animator slide", "pop interactive", "push", "cancel at 0.5"]),
        ("lessons/zh/08-push-and-pop.md", 8, ["finish at 0.5"]),
        ("lessons/zh/08-push-and-pop.md", 8, ["pop"]),
    ]

    @Test func aCurveFromTheRightPassesLessonFoursFirstStep() throws {
        let lesson = try LessonGoldenTests.load("lessons/04-whole-sequence.md")
        let (tutor, _) = HintLearnerTests.open(lesson, atStep: 1)
        for line in ["animator curve easeInOut duration 0.5 from right", "present", "trace", "answer A"] {
            _ = tutor.handle(line)
        }
        #expect(tutor.runner?.step.number == 2)
    }

    @Test(arguments: shortcuts.indices)
    func aShortcutDoesNotPassItsStep(_ i: Int) throws {
        let (file, number, lines) = HintLearnerTests.shortcuts[i]
        let lesson = try LessonGoldenTests.load(file)
        let (tutor, _) = HintLearnerTests.open(lesson, atStep: number)
        #expect(tutor.runner?.step.number == number)
        var transcript = ""
        for line in lines { transcript += text(tutor.handle(line)) }
        #expect(tutor.runner?.step.number == number, "\(file) step \(number) passed by \(lines):\n\(transcript)")
        // The honest way from the same start does pass, so the test above can tell them apart.
        _ = tutor.handle("retry")
        let step = try #require(tutor.runner?.step)
        for command in step.solution { _ = tutor.handle(command) }
        if let q = step.question { _ = tutor.handle("answer \(q.answer)") }
        #expect(tutor.runner?.step.number == number + 1, "\(file) step \(number): its solution does not pass it")
    }
}
