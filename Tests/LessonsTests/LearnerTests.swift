import Playground
import Testing

@testable import Lessons

/// A learner per lesson who makes the mistakes real learners made (the wrong order, a detour
/// through another command, a slip in an earlier step, `undo`, `back`, `retry` after a goal went
/// out of reach) and still finishes every step on their own, without `solution` (and without
/// `reset`, except where the tour's last step asks for it), answering each prediction question,
/// some of them wrongly, and working out each challenge. Each script's mistakes show as
/// "not yet" lines: the test checks that they happened, so a script that turned into the
/// straight path would fail.
struct LearnerTests {
    static let scripts: [(file: String, lines: [String])] = [
        (
            "lessons/00-tour.md",
            [
                "lesson 0",
                "presnt",
                "present",
                "dismiss",
                "rotate",
                "show tree",
                "present",
                "dismiss",
                "trace",
                "answer C",
                "answer B",
                "present",
                "set frame inset 30",
                "dismiss",
                "present",
                "undo",
                "back",
                "undo",
                "present",
                "undo",
                "redo",
                "reset",
            ]
        ),
        (
            "lessons/01-five-roles.md",
            [
                "lesson 1",
                "present",
                "dismiss",
                "retry",
                "style fullScreen",
                "present",
                "trace",
                "answer A",
                "answer B",
                "answer A",
                "style custom",
                "present",
                "dismiss",
                "present",
                "show tree",
                "dismiss",
                "set frame size 250 333.5 centered",
                "present",
                "dismiss",
                "set frame size 1/1.5 1/2 centered",
                "present",
                "tap dimming",
                "show tree",
                "present",
                "tap dimming",
                "answer C",
                "present",
                "rotate",
                "undo",
                "undo",
                "set layout off",
                "present",
                "rotate",
                "set layout on",
                "rotate",
                "rotate",
                "animator slide",
                "present",
                "dismiss",
                "present",
                "scrub 0.25s",
                "answer B",
                "set frame size 1/2 1/3 centered",
                "rotate",
                "dismiss",
                "present",
                "dismiss",
                "trace",
                "answer B",
            ]
        ),
        (
            "lessons/02-bouncy-overlay.md",
            [
                "lesson 2",
                "answer A",
                "present",
                "dismiss",
                "delegate retain off",
                "present",
                "trace",
                "set frame inset 30",
                "present",
                "dismiss",
                "present",
                "delegate retain on",
                "dismiss",
                "present",
                "dismiss",
                "rotate",
                "present",
                "trace",
                "answer A",
                "answer B",
                "undo",
                "undo",
                "present",
                "rotate",
                "answer B",
                "set layout off",
                "rotate",
                "set dimming autoresize on",
                "show tree",
                "undo",
                "rotate",
                "show tree",
                "rotate",
                "dismiss",
                "set dimming autoresize on",
                "present",
                "rotate",
                "animator bouncy",
                "dismiss",
                "rotate",
                "present",
                "curve",
                "animator dismiss default",
                "dismiss",
                "present",
                "answer B",
                "set frame inset 50",
                "rotate",
                "undo",
                "dismiss",
                "present",
                "rotate",
                "dismiss",
            ]
        ),
        (
            "lessons/03-banner.md",
            [
                "lesson 3",
                "answer B",
                "present",
                "undo",
                "set dimming off",
                "present",
                "trace",
                "set frame banner article",
                "present",
                "dismiss",
                "present",
                "scrub 0.25s",
                "dismiss",
                "set content \"A message of my own, long enough to need a second line here ✅\"",
                "present",
                "set corner 12",
                "dismiss",
                "present",
                "answer A",
                "rotate",
                "set layout off",
                "rotate",
                "retry",
                "set layout off",
                "rotate",
                "set layout on",
                "rotate",
                "rotate",
                "set corner 20",
                "dismiss",
                "present",
                "set frame banner",
                "present",
                "dismiss",
                "present",
            ]
        ),
        (
            "lessons/04-whole-sequence.md",
            [
                "lesson 4",
                "present",
                "trace",
                "dismiss",
                "animator slide",
                "present",
                "answer B",
                "answer A",
                "answer A",
                "dismiss",
                "trace",
                "present",
                "undo",
                "set frame right-half",
                "present",
                "set dimming 0.4",
                "dismiss",
                "present",
                "timeline",
                "answer B",
                "cancel at 0.5",
                "dismiss",
                "cancel at 0.5",
                "set cleanup off",
                "cancel at 0.5",
                "show tree",
                "set cleanup on",
                "present",
                "dismiss",
                "cancel at 0.5",
                "present",
                "dismiss",
                "style formSheet",
                "present",
                "resize 507 1180",
                "back",
                "style formSheet",
                "present",
                "resize 507 1180",
                "style custom",
                "dismiss",
                "present",
                "cancel at 0.5",
                "dismiss",
                "cancel at 0.5",
                "present",
            ]
        ),
        (
            "lessons/05-fifteen-steps.md",
            [
                "lesson 5",
                "answer B",
                "set frame inset 50",
                "present",
                "dismiss",
                "set dimming 0.4",
                "delegate retain off",
                "present",
                "trace",
                "set remove-presenter on",
                "present",
                "dismiss",
                "present",
                "show tree",
                "dismiss",
                "set dimming wraps on",
                "present",
                "undo",
                "set remove-presenter off",
                "present",
                "show tree",
                "set wrap navigation on",
                "dismiss",
                "present",
                "animator zoom",
                "dismiss",
                "present",
                "film",
                "dismiss",
                "set wrap navigation off",
                "present",
                "show tree",
                "answer C",
                "back",
                "dismiss",
                "set wrap navigation off",
                "animator zoom",
                "present",
                "film",
                "show tree",
                "answer C",
                "dismiss",
                "present",
                "dismiss",
                "trace",
                "cancel at 0.5",
                "code",
                "present",
            ]
        ),
        (
            "lessons/zh/05-fifteen-steps.md",
            [
                "lesson 5 zh",
                "answer A",
                "set frame inset 50",
                "present",
                "dismiss",
                "set dimming 0.4",
                "delegate retain off",
                "present",
                "trace",
                "set remove-presenter on",
                "present",
                "dismiss",
                "present",
                "show tree",
                "dismiss",
                "set dimming wraps on",
                "present",
                "undo",
                "set remove-presenter off",
                "present",
                "show tree",
                "set wrap navigation on",
                "dismiss",
                "present",
                "animator zoom",
                "dismiss",
                "present",
                "film",
                "dismiss",
                "set wrap navigation off",
                "present",
                "show tree",
                "answer B",
                "back",
                "dismiss",
                "set wrap navigation off",
                "animator zoom",
                "present",
                "film",
                "show tree",
                "answer B",
                "dismiss",
                "present",
                "dismiss",
                "trace",
                "cancel at 0.5",
                "code",
                "present",
            ]
        ),
        ("lessons/06-sheets.md", ["lesson 6"] + sheetsMoves),
        // The translation has the same steps, so the same moves, in its own language.
        ("lessons/zh/06-sheets.md", ["lesson 6 zh"] + sheetsMoves),
    ]

    /// Lesson 7's learner, after opening it: a detour or two and each question answered.
    static let sheetsMoves: [String] = [
        "answer A",
        "style pageSheet",
        "present",
        "dismiss",
        "sheet detents medium large",
        "present",
        "sheet grabber on",
        "drag sheet to large",
        "drag sheet to medium",
        "sheet undimmed medium",
        "sheet detent custom 300",
        "drag sheet to custom",
        "answer B",
        "set modal-in-presentation on",
        "drag sheet to dismiss",
        "dismiss",
        "sheet delegate on",
        "present",
        "drag sheet to dismiss",
        "trace",
        "answer A",
        "set modal-in-presentation off",
        "drag sheet to dismiss",
        "trace",
        "answer B",
        "answer C",
        "present",
        "dismiss",
        "present",
        "present --on-top",
        "show tree",
        "answer B",
        "drag sheet to large",
        "show tree",
        "dismiss",
        "retry",
        "drag sheet to dismiss",
        "code",
    ]

    @Test(arguments: scripts.map(\.file))
    func aLearnerWhoSlipsStillFinishesOnTheirOwn(_ file: String) throws {
        let lines = try #require(LearnerTests.scripts.first { $0.file == file }).lines
        #expect(!lines.contains("solution"))
        #expect(!lines.dropLast().contains("reset"))
        #expect(lines.contains { ["undo", "back", "retry"].contains($0) })
        let lesson = try LessonGoldenTests.load(file)
        let tutor = Tutor(lessons: [lesson])
        tutor.session.showsAfterActions = false
        var transcript = ""
        for line in lines {
            for output in tutor.handle(line) {
                switch output {
                case .text(let t): transcript += t
                case .error(let e): transcript += ErrorWording.line(for: e) + "\n"
                default: break
                }
            }
        }
        // A lesson's Swift exercise compiles the learner's file, which Tests/e2e/exercises.sh
        // does; here the learner reaches it having done every step before it on their own.
        let reached = lesson.exerciseStepIndex ?? lesson.steps.count
        if reached < lesson.steps.count {
            #expect(tutor.runner?.stepIndex == reached, "\(file) did not reach its exercise:\n\(transcript)")
        } else {
            #expect(tutor.runner?.finished == true, "\(file) did not finish:\n\(transcript)")
        }
        let entry = try #require(tutor.progress.lessons[lesson.progressKey])
        #expect(
            lesson.steps.prefix(reached).allSatisfy { entry.steps[$0.number] == .done && entry.hints[$0.number] == nil }
        )
        // The runner's words in the lesson's language, up to where the words vary.
        let w = lesson.words
        func opening(_ word: RunnerWord) -> String { String(w(word).prefix { $0 != "\u{0}" }) }
        #expect(transcript.contains(opening(.notYet(goal: "\u{0}", now: ""))), "the script made no mistake")
        if lesson.steps.contains(where: { $0.question != nil }) {
            // A prediction answered wrongly gets the reason; a question on what a command showed
            // gets "look again".
            let wrong = opening(.notQuite(said: "\u{0}", saidText: "", answer: "", answerText: "", why: ""))
            let lookAgain = opening(.lookAgain(said: "\u{0}", saidText: ""))
            #expect(
                transcript.contains(wrong) || transcript.contains(lookAgain), "the script got no question wrong")
        }
        guard reached == lesson.steps.count else { return }
        let total = lesson.steps.count
        let own = w(.summary(own: total, hinted: 0, solved: 0, skipped: 0, open: 0, total: total))
        #expect(transcript.contains(w(.lessonComplete(lesson: lesson.number, summary: own))))
    }
}
